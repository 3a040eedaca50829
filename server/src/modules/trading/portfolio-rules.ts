import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import type { CloseFigures } from './trading-rules';

// Pure calculations of the portfolio: an open position marked at a quote, and the per-currency totals
// of cash, position value and profit.

export interface Mark {
  /** The price the position would close at now (the bid for a long, the ask for a short). */
  currentPrice: Decimal;
  marketValue: Decimal;
  /**
   * Floating profit in the settlement currency, net of every charge (PRODUCT.md §0 rule 8): what the
   * round trip would make if closed now, the opening charges paid and the closing ones due counted.
   */
  profit: Decimal;
  /** What closing now would return to the user's cash: margin + profit − closing charges (the proceeds). */
  value: Decimal;
}

/**
 * An open position marked at the figures of closing it now (`closeFigures` at the current quote, with
 * the closing charges of that moment): its net profit is the closed position's, had it closed.
 */
export function markPosition(p: { shares: number }, close: Pick<CloseFigures, 'price' | 'netProfit' | 'proceeds'>): Mark {
  return { currentPrice: close.price, marketValue: close.price.times(p.shares), profit: close.netProfit, value: close.proceeds };
}

export interface CashBalance {
  currency: string;
  available: Decimal;
  frozen: Decimal;
  depositTotal: Decimal;
}

export interface PortfolioBalance extends CashBalance {
  /** What the open positions would return if closed now (margin + gross profit − closing charges). */
  positionValue: Decimal;
  /** Available + frozen + position value. */
  totalAssets: Decimal;
  /** Open positions at the current quotes, net of their opening and closing charges. */
  floatingProfit: Decimal;
  /** Realised net profit of closed positions plus the floating profit. */
  totalProfit: Decimal;
}

/**
 * Per cash currency: position value (what the open positions settled in it would return if closed now),
 * total assets, floating and total profit, all net of charges. A position without a mark (no quote)
 * counts its margin as its value and its opening charges as its loss.
 */
export function portfolioBalances(
  cash: readonly CashBalance[],
  open: ReadonlyArray<{ currency: string; margin: Decimal; openCharges: Decimal; mark: Pick<Mark, 'profit' | 'value'> | null }>,
  realised: ReadonlyArray<{ currency: string; total: Decimal }>,
): PortfolioBalance[] {
  const value = new Map<string, Decimal>();
  const floating = new Map<string, Decimal>();
  for (const p of open) {
    const profit = p.mark ? p.mark.profit : p.openCharges.neg();
    floating.set(p.currency, (floating.get(p.currency) ?? new Money(0)).plus(profit));
    value.set(p.currency, (value.get(p.currency) ?? new Money(0)).plus(p.mark ? p.mark.value : p.margin));
  }
  return cash.map((b) => {
    const positionValue = value.get(b.currency) ?? new Money(0);
    const floatingProfit = floating.get(b.currency) ?? new Money(0);
    const realisedTotal = realised.find((r) => r.currency === b.currency)?.total ?? new Money(0);
    return {
      currency: b.currency,
      available: b.available,
      frozen: b.frozen,
      positionValue,
      totalAssets: b.available.plus(b.frozen).plus(positionValue),
      floatingProfit,
      totalProfit: realisedTotal.plus(floatingProfit),
      depositTotal: b.depositTotal,
    };
  });
}
