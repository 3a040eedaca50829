#!/usr/bin/env node
// Checks a Vela proof of liabilities (issue 38) with no Vela code and no access to Vela's database: that your
// balance is a leaf of the Merkle sum tree whose root and total Vela published.
//
//   node scripts/verify-liabilities.mjs proof.json --root <root hash> --total <published total>
//   node scripts/verify-liabilities.mjs proof.json --url https://vela.example/proofs/<date>.json   (or a saved .json)
//   add --user <your user id> to have the leaf's owner checked against it too
//
// proof.json is the file the app downloads: {snapshot, currency, userId, amount, leaves: [{leafIndex, sum,
// salt, path: [{side, hash, sum}]}], root: {hash, sum}, paddedSize}. The public record at /proofs/<date> is
// {date, roots: [{currency, rootHash, total, leafCount, paddedSize}]}. docs/proof-of-liabilities.md specifies
// every byte hashed here; this file is deliberately a plain re-typing of it.
//
// Exits 0 when the proof holds, 1 when it does not, 2 on bad usage or an unreadable input.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const usage = (why) => {
  if (why) console.error(why);
  console.error(
    'usage: verify-liabilities.mjs <proof.json> (--root <hash> --total <decimal> | --url <url-or-file>) [--user <your user id>]',
  );
  process.exit(2);
};

const [proofPath, ...rest] = process.argv.slice(2);
if (!proofPath || proofPath.startsWith('--')) usage();
const flags = {};
for (let i = 0; i < rest.length; i += 2) {
  const [flag, value] = [rest[i], rest[i + 1]];
  if (!['--root', '--total', '--url', '--user'].includes(flag) || value === undefined) usage(`unknown or incomplete option ${flag}`);
  flags[flag.slice(2)] = value;
}
if (!flags.url && !(flags.root && flags.total)) usage('give the published root as --root and --total, or --url');

const sha256 = (s) => createHash('sha256').update(s, 'utf8').digest('hex');
const HEX32 = /^[0-9a-f]{64}$/;
const CENTS = /^(0|[1-9][0-9]{0,39})$/;
const AMOUNT = /^(0|[1-9][0-9]{0,29})(\.[0-9]{1,2})?$/;
const SNAPSHOT = /^[0-9A-Za-z][0-9A-Za-z._:-]{0,63}$/;
const CURRENCY = /^[A-Z]{3}$/;
const USER_ID = /^[0-9A-Za-z][0-9A-Za-z._:-]{0,127}$/;
const toCents = (amount) => {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
};
const formatCents = (c) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

const readJson = async (source) => {
  try {
    if (/^https?:\/\//.test(source)) {
      const res = await fetch(source, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return await res.json();
    }
    return JSON.parse(await readFile(source, 'utf8'));
  } catch (e) {
    console.error(`${source}: ${e.message}`);
    process.exit(2);
  }
};

const proof = await readJson(proofPath);
if (!isObject(proof)) usage(`${proofPath} is not a proof (not a JSON object)`);

// The published root: typed in, or taken from the public record for the proof's currency.
let published;
if (flags.url) {
  const record = await readJson(flags.url);
  if (!isObject(record) || !Array.isArray(record.roots)) usage(`${flags.url} is not a published record ({date, roots: [...]})`);
  if (record.date !== undefined && record.date !== proof.snapshot) {
    console.log(`FAILED: the proof is for the snapshot of ${proof.snapshot}, the published record is for ${record.date}`);
    process.exit(1);
  }
  const entry = record.roots.find((r) => isObject(r) && r.currency === proof.currency);
  if (!entry) {
    console.log(`FAILED: the published record has no ${proof.currency} root`);
    process.exit(1);
  }
  if (typeof entry.total !== 'string' || !AMOUNT.test(entry.total)) usage(`the published ${proof.currency} total is not a decimal amount`);
  published = { hash: entry.rootHash, sum: toCents(entry.total).toString(), leafCount: entry.leafCount, paddedSize: entry.paddedSize };
  if (flags.root && flags.root !== published.hash) usage('--root differs from the published root hash');
  if (flags.total && (!AMOUNT.test(flags.total) || toCents(flags.total).toString() !== published.sum))
    usage('--total differs from the published total');
} else {
  if (!HEX32.test(flags.root)) usage('--root must be 64 lowercase hex digits');
  if (!AMOUNT.test(flags.total)) usage('--total must be a non-negative decimal with at most 2 decimals, such as 1234.50');
  published = { hash: flags.root, sum: toCents(flags.total).toString() };
}

/** The verification algorithm of docs/proof-of-liabilities.md, step by step; returns a reason, or null when it holds. */
function verify(p, root, me) {
  if (!HEX32.test(root.hash ?? '')) return 'the published root hash is not 64 lowercase hex digits';
  if (!CENTS.test(root.sum ?? '')) return 'the published total is not a non-negative number of cents';
  const { snapshot, currency, userId, amount, leaves, paddedSize } = p;
  if (typeof snapshot !== 'string' || !SNAPSHOT.test(snapshot)) return 'malformed snapshot';
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return 'malformed currency';
  if (typeof userId !== 'string' || !USER_ID.test(userId)) return 'malformed user id';
  if (me !== undefined && userId !== me) return `the proof is for user ${userId}, not for you (${me})`;
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return 'the amount is not a non-negative decimal with at most 2 decimals';
  if (!Number.isSafeInteger(paddedSize)) return 'malformed tree size';
  const depth = Math.round(Math.log2(paddedSize));
  if (paddedSize < 16 || depth > 40 || 2 ** depth !== paddedSize)
    return `the tree size ${paddedSize} is not a power of two between 16 and 2^40`;
  if (root.paddedSize !== undefined && root.paddedSize !== paddedSize) {
    return `the proof is for a tree of ${paddedSize} leaves, the published tree has ${root.paddedSize}`;
  }
  if (!isObject(p.root) || p.root.hash !== root.hash || p.root.sum !== root.sum)
    return 'the proof was made against a different root than the published one';
  if (!Array.isArray(leaves) || leaves.length < 1 || leaves.length > 8) return 'the proof must hold between 1 and 8 leaves';
  const seen = new Set();
  let mine = 0n;
  for (const [n, leaf] of leaves.entries()) {
    const which = `leaf ${n + 1}`;
    if (!isObject(leaf)) return `${which} is not an object`;
    const { leafIndex, sum, salt, path } = leaf;
    if (!Number.isSafeInteger(leafIndex) || leafIndex < 0 || leafIndex >= paddedSize) return `${which}: malformed leaf index`;
    if (seen.has(leafIndex)) return `${which}: leaf index ${leafIndex} appears twice`;
    seen.add(leafIndex);
    if (typeof sum !== 'string' || !CENTS.test(sum)) return `${which}: the sum is not a non-negative number of cents`;
    if (typeof salt !== 'string' || !HEX32.test(salt)) return `${which}: the salt is not 64 lowercase hex digits`;
    if (!Array.isArray(path) || path.length !== depth)
      return `${which}: the path has ${Array.isArray(path) ? path.length : 'no'} steps, the tree ${depth} levels`;
    let hash = sha256(`vela-pol-leaf-v1|${snapshot}|${currency}|${userId}|${sum}|${salt}`);
    let total = BigInt(sum);
    for (let level = 0; level < depth; level++) {
      const step = path[level];
      if (!isObject(step)) return `${which}, level ${level}: malformed step`;
      const expected = Math.floor(leafIndex / 2 ** level) % 2 === 1 ? 'left' : 'right';
      if (step.side !== expected) return `${which}, level ${level}: the sibling should be on the ${expected} for leaf index ${leafIndex}`;
      if (typeof step.hash !== 'string' || !HEX32.test(step.hash)) return `${which}, level ${level}: malformed sibling hash`;
      if (typeof step.sum !== 'string' || !CENTS.test(step.sum))
        return `${which}, level ${level}: the sibling sum is not a non-negative number of cents`;
      hash =
        expected === 'left'
          ? sha256(`vela-pol-node-v1|${step.hash}|${step.sum}|${hash}|${total}`)
          : sha256(`vela-pol-node-v1|${hash}|${total}|${step.hash}|${step.sum}`);
      total += BigInt(step.sum);
    }
    if (hash !== root.hash) return `${which} does not lead to the published root hash`;
    if (total.toString() !== root.sum) return `${which}: the sums add up to ${formatCents(total)}, not the published total`;
    mine += BigInt(sum);
  }
  if (mine !== toCents(amount)) return `the leaves add up to ${formatCents(mine)}, not the stated amount ${amount}`;
  return null;
}

const reason = verify(proof, published, flags.user);
if (reason) {
  console.log(`FAILED: ${reason}`);
  process.exit(1);
}
const cur = proof.currency;
const count = Number.isSafeInteger(published.leafCount) ? `${published.leafCount} accounts` : `a tree of ${proof.paddedSize} leaves`;
console.log(
  `OK: your balance of ${proof.amount} ${cur} is included in the published total of ${formatCents(BigInt(published.sum))} ${cur} (${count})`,
);
if (flags.user === undefined) console.log(`The leaf belongs to user ${proof.userId}: check that this is your user id.`);
console.log(`Snapshot ${proof.snapshot}, root ${published.hash}.`);
