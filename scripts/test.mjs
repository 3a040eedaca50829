#!/usr/bin/env node
// `npm test`: every suite, each once. The server suite runs alone (its own two workers and PostgreSQL
// fill both cores); the client suite runs beside the app's build (both compute-bound, neither times
// anything), each one's output printed whole when it ends; then the end-to-end suite on that build.
// Prints how long each part took. Exit status: the first failure's.
import { spawn } from 'node:child_process';

function run(name, command, args, { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (buffered) {
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(out);
      const status = code ?? 1;
      console.log(`\n=== ${name}: ${status === 0 ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds}s\n`);
      times.push(`${String(seconds).padStart(6)}s  ${name}${status === 0 ? '' : ' (FAILED)'}`);
      resolve(status);
    });
  });
}

const times = [];
const started = Date.now();
let status = await run('server suite', 'npm', ['run', 'test:server']);
if (status === 0) {
  const [client, build] = await Promise.all([
    run('client suite', 'npm', ['run', 'test:client'], { buffered: true }),
    run('build (server and client) for the end-to-end suite', 'npm', ['run', 'build'], { buffered: true }),
  ]);
  status = client || build;
  if (build === 0) status = (await run('end-to-end suite', 'node', ['e2e/run.mjs'])) || status;
}
console.log(`=== npm test: ${Math.round((Date.now() - started) / 1000)}s\n${times.join('\n')}`);
process.exit(status);
