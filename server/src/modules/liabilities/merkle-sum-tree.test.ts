import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountLeafInput,
  buildTree,
  formatCents,
  type LiabilityProof,
  leafPreimage,
  nodePreimage,
  paddedSizeFor,
  paddingPreimage,
  saltsFromSeed,
  toCents,
  verifyProof,
  verifyProofWithAsync,
  webCryptoSha256Hex,
} from './merkle-sum-tree';
import { newSalt } from './sha256';

// Computed with `printf '%s' '<preimage>' | sha256sum`, independently of Node and of the code under test.
const A64 = 'a'.repeat(64);
const B64 = 'b'.repeat(64);
const KNOWN = {
  leaf: '0d5daaaef449d55bc72ccc395db6237d1c38b6019c02f5037e13699dbc9c966d',
  pad: '4d8e9cc8ac0850a52a01deff9046a5e4a0a5008a201dfcc321bfe203957c1aa6',
  node: '51135e833693d1a39ed3a2be224e76a637eb0a07d633c11d08fc6ba1a0664463',
  share0: '46a846a073aa117588a1775a2bf5696e0525842e407fbe393bd07977e0ac5449',
  share1: 'b10e5cfec8fe5a74c0496832eb8bc4a46360e8681736084c2d792c4d47d1be0c',
  padSeed0: '4976f7b599d89d807791bf78df6b540b941782f3b7617e248b3bfb8f3a0f499f',
};
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const SNAP = '2026-11-28';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

// Random ledgers: 0–300 accounts, amounts from zero to 10^22 (cents), salts of 32 random bytes.
const centsArb = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 0n, max: 100n }),
  fc.bigInt({ min: 0n, max: 100_000_000n }),
  fc.bigInt({ min: 0n, max: 10n ** 24n }),
);
const saltArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hex);
// Half the ledgers small (around the 16-leaf floor and the powers of two), half of any length up to 300.
const ledgerArb = (minLength = 0) =>
  fc
    .oneof(
      ...(['small', 'max'] as const).map((size) =>
        fc.uniqueArray(fc.record({ userId: fc.uuid(), cents: centsArb, salt: saltArb }), {
          minLength,
          maxLength: 300,
          size,
          selector: (r) => r.userId,
        }),
      ),
    )
    .map((rows) => rows.map(({ userId, cents, salt }): AccountLeafInput => ({ userId, amount: formatCents(cents), salt })));
const build = (ledger: AccountLeafInput[], seed: string, shares: 1 | 2 = 2) =>
  buildTree(SNAP, 'EUR', ledger, saltsFromSeed(seed), { sharesPerAccount: shares });
const totalOf = (ledger: AccountLeafInput[]) => ledger.reduce((t, a) => t + toCents(a.amount), 0n);
const clone = (p: LiabilityProof): LiabilityProof => structuredClone(p);
const bump = (sum: string, delta: bigint) => (BigInt(sum) + delta).toString();

describe('canonical encoding (docs/proof-of-liabilities.md)', () => {
  it('hashes the documented preimages to the known answers', () => {
    const leaf = leafPreimage(SNAP, 'EUR', 'alice', '12345', A64);
    expect(leaf).toBe(`vela-pol-leaf-v1|2026-11-28|EUR|alice|12345|${A64}`);
    expect(sha(leaf)).toBe(KNOWN.leaf);
    const pad = paddingPreimage(SNAP, 'EUR', 0, B64);
    expect(pad).toBe(`vela-pol-pad-v1|2026-11-28|EUR|0|${B64}`);
    expect(sha(pad)).toBe(KNOWN.pad);
    const node = nodePreimage(KNOWN.leaf, '12345', KNOWN.pad, '0');
    expect(node).toBe(`vela-pol-node-v1|${KNOWN.leaf}|12345|${KNOWN.pad}|0`);
    expect(sha(node)).toBe(KNOWN.node);
    expect(saltsFromSeed(B64)()).toBe(KNOWN.padSeed0);
  });

  it.each([
    ['0', 0n],
    ['0.01', 1n],
    ['12', 1200n],
    ['12.5', 1250n],
    ['12.05', 1205n],
    ['123456789012345678901234567890.99', 12345678901234567890123456789099n],
  ])('reads %s as %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    ['-1', /negative/],
    ['-0.00', /negative/],
    ['1.001', /more than 2 decimals/],
    ['0.005', /more than 2 decimals/],
    ['1e3', /malformed/],
    [' 1', /malformed/],
    ['01', /malformed/],
    ['1.', /malformed/],
    ['.5', /malformed/],
    ['', /malformed/],
    ['1,00', /malformed/],
  ])('refuses the amount %j', (amount, error) => {
    expect(() => toCents(amount)).toThrow(error);
  });

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [1250n, '12.50'],
    [10n ** 22n + 7n, '100000000000000000000.07'],
  ])('writes %s cents as %s', (cents, amount) => {
    expect(formatCents(cents)).toBe(amount);
  });

  it.each([
    [0, 16],
    [1, 16],
    [16, 16],
    [17, 32],
    [1000, 1024],
    [1024, 1024],
    [1025, 2048],
    [2_000_000, 2_097_152],
  ])('pads %i leaves to %i', (leaves, size) => {
    expect(paddedSizeFor(leaves)).toBe(size);
  });

  it('builds the tiny one-share tree a reimplementation from the doc builds', () => {
    const ledger = [
      { userId: 'alice', amount: '123.45', salt: A64 },
      { userId: 'bob', amount: '0.10', salt: B64 },
    ];
    const padSalts = Array.from({ length: 14 }, (_, i) => (i + 1).toString(16).padStart(64, '0'));
    let next = 0;
    const tree = buildTree(SNAP, 'EUR', ledger, () => padSalts[next++], { sharesPerAccount: 1 });
    expect(next).toBe(14);

    // Independently: the 16 leaves, sorted by hash, folded pairwise with node:crypto directly.
    let level = [
      { hash: KNOWN.leaf, sum: 12345n },
      { hash: sha(`vela-pol-leaf-v1|2026-11-28|EUR|bob|10|${B64}`), sum: 10n },
      ...padSalts.map((salt, i) => ({ hash: sha(`vela-pol-pad-v1|2026-11-28|EUR|${i}|${salt}`), sum: 0n })),
    ].sort((x, y) => (x.hash < y.hash ? -1 : 1));
    const aliceAt = level.findIndex((l) => l.hash === KNOWN.leaf);
    const levels = [level];
    while (level.length > 1) {
      const up = [];
      for (let i = 0; i < level.length; i += 2) {
        const [l, r] = [level[i], level[i + 1]];
        up.push({ hash: sha(`vela-pol-node-v1|${l.hash}|${l.sum}|${r.hash}|${r.sum}`), sum: l.sum + r.sum });
      }
      levels.push(up);
      level = up;
    }
    expect(tree.root).toEqual({ hash: level[0].hash, sum: '12355' });
    expect(tree.total).toBe('123.55');
    expect(tree.paddedSize).toBe(16);
    expect(tree.leafCount).toBe(2);

    const proof = tree.proofFor('alice');
    expect(proof).toEqual({
      snapshot: SNAP,
      currency: 'EUR',
      userId: 'alice',
      amount: '123.45',
      leaves: [
        {
          leafIndex: aliceAt,
          sum: '12345',
          salt: A64,
          path: levels.slice(0, 4).map((nodes, depth) => {
            const sibling = (aliceAt >> depth) ^ 1;
            return { side: sibling & 1 ? 'right' : 'left', hash: nodes[sibling].hash, sum: nodes[sibling].sum.toString() };
          }),
        },
      ],
      root: tree.root,
      paddedSize: 16,
    });
    expect(verifyProof(proof, tree.root, 'alice')).toEqual({ ok: true });
  });

  it('splits an account in two shares drawn from its salt, under derived salts', () => {
    // r = SHA-256("vela-pol-split-v1|" + salt) mod 12346 = 8009 (computed with python from the sha256sum output).
    const tree = buildTree(SNAP, 'EUR', [{ userId: 'alice', amount: '123.45', salt: A64 }], saltsFromSeed(B64));
    const proof = tree.proofFor('alice');
    const shares = proof.leaves.map((l) => [l.sum, l.salt]);
    expect(shares).toEqual([
      ['8009', KNOWN.share0],
      ['4336', KNOWN.share1],
    ]);
    expect(sha(`vela-pol-share-v1|${A64}|0`)).toBe(KNOWN.share0);
    expect(verifyProof(proof, tree.root, 'alice')).toEqual({ ok: true });
  });
});

describe('the Merkle sum tree, for random ledgers', () => {
  it('gives every user a proof that verifies, a root summing the ledger, and a padded, rounded size', () => {
    fc.assert(
      fc.property(ledgerArb(), saltArb, (ledger, seed) => {
        let padding = 0;
        const draw = saltsFromSeed(seed);
        const tree = buildTree(SNAP, 'EUR', ledger, () => {
          padding++;
          return draw();
        });
        const total = totalOf(ledger);
        expect(tree.root.sum).toBe(total.toString());
        expect(tree.total).toBe(formatCents(total));
        expect(tree.leafCount).toBe(ledger.length);
        expect(tree.paddedSize).toBe(Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, 2 * ledger.length)))));
        // Zero-amount padding leaves fill the tree up to its rounded size.
        expect(padding).toBe(tree.paddedSize - 2 * ledger.length);
        for (const account of ledger) {
          const proof = tree.proofFor(account.userId);
          expect(proof.amount).toBe(formatCents(toCents(account.amount)));
          expect(proof.leaves).toHaveLength(2);
          expect(proof.leaves[0].leafIndex).not.toBe(proof.leaves[1].leafIndex);
          expect(proof.leaves.every((l) => l.path.length === Math.log2(tree.paddedSize))).toBe(true);
          expect(verifyProof(proof, tree.root, account.userId)).toEqual({ ok: true });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('breaks verification when any amount, sibling sum, hash, salt, index or side in a proof is altered', () => {
    const tampers: Record<string, (p: LiabilityProof, leaf: number, level: number, delta: bigint) => void> = {
      'the stated amount': (p, _l, _v, d) => {
        p.amount = formatCents(toCents(p.amount) + d);
      },
      'a leaf sum, the amount adjusted to match': (p, l, _v, d) => {
        p.leaves[l].sum = bump(p.leaves[l].sum, d);
        p.amount = formatCents(toCents(p.amount) + d);
      },
      'a leaf sum lowered': (p, l) => {
        const s = BigInt(p.leaves[l].sum);
        p.leaves[l].sum = (s > 0n ? s - 1n : 1n).toString();
      },
      'a sibling sum raised': (p, l, v, d) => {
        p.leaves[l].path[v].sum = bump(p.leaves[l].path[v].sum, d);
      },
      'a sibling sum lowered': (p, l, v, d) => {
        const s = BigInt(p.leaves[l].path[v].sum);
        p.leaves[l].path[v].sum = (s >= d ? s - d : s + d).toString();
      },
      'a sibling sum made negative': (p, l, v, d) => {
        p.leaves[l].path[v].sum = (-d).toString();
      },
      'a sibling hash': (p, l, v) => {
        const h = p.leaves[l].path[v].hash;
        p.leaves[l].path[v].hash = (h[0] === '0' ? '1' : '0') + h.slice(1);
      },
      'a sibling side': (p, l, v) => {
        const step = p.leaves[l].path[v];
        step.side = step.side === 'left' ? 'right' : 'left';
      },
      'a salt': (p, l) => {
        p.leaves[l].salt = sha(p.leaves[l].salt);
      },
      'a leaf index': (p, l) => {
        p.leaves[l].leafIndex ^= 1;
      },
      'a leaf counted twice': (p, l) => {
        const other = p.leaves[1 - l];
        p.leaves[1 - l] = structuredClone(p.leaves[l]);
        p.amount = formatCents(toCents(p.amount) - BigInt(other.sum) + BigInt(p.leaves[l].sum));
      },
      // (Dropping a zero share leaves the amount proven: the property skips a zero balance for this one.)
      'the larger leaf dropped': (p) => {
        p.leaves.sort((x, y) => (BigInt(y.sum) > BigInt(x.sum) ? 1 : -1)).shift();
      },
      'the tree size': (p) => {
        p.paddedSize *= 2;
      },
      'a path step dropped': (p, l, v) => {
        p.leaves[l].path.splice(v, 1);
      },
      'the snapshot': (p) => {
        p.snapshot = '2026-11-29';
      },
      'the currency': (p) => {
        p.currency = 'USD';
      },
    };
    fc.assert(
      fc.property(
        ledgerArb(1),
        saltArb,
        fc.nat(),
        fc.nat(1),
        fc.nat(),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.constantFrom(...Object.keys(tampers)),
        (ledger, seed, who, leaf, level, delta, how) => {
          const tree = build(ledger, seed);
          const me = ledger[who % ledger.length].userId;
          const proof = clone(tree.proofFor(me));
          fc.pre(how !== 'the larger leaf dropped' || toCents(proof.amount) > 0n);
          tampers[how](proof, leaf, level % Math.log2(tree.paddedSize), delta);
          expect(verifyProof(proof, tree.root, me).ok).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('changes the root when an amount is altered or a user dropped, and the dropped user can no longer verify', () => {
    fc.assert(
      fc.property(ledgerArb(1), saltArb, fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 20n }), (ledger, seed, who, delta) => {
        const tree = build(ledger, seed);
        const i = who % ledger.length;
        const altered = ledger.map((a, j) => (j === i ? { ...a, amount: formatCents(toCents(a.amount) + delta) } : a));
        const alteredTree = build(altered, seed);
        expect(alteredTree.root.hash).not.toBe(tree.root.hash);
        expect(BigInt(alteredTree.root.sum) - BigInt(tree.root.sum)).toBe(delta);

        const dropped = ledger.filter((_, j) => j !== i);
        const droppedTree = build(dropped, seed);
        expect(droppedTree.root.hash).not.toBe(tree.root.hash);
        expect(droppedTree.root.sum).toBe((BigInt(tree.root.sum) - toCents(ledger[i].amount)).toString());
        const old = tree.proofFor(ledger[i].userId);
        expect(verifyProof(old, droppedTree.root, ledger[i].userId).ok).toBe(false);
        expect(verifyProof({ ...old, root: droppedTree.root }, droppedTree.root, ledger[i].userId).ok).toBe(false);
        expect(droppedTree.has(ledger[i].userId)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a negative or over-precise amount anywhere in the ledger', () => {
    fc.assert(
      fc.property(ledgerArb(), fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.boolean(), (ledger, at, cents, negative) => {
        const bad = negative ? `-${formatCents(cents)}` : `${formatCents(cents)}1`;
        const rows = [...ledger];
        rows.splice(at % (rows.length + 1), 0, { userId: 'mallory', amount: bad, salt: A64 });
        expect(() => build(rows, B64)).toThrow(negative ? /mallory: negative amount refused/ : /mallory: amount with more than 2 decimals/);
      }),
      { numRuns: 100 },
    );
  });

  it("does not verify another user's proof for you, even with your user id written into it", () => {
    fc.assert(
      fc.property(ledgerArb(2), saltArb, fc.nat(), fc.nat(), (ledger, seed, a, b) => {
        const i = a % ledger.length;
        const j = (i + 1 + (b % (ledger.length - 1))) % ledger.length;
        const [mine, theirs] = [ledger[i].userId, ledger[j].userId];
        const tree = build(ledger, seed);
        const proof = tree.proofFor(theirs);
        expect(verifyProof(proof, tree.root, mine)).toEqual({
          ok: false,
          reason: `the proof is for user ${theirs}, not for you (${mine})`,
        });
        expect(verifyProof({ ...proof, userId: mine }, tree.root, mine).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('is deterministic: the same accounts, salts and padding seed give the same root, in any input order', () => {
    fc.assert(
      fc.property(ledgerArb(), saltArb, saltArb, fc.nat(), (ledger, seed, otherSeed, rot) => {
        const tree = build(ledger, seed);
        const again = build(
          ledger.map((a) => ({ ...a })),
          seed,
        );
        expect(again.root).toEqual(tree.root);
        const k = ledger.length ? rot % ledger.length : 0;
        const reordered = [...ledger.slice(k), ...ledger.slice(0, k)].reverse();
        expect(build(reordered, seed).root).toEqual(tree.root);
        // Other padding salts, or another salt for one user: same total, another root hash.
        const repadded = build(ledger, otherSeed);
        expect(repadded.root.sum).toBe(tree.root.sum);
        if (otherSeed !== seed && tree.paddedSize > 2 * ledger.length) expect(repadded.root.hash).not.toBe(tree.root.hash);
        if (ledger.length) {
          const resalted = build([{ ...ledger[0], salt: sha(ledger[0].salt) }, ...ledger.slice(1)], seed);
          expect(resalted.root.sum).toBe(tree.root.sum);
          expect(resalted.root.hash).not.toBe(tree.root.hash);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('verifies in the browser the same way (WebCrypto, asynchronous)', async () => {
    const verifyAsync = verifyProofWithAsync(webCryptoSha256Hex);
    await fc.assert(
      fc.asyncProperty(ledgerArb(1), saltArb, fc.nat(), fc.boolean(), async (ledger, seed, who, tamper) => {
        const tree = build(ledger, seed);
        const me = ledger[who % ledger.length].userId;
        const proof = clone(tree.proofFor(me));
        if (tamper) proof.leaves[0].path[0].sum = bump(proof.leaves[0].path[0].sum, 1n);
        const result = await verifyAsync(proof, tree.root, me);
        expect(result).toEqual(verifyProof(proof, tree.root, me));
        expect(result.ok).toBe(!tamper);
      }),
      { numRuns: 30 },
    );
  });
});

describe('edges', () => {
  it('builds an empty ledger as 16 padding leaves summing to zero', () => {
    let drawn = 0;
    const tree = buildTree(SNAP, 'USD', [], () => {
      drawn++;
      return newSalt();
    });
    expect([tree.paddedSize, tree.root.sum, tree.total, tree.leafCount, drawn]).toEqual([16, '0', '0.00', 0, 16]);
    expect(() => tree.proofFor('alice')).toThrow(/no leaf/);
  });

  it('one share per account (no split) still proves inclusion, at half the leaves', () => {
    const ledger = Array.from({ length: 20 }, (_, i) => ({ userId: `u${i}`, amount: `${i}.50`, salt: sha(`s${i}`) }));
    const tree = build(ledger, B64, 1);
    expect(tree.paddedSize).toBe(32);
    expect(build(ledger, B64).paddedSize).toBe(64);
    const proof = tree.proofFor('u7');
    expect(proof.leaves).toHaveLength(1);
    expect(verifyProof(proof, tree.root, 'u7')).toEqual({ ok: true });
  });

  it.each([
    ['a duplicate user', [...Array(2)].map(() => ({ userId: 'u1', amount: '1', salt: A64 })), /appears twice/],
    ['a user id with a separator', [{ userId: 'u|1', amount: '1', salt: A64 }], /malformed user id/],
    ['a short salt', [{ userId: 'u1', amount: '1', salt: 'abcd' }], /salt must be 64/],
    ['an upper-case salt', [{ userId: 'u1', amount: '1', salt: A64.toUpperCase() }], /salt must be 64/],
    ['a numeric amount', [{ userId: 'u1', amount: 1 as unknown as string, salt: A64 }], /decimal string/],
  ])('refuses %s', (_what, ledger, error) => {
    expect(() => build(ledger, B64)).toThrow(error);
  });

  it('refuses a malformed snapshot, currency or padding salt', () => {
    expect(() => buildTree('2026|11', 'EUR', [], newSalt)).toThrow(/snapshot/);
    expect(() => buildTree(SNAP, 'eur', [], newSalt)).toThrow(/currency/);
    expect(() => buildTree(SNAP, 'EUR', [], () => 'x')).toThrow(/randomSalt/);
  });

  it('says why a proof fails against another root, size or total', () => {
    const ledger = [{ userId: 'u1', amount: '5.00', salt: A64 }];
    const tree = build(ledger, B64);
    const proof = tree.proofFor('u1');
    expect(verifyProof(proof, { ...tree.root, paddedSize: 32 }, 'u1').reason).toMatch(/published tree has 32/);
    expect(verifyProof(proof, { hash: B64, sum: tree.root.sum }, 'u1').reason).toMatch(/different root/);
    // A proof re-pointed at a forged root still has to hash up to it.
    expect(verifyProof({ ...proof, root: { hash: B64, sum: '500' } }, { hash: B64, sum: '500' }, 'u1').reason).toMatch(
      /does not lead to the published root hash/,
    );
    expect(verifyProof(proof, { hash: tree.root.hash, sum: '-1' }, 'u1').reason).toMatch(/published total/);
    expect(verifyProof(null as unknown as LiabilityProof, tree.root, 'u1').reason).toMatch(/not a JSON object/);
    const negative = clone(proof);
    negative.leaves[0].path[2].sum = '-7';
    expect(verifyProof(negative, tree.root, 'u1').reason).toBe('leaf 1, level 2: the sibling sum is not a non-negative number of cents');
  });
});

describe('scripts/verify-liabilities.mjs (no Vela code)', () => {
  const SCRIPT = path.resolve(__dirname, '../../../../scripts/verify-liabilities.mjs');
  const run = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      execFile(process.execPath, [SCRIPT, ...args], (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  let dir: string;
  let server: Server;
  let base: string;
  const ledger = Array.from({ length: 40 }, (_, i) => ({
    userId: `user-${i}`,
    amount: formatCents(BigInt(i) * 123_457n),
    salt: sha(`salt ${i}`),
  }));
  const tree = build(ledger, B64);
  const usd = buildTree(SNAP, 'USD', ledger.slice(0, 3), saltsFromSeed(A64));
  const record = {
    date: SNAP,
    roots: [
      { currency: 'USD', rootHash: usd.root.hash, total: usd.total, leafCount: usd.leafCount, paddedSize: usd.paddedSize },
      { currency: 'EUR', rootHash: tree.root.hash, total: tree.total, leafCount: tree.leafCount, paddedSize: tree.paddedSize },
    ],
  };
  const save = async (name: string, proof: unknown) => {
    const file = path.join(dir, name);
    await writeFile(file, JSON.stringify(proof, null, 2));
    return file;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vela-pol-'));
    server = createServer((req, res) => {
      if (req.url === `/proofs/${SNAP}.json`) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(record));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('verifies a proof made by the library against a root typed in, and against the public record', async () => {
    const proof = tree.proofFor('user-7');
    const file = await save('proof.json', proof);
    const typed = await run([file, '--root', tree.root.hash, '--total', tree.total, '--user', 'user-7']);
    expect(typed.code).toBe(0);
    expect(typed.stdout).toContain(
      `OK: your balance of 8641.99 EUR is included in the published total of ${tree.total} EUR (a tree of 128 leaves)`,
    );
    const fetched = await run([file, '--url', `${base}/proofs/${SNAP}.json`]);
    expect(fetched.code).toBe(0);
    expect(fetched.stdout).toContain(
      `OK: your balance of 8641.99 EUR is included in the published total of ${tree.total} EUR (40 accounts)`,
    );
    expect(fetched.stdout).toContain('The leaf belongs to user user-7');
    const recordFile = await save('record.json', record);
    expect((await run([await save('usd.json', usd.proofFor('user-2')), '--url', recordFile])).code).toBe(0);
  });

  it('fails a tampered proof, another root, another user or another date, with the reason', async () => {
    const proof = tree.proofFor('user-9');
    const url = `${base}/proofs/${SNAP}.json`;
    const sibling = clone(proof);
    sibling.leaves[1].path[3].sum = bump(sibling.leaves[1].path[3].sum, 100n);
    const raised = clone(proof);
    raised.amount = formatCents(toCents(raised.amount) + 1n);
    const cases: Array<[string[], RegExp]> = [
      [[await save('sibling.json', sibling), '--url', url], /FAILED: leaf 2 does not lead to the published root hash/],
      [[await save('raised.json', raised), '--url', url], /FAILED: the leaves add up to .*, not the stated amount/],
      [[await save('p9.json', proof), '--url', url, '--user', 'user-8'], /FAILED: the proof is for user user-9, not for you \(user-8\)/],
      [
        [await save('p9b.json', proof), '--root', usd.root.hash, '--total', tree.total],
        /FAILED: the proof was made against a different root/,
      ],
      [[await save('day.json', { ...proof, snapshot: '2026-11-27' }), '--url', url], /FAILED: the proof is for the snapshot of 2026-11-27/],
    ];
    for (const [args, out] of cases) {
      const r = await run(args);
      expect(r.code, r.stdout).toBe(1);
      expect(r.stdout).toMatch(out);
    }
    // Agreement with the library on the same files.
    expect(verifyProof(sibling, tree.root, 'user-9').reason).toBe('leaf 2 does not lead to the published root hash');
    const usage = await run([await save('p9c.json', proof)]);
    expect(usage.code).toBe(2);
    expect((await run([await save('p9d.json', proof), '--url', `${base}/proofs/nope.json`])).code).toBe(2);
  });
});
