import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import type { User } from '../auth/user.entity';
import type { UserEventsService } from '../events/user-events.service';
import { idempotent } from '../ledger/idempotency';
import { checkCashAmount, checkCurrency } from '../ledger/ledger-rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { FxRateSource } from './fx-rates';
import { midRate, quoteTransfer } from './fx-rules';
import { FxQuote, FxTransfer } from './fx.entities';
import { FxError } from './fx.errors';
import type { TransferFundsInput } from './fx.inputs';

/** Transfers between a user's own currencies, through the platform's FX liquidity accounts. */
export class FxService {
  private readonly maxAmount: Decimal;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: MoneyConfig,
    private readonly rates: FxRateSource,
    private readonly ledger: LedgerService,
    private readonly events: UserEventsService,
  ) {
    this.maxAmount = new Money(config.maxAmount);
  }

  async quote(fromRaw: string, toRaw: string, amountRaw: Decimal): Promise<FxQuote> {
    const from = checkCurrency(fromRaw, this.config.currencies);
    const to = checkCurrency(toRaw, this.config.currencies);
    if (from === to) throw new DomainError(FxError.SAME_CURRENCY);
    const amount = checkCashAmount(amountRaw, this.maxAmount);
    const source = await this.rates.current();
    const mid = midRate(from, to, source.table);
    if (!mid) throw new DomainError(FxError.RATE_UNAVAILABLE);
    const figures = quoteTransfer(amount, mid, this.config.fxSpreadBps);
    return Object.assign(new FxQuote(), {
      from,
      to,
      amount,
      midRate: mid,
      rate: figures.rate,
      spreadBps: this.config.fxSpreadBps,
      spreadAmount: figures.spreadAmount,
      received: figures.received,
      origin: source.origin,
      simulated: source.simulated,
      asOf: source.asOf,
    });
  }

  async transfer(user: User, input: TransferFundsInput): Promise<FxTransfer> {
    const live = await this.quote(input.from, input.to, input.amount);
    // The user confirmed the rate they were shown; it stands while the live rate stays within the
    // tolerance of it (rates tick every second), else they are shown the new one.
    const shown = input.expectedRate;
    const tolerance = live.rate.times(this.config.fxRateToleranceBps).dividedBy(10_000);
    if (!shown.isFinite() || shown.lte(0) || live.rate.minus(shown).abs().gt(tolerance)) {
      throw new DomainError(FxError.RATE_CHANGED, { rate: live.rate.toFixed() });
    }
    const received = live.amount.times(shown).toDecimalPlaces(2, Money.ROUND_DOWN);
    const q = Object.assign(live, {
      rate: shown,
      received,
      spreadAmount: Money.max(live.amount.times(live.midRate).minus(received), 0).toDecimalPlaces(4, Money.ROUND_HALF_EVEN),
    });
    if (q.received.lte(0)) throw new DomainError(FxError.RATE_UNAVAILABLE);
    const id = await this.events.transaction(async (em, events) => {
      const { resultId } = await idempotent(
        em,
        { ownerId: user.id, key: input.idempotencyKey, operation: 'transferFunds', input: { from: q.from, to: q.to, amount: q.amount } },
        async (newId) => {
          const entry = await this.ledger.post(em, {
            kind: 'fx_transfer',
            referenceType: 'fx_transfer',
            referenceId: newId,
            actorId: user.id,
            postings: [
              { account: { ownerId: user.id, currency: q.from, kind: 'user_available' }, amount: q.amount.neg() },
              { account: { ownerId: null, currency: q.from, kind: 'fx_liquidity' }, amount: q.amount },
              { account: { ownerId: null, currency: q.to, kind: 'fx_liquidity' }, amount: q.received.neg() },
              { account: { ownerId: user.id, currency: q.to, kind: 'user_available' }, amount: q.received },
            ],
          });
          const now = this.clock.now();
          await em.query(
            `INSERT INTO fx_transfers (id, order_no, user_id, from_currency, to_currency, amount, mid_rate, rate, spread_bps, spread_amount, received, rate_source, entry_id, created_at)
             VALUES ($1, 'X' || to_char($13::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq'),
                     $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              newId,
              user.id,
              q.from,
              q.to,
              q.amount.toFixed(2),
              q.midRate.toFixed(),
              q.rate.toFixed(),
              q.spreadBps,
              q.spreadAmount.toFixed(),
              q.received.toFixed(2),
              q.origin,
              entry.entryId,
              now,
            ],
          );
          for (const currency of [q.from, q.to]) events.push(await this.events.appendBalance(em, user.id, currency, now));
        },
      );
      return resultId;
    });
    return this.ds.getRepository(FxTransfer).findOneByOrFail({ id });
  }

  transfers(userId: string, first: number): Promise<FxTransfer[]> {
    return this.ds.getRepository(FxTransfer).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: first });
  }
}
