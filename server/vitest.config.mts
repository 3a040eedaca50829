import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC, not esbuild: TypeGraphQL and TypeORM need emitted decorator metadata.
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
    }),
  ],
  resolve: {
    // One graphql instance: the CommonJS build that type-graphql itself requires, not graphql's .mjs twin.
    alias: [{ find: /^graphql$/, replacement: path.resolve(import.meta.dirname, '../node_modules/graphql/index.js') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
