import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { routeByName } from '../../navigation/routeTable';
import { renderOfferingScreen } from '../../ui/allocation/offeringScreens.testkit';
import { BlockTradeList } from './BlockTradeList';
import { BlockTradeSubscribe } from './BlockTradeSubscribe';

// Issue 30, items 7 and 8: the subscribe screen opened without ?id= (or with an id the server does not
// know) says so with a way to the list, instead of "Loading…" for ever; after the close the chip says
// Drawn (screen and list), and the allocation record links the public record instead of showing a command.

afterEach(cleanup);

const SUBSCRIBE = routeByName('blockTradeSubscribe').path;
const LIST = routeByName('blockTrade').path;
const ID = '3b9e2a10-8c4d-4e6f-a1b2-c3d4e5f60718';
const SEED = 'ab'.repeat(32);
// SHA-256 of the 32 bytes 0xab (computed outside the app).
const SEED_HASH = '9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885';

const terms = {
  __typename: 'BlockTradeOffering',
  id: ID,
  symbol: 'US:ACME',
  name: 'Acme Robotics',
  nameText: { __typename: 'LocalisedText', text: 'Acme Robotics', lang: 'en', fallback: false },
  currency: 'USD',
  currentPrice: '16.20',
  currentPriceSimulated: false,
  subscriptionPrice: '15.00',
  hedgePrice: '12.00',
  feeRate: '0.0025',
  minAmount: '1000.00',
  ticketShares: 100,
  ticketsAvailable: 10,
  ticketsSubscribed: 2,
  maxTicketsPerUser: 5,
  opensAt: '2026-11-20T09:00:00.000Z',
  closesAt: '2026-11-21T09:00:00.000Z',
  phase: 'CLOSED',
  status: 'CLOSED',
};

const offering = {
  ...terms,
  codePolicy: 'REAL_NAME',
  seedHash: SEED_HASH,
  cancelReason: null,
  cancelReasonText: null,
  failReason: null,
  failedPrice: null,
  failedQuoteAt: null,
  closedAt: '2026-11-21T09:00:05.000Z',
  myCode: null,
  mySubscription: null,
};

const draw = {
  __typename: 'BlockTradeDraw',
  offeringId: ID,
  seedHash: SEED_HASH,
  seed: SEED,
  closedAt: '2026-11-21T09:00:05.000Z',
  entries: 1,
  oversubscribed: false,
  ticketsAvailable: 10,
  ticketsSubscribed: 2,
  ticketsAllocated: 2,
  cutoffRound: null,
  cutoffRank: null,
  myRank: null,
};

describe('BlockTradeSubscribe: a link that names no offering', () => {
  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: no ?id= shows the not-found state, not "Loading…", and leads to the list', async (locale) => {
    const { sent } = renderOfferingScreen(locale, SUBSCRIBE, <BlockTradeSubscribe id="" />, {}, [
      { path: LIST, element: <p>block trades</p> },
    ]);
    const state = await screen.findByTestId('bt-not-found');
    expect(state.textContent).toContain(MESSAGES[locale]['blockTrade.notFound.title']);
    expect(state.textContent).toContain(MESSAGES[locale]['blockTrade.notFound.text']);
    expect(screen.queryByTestId('page-state-loading')).toBeNull();
    expect(sent).not.toContain('BlockTradeSubscribe_Offering');
    fireEvent.click(within(state).getByTestId('bt-not-found-list'));
    expect(await screen.findByText('block trades')).toBeTruthy();
  });

  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: an unknown id (NOT_FOUND) shows the not-found state, not "Request failed"', async (locale) => {
    renderOfferingScreen(locale, SUBSCRIBE, <BlockTradeSubscribe id={ID} />, { BlockTradeSubscribe_Offering: { code: 'NOT_FOUND' } });
    const state = await screen.findByTestId('bt-not-found');
    expect(within(state).getByTestId('bt-not-found-list').textContent).toBe(MESSAGES[locale]['blockTrade.notFound.list']);
    expect(screen.queryByTestId('page-state-error')).toBeNull();
  });
});

describe('BlockTradeSubscribe and BlockTradeList after the close', () => {
  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: the chip says Drawn, the seed is checked here, the public record is linked, no command', async (locale) => {
    const m = MESSAGES[locale];
    renderOfferingScreen(locale, SUBSCRIBE, <BlockTradeSubscribe id={ID} />, {
      BlockTradeSubscribe_Offering: { data: { __typename: 'Query', blockTradeOffering: offering } },
      BlockTradeDraw_Draw: { data: { __typename: 'Query', blockTradeDraw: draw } },
    });
    const chip = await screen.findByTestId('bt-detail-phase');
    expect(chip.textContent).toBe(m['blockTrade.phase.DRAWN']);
    await waitFor(() => expect(screen.getByTestId('bt-seed-check').getAttribute('data-check')).toBe('match'));
    expect(screen.getByTestId('bt-seed-check').textContent).toBe(m['blockTrade.draw.check.match']);
    const record = screen.getByTestId('bt-draw-record-link');
    expect(record.getAttribute('href')).toBe(`/draws/block-trade/${ID}`);
    expect(record.textContent).toBe(m['blockTrade.draw.record']);
    expect(screen.getByTestId('bt-detail').textContent).not.toContain('verify-draw');
    expect(screen.queryByTestId('bt-verify-command')).toBeNull();
  });

  it.each(['en', 'es', 'zh-Hant'] as const)('%s: the list says Drawn once closed, Closed while the close has not run', async (locale) => {
    const m = MESSAGES[locale];
    const waiting = {
      ...terms,
      id: 'f1e2d3c4-0000-4000-8000-000000000002',
      name: 'Beta Foods',
      nameText: { __typename: 'LocalisedText', text: 'Beta Foods', lang: 'en', fallback: false },
      status: 'SCHEDULED',
    };
    renderOfferingScreen(locale, LIST, <BlockTradeList />, {
      BlockTradeList_Offerings: {
        data: {
          __typename: 'Query',
          blockTradeOfferings: { __typename: 'BlockTradeOfferingPage', items: [terms, waiting], nextCursor: null },
        },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('bt-offering-phase')).toHaveLength(2));
    const [drawn, closed] = screen.getAllByTestId('bt-offering-phase');
    expect(drawn.textContent).toBe(m['blockTrade.phase.DRAWN']);
    expect(closed.textContent).toBe(m['blockTrade.phase.CLOSED']);
  });
});
