import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read the committed schema (schema/schema.graphql) beside the workspace.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every language's texts count as loaded (the app downloads one at a time: i18n/loadMessages.ts).
    setupFiles: ['src/i18n/testSetup.ts'],
  },
});
