/**
 * The loopback configuration (README "The loopback server"): the one place where the remote build
 * made by `npm run build:loopback` and the API server of `npm run serve:remote` learn the ports, the
 * base URLs, the application keys and the `Authorization` scheme, so that they always agree.
 *
 * - Portal (the remote build, static files): http://127.0.0.1:<MITUR_PORTAL_PORT, default 4310>
 * - API (the simulated backends over HTTP): http://127.0.0.1:<MITUR_API_PORT, default 4311>, with
 *   the identity, admin, files and content backends under `/identity`, `/admin`, `/files`,
 *   `/content`, the simulated card gateway at `/pasarela` and the demo mailbox at `/demo/mailbox`.
 * - Store and uploaded files: `MITUR_API_DATA` (default `.data/api/`, relative to the repository).
 * - Field data (issue 28 item 2): `MITUR_TELEMETRY=1` makes the build send it to the API server's
 *   `POST /telemetry` (`VITE_TELEMETRY_URL`); off by default, like any build.
 * - The contract check (issue 25 item 7): `MITUR_CONTRACT_CHECK=1` makes the API server check every
 *   call and its answer against openapi/*.yaml and record them in `<data folder>/contract.jsonl`
 *   (server/contract.ts); off by default.
 *
 * The application keys are the loopback server's own (not the embedded demo's `demo-*-key`), and
 * the scheme is the real backends' literal `beater` (contract §0.1, §5 item 2): a build and a server
 * made with different ports or keys cannot talk, which `serve:remote` checks before starting.
 * Plain Node (no `import.meta.env`): scripts and tests import it directly.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The resolved loopback configuration. Origins have no trailing slash. */
export interface Loopback {
  /** Host both servers listen on (loopback only). */
  host: '127.0.0.1';
  portalPort: number;
  apiPort: number;
  /** e.g. `http://127.0.0.1:4310` */
  portalOrigin: string;
  /** e.g. `http://127.0.0.1:4311` */
  apiOrigin: string;
  /** Absolute path of the data folder (store file `db.json`, uploaded bytes under `files/`). */
  dataDir: string;
  /** Simulated latency of every backend call, ms (MITUR_API_LATENCY_MS, default 0: the network is real). */
  latencyMs: number;
  /** Application key A of the admin API (contract §0.1). */
  adminAppKey: string;
  /** Application key B of the file server (contract §0.1). */
  filesAppKey: string;
  /** `Authorization` scheme word the server accepts (contract §0.1: `beater`). */
  authScheme: 'beater';
  /** Whether the build sends field data to `<apiOrigin>/telemetry` (MITUR_TELEMETRY=1). */
  telemetry: boolean;
  /** Whether the API server checks every call against the contract (MITUR_CONTRACT_CHECK=1; server/contract.ts). */
  contractCheck: boolean;
}

/** Default ports: portal 4310, API 4311. */
export const DEFAULT_PORTAL_PORT = 4310;
export const DEFAULT_API_PORT = 4311;
/** Default data folder, relative to the repository root (gitignored). */
export const DEFAULT_DATA_DIR = '.data/api';

/** The repository root (this file lives in `<root>/server/`). */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name}: "${value}" is not a TCP port (1-65535)`);
  return n;
}

/**
 * Resolves the loopback configuration from the environment.
 * @param env MITUR_PORTAL_PORT, MITUR_API_PORT, MITUR_API_DATA, MITUR_API_LATENCY_MS, MITUR_TELEMETRY
 *   (`1`: field data on), MITUR_CONTRACT_CHECK (`1`: the contract check on; all optional)
 * @throws Error when a port is not an integer 1-65535 or both ports are equal
 */
export function loopback(env: NodeJS.ProcessEnv = process.env): Loopback {
  const portalPort = port(env.MITUR_PORTAL_PORT, DEFAULT_PORTAL_PORT, 'MITUR_PORTAL_PORT');
  const apiPort = port(env.MITUR_API_PORT, DEFAULT_API_PORT, 'MITUR_API_PORT');
  if (portalPort === apiPort) throw new Error(`MITUR_PORTAL_PORT and MITUR_API_PORT must differ (both ${portalPort})`);
  const latency = Number(env.MITUR_API_LATENCY_MS ?? '0');
  return {
    host: '127.0.0.1',
    portalPort,
    apiPort,
    portalOrigin: `http://127.0.0.1:${portalPort}`,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    dataDir: resolve(REPO_ROOT, env.MITUR_API_DATA?.trim() || DEFAULT_DATA_DIR),
    latencyMs: Number.isFinite(latency) && latency >= 0 ? latency : 0,
    adminAppKey: 'loopback-admin-key-a',
    filesAppKey: 'loopback-files-key-b',
    authScheme: 'beater',
    telemetry: env.MITUR_TELEMETRY?.trim() === '1',
    contractCheck: env.MITUR_CONTRACT_CHECK?.trim() === '1',
  };
}

/**
 * The `VITE_*` variables of the remote build for this loopback configuration (README "Modes and
 * configuration"); the API server resolves its handlers' configuration from the same variables
 * ({@link serverViteEnv}), so the handlers answer exactly the URLs the build calls.
 */
export function buildViteEnv(lb: Loopback): Record<string, string> {
  return {
    VITE_BACKEND: 'remote',
    VITE_IDENTITY_URL: `${lb.apiOrigin}/identity`,
    VITE_ADMIN_URL: `${lb.apiOrigin}/admin`,
    VITE_FILES_URL: `${lb.apiOrigin}/files`,
    VITE_CONTENT_URL: `${lb.apiOrigin}/content`,
    VITE_ADMIN_APP_KEY: lb.adminAppKey,
    VITE_FILES_APP_KEY: lb.filesAppKey,
    VITE_AUTH_SCHEME: lb.authScheme,
    VITE_GATEWAY_URL: `${lb.apiOrigin}/pasarela`,
    VITE_GATEWAY_RETURN_URL: `${lb.portalOrigin}/app/validatePayment/`,
    // The seeded staff account's base role (src/mocks/seed.ts), as in the embedded demo.
    VITE_STAFF_ROLE: '3',
    // Field data to the API server's POST /telemetry (server/app.ts), only when asked.
    ...(lb.telemetry ? { VITE_TELEMETRY_URL: `${lb.apiOrigin}/telemetry` } : {}),
  };
}

/** The `VITE_*` variables the server's handlers are loaded with: the build's, plus the latency. */
export function serverViteEnv(lb: Loopback): Record<string, string> {
  return { ...buildViteEnv(lb), VITE_DEMO_LATENCY_MS: String(lb.latencyMs) };
}

/** What a loopback build records about itself (`dist-remote/.vite/loopback.json`), checked by serve:remote. */
export function buildStamp(lb: Loopback): Record<string, string> {
  return buildViteEnv(lb);
}
