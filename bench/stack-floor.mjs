// The first-screen JS floor of the fixed client stack (issue 30's budget: 175 KB gzip, issue 12's was 150): builds the least app
// React DOM, Apollo Client, React Router and react-intl can make (bench/stack-floor/main.tsx: one route,
// one query, one precompiled message) as the client is built (production mode, Apollo's development
// checks stripped, FormatJS without its message parser), and prints its gzip -9 size, the share of each
// package, and what the budget leaves for the app itself.
//
//   node bench/stack-floor.mjs [--budget 175]
//
// The app's own first screen, for comparison, is printed by bench/lighthouse.mjs (bytes per chunk).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite'; // the client's Vite, hoisted to the root's node_modules

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const BUDGET_KB = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 175;
const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

// The packages' production builds (React Router resolves its "production" export condition by this).
process.env.NODE_ENV = 'production';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-stack-floor-'));
try {
  await build({
    configFile: false,
    logLevel: 'error',
    root: path.join(here, 'stack-floor'),
    mode: 'production',
    esbuild: { jsx: 'automatic' },
    // As client/vite.config.ts builds the app.
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: path.join(root, 'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js'),
        },
      ],
    },
    define: { 'globalThis.__DEV__': 'false' },
    build: { outDir, emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 10_000 },
  });

  const assets = path.join(outDir, 'assets');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  let total = 0;
  const byPackage = new Map();
  for (const file of files) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    total += gz(code);
    // Each stretch of the minified code goes to the package its source map names (sampled every 20
    // characters), then each package's text is gzipped alone: the shares add up to a little more than
    // the whole, which gzips across them.
    const map = new TraceMap(JSON.parse(fs.readFileSync(path.join(assets, `${file}.map`), 'utf8')));
    const lines = code.split('\n');
    for (let l = 0; l < lines.length; l++) {
      const line = lines[l];
      for (let c = 0; c < line.length; c += 20) {
        const source = originalPositionFor(map, { line: l + 1, column: c }).source ?? '';
        const pkg = source.includes('node_modules/')
          ? (source.split('node_modules/').pop()?.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? source)
          : 'the floor app itself';
        byPackage.set(pkg, (byPackage.get(pkg) ?? '') + line.slice(c, c + 20));
      }
    }
  }
  const rows = [...byPackage].map(([pkg, text]) => ({ pkg, gzip: gz(text) })).sort((a, b) => b.gzip - a.gzip);
  console.log(`| package | KB gzip -9 (alone) |`);
  console.log(`| --- | ---: |`);
  for (const r of rows.filter((r) => r.gzip >= 512)) console.log(`| ${r.pkg} | ${kb(r.gzip)} |`);
  const rest = rows.filter((r) => r.gzip < 512);
  if (rest.length) console.log(`| ${rest.length} smaller packages | ${kb(rest.reduce((s, r) => s + r.gzip, 0))} |`);
  console.log('');
  console.log(`stack floor: ${kb(total)} KB gzip -9 in ${files.length} file(s)`);
  console.log(`budget: ${BUDGET_KB} KB → ${kb(BUDGET_KB * 1024 - total)} KB left for the app's own first screen (its shell, navigation, the reader's texts, the page)`);
} finally {
  if (!process.env.KEEP) fs.rmSync(outDir, { recursive: true, force: true });
}
