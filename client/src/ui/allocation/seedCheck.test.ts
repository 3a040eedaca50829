import { describe, expect, it } from 'vitest';
import { seedMatchesHash } from './seedCheck';

describe('seedMatchesHash (the commit check of rule 4, with the platform SubtleCrypto)', () => {
  const seed = 'a3'.repeat(32);
  // SHA-256 of the 32 bytes 0xa3 (computed outside the app), and of the 64-character text "a3a3…".
  const hash = '4bf469546db4c45f0df5035610b66aa23b01cbfd53a2e7e32db3daa63d4d9c50';
  const hashOfText = '2d3e1ca9dc6badc4f8980cac7165c86a1b29d3a48552d63f2d587eaa84a4e98f';

  it('is true for the seed whose SHA-256 (of its bytes) was published', async () => {
    expect(await seedMatchesHash(seed, hash)).toBe(true);
    expect(await seedMatchesHash(seed, hash.toUpperCase())).toBe(true);
  });

  it('is false for another seed, a hash of the text instead of the bytes, or a malformed seed', async () => {
    expect(await seedMatchesHash('a4'.repeat(32), hash)).toBe(false);
    expect(await seedMatchesHash(seed, hashOfText)).toBe(false);
    expect(await seedMatchesHash('xyz', hash)).toBe(false);
  });
});
