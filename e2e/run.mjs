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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-e2e-'));
fs.chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_DATA_DIR: dataDir,
};
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
