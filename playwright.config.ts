/**
 * Browser end-to-end tests (docs/ARCHITECTURE.md Tests): Playwright driving Debian's Chromium
 * (`/usr/bin/chromium-headless-shell` when installed, else `/usr/bin/chromium`, or `CHROME_PATH`) against the built embedded app (`npm run build:demo`),
 * served by `vite preview --mode demo` on 127.0.0.1:4173.
 */
import { defineConfig } from '@playwright/test';
import { testChromePath, TEST_CHROMIUM_FLAGS } from './scripts/chromium';

const executablePath = testChromePath();
/** Port of the preview server (E2E_PORT lets two checkouts test side by side). */
const port = Number(process.env.E2E_PORT || 4173);
/** Folder of the demo build to serve (E2E_DIST lets a second build be tested beside dist-demo/). */
const outDir = process.env.E2E_DIST || 'dist-demo';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Every test has its own browser context, hence its own embedded backend (localStorage, IndexedDB).
  fullyParallel: true,
  // Three workers on CI's two cores: at two the machine stood idle a fifth of the time (vmstat, the
  // demo's simulated latency and the pages' own delays), at three it does not. The whole suite, quiet,
  // with the browser's own popup pages off: 10.1 min and 1,174 s of CPU, against 12.2 min and 1,407 s
  // at two workers with them (issue 29 item 1). Long journeys set their own time-outs (90-240 s).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A folder of its own: Playwright empties its output folder when it starts, and `npm test` runs this
  // suite while Vitest's results (test-results/vitest.json) wait for the fault report.
  outputDir: 'test-results/e2e-demo',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: TEST_CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/public`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
