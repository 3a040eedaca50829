import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import type { User } from '../auth/user.entity';
import type { UnitOfWork } from '../../db/unit-of-work';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import { type KeyedOperation, idempotent, once } from '../ledger/idempotency';
import { checkCashAmount, checkCurrency, platformShard } from '../ledger/ledger-rules';
import type { LedgerService } from '../ledger/ledger.service';
import type { FxQuoteSigner } from './fx-quote-token';
import type { FxRateSource } from './fx-rates';
import { executionRate, FX_QUOTE_TTL_SECONDS, midRate, minimumReceived, quoteTransfer } from './fx-rules';
import { FxQuote, FxTransfer } from './fx.entities';
import { FxError } from './fx.errors';
import { prepared } from '../../db/prepared';
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
    private readonly uow: UnitOfWork,
    private readonly signer: FxQuoteSigner,
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
      minimumReceived: minimumReceived(amount, figures.rate, this.config.fxRateToleranceBps),
      origin: source.origin,
      simulated: source.simulated,
      asOf: source.asOf,
    });
  }

  /** A quote for this user, signed by the server (its id): the only rate a transfer executes at. */
  async issueQuote(user: User, fromRaw: string, toRaw: string, amountRaw: Decimal): Promise<FxQuote> {
    const q = await this.quote(fromRaw, toRaw, amountRaw);
    const expiresAt = new Date(this.clock.now().getTime() + FX_QUOTE_TTL_SECONDS * 1000);
    const id = this.signer.sign(user.id, { from: q.from, to: q.to, amount: q.amount.toFixed(), rate: q.rate.toFixed(), expiresAt });
    return Object.assign(q, { id, expiresAt });
  }

  /**
   * Executes a quote the server issued to this user, at its rate or the live one when that is worse for
   * the user (never better than the market, whatever the client sends). A replay of the key answers
   * from the key: no quote, expiry or rate is looked at again.
   */
  async transfer(user: User, input: TransferFundsInput): Promise<FxTransfer> {
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'transferFunds', input: { quoteId: input.quoteId } };
    // No key read first: the unit of work's reservation answers a replay (see `once`). The first
    // answer is the transfer as written (no read after commit); a replay reads it.
    const done = await once(
      this.uow,
      key,
      () => this.execute(user, input.quoteId, key),
      async (resultId) => ({ id: resultId, written: null }),
      { readFirst: false },
    );
    return done.written ?? this.ds.getRepository(FxTransfer).findOneByOrFail({ id: done.id });
  }

  private async execute(user: User, quoteId: string, key: KeyedOperation): Promise<{ id: string; written: FxTransfer | null }> {
    // Another user's quote, an altered one or an unknown id: no quote of this user's.
    const issued = this.signer.open(user.id, quoteId);
    if (!issued) throw new DomainError(CommonError.NOT_FOUND);
    if (issued.expiresAt.getTime() <= this.clock.now().getTime()) throw new DomainError(FxError.QUOTE_EXPIRED);
    const live = await this.quote(issued.from, issued.to, new Money(issued.amount));
    const rate = executionRate(new Money(issued.rate), live.rate, this.config.fxRateToleranceBps);
    if (!rate) throw new DomainError(FxError.RATE_CHANGED, { rate: live.rate.toFixed() });
    const received = live.amount.times(rate).toDecimalPlaces(2, Money.ROUND_DOWN);
    const q = Object.assign(live, {
      rate,
      received,
      spreadAmount: Money.max(live.amount.times(live.midRate).minus(received), 0).toDecimalPlaces(4, Money.ROUND_HALF_EVEN),
    });
    if (q.received.lte(0)) throw new DomainError(FxError.RATE_UNAVAILABLE);
    return this.uow.run(
      async (tx) => {
        const em = tx.em;
        let written: FxTransfer | null = null;
        const { resultId, replayed } = await idempotent(em, key, async (newId) => {
          const now = this.clock.now();
          // The record as the columns hold it (numeric without a scale keeps the text it was given): written,
          // and for a first request answered with no read after commit.
          const record = Object.assign(new FxTransfer(), {
            id: newId,
            userId: user.id,
            from: q.from,
            to: q.to,
            amount: new Money(q.amount.toFixed(2)),
            midRate: new Money(q.midRate.toFixed()),
            rate: new Money(q.rate.toFixed()),
            spreadBps: q.spreadBps,
            spreadAmount: new Money(q.spreadAmount.toFixed()),
            received: new Money(q.received.toFixed(2)),
            origin: q.origin,
            createdAt: now,
          });
          // The record first, with its order number and its journal entry's id drawn in the same statement
          // (the reference to the entry is checked at commit): busy rows are locked only by the entry.
          const [{ order_no: orderNo, entry_id: entryId }]: Array<{ order_no: string; entry_id: string }> = await em.query(
            prepared(`INSERT INTO fx_transfers (id, order_no, user_id, from_currency, to_currency, amount, mid_rate, rate, spread_bps, spread_amount, received, rate_source, entry_id, created_at)
             VALUES ($1, 'X' || to_char($12::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                     nextval('ledger_entries_id_seq'), $12)
             RETURNING order_no, entry_id::text`),
            [
              record.id,
              record.userId,
              record.from,
              record.to,
              record.amount.toFixed(2),
              record.midRate.toFixed(),
              record.rate.toFixed(),
              record.spreadBps,
              record.spreadAmount.toFixed(),
              record.received.toFixed(2),
              record.origin,
              record.createdAt,
            ],
          );
          record.orderNo = orderNo;
          // The platform's liquidity in each currency is split into shards chosen by user, so concurrent
          // transfers of different users rarely queue on one row. No accounts are locked first: the
          // entry's own statement locks them, and a user's cash going below zero is INSUFFICIENT_FUNDS.
          const shard = platformShard(user.id);
          await this.ledger.post(
            em,
            {
              kind: 'fx_transfer',
              referenceType: 'fx_transfer',
              referenceId: newId,
              referenceNo: orderNo,
              referenceLabel: `${q.from}→${q.to}`,
              actorId: user.id,
              postings: [
                { account: { ownerId: user.id, currency: q.from, kind: 'user_available' }, amount: q.amount.neg() },
                { account: { ownerId: null, currency: q.from, kind: 'fx_liquidity', shard }, amount: q.amount },
                { account: { ownerId: null, currency: q.to, kind: 'fx_liquidity', shard }, amount: q.received.neg() },
                { account: { ownerId: user.id, currency: q.to, kind: 'user_available' }, amount: q.received },
              ],
            },
            { lockFirst: false, entryId },
          );
          await tx.emitBalance(user.id, [q.from, q.to], now);
          written = record;
        });
        // A duplicate that waited on the key's reservation answers the first request's transfer.
        return { id: resultId, written: replayed ? null : written };
      },
      { lockUsers: [user.id] },
    );
  }

  /** The user's transfers, newest first, a keyset page at a time. */
  async transfers(userId: string, args: PageArgs): Promise<Page<FxTransfer>> {
    const scope = ['transfers', userId];
    const c = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const q = this.ds.getRepository(FxTransfer).createQueryBuilder('x').where('x.user_id = :userId', { userId });
    if (c) q.andWhere('(x.created_at, x.id) < (:at, :id)', { at: c[0], id: c[1] });
    const rows = await q
      .orderBy('x.created_at', 'DESC')
      .addOrderBy('x.id', 'DESC')
      .limit(args.first + 1)
      .getMany();
    return pageOf(rows, args.first, (r) => [r.createdAt, r.id], scope);
  }
}
