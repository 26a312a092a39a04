/**
 * The remote build over the loopback server (issue 11; README "The loopback server"):
 *
 * - `tsx scripts/start-remote.ts build` (`npm run build:loopback`): the REMOTE build
 *   (VITE_BACKEND=remote) configured for the loopback server by server/loopback.ts (base URLs on the
 *   API origin, the loopback application keys, scheme `beater`, the gateway on the API origin, the
 *   return URL on the portal origin) into `dist-remote/`, plus `dist-remote/.vite/loopback.json`
 *   recording that configuration.
 * - `tsx scripts/start-remote.ts serve` (`npm run serve:remote`): starts the API server (server/app.ts)
 *   and serves dist-remote on the portal origin with Vite's preview server (SPA fallback to
 *   index.html, a path that does not decode included, gzip, the build's Content-Security-Policy
 *   header from `dist-remote/.vite/content-security-policy.txt`), or with nginx and the
 *   repository's configuration when `MITUR_PORTAL_SERVER=nginx` (scripts/serve-nginx.ts, deploy/nginx:
 *   the remote browser journeys run so); prints both URLs; stops both on Ctrl-C/SIGTERM.
 *   Refuses to start when dist-remote is missing or was built for other ports (rebuild).
 * - `npm run start:remote`: both, the README's third command.
 *
 * Environment: MITUR_PORTAL_PORT (4310), MITUR_API_PORT (4311), MITUR_API_DATA (`.data/api`),
 * MITUR_API_LATENCY_MS (0), MITUR_REMOTE_DIST (the build's folder, `dist-remote`), MITUR_PORTAL_SERVER
 * (`vite`, the default, or `nginx`). The ports are compiled into the build: change them for both commands.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { precompress } from './precompress.ts';
import { malformedPathFallback } from './malformed-path.ts';
import { startNginx } from './serve-nginx.ts';
import { startApiServer } from '../server/app';
import { buildStamp, buildViteEnv, loopback, REPO_ROOT, type Loopback } from '../server/loopback';

/** Output folder of the loopback build: MITUR_REMOTE_DIST, default `dist-remote/` (gitignored: `dist-*`). */
export const REMOTE_DIST = resolve(REPO_ROOT, process.env.MITUR_REMOTE_DIST?.trim() || 'dist-remote');
const STAMP = join(REMOTE_DIST, '.vite', 'loopback.json');
const CSP_FILE = join(REMOTE_DIST, '.vite', 'content-security-policy.txt');

/** Runs `vite build` (production mode: remote) with the loopback variables into dist-remote/. */
function build(lb: Loopback): void {
  const env = { ...process.env, ...buildViteEnv(lb) };
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', REMOTE_DIST, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(join(REMOTE_DIST, '.vite'), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify(buildStamp(lb), null, 2)}\n`);
  console.log(`${REMOTE_DIST}: build remota para ${lb.portalOrigin} con los backends en ${lb.apiOrigin}`);
}

/** The header value of the build's policy (the file holds `Content-Security-Policy: <value>`). */
function cspHeader(): string {
  return readFileSync(CSP_FILE, 'utf8')
    .replace(/^Content-Security-Policy:\s*/i, '')
    .trim();
}

/** The portal on Vite's preview server: the build's files, brotli files, SPA fallback, the build's CSP header. */
function previewPortal(lb: Loopback) {
  return preview({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    build: { outDir: REMOTE_DIST },
    // A path that does not decode gets the app (scripts/malformed-path.ts); the brotli files the
    // build wrote (scripts/precompress.ts).
    plugins: [malformedPathFallback(), precompress()],
    preview: {
      host: lb.host,
      port: lb.portalPort,
      strictPort: true,
      open: false,
      headers: { 'Content-Security-Policy': cspHeader(), 'X-Content-Type-Options': 'nosniff' },
    },
  });
}

/** Starts the API server and the portal; resolves once both listen. */
async function serve(lb: Loopback): Promise<void> {
  if (!existsSync(STAMP) || !existsSync(CSP_FILE)) {
    console.error(`${REMOTE_DIST} no existe o está incompleta: ejecute \`npm run build:loopback\` (o \`npm run start:remote\`).`);
    process.exit(1);
  }
  const built = JSON.parse(readFileSync(STAMP, 'utf8')) as Record<string, string>;
  const wanted = buildStamp(lb);
  const differs = Object.keys(wanted).filter((k) => built[k] !== wanted[k]);
  if (differs.length) {
    console.error(
      `${REMOTE_DIST} se construyó con otra configuración (${differs.join(', ')}): ejecute \`npm run build:loopback\` con las mismas variables MITUR_*.`,
    );
    process.exit(1);
  }
  const server = process.env.MITUR_PORTAL_SERVER?.trim() || 'vite';
  if (server !== 'vite' && server !== 'nginx') {
    console.error(`MITUR_PORTAL_SERVER=${server}: use \`vite\` o \`nginx\`.`);
    process.exit(2);
  }
  const api = await startApiServer(lb);
  let portal: { close(): Promise<void> };
  try {
    portal = server === 'nginx' ? await startNginx({ root: REMOTE_DIST, host: lb.host, port: lb.portalPort }) : await previewPortal(lb);
  } catch (error) {
    console.error((error as Error).message);
    await api.close();
    process.exit(1);
  }
  console.log(`Portal (build remota):        ${lb.portalOrigin}/  (${server === 'nginx' ? 'nginx' : 'vite preview'})`);
  console.log(`API (backends simulados):     ${lb.apiOrigin}  (/identity, /admin, /files, /content)`);
  console.log(`Buzón de demostración:        ${lb.apiOrigin}/demo/mailbox`);
  console.log(`Pasarela de pagos simulada:   ${lb.apiOrigin}/pasarela`);
  console.log(`Datos:                        ${lb.dataDir}  (npm run api:reset los borra)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled([portal.close(), api.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const command = process.argv[2];
const lb = loopback();
if (command === 'build') build(lb);
else if (command === 'serve') await serve(lb);
else {
  console.error('uso: tsx scripts/start-remote.ts build|serve');
  process.exit(2);
}
