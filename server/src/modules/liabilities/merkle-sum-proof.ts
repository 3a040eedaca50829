/**
 * Proof of liabilities (issue 38): the formats and the verifier of a Merkle sum tree inclusion proof.
 *
 * This file imports nothing, not even Node's crypto: SHA-256 is passed in, so the very same algorithm runs
 * in Node (`sha256.ts`), in a browser (`webCryptoSha256Hex`, WebCrypto) and, re-typed in plain JavaScript,
 * in `scripts/verify-liabilities.mjs`. `docs/proof-of-liabilities.md` specifies every byte; keep the three
 * in step (a test runs the script on proofs made here).
 *
 * Units: every `sum` is an integer number of cents written in decimal digits with no sign and no leading
 * zero (`"0"`, `"12345"`), exactly as it is hashed; every `amount` and `total` is a decimal amount of the
 * currency with two decimals (`"123.45"`), for people.
 */

/** Leaf, padding leaf and node domains: no preimage of one can be read as another. */
export const LEAF_TAG = 'vela-pol-leaf-v1';
export const PAD_TAG = 'vela-pol-pad-v1';
export const NODE_TAG = 'vela-pol-node-v1';

/** The tree never has fewer leaves than this (a power of two), so a small count is not revealed either. */
export const MIN_PADDED_SIZE = 16;
/** A tree deeper than 2^40 leaves is refused by the verifier (a bound on the work a proof can ask for). */
export const MAX_DEPTH = 40;
/** At most this many leaves in one user's proof (Vela makes two per account; see the privacy section). */
export const MAX_PROOF_LEAVES = 8;

// No field can contain '|', so joining a fixed number of fields with '|' is unambiguous.
export const SNAPSHOT_RE = /^[0-9A-Za-z][0-9A-Za-z._:-]{0,63}$/;
export const CURRENCY_RE = /^[A-Z]{3}$/;
export const USER_ID_RE = /^[0-9A-Za-z][0-9A-Za-z._:-]{0,127}$/;
export const HEX32_RE = /^[0-9a-f]{64}$/;
export const CENTS_RE = /^(0|[1-9][0-9]{0,39})$/;
const AMOUNT_RE = /^(0|[1-9][0-9]{0,29})(\.[0-9]{1,2})?$/;

/** A (sub)tree's commitment: its hash and the sum of its leaves in cents. */
export interface SumNode {
  hash: string;
  sum: string;
}

/** One step up from a leaf: the sibling's hash and sum, and on which side of us the sibling sits. */
export interface PathStep {
  side: 'left' | 'right';
  hash: string;
  sum: string;
}

/** One of the user's leaves: its position among the sorted leaves, its sum in cents, its salt, its path up. */
export interface ProofLeaf {
  leafIndex: number;
  sum: string;
  salt: string;
  path: PathStep[];
}

/** What a signed-in user downloads for a snapshot and currency (serialised as JSON as is). */
export interface LiabilityProof {
  snapshot: string;
  currency: string;
  userId: string;
  /** The user's whole balance in this currency at the snapshot, two decimals: the sum of `leaves`. */
  amount: string;
  leaves: ProofLeaf[];
  root: SumNode;
  paddedSize: number;
}

/** The published root a proof is checked against (from `/proofs/<date>` or typed in). */
export interface PublishedRoot {
  hash: string;
  /** The published total in cents (`toCents(total)`). */
  sum: string;
  /** When given, the proof's tree size must equal it. */
  paddedSize?: number;
}

export type VerifyResult = { ok: true; reason?: undefined } | { ok: false; reason: string };

/** Whether `raw` is a non-negative amount with at most two decimals, written plainly. */
export function isAmount(raw: unknown): raw is string {
  return typeof raw === 'string' && AMOUNT_RE.test(raw);
}

/** "123.4" → 12340n. Throws on a negative, over-precise or malformed amount. */
export function toCents(amount: string): bigint {
  if (typeof amount !== 'string') throw new Error(`amount must be a decimal string, got ${typeof amount}`);
  if (!isAmount(amount)) {
    if (/^\s*-/.test(amount)) throw new Error(`negative amount refused: ${amount}`);
    if (/^[0-9]+\.[0-9]{3,}$/.test(amount)) throw new Error(`amount with more than 2 decimals refused: ${amount}`);
    throw new Error(`malformed amount: ${JSON.stringify(amount)}`);
  }
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
}

/** 12340n → "123.40". */
export function formatCents(cents: bigint): string {
  if (cents < 0n) throw new Error('negative sum');
  const frac = (cents % 100n).toString().padStart(2, '0');
  return `${cents / 100n}.${frac}`;
}

/** The preimage of a real leaf (UTF-8; every field already validated). */
export function leafPreimage(snapshot: string, currency: string, userId: string, sum: string, salt: string): string {
  return `${LEAF_TAG}|${snapshot}|${currency}|${userId}|${sum}|${salt}`;
}

/** The preimage of a padding leaf; its sum is 0. */
export function paddingPreimage(snapshot: string, currency: string, index: number, salt: string): string {
  return `${PAD_TAG}|${snapshot}|${currency}|${index}|${salt}`;
}

/** The preimage of an inner node: both children's hashes and both children's sums (not only their total). */
export function nodePreimage(leftHash: string, leftSum: string, rightHash: string, rightSum: string): string {
  return `${NODE_TAG}|${leftHash}|${leftSum}|${rightHash}|${rightSum}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The verification algorithm as a generator: it yields each preimage to hash and expects its SHA-256 (lowercase
 * hex) back, so one algorithm serves a synchronous hash (Node) and an asynchronous one (WebCrypto). The proof
 * may come from an untrusted file: every field is checked before use.
 */
export function* verificationSteps(
  proof: LiabilityProof,
  published: PublishedRoot,
  myUserId: string,
): Generator<string, VerifyResult, string> {
  const fail = (reason: string): VerifyResult => ({ ok: false, reason });
  const p: unknown = proof;
  if (!isRecord(p)) return fail('the proof is not a JSON object');
  if (!isRecord(published) || typeof published.hash !== 'string' || !HEX32_RE.test(published.hash)) {
    return fail('the published root hash is not 64 lowercase hex digits');
  }
  if (typeof published.sum !== 'string' || !CENTS_RE.test(published.sum))
    return fail('the published total is not a non-negative number of cents');
  const { snapshot, currency, userId, amount, leaves, root, paddedSize } = p;
  if (typeof snapshot !== 'string' || !SNAPSHOT_RE.test(snapshot)) return fail('malformed snapshot');
  if (typeof currency !== 'string' || !CURRENCY_RE.test(currency)) return fail('malformed currency');
  if (typeof userId !== 'string' || !USER_ID_RE.test(userId)) return fail('malformed user id');
  if (userId !== myUserId) return fail(`the proof is for user ${userId}, not for you (${myUserId})`);
  if (!isAmount(amount)) return fail('the amount is not a non-negative decimal with at most 2 decimals');
  if (typeof paddedSize !== 'number' || !Number.isSafeInteger(paddedSize)) return fail('malformed tree size');
  const depth = Math.round(Math.log2(paddedSize));
  if (paddedSize < MIN_PADDED_SIZE || depth > MAX_DEPTH || 2 ** depth !== paddedSize) {
    return fail(`the tree size ${paddedSize} is not a power of two between ${MIN_PADDED_SIZE} and 2^${MAX_DEPTH}`);
  }
  if (published.paddedSize !== undefined && published.paddedSize !== paddedSize) {
    return fail(`the proof is for a tree of ${paddedSize} leaves, the published tree has ${published.paddedSize}`);
  }
  if (!isRecord(root) || root.hash !== published.hash || root.sum !== published.sum) {
    return fail('the proof was made against a different root than the published one');
  }
  if (!Array.isArray(leaves) || leaves.length === 0 || leaves.length > MAX_PROOF_LEAVES) {
    return fail(`the proof must hold between 1 and ${MAX_PROOF_LEAVES} leaves`);
  }
  const seen = new Set<number>();
  let mine = 0n;
  for (const [n, leaf] of leaves.entries()) {
    const which = `leaf ${n + 1}`;
    if (!isRecord(leaf)) return fail(`${which} is not an object`);
    const { leafIndex, sum, salt, path } = leaf;
    if (typeof leafIndex !== 'number' || !Number.isSafeInteger(leafIndex) || leafIndex < 0 || leafIndex >= paddedSize) {
      return fail(`${which}: malformed leaf index`);
    }
    // Distinct positions: the same leaf cannot be counted twice towards the user's amount.
    if (seen.has(leafIndex)) return fail(`${which}: leaf index ${leafIndex} appears twice`);
    seen.add(leafIndex);
    if (typeof sum !== 'string' || !CENTS_RE.test(sum)) return fail(`${which}: the sum is not a non-negative number of cents`);
    if (typeof salt !== 'string' || !HEX32_RE.test(salt)) return fail(`${which}: the salt is not 64 lowercase hex digits`);
    if (!Array.isArray(path) || path.length !== depth)
      return fail(`${which}: the path has ${Array.isArray(path) ? path.length : 'no'} steps, the tree ${depth} levels`);
    let hash = yield leafPreimage(snapshot, currency, userId, sum, salt);
    let total = BigInt(sum);
    for (let level = 0; level < depth; level++) {
      const step: unknown = path[level];
      if (!isRecord(step)) return fail(`${which}, level ${level}: malformed step`);
      // Bit `level` of the index says whether we are the right child (1: the sibling is on the left).
      const expected = Math.floor(leafIndex / 2 ** level) % 2 === 1 ? 'left' : 'right';
      if (step.side !== expected)
        return fail(`${which}, level ${level}: the sibling should be on the ${expected} for leaf index ${leafIndex}`);
      if (typeof step.hash !== 'string' || !HEX32_RE.test(step.hash)) return fail(`${which}, level ${level}: malformed sibling hash`);
      if (typeof step.sum !== 'string' || !CENTS_RE.test(step.sum)) {
        return fail(`${which}, level ${level}: the sibling sum is not a non-negative number of cents`);
      }
      const mineNow = total.toString();
      hash = yield expected === 'left'
        ? nodePreimage(step.hash, step.sum, hash, mineNow)
        : nodePreimage(hash, mineNow, step.hash, step.sum);
      total += BigInt(step.sum);
    }
    if (hash !== published.hash) return fail(`${which} does not lead to the published root hash`);
    if (total.toString() !== published.sum) return fail(`${which}: the sums add up to ${formatCents(total)}, not the published total`);
    mine += BigInt(sum);
  }
  if (mine !== toCents(amount)) return fail(`the leaves add up to ${formatCents(mine)}, not the stated amount ${amount}`);
  return { ok: true };
}

/** A verifier over a synchronous SHA-256 (UTF-8 string in, lowercase hex out). */
export function verifyProofWith(sha256Hex: (s: string) => string) {
  return (proof: LiabilityProof, published: PublishedRoot, myUserId: string): VerifyResult => {
    try {
      const steps = verificationSteps(proof, published, myUserId);
      let r = steps.next();
      while (!r.done) r = steps.next(sha256Hex(r.value));
      return r.value;
    } catch (e) {
      return { ok: false, reason: `malformed proof: ${(e as Error).message}` };
    }
  };
}

/** The same verifier over an asynchronous SHA-256, such as `webCryptoSha256Hex` in a browser. */
export function verifyProofWithAsync(sha256Hex: (s: string) => Promise<string> | string) {
  return async (proof: LiabilityProof, published: PublishedRoot, myUserId: string): Promise<VerifyResult> => {
    try {
      const steps = verificationSteps(proof, published, myUserId);
      let r = steps.next();
      while (!r.done) r = steps.next(await sha256Hex(r.value));
      return r.value;
    } catch (e) {
      return { ok: false, reason: `malformed proof: ${(e as Error).message}` };
    }
  };
}

/** SHA-256 of a string's UTF-8 bytes, lowercase hex, with WebCrypto (browsers; Node has it too). */
export async function webCryptoSha256Hex(s: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
