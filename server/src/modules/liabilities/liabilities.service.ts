import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import { LiabilitiesError } from './liabilities.errors';
import { type LiabilityProof, type MerkleSumTree, buildTree, saltsFromSeed } from './merkle-sum-tree';
import { newSalt } from './sha256';

/** The user-owned ledger accounts: what Vela owes a customer in cash (free, held, backing positions). */
export const CUSTOMER_CASH_KINDS = ['user_available', 'user_hold', 'user_margin'] as const;

/** What is published per currency at /proofs/<date> and in the app. The exact count of accounts is not. */
export interface PublishedRoot {
  currency: string;
  rootHash: string;
  /** Sum of every leaf, two decimals. */
  total: string;
  /** Leaves in the tree including padding (a power of two): a rounded count of accounts. */
  paddedSize: number;
}

export interface PublishedSnapshot {
  date: string;
  takenAt: Date;
  roots: PublishedRoot[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Proof of liabilities (issue 38). Once a day a snapshot reads, in one consistent read, what Vela owes each
 * customer per currency: their cash accounts (available + held + margin of open positions) and the
 * principal and earnings of their running fund holdings. Each currency's amounts go into a Merkle sum tree
 * whose root and total are published; each customer can download the proof that their amount is a leaf.
 * A published snapshot never changes (append-only tables; a date is taken once).
 */
export class LiabilitiesService {
  /** The last trees rebuilt for proofs (a tree is rebuilt from the stored leaves and seeds; see proof()). */
  private readonly trees = new Map<string, Promise<MerkleSumTree>>();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Today's snapshot (UTC date) unless it exists; the job calls it and catches up after downtime. */
  async takeIfDue(): Promise<PublishedSnapshot | null> {
    const date = this.clock.now().toISOString().slice(0, 10);
    const exists = await this.ds.query('SELECT 1 FROM liability_snapshots WHERE snapshot_date = $1', [date]);
    if (exists.length > 0) return null;
    return this.take(date);
  }

  /**
   * Takes the snapshot of `date` now: one REPEATABLE READ read of every customer's amounts (the database
   * snapshot it read is stored, so the ledger check can recompute the ledger's total at that instant),
   * then the trees, then one transaction writing it. A date taken before is refused.
   */
  async take(date: string): Promise<PublishedSnapshot> {
    if (!DATE.test(date)) throw new DomainError(CommonError.BAD_INPUT);
    const read = await this.ds.transaction('REPEATABLE READ', async (em) => {
      // The first statement fixes the transaction's snapshot: everything below reads that same instant.
      const [{ snap, at }]: Array<{ snap: string; at: Date }> = await em.query(
        'SELECT pg_current_snapshot()::text AS snap, clock_timestamp() AS at',
      );
      const rows: Array<{ user_id: string; currency: string; amount: string }> = await em.query(
        `SELECT user_id, currency, sum(amount)::text AS amount FROM (
           SELECT owner_id AS user_id, btrim(currency) AS currency, balance AS amount FROM ledger_accounts WHERE kind = ANY($1::text[])
           UNION ALL
           SELECT user_id, btrim(currency), principal + accrued FROM fund_holdings WHERE status = 'holding'
         ) x GROUP BY 1, 2 ORDER BY 2, 1`,
        [CUSTOMER_CASH_KINDS],
      );
      return { snap, at, rows };
    });
    const takenAt = this.clock.now();
    const byCurrency = new Map<string, Array<{ userId: string; amount: string; salt: string }>>();
    for (const r of read.rows) {
      const amount = new Money(r.amount);
      // Cash is kept to the cent; anything finer would be a bug elsewhere, never silently rounded here.
      if (!amount.equals(amount.toDecimalPlaces(2))) throw new Error(`liabilities: ${r.currency} amount of ${r.user_id} is not in cents`);
      const list = byCurrency.get(r.currency) ?? [];
      list.push({ userId: r.user_id, amount: amount.toFixed(2), salt: newSalt() });
      byCurrency.set(r.currency, list);
    }
    const roots: Array<
      PublishedRoot & { seed: string; leafCount: number; leaves: Array<{ userId: string; amount: string; salt: string }> }
    > = [];
    for (const [currency, leaves] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
      const seed = newSalt();
      const tree = buildTree(date, currency, leaves, saltsFromSeed(seed));
      roots.push({
        currency,
        rootHash: tree.root.hash,
        total: tree.total,
        paddedSize: tree.paddedSize,
        seed,
        leafCount: tree.leafCount,
        leaves,
      });
    }
    await this.ds.transaction(async (em) => {
      const inserted: Array<{ id: string }> = await em.query(
        `INSERT INTO liability_snapshots (snapshot_date, taken_at, db_snapshot, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (snapshot_date) DO NOTHING RETURNING id`,
        [date, read.at, read.snap, takenAt],
      );
      if (!inserted[0]) throw new DomainError(LiabilitiesError.LIABILITY_SNAPSHOT_EXISTS);
      const id = inserted[0].id;
      for (const r of roots) {
        await em.query(
          `INSERT INTO liability_roots (snapshot_id, currency, root_hash, total, leaf_count, padded_size, padding_seed)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, r.currency, r.rootHash, r.total, r.leafCount, r.paddedSize, r.seed],
        );
        for (let i = 0; i < r.leaves.length; i += 5000) {
          const chunk = r.leaves.slice(i, i + 5000);
          await em.query(
            `INSERT INTO liability_leaves (snapshot_id, currency, user_id, amount, salt)
             SELECT $1, $2, * FROM unnest($3::uuid[], $4::numeric[], $5::text[])`,
            [id, r.currency, chunk.map((l) => l.userId), chunk.map((l) => l.amount), chunk.map((l) => l.salt)],
          );
        }
      }
    });
    logger.info(
      { date, roots: roots.map((r) => ({ currency: r.currency, total: r.total, accounts: r.leafCount })) },
      'liabilities snapshot taken',
    );
    return {
      date,
      takenAt: read.at,
      roots: roots.map(({ currency, rootHash, total, paddedSize }) => ({ currency, rootHash, total, paddedSize })),
    };
  }

  /** The published record of one date (public). */
  async published(date: string): Promise<PublishedSnapshot> {
    if (!DATE.test(date)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: Array<{ taken_at: Date; currency: string; root_hash: string; total: string; padded_size: number }> = await this.ds.query(
      `SELECT s.taken_at, btrim(r.currency) AS currency, r.root_hash, r.total::text AS total, r.padded_size
       FROM liability_snapshots s JOIN liability_roots r ON r.snapshot_id = s.id WHERE s.snapshot_date = $1 ORDER BY r.currency`,
      [date],
    );
    if (rows.length === 0) {
      const empty: Array<{ taken_at: Date }> = await this.ds.query('SELECT taken_at FROM liability_snapshots WHERE snapshot_date = $1', [
        date,
      ]);
      if (!empty[0]) throw new DomainError(CommonError.NOT_FOUND);
      return { date, takenAt: empty[0].taken_at, roots: [] };
    }
    return {
      date,
      takenAt: rows[0].taken_at,
      roots: rows.map((r) => ({
        currency: r.currency,
        rootHash: r.root_hash,
        total: new Money(r.total).toFixed(2),
        paddedSize: r.padded_size,
      })),
    };
  }

  /** Published snapshots, newest first (public). */
  async list(first: number): Promise<PublishedSnapshot[]> {
    const dates: Array<{ d: string }> = await this.ds.query(
      'SELECT snapshot_date::text AS d FROM liability_snapshots ORDER BY snapshot_date DESC LIMIT $1',
      [Math.min(Math.max(first, 1), 100)],
    );
    return Promise.all(dates.map((r) => this.published(r.d)));
  }

  /**
   * The user's inclusion proof for a snapshot and currency: the tree is rebuilt from the stored leaves and
   * the stored padding seed, and must give the published root (else nothing is answered). A user without a
   * leaf there (or another user's) is NOT_FOUND.
   */
  async proof(userId: string, date: string, currency: string): Promise<{ proof: LiabilityProof; published: PublishedRoot }> {
    if (!DATE.test(date) || !/^[A-Z]{3}$/.test(currency)) throw new DomainError(CommonError.NOT_FOUND);
    const [root]: Array<{ id: string; root_hash: string; total: string; padded_size: number; padding_seed: string }> = await this.ds.query(
      `SELECT s.id, r.root_hash, r.total::text AS total, r.padded_size, r.padding_seed FROM liability_snapshots s
       JOIN liability_roots r ON r.snapshot_id = s.id WHERE s.snapshot_date = $1 AND r.currency = $2`,
      [date, currency],
    );
    if (!root) throw new DomainError(CommonError.NOT_FOUND);
    const mine = await this.ds.query('SELECT 1 FROM liability_leaves WHERE snapshot_id = $1 AND currency = $2 AND user_id = $3', [
      root.id,
      currency,
      userId,
    ]);
    if (mine.length === 0) throw new DomainError(CommonError.NOT_FOUND);
    const key = `${root.id}:${currency}`;
    let tree = this.trees.get(key);
    if (!tree) {
      tree = this.rebuild(root.id, date, currency, root.padding_seed);
      this.trees.set(key, tree);
      tree.catch(() => this.trees.delete(key));
      // Keep the two most recent trees: proofs are asked for the latest snapshots.
      while (this.trees.size > 2) this.trees.delete(this.trees.keys().next().value as string);
    }
    const built = await tree;
    if (built.root.hash !== root.root_hash)
      throw new Error(`liabilities: the rebuilt ${currency} tree of ${date} does not give the published root`);
    return {
      proof: built.proofFor(userId),
      published: { currency, rootHash: root.root_hash, total: new Money(root.total).toFixed(2), paddedSize: root.padded_size },
    };
  }

  private async rebuild(snapshotId: string, date: string, currency: string, seed: string): Promise<MerkleSumTree> {
    const leaves: Array<{ userId: string; amount: string; salt: string }> = await this.ds.query(
      `SELECT user_id AS "userId", amount::text AS amount, salt FROM liability_leaves WHERE snapshot_id = $1 AND currency = $2 ORDER BY user_id`,
      [snapshotId, currency],
    );
    return buildTree(
      date,
      currency,
      leaves.map((l) => ({ ...l, amount: new Money(l.amount).toFixed(2) })),
      saltsFromSeed(seed),
    );
  }
}
