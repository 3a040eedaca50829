import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import type { QuoteFieldsFragment } from '../../gql/graphql';
import { flushTicks, queueTick } from './tickBatch';
import { writeTick } from './writeTick';

const LIST = gql`
  query List {
    instruments(list: RISING) {
      __typename
      symbol
      name
      quote {
        __typename
        symbol
        price
        change
        at
      }
    }
  }
`;

const quote = (symbol: string, price: string, at: string): QuoteFieldsFragment => ({
  __typename: 'Quote',
  symbol,
  price,
  change: '1.00',
  changePercent: '0.5',
  open: '189',
  high: '191',
  low: '188',
  previousClose: '189',
  volume: '1000',
  marketValue: null,
  currency: 'USD',
  at,
  simulated: true,
  marketOpen: true,
});

function seeded() {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({
    query: LIST,
    data: {
      instruments: [
        { __typename: 'Instrument', symbol: 'US:AAPL', name: 'Apple', quote: quote('US:AAPL', '190.00', '2026-03-02T15:00:01Z') },
        { __typename: 'Instrument', symbol: 'US:MSFT', name: 'Microsoft', quote: quote('US:MSFT', '410.00', '2026-03-02T15:00:01Z') },
        { __typename: 'Instrument', symbol: 'US:NEW', name: 'Newly listed', quote: null },
      ],
    },
  });
  return cache;
}

type Row = { symbol: string; quote: { price: string } | null };
const priceInList = (cache: InMemoryCache, symbol: string) =>
  (cache.readQuery({ query: LIST }) as { instruments: Row[] }).instruments.find((i) => i.symbol === symbol)?.quote?.price;

describe('writeTick: a live tick updates every list showing the quote, without a refetch', () => {
  it('changes the row of that symbol only (quotes are normalised by symbol)', () => {
    const cache = seeded();
    expect(writeTick(cache, quote('US:AAPL', '190.42', '2026-03-02T15:00:02Z'))).toBe(true);
    expect(priceInList(cache, 'US:AAPL')).toBe('190.42');
    expect(priceInList(cache, 'US:MSFT')).toBe('410.00');
  });

  it('drops a late tick older than the cached quote', () => {
    const cache = seeded();
    writeTick(cache, quote('US:AAPL', '190.42', '2026-03-02T15:00:03Z'));
    expect(writeTick(cache, quote('US:AAPL', '189.00', '2026-03-02T15:00:02Z'))).toBe(false);
    expect(priceInList(cache, 'US:AAPL')).toBe('190.42');
  });

  it('links an instrument that had no quote yet to its first tick', () => {
    const cache = seeded();
    expect(priceInList(cache, 'US:NEW')).toBeUndefined();
    writeTick(cache, quote('US:NEW', '12.34', '2026-03-02T15:00:02Z'));
    expect(priceInList(cache, 'US:NEW')).toBe('12.34');
  });
});

describe("queueTick: a second's burst of ticks reaches the screen as one update", () => {
  it("writes nothing until the frame, then every symbol's newest tick in one broadcast", () => {
    const cache = seeded();
    let updates = 0;
    const stop = cache.watch({ query: LIST, optimistic: true, callback: () => updates++ });
    queueTick(cache, quote('US:AAPL', '190.10', '2026-03-02T15:00:02Z'));
    queueTick(cache, quote('US:MSFT', '411.00', '2026-03-02T15:00:02Z'));
    queueTick(cache, quote('US:AAPL', '190.20', '2026-03-02T15:00:03Z'));
    expect(priceInList(cache, 'US:AAPL')).toBe('190.00');
    flushTicks();
    expect(priceInList(cache, 'US:AAPL')).toBe('190.20');
    expect(priceInList(cache, 'US:MSFT')).toBe('411.00');
    expect(updates).toBe(1);
    stop();
  });

  it('keeps the newer of two queued ticks when the older arrives late', () => {
    const cache = seeded();
    queueTick(cache, quote('US:AAPL', '190.30', '2026-03-02T15:00:04Z'));
    queueTick(cache, quote('US:AAPL', '189.90', '2026-03-02T15:00:03Z'));
    flushTicks();
    expect(priceInList(cache, 'US:AAPL')).toBe('190.30');
  });
});
