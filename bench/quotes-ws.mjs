#!/usr/bin/env node
// Benchmark: live quotes over graphql-ws from ONE Vela API process, against a bare `ws` broadcast
// of the same payloads, in the same run. Not part of `npm test`. See docs/benchmarks.md.
//
//   npm run build -w server && node bench/quotes-ws.mjs [clients=10000] [symbolsPerClient=5] [seconds=20]
//
// Needs Redis (REDIS_URL, default redis://127.0.0.1:6379): the ticker publishes tick batches for the
// 100 instruments on the channel the API process listens to, as the feed does in production. The
// API runs on an embedded PostgreSQL in a temporary folder. Each child gets `ulimit -n` raised to
// the hard limit (10,000 clients need about 10,100 descriptors per process).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.argv[2] ?? 10_000);
const PER = Number(process.argv[3] ?? 5);
const SECONDS = Number(process.argv[4] ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TICK_MS = 1000;
const instruments = JSON.parse(fs.readFileSync(path.join(root, 'server/src/modules/market-data/data/instruments.json'), 'utf8')).instruments;
const SYMBOLS = instruments.map((i) => `${i.market}:${i.code}`).slice(0, 100);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

function withUlimit(cmd, args, opts) {
  return spawn('bash', ['-c', `ulimit -n $(ulimit -Hn); exec ${cmd} ${args.map((a) => `'${a}'`).join(' ')}`], opts);
}

function startTicker(channel) {
  const redis = new Redis(REDIS_URL);
  let n = 0;
  const timer = setInterval(() => {
    n++;
    const at = new Date().toISOString();
    const batch = instruments.slice(0, 100).map((i, k) => {
      const price = (Number(i.referenceClose) * (1 + Math.sin(n + k) / 100)).toFixed(2);
      return {
        symbol: `${i.market}:${i.code}`, price, bid: price, ask: price, open: i.referenceClose, high: price, low: price,
        previousClose: i.referenceClose, change: '0.00', changePercent: '0.00', volume: String(1000 * n),
        marketValue: i.sharesOutstanding ? String(Math.round(Number(price) * Number(i.sharesOutstanding))) : null,
        currency: i.currency, at, simulated: true, source: 'simulated', marketOpen: true,
      };
    });
    void redis.publish(channel, JSON.stringify(batch));
  }, TICK_MS);
  return () => {
    clearInterval(timer);
    redis.disconnect();
  };
}

function runLoad(url) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench/load-client.mjs'), [url, String(CLIENTS), String(PER), '3000', String(SECONDS * 1000), SYMBOLS.join(',')], {
      execArgv: ['--max-old-space-size=4096'],
      stdio: 'inherit',
    });
    const out = {};
    child.on('message', (m) => {
      if (m.type === 'connected') {
        out.connected = m;
        console.log(`  ${m.connected} clients connected (${m.failed} failed) in ${m.connectMs} ms`);
        out.onConnected?.();
      }
      if (m.type === 'result') resolve({ ...m, child });
    });
    child.on('error', reject);
    out.onConnected = () => {
      runLoad.connected?.();
    };
  });
}

async function measure(label, url, serverPid, baselineRssKb) {
  console.log(`\n${label}: ${CLIENTS} clients × ${PER} symbols, ticks for ${SYMBOLS.length} symbols every ${TICK_MS} ms, ${SECONDS} s`);
  let rssAfterConnect = null;
  let rssDelivering = null;
  runLoad.connected = async () => {
    await sleep(2000);
    rssAfterConnect = rssKb(serverPid);
    // And again near the end of the delivery, when every socket has been sent ticks for a while: what
    // the batches' garbage adds to the process stays in this figure.
    await sleep(Math.max(0, SECONDS * 1000 - 3000));
    rssDelivering = rssKb(serverPid);
  };
  const r = await runLoad(url);
  const per = (rss) => (rss ? Math.round(((rss - baselineRssKb) / r.connected) * 10) / 10 : null);
  const perConnKb = per(rssAfterConnect);
  const perConnDeliveringKb = per(rssDelivering);
  const res = {
    label,
    ...r,
    child: undefined,
    serverRssMb: Math.round(rssKb(serverPid) / 1024),
    kbPerConnection: perConnKb,
    kbPerConnectionDelivering: perConnDeliveringKb,
  };
  console.log(
    `  ${res.messagesPerSecond} msg/s delivered, p50 ${res.p50} ms, p99 ${res.p99} ms, ${perConnKb} KB per connection (RSS) once connected, ${perConnDeliveringKb} KB after ${SECONDS - 1} s of ticks`,
  );
  return res;
}

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${url} did not come up`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-bench-'));
const port = 4900 + Math.floor(Math.random() * 50);
const pgPort = 55400 + Math.floor(Math.random() * 50);
const channel = 'vela:quotes:vela';
console.log(`Starting one Vela API process (port ${port}, embedded PostgreSQL in ${dataDir})`);
const api = withUlimit('node', [path.join(root, 'server/dist/server/src/main.js')], {
  env: { ...process.env, VELA_ROLES: 'api', PORT: String(port), HOST: '127.0.0.1', REDIS_URL, VELA_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const results = [];
try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  await sleep(1000);
  const stopTicker = startTicker(channel);
  results.push(await measure('Vela (graphql-ws, quotes fast path)', `ws://127.0.0.1:${port}/graphql`, api.pid, rssKb(api.pid)));
  console.log('\nStarting the raw ws baseline process');
  const rawPort = port + 100;
  const raw = withUlimit('node', [path.join(root, 'bench/raw-ws-server.mjs'), String(rawPort), REDIS_URL, channel], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await sleep(1500);
  results.push(await measure('Baseline (raw ws broadcast)', `ws://127.0.0.1:${rawPort}/graphql`, raw.pid, rssKb(raw.pid)));
  raw.kill();
  stopTicker();
} finally {
  api.kill('SIGTERM');
  await sleep(3000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const [v, b] = results;
const ratio = (x, y) => (x && y ? Math.round((x / y) * 100) / 100 : null);
console.log('\n| | Vela | raw ws | Vela / raw ws |\n|---|---|---|---|');
console.log(`| messages/s delivered | ${v.messagesPerSecond} | ${b.messagesPerSecond} | ${ratio(v.messagesPerSecond, b.messagesPerSecond)} |`);
console.log(`| p50 tick-to-client (ms) | ${v.p50} | ${b.p50} | ${ratio(v.p50, b.p50)} |`);
console.log(`| p99 tick-to-client (ms) | ${v.p99} | ${b.p99} | ${ratio(v.p99, b.p99)} |`);
console.log(`| server RSS per connection (KB), once connected | ${v.kbPerConnection} | ${b.kbPerConnection} | ${ratio(v.kbPerConnection, b.kbPerConnection)} |`);
console.log(
  `| server RSS per connection (KB), after ${SECONDS - 1} s of ticks | ${v.kbPerConnectionDelivering} | ${b.kbPerConnectionDelivering} | ${ratio(v.kbPerConnectionDelivering, b.kbPerConnectionDelivering)} |`,
);
console.log(`| clients connected | ${v.connected} | ${b.connected} | |`);
process.exit(0);
