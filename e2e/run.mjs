#!/usr/bin/env node
// Runs the Playwright suite against the built app on a fresh embedded database, with Debian's Chromium.
// With no Chromium on the machine it says so loudly and how to install one, then exits 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const chromium = candidates.find((p) => fs.existsSync(p));
if (!chromium) {
  const line = '*'.repeat(78);
  console.warn(
    `\n${line}\n*** END-TO-END SUITE SKIPPED: no Chromium found (looked at ${candidates.join(', ')}).\n*** Install Debian's: apt-get update && apt-get install -y chromium fonts-noto-cjk\n*** or set CHROMIUM_PATH to a Chromium binary.\n${line}\n`,
  );
  process.exit(0);
}

/**
 * Specs that watch time pass run in a pass of their own, on a server whose clock starts where they need
 * it and runs faster than real time (they skip themselves in the ordinary pass, which has no such clock).
 */
const CLOCKED = {
  // At 24 times real speed a server minute is 2.5 real seconds: the feed ticks four times a second there.
  'intraday.spec.ts': { E2E_CLOCK_START: '2026-11-18T19:10:00Z', E2E_CLOCK_RATE: '24', E2E_SERVER_STDOUT: 'pipe', E2E_FEED_TICK_MS: '250' },
  // Real speed from a Tuesday in Madrid; ops move the clock through an ex-date, a pay date and a split.
  'dividends.spec.ts': { E2E_CLOCK_START: '2026-11-24T10:00:00Z', E2E_SERVER_STDOUT: 'pipe' },
  // The day the demo money arrives; ops move the clock two days on so that days have closed and are valued.
  'performance.spec.ts': { E2E_CLOCK_START: '2026-11-24T10:00:00Z', E2E_SERVER_STDOUT: 'pipe' },
};

const basePort = Number(process.env.E2E_PORT ?? 4317);
const basePgPort = Number(process.env.E2E_PG_PORT ?? 54417);
const baseOutput = process.env.E2E_OUTPUT_DIR ?? path.resolve(import.meta.dirname, '../test-results');

/**
 * One Playwright run on a fresh embedded database, on a port and output folder of its own (`slot`), so
 * passes can run side by side. A pass with a `label` has its lines prefixed with it.
 */
function pass(args, { slot = 0, label = '', env: extraEnv = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_DATA_DIR: dataDir,
    E2E_PORT: String(basePort + slot),
    E2E_PG_PORT: String(basePgPort + slot),
    E2E_OUTPUT_DIR: slot === 0 ? baseOutput : `${baseOutput}-${slot}`,
    ...extraEnv,
  };
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    env,
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== e2e pass ${label || 'main'}: ${code === 0 ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds}s`);
      resolve(code ?? 1);
    });
  });
}

/**
 * How long each spec takes in a pass of its own (seconds, measured on a 2-core machine, 27 Nov 2026, with
 * the IPO and block-trade windows moved on the test clock). The specs are split over SHARDS passes side by
 * side, each on its own server and database, balanced on these figures (a spec not listed counts 60 s).
 * Specs are independent of one another, so any split is correct. On two cores the passes are CPU-bound:
 * two shards beside the clocked pass took 1,065/1,123 s, three took 1,046 s for their longest with a load
 * average of 18 and timing failures (docs/benchmarks.md, stop 35), so the default is two; E2E_SHARDS
 * raises it on a machine with more cores.
 */
const SPEC_SECONDS = {
  'a11y.spec.ts': 140,
  'account.spec.ts': 37,
  'api-tokens.spec.ts': 19,
  'block-trade.spec.ts': 45,
  'content.spec.ts': 31,
  'corporate-actions.spec.ts': 12,
  'documents.spec.ts': 28,
  'english-leftovers.spec.ts': 100,
  'follow.spec.ts': 30,
  'funds.spec.ts': 48,
  'graphiql.spec.ts': 12,
  'help-centre.spec.ts': 35,
  'ipo.spec.ts': 45,
  'loans.spec.ts': 28,
  'markets.spec.ts': 59,
  'money.spec.ts': 100,
  'notifications.spec.ts': 40,
  'offering-texts.spec.ts': 40,
  'ops.spec.ts': 73,
  'polish.spec.ts': 85,
  'protective.spec.ts': 60,
  'proofs.spec.ts': 25,
  'support.spec.ts': 70,
  'pwa.spec.ts': 45,
  'real-name.spec.ts': 35,
  'security.spec.ts': 45,
  'trading.spec.ts': 55,
  'vip.spec.ts': 10,
};
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

/** Longest first, each to the least-loaded shard: near-equal passes. */
function splitIntoShards(specs, count) {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, specs: [] }));
  const weight = (s) => SPEC_SECONDS[path.basename(s)] ?? 60;
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.specs.push(spec);
    lightest.seconds += weight(spec);
  }
  return shards.filter((s) => s.specs.length > 0);
}

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('-'));
const options = args.filter((a) => a.startsWith('-'));
const runs = [];
let slot = 0;
if (named.length === 0) {
  // Every spec but the clocked ones, split over SHARDS passes; beside them, on its own server, each clocked
  // spec with its clock (the clocked pass mostly waits for its server's time to pass).
  const specs = fs
    .readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.spec.ts') && !CLOCKED[f])
    .map((f) => `e2e/${f}`);
  const shards = splitIntoShards(specs, SHARDS);
  shards.forEach((shard, i) => {
    console.log(
      `e2e shard ${i + 1}/${shards.length} (about ${shard.seconds}s alone): ${shard.specs.map((s) => path.basename(s)).join(', ')}`,
    );
    runs.push(pass([...shard.specs, ...options], { slot, label: shards.length > 1 ? `shard ${i + 1}` : '' }));
    slot += 1;
  });
  // The clocked specs one after another in one slot: they mostly wait, and a pass more at once would
  // slow the shards on two cores.
  const clockedSlot = slot;
  runs.push(
    (async () => {
      let worst = 0;
      for (const [spec, clock] of Object.entries(CLOCKED)) {
        const code = await pass([`e2e/${spec}`, ...options], { slot: clockedSlot, label: `clocked ${spec}`, env: clock });
        if (code !== 0 && worst === 0) worst = code;
      }
      return worst;
    })(),
  );
  slot += 1;
} else {
  const plain = named.filter((n) => !CLOCKED[path.basename(n)]);
  if (plain.length > 0) {
    runs.push(pass([...plain, ...options]));
    slot += 1;
  }
  for (const n of named.filter((n) => CLOCKED[path.basename(n)])) {
    runs.push(
      pass([n, ...options], { slot, label: plain.length > 0 ? `clocked ${path.basename(n)}` : '', env: CLOCKED[path.basename(n)] }),
    );
    slot += 1;
  }
}
const statuses = await Promise.all(runs);
process.exit(statuses.find((s) => s !== 0) ?? 0);
