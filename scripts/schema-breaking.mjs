#!/usr/bin/env node
// The breaking-change check (issue 19): other clients build on the schema, so a change that would break
// them fails CI unless it went through the deprecation policy first.
//
//   node scripts/schema-breaking.mjs [released.graphql] [current.graphql] [--today YYYY-MM-DD]
//
// Defaults: schema/released.graphql (the last released copy, updated deliberately on release) against
// schema/schema.graphql (what the server emits now). Every BREAKING change found by
// @graphql-inspector/core fails, except the removal of a field, input field, argument or enum value that
// the released copy had already deprecated with a reason naming its removal date ("… removed after
// 2027-03-01"), once that date has passed. Prints each refused change with its path; exit code 1 if any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the released schema deprecated `path` (Type.field, Type.field.arg, Enum.VALUE): its reason, or null. */
function deprecationOf(schema, at) {
  const [typeName, member, arg] = at.split('.');
  const type = schema.getType(typeName);
  if (!type || !member) return null;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason ?? null;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const field = type.getFields()[member];
    if (!field) return null;
    if (arg) return field.args?.find((a) => a.name === arg)?.deprecationReason ?? null;
    return field.deprecationReason ?? null;
  }
  return null;
}

const REMOVALS = new Set(['FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'FIELD_ARGUMENT_REMOVED', 'ENUM_VALUE_REMOVED']);

/**
 * The breaking changes from `releasedSdl` to `currentSdl` that the deprecation policy does not allow,
 * as `{ type, path, message }`.
 */
export async function refusedChanges(releasedSdl, currentSdl, today = new Date().toISOString().slice(0, 10)) {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const changes = await diff(released, current);
  const refused = [];
  for (const change of changes) {
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    if (REMOVALS.has(change.type) && change.path) {
      const reason = deprecationOf(released, change.path);
      const date = reason?.match(/\b(\d{4}-\d{2}-\d{2})\b/)?.[1];
      if (date && date <= today) continue;
    }
    refused.push({ type: change.type, path: change.path ?? '', message: change.message });
  }
  return refused;
}

async function main() {
  const args = process.argv.slice(2);
  const todayAt = args.indexOf('--today');
  const today = todayAt >= 0 ? args.splice(todayAt, 2)[1] : undefined;
  const [releasedFile = path.join(root, 'schema/released.graphql'), currentFile = path.join(root, 'schema/schema.graphql')] = args;
  const refused = await refusedChanges(fs.readFileSync(releasedFile, 'utf8'), fs.readFileSync(currentFile, 'utf8'), today);
  if (refused.length === 0) {
    console.log(`no breaking change from ${path.relative(process.cwd(), releasedFile)} to ${path.relative(process.cwd(), currentFile)}`);
    return;
  }
  console.error(`${refused.length} breaking change(s) not deprecated first (deprecate with a reason naming the removal date, e.g. "Use x; removed after 2027-03-01", release, then remove after that date):`);
  for (const r of refused) console.error(`  ${r.type} ${r.path}: ${r.message}`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(2);
  });
}
