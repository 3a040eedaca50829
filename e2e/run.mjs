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
  'intraday.spec.ts': { E2E_CLOCK_START: '2026-11-18T19:30:00Z', E2E_CLOCK_RATE: '24', E2E_SERVER_STDOUT: 'pipe' },
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

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('-'));
const options = args.filter((a) => a.startsWith('-'));
const runs = [];
if (named.length === 0) {
  // Every spec (the clocked ones skip themselves) and, beside it on its own server, each clocked spec with
  // its clock: the clocked pass mostly waits for its server's time to pass, so it costs the main pass little.
  runs.push(pass(options));
  let slot = 1;
  for (const [spec, clock] of Object.entries(CLOCKED)) {
    runs.push(pass([spec, ...options], { slot, label: `clocked ${spec}`, env: clock }));
    slot += 1;
  }
} else {
  const plain = named.filter((n) => !CLOCKED[path.basename(n)]);
  if (plain.length > 0) runs.push(pass([...plain, ...options]));
  let slot = 1;
  for (const n of named.filter((n) => CLOCKED[path.basename(n)])) {
    runs.push(
      pass([n, ...options], { slot, label: plain.length > 0 ? `clocked ${path.basename(n)}` : '', env: CLOCKED[path.basename(n)] }),
    );
    slot += 1;
  }
}
const statuses = await Promise.all(runs);
process.exit(statuses.find((s) => s !== 0) ?? 0);
