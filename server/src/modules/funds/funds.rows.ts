import type { EntityManager } from 'typeorm';
import { textsOf } from '../../shared/localised-text';
import { Money } from '../../shared/money';
import { cumulativeEarnings, dailyRate } from './accrual-rules';
import { FundHolding, type FundHoldingStatus, FundProduct, type FundProductStatus } from './funds.types';

// Row shapes of funds and their mapping to the GraphQL types.

export const FUND_EVENT = 'FUND_UPDATED';
/** What a holding's hold and journal entries refer to. */
export const FUND_REFERENCE = 'fund_holding';

export interface ProductRow {
  id: string;
  name: string;
  underlying: string;
  rate_source: string;
  currency: string;
  period_days: number;
  annual_rate: string;
  min_amount: string;
  max_amount: string;
  auto_approve_up_to: string;
  early_fee_rate: string;
  disclosure: string;
  /** jsonb { en, fr?, es?, zh-Hans?, zh-Hant? } (null on a row written before the migration by an older process). */
  name_i18n: unknown;
  underlying_i18n: unknown;
  rate_source_i18n: unknown;
  disclosure_i18n: unknown;
  status: string;
  created_at: Date;
}

export interface HoldingRow {
  id: string;
  order_no: string;
  product_id: string;
  product_name: string;
  product_name_i18n: unknown;
  user_id: string;
  currency: string;
  principal: string;
  annual_rate: string;
  period_days: number;
  early_fee_rate: string;
  hold_id: string;
  status: string;
  accrued: string;
  earning_days: number;
  early_fee: string | null;
  reason_code: string | null;
  reason: string | null;
  applied_at: Date;
  starts_at: Date | null;
  ends_at: Date | null;
  closed_at: Date | null;
}

export const HOLDING_SELECT = `SELECT h.*, h.currency::text AS currency, p.name AS product_name, p.name_i18n AS product_name_i18n FROM fund_holdings h JOIN fund_products p ON p.id = h.product_id`;

export function toProduct(r: ProductRow): FundProduct {
  return Object.assign(new FundProduct(), {
    id: r.id,
    name: r.name,
    underlying: r.underlying,
    rateSource: r.rate_source,
    currency: r.currency.trim(),
    periodDays: r.period_days,
    annualRate: new Money(r.annual_rate),
    dailyRate: dailyRate(new Money(r.annual_rate)).toDecimalPlaces(8, Money.ROUND_HALF_UP),
    minAmount: new Money(r.min_amount),
    maxAmount: new Money(r.max_amount),
    autoApproveUpTo: new Money(r.auto_approve_up_to),
    earlyFeeRate: new Money(r.early_fee_rate),
    disclosure: r.disclosure,
    texts: {
      name: textsOf(r.name_i18n, r.name),
      underlying: textsOf(r.underlying_i18n, r.underlying),
      rateSource: textsOf(r.rate_source_i18n, r.rate_source),
      disclosure: textsOf(r.disclosure_i18n, r.disclosure),
    },
    status: r.status as FundProductStatus,
    createdAt: r.created_at,
  });
}

export function toHolding(r: HoldingRow, accruals: Array<{ day: string; amount: string }> = []): FundHolding {
  const principal = new Money(r.principal);
  const rate = new Money(r.annual_rate);
  const accrued = new Money(r.accrued);
  return Object.assign(new FundHolding(), {
    id: r.id,
    orderNo: r.order_no,
    productId: r.product_id,
    productName: r.product_name,
    productNames: textsOf(r.product_name_i18n, r.product_name),
    currency: r.currency.trim(),
    principal,
    periodDays: r.period_days,
    annualRate: rate,
    dailyRate: dailyRate(rate).toDecimalPlaces(8, Money.ROUND_HALF_UP),
    dailyEarnings: cumulativeEarnings(principal, rate, 1),
    earningDays: r.earning_days,
    earnings: accrued,
    holdingAmount: principal.plus(accrued),
    expectedEarnings: cumulativeEarnings(principal, rate, r.period_days),
    earlyFeeRate: new Money(r.early_fee_rate),
    earlyFee: r.early_fee === null ? null : new Money(r.early_fee),
    status: r.status as FundHoldingStatus,
    reasonCode: r.reason_code,
    reason: r.reason,
    appliedAt: r.applied_at,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    closedAt: r.closed_at,
    accruals: accruals.map((a) => ({ day: a.day, amount: new Money(a.amount) })),
  });
}

export async function holdingRow(em: EntityManager, id: string, lock = false): Promise<HoldingRow | null> {
  const rows: HoldingRow[] = await em.query(
    lock ? `${HOLDING_SELECT} WHERE h.id = $1 FOR UPDATE OF h` : `${HOLDING_SELECT} WHERE h.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
