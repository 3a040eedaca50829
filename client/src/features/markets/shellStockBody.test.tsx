import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { LOCALE_HTML_LANG, type Locale } from '../../i18n/locales';
import { shellStockBody } from '../../shellMarkup';
import { QuotePanel } from './QuotePanel';

afterEach(cleanup);

const quote = {
  __typename: 'Quote' as const,
  symbol: 'ES:SAN',
  price: '1234.5',
  change: '-0.1',
  changePercent: '-1.3',
  open: '1234.594',
  high: '1240',
  low: '1230',
  previousClose: '1234.6',
  volume: '35440000',
  marketValue: null,
  currency: 'EUR',
  at: '2026-11-18T15:00:01Z',
  simulated: true,
  marketOpen: true,
};

/** The price line as the eye sees it: each element's classes and text. */
const headOf = (root: ParentNode) =>
  [...(root.querySelector('.quote-panel__head')?.children ?? [])].map((el) => `${el.className}|${el.textContent}`);

describe('shellStockBody: stock detail’s price painted from the early answer, before the app', () => {
  for (const locale of ['en', 'es', 'zh-Hant'] as Locale[]) {
    it(`is QuotePanel's price line, figure for figure, in ${locale}`, () => {
      const { container } = render(
        <IntlProvider locale={LOCALE_HTML_LANG[locale]} messages={MESSAGES[locale]}>
          <QuotePanel quote={quote as never} timeZone="Europe/Madrid" />
        </IntlProvider>,
      );
      const shell = document.createElement('div');
      const painted = shellStockBody(
        { instrument: { code: 'SAN', name: 'Banco Santander', market: 'ES', quote } },
        LOCALE_HTML_LANG[locale],
        { 'markets.simulated': MESSAGES[locale]['markets.simulated'] as string },
      );
      shell.innerHTML = painted?.html ?? '';
      expect(headOf(shell)).toEqual(headOf(container));
      expect(headOf(shell)[0]).toMatch(/^price price--down quote-panel__price\|/);
      expect(shell.querySelector('.stock-head__code')?.textContent).toBe('SAN');
      expect(painted?.title).toBe('Banco Santander');
    });
  }

  it('paints nothing for an answer without a quote', () => {
    expect(shellStockBody({ instrument: { code: 'SAN', quote: null } }, 'en', {})).toBeNull();
    expect(shellStockBody({ instrument: null }, 'en', {})).toBeNull();
    expect(shellStockBody(null, 'en', {})).toBeNull();
  });
});
