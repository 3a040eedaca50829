import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../gql';
import { type InstrumentWithQuote, type InstrumentWithQuoteRef, QuoteFieldsFragment } from './fragments';
import { MESSAGES } from '../../i18n/messages';
import { type NavApi, NavContext } from '../../navigation/NavProvider';
import { convertForDisplay } from './currency';
import { byChangePercentDesc, InstrumentRows } from './InstrumentRows';

afterEach(cleanup);

/** A row as an operation hands it over (its quote masked). */
const masked = (r: InstrumentWithQuote): InstrumentWithQuoteRef => ({
  ...r,
  quote: r.quote ? makeFragmentData(r.quote, QuoteFieldsFragment) : r.quote,
});

const row = (
  symbol: string,
  price: string,
  change: string,
  simulated: boolean,
  currency = 'USD',
  changePercent = '1.5',
): InstrumentWithQuoteRef =>
  masked({
    __typename: 'Instrument',
    symbol,
    code: symbol.split(':')[1] ?? symbol,
    name: `Name of ${symbol}`,
    market: symbol.startsWith('TW') ? 'TW' : 'US',
    currency,
    quote: {
      __typename: 'Quote',
      symbol,
      price,
      change,
      changePercent,
      open: price,
      high: price,
      low: price,
      previousClose: price,
      volume: '1',
      marketValue: null,
      currency,
      at: '2026-03-02T15:00:00Z',
      simulated,
      marketOpen: true,
    },
  });

function renderRows(ui: React.ReactElement, locale: 'en' | 'zh-Hant' = 'en') {
  const nav = { navigateTo: vi.fn(() => true) } as unknown as NavApi;
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <NavContext.Provider value={nav}>{ui}</NavContext.Provider>
    </IntlProvider>,
  );
  return nav;
}

describe('InstrumentRows', () => {
  it('labels simulated prices "Simulated" and real ones not', () => {
    renderRows(<InstrumentRows rows={[row('US:AAPL', '190.5', '1.2', true), row('US:MSFT', '410', '-2', false)]} />);
    const aapl = screen.getByTestId('instrument-US:AAPL');
    const msft = screen.getByTestId('instrument-US:MSFT');
    expect(aapl.textContent).toContain('Simulated');
    expect(msft.textContent).not.toContain('Simulated');
  });

  it('says "Simulated" once for a list whose every price is simulated, in the reader’s language', () => {
    renderRows(
      <InstrumentRows rows={[row('TW:2330', '1085', '5', true, 'TWD'), row('TW:2317', '200', '-1', true, 'TWD')]} testId="list" />,
      'zh-Hant',
    );
    expect(screen.queryAllByTestId('simulated-tag')).toHaveLength(0);
    expect(screen.getByTestId('list-simulated').textContent).toContain('模擬');
    expect(screen.getByTestId('instrument-TW:2330').textContent).not.toContain('模擬');
  });

  it('re-sorts a ranking by the live change', () => {
    renderRows(
      <InstrumentRows
        rows={[
          row('US:AAPL', '190.5', '1.2', true, 'USD', '0.6'),
          row('US:MSFT', '410', '5', true, 'USD', '1.2'),
          row('US:NVDA', '100', '-1', true, 'USD', '-1'),
        ]}
        order={byChangePercentDesc}
      />,
    );
    const order = screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'));
    expect(order).toEqual(['instrument-US:MSFT', 'instrument-US:AAPL', 'instrument-US:NVDA']);
  });

  it('shows the market as the same code badge everywhere, named for screen readers', () => {
    renderRows(<InstrumentRows rows={[row('TW:2330', '1085', '5', true, 'TWD')]} />, 'zh-Hant');
    const tag = screen.getByRole('img', { name: '台股' });
    expect(tag.textContent).toBe('TW');
  });

  it('colours rises green and falls red (by class), with a signed percent', () => {
    renderRows(<InstrumentRows rows={[row('US:AAPL', '190.5', '1.2', true), row('US:MSFT', '410', '-2', true)]} />);
    const [up, down] = screen.getAllByTestId('instrument-price');
    expect(up?.className).toContain('price--up');
    expect(down?.className).toContain('price--down');
    expect(screen.getByTestId('instrument-US:AAPL').textContent).toContain('+1.50%');
  });

  it('shows prices in the display currency, with the native price beside', () => {
    renderRows(
      <InstrumentRows
        rows={[row('TW:2330', '1085', '5', true, 'TWD')]}
        display={{ currency: 'USD', rates: [{ pair: 'USDTWD', rate: '31' }], convert: convertForDisplay }}
      />,
    );
    // The converted price carries its currency's sign; the native one keeps its own.
    expect(screen.getByTestId('instrument-price').textContent).toBe('$35.00');
    expect(screen.getByTestId('instrument-TW:2330').textContent).toContain('≈ USD · NT$1,085.00');
  });

  it('opens the stock detail page of a tapped row', () => {
    const onOpen = vi.fn();
    const nav = renderRows(<InstrumentRows rows={[row('US:AAPL', '190.5', '1.2', true)]} onOpen={onOpen} />);
    fireEvent.click(screen.getByTestId('instrument-US:AAPL'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(nav.navigateTo).toHaveBeenCalledWith('/subPackages/market/stockDetail/stockDetail?symbol=US%3AAAPL');
  });
});
