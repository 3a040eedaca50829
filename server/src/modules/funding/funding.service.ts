import type Decimal from 'decimal.js';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { User } from '../auth/user.entity';
import type { UserEventsService } from '../events/user-events.service';
import { idempotent } from '../ledger/idempotency';
import { type AccountRef, checkCashAmount, checkCurrency } from '../ledger/ledger-rules';
import { LedgerError } from '../ledger/ledger.errors';
import type { LedgerService } from '../ledger/ledger.service';
import {
  BankCard,
  CryptoAddress,
  CryptoChain,
  Deposit,
  DepositStatus,
  Withdrawal,
  WithdrawalMethod,
  WithdrawalStatus,
} from './funding.entities';
import { FundingError } from './funding.errors';
import type {
  AddBankCardInput,
  AddCryptoAddressInput,
  FileDepositInput,
  RequestWithdrawalInput,
  WithdrawalPreviewInput,
} from './funding.inputs';
import {
  checkWithdrawalAmount,
  maskIban,
  normaliseCardNumber,
  normaliseCryptoAddress,
  normaliseIban,
  quoteWithdrawal,
  required,
  type WithdrawalFeeSchedule,
  type WithdrawalQuote,
} from './funding-rules';

export interface RequestMeta {
  ip: string | null;
}

export interface PageArgs {
  first: number;
  after?: string | null;
}

/** Deposits, withdrawals, bank cards and crypto addresses. Money moves only through the ledger. */
export class FundingService {
  readonly fees: WithdrawalFeeSchedule;
  private readonly maxAmount: Decimal;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: MoneyConfig,
    private readonly ledger: LedgerService,
    private readonly events: UserEventsService,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
  ) {
    this.fees = {
      minimumBank: new Money(config.withdrawMinimumBank),
      minimumCrypto: new Money(config.withdrawMinimumCrypto),
      bankRate: new Money(config.withdrawFeeBankRate),
      bankMinimumFee: new Money(config.withdrawFeeBankMinimum),
      cryptoFixedFee: new Money(config.withdrawFeeCryptoFixed),
    };
    this.maxAmount = new Money(config.maxAmount);
  }

  /** The reference a user writes on a bank transfer so ops can match it to them. */
  depositReference(user: User): string {
    return `VELA-${user.inviteCode}`;
  }

  // ---- deposits ----

  async fileDeposit(user: User, input: FileDepositInput): Promise<Deposit> {
    const currency = checkCurrency(input.currency, this.config.currencies);
    const amount = checkCashAmount(input.amount, this.maxAmount);
    const note = input.note?.trim() || null;
    const id = await this.events.transaction(async (em, events) => {
      const { resultId } = await idempotent(
        em,
        { ownerId: user.id, key: input.idempotencyKey, operation: 'fileDeposit', input: { currency, amount, note } },
        async (newId) => {
          await em.query(
            `INSERT INTO deposits (id, order_no, user_id, currency, amount, note, created_at)
             VALUES ($1, 'D' || to_char($6::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq'), $2, $3, $4, $5, $6)`,
            [newId, user.id, currency, amount.toFixed(2), note, this.clock.now()],
          );
          events.push(
            await this.events.append(em, user.id, 'DEPOSIT_UPDATED', { id: newId, status: DepositStatus.PENDING }, this.clock.now()),
          );
        },
      );
      return resultId;
    });
    return this.ds.getRepository(Deposit).findOneByOrFail({ id });
  }

  private async lockDeposit(em: EntityManager, id: string): Promise<Deposit> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const deposit = await em.getRepository(Deposit).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!deposit) throw new DomainError(CommonError.NOT_FOUND);
    return deposit;
  }

  /** Ops: the money arrived; credits the user's available cash. */
  async confirmDeposit(ops: User, id: string, idempotencyKey: string, meta: RequestMeta): Promise<Deposit> {
    await this.events.transaction(async (em, events) => {
      await idempotent(em, { ownerId: ops.id, key: idempotencyKey, operation: 'confirmDeposit', input: { id } }, async () => {
        const deposit = await this.lockDeposit(em, id);
        if (deposit.status !== DepositStatus.PENDING) throw new DomainError(FundingError.ALREADY_REVIEWED);
        const entry = await this.ledger.post(em, {
          kind: 'deposit',
          referenceType: 'deposit',
          referenceId: deposit.id,
          actorId: ops.id,
          postings: [
            { account: { ownerId: null, currency: deposit.currency, kind: 'external' }, amount: deposit.amount.neg() },
            { account: { ownerId: deposit.userId, currency: deposit.currency, kind: 'user_available' }, amount: deposit.amount },
          ],
        });
        const now = this.clock.now();
        await em.query(`UPDATE deposits SET status = 'confirmed', reviewed_by_id = $2, reviewed_at = $3, entry_id = $4 WHERE id = $1`, [
          deposit.id,
          ops.id,
          now,
          entry.entryId,
        ]);
        await this.audit.record(em, {
          actorId: ops.id,
          actorLabel: ops.phone,
          action: 'funding.deposit.confirmed',
          targetType: 'deposit',
          targetId: deposit.id,
          before: { status: deposit.status },
          after: { status: DepositStatus.CONFIRMED, amount: deposit.amount.toFixed(2), currency: deposit.currency, entryId: entry.entryId },
          ip: meta.ip,
        });
        events.push(
          await this.events.append(em, deposit.userId, 'DEPOSIT_UPDATED', { id: deposit.id, status: DepositStatus.CONFIRMED }, now),
        );
        events.push(await this.events.appendBalance(em, deposit.userId, deposit.currency, this.clock.now()));
      });
    });
    return this.ds.getRepository(Deposit).findOneByOrFail({ id });
  }

  /** Ops: the money never arrived (or does not match); the user sees the reason. */
  async refuseDeposit(ops: User, id: string, reasonRaw: string, meta: RequestMeta): Promise<Deposit> {
    const reason = reasonRaw.trim();
    if (!reason) throw new DomainError(LedgerError.REASON_REQUIRED);
    await this.events.transaction(async (em, events) => {
      const deposit = await this.lockDeposit(em, id);
      if (deposit.status !== DepositStatus.PENDING) throw new DomainError(FundingError.ALREADY_REVIEWED);
      const now = this.clock.now();
      await em.query(`UPDATE deposits SET status = 'refused', reason = $2, reviewed_by_id = $3, reviewed_at = $4 WHERE id = $1`, [
        deposit.id,
        reason,
        ops.id,
        now,
      ]);
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'funding.deposit.refused',
        targetType: 'deposit',
        targetId: deposit.id,
        before: { status: deposit.status },
        after: { status: DepositStatus.REFUSED },
        reason,
        ip: meta.ip,
      });
      events.push(
        await this.events.append(em, deposit.userId, 'DEPOSIT_UPDATED', { id: deposit.id, status: DepositStatus.REFUSED, reason }, now),
      );
    });
    return this.ds.getRepository(Deposit).findOneByOrFail({ id });
  }

  async depositTotals(userId: string): Promise<Map<string, Decimal>> {
    const rows: Array<{ currency: string; total: string }> = await this.ds.query(
      `SELECT currency, sum(amount) AS total FROM deposits WHERE user_id = $1 AND status = 'confirmed' GROUP BY currency`,
      [userId],
    );
    return new Map(rows.map((r) => [r.currency, new Money(r.total)]));
  }

  // ---- bank cards and crypto addresses ----

  bankCards(userId: string): Promise<BankCard[]> {
    return this.ds.getRepository(BankCard).find({ where: { userId, deletedAt: IsNull() }, order: { createdAt: 'ASC' } });
  }

  async addBankCard(user: User, input: AddBankCardInput): Promise<BankCard> {
    const holderName = required(input.holderName);
    const bankName = required(input.bankName);
    const cardNumber = normaliseCardNumber(required(input.cardNumber));
    const bankAddress = required(input.bankAddress);
    const iban = normaliseIban(required(input.iban));
    return this.ds.transaction(async (em) => {
      const rows: Array<{ id: string }> = await em.query(
        `INSERT INTO bank_cards (user_id, holder_name, bank_name, card_number, bank_address, iban, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [user.id, holderName, bankName, cardNumber, bankAddress, iban, this.clock.now()],
      );
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'funding.bank_card.added',
        targetType: 'bank_card',
        targetId: rows[0].id,
        after: { bankName, iban: maskIban(iban) },
      });
      return em.getRepository(BankCard).findOneByOrFail({ id: rows[0].id });
    });
  }

  deleteBankCard(user: User, id: string): Promise<boolean> {
    return this.softDelete(user, id, 'bank_card');
  }

  cryptoAddresses(userId: string): Promise<CryptoAddress[]> {
    return this.ds.getRepository(CryptoAddress).find({ where: { userId, deletedAt: IsNull() }, order: { createdAt: 'ASC' } });
  }

  async addCryptoAddress(user: User, input: AddCryptoAddressInput): Promise<CryptoAddress> {
    if (!Object.values(CryptoChain).includes(input.chain)) throw new DomainError(FundingError.CHAIN_NOT_SUPPORTED);
    const address = normaliseCryptoAddress(input.chain, required(input.address));
    return this.ds.transaction(async (em) => {
      const rows: Array<{ id: string }> = await em.query(
        'INSERT INTO crypto_addresses (user_id, chain, address, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [user.id, input.chain, address, this.clock.now()],
      );
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'funding.crypto_address.added',
        targetType: 'crypto_address',
        targetId: rows[0].id,
        after: { chain: input.chain, address },
      });
      return em.getRepository(CryptoAddress).findOneByOrFail({ id: rows[0].id });
    });
  }

  deleteCryptoAddress(user: User, id: string): Promise<boolean> {
    return this.softDelete(user, id, 'crypto_address');
  }

  /**
   * Deletes one of the user's own cards or addresses, audited. Rows stay (marked deleted) because past
   * withdrawals point at them; another user's id is NOT_FOUND, as is one already deleted.
   */
  private async softDelete(user: User, id: string, kind: 'bank_card' | 'crypto_address'): Promise<boolean> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const table = kind === 'bank_card' ? 'bank_cards' : 'crypto_addresses';
    return this.ds.transaction(async (em) => {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [rows]: [unknown[], number] = await em.query(
        `UPDATE ${table} SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, user.id, this.clock.now()],
      );
      if (rows.length === 0) throw new DomainError(CommonError.NOT_FOUND);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: `funding.${kind}.deleted`,
        targetType: kind,
        targetId: id,
      });
      return true;
    });
  }

  // ---- withdrawals ----

  /** Minimum, fee and what arrives, for the confirm screen; the same rules the request applies. */
  previewWithdrawal(input: WithdrawalPreviewInput): WithdrawalQuote {
    const currency = checkCurrency(input.currency, this.config.currencies);
    if (input.method === WithdrawalMethod.CRYPTO && currency !== 'USD') throw new DomainError(LedgerError.CURRENCY_NOT_SUPPORTED);
    const amount = checkCashAmount(input.amount, this.maxAmount);
    const quote = quoteWithdrawal(input.method, amount, this.fees);
    checkWithdrawalAmount(quote, amount);
    return quote;
  }

  async requestWithdrawal(user: User, input: RequestWithdrawalInput, meta: RequestMeta): Promise<Withdrawal> {
    const quote = this.previewWithdrawal(input);
    const destinationId = input.method === WithdrawalMethod.BANK ? input.bankCardId : input.cryptoAddressId;
    if (!destinationId) throw new DomainError(FundingError.WITHDRAWAL_DESTINATION_REQUIRED);
    if (!isUuid(destinationId)) throw new DomainError(CommonError.NOT_FOUND);
    await this.auth.verifyPayPassword(user, input.payPassword);
    const amount = input.amount;
    const id = await this.events.transaction(async (em, events) => {
      const { resultId } = await idempotent(
        em,
        {
          ownerId: user.id,
          key: input.idempotencyKey,
          operation: 'requestWithdrawal',
          input: { method: input.method, currency: input.currency, amount, destinationId },
        },
        async (newId) => {
          const destination = await this.destination(em, user.id, input.method, destinationId);
          const hold = await this.ledger.hold(em, {
            ownerId: user.id,
            currency: input.currency,
            amount,
            referenceType: 'withdrawal',
            referenceId: newId,
            kind: 'withdrawal_hold',
          });
          const now = this.clock.now();
          await em.query(
            `INSERT INTO withdrawals (id, order_no, user_id, method, bank_card_id, crypto_address_id, destination, currency, amount, fee, hold_id, created_at)
             VALUES ($1, 'W' || to_char($11::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq'),
                     $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              newId,
              user.id,
              input.method,
              input.method === WithdrawalMethod.BANK ? destinationId : null,
              input.method === WithdrawalMethod.CRYPTO ? destinationId : null,
              destination,
              input.currency,
              amount.toFixed(2),
              quote.fee.toFixed(2),
              hold.id,
              now,
            ],
          );
          await this.audit.record(em, {
            actorId: user.id,
            actorLabel: user.phone,
            action: 'funding.withdrawal.requested',
            targetType: 'withdrawal',
            targetId: newId,
            after: { amount: amount.toFixed(2), fee: quote.fee.toFixed(2), currency: input.currency, destination },
            ip: meta.ip,
          });
          events.push(await this.events.append(em, user.id, 'WITHDRAWAL_UPDATED', { id: newId, status: WithdrawalStatus.PENDING }, now));
          events.push(await this.events.appendBalance(em, user.id, input.currency, this.clock.now()));
        },
      );
      return resultId;
    });
    return this.ds.getRepository(Withdrawal).findOneByOrFail({ id });
  }

  private async destination(em: EntityManager, userId: string, method: WithdrawalMethod, id: string): Promise<string> {
    if (method === WithdrawalMethod.BANK) {
      const card = await em.getRepository(BankCard).findOneBy({ id, userId });
      if (!card || card.deletedAt) throw new DomainError(CommonError.NOT_FOUND);
      return `${card.bankName} ${maskIban(card.iban)}`.slice(0, 200);
    }
    const address = await em.getRepository(CryptoAddress).findOneBy({ id, userId });
    if (!address || address.deletedAt) throw new DomainError(CommonError.NOT_FOUND);
    return `${address.chain} ${address.address}`;
  }

  private async lockWithdrawal(em: EntityManager, id: string, ownerId?: string): Promise<Withdrawal> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const w = await em.getRepository(Withdrawal).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!w || (ownerId && w.userId !== ownerId)) throw new DomainError(CommonError.NOT_FOUND);
    return w;
  }

  /** The user takes back a withdrawal still pending review; the frozen amount returns to available. */
  async revokeWithdrawal(user: User, id: string, meta: RequestMeta): Promise<Withdrawal> {
    await this.events.transaction(async (em, events) => {
      const w = await this.lockWithdrawal(em, id, user.id);
      if (w.status !== WithdrawalStatus.PENDING) throw new DomainError(FundingError.WITHDRAWAL_NOT_PENDING);
      await this.ledger.voidHold(em, w.holdId, { kind: 'withdrawal_revoked', actorId: user.id });
      const now = this.clock.now();
      await em.query(`UPDATE withdrawals SET status = 'revoked', reviewed_at = $2 WHERE id = $1`, [w.id, now]);
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'funding.withdrawal.revoked',
        targetType: 'withdrawal',
        targetId: w.id,
        before: { status: w.status },
        after: { status: WithdrawalStatus.REVOKED },
        ip: meta.ip,
      });
      events.push(await this.events.append(em, user.id, 'WITHDRAWAL_UPDATED', { id: w.id, status: WithdrawalStatus.REVOKED }, now));
      events.push(await this.events.appendBalance(em, user.id, w.currency, this.clock.now()));
    });
    return this.ds.getRepository(Withdrawal).findOneByOrFail({ id });
  }

  /** Ops: paid out. The hold is posted: what arrives goes to the outside world, the fee to fee income. */
  async approveWithdrawal(ops: User, id: string, idempotencyKey: string, meta: RequestMeta): Promise<Withdrawal> {
    await this.events.transaction(async (em, events) => {
      await idempotent(em, { ownerId: ops.id, key: idempotencyKey, operation: 'approveWithdrawal', input: { id } }, async () => {
        const w = await this.lockWithdrawal(em, id);
        if (w.status !== WithdrawalStatus.PENDING) throw new DomainError(FundingError.ALREADY_REVIEWED);
        const destinations: Array<{ account: AccountRef; amount: Decimal }> = [
          { account: { ownerId: null, currency: w.currency, kind: 'external' }, amount: w.received },
        ];
        if (w.fee.gt(0)) destinations.push({ account: { ownerId: null, currency: w.currency, kind: 'fee_income' }, amount: w.fee });
        const entry = await this.ledger.postHold(em, w.holdId, { kind: 'withdrawal_paid', destinations, actorId: ops.id });
        const now = this.clock.now();
        await em.query(`UPDATE withdrawals SET status = 'passed', reviewed_by_id = $2, reviewed_at = $3 WHERE id = $1`, [
          w.id,
          ops.id,
          now,
        ]);
        await this.audit.record(em, {
          actorId: ops.id,
          actorLabel: ops.phone,
          action: 'funding.withdrawal.approved',
          targetType: 'withdrawal',
          targetId: w.id,
          before: { status: w.status },
          after: { status: WithdrawalStatus.PASSED, entryId: entry.entryId },
          ip: meta.ip,
        });
        events.push(await this.events.append(em, w.userId, 'WITHDRAWAL_UPDATED', { id: w.id, status: WithdrawalStatus.PASSED }, now));
        events.push(await this.events.appendBalance(em, w.userId, w.currency, this.clock.now()));
      });
    });
    return this.ds.getRepository(Withdrawal).findOneByOrFail({ id });
  }

  /** Ops: refused; the hold is voided and the user sees 'Withdrawal Failed' with the reason. */
  async refuseWithdrawal(ops: User, id: string, reasonRaw: string, meta: RequestMeta): Promise<Withdrawal> {
    const reason = reasonRaw.trim();
    if (!reason) throw new DomainError(LedgerError.REASON_REQUIRED);
    await this.events.transaction(async (em, events) => {
      const w = await this.lockWithdrawal(em, id);
      if (w.status !== WithdrawalStatus.PENDING) throw new DomainError(FundingError.ALREADY_REVIEWED);
      await this.ledger.voidHold(em, w.holdId, { kind: 'withdrawal_refused', memo: reason, actorId: ops.id });
      const now = this.clock.now();
      await em.query(`UPDATE withdrawals SET status = 'failed', reason = $2, reviewed_by_id = $3, reviewed_at = $4 WHERE id = $1`, [
        w.id,
        reason,
        ops.id,
        now,
      ]);
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'funding.withdrawal.refused',
        targetType: 'withdrawal',
        targetId: w.id,
        before: { status: w.status },
        after: { status: WithdrawalStatus.FAILED },
        reason,
        ip: meta.ip,
      });
      events.push(await this.events.append(em, w.userId, 'WITHDRAWAL_UPDATED', { id: w.id, status: WithdrawalStatus.FAILED, reason }, now));
      events.push(await this.events.appendBalance(em, w.userId, w.currency, this.clock.now()));
    });
    return this.ds.getRepository(Withdrawal).findOneByOrFail({ id });
  }

  // ---- records and review queues (newest first, keyset pages) ----

  private async page<T extends { id: string; createdAt: Date }>(
    entity: new () => T,
    table: 'deposits' | 'withdrawals',
    where: { userId?: string; status?: string },
    args: PageArgs,
  ): Promise<{ items: T[]; nextCursor: string | null }> {
    const q = this.ds.getRepository(entity).createQueryBuilder('x');
    if (where.userId) q.andWhere('x.user_id = :userId', { userId: where.userId });
    if (where.status) q.andWhere('x.status = :status', { status: where.status });
    if (args.after) {
      if (!isUuid(args.after)) throw new DomainError(CommonError.BAD_INPUT);
      q.andWhere(`(x.created_at, x.id) < (SELECT created_at, id FROM ${table} WHERE id = :after)`, { after: args.after });
    }
    const rows = await q
      .orderBy('x.created_at', 'DESC')
      .addOrderBy('x.id', 'DESC')
      .limit(args.first + 1)
      .getMany();
    const items = rows.slice(0, args.first);
    return { items, nextCursor: rows.length > args.first ? items[items.length - 1].id : null };
  }

  deposits(where: { userId?: string; status?: DepositStatus }, args: PageArgs) {
    return this.page(Deposit, 'deposits', where, args);
  }

  withdrawals(where: { userId?: string; status?: WithdrawalStatus }, args: PageArgs) {
    return this.page(Withdrawal, 'withdrawals', where, args);
  }

  async withdrawalOf(userId: string, id: string): Promise<Withdrawal> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const w = await this.ds.getRepository(Withdrawal).findOneBy({ id, userId });
    if (!w) throw new DomainError(CommonError.NOT_FOUND);
    return w;
  }
}
