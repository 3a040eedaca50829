import { type GraphQLSchema, buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../app/modules';
import { buildVelaSchema } from './build-schema';

// Other clients build on the schema: every type, field, argument and enum value says what it is.

/**
 * Modules being built in parallel; remove when described. Their types are known by these name prefixes;
 * their root fields, error codes and event types by their module declaration.
 */
const UNDESCRIBED_MODULES: ReadonlyArray<{ module: string; typePrefixes: readonly string[] }> = [
  { module: 'follow', typePrefixes: ['Follow', 'Copy'] },
];

// A prefix names a type only when the next letter starts a word: "Fund" is not "Funding".
function isExemptType(name: string): boolean {
  return UNDESCRIBED_MODULES.some((u) => u.typePrefixes.some((p) => name.startsWith(p) && !/^[a-z]/.test(name.slice(p.length))));
}

/** What those modules contribute, so the check skips exactly that and nothing else. */
function exempted(): { types: (name: string) => boolean; rootFields: Set<string>; enumValues: Set<string> } {
  const named = new Set(UNDESCRIBED_MODULES.map((u) => u.module));
  const theirs = modules.filter((m) => named.has(m.name));
  const resolverClasses = new Set<unknown>(theirs.flatMap((m) => m.resolvers ?? []));
  const storage = getMetadataStorage();
  const rootFields = new Set(
    [...storage.queries, ...storage.mutations, ...storage.subscriptions]
      .filter((r) => resolverClasses.has(r.target))
      .map((r) => r.schemaName),
  );
  const enumValues = new Set<string>([
    ...theirs.flatMap((m) => Object.keys(m.errors ?? {}).map((code) => `ErrorCode.${code}`)),
    ...theirs.flatMap((m) => (m.events ?? []).map((type) => `AccountEventType.${type}`)),
  ]);
  return { types: isExemptType, rootFields, enumValues };
}

/** Every element of the schema without a description: Type, Type.field, Type.field(arg), Enum.VALUE. */
function undescribed(schema: GraphQLSchema): string[] {
  const skip = exempted();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || skip.types(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (roots.has(type.name) && skip.rootFields.has(field.name)) continue;
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        const name = `${type.name}.${value.name}`;
        if (!value.description && !skip.enumValues.has(name)) missing.push(name);
      }
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildVelaSchema();
  });

  it('describes every type, field, argument and enum value', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it('reports every kind of element left bare', () => {
    const bare = buildSchema(`
      "Described." type Query { "Described." quote(symbol: String, "Described." lang: String): Quote }
      type Quote { price: String }
      "Described." enum Side { "Described." LONG SHORT }
      "Described." input Filter { symbol: String }
    `);
    expect(undescribed(bare).sort()).toEqual(['Filter.symbol', 'Query.quote(symbol)', 'Quote', 'Quote.price', 'Side.SHORT'].sort());
  });

  it('exempts only the modules being built in parallel', () => {
    // A prefix never hides a type of a described module ("Fund" is not "Funding").
    const hidden = Object.keys(schema.getTypeMap()).filter(isExemptType);
    const theirs = new Set(UNDESCRIBED_MODULES.map((u) => u.module));
    if (!modules.some((m) => theirs.has(m.name))) expect(hidden).toEqual([]);
  });
});
