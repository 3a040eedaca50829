import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { textPacks } from './vite.config';

/**
 * Files that need a module registry of their own: one replaces a module with vi.mock, one opens the whole
 * app and watches its very first requests (module-level state of the app, such as pages already
 * prefetched, would change them), one starts with no texts known, as a fresh page does.
 */
const OWN_MODULES = ['src/features/real-name/RealNameForm.test.tsx', 'src/apollo/earlyReads.test.tsx', 'src/i18n/errorTexts.test.tsx'];

export default defineConfig({
  // The texts' bundles split the message files as the build does (i18n/packs.ts).
  plugins: [textPacks()],
  // Tests read the committed schema (schema/schema.graphql) beside the workspace.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  test: {
    environment: 'jsdom',
    // Every language's texts count as loaded (the app downloads one at a time: i18n/loadMessages.ts);
    // each test ends with the DOM and the browser's storage emptied (testSetup.ts).
    setupFiles: ['src/i18n/testSetup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // One jsdom and one module registry per worker, not per file: the suite took 150 s, most of it
          // building a jsdom and importing React and Apollo again for each of 80 files; it takes about 25 s.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'client-own-modules', include: OWN_MODULES } },
    ],
  },
});
