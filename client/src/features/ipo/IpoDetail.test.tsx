import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { routeByName } from '../../navigation/routeTable';
import { renderOfferingScreen } from '../../ui/allocation/offeringScreens.testkit';
import { IpoDetail } from './IpoDetail';
import { IpoList } from './IpoList';

// Issue 30, items 7 and 8: an IPO link naming no offering (or one the server does not know) says so with
// a way to the list, instead of "Request failed, click to reload"; after the draw the chip says Drawn (in
// the detail and the list), and the draw section links the public record instead of showing a command.

afterEach(cleanup);

const DETAIL = routeByName('ipoDetail').path;
const LIST = routeByName('ipo').path;
const ID = '7d0f3c1e-5b8a-4f7e-9a51-2f6f4b0c9d11';
const SEED = 'ab'.repeat(32);
// SHA-256 of the 32 bytes 0xab (computed outside the app).
const SEED_HASH = '9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885';

const offering = {
  __typename: 'IpoOffering',
  id: ID,
  symbol: 'US:ACME',
  name: 'Acme Robotics',
  nameText: { __typename: 'LocalisedText', text: 'Acme Robotics', lang: 'en', fallback: false },
  currency: 'USD',
  subscriptionPrice: '15.00',
  referencePrice: '18.00',
  marketPrice: '18.00',
  marketPriceLive: false,
  marketPriceSimulated: false,
  spread: '3.00',
  returnRate: '0.2',
  underwritingShares: 1000,
  totalShares: '100000',
  lotSize: 100,
  maxLots: 5,
  processingFee: '2.50',
  opensAt: '2026-11-20T09:00:00.000Z',
  closesAt: '2026-11-21T09:00:00.000Z',
  drawsAt: '2026-11-21T09:00:00.000Z',
  payBy: '2026-11-22T09:00:00.000Z',
  issuesAt: '2026-11-23T09:00:00.000Z',
  seedHash: SEED_HASH,
  status: 'DRAWN',
  phase: 'EXPIRED',
  cancelReason: null,
  cancelReasonText: null,
  drawnAt: '2026-11-21T09:00:05.000Z',
  issuedAt: null,
  applications: 2,
  myApplication: null,
};

const draw = {
  __typename: 'IpoDraw',
  offeringId: ID,
  seedHash: SEED_HASH,
  seed: SEED,
  drawnAt: '2026-11-21T09:00:05.000Z',
  entries: 2,
  lotSize: 100,
  lotsAvailable: 10,
  lotsAllocated: 3,
  cutoffRound: 2,
  cutoffRank: 1,
  myRank: null,
  excluded: [],
};

const listItem = {
  __typename: 'IpoOffering',
  id: ID,
  symbol: 'US:ACME',
  name: 'Acme Robotics',
  nameText: { __typename: 'LocalisedText', text: 'Acme Robotics', lang: 'en', fallback: false },
  currency: 'USD',
  subscriptionPrice: '15.00',
  marketPrice: '18.00',
  marketPriceLive: false,
  marketPriceSimulated: false,
  spread: '3.00',
  returnRate: '0.2',
  opensAt: offering.opensAt,
  closesAt: offering.closesAt,
  drawsAt: offering.drawsAt,
  phase: 'EXPIRED',
  status: 'DRAWN',
  applications: 2,
};

describe('IpoDetail: a link that names no offering', () => {
  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: no ?id= shows the not-found state, not "Loading…", and leads to the list', async (locale) => {
    const { sent } = renderOfferingScreen(locale, DETAIL, <IpoDetail id="" />, {}, [{ path: LIST, element: <p>ipo list</p> }]);
    const state = await screen.findByTestId('ipo-not-found');
    expect(state.textContent).toContain(MESSAGES[locale]['ipo.notFound.title']);
    expect(state.textContent).toContain(MESSAGES[locale]['ipo.notFound.text']);
    expect(sent).not.toContain('IpoDetail_Offering');
    fireEvent.click(within(state).getByTestId('ipo-not-found-list'));
    expect(await screen.findByText('ipo list')).toBeTruthy();
  });

  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: an unknown id (NOT_FOUND) shows the not-found state, not "Request failed"', async (locale) => {
    renderOfferingScreen(locale, DETAIL, <IpoDetail id={ID} />, { IpoDetail_Offering: { code: 'NOT_FOUND' } });
    const state = await screen.findByTestId('ipo-not-found');
    expect(within(state).getByTestId('ipo-not-found-list').textContent).toBe(MESSAGES[locale]['ipo.notFound.list']);
    expect(screen.queryByTestId('page-state-error')).toBeNull();
  });

  it('another failure still offers to reload', async () => {
    renderOfferingScreen('en', DETAIL, <IpoDetail id={ID} />, {});
    expect((await screen.findByTestId('page-state-error')).textContent).toContain(MESSAGES.en['status.requestFailed']);
    expect(screen.queryByTestId('ipo-not-found')).toBeNull();
  });
});

describe('IpoDetail and IpoList after the draw', () => {
  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: the chip says Drawn, the seed is checked here, the public record is linked, no command', async (locale) => {
    const m = MESSAGES[locale];
    renderOfferingScreen(locale, DETAIL, <IpoDetail id={ID} />, {
      IpoDetail_Offering: { data: { __typename: 'Query', ipoOffering: offering } },
      IpoDetail_Draw: { data: { __typename: 'Query', ipoDraw: draw } },
    });
    const chip = await screen.findByTestId('ipo-detail-phase');
    expect(chip.textContent).toBe(m['ipo.phase.DRAWN']);
    expect(chip.textContent).not.toBe(m['ipo.phase.EXPIRED']);
    await waitFor(() => expect(screen.getByTestId('ipo-seed-check').getAttribute('data-check')).toBe('match'));
    expect(screen.getByTestId('ipo-seed-check').textContent).toBe(m['ipo.draw.check.match']);
    const record = screen.getByTestId('ipo-draw-record-link');
    expect(record.getAttribute('href')).toBe(`/draws/ipo/${ID}`);
    expect(record.textContent).toBe(m['ipo.draw.record']);
    expect(screen.getByTestId('ipo-detail').textContent).not.toContain('verify-draw');
    expect(screen.queryByTestId('ipo-verify-command')).toBeNull();
  });

  it.each([
    'en',
    'es',
    'zh-Hant',
  ] as const)('%s: the list says Drawn for a drawn offering, Closed for one past its deadline not yet drawn', async (locale) => {
    const m = MESSAGES[locale];
    const waiting = {
      ...listItem,
      id: 'f1e2d3c4-0000-4000-8000-000000000001',
      name: 'Beta Foods',
      nameText: { __typename: 'LocalisedText', text: 'Beta Foods', lang: 'en', fallback: false },
      status: 'SCHEDULED',
    };
    renderOfferingScreen(locale, LIST, <IpoList />, {
      IpoList_Offerings: {
        data: { __typename: 'Query', ipoOfferings: { __typename: 'IpoOfferingPage', items: [listItem, waiting], nextCursor: null } },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('ipo-offering-phase')).toHaveLength(2));
    const [drawn, closed] = screen.getAllByTestId('ipo-offering-phase');
    expect(drawn.textContent).toBe(m['ipo.phase.DRAWN']);
    expect(closed.textContent).toBe(m['ipo.phase.EXPIRED']);
  });
});

// Issue 30: the name and the cancellation reason ops wrote, in the reader's language; where ops wrote
// none in it, the English one marked "(English)" in the reader's words. Both marked as ops' content.
describe('IpoDetail: ops texts in the reader’s language', () => {
  const lt = (text: string, lang: string, fallback = false) => ({ __typename: 'LocalisedText', text, lang, fallback });
  const cancelled = {
    ...offering,
    status: 'CANCELLED',
    phase: 'CANCELLED',
    cancelReason: 'The issuer withdrew the offering',
  };

  it('zh-Hant: the translated name and reason, no "(English)" tag; the query asks for zh-Hant', async () => {
    const { sent } = renderOfferingScreen('zh-Hant', DETAIL, <IpoDetail id={ID} />, {
      IpoDetail_Offering: {
        data: {
          __typename: 'Query',
          ipoOffering: { ...cancelled, nameText: lt('艾克米機器人', 'zh-Hant'), cancelReasonText: lt('發行人撤回了發行', 'zh-Hant') },
        },
      },
      IpoDetail_Draw: { data: { __typename: 'Query', ipoDraw: draw } },
    });
    const name = await screen.findByTestId('ipo-detail-name');
    expect(name.textContent).toBe('艾克米機器人');
    expect(name.hasAttribute('data-ops-content')).toBe(true);
    expect(screen.getByTestId('ipo-cancel-reason').textContent).toContain('發行人撤回了發行');
    expect(screen.getByTestId('ipo-cancel-reason').querySelector('[data-ops-content]')).not.toBeNull();
    expect(screen.queryByTestId('text-fallback')).toBeNull();
    expect(sent).toContain('IpoDetail_Offering');
  });

  it('es: an untranslated name and reason show the English text marked "(inglés)"', async () => {
    renderOfferingScreen('es', DETAIL, <IpoDetail id={ID} />, {
      IpoDetail_Offering: {
        data: {
          __typename: 'Query',
          ipoOffering: {
            ...cancelled,
            nameText: lt('Acme Robotics', 'en', true),
            cancelReasonText: lt('The issuer withdrew the offering', 'en', true),
          },
        },
      },
      IpoDetail_Draw: { data: { __typename: 'Query', ipoDraw: draw } },
    });
    const name = await screen.findByTestId('ipo-detail-name');
    expect(name.textContent).toBe(`Acme Robotics${MESSAGES.es['text.fallback.english']}`);
    expect(screen.getAllByTestId('text-fallback')).toHaveLength(2);
    expect(screen.getByTestId('ipo-cancel-reason').textContent).toContain('The issuer withdrew the offering');
  });
});
