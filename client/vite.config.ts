import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_READS } from './src/apollo/earlyReads';
import { buildDocumentIdMap } from './src/apollo/documentIds';
import { FIRST_SCREEN_ROUTES, featureOfMessageFile, isScreenText, PRODUCT_TEXT_ROUTES } from './src/i18n/packs';
import { SHELL_TEXT_KEYS } from './src/shellMarkup';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, compressed once at the highest
 * levels; the server sends the one the browser accepts (server/src/http/client-files.ts).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vela-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
        .map((f) => path.join(outDir, f))
        .filter((f) => /\.(js|mjs|css|html|svg|json|txt|map)$/.test(f) && fs.statSync(f).isFile());
      await Promise.all(
        files.map(async (file) => {
          // The second build (GraphiQL's) compresses only what it wrote.
          const done = `${file}.br`;
          if (fs.existsSync(done) && fs.statSync(done).mtimeMs >= fs.statSync(file).mtimeMs) return;
          const body = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * `graphql(\`query X …\`)` → the document `XDocument` of gql/graphql.ts, at build time, as a module of
 * its own. The codegen's `graphql()` looks documents up in one map of every document of the app
 * (gql/gql.ts), and gql/graphql.ts is one module (a module lives in one chunk): either way every
 * document would sit in the first chunk. One module per document ships each with the page that uses
 * it. (What the codegen's Babel plugin does, plus the split; tests and the dev server keep the map.)
 */
function graphqlDocuments(): Plugin {
  const gqlDir = here('./src/gql');
  const PREFIX = '\0vela-gql-document:';
  const documentIdsModule = here('./src/apollo/documentIds.ts');
  let documents = new Map<string, string>();
  return {
    name: 'vela-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const source = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
      documents = new Map(
        [...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [m[1] as string, m[2] as string]),
      );
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const document = documents.get(name) as string;
      // An operation's document enters its trusted hash as it loads (apollo/documentIds.ts `trusted`);
      // pure, so a document nothing uses is still left out.
      if (!name.endsWith('Document')) return `export default ${document};`;
      const hash = /^\{"__meta__":\{"hash":"([0-9a-f]{64})"\}/.exec(document)?.[1];
      if (!hash) this.error(`${name} has no trusted hash (codegen's persistedDocuments embeds one)`);
      const operation = name.slice(0, -'Document'.length);
      return `import { trusted } from '${documentIdsModule}';\nexport default /* @__PURE__ */ trusted(${JSON.stringify(operation)}, "${hash}", ${document});`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, text: string) => {
        const first = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
        if (!first) this.error(`${id}: graphql() without a named operation or fragment first`);
        const name = first[1] === 'fragment' ? `${first[2]}FragmentDoc` : `${first[2]}Document`;
        if (!documents.has(name)) this.error(`${id}: ${name} is not in src/gql/graphql.ts (run npm run codegen)`);
        used.add(name);
        return `__gql_${name}`;
      });
      const imports = [...used].map((name) => `import __gql_${name} from '${PREFIX}${name}';`).join('\n');
      return { code: `${imports}\n${out}`, map: null };
    },
  };
}

/**
 * The trusted-documents manifest (gql/persisted-documents.json: hash → document text) is read by the
 * client only to find each operation's hash by name. In the build each document brings its own hash
 * (graphqlDocuments), so the manifest is left out: an empty object in its place.
 */
function trustedDocumentsByModule(): Plugin {
  return {
    name: 'vela-trusted-documents-by-module',
    apply: 'build',
    enforce: 'pre',
    transform(_code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/src/gql/persisted-documents.json')) return null;
      return { code: '{}', map: null };
    },
  };
}

/**
 * `x.json?texts=first` / `x.json?texts=screens`: a message file's app texts, or its `screens` texts
 * (i18n/packs.ts `isScreenText`, by the key and the file's feature). The texts' bundles (i18n/bundles) split each feature's file so; the
 * tests (vitest.config.ts) use the same plugin.
 */
export function textPacks(): Plugin {
  return {
    name: 'vela-text-packs',
    enforce: 'pre',
    transform(code, id) {
      const match = /\.json\?texts=(first|screens)$/.exec(id);
      if (!match) return null;
      const screens = match[1] === 'screens';
      const messages = JSON.parse(code) as Record<string, string>;
      const feature = featureOfMessageFile(id);
      return {
        code: JSON.stringify(Object.fromEntries(Object.entries(messages).filter(([key]) => isScreenText(key, feature) === screens))),
        map: null,
      };
    },
  };
}

/**
 * Every message file (features/<domain>/messages and messages/pages, i18n/messages, i18n/reviewReasons, ops/messages)
 * compiled at build time to the ICU syntax tree react-intl formats: the browser then needs no
 * message parser (the alias below puts FormatJS's "no parser" stub in its place).
 */
function precompiledMessages(): Plugin {
  const MESSAGE_FILE = /\/(messages|messages\/pages|reviewReasons)\/([A-Za-z-]+)\.json$/;
  return {
    name: 'vela-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const match = MESSAGE_FILE.exec(id.replace(/\\/g, '/').replace(/\?texts=\w+$/, ''));
      if (!match || !id.includes('/src/')) return null;
      const locale = new Intl.Locale(match[2] as string);
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parseMessage(text, { locale })]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * A small classic script, run first by index.html, that starts downloading the reader's texts and the
 * opened page's chunk beside `main` (src/boot.ts). Which chunk belongs to which language and page is
 * known only once the chunks are written, so the script is bundled here, with that map in it. Page
 * names come from routes.tsx's `const XPage = lazyPage(() => import('./pages/…'), …)` and `PAGES`;
 * a page that cannot be matched to its chunk fails the build (the map would silently go stale).
 */
function bootPreload(): Plugin {
  return {
    name: 'vela-boot-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // A module's chunk: the one it is the entry of, else the one it was bundled into (a small page
      // may share a chunk with others).
      const byModule = new Map<string, Rollup.OutputChunk>();
      for (const c of chunks) for (const id of c.moduleIds) if (!byModule.has(id) || c.facadeModuleId === id) byModule.set(id, c);
      const main = chunks.find((c) => c.isEntry && c.facadeModuleId === here('./index.html'));
      if (!main) throw new Error('bootPreload: no main chunk');
      // What index.html already loads: main and its static imports.
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file) || loaded.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      walk(main.fileName, loaded);
      // Files are named once and referred to by index (pages share many chunks).
      const files: string[] = [];
      const index = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const filesOf = (moduleId: string) => {
        const chunk = byModule.get(moduleId);
        if (!chunk) throw new Error(`bootPreload: no chunk for ${moduleId}`);
        const js = new Set<string>();
        walk(chunk.fileName, js);
        const css = new Set<string>();
        for (const file of js) for (const c of byFile.get(file)?.viteMetadata?.importedCss ?? []) css.add(c);
        return [...js, ...css].map(index);
      };
      // One bundle of texts per language (src/i18n/bundles/<locale>.ts).
      const bundles = fs.readdirSync(here('./src/i18n/bundles')).filter((f) => f.endsWith('.ts'));
      const langs = Object.fromEntries(bundles.map((f) => [f.slice(0, -3), filesOf(here(`./src/i18n/bundles/${f}`))]));
      // The product pages' texts (i18n/packs.ts), each language, for a product page opened cold.
      const productTexts = Object.fromEntries(bundles.map((f) => [f.slice(0, -3), filesOf(here(`./src/i18n/bundles/products/${f}`))]));
      // The screens' texts (i18n/packs.ts), each language, for a page beyond the first screens opened cold.
      const screenTexts = Object.fromEntries(bundles.map((f) => [f.slice(0, -3), filesOf(here(`./src/i18n/bundles/screens/${f}`))]));
      const routes = fs.readFileSync(here('./src/routes.tsx'), 'utf8');
      const lazy = new Map([...routes.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.\/(pages\/[^']+)'\)/g)].map((m) => [m[1], m[2]]));
      const pagesBlock = routes.slice(routes.indexOf('export const PAGES'));
      const pages: Record<string, number[]> = {};
      for (const [, name, component] of pagesBlock.matchAll(/^\s+(\w+): (\w+),$/gm)) {
        const file = lazy.get(component);
        if (file) pages[name] = filesOf(here(`./src/${file}.tsx`));
      }
      if (lazy.size === 0 || Object.keys(pages).length !== lazy.size) {
        throw new Error(`bootPreload: matched ${Object.keys(pages).length} pages of ${lazy.size} lazy ones in routes.tsx`);
      }
      // The shell's texts (shellMarkup.ts), plain in every language: the shell has no message formatter.
      const shellTexts: Record<string, Record<string, string>> = {};
      for (const lang of Object.keys(langs)) {
        // The app's own texts and the markets' (the shell's stock detail shows "Simulated").
        const messages = Object.assign(
          {},
          ...['./src/i18n/messages', './src/features/markets/messages'].map(
            (dir) => JSON.parse(fs.readFileSync(here(`${dir}/${lang}.json`), 'utf8')) as Record<string, string>,
          ),
        ) as Record<string, string>;
        shellTexts[lang] = Object.fromEntries(
          SHELL_TEXT_KEYS.map((key) => {
            const ast = parseMessage(messages[key] ?? '', { locale: new Intl.Locale(lang) });
            const only = ast.length === 1 ? (ast[0] as { type: number; value?: unknown }) : undefined;
            if (!only || only.type !== 0 || typeof only.value !== 'string') throw new Error(`bootPreload: ${lang} ${key} is not plain text`);
            return [key, only.value];
          }),
        );
      }
      // The trusted hash of every early read's operation (a stock detail URL stands for all of them).
      const manifestIds = buildDocumentIdMap(JSON.parse(fs.readFileSync(here('./src/gql/persisted-documents.json'), 'utf8')));
      const readIds: Record<string, string> = {};
      for (const reads of Object.values(EARLY_READS)) {
        for (const { operationName } of reads('en', { symbol: 'US:AAPL' })) {
          const hash = manifestIds.get(operationName);
          if (!hash) throw new Error(`bootPreload: early read ${operationName} is not a trusted document`);
          readIds[operationName] = hash;
        }
      }
      // `main` and its static imports: started by the boot script, not named in index.html's head (the
      // browser would fetch them before the shell's first paint, and that paint would wait for them).
      const mainFiles = [...loaded].filter((file) => file.endsWith('.js')).map(index);
      const built = await esbuild({
        entryPoints: [here('./src/boot.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { __VELA_BOOT__: JSON.stringify({ files, main: mainFiles, langs, productTexts, productRoutes: [...PRODUCT_TEXT_ROUTES], screenTexts, firstScreenRoutes: [...FIRST_SCREEN_ROUTES], pages, shellTexts, readIds }) },
      });
      const boot = built.outputFiles[0].text.trim().replace(/<\/(script)/gi, '<\\/$1');
      let source = String(html.source);
      // main's CSS inline: nothing but the HTML stands before the first paint.
      const cssLink = /<link rel="stylesheet" crossorigin href="\.\/(assets\/main-[\w-]+\.css)">\n?\s*/.exec(source);
      const css = cssLink && bundle[cssLink[1] as string];
      if (!cssLink || !css || css.type !== 'asset') throw new Error('bootPreload: no stylesheet link for main in index.html');
      source = source.replace(cssLink[0], `<style>${String(css.source).trim()}</style>\n    `);
      const before = source;
      source = source.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '').replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
      if (source === before || /type="module"|modulepreload/.test(source)) throw new Error('bootPreload: main\'s script tags not as expected');
      html.source = source.replace('</body>', `  <script>${boot}</script>\n  </body>`);
    },
  };
}

/**
 * The first screen (Home, cold) loads its page's chunk and one chunk of the modules it shares with other
 * pages, nothing more. Left to themselves, the small shared pieces are merged (`experimentalMinChunkSize`
 * below) into chunks that also hold other pages' code (Market's board, the news pages, the watch button,
 * `useMutation`), which Home then downloads too. Every module Home reaches (beyond `main`) that another
 * page also reaches goes into `home-shared`; those only Home reaches stay in Home's chunk.
 */
function firstScreenChunks(): Rollup.GetManualChunk {
  const homePage = here('./src/pages/tabs/HomePage.tsx');
  let shared: Set<string> | undefined;
  let main: Set<string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!shared || !main) {
      const reach = (from: string) => {
        const seen = new Set([from]);
        const queue = [from];
        for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
          for (const next of getModuleInfo(m)?.importedIds ?? []) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
        return seen;
      };
      const entry = [...getModuleIds()].find((m) => getModuleInfo(m)?.isEntry && m.endsWith('/index.html'));
      if (!entry) throw new Error('firstScreenChunks: no index.html entry');
      const first = reach(entry);
      // The texts' bundles (i18n/bundles) share their helpers (mergeMessages) with main, not with another
      // page's pieces (it is all they import besides the texts).
      for (const m of getModuleIds()) {
        if (!/\/src\/i18n\/bundles\/.+\.ts$/.test(m)) continue;
        for (const dep of reach(m)) if (dep !== m && !/\.json(\?|$)/.test(dep)) first.add(dep);
      }
      main = first;
      const home = new Set([...reach(homePage)].filter((m) => !first.has(m)));
      // Shared: imported (statically or not) by a module outside Home's, or by a shared one.
      const memo = new Map<string, boolean>();
      const isShared = (m: string): boolean => {
        if (m === homePage) return false;
        const known = memo.get(m);
        if (known !== undefined) return known;
        memo.set(m, false); // a cycle adds nothing
        const info = getModuleInfo(m);
        const result = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((i) => !home.has(i) || isShared(i));
        memo.set(m, result);
        return result;
      };
      shared = new Set([...home].filter(isShared));
    }
    // `main`'s own modules named too: a manual chunk would otherwise take in the ones it imports.
    if (main.has(id)) return 'main';
    return shared.has(id) ? 'home-shared' : undefined;
  };
}

/**
 * The installable app (issue 31): the web app manifest and a Workbox service worker that precaches the
 * shell and static assets (an instant second start) and never touches GraphQL or any other API answer
 * (never stale balances). It registers itself after the first screen (src/pwa/startPwa.ts, imported in
 * an idle callback), with an "update available" prompt (registerType 'prompt'); pushes are shown by
 * public/push-sw.js. Not in the GraphiQL build, which writes into the same folder after the app's.
 */
function installableApp(mode: string): Plugin[] {
  if (mode === 'graphiql') return [];
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['icons/*.png'],
    manifest: {
      id: './',
      name: 'Vela',
      short_name: 'Vela',
      description: 'Vela: markets in Spain, the US, Taiwan and gold, in your pocket.',
      lang: 'en',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#6b67e2',
      background_color: '#ffffff',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The app's shell, chunks, texts and icons; not the ops console's GraphiQL page or the precompressed copies.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png'],
      globIgnores: ['**/graphiql*', '**/OpsConsole-*', '**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      // Only the app's own page: GraphQL, uploads, the user's documents (signed downloads), the API docs,
      // the published liabilities snapshots (/proofs/<date>, JSON) and health checks always go to the network.
      navigateFallbackDenylist: [/^\/graphql/, /^\/graphiql/, /^\/uploads/, /^\/documents\//, /^\/docs/, /^\/proofs\//, /^\/healthz/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first install controls the open page at once (offline from the first visit on); an update still
      // waits for the user's yes (registerType 'prompt': no skipWaiting).
      clientsClaim: true,
      importScripts: ['push-sw.js'],
    },
  });
}

export default defineConfig(({ mode, command }) => ({
  base: './',
  plugins: [
    graphqlDocuments(),
    trustedDocumentsByModule(),
    textPacks(),
    precompiledMessages(),
    react(),
    bootPreload(),
    precompress(),
    ...installableApp(mode),
  ],
  resolve: {
    // Messages arrive precompiled (precompiledMessages): the build ships FormatJS without its parser.
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: here('../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js') }]
        : [],
  },
  // Apollo Client 3 strips its development checks and messages when this is false.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  // The ops GraphiQL page is built on its own, second (`vite build --mode graphiql`, into the same
  // folder): sharing chunks with the app, its editor could be merged into the app's small chunks.
  build:
    mode === 'graphiql'
      ? { outDir: 'dist', emptyOutDir: false, rollupOptions: { input: { graphiql: here('./graphiql.html') } } }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // Terser, two compress passes: the first screen's JavaScript 4.7 KB gzip smaller than with the
          // default minifier (docs/benchmarks.md, issue 37), for 15 s more build.
          minify: 'terser',
          terserOptions: { compress: { passes: 2 } },
          // A lazily loaded chunk's JavaScript imports are fetched when it is parsed, not listed ahead in
          // `main` for every page (Vite's dependency map named every chunk of the app: about 1.5 KB gzip
          // of the first screen, for a head start on pages opened later, which the service worker
          // serves from its cache after the first visit anyway). Its CSS is still loaded with it.
          modulePreload: { polyfill: true, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
          rollupOptions: {
            input: { main: here('./index.html') },
            output: {
              // Pieces of a few hundred bytes shared by some pages are merged into a chunk loaded in the
              // same cases rather than each being a download of its own: a first screen asked for 28
              // files, which over HTTP/1.1's six connections held its data and its picture back.
              experimentalMinChunkSize: 5_000,
              manualChunks: firstScreenChunks(),
            },
          },
        },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      // The public record of a liabilities snapshot (Mine → Proof of liabilities links to it).
      '/proofs': { target: 'http://127.0.0.1:4000' },
      // The user's documents (signed downloads).
      '/documents': { target: 'http://127.0.0.1:4000' },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      // The public record of a liabilities snapshot (Mine → Proof of liabilities links to it).
      '/proofs': { target: 'http://127.0.0.1:4000' },
      // The user's documents (signed downloads).
      '/documents': { target: 'http://127.0.0.1:4000' },
    },
  },
}));
