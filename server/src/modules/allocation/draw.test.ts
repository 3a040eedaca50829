import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawKey, drawSeedHash, newDrawSeed, rankEntries, runDraw } from './draw';

/** Seeds for the property tests are fixed (derived from a counter), so the tests are repeatable. */
const seedNo = (i: number) => createHash('sha256').update(`vela-draw-property-${i}`).digest('hex');

/** A small seeded PRNG for random inputs (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('draw engine', () => {
  it('publishes a hash that matches the revealed seed, and a fresh seed each time', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawSeedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(newDrawSeed()).not.toBe(seed);
  });

  it('gives every entry an equal chance of every place (the ranking is a uniform permutation)', () => {
    // 6 entries × 6 places over 12,000 seeds: each cell expects 2,000. Chi-square over the 36 cells has
    // (6−1)×(6−1) = 25 degrees of freedom; 52.62 is its 0.1% critical value.
    const ids = ['e-1', 'e-2', 'e-3', 'e-4', 'e-5', 'e-6'];
    const draws = 12_000;
    const counts = ids.map(() => ids.map(() => 0));
    for (let i = 0; i < draws; i++) {
      const ranked = rankEntries(
        seedNo(i),
        ids.map((id) => ({ id })),
      );
      for (const e of ranked) counts[ids.indexOf(e.id)][e.rank - 1]++;
    }
    const expected = draws / ids.length;
    let chi = 0;
    for (const row of counts) for (const c of row) chi += (c - expected) ** 2 / expected;
    expect(chi).toBeLessThan(52.62);
    // And not suspiciously perfect either (a rotation would give 0): 10.52 is the 0.1% lower bound.
    expect(chi).toBeGreaterThan(10.52);
  });

  it('gives a one-lot entry the same chance of a lot as a ten-lot entry when lots are scarce', () => {
    let small = 0;
    let large = 0;
    const draws = 4_000;
    for (let i = 0; i < draws; i++) {
      const r = runDraw(
        seedNo(i),
        [
          { id: 'small', lots: 1 },
          { id: 'large', lots: 10 },
          { id: 'other-a', lots: 3 },
          { id: 'other-b', lots: 5 },
        ],
        1,
      );
      if (r.ranking.find((e) => e.id === 'small')!.wonLots > 0) small++;
      if (r.ranking.find((e) => e.id === 'large')!.wonLots > 0) large++;
    }
    // Each expects 1,000 wins (p = 1/4); 4 standard deviations is ±110.
    expect(Math.abs(small - 1000)).toBeLessThan(110);
    expect(Math.abs(large - 1000)).toBeLessThan(110);
  });

  it('is reproducible from public data alone: seed and entry ids give the same ranking and allocation', () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      lots: 1 + (i % 4),
    }));
    const seed = seedNo(7);
    const a = runDraw(seed, entries, 37);
    const b = runDraw(seed, [...entries].reverse(), 37);
    expect(b).toEqual(a);
    for (const e of a.ranking) expect(e.key).toBe(drawKey(seed, e.id));
    expect(runDraw(seedNo(8), entries, 37).ranking.map((e) => e.id)).not.toEqual(a.ranking.map((e) => e.id));
  });

  it('never allocates more lots than there are, nor more than an entry applied for, and goes round by round', () => {
    const rand = prng(20261123);
    for (let t = 0; t < 2_000; t++) {
      const n = Math.floor(rand() * 30);
      const entries = Array.from({ length: n }, (_, i) => ({ id: `t${t}-e${i}`, lots: 1 + Math.floor(rand() * 6) }));
      const lots = Math.floor(rand() * 80);
      const r = runDraw(seedNo(t), entries, lots);
      const applied = entries.reduce((s, e) => s + e.lots, 0);
      const won = r.ranking.reduce((s, e) => s + e.wonLots, 0);
      expect(won).toBe(Math.min(lots, applied));
      expect(r.lotsAllocated).toBe(won);
      for (const e of r.ranking) {
        expect(e.wonLots).toBeGreaterThanOrEqual(0);
        expect(e.wonLots).toBeLessThanOrEqual(e.lots);
      }
      // Breadth first: an entry left short never has fewer lots than anyone (ranked after it) got, less one.
      for (const short of r.ranking.filter((e) => e.wonLots < e.lots)) {
        for (const other of r.ranking) {
          const bound = other.rank > short.rank ? short.wonLots : short.wonLots + 1;
          expect(other.wonLots).toBeLessThanOrEqual(bound);
        }
      }
      if (won === 0) expect(r.cutoff).toBeNull();
      else {
        const last = r.ranking.find((e) => e.rank === r.cutoff!.rank)!;
        expect(last.wonLots).toBe(r.cutoff!.round);
      }
    }
  });

  it('refuses malformed input instead of drawing something odd', () => {
    expect(() => runDraw(seedNo(1), [{ id: 'a', lots: 0 }], 1)).toThrow();
    expect(() => runDraw(seedNo(1), [{ id: 'a', lots: 1.5 }], 1)).toThrow();
    expect(() =>
      runDraw(
        seedNo(1),
        [
          { id: 'a', lots: 1 },
          { id: 'a', lots: 1 },
        ],
        1,
      ),
    ).toThrow();
    expect(() => runDraw(seedNo(1), [], -1)).toThrow();
  });
});
