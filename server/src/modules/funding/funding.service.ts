import type Decimal from 'decimal.js';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { MoneyConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { CARD_NUMBER_FIELD, type FieldCipher } from '../../shared/field-cipher';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { User } from '../auth/user.entity';
import type { UnitOfWork } from '../../db/unit-of-work';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import { onceInUnitOfWork } from '../ledger/idempotency';
import { checkCashAmount, checkCurrency } from '../ledger/ledger-rules';
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

/** The real-name check withdrawals need (the real-name module's service). */
export interface RealNameGate {
  requirePassed(userId: string): Promise<void>;
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
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly cipher: FieldCipher,
    private readonly realName: RealNameGate,
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

  /** The platform's receiving account and the user's own reference, for the deposit screen. */
  depositInstructions(user: User, currencyRaw: string) {
    const c = this.config;
    return {
      currency: checkCurrency(currencyRaw, c.currencies),
      bankName: c.depositBankName,
      accountHolder: c.depositAccountHolder,
      iban: c.depositIban,
      bic: c.depositBic,
      reference: this.depositReference(user),
    };
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
    const key = { ownerId: user.id, key: input.idempotencyKey, operation: 'fileDeposit', input: { currency, amount, note } };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        await tx.em.query(
          `INSERT INTO deposits (id, order_no, user_id, currency, amount, note, created_at)
             VALUES ($1, 'D' || to_char($6::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq'), $2, $3, $4, $5, $6)`,
          [newId, user.id, currency, amount.toFixed(2), note, this.clock.now()],
        );
        await tx.emit(user.id, 'DEPOSIT_UPDATED', { id: newId, status: DepositStatus.PENDING }, this.clock.now());
      },
      { lockUsers: [user.id] },
    );
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
        `INSERT INTO bank_cards (user_id, holder_name, bank_name, card_number_enc, card_last4, bank_address, iban, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          user.id,
          holderName,
          bankName,
          this.cipher.encrypt(cardNumber, CARD_NUMBER_FIELD),
          cardNumber.slice(-4),
          bankAddress,
          iban,
          this.clock.now(),
        ],
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
    // Money leaves only to a verified person (REAL_NAME_REQUIRED); a pass is never undone, so no lock is needed.
    await this.realName.requirePassed(user.id);
    const quote = this.previewWithdrawal(input);
    const destinationId = input.method === WithdrawalMethod.BANK ? input.bankCardId : input.cryptoAddressId;
    if (!destinationId) throw new DomainError(FundingError.WITHDRAWAL_DESTINATION_REQUIRED);
    if (!isUuid(destinationId)) throw new DomainError(CommonError.NOT_FOUND);
    // The pay password authenticates the request (like a sign-in): checked on every call, never recorded.
    await this.auth.verifyPayPassword(user, input.payPassword);
    const amount = input.amount;
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'requestWithdrawal',
      input: { method: input.method, currency: input.currency, amount, destinationId },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const em = tx.em;
        const destination = await this.destination(em, user.id, input.method, destinationId);
        const now = this.clock.now();
        // The order number first, so the hold (and every entry after it) carries it.
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await em.query(
          `SELECT 'W' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('funding_order_no_seq') AS order_no`,
          [now],
        );
        const hold = await this.ledger.hold(em, {
          ownerId: user.id,
          currency: input.currency,
          amount,
          referenceType: 'withdrawal',
          referenceId: newId,
          referenceNo: orderNo,
          kind: 'withdrawal_hold',
        });
        await em.query(
          `INSERT INTO withdrawals (id, order_no, user_id, method, bank_card_id, crypto_address_id, destination, currency, amount, fee, hold_id, created_at)
             VALUES ($1, $12, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
            orderNo,
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
        await tx.emit(user.id, 'WITHDRAWAL_UPDATED', { id: newId, status: WithdrawalStatus.PENDING }, now);
        await tx.emitBalance(user.id, input.currency, now);
      },
      { lockUsers: [user.id] },
    );
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

  // ---- records and review queues (newest first, keyset pages) ----

  private async page<T extends { id: string; createdAt: Date }>(
    entity: new () => T,
    list: 'deposits' | 'withdrawals',
    where: { userId?: string; status?: string },
    args: PageArgs,
  ): Promise<Page<T>> {
    const scope = [list, where.userId ?? 'ops', where.status];
    const cursor = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const q = this.ds.getRepository(entity).createQueryBuilder('x');
    if (where.userId) q.andWhere('x.user_id = :userId', { userId: where.userId });
    if (where.status) q.andWhere('x.status = :status', { status: where.status });
    if (cursor) q.andWhere('(x.created_at, x.id) < (:at, :id)', { at: cursor[0], id: cursor[1] });
    const rows = await q
      .orderBy('x.created_at', 'DESC')
      .addOrderBy('x.id', 'DESC')
      .limit(args.first + 1)
      .getMany();
    return pageOf(rows, args.first, (r) => [r.createdAt, r.id], scope);
  }

  deposits(where: { userId?: string; status?: DepositStatus }, args: PageArgs) {
    return this.page(Deposit, 'deposits', where, args);
  }

  withdrawals(where: { userId?: string; status?: WithdrawalStatus }, args: PageArgs) {
    return this.page(Withdrawal, 'withdrawals', where, args);
  }

  depositById(id: string): Promise<Deposit> {
    return this.ds.getRepository(Deposit).findOneByOrFail({ id });
  }

  withdrawalById(id: string): Promise<Withdrawal> {
    return this.ds.getRepository(Withdrawal).findOneByOrFail({ id });
  }

  /** The currencies a bank withdrawal may be in (the user's cash currencies). */
  get currencies(): readonly string[] {
    return this.config.currencies;
  }

  async withdrawalOf(userId: string, id: string): Promise<Withdrawal> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const w = await this.ds.getRepository(Withdrawal).findOneBy({ id, userId });
    if (!w) throw new DomainError(CommonError.NOT_FOUND);
    return w;
  }
}
