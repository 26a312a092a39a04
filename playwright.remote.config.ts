/**
 * Browser tests of the REMOTE build over real HTTP (issue 11 "The browser suite runs its main journeys
 * on the remote build over HTTP"; README "Loopback server"): Playwright driving Debian's Chromium
 * (`/usr/bin/chromium-headless-shell` when installed, else `/usr/bin/chromium`, or `CHROME_PATH`) against the loopback remote build, served on one origin, talking
 * to the loopback API server (the embedded backend's handlers over HTTP, the simulated gateway, the
 * demo mailbox) on another.
 *
 * The web server below builds the remote build for ports of its own (tests/e2e-remote/origins.ts:
 * 4470 portal, 4471 API, not the defaults of `npm run start:remote`, so a developer's running servers
 * never collide with a run), into a folder of its own, and starts both servers on a FRESH data folder
 * (the store is emptied before every run). The portal is served by nginx with the repository's
 * configuration (MITUR_PORTAL_SERVER=nginx: deploy/nginx, scripts/serve-nginx.ts), as the ministry
 * serves it; tests/e2e-remote/web-server.spec.ts checks what it sends. The build sends field data to the
 * API server (MITUR_TELEMETRY=1: VITE_TELEMETRY_URL=<API>/telemetry, issue 28 item 2), so every journey
 * runs with it; tests/e2e-remote/telemetry.spec.ts reads what the server stored. One worker: the tests share that one server store, so each
 * journey uses its own seeded account or request. The API server checks every call and its answer
 * against openapi/*.yaml (MITUR_CONTRACT_CHECK=1, server/contract.ts; issue 25 item 7), and the global
 * teardown (tests/e2e-remote/contract.teardown.ts) prints the report and fails the run on a violation.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_PORT, PORTAL, PORTAL_PORT, REMOTE_DIST, RUN_DIR } from './tests/e2e-remote/origins';
import { testChromePath, TEST_CHROMIUM_FLAGS } from './scripts/chromium';

const executablePath = testChromePath();
/** The loopback variables of this run (server/loopback.ts, scripts/start-remote.ts). */
const env = `MITUR_PORTAL_SERVER=nginx MITUR_TELEMETRY=1 MITUR_CONTRACT_CHECK=1 MITUR_PORTAL_PORT=${PORTAL_PORT} MITUR_API_PORT=${API_PORT} MITUR_API_DATA=${join(RUN_DIR, 'data')} MITUR_REMOTE_DIST=${REMOTE_DIST}`;
/** A fresh store, then the loopback build for these ports, then both servers. */
const SERVER_COMMAND = `rm -rf ${join(RUN_DIR, 'data')} && ${env} npm run start:remote`;

export default defineConfig({
  testDir: 'tests/e2e-remote',
  testMatch: '**/*.spec.ts',
  globalTeardown: './tests/e2e-remote/contract.teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e-remote',
  use: {
    baseURL: PORTAL,
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    trace: 'off',
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    launchOptions: {
      executablePath,
      args: TEST_CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: SERVER_COMMAND,
    url: `${PORTAL}/public`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
