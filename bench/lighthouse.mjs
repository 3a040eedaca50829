// Lighthouse (mobile profile) over the production build with demo data: Home, Market, stock detail
// (US:AAPL) and Mine, signed in as the demo user, median of N runs each. Prints the performance and
// accessibility scores, LCP / TBT / CLS, and the bytes (raw, gzip, and as transferred) of every JS and
// CSS file each screen loads.
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--root <repo>] [--json out.json]
//
// It starts the built server itself (NODE_ENV=production, a fresh embedded database in a temp folder,
// SEED_DEMO=force, CLOCK_START in a trading session, free ports), and Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium; Lighthouse downloads no browser).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const ROOT = path.resolve(opt('root', path.join(path.dirname(fileURLToPath(import.meta.url)), '..')));
const RUNS = Number(opt('runs', '3'));
const JSON_OUT = opt('json', undefined);
/** --screens home,mine: only the screens whose names start so (all four by default). */
const ONLY = opt('screens', undefined)?.toLowerCase().split(',');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CLOCK_START = process.env.CLOCK_START || '2026-11-18T15:00:00Z'; // a Wednesday when every market trades
const DEMO_USER = { phone: '+34612000002', password: 'demo123456' };

const SCREENS = [
  { name: 'Home', hash: '/pages/home/index' },
  { name: 'Market', hash: '/pages/market/index' },
  { name: 'Stock detail (US:AAPL)', hash: '/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL' },
  { name: 'Mine', hash: '/pages/mine/index' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function startServer() {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-lighthouse-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      VELA_DATA_DIR: dataDir,
      VELA_ROLES: 'api,feed',
      FEED_BACKFILL_MINUTE_DAYS: '2',
      SEED_DEMO: 'force', // production seeds the demo accounts only when forced
      CLOCK_START,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/healthz`, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

/** Signs in over GraphQL with the client's own trusted document; returns the session cookie. */
async function signIn(base) {
  const docs = JSON.parse(fs.readFileSync(path.join(ROOT, 'client/src/gql/persisted-documents.json'), 'utf8'));
  const documentId = Object.keys(docs).find((id) => docs[id].includes('mutation Login_SignIn('));
  if (!documentId) throw new Error('no Login_SignIn document in persisted-documents.json');
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Login_SignIn', variables: { input: DEMO_USER }, extensions: { documentId } }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** JS and CSS the page loaded from our origin, with raw and gzip sizes of the built file. */
function chunks(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const seen = new Map();
  for (const item of items) {
    if (!item.url.startsWith(base) || !['Script', 'Stylesheet'].includes(item.resourceType)) continue;
    const rel = new URL(item.url).pathname.replace(/^\//, '');
    const file = path.join(ROOT, 'client/dist', rel);
    const raw = fs.existsSync(file) ? fs.readFileSync(file) : null;
    seen.set(rel, {
      file: rel,
      type: item.resourceType === 'Script' ? 'js' : 'css',
      raw: raw ? raw.length : item.resourceSize,
      gzip: raw ? zlib.gzipSync(raw, { level: 9 }).length : null,
      transferred: item.transferSize,
    });
  }
  return [...seen.values()];
}

const kb = (n) => (n == null ? '–' : (n / 1024).toFixed(1));

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'client/dist/index.html'))) throw new Error('build first: npm run build');
  const { base, stop } = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    const cookie = await signIn(base);
    for (const screen of SCREENS.filter((x) => !ONLY || ONLY.some((o) => x.name.toLowerCase().startsWith(o)))) {
      const runs = [];
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(`${base}/#${screen.hash}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: { Cookie: cookie },
        });
        // A run Lighthouse could not score (a metric it failed to compute) is a failed measurement, not
        // a score of 0: say why, and run again (twice at most per screen).
        if (lhr.categories.performance.score === null) {
          const why = Object.values(lhr.audits)
            .filter((a) => a.scoreDisplayMode === 'error')
            .map((a) => `${a.id}: ${a.errorMessage}`);
          console.error(`  ${screen.name}: run ${i + 1} not scored (${lhr.runtimeError?.code ?? why.join('; ') ?? 'unknown'})`);
          if (++failed <= 2) {
            i--;
            continue;
          }
        }
        // LH_DUMP=dir keeps each run's full report, to read what an audit found.
        if (process.env.LH_DUMP) {
          fs.mkdirSync(process.env.LH_DUMP, { recursive: true });
          fs.writeFileSync(path.join(process.env.LH_DUMP, `${screen.name.split(' ')[0].toLowerCase()}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const run = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          chunks: chunks(lhr, base),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .map((a) => a.id),
          // Which elements fail, so a failure can be fixed rather than guessed at.
          failingNodes: Object.values(lhr.audits)
            .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .flatMap((a) => (a.details?.items ?? []).map((item) => `${a.id}: ${item.node?.selector ?? '?'} ${item.node?.explanation?.split('\n')[1] ?? ''}`.trim())),
        };
        for (const line of run.failingNodes) console.error(`  ${screen.name}: ${line}`);
        const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
        if (lcpItem?.node) console.error(`  ${screen.name}: LCP element ${lcpItem.node.selector} "${(lcpItem.node.nodeLabel ?? '').slice(0, 40)}"`);
        for (const phase of lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
          console.error(`  ${screen.name}: LCP ${phase.phase} ${Math.round(phase.timing)} ms`);
        // What moved (CLS), largest first: the element and its share of the score.
        for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
          console.error(`  ${screen.name}: layout shift ${item.score?.toFixed(3)} ${item.node?.selector ?? '?'}`);
        runs.push(run);
        console.error(`${screen.name} run ${i + 1}: perf ${run.performance}, a11y ${run.accessibility}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`);
      }
      results.push({
        screen: screen.name,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        failingAccessibility: [...new Set(runs.flatMap((r) => r.failing))],
        chunks: runs[0].chunks,
      });
    }
  } finally {
    await chrome.kill();
    await stop();
  }

  console.log(`\nLighthouse ${RUNS}× per screen (median), mobile profile, ${new Date().toISOString()}; load: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n`);
  console.log('| screen | performance | accessibility | LCP s | TBT ms | CLS | JS+CSS gzip KB | failing a11y audits |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const gz = r.chunks.reduce((s, c) => s + (c.gzip ?? 0), 0);
    console.log(
      `| ${r.screen} | ${r.performance} | ${r.accessibility} | ${(r.lcp / 1000).toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(gz)} | ${r.failingAccessibility.join(', ') || '–'} |`,
    );
  }
  for (const r of results) {
    console.log(`\n${r.screen}: JS and CSS loaded (KB)\n`);
    console.log('| file | raw | gzip | transferred |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const c of r.chunks) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.transferred)} |`);
    const js = r.chunks.filter((c) => c.type === 'js');
    const sum = (xs, k) => xs.reduce((s, c) => s + (c[k] ?? 0), 0);
    console.log(`| **JS total** | ${kb(sum(js, 'raw'))} | ${kb(sum(js, 'gzip'))} | ${kb(sum(js, 'transferred'))} |`);
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), results }, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
