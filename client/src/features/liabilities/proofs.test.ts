import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTree, type LiabilityProof } from '../../../../server/src/modules/liabilities/merkle-sum-tree';
import { checkProof, failureOf, proofFileName, publicRecordPath, shortHash, verifyCommand } from './proofs';

// The browser's side of proof of liabilities (issue 38): the server's verifier over WebCrypto, against the
// root published for everybody; each of the verifier's refusals put as one thing the reader can act on.

const hex = (n: number) => n.toString(16).padStart(64, '0');
let padding = 0;
const tree = buildTree(
  '2026-11-28',
  'EUR',
  [
    { userId: 'me', amount: '123.45', salt: hex(1) },
    { userId: 'you', amount: '0.55', salt: hex(2) },
  ],
  () => hex(100 + padding++),
);
const published = { rootHash: tree.root.hash, total: tree.total, paddedSize: tree.paddedSize };
const mine = (): LiabilityProof => tree.proofFor('me');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkProof', () => {
  it('accepts the user’s own proof against the published root, with the amount it counts', async () => {
    expect(tree.total).toBe('124.00');
    expect(await checkProof(JSON.stringify(mine()), published, 'me')).toEqual({ ok: true, amount: '123.45' });
  });

  it.each([
    ['a leaf altered', (p: LiabilityProof) => ({ ...p, leaves: [{ ...p.leaves[0], sum: '1' }, ...p.leaves.slice(1)] }), 'root'],
    ['another root', (p: LiabilityProof) => ({ ...p, root: { ...p.root, hash: 'f'.repeat(64) } }), 'root'],
    ['a total that is not the published one', (p: LiabilityProof) => ({ ...p, root: { ...p.root, sum: '12401' } }), 'root'],
    ['a stated amount its leaves do not add up to', (p: LiabilityProof) => ({ ...p, amount: '123.44' }), 'amount'],
    ['a path cut short', (p: LiabilityProof) => ({ ...p, leaves: p.leaves.map((l) => ({ ...l, path: l.path.slice(1) })) }), 'malformed'],
    ['no leaves', (p: LiabilityProof) => ({ ...p, leaves: [] }), 'malformed'],
  ] as const)('refuses %s', async (_, alter, failure) => {
    const result = await checkProof(JSON.stringify(alter(mine())), published, 'me');
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.failure).toBe(failure);
  });

  it('refuses another user’s proof, a tree size other than the published one, and what is not JSON', async () => {
    expect(await checkProof(JSON.stringify(tree.proofFor('you')), published, 'me')).toMatchObject({ ok: false, failure: 'otherUser' });
    expect(await checkProof(JSON.stringify(mine()), { ...published, paddedSize: 32 }, 'me')).toMatchObject({
      ok: false,
      failure: 'root',
    });
    expect(await checkProof(JSON.stringify(mine()), { ...published, total: '124.01' }, 'me')).toMatchObject({ ok: false, failure: 'root' });
    expect(await checkProof('{"snapshot":', published, 'me')).toMatchObject({ ok: false, failure: 'malformed' });
    expect(await checkProof(JSON.stringify(mine()), { ...published, total: '-1' }, 'me')).toMatchObject({
      ok: false,
      failure: 'malformed',
    });
  });

  it('says when the page has no WebCrypto (plain HTTP)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await checkProof(JSON.stringify(mine()), published, 'me')).toMatchObject({ ok: false, failure: 'noCrypto' });
  });
});

describe('the verifier’s words', () => {
  it('are each one thing to say', () => {
    expect(failureOf('the proof is for user x, not for you (me)')).toBe('otherUser');
    expect(failureOf('the proof was made against a different root than the published one')).toBe('root');
    expect(failureOf('leaf 1 does not lead to the published root hash')).toBe('root');
    expect(failureOf('leaf 2: the sums add up to 1.00, not the published total')).toBe('root');
    expect(failureOf('the proof is for a tree of 16 leaves, the published tree has 32')).toBe('root');
    expect(failureOf('the leaves add up to 1.00, not the stated amount 2.00')).toBe('amount');
    expect(failureOf('malformed snapshot')).toBe('malformed');
  });
});

describe('names and commands', () => {
  it('shortens a hash, names the file, points at the public record', () => {
    expect(shortHash('0123456789abcdef'.repeat(4))).toBe('01234567…89abcdef');
    expect(proofFileName('2026-11-28', 'USD')).toBe('vela-proof-2026-11-28-USD.json');
    expect(publicRecordPath('2026-11-28')).toBe('/proofs/2026-11-28');
    expect(verifyCommand('https://vela.example', '2026-11-28')).toBe(
      'node scripts/verify-liabilities.mjs <file> --url https://vela.example/proofs/2026-11-28',
    );
  });
});
