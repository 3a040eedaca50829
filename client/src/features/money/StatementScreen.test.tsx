import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { APP_MESSAGES, SCREEN_MESSAGES } from '../../i18n/messages';
import { StatementLineCard } from './StatementScreen';

/** What the statement (and the ops console) has loaded: the app's texts and the screens' pack (i18n/packs.ts). */
const STATEMENT_TEXTS = Object.fromEntries(
  Object.keys(APP_MESSAGES).map((l) => [
    l,
    { ...APP_MESSAGES[l as keyof typeof APP_MESSAGES], ...SCREEN_MESSAGES[l as keyof typeof SCREEN_MESSAGES] },
  ]),
) as Record<keyof typeof APP_MESSAGES, Record<string, string>>;

afterEach(cleanup);

const LINE = {
  __typename: 'StatementLine' as const,
  entryId: '1',
  at: '2026-11-20T10:00:00.000Z',
  kind: 'loan_repayment_refused',
  orderNo: 'L20261120000001',
  label: 'EUR',
  currency: 'EUR',
  availableChange: '100',
  frozenChange: '-100',
  availableAfter: '1100',
  frozenAfter: '0',
};

/** One statement line with a memo, in a language, with only the app's texts (what the statement loads). */
function memoOf(locale: Locale, memo: string): HTMLElement {
  render(
    <IntlProvider locale={locale} messages={STATEMENT_TEXTS[locale]}>
      <ul>
        <StatementLineCard line={{ ...LINE, memo }} />
      </ul>
    </IntlProvider>,
  );
  return screen.getByTestId('statement-memo');
}

describe('a statement line’s memo', () => {
  it('words a code in Spanish and Traditional Chinese, the older English sentence too', () => {
    expect(memoOf('es', 'NOTHING_OWED').textContent).toBe('Motivo: No queda nada por devolver');
    cleanup();
    expect(memoOf('es', 'nothing owed').textContent).toBe('Motivo: No queda nada por devolver');
    cleanup();
    expect(memoOf('zh-Hant', 'NOTHING_OWED').textContent).toBe('說明：已無欠款');
    cleanup();
    // A review reason and a product's reason: their existing texts.
    expect(memoOf('es', 'PAYMENT_NOT_MATCHED').textContent).toBe(`Motivo: ${STATEMENT_TEXTS.es['review.reason.PAYMENT_NOT_MATCHED']}`);
    cleanup();
    const memo = memoOf('zh-Hant', 'NOT_ALLOCATED');
    expect(memo.textContent).toBe('說明：未獲配售');
    expect(memo.querySelector('[data-ops-content]')).toBeNull();
  });

  it('shows a day in the reader’s date format', () => {
    const es = memoOf('es', '2026-11-18');
    expect(es.textContent).toBe(
      `Motivo: ${new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 18))}`,
    );
    expect(es.textContent).toContain('18 nov 2026');
    cleanup();
    const zh = memoOf('zh-Hant', '2026-11-18');
    expect(zh.textContent).toBe('說明：2026年11月18日');
    expect(zh.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-18');
  });

  it('shows ops’ note as written, marked as ops’ content', () => {
    const es = memoOf('es', 'Holder name does not match the account');
    expect(es.textContent).toBe('Motivo: Holder name does not match the account');
    expect(within(es).getByText('Holder name does not match the account').hasAttribute('data-ops-content')).toBe(true);
    cleanup();
    const zh = memoOf('zh-Hant', 'Holder name does not match the account');
    expect(zh.querySelector('[data-ops-content]')?.textContent).toBe('Holder name does not match the account');
  });
});

describe('a dividend line (issue 35)', () => {
  const dividend = { __typename: 'StatementDividend' as const, gross: '3.62', withholdingRate: '0.19', withholding: '0.69', net: '2.93' };

  function lineOf(locale: Locale, kind: string) {
    render(
      <IntlProvider locale={locale} messages={STATEMENT_TEXTS[locale]}>
        <ul>
          <StatementLineCard
            line={{ ...LINE, kind, orderNo: 'T0001', label: 'ES:ITX', availableChange: '2.93', frozenChange: '0', memo: null, dividend }}
          />
        </ul>
      </IntlProvider>,
    );
  }

  it('shows its gross, the rate and amount withheld, and its net', () => {
    lineOf('en', 'dividend');
    expect(screen.getByTestId('statement-kind').textContent).toBe('Dividend received');
    expect(screen.getByTestId('statement-dividend').textContent).toBe('Gross €3.62 · Withholding 19% €0.69 · Net €2.93');
    cleanup();
    lineOf('zh-Hant', 'dividend');
    expect(screen.getByTestId('statement-dividend').textContent).toBe('稅前 €3.62 · 預扣稅 19% €0.69 · 淨額 €2.93');
  });

  it('shows only the gross a short position paid to the lender', () => {
    lineOf('en', 'dividend_short');
    expect(screen.getByTestId('statement-kind').textContent).toBe('Dividend paid to the lender (short)');
    expect(screen.getByTestId('statement-dividend').textContent).toBe('Gross paid €3.62');
  });

  it('words the kinds a split writes and the memo of an order it cancelled', () => {
    expect(memoOf('es', 'SPLIT').textContent).toBe('Motivo: Cancelada por un desdoblamiento de acciones');
    cleanup();
    for (const kind of ['split_cash_in_lieu', 'position_close_cash_in_lieu']) {
      render(
        <IntlProvider locale="fr" messages={STATEMENT_TEXTS.fr}>
          <ul>
            <StatementLineCard line={{ ...LINE, kind, memo: null }} />
          </ul>
        </IntlProvider>,
      );
      expect(screen.getByTestId('statement-kind').textContent).toBe(STATEMENT_TEXTS.fr[`money.kind.${kind}`]);
      expect(screen.queryByTestId('statement-dividend')).toBeNull();
      cleanup();
    }
  });
});
