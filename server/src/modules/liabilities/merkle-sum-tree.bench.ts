import { randomUUID } from 'node:crypto';
import { buildTree, formatCents, leafPreimage, saltsFromSeed, toCents, verifyProof } from './merkle-sum-tree';
import { newSalt, sha256Hex } from './sha256';

/**
 * Issue 38: what building the Merkle sum tree of one snapshot costs, for 10,000, 100,000 and 1,000,000
 * synthetic accounts, as a ratio against a baseline run in the same process: SHA-256 of the same accounts'
 * leaf preimages, one each (what committing to every account costs with no tree at all). Also: the tree with
 * one leaf per account (no split) against the default two, to price the privacy mitigation; proofs and
 * verifications per second; memory. Sizes up to 100,000 run three times (median), 1,000,000 once.
 *
 *   node -r ./server/src/test/swc-register.cjs server/src/modules/liabilities/merkle-sum-tree.bench.ts [--sizes 10000,100000,1000000]
 *
 * The database read of the snapshot is not in here (the lead's job measures that end to end).
 */

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = (sizesArg > 0 ? process.argv[sizesArg + 1] : '10000,100000,1000000').split(',').map(Number);
const SNAP = '2026-11-28';

const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Synthetic accounts: UUID users, amounts log-uniform from 0.01 to 10 million (one in ten at zero). */
function ledger(n: number) {
  let x = 0x9e3779b9;
  const rand = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  return Array.from({ length: n }, () => ({
    userId: randomUUID(),
    amount: rand() < 0.1 ? '0' : formatCents(BigInt(Math.floor(10 ** (rand() * 9)))),
    salt: newSalt(),
  }));
}

function main(): void {
  const rows: string[] = [];
  for (const n of SIZES) {
    const accounts = ledger(n);
    const runs = n <= 100_000 ? 3 : 1;
    const baseline: number[] = [];
    const two: number[] = [];
    const one: number[] = [];
    const commitEach = () => {
      let sink = 0;
      for (const a of accounts) sink += sha256Hex(leafPreimage(SNAP, 'EUR', a.userId, toCents(a.amount).toString(), a.salt)).length;
      if (sink === 0) throw new Error('unreachable');
    };
    // Warm-up of both code paths on a slice, so neither side pays for compiling.
    let tree = buildTree(SNAP, 'EUR', accounts.slice(0, 5000), newSalt);
    commitEach();
    for (let r = 0; r < runs; r++) {
      let t = process.hrtime.bigint();
      commitEach();
      baseline.push(ms(t));
      if (n <= 100_000) {
        t = process.hrtime.bigint();
        buildTree(SNAP, 'EUR', accounts, saltsFromSeed(newSalt()), { sharesPerAccount: 1 });
        one.push(ms(t));
      }
      t = process.hrtime.bigint();
      tree = buildTree(SNAP, 'EUR', accounts, saltsFromSeed(newSalt()));
      two.push(ms(t));
    }
    const heap = process.memoryUsage().heapUsed;

    // SHA-256 calls a build makes: 3 derivations and 2 leaves per account, the padding leaves, the inner nodes.
    const hashes = 5 * n + (tree.paddedSize - 2 * n) + (tree.paddedSize - 1);

    const sample = accounts.filter((_, i) => i % Math.max(1, Math.floor(n / 1000)) === 0).slice(0, 1000);
    let t = process.hrtime.bigint();
    const proofs = sample.map((a) => tree.proofFor(a.userId));
    const proofMs = ms(t) / proofs.length;
    t = process.hrtime.bigint();
    for (const [i, p] of proofs.entries()) if (!verifyProof(p, tree.root, sample[i].userId).ok) throw new Error('a proof failed');
    const verifyMs = ms(t) / proofs.length;
    const proofBytes = JSON.stringify(proofs[0]).length;

    const b = median(baseline);
    const w = median(two);
    rows.push(
      [
        n.toLocaleString('en'),
        tree.paddedSize.toLocaleString('en'),
        `${b.toFixed(0)}`,
        `${w.toFixed(0)}`,
        (w / b).toFixed(1),
        (hashes / n).toFixed(1),
        one.length ? (w / median(one)).toFixed(2) : '–',
        proofMs.toFixed(3),
        verifyMs.toFixed(3),
        `${(proofBytes / 1024).toFixed(1)}`,
        `${mb(heap)}`,
        `${mb(process.resourceUsage().maxRSS * 1024)}`,
      ].join(' | '),
    );
    console.error(`done ${n}: ${rows[rows.length - 1]}`);
  }
  console.log(`Node ${process.version}, ${new Date().toISOString()}, runs: median of 3 up to 100,000 accounts, 1 above`);
  console.log(
    '| accounts | padded leaves | baseline ms (SHA-256 of one leaf per account) | build ms (2 leaves per account) | build / baseline | SHA-256 calls per account | 2 leaves / 1 leaf per account | proof ms | verify ms | proof KiB | heap MB after | peak RSS MB |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r} |`);
}

main();
