import {
  CURRENCY_RE,
  formatCents,
  HEX32_RE,
  type LiabilityProof,
  leafPreimage,
  MIN_PADDED_SIZE,
  nodePreimage,
  type PathStep,
  type PublishedRoot,
  paddingPreimage,
  type ProofLeaf,
  SNAPSHOT_RE,
  type SumNode,
  toCents,
  USER_ID_RE,
  type VerifyResult,
  verifyProofWith,
} from './merkle-sum-proof';
import { sha256Hex } from './sha256';

export * from './merkle-sum-proof';

/**
 * Proof of liabilities (issue 38): a Merkle sum tree over one snapshot of one currency. Pure: no database, no
 * clock; the only randomness is the padding salts, from `randomSalt`. The formats are specified in
 * `docs/proof-of-liabilities.md`; verification lives in `merkle-sum-proof.ts` (free of Node APIs).
 *
 * Each account becomes `sharesPerAccount` leaves (2 by default): its amount is split in two at a point drawn
 * from its secret salt, and each share is its own leaf under its own derived salt. Leaves are sorted by hash,
 * so the two shares land at unrelated places and the lowest sibling on anybody's path is a random share of a
 * random account, never a whole account's amount (the privacy section of the doc weighs this).
 *
 * Built level by level in flat arrays (hex strings and BigInt sums, no object per node): a million accounts
 * (2^21 leaves, 4.2 million nodes) take about 1.3 GB of heap and 15–25 s of one core; see
 * `merkle-sum-tree.bench.ts` and the figures in the doc.
 */

/** One account's entry: its user, its amount in the currency (two decimals at most), its secret salt. */
export interface AccountLeafInput {
  userId: string;
  amount: string;
  /** 32 random bytes, lowercase hex, fresh for this user and snapshot (never reused across snapshots). */
  salt: string;
}

export interface BuildOptions {
  /** Leaves per account: 2 (default) hides every single account's amount from other users' proofs; 1 does not. */
  sharesPerAccount?: 1 | 2;
  /** SHA-256 of a UTF-8 string, lowercase hex (default: node:crypto). */
  sha256Hex?: (s: string) => string;
}

export interface MerkleSumTree {
  snapshot: string;
  currency: string;
  root: SumNode;
  /** The root's sum as an amount, two decimals. */
  total: string;
  /** Real accounts in the tree (each has `sharesPerAccount` leaves). */
  leafCount: number;
  sharesPerAccount: number;
  /** Leaves including the zero padding: a power of two, ≥ 16 and ≥ leafCount × sharesPerAccount. */
  paddedSize: number;
  has(userId: string): boolean;
  /** The user's inclusion proof; throws when the user has no leaf in this tree. */
  proofFor(userId: string): LiabilityProof;
}

export const SHARE_TAG = 'vela-pol-share-v1';
export const SPLIT_TAG = 'vela-pol-split-v1';

/** The padded leaf count for `leaves` real leaves: the next power of two, at least 16. */
export function paddedSizeFor(leaves: number): number {
  let size = MIN_PADDED_SIZE;
  while (size < leaves) size *= 2;
  return size;
}

/**
 * An account's leaves: with one share, the account's own salt and whole amount; with two, salts
 * SHA-256("vela-pol-share-v1|" + salt + "|" + k) for k = 0, 1, and the amount split at
 * r = SHA-256("vela-pol-split-v1|" + salt) read as a 256-bit integer, modulo (cents + 1): shares r, cents − r.
 */
export function accountShares(cents: bigint, salt: string, shares: 1 | 2, h: (s: string) => string): Array<{ sum: bigint; salt: string }> {
  if (shares === 1) return [{ sum: cents, salt }];
  const r = BigInt(`0x${h(`${SPLIT_TAG}|${salt}`)}`) % (cents + 1n);
  return [
    { sum: r, salt: h(`${SHARE_TAG}|${salt}|0`) },
    { sum: cents - r, salt: h(`${SHARE_TAG}|${salt}|1`) },
  ];
}

/**
 * Padding salts drawn from one secret seed (32 bytes hex), so a snapshot's tree can be rebuilt exactly from
 * its stored rows and that seed: the i-th call returns SHA-256("vela-pol-padseed-v1|" + seed + "|" + i).
 */
export function saltsFromSeed(seed: string, h: (s: string) => string = sha256Hex): () => string {
  if (!HEX32_RE.test(seed)) throw new Error('the padding seed must be 64 lowercase hex digits');
  let i = 0;
  return () => h(`vela-pol-padseed-v1|${seed}|${i++}`);
}

export function buildTree(
  snapshot: string,
  currency: string,
  leaves: ReadonlyArray<AccountLeafInput>,
  randomSalt: () => string,
  options: BuildOptions = {},
): MerkleSumTree {
  const h = options.sha256Hex ?? sha256Hex;
  const k = options.sharesPerAccount ?? 2;
  if (k !== 1 && k !== 2) throw new Error('sharesPerAccount must be 1 or 2');
  if (!SNAPSHOT_RE.test(snapshot)) throw new Error(`malformed snapshot id: ${JSON.stringify(snapshot)}`);
  if (!CURRENCY_RE.test(currency)) throw new Error(`malformed currency: ${JSON.stringify(currency)}`);

  const n = leaves.length;
  const real = n * k;
  const size = paddedSizeFor(real);
  if (size > 2 ** 30) throw new Error(`too many leaves: ${real}`);
  const depth = Math.log2(size);
  const userIds: string[] = new Array(n);
  const salts: string[] = new Array(n);
  const index = new Map<string, number>();

  // Level 0 before sorting: real leaves at [0, real), padding after.
  const rawHash: string[] = new Array(size);
  const rawSum: bigint[] = new Array(size);
  for (let i = 0; i < n; i++) {
    const { userId, amount, salt } = leaves[i];
    if (typeof userId !== 'string' || !USER_ID_RE.test(userId)) throw new Error(`malformed user id: ${JSON.stringify(userId)}`);
    if (index.has(userId)) throw new Error(`user ${userId} appears twice`);
    if (typeof salt !== 'string' || !HEX32_RE.test(salt)) throw new Error(`user ${userId}: the salt must be 64 lowercase hex digits`);
    let cents: bigint;
    try {
      cents = toCents(amount);
    } catch (e) {
      throw new Error(`user ${userId}: ${(e as Error).message}`);
    }
    index.set(userId, i);
    userIds[i] = userId;
    salts[i] = salt;
    const parts = accountShares(cents, salt, k, h);
    for (let j = 0; j < k; j++) {
      const sum = parts[j].sum;
      rawHash[i * k + j] = h(leafPreimage(snapshot, currency, userId, sum.toString(), parts[j].salt));
      rawSum[i * k + j] = sum;
    }
  }
  for (let p = 0; p < size - real; p++) {
    const salt = randomSalt();
    if (typeof salt !== 'string' || !HEX32_RE.test(salt)) throw new Error('randomSalt must return 64 lowercase hex digits');
    rawHash[real + p] = h(paddingPreimage(snapshot, currency, p, salt));
    rawSum[real + p] = 0n;
  }

  // Sorted by hash, so a leaf's position says nothing about whose it is (or whether it is padding).
  const order = sortByHash(rawHash);
  const hashes: string[][] = [new Array(size)];
  const sums: bigint[][] = [new Array(size)];
  const position = new Int32Array(real);
  for (let pos = 0; pos < size; pos++) {
    const from = order[pos];
    hashes[0][pos] = rawHash[from];
    sums[0][pos] = rawSum[from];
    if (from < real) position[from] = pos;
  }
  rawHash.length = 0;
  rawSum.length = 0;

  for (let level = 0; level < depth; level++) {
    const hs = hashes[level];
    const ss = sums[level];
    const m = hs.length / 2;
    const upHash: string[] = new Array(m);
    const upSum: bigint[] = new Array(m);
    for (let p = 0; p < m; p++) {
      const ls = ss[2 * p];
      const rs = ss[2 * p + 1];
      upHash[p] = h(nodePreimage(hs[2 * p], ls.toString(), hs[2 * p + 1], rs.toString()));
      upSum[p] = ls + rs;
    }
    hashes.push(upHash);
    sums.push(upSum);
  }
  const root: SumNode = { hash: hashes[depth][0], sum: sums[depth][0].toString() };

  // An account's whole amount: the sum of its leaves at level 0.
  const sums0Of = (i: number): bigint => {
    let total = 0n;
    for (let j = 0; j < k; j++) total += sums[0][position[i * k + j]];
    return total;
  };

  const proofFor = (userId: string): LiabilityProof => {
    const i = index.get(userId);
    if (i === undefined) throw new Error(`user ${userId} has no leaf in the ${currency} tree of ${snapshot}`);
    const parts = accountShares(sums0Of(i), salts[i], k, h);
    const proofLeaves: ProofLeaf[] = parts.map((part, j) => {
      const leafIndex = position[i * k + j];
      const path: PathStep[] = [];
      for (let level = 0; level < depth; level++) {
        const at = leafIndex >>> level;
        const sibling = at ^ 1;
        path.push({ side: at & 1 ? 'left' : 'right', hash: hashes[level][sibling], sum: sums[level][sibling].toString() });
      }
      return { leafIndex, sum: part.sum.toString(), salt: part.salt, path };
    });
    return {
      snapshot,
      currency,
      userId: userIds[i],
      amount: formatCents(sums0Of(i)),
      leaves: proofLeaves,
      root: { ...root },
      paddedSize: size,
    };
  };
  return {
    snapshot,
    currency,
    root,
    total: formatCents(sums[depth][0]),
    leafCount: n,
    sharesPerAccount: k,
    paddedSize: size,
    has: (userId) => index.has(userId),
    proofFor,
  };
}

/**
 * Positions 0..n−1 ordered by their hex hash, in linear time: SHA-256 outputs are uniform, so a counting sort
 * on the first 4 to 20 bits leaves about one hash per bucket, and each bucket is finished by insertion.
 */
function sortByHash(hashes: string[]): Uint32Array {
  const n = hashes.length;
  const bits = Math.min(20, Math.max(4, Math.ceil(Math.log2(n))));
  const key = new Uint32Array(n);
  const start = new Uint32Array(2 ** bits + 1);
  for (let i = 0; i < n; i++) {
    key[i] = Number.parseInt(hashes[i].slice(0, 5), 16) >>> (20 - bits);
    start[key[i] + 1]++;
  }
  for (let b = 1; b < start.length; b++) start[b] += start[b - 1];
  const next = start.slice(0, -1);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[next[key[i]]++] = i;
  for (let b = 0; b + 1 < start.length; b++) {
    for (let j = start[b] + 1; j < start[b + 1]; j++) {
      const x = order[j];
      let t = j;
      for (; t > start[b] && hashes[order[t - 1]] > hashes[x]; t--) order[t] = order[t - 1];
      order[t] = x;
    }
  }
  return order;
}

/** Verifies a proof with node:crypto's SHA-256 (a browser uses `verifyProofWithAsync(webCryptoSha256Hex)`). */
export function verifyProof(proof: LiabilityProof, publishedRoot: PublishedRoot, myUserId: string): VerifyResult {
  return verifyProofWith(sha256Hex)(proof, publishedRoot, myUserId);
}
