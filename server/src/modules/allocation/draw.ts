import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The draw engine shared by new-stock subscriptions and oversubscribed block trades (integrity rule 4).
 *
 * Commit and reveal: a secret seed is drawn when an offering opens and only its SHA-256 is published;
 * at the drawing date the seed is revealed. Every entry's place is HMAC-SHA256(seed, entry id), so the
 * order is a uniform random permutation that nobody could choose (the seed was fixed before the entries
 * existed) and anybody can recompute from the published seed and entry list (scripts/verify-draw.mjs
 * does exactly this with no code from here).
 *
 * Allocation goes down that order in rounds of one lot: round 1 gives one lot to each entry in order,
 * round 2 a second lot to those that applied for two or more, and so on, until the lots run out. Each
 * entry's chance of a first lot is therefore equal whatever it applied for.
 */

/** A fresh secret seed: 32 random bytes, hex. */
export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** What is published before the draw: the SHA-256 of the seed's bytes, hex. */
export function drawSeedHash(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** An entry's place key: HMAC-SHA256 keyed by the seed's bytes over the entry id (UTF-8), hex. */
export function drawKey(seed: string, entryId: string): string {
  return createHmac('sha256', Buffer.from(seed, 'hex')).update(entryId, 'utf8').digest('hex');
}

export interface DrawEntry {
  id: string;
  /** Whole lots applied for (shares ÷ lot size, or block-trade tickets). */
  lots: number;
}

export interface DrawResult {
  /** The entries in draw order (rank 1 first) with the lots each won. */
  ranking: Array<{ id: string; rank: number; key: string; lots: number; wonLots: number }>;
  lotsAvailable: number;
  lotsAllocated: number;
  /**
   * Where allocation stopped: the round and the rank of the last entry that received a lot in it
   * (null when nothing was allocated). Entries ranked after it in that round got no lot in that round.
   */
  cutoff: { round: number; rank: number } | null;
}

/** Orders entries by their key (ties, which need a SHA-256 collision, by id), 1-based ranks. */
export function rankEntries<T extends { id: string }>(seed: string, entries: readonly T[]): Array<T & { rank: number; key: string }> {
  return entries
    .map((e) => ({ ...e, key: drawKey(seed, e.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1))
    .map((e, i) => ({ ...e, rank: i + 1 }));
}

/** Runs the draw: ranking, then lots allocated in rounds down the ranking. Never allocates more than `lotsAvailable`. */
export function runDraw(seed: string, entries: readonly DrawEntry[], lotsAvailable: number): DrawResult {
  if (!Number.isInteger(lotsAvailable) || lotsAvailable < 0) throw new Error('draw: lotsAvailable must be a whole number ≥ 0');
  for (const e of entries)
    if (!Number.isInteger(e.lots) || e.lots < 1) throw new Error(`draw: entry ${e.id} must apply for whole lots ≥ 1`);
  if (new Set(entries.map((e) => e.id)).size !== entries.length) throw new Error('draw: entry ids must be unique');
  const ranked = rankEntries(seed, entries).map((e) => ({ ...e, wonLots: 0 }));
  let left = lotsAvailable;
  let cutoff: DrawResult['cutoff'] = null;
  for (let round = 1; left > 0; round++) {
    let gaveAny = false;
    for (const e of ranked) {
      if (left === 0) break;
      if (e.lots < round) continue;
      e.wonLots++;
      left--;
      gaveAny = true;
      cutoff = { round, rank: e.rank };
    }
    if (!gaveAny) break;
  }
  return {
    ranking: ranked.map(({ id, rank, key, lots, wonLots }) => ({ id, rank, key, lots, wonLots })),
    lotsAvailable,
    lotsAllocated: lotsAvailable - left,
    cutoff,
  };
}
