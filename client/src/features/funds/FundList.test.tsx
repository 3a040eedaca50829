import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { FundCard } from './FundList';

afterEach(cleanup);

const text = (t: string, fallback = false) => ({ __typename: 'LocalisedText' as const, text: t, lang: fallback ? 'en' : 'es', fallback });

function product(autoApproveUpTo: string) {
  return {
    __typename: 'FundProduct' as const,
    id: 'p1',
    nameText: text('Dollar Cash 7D', true),
    underlyingText: text('Letras del Tesoro de EE. UU.'),
    rateSourceText: text('Fed funds rate', true),
    currency: 'USD',
    periodDays: 7,
    annualRate: '0.04',
    dailyRate: '0.00010959',
    minAmount: '100',
    maxAmount: '5000',
    autoApproveUpTo,
    earlyFeeRate: '0.01',
    disclosureText: text('El capital no está garantizado.'),
    status: 'OPEN' as never,
  };
}

function card(locale: Locale, autoApproveUpTo: string) {
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <FundCard p={product(autoApproveUpTo)} />
    </IntlProvider>,
  );
  return screen.getByTestId('fund-terms-review').textContent;
}

describe('FundCard', () => {
  it('words a fund with no automatic limit as such, not “up to 0.00”', () => {
    expect(card('es', '0')).toBe('Sin límite automático: nuestro equipo revisa cada compra');
    cleanup();
    expect(card('en', '0.00')).toBe('No automatic limit: our team reviews every purchase');
    cleanup();
    expect(card('zh-Hant', '0')).toBe('無自動通過額度：每筆申購均由人工審核');
  });

  it('still states a real limit with its amount', () => {
    expect(card('en', '1000')).toBe('Automatic up to $1,000.00, above that by our team');
  });

  it('shows untranslated texts in English with the tag, translated ones without', () => {
    card('es', '0');
    expect(screen.getByTestId('fund-name-fallback').textContent).toBe('(en inglés)');
    expect(screen.getByTestId('fund-rate-source-fallback').textContent).toBe('(en inglés)');
    expect(screen.getByTestId('fund-underlying').textContent).toBe('Letras del Tesoro de EE. UU.');
    expect(screen.queryByTestId('fund-underlying-fallback')).toBeNull();
    expect(screen.queryByTestId('fund-disclosure-fallback')).toBeNull();
  });
});
