import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import {
  type AccountKind,
  type AccountRef,
  accountKey,
  entryProblem,
  firstOverdrawn,
  holdSettlement,
  type PostingLine,
} from './ledger-rules';
import { LedgerError } from './ledger.errors';
import { prepared } from '../../db/prepared';
import type { LedgerCheck } from '../../app/module';
import { type LedgerCheckReport, runLedgerCheck } from './ledger-check';

export type { LedgerCheckReport, LedgerProblem } from './ledger-check';

export interface EntryInput {
  kind: string;
  /** What the entry is about, recorded with it so the statement reads only ledger tables. */
  referenceType?: string;
  referenceId?: string;
  /** The order number the user knows it by (D…, W…, X…, O…, T…). */
  referenceNo?: string | null;
  /** A short label: the instrument of a trade, the currency pair of a transfer. */
  referenceLabel?: string | null;
  /** Shown to the user in their statement (an ops adjustment's reason, a refusal's reason). */
  memo?: string | null;
  actorId?: string | null;
  postings: PostingLine[];
}

export interface PostedEntry {
  entryId: string;
  /** Balance after the entry of every account it touched, by account key. */
  balancesAfter: Map<string, Decimal>;
}

export interface HoldRow {
  id: string;
  ownerId: string;
  currency: string;
  amount: Decimal;
  status: 'pending' | 'posted' | 'voided';
  postedAmount: Decimal | null;
  referenceType: string;
  referenceId: string;
  referenceNo: string | null;
  referenceLabel: string | null;
}

export interface UserBalance {
  currency: string;
  available: Decimal;
  frozen: Decimal;
}

interface HoldDbRow {
  id: string;
  owner_id: string;
  currency: string;
  amount: string;
  status: HoldRow['status'];
  posted_amount: string | null;
  reference_type: string;
  reference_id: string;
  reference_no: string | null;
  reference_label: string | null;
}

function toHold(r: HoldDbRow): HoldRow {
  return {
    id: String(r.id),
    ownerId: r.owner_id,
    currency: r.currency,
    amount: new Money(r.amount),
    status: r.status,
    postedAmount: r.posted_amount === null ? null : new Money(r.posted_amount),
    referenceType: r.reference_type,
    referenceId: r.reference_id,
    referenceNo: r.reference_no,
    referenceLabel: r.reference_label,
  };
}

/** One journal entry and its postings (the posting trigger moves the balances), in one statement. */
const POST_ENTRY = prepared(`WITH e AS (
         INSERT INTO ledger_entries (id, kind, reference_type, reference_id, reference_no, reference_label, memo, actor_id, created_at)
         VALUES (coalesce($10::bigint, nextval('ledger_entries_id_seq')), $1, $2, $3, $11, $12, $4, $5, $6) RETURNING id)
       INSERT INTO ledger_postings (entry_id, account_id, currency, amount)
       SELECT e.id, p.account_id, p.currency, p.amount
       FROM e, unnest($7::bigint[], $8::text[], $9::numeric[]) WITH ORDINALITY AS p(account_id, currency, amount, ord)
       ORDER BY p.ord
       RETURNING entry_id, account_id, balance_after`);

/**
 * The double-entry ledger. Every money movement is one journal entry of postings that sum to zero per
 * currency, written with the balances it changes, inside the caller's transaction, with the touched
 * accounts locked in id order. The database refuses what this code also refuses (see the Money migration).
 */
export class LedgerService {
  /** Account ids never change once created, so they are cached for the life of the process. */
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** Every module's own invariants, proved in the same snapshot as the ledger's (see the module list). */
    private readonly moduleChecks: readonly LedgerCheck[] = [],
  ) {}

  /** The ids of these accounts, opening those that do not exist yet (at zero). */
  async accountIds(em: EntityManager, refs: readonly AccountRef[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const missing: AccountRef[] = [];
    for (const ref of refs) {
      const id = this.ids.get(accountKey(ref));
      if (id) out.set(accountKey(ref), id);
      else if (!missing.some((m) => accountKey(m) === accountKey(ref))) missing.push(ref);
    }
    if (missing.length === 0) return out;
    // Opened in one fixed order, so two transactions opening overlapping accounts never wait on each
    // other's unique-index entries in a cycle.
    missing.sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : accountKey(a) > accountKey(b) ? 1 : 0));
    const owners = missing.map((r) => r.ownerId);
    const currencies = missing.map((r) => r.currency);
    const kinds = missing.map((r) => r.kind);
    const shards = missing.map((r) => r.shard ?? 0);
    const rows: Array<{ id: string; owner_id: string | null; currency: string; kind: AccountKind; shard: number; fresh: boolean }> =
      await em.query(
        `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::smallint[]) WITH ORDINALITY AS w(owner_id, currency, kind, shard, ord)),
       opened AS (
         INSERT INTO ledger_accounts (owner_id, currency, kind, shard) SELECT owner_id, currency, kind, shard FROM wanted ORDER BY ord
         ON CONFLICT ON CONSTRAINT ledger_accounts_owner_currency_kind_key DO NOTHING
         RETURNING id, owner_id, currency, kind, shard)
       SELECT id, owner_id, currency, kind, shard, true AS fresh FROM opened
       UNION ALL
       SELECT a.id, a.owner_id, a.currency, a.kind, a.shard, coalesce(a.xmin = xid(pg_current_xact_id_if_assigned()), false) AS fresh
       FROM ledger_accounts a JOIN wanted w
         ON a.owner_id IS NOT DISTINCT FROM w.owner_id AND a.currency = w.currency AND a.kind = w.kind AND a.shard = w.shard`,
        [owners, currencies, kinds, shards],
      );
    for (const r of rows) {
      const key = accountKey({ ownerId: r.owner_id, currency: r.currency.trim(), kind: r.kind, shard: Number(r.shard) });
      // An account opened by this transaction (now or by an earlier statement of it) may still roll back
      // with it: cache only accounts other, committed transactions opened.
      if (!r.fresh) this.ids.set(key, String(r.id));
      out.set(key, String(r.id));
    }
    // An account opened by a concurrent transaction that has not committed yet is invisible to both
    // halves of the query above; asking again waits on its unique-index entry and then sees it.
    if (missing.some((r) => !out.has(accountKey(r)))) {
      const again = missing.filter((r) => !out.has(accountKey(r)));
      await em.query(
        `INSERT INTO ledger_accounts (owner_id, currency, kind, shard) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::smallint[])
         ON CONFLICT ON CONSTRAINT ledger_accounts_owner_currency_kind_key DO NOTHING`,
        [again.map((r) => r.ownerId), again.map((r) => r.currency), again.map((r) => r.kind), again.map((r) => r.shard ?? 0)],
      );
      return this.accountIds(em, refs);
    }
    return out;
  }

  /** Writes one journal entry and moves the balances it touches, inside the caller's transaction. */
  async post(em: EntityManager, entry: EntryInput, opts: { lockFirst?: boolean; entryId?: string } = {}): Promise<PostedEntry> {
    const problem = entryProblem(entry.postings);
    if (problem) throw new Error(`ledger: ${problem}`);
    const ids = await this.accountIds(
      em,
      entry.postings.map((p) => p.account),
    );
    if (opts.lockFirst !== false) {
      const idList = [...new Set(entry.postings.map((p) => ids.get(accountKey(p.account)) as string))].sort((a, b) =>
        BigInt(a) < BigInt(b) ? -1 : 1,
      );
      // Fixed lock order (by id) so two entries touching the same accounts never wait on each other in a cycle.
      const locked: Array<{ id: string; balance: string }> = await em.query(
        'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
        [idList],
      );
      const byId = new Map(locked.map((r) => [String(r.id), new Money(r.balance)]));
      const current = new Map<string, Decimal>();
      for (const p of entry.postings) {
        const key = accountKey(p.account);
        current.set(key, byId.get(ids.get(key) as string) ?? new Money(0));
      }
      if (firstOverdrawn(entry.postings, current)) throw new DomainError(LedgerError.INSUFFICIENT_FUNDS);
    }
    // Without `lockFirst` the posting trigger's UPDATEs take the row locks, in the same id order, within
    // this one statement: no lock is held across a round trip to Node before it. A user going below zero
    // then fails user_cash_not_negative, reported as INSUFFICIENT_FUNDS (the caller checked beforehand).

    const ordered = [...entry.postings].sort((a, b) => {
      const x = BigInt(ids.get(accountKey(a.account)) as string);
      const y = BigInt(ids.get(accountKey(b.account)) as string);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const rows: Array<{ entry_id: string; account_id: string; balance_after: string }> = await this.runPosting(em, POST_ENTRY, [
      entry.kind,
      entry.referenceType ?? null,
      entry.referenceId ?? null,
      entry.memo ?? null,
      entry.actorId ?? null,
      this.clock.now(),
      ordered.map((p) => ids.get(accountKey(p.account))),
      ordered.map((p) => p.account.currency),
      ordered.map((p) => p.amount.toFixed()),
      opts.entryId ?? null,
      entry.referenceNo ?? null,
      entry.referenceLabel?.slice(0, 64) ?? null,
    ]);
    const keyById = new Map([...ids].map(([k, v]) => [v, k]));
    const balancesAfter = new Map<string, Decimal>();
    for (const r of rows) balancesAfter.set(keyById.get(String(r.account_id)) as string, new Money(r.balance_after));
    return { entryId: String(rows[0].entry_id), balancesAfter };
  }

  private async runPosting<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
    try {
      return await em.query(sql, params);
    } catch (err) {
      if ((err as { constraint?: string }).constraint === 'user_cash_not_negative') throw new DomainError(LedgerError.INSUFFICIENT_FUNDS);
      throw err;
    }
  }

  /** The id the next journal entry of this transaction will have (rows that point to it can go first). */
  async nextEntryId(em: EntityManager): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(`SELECT nextval('ledger_entries_id_seq') AS id`);
    return String(rows[0].id);
  }

  /** Reserves `amount` of the owner's available cash (pending hold): it shows as frozen until closed. */
  async hold(
    em: EntityManager,
    h: {
      ownerId: string;
      currency: string;
      amount: Decimal;
      referenceType: string;
      referenceId: string;
      referenceNo?: string | null;
      referenceLabel?: string | null;
      kind: string;
      actorId?: string | null;
    },
  ): Promise<HoldRow & { entryId: string }> {
    const posted = await this.post(em, {
      kind: h.kind,
      referenceType: h.referenceType,
      referenceId: h.referenceId,
      referenceNo: h.referenceNo,
      referenceLabel: h.referenceLabel,
      actorId: h.actorId ?? h.ownerId,
      postings: [
        { account: { ownerId: h.ownerId, currency: h.currency, kind: 'user_available' }, amount: h.amount.neg() },
        { account: { ownerId: h.ownerId, currency: h.currency, kind: 'user_hold' }, amount: h.amount },
      ],
    });
    const rows: HoldDbRow[] = await em.query(
      `INSERT INTO ledger_holds (owner_id, currency, amount, reference_type, reference_id, reference_no, reference_label, created_entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $8, $9, $6, $7) RETURNING *`,
      [
        h.ownerId,
        h.currency,
        h.amount.toFixed(),
        h.referenceType,
        h.referenceId,
        posted.entryId,
        this.clock.now(),
        h.referenceNo ?? null,
        h.referenceLabel?.slice(0, 64) ?? null,
      ],
    );
    return { ...toHold(rows[0]), entryId: posted.entryId };
  }

  private async lockPendingHold(em: EntityManager, holdId: string): Promise<HoldRow> {
    const rows: HoldDbRow[] = await em.query('SELECT * FROM ledger_holds WHERE id = $1 FOR UPDATE', [holdId]);
    if (!rows[0]) throw new Error(`ledger: hold ${holdId} does not exist`);
    const hold = toHold(rows[0]);
    if (hold.status !== 'pending') throw new DomainError(LedgerError.HOLD_ALREADY_CLOSED);
    return hold;
  }

  /**
   * Posts a pending hold to its destinations (all of it or part; the rest returns to the owner's
   * available cash), in one journal entry. A hold closes exactly once.
   */
  async postHold(
    em: EntityManager,
    holdId: string,
    c: {
      kind: string;
      destinations: Array<{ account: AccountRef; amount: Decimal }>;
      memo?: string | null;
      actorId?: string | null;
      entryId?: string;
    },
  ): Promise<PostedEntry> {
    const hold = await this.lockPendingHold(em, holdId);
    const { posted, released } = holdSettlement(
      hold.amount,
      c.destinations.map((d) => d.amount),
    );
    const postings: PostingLine[] = [
      { account: { ownerId: hold.ownerId, currency: hold.currency, kind: 'user_hold' }, amount: hold.amount.neg() },
      ...c.destinations.map((d) => ({ account: d.account, amount: d.amount })),
    ];
    if (released.gt(0))
      postings.push({ account: { ownerId: hold.ownerId, currency: hold.currency, kind: 'user_available' }, amount: released });
    const entry = await this.post(
      em,
      {
        kind: c.kind,
        referenceType: hold.referenceType,
        referenceId: hold.referenceId,
        referenceNo: hold.referenceNo,
        referenceLabel: hold.referenceLabel,
        memo: c.memo,
        actorId: c.actorId,
        postings,
      },
      { entryId: c.entryId },
    );
    await em.query(`UPDATE ledger_holds SET status = 'posted', posted_amount = $2, closed_entry_id = $3, closed_at = $4 WHERE id = $1`, [
      holdId,
      posted.toFixed(),
      entry.entryId,
      this.clock.now(),
    ]);
    return entry;
  }

  /** Releases a pending hold back to the owner's available cash, exactly once. */
  async voidHold(
    em: EntityManager,
    holdId: string,
    c: { kind: string; memo?: string | null; actorId?: string | null },
  ): Promise<PostedEntry> {
    const hold = await this.lockPendingHold(em, holdId);
    const entry = await this.post(em, {
      kind: c.kind,
      referenceType: hold.referenceType,
      referenceId: hold.referenceId,
      referenceNo: hold.referenceNo,
      referenceLabel: hold.referenceLabel,
      memo: c.memo,
      actorId: c.actorId,
      postings: [
        { account: { ownerId: hold.ownerId, currency: hold.currency, kind: 'user_hold' }, amount: hold.amount.neg() },
        { account: { ownerId: hold.ownerId, currency: hold.currency, kind: 'user_available' }, amount: hold.amount },
      ],
    });
    await em.query(`UPDATE ledger_holds SET status = 'voided', closed_entry_id = $2, closed_at = $3 WHERE id = $1`, [
      holdId,
      entry.entryId,
      this.clock.now(),
    ]);
    return entry;
  }

  /** Available and frozen cash of one user in each of the given currencies (zero where no account exists). */
  async balances(userId: string, currencies: readonly string[], em: EntityManager = this.ds.manager): Promise<UserBalance[]> {
    const rows: Array<{ currency: string; kind: AccountKind; balance: string }> = await em.query(
      `SELECT currency, kind, balance FROM ledger_accounts WHERE owner_id = $1 AND kind IN ('user_available', 'user_hold')`,
      [userId],
    );
    return currencies.map((currency) => {
      const find = (kind: AccountKind) => rows.find((r) => r.currency.trim() === currency && r.kind === kind);
      return {
        currency,
        available: new Money(find('user_available')?.balance ?? 0),
        frozen: new Money(find('user_hold')?.balance ?? 0),
      };
    });
  }

  /** Available and frozen of many users at once (DataLoader batches). */
  async balancesOf(userIds: readonly string[]): Promise<Array<{ ownerId: string; currency: string; kind: AccountKind; balance: Decimal }>> {
    const rows: Array<{ owner_id: string; currency: string; kind: AccountKind; balance: string }> = await this.ds.query(
      `SELECT owner_id, currency, kind, balance FROM ledger_accounts WHERE owner_id = ANY($1::uuid[]) AND kind IN ('user_available', 'user_hold')`,
      [userIds],
    );
    return rows.map((r) => ({ ownerId: r.owner_id, currency: r.currency.trim(), kind: r.kind, balance: new Money(r.balance) }));
  }

  /**
   * Recomputes every balance from the postings and checks every invariant, the ledger's and each
   * module's, in one consistent snapshot (see ledger-check.ts).
   */
  check(): Promise<LedgerCheckReport> {
    return runLedgerCheck(this.ds, this.moduleChecks);
  }
}
