import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [react()],
  // Apollo Client 3 strips its development checks and messages when this is false.
  define: mode === 'production' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { main: here('./index.html'), graphiql: here('./graphiql.html') },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
    },
  },
}));
