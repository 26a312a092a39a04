/**
 * Where the remote-build browser suite runs (playwright.remote.config.ts): the portal and the loopback
 * API server on two origins of their own, so a developer's `npm run start:remote` (README "Loopback
 * server", default ports) never collides with a test run. Read by the config (to build and start the
 * servers) and by the tests (to tell the API origin from the portal's).
 *
 * - `E2E_REMOTE_PORTAL_PORT` (default 4470): the portal (dist of the loopback remote build).
 * - `E2E_REMOTE_API_PORT` (default 4471): the API server (identity, admin, files, content backends,
 *   the simulated gateway and the demo mailbox).
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loopback, type Loopback } from '../../server/loopback';

/** Port of the portal origin. */
export const PORTAL_PORT = Number(process.env.E2E_REMOTE_PORTAL_PORT || 4470);
/** Port of the API origin. */
export const API_PORT = Number(process.env.E2E_REMOTE_API_PORT || 4471);
/** The portal's origin, e.g. `http://127.0.0.1:4470`. */
export const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
/** The API server's origin, e.g. `http://127.0.0.1:4471`. */
export const API = `http://127.0.0.1:${API_PORT}`;

/**
 * The loopback configuration the build and the API server of this suite are made with (server/loopback.ts):
 * the application keys and the `Authorization` scheme the browser must send.
 */
export const LOOPBACK: Loopback = loopback({ MITUR_PORTAL_PORT: String(PORTAL_PORT), MITUR_API_PORT: String(API_PORT) });

/** Everything a run writes outside the repository (per portal port): the build (`dist/`) and the API store (`data/`). */
export const RUN_DIR = join(tmpdir(), `mitur-e2e-remote-${PORTAL_PORT}`);
/** The loopback remote build the portal origin serves (its `.vite/content-security-policy.txt` included). */
export const REMOTE_DIST = join(RUN_DIR, 'dist');
