import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, formatRate } from '../price/format';
import './money.css';

/** The currencies a user holds cash in (PRODUCT §3). */
export const CASH_CURRENCIES = ['EUR', 'USD'] as const;
export type CashCurrency = (typeof CASH_CURRENCIES)[number];

/**
 * Formats an API decimal string as money in the user's language (currency style, two decimals, a
 * negative with the minus sign): ui/price/format.ts's formatMoney. Intl formats the decimal string
 * itself (exactly, no float arithmetic on our side).
 */
export function useFormatMoney(
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): (amount: string, currency: string) => string {
  const intl = useIntl();
  return useCallback((amount: string, currency: string) => formatMoney(intl, amount, currency, signDisplay), [intl, signDisplay]);
}

/** A signed change ("+€100.00", "-€20.00"); zero shows without a sign. */
export function useFormatChange(): (amount: string, currency: string) => string {
  return useFormatMoney('exceptZero');
}

/** An exchange rate to four decimals ("29.8772"), in the reader's digits. */
export function useFormatRate(): (rate: string) => string {
  const intl = useIntl();
  return useCallback((rate: string) => formatRate(intl, rate), [intl]);
}

export function Money({ amount, currency, testId }: { amount: string; currency: string; testId?: string }) {
  const format = useFormatMoney();
  return (
    <span className="money" data-testid={testId}>
      {format(amount, currency)}
    </span>
  );
}
