// The one verifier (issue 38): the server's pure module, imported as is (it imports nothing, not even Node's
// crypto), so the app, the server's tests and scripts/verify-liabilities.mjs check proofs the same way.
import {
  type LiabilityProof,
  toCents,
  verifyProofWithAsync,
  webCryptoSha256Hex,
} from '../../../../server/src/modules/liabilities/merkle-sum-proof';

/**
 * Proof of liabilities in the browser (docs/proof-of-liabilities.md): a user's inclusion proof checked
 * against the root Vela published for everybody, with WebCrypto's SHA-256; the proof file offered as a
 * download; what a failure means in words. Pure but for the download, which needs a document.
 */

/** One currency of a published snapshot, as `liabilitySnapshots` and `/proofs/<date>` give it. */
export interface PublishedRootInput {
  rootHash: string;
  /** Two decimals, the currency's units. */
  total: string;
  paddedSize: number;
}

/** Why a proof does not hold, as the screen says it (`proofs.fail.<reason>`). */
export type ProofFailure = 'root' | 'otherUser' | 'amount' | 'malformed' | 'noCrypto';

export type ProofCheck =
  | { ok: true; amount: string }
  | {
      ok: false;
      failure: ProofFailure;
      /** The verifier's own words (English, technical), kept for support and tests. */
      reason: string;
    };

/**
 * The verifier's reason (merkle-sum-proof.ts `verificationSteps`) as one of the few things a reader can act
 * on: the proof leads elsewhere than the published root, it is someone else's, its parts do not add up to
 * its amount, or it is not a well-formed proof at all.
 */
export function failureOf(reason: string): Exclude<ProofFailure, 'noCrypto'> {
  if (/not for you/.test(reason)) return 'otherUser';
  if (/different root|published root hash|not the published total|published tree has/.test(reason)) return 'root';
  if (/not the stated amount/.test(reason)) return 'amount';
  return 'malformed';
}

/**
 * Checks a proof file (its JSON text, as `myLiabilityProof.proofJson` gives it) against the root published
 * for everybody (not the one that came with the proof) for the signed-in user. `sha256Hex`: WebCrypto's by
 * default; a page over plain HTTP (other than localhost) has none, and says so.
 */
export async function checkProof(
  proofJson: string,
  published: PublishedRootInput,
  myUserId: string,
  sha256Hex: (s: string) => Promise<string> | string = webCryptoSha256Hex,
): Promise<ProofCheck> {
  if (sha256Hex === webCryptoSha256Hex && !globalThis.crypto?.subtle) {
    return { ok: false, failure: 'noCrypto', reason: 'WebCrypto (crypto.subtle) is not available: the page is not in a secure context' };
  }
  let proof: LiabilityProof;
  let sum: string;
  try {
    proof = JSON.parse(proofJson) as LiabilityProof;
    sum = toCents(published.total).toString();
  } catch (e) {
    return { ok: false, failure: 'malformed', reason: `malformed proof: ${(e as Error).message}` };
  }
  const result = await verifyProofWithAsync(sha256Hex)(
    proof,
    { hash: published.rootHash, sum, paddedSize: published.paddedSize },
    myUserId,
  );
  return result.ok ? { ok: true, amount: proof.amount } : { ok: false, failure: failureOf(result.reason), reason: result.reason };
}

/** `3f0c9a12…77e1b0d4`: a hash short enough for a phone's width, still told apart at a glance. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}

/** The downloaded proof file's name. */
export function proofFileName(date: string, currency: string): string {
  return `vela-proof-${date}-${currency}.json`;
}

/** The public record of a snapshot (served by the API's origin, beside /graphql). */
export function publicRecordPath(date: string): string {
  return `/proofs/${encodeURIComponent(date)}`;
}

/** The command that checks a downloaded proof file without Vela (scripts/verify-liabilities.mjs in Vela's sources). */
export function verifyCommand(origin: string, date: string): string {
  return `node scripts/verify-liabilities.mjs <file> --url ${origin}${publicRecordPath(date)}`;
}

/** Saves `text` as a JSON file named `fileName` (a Blob behind a temporary link). */
export function downloadJson(text: string, fileName: string): Blob {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return blob;
}
