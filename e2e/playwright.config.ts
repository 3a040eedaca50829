import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54417);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The phone's pixel density: 2 (a phone's, sharp screenshots to look at) unless E2E_DEVICE_SCALE says
 * otherwise. CI runs at 1: nobody looks at its screenshots, and a full-page shot at 2 costs the browser
 * about 2.5 times the CPU (0.29 against 0.11 s, measured), some 500 of them a run. Nothing asserts pixels.
 */
export const DEVICE_SCALE = Number(process.env.E2E_DEVICE_SCALE ?? 2);
// The simulator ticks only markets in session, and market orders need an open market. Unless
// E2E_SERVER_TIME is set, the server's own clock starts at CLOCK_START (E2E_CLOCK_START, default a
// Wednesday 15:00 UTC when Madrid, New York and gold trade) and runs on. E2E_SERVER_TIME (UTC, e.g.
// "2026-11-18 15:00:00") instead starts the whole process's clock there through libfaketime
// (apt-get install faketime).
const serverTime = process.env.E2E_SERVER_TIME;
const clockStart = serverTime ? undefined : (process.env.E2E_CLOCK_START ?? '2026-11-18T15:00:00Z');
const serverCommand = 'node server/dist/server/src/main.js';

// The real app, built, in production mode (trusted documents enforced), on a fresh embedded database.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: DEVICE_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // The app's own reduced-motion rules (no flash on every tick, no autoplay): the suite checks what
    // screens say, and a flash every 250 ms on each row kept the renderer painting all pass long.
    reducedMotion: 'reduce',
    // Kept for a failed test only; with DOM snapshots (what the trace viewer shows) but without the
    // screencast, whose frames the browser encodes all through every test (a failure's own screenshot is
    // taken anyway: `screenshot`).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: serverTime ? `faketime -f '@${serverTime}' ${serverCommand}` : serverCommand,
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The clocked pass shows the server's warnings and errors (LOG_LEVEL=warn): a failure there is about time.
    stdout: process.env.E2E_SERVER_STDOUT === 'pipe' ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      VELA_DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      // The market-data feed runs too, ticking as in production (once a second), so screens show live prices.
      VELA_ROLES: 'api,feed',
      FEED_TICK_MS: process.env.E2E_FEED_TICK_MS ?? '1000',
      // Two days of minute bars are plenty for the charts and backfill in seconds.
      FEED_BACKFILL_MINUTE_DAYS: '2',
      // A production build with the demo accounts: production seeds them only when forced (issue 11 item 7).
      SEED_DEMO: 'force',
      // Ops accounts need a second factor in production (issue 32): the suites' ops clients sign in with a
      // password alone; server/src/modules/second-factor/strong-auth.test.ts covers the production rule.
      OPS_SECOND_FACTOR: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...(clockStart ? { CLOCK_START: clockStart } : {}),
      // E2E_CLOCK_RATE: the shifted clock runs this many times real speed (the intraday spec watches a session's end).
      // Quote ages and the end-of-day lead are server time: at that speed they are kept about as long in real time.
      ...(clockStart && process.env.E2E_CLOCK_RATE
        ? { CLOCK_RATE: process.env.E2E_CLOCK_RATE, QUOTE_MAX_AGE_SECONDS: '60', END_OF_DAY_LEAD_SECONDS: '1200' }
        : {}),
      // Ops may move the clock forward (advanceTestClock): a day of fund earnings or loan interest in seconds.
      TEST_CLOCK: 'true',
    },
  },
});
