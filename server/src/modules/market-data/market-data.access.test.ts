import {
  type GraphQLArgument,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVelaSchema } from '../../graphql/build-schema';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import type { Feed } from './feed/feed.service';

let app: TestApp;
let feed: Feed;

beforeAll(async () => {
  app = await createTestApp();
  feed = await app.services.feeds.create();
  await feed.prime();
});
afterAll(async () => {
  await feed?.stop();
  await app?.close();
});

const LIST = `query($first: Int) { instruments(list: RISING, first: $first) {
  symbol name(lang: "zh-Hant") tickSize watched followers quote { price change changePercent marketValue marketOpen } } }`;

describe('list queries cost a constant number of SQL statements', () => {
  it('runs the same number of statements for 10 and for 100 instruments with quotes, watched and followers', async () => {
    const { client } = await app.registerUser();
    const other = await app.registerUser();
    for (const s of ['US:AAPL', 'TW:2330', 'ES:SAN']) {
      await client.exec('mutation($s: ID!) { addToWatchlist(symbol: $s) { symbol } }', { s });
      await other.client.exec('mutation($s: ID!) { addToWatchlist(symbol: $s) { symbol } }', { s });
    }
    await client.exec(LIST, { first: 1 }); // warm the per-process instrument directory
    const cost = async (first: number) => {
      const before = app.statements.count;
      const res = await client.exec<{ instruments: Array<{ watched: boolean; followers: number; quote: unknown }> }>(LIST, { first });
      expect(res.errors).toBeUndefined();
      expect(res.data!.instruments).toHaveLength(first);
      expect(res.data!.instruments.every((i) => i.quote !== null)).toBe(true);
      return { statements: app.statements.count - before, list: res.data!.instruments };
    };
    const ten = await cost(10);
    const hundred = await cost(100);
    expect(hundred.statements).toBe(ten.statements);
    expect(hundred.list.filter((i) => i.watched)).toHaveLength(3);
    expect(hundred.list.filter((i) => i.followers === 2)).toHaveLength(3);
  });
});

describe('watchlist and search history belong to their user', () => {
  it('refuses anonymous callers', async () => {
    const anon = app.anonymous();
    for (const q of [
      '{ watchlist { symbol } }',
      '{ searchHistory { at } }',
      'mutation { addToWatchlist(symbol: "US:AAPL") { symbol } }',
      'mutation { removeFromWatchlist(symbol: "US:AAPL") { symbol } }',
      'mutation { recordSearch(symbol: "US:AAPL") { at } }',
      'mutation { clearSearchHistory }',
    ]) {
      expect(codeOf(await anon.exec(q)), q).toBe('UNAUTHENTICATED');
    }
    const pub = await anon.exec<{ instrument: { watched: boolean } }>('{ instrument(symbol: "US:AAPL") { watched followers } }');
    expect(pub.data!.instrument.watched).toBe(false);
  });

  it('shows each user only their own entries', async () => {
    const alice = await app.registerUser();
    const bob = await app.registerUser();
    await alice.client.exec('mutation { addToWatchlist(symbol: "US:NVDA") { symbol } }');
    await alice.client.exec('mutation { addToWatchlist(symbol: "US:NVDA") { symbol } }'); // idempotent
    app.clock.advance(1000);
    await alice.client.exec('mutation { addToWatchlist(symbol: "TW:2454") { symbol } }');
    await alice.client.exec('mutation { recordSearch(symbol: "TW:2454") { at } }');
    const recorded = await bob.client.exec<{ recordSearch: Array<{ instrument: { symbol: string } }> }>(
      'mutation { recordSearch(symbol: "ES:ITX") { instrument { symbol } } }',
    );
    expect(recorded.data!.recordSearch.map((e) => e.instrument.symbol)).toEqual(['ES:ITX']);

    const mine = await alice.client.exec<{
      watchlist: Array<{ symbol: string; watched: boolean }>;
      searchHistory: Array<{ instrument: { symbol: string } }>;
    }>('{ watchlist { symbol watched } searchHistory { instrument { symbol } } }');
    expect(mine.data!.watchlist).toEqual([
      { symbol: 'US:NVDA', watched: true },
      { symbol: 'TW:2454', watched: true },
    ]);
    expect(mine.data!.searchHistory.map((e) => e.instrument.symbol)).toEqual(['TW:2454']);

    const theirs = await bob.client.exec<{
      watchlist: unknown[];
      searchHistory: Array<{ instrument: { symbol: string } }>;
      instrument: { watched: boolean; followers: number };
    }>('{ watchlist { symbol } searchHistory { instrument { symbol } } instrument(symbol: "US:NVDA") { watched followers } }');
    expect(theirs.data!.watchlist).toEqual([]);
    expect(theirs.data!.searchHistory.map((e) => e.instrument.symbol)).toEqual(['ES:ITX']);
    expect(theirs.data!.instrument).toEqual({ watched: false, followers: 1 });

    // Bob clearing his history and removing from his (empty) list leaves Alice's alone.
    await bob.client.exec('mutation { clearSearchHistory }');
    await bob.client.exec('mutation { removeFromWatchlist(symbol: "US:NVDA") { symbol } }');
    const still = await alice.client.exec<{ watchlist: unknown[]; searchHistory: unknown[] }>(
      '{ watchlist { symbol } searchHistory { at } }',
    );
    expect(still.data!.watchlist).toHaveLength(2);
    expect(still.data!.searchHistory).toHaveLength(1);

    const bad = await alice.client.exec('mutation { addToWatchlist(symbol: "US:NOPE") { symbol } }');
    expect(codeOf(bad)).toBe('INSTRUMENT_NOT_FOUND');
  });
});

// Integrity rule 1: prices come only from the market-data source.
describe('no mutation sets a price', () => {
  const PRICE_TABLES = ['quotes', 'bars_minute', 'bars_daily', 'fx_quotes', 'market_indices', 'instruments'];

  function sample(type: GraphQLInputType, depth = 0): unknown {
    if (type instanceof GraphQLNonNull) return sample(type.ofType, depth);
    if (type instanceof GraphQLList) return [sample(type.ofType, depth)];
    if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
    if (type instanceof GraphQLInputObjectType) {
      if (depth > 3) return null;
      return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type, depth + 1)]));
    }
    const name = (type as GraphQLScalarType).name;
    return (
      (
        {
          ID: 'US:AAPL',
          String: 'secret123',
          Int: 1,
          Float: 1,
          Boolean: true,
          Decimal: '1.00',
          DateTime: '2026-11-20T10:00:00Z',
          LocalDate: '2026-11-20',
        } as Record<string, unknown>
      )[name] ?? 'x'
    );
  }

  function operation(schema: GraphQLSchema, field: string, args: readonly GraphQLArgument[]) {
    const f = schema.getMutationType()!.getFields()[field];
    const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isObjectType(getNamedType(f.type)) ? ' { __typename }' : '';
    return `mutation${vars ? `(${vars})` : ''} { ${field}${call ? `(${call})` : ''}${selection} }`;
  }

  const fingerprint = async () =>
    Promise.all(
      PRICE_TABLES.map(
        async (t) => (await app.ds.query(`SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${t} x`))[0].h,
      ),
    );

  it('lets no Mutation field write quotes, bars, FX rates, index definitions or instruments, as ops or as a user', async () => {
    const schema = await buildVelaSchema();
    const fields = Object.values(schema.getMutationType()!.getFields());
    expect(fields.length).toBeGreaterThan(5);
    const before = await fingerprint();
    const written: string[] = [];
    // One ops user and one user, replaced by fresh ones only when a mutation has signed them out (a logout,
    // a password change): a fresh pair per field spent most of this test hashing passwords.
    const stillSignedIn = async (who: TestUser) =>
      Boolean((await who.client.exec<{ me: { id: string } | null }>('{ me { id } }')).data?.me?.id);
    let callers: TestUser[] = await Promise.all([app.createOps(), app.registerUser()]);
    for (const f of fields) {
      const live = await Promise.all(callers.map(stillSignedIn));
      callers = await Promise.all(callers.map((who, i) => (live[i] ? who : i === 0 ? app.createOps() : app.registerUser())));
      for (const who of callers) {
        const vars = Object.fromEntries(f.args.map((a) => [a.name, sample(a.type)]));
        app.statements.queries = [];
        app.statements.recording = true;
        await who.client.exec(operation(schema, f.name, f.args), vars);
        app.statements.recording = false;
        written.push(
          ...app.statements.queries.filter((q) =>
            new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE)\\s+"?(${PRICE_TABLES.join('|')})\\b`, 'i').test(q),
          ),
        );
      }
    }
    expect(written).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 600_000);
});
