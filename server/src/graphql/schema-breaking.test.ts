import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/schema-breaking.mjs, the breaking-change check CI runs against schema/released.graphql
// (issue 19): run as CI runs it, on small released/current fixtures.
const SCRIPT = path.resolve(__dirname, '../../../scripts/schema-breaking.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-schema-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const RELEASED = `
type Query {
  "A quote."
  quote(symbol: String!): Quote
  "Old name of quote."
  price(symbol: String!): Quote @deprecated(reason: "Use quote; removed after 2026-12-01")
  "Kept a while."
  legacy: String @deprecated(reason: "Use quote; removed after 2027-06-01")
}
type Quote {
  price: String!
  bid: String
  side: Side!
}
enum Side { BUY SELL }
`;

function check(current: string, today = '2026-12-15'): { code: number | null; out: string } {
  const released = path.join(dir, 'released.graphql');
  const now = path.join(dir, `current-${Math.random().toString(36).slice(2)}.graphql`);
  fs.writeFileSync(released, RELEASED);
  fs.writeFileSync(now, current);
  const run = spawnSync(process.execPath, [SCRIPT, released, now, '--today', today], { encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('the breaking-change check', () => {
  it('passes an unchanged schema and an added field', () => {
    expect(check(RELEASED).code).toBe(0);
    expect(check(RELEASED.replace('bid: String', 'bid: String\n  ask: String')).code).toBe(0);
  });

  it('fails on a field removed without deprecation, naming it', () => {
    const result = check(RELEASED.replace('  bid: String\n', ''));
    expect(result.code).toBe(1);
    expect(result.out).toContain('FIELD_REMOVED Quote.bid');
  });

  it('fails on a changed type, a removed enum value and a new required argument', () => {
    expect(check(RELEASED.replace('bid: String', 'bid: Int')).out).toContain('Quote.bid');
    expect(check(RELEASED.replace('enum Side { BUY SELL }', 'enum Side { BUY }')).out).toContain('ENUM_VALUE_REMOVED Side.SELL');
    expect(check(RELEASED.replace('quote(symbol: String!)', 'quote(symbol: String!, market: String!)')).code).toBe(1);
  });

  it('lets a deprecated field go once its announced removal date has passed, not before', () => {
    const withoutPrice = RELEASED.replace(/ {2}"Old name of quote."\n {2}price.*\n/, '');
    expect(check(withoutPrice, '2026-12-15').code).toBe(0);
    const early = check(withoutPrice, '2026-11-30');
    expect(early.code).toBe(1);
    expect(early.out).toContain('Query.price');
    // Deprecated, but its date is still ahead.
    expect(check(RELEASED.replace(/ {2}"Kept a while."\n {2}legacy.*\n/, '')).out).toContain('FIELD_REMOVED Query.legacy');
  });
});
