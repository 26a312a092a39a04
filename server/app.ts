/**
 * The loopback API server (issue 11 "The simulated backends as a real HTTP server"; README "The
 * loopback server"): the embedded mode's MSW handlers and store answering real HTTP on 127.0.0.1
 * through `@mswjs/http-middleware` (no second copy of any handler), with what the real backends do
 * at the HTTP level around them:
 *
 * - CORS for the portal's origin only: a preflight (OPTIONS with `Access-Control-Request-Method`)
 *   answers 204 with the methods and the `Authorization`, `X-Authorization`, `Content-Type`, `Accept`
 *   headers when it comes from the portal, and 204 without any allow header from another origin
 *   (the browser then refuses the call);
 * - the `Authorization` scheme (contract §0.1, §5 item 2): a value whose scheme word is not the
 *   configured `beater` (e.g. `Bearer x`) reaches the handlers as `beater null`, i.e. refused like
 *   any invalid token (401 `{ success: false, msg: 'No autorizado' }` on a signed-in call, ignored on
 *   a public one);
 * - the application keys (contract §0.1; openapi admin.yaml and files.yaml `appKey`): every admin
 *   call needs `X-Authorization: <key A>`, every file-server call `<key B>` (the stored files'
 *   downloads excepted: the portal fetches a document's `url` bare, contract §0.1 "bare axios"); a
 *   missing or wrong key answers 401 `{ success: false, msg: 'No autorizado' }`;
 * - real multipart bodies streamed to the handlers (no size limit here: the handlers refuse files
 *   over the upload limit with 413, as the embedded file server does);
 * - compressed answers (brotli or gzip, as the client accepts) from 1 KB on (the `compression`
 *   middleware), as the web servers in front of production APIs commonly do: the catalogue answer
 *   /admin/services is 12.7 KB of JSON, 3.8 KB compressed, and an uncompressed answer would make every figure of the
 *   remote build's first load (issue 11 Lighthouse bench) pessimistic by that much;
 * - the simulated card gateway as server-rendered HTML at `/pasarela` (spec 001 §7 Card payment,
 *   contract §3.4) and the demo mailbox at `/demo/mailbox` (+ `/demo/mailbox.json`): server/pages.ts;
 * - the field data (issue 28 item 2) at `POST /telemetry`: a beacon's text body (JSON of
 *   src/domain/telemetry.ts `TelemetryBatchBody`, at most 64 KiB), whose valid events are appended
 *   to `<data folder>/telemetry.jsonl` (server/persistence.ts `appendTelemetry`), answer 204;
 *   `npm run telemetry:report` summarises them.
 * - faults after the server acted (`POST /demo/faults`: the handler stores, then the answer is reset
 *   mid-body or truncated on the wire; issue 25 item 2): server/faults.ts.
 * - on `MITUR_CONTRACT_CHECK=1`, every call to the four backends and its answer checked against
 *   openapi/*.yaml and recorded in `<data folder>/contract.jsonl` (issue 25 item 7): server/contract.ts.
 *
 * The handlers are loaded through Vite ({@link loadBackend}) because they read their configuration
 * from `import.meta.env` (src/config.ts): Vite's SSR module loader fills it from the loopback `VITE_*`
 * variables with no build step, so the server always runs the current source. The store and the
 * uploaded bytes live in the data folder (server/persistence.ts).
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { REPO_ROOT, serverViteEnv, type Loopback } from './loopback';
import { gatewayRoutes, mailboxRoutes } from './pages';
import { appendTelemetry } from './persistence';
import { readTelemetryBatch } from '../src/domain/telemetry';
import { afterFaults } from './faults';
import { contractRecorder } from './contract';

/** The module server/backend.ts, as Vite loads it. */
export type Backend = typeof import('./backend');

/** Largest form body the gateway accepts, bytes (the contract §3.4 fields are a few hundred bytes). */
const GATEWAY_BODY_MAX = '64kb';

/** Methods the backends answer (preflight `Access-Control-Allow-Methods`). */
export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** Request headers the portal sends (contract §0.1), allowed by a preflight. */
export const CORS_HEADERS = 'Authorization, X-Authorization, Content-Type, Accept';

/**
 * Loads server/backend.ts through a Vite server in middleware mode (no HTTP listener, no watcher)
 * with the loopback `VITE_*` variables in the environment, and points the store at the data folder.
 * The Vite server stays open while the backend is used (the handlers import a chunk lazily).
 * @returns the backend module and a function closing the Vite server
 */
export async function loadBackend(lb: Loopback): Promise<{ backend: Backend; close: () => Promise<void> }> {
  // Vite builds `import.meta.env` from the process environment's VITE_* variables (they win over
  // .env files; mode 'loopback' has none).
  Object.assign(process.env, serverViteEnv(lb));
  const vite: ViteDevServer = await createViteServer({
    configFile: false,
    root: REPO_ROOT,
    mode: 'loopback',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const backend = (await vite.ssrLoadModule('/server/backend.ts')) as Backend;
  backend.useDataDir(lb.dataDir);
  return { backend, close: () => vite.close() };
}

/** CORS for `origin` only (see module documentation). */
export function cors(origin: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.vary('Origin');
    const allowed = req.headers.origin === origin;
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Length');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
        res.setHeader('Access-Control-Allow-Headers', CORS_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}

/** Rewrites an `Authorization` value of another scheme than `scheme` to `<scheme> null` (see module documentation). */
export function schemeFilter(scheme: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const value = req.headers.authorization;
    if (value !== undefined && value.trim().split(/\s+/)[0] !== scheme) req.headers.authorization = `${scheme} null`;
    next();
  };
}

/**
 * Requires `X-Authorization: <key>` on every call under the mount path, except preflights and the
 * requests `exempt` names; 401 `{ success: false, msg }` otherwise.
 */
export function appKeyGate(key: string, msg: string, exempt: (req: Request) => boolean = () => false) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'OPTIONS' || exempt(req) || req.get('X-Authorization') === key) {
      next();
      return;
    }
    res.status(401).json({ success: false, msg });
  };
}

/** A started API server. */
export interface ApiServer {
  /** e.g. `http://127.0.0.1:4311` */
  url: string;
  backend: Backend;
  /** Stops listening (open connections are closed) and closes the Vite loader. */
  close: () => Promise<void>;
}

/** Where the API server receives field data (POST, a beacon's text body; README "Field data (telemetry)"). */
export const TELEMETRY_PATH = '/telemetry';
/** Largest beacon body accepted, bytes (sendBeacon's own limit is 64 KiB per page). */
export const TELEMETRY_BODY_MAX = 64 * 1024;

/**
 * Builds the express app of the API server for a loaded backend (see module documentation).
 * @param record the contract check's recording middleware (server/contract.ts), when it is on
 */
export function apiApp(lb: Loopback, backend: Backend, record?: (req: Request, res: Response, next: NextFunction) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy on loopback (the benches' HTTP/2 mode, scripts/bench-sites.ts), a
  // request's scheme is the one the proxy names (X-Forwarded-Proto): the handlers answer the
  // https:// addresses the build calls. Only a loopback peer is believed.
  app.set('trust proxy', 'loopback');
  app.use(compression());
  // After compression (it reads the answer before it is compressed), before anything that answers.
  if (record) app.use(record);
  app.use(cors(lb.portalOrigin));
  app.use(schemeFilter(lb.authScheme));
  const refused = backend.SERVER_MSG.unauthorized;
  app.use('/admin', appKeyGate(lb.adminAppKey, refused));
  // Downloads of stored files (GET /files/storage/...) carry no header (contract §0.1 "bare axios").
  app.use(
    '/files',
    appKeyGate(lb.filesAppKey, refused, (req) => req.method === 'GET' && req.path.startsWith('/storage/')),
  );
  // Field data (issue 28 item 2): the beacons of a build made with VITE_TELEMETRY_URL=<api>/telemetry.
  app.post(TELEMETRY_PATH, express.text({ type: () => true, limit: TELEMETRY_BODY_MAX }), (req, res) => {
    appendTelemetry(lb.dataDir, readTelemetryBatch(typeof req.body === 'string' ? req.body : ''));
    res.status(204).end();
  });
  const form = express.urlencoded({ extended: false, limit: GATEWAY_BODY_MAX });
  app.use('/pasarela', form, gatewayRoutes(lb, backend));
  const faults = afterFaults();
  app.use('/demo/faults', faults.control);
  app.use('/demo', mailboxRoutes(lb, backend));
  // Seed documents redirect to /media/documentos/... (src/mocks/handlers/requests.ts): the portal's public files.
  app.use('/media', express.static(join(REPO_ROOT, 'public', 'media'), { fallthrough: true }));
  app.use(faults.middleware);
  app.use(createMiddleware(...backend.handlers));
  app.use((_req, res) => {
    res.status(404).json({ success: false, msg: backend.REQUEST_MSG.notFound });
  });
  return app;
}

/**
 * Starts the API server on `lb.host`:`lb.apiPort` (store in `lb.dataDir`).
 * @throws when the port is taken (EADDRINUSE) or the backend does not load
 */
export async function startApiServer(lb: Loopback): Promise<ApiServer> {
  const { backend, close: closeVite } = await loadBackend(lb);
  const app = apiApp(lb, backend, lb.contractCheck ? await contractRecorder(lb.dataDir) : undefined);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(lb.apiPort, lb.host, () => resolve(s));
    s.once('error', reject);
  });
  return {
    url: lb.apiOrigin,
    backend,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeVite();
    },
  };
}
