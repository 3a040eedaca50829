#!/usr/bin/env node
// Development mode: the server recompiles on change (tsc --watch) and restarts (node --watch); the
// client is served by Vite with hot reload on :5173, proxying /graphql (HTTP and WebSocket) to :4000.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
// A first full compile so node --watch has something to start.
const first = spawnSync('npx', ['tsc', '-p', 'server'], { stdio: 'inherit', env });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'server', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
  spawn('node', ['--watch', 'server/dist/server/src/main.js'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env, cwd: 'client' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 130 && stop());
