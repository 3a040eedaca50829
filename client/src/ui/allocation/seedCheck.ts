import { useEffect, useState } from 'react';

/**
 * The commit check of a revealed draw seed (integrity rule 4), shared by the IPO and block-trade screens:
 * SHA-256 of the seed's bytes, computed in the reader's own browser, against the hash published when the
 * offering opened.
 */

export function hexToBytes(hex: string): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the revealed seed's bytes (the seed is hex) equals the published hash. False for a malformed seed. */
export async function seedMatchesHash(seed: string, seedHash: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(seed);
  } catch {
    return false;
  }
  const digest = await subtle.digest('SHA-256', bytes as BufferSource);
  return bytesToHex(digest) === seedHash.toLowerCase();
}

export type HashCheck = 'checking' | 'match' | 'mismatch' | 'unsupported';

/** SHA-256(seed) computed here, in the reader's browser, against the hash published at opening. */
export function useSeedCheck(seed: string | null | undefined, seedHash: string): HashCheck | null {
  const [result, setResult] = useState<{ seed: string; check: HashCheck } | null>(null);
  useEffect(() => {
    if (!seed) return;
    let live = true;
    if (!globalThis.crypto?.subtle) {
      setResult({ seed, check: 'unsupported' });
      return;
    }
    seedMatchesHash(seed, seedHash)
      .then((ok) => live && setResult({ seed, check: ok ? 'match' : 'mismatch' }))
      .catch(() => live && setResult({ seed, check: 'unsupported' }));
    return () => {
      live = false;
    };
  }, [seed, seedHash]);
  if (!seed) return null;
  return result?.seed === seed ? result.check : 'checking';
}
