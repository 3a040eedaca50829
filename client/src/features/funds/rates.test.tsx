import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useDailyPercent } from './FundList';

// Issue 30 item 10: daily rates read "0.00863 %" beside "0.011507 %". Every daily rate shows four decimals.

const inLocale =
  (locale: string) =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={{}}>
      {children}
    </IntlProvider>
  );

describe('daily rates', () => {
  it('show one precision, four decimals of a percent', () => {
    const { result } = renderHook(() => useDailyPercent(), { wrapper: inLocale('en') });
    expect(['0.0000863', '0.00011507', '0.0001', '0.000082191'].map(result.current)).toEqual(['0.0086%', '0.0115%', '0.0100%', '0.0082%']);
  });

  it('in the reader’s format (es)', () => {
    const { result } = renderHook(() => useDailyPercent(), { wrapper: inLocale('es') });
    expect(result.current('0.00011507').replace(/\s/g, ' ')).toBe('0,0115 %');
  });
});
