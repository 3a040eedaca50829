import { test as base } from '@playwright/test';

/**
 * Playwright's `test` for every spec, with one addition: the browser contexts a test opened itself
 * (`browser.newContext()`, e.g. a phone page per language) are closed when it ends. Left open, each kept
 * its live screen subscribed to the feed and repainting on every tick for the rest of the pass, so a
 * shard's later specs ran on a machine busier with every spec before them.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});
