#!/usr/bin/env node
// Runs the Playwright suite against the built app on a fresh embedded database, with Debian's Chromium.
// With no Chromium on the machine it says so loudly and how to install one, then exits 0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/** One Playwright run on a fresh embedded database. */
function pass(args, extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir, ...extraEnv };
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], { stdio: 'inherit', env });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('-'));
const options = args.filter((a) => a.startsWith('-'));
let status = 0;
if (named.length === 0) {
  // Every spec (the clocked ones skip themselves), then each clocked spec with its clock.
  status = pass(options);
  for (const [spec, clock] of Object.entries(CLOCKED)) status = pass([spec, ...options], clock) || status;
} else {
  const plain = named.filter((n) => !CLOCKED[path.basename(n)]);
  if (plain.length > 0) status = pass([...plain, ...options]);
  for (const n of named.filter((n) => CLOCKED[path.basename(n)])) status = pass([n, ...options], CLOCKED[path.basename(n)]) || status;
}
process.exit(status);
