#!/usr/bin/env node
// Recomputes a published Vela draw — an IPO lottery or an oversubscribed block trade's allocation — from
// its public record alone, with no Vela code (integrity rule 4).
//
//   node scripts/verify-draw.mjs https://vela.example/draws/ipo/<offering id>           (or a saved .json file)
//   node scripts/verify-draw.mjs https://vela.example/draws/block-trade/<offering id>
//   node scripts/verify-draw.mjs <url-or-file> --application <your IPO application id>
//   node scripts/verify-draw.mjs <url-or-file> --subscription <your block-trade subscription id>
//   node scripts/verify-draw.mjs <file> --kind ipo|block-trade      (when the record does not say)
//
// The kind is --kind, else the record's own `kind`, else the address (/draws/ipo/ or /draws/block-trade/),
// else the record's fields. Both kinds are the same draw: IPO entries apply for lots, block-trade entries
// for tickets (100 shares each), and "lots" below means either.
//
// Checks: SHA-256(seed) equals the hash published before any entry; every entry's place is
// HMAC-SHA256(key = seed bytes, message = entry id), ascending; lots go down that order in rounds of one
// lot (round 1: one lot to each entry in order, round 2: a second lot to those that asked for two or more,
// …) until the lots run out; the published ranks, lots won, totals and cut-off equal the recomputed ones.
// A block trade is drawn only when oversubscribed (more tickets asked for than offered); otherwise every
// entry gets what it asked for, with no rank. Exits 0 when everything matches, 1 otherwise, 2 on bad usage.
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const KINDS = ['ipo', 'block-trade'];
const usage = () => {
  console.error('usage: verify-draw.mjs <url-or-file> [--kind ipo|block-trade] [--application <id> | --subscription <id>]');
  process.exit(2);
};

const [source, ...rest] = process.argv.slice(2);
if (!source || source.startsWith('--')) usage();
let kindFlag = null;
let mine = null;
for (let i = 0; i < rest.length; i += 2) {
  const [flag, value] = [rest[i], rest[i + 1]];
  if (!value) usage();
  if (flag === '--kind' && KINDS.includes(value)) kindFlag = value;
  else if (flag === '--application' || flag === '--subscription' || flag === '--entry') mine = value;
  else usage();
}

const record = /^https?:\/\//.test(source)
  ? await fetch(source).then((r) => {
      if (!r.ok) throw new Error(`${source}: HTTP ${r.status}`);
      return r.json();
    })
  : JSON.parse(await readFile(source, 'utf8'));

const fromAddress = source.match(/\/draws\/(ipo|block-trade)\//)?.[1] ?? null;
const fromFields = 'ticketsAvailable' in record || record.results?.some((r) => 'subscriptionId' in r) ? 'block-trade' : 'ipo';
const kind = kindFlag ?? record.kind ?? fromAddress ?? fromFields;
if (!KINDS.includes(kind)) {
  console.log(`Unknown kind of draw: ${kind}`);
  process.exit(1);
}
if (record.kind && record.kind !== kind) {
  console.log(`The record is of a ${record.kind} draw, not ${kind}.`);
  process.exit(1);
}

const problems = [];
const check = (ok, what) => {
  if (!ok) problems.push(what);
};

// One shape for both kinds: entries with the lots asked for, the published rank and lots won.
const ipo = kind === 'ipo';
const unit = ipo ? 'lot' : 'ticket';
const draw = ipo
  ? {
      lotsAvailable: record.lotsAvailable,
      lotsAllocated: record.lotsAllocated,
      // An IPO is always drawn (ranks are published even when every lot finds a taker).
      drawn: true,
      results: (record.results ?? []).map((r) => ({ id: r.applicationId, lots: r.lots, rank: r.rank, won: r.wonLots })),
    }
  : {
      lotsAvailable: record.ticketsAvailable,
      lotsAllocated: record.ticketsAllocated,
      drawn: record.oversubscribed === true,
      results: (record.results ?? []).map((r) => ({ id: r.subscriptionId, lots: r.tickets, rank: r.rank, won: r.wonTickets })),
    };

if (!record.seed) {
  const what = ipo ? 'Not drawn yet' : 'Not allocated yet (the window has not closed, or the offering failed or was cancelled)';
  console.log(`${what}. Published seed hash: ${record.seedHash} (${record.entries} entries so far).`);
  process.exit(1);
}
const seed = Buffer.from(record.seed, 'hex');
check(/^[0-9a-f]{64}$/.test(record.seed), 'the seed is not 32 bytes of hex');
check(createHash('sha256').update(seed).digest('hex') === record.seedHash, 'SHA-256(seed) is not the published hash');
check(Number.isInteger(draw.lotsAvailable) && draw.lotsAvailable >= 0, `${unit}s available is not a whole number`);
check(new Set(draw.results.map((r) => r.id)).size === draw.results.length, 'an entry is listed twice');
for (const r of draw.results) check(Number.isInteger(r.lots) && r.lots >= 1, `${r.id}: asked for ${r.lots} ${unit}s`);

const asked = draw.results.reduce((n, r) => n + r.lots, 0);
if (!ipo) {
  check(record.ticketsSubscribed === asked, `published ${record.ticketsSubscribed} tickets subscribed, the entries ask for ${asked}`);
  check(
    record.oversubscribed === asked > draw.lotsAvailable,
    `published oversubscribed: ${record.oversubscribed}, but ${asked} tickets were asked for and ${draw.lotsAvailable} offered`,
  );
}

const ranked = draw.results
  .map((r) => ({ id: r.id, lots: r.lots, key: createHmac('sha256', seed).update(r.id, 'utf8').digest('hex') }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1))
  .map((e, i) => ({ ...e, rank: i + 1, won: 0 }));

let left = draw.lotsAvailable;
let cutoff = null;
for (let round = 1; left > 0; round++) {
  let gave = false;
  for (const e of ranked) {
    if (left === 0) break;
    if (e.lots < round) continue;
    e.won++;
    left--;
    gave = true;
    cutoff = { round, rank: e.rank };
  }
  if (!gave) break;
}

const published = new Map(draw.results.map((r) => [r.id, r]));
for (const e of ranked) {
  const p = published.get(e.id);
  if (draw.drawn) check(p.rank === e.rank, `${e.id}: published rank ${p.rank}, recomputed ${e.rank}`);
  else check(p.rank === null, `${e.id}: ranked ${p.rank}, but no draw was needed`);
  check(p.won === e.won, `${e.id}: published ${p.won} ${unit}s won, recomputed ${e.won}`);
}
check(record.entries === ranked.length, `published ${record.entries} entries, the list has ${ranked.length}`);
check(
  draw.lotsAllocated === draw.lotsAvailable - left,
  `published ${draw.lotsAllocated} ${unit}s allocated, recomputed ${draw.lotsAvailable - left}`,
);
const expectedCutoff = draw.drawn ? cutoff : null;
check(
  (record.cutoffRound ?? null) === (expectedCutoff?.round ?? null) && (record.cutoffRank ?? null) === (expectedCutoff?.rank ?? null),
  `published cut-off ${record.cutoffRound}/${record.cutoffRank}, recomputed ${expectedCutoff?.round}/${expectedCutoff?.rank}`,
);

console.log(`Draw        ${ipo ? 'IPO' : 'block trade'} ${record.offeringId ?? ''}`.trimEnd());
console.log(`Seed hash   ${record.seedHash}`);
console.log(`Seed        ${record.seed}`);
console.log(`Entries     ${ranked.length}${ipo ? ` (excluded: ${(record.excluded ?? []).length})` : ''}`);
console.log(
  draw.drawn
    ? `${ipo ? 'Lots   ' : 'Tickets'}     ${draw.lotsAllocated} of ${draw.lotsAvailable} allocated; cut-off round ${cutoff?.round ?? '-'}, rank ${cutoff?.rank ?? '-'}`
    : `Tickets     ${asked} asked for, ${draw.lotsAvailable} offered: not oversubscribed, every entry gets what it asked for`,
);
if (mine) {
  const e = ranked.find((x) => x.id === mine);
  console.log(
    !e
      ? `Your entry  ${mine} is not in this draw`
      : draw.drawn
        ? `Your entry  rank ${e.rank} of ${ranked.length}, ${e.won} ${unit}(s) won`
        : `Your entry  ${e.won} ${unit}(s) won (no draw needed)`,
  );
}
if (problems.length) {
  console.log(`\nMISMATCH (${problems.length}):`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exit(1);
}
console.log('\nVerified: the published draw is exactly what the seed gives.');
