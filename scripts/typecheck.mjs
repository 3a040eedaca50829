#!/usr/bin/env node
// The TypeScript compiler over server (with its tests), client, e2e and the example CLI: two projects at a
// time (tsc uses one core; CI has two), each one's output printed whole when it ends, failing if any fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = [
  ['server (with tests)', ['-p', 'server/tsconfig.test.json']],
  ['client', ['-p', 'client', '--noEmit']],
  ['e2e', ['-p', 'e2e', '--noEmit']],
  ['examples/cli', ['-p', 'examples/cli', '--noEmit']],
];
const width = Math.max(1, Math.min(2, os.availableParallelism()));

function check([name, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)\n${out}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...projects];
const statuses = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    while (queue.length > 0) statuses.push(await check(queue.shift()));
  }),
);
process.exit(statuses.some((s) => s !== 0) ? 1 : 0);
