/**
 * What every browser bench of the project stands on (issue 24 "The signed-in area as fast as the
 * public one"; docs/ARCHITECTURE.md Budgets, docs/BUDGETS.md "HTTP/2"): the floor pages and the two builds of the portal, each
 * built into a temporary folder and served on loopback, and a signed-in browser for the pages behind
 * the session.
 *
 * - The FLOOR: bench/floor/ (every `*.html` there: `index.html`, React 19 + XState with one
 *   paragraph, and any page of plain controls an interaction bench compares with), built with the
 *   portal's Vite: what the machine itself costs.
 * - `demo`: the embedded demo build (`vite build --mode demo`) as a visitor gets it (simulated
 *   latency and seed data as README documents them), served by Vite's preview server.
 * - `remote`: the remote build over the loopback HTTP server (server/, README "The loopback
 *   server"; configured by server/loopback.ts on the bench's own ports and data folder) as README
 *   "One origin for the backends" deploys it: built with the default base URLs (`/api/identity`,
 *   `/api/admin`, `/api/files`, `/api/content`: paths of the portal's origin) and served by nginx
 *   with the shipped configuration (mitur-site.conf's `listen … ssl http2`, mitur-portal.conf) and
 *   the four backends under the portal's origin (deploy/nginx/mitur-api-proxy.conf, filled in with
 *   the loopback server's base URLs).
 * - `remote-cors`: the same build with the backends on an origin of their own (the loopback
 *   server's, behind its TLS proxy), as the remote browser journeys run it: a second connection, and
 *   a CORS preflight before each call that carries the application key or the token.
 * Builds never go to dist/, dist-demo/ or dist-remote/; every server answers gzip or the build's
 * brotli files, the SPA fallback and the build's Content-Security-Policy header.
 *
 * Protocol ({@link Protocol}): by default every origin (the floor's, the portal's and, for the remote
 * build, the API's) speaks HTTPS with HTTP/2, as the portal is deployed (deploy/nginx/mitur-site.conf:
 * `listen 443 ssl http2`; a government portal is not served in clear text): Vite's preview server
 * with a certificate made for the run (its HTTP/2 server), and the loopback API behind nginx
 * terminating TLS and HTTP/2 ({@link startTlsProxy}). Chromium accepts that certificate by its key's
 * hash ({@link BenchSites.chromiumFlags}: `--ignore-certificate-errors-spki-list`, which leaves the
 * origins secure, service workers included). `http1` serves plain HTTP/1.1 on loopback, as the
 * benches did up to issue 24's first tables: every file then costs its own round trip on one of six
 * connections in Lighthouse's simulation, where HTTP/2 multiplexes them on one.
 *
 * Ports: base (floor), base + 1 (demo), base + 6 portal (nginx) + base + 7 API server behind it
 * (remote), base + 2 portal + base + 3 API (remote-cors; with HTTP/2 its API server itself listens
 * on base + 5, behind its TLS proxy on base + 3); base + 4 is left to the signed-in Chromium; base from
 * `BENCH_PORT_BASE` or the caller (4380 for the Lighthouse bench).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, preview, type PreviewServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { precompress } from './precompress.ts';
import { nginxBinary, startNginx } from './serve-nginx.ts';

const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '..');

export { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.ts';

/** A build of the portal being served. */
export interface Site {
  /** `demo` (embedded), `remote` (over the loopback server, the backends under the portal's origin) or `remote-cors` (the backends on their own origin). */
  id: 'demo' | 'remote' | 'remote-cors';
  /** Printed above its table, e.g. `embedded demo`. */
  label: string;
  /** Where the portal answers, e.g. `http://127.0.0.1:4381` (no trailing slash). */
  origin: string;
}

/**
 * How the bench's origins are served: `h2` (default) HTTPS with HTTP/2, as deployed; `http1` plain
 * HTTP/1.1 (see the module documentation).
 */
export type Protocol = 'h2' | 'http1';

/** The `--protocol` option of the benches: `h2` (default) or `http1`. @throws on any other value. */
export function protocolOption(argv: readonly string[]): Protocol {
  const i = argv.indexOf('--protocol');
  const value = i === -1 ? 'h2' : argv[i + 1];
  if (value !== 'h2' && value !== 'http1') throw new Error(`--protocol takes h2 or http1, got '${value}'`);
  return value;
}

/** A certificate for 127.0.0.1 made for one run (PEM files) and its public key's SHA-256 (base64), as Chromium's SPKI list takes it. */
export interface RunCertificate {
  certFile: string;
  keyFile: string;
  spki: string;
}

/**
 * Makes a self-signed certificate for 127.0.0.1 (P-256, valid 2 days) in `dir` with the openssl
 * command (Debian's openssl package).
 * @throws when openssl is missing or fails
 */
export async function runCertificate(dir: string): Promise<RunCertificate> {
  mkdirSync(dir, { recursive: true });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  const { stdout: pub } = await run('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
  const der = await new Promise<Buffer>((done, reject) => {
    const child = execFile('openssl', ['pkey', '-pubin', '-outform', 'der'], { encoding: 'buffer' }, (error, out) =>
      error ? reject(new Error(error.message, { cause: error })) : done(out),
    );
    child.stdin?.end(pub);
  });
  const { createHash } = await import('node:crypto');
  return { certFile, keyFile, spki: createHash('sha256').update(der).digest('base64') };
}

/** A running TLS proxy; `close()` stops it. */
export interface TlsProxy {
  origin: string;
  close: () => Promise<void>;
}

/**
 * nginx terminating HTTPS with HTTP/2 on 127.0.0.1:`port` and forwarding every request, as it came,
 * to the plain HTTP server at `upstream` (e.g. `http://127.0.0.1:4385`): what a deployment puts in
 * front of an API server. Its configuration and temporary files live in `dir`.
 * @throws when nginx is not installed or exits before listening
 */
export async function startTlsProxy(port: number, upstream: string, cert: RunCertificate, dir: string): Promise<TlsProxy> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light); or run the bench with --protocol http1');
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', name), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid "${join(dir, 'nginx.pid')}";`,
      'error_log stderr error;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${n}_temp_path "${join(dir, 'temp', n)}";`),
      '  server {',
      `    listen 127.0.0.1:${port} ssl http2;`,
      `    ssl_certificate "${cert.certFile}";`,
      `    ssl_certificate_key "${cert.keyFile}";`,
      '    client_max_body_size 50m;',
      '    location / {',
      `      proxy_pass ${upstream};`,
      '      proxy_http_version 1.1;',
      '      proxy_set_header Host $host:$server_port;',
      '      proxy_set_header X-Forwarded-Proto https;',
      '      proxy_set_header Connection "";',
      '      proxy_buffering off;',
      '      proxy_request_buffering off;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const { spawn } = await import('node:child_process');
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const { connect } = await import('node:net');
  for (let i = 0; ; i += 1) {
    if (exited) throw new Error(`nginx (TLS proxy on ${port}) exited before listening`);
    const ok = await new Promise<boolean>((done) => {
      const socket = connect({ host: '127.0.0.1', port }, () => (socket.destroy(), done(true)));
      socket.on('error', () => (socket.destroy(), done(false)));
    });
    if (ok) break;
    if (i > 600) throw new Error(`nginx (TLS proxy on ${port}) does not listen after 30 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        if (exited) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The floor and the builds, served; `close()` stops every server and removes the temporary folder. */
export interface BenchSites {
  /** `https://127.0.0.1:<base>` (`http://` with HTTP/1.1): the floor's folder (its `index.html` is the Lighthouse floor). */
  floorOrigin: string;
  /** How the origins are served. */
  protocol: Protocol;
  /** Flags every Chromium of the bench needs for these origins (with HTTP/2: to accept the run's certificate). */
  chromiumFlags: string[];
  sites: Site[];
  /** The temporary folder holding the builds (and, for the remote build, the API's data). */
  work: string;
  close: () => Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1:`port` (gzip or brotli files, SPA fallback) with the build's CSP header
 * when it has one; over HTTPS with HTTP/2 when given a certificate (Vite's preview server then uses
 * Node's HTTP/2 server).
 */
export async function serveDir(dir: string, port: number, cert?: RunCertificate): Promise<PreviewServer> {
  const cspFile = join(dir, '.vite', 'content-security-policy.txt');
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (existsSync(cspFile))
    headers['Content-Security-Policy'] = readFileSync(cspFile, 'utf8')
      .replace(/^Content-Security-Policy:\s*/i, '')
      .trim();
  return preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      headers,
      ...(cert ? { https: { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } } : {}),
    },
    // The brotli files the build wrote (scripts/precompress.ts), as a server configured for them would.
    plugins: [precompress()],
  });
}

/** `vite build` of the portal with extra environment variables into `outDir`. */
export async function buildPortal(outDir: string, mode: string | undefined, env: Record<string, string>): Promise<void> {
  const args = [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (mode) args.push('--mode', mode);
  await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
}

/** Builds the floor pages (every `*.html` of bench/floor/) into `outDir`. */
export async function buildFloor(outDir: string): Promise<void> {
  const floorRoot = join(ROOT, 'bench', 'floor');
  const input = Object.fromEntries(
    readdirSync(floorRoot)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f.replace(/\.html$/, ''), join(floorRoot, f)]),
  );
  await build({
    configFile: false,
    root: floorRoot,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input } },
  });
}

/**
 * Builds the floor and the named builds into a fresh temporary folder and serves them.
 * @param builds which builds, e.g. `['demo', 'remote']`
 * @param base first port (see the module documentation)
 * @param log progress lines (default: none)
 */
export async function startSites(
  builds: readonly string[],
  base: number,
  log: (line: string) => void = () => {},
  protocol: Protocol = 'h2',
): Promise<BenchSites> {
  const work = mkdtempSync(join(tmpdir(), 'mitur-bench-'));
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const c of closers.reverse()) await c().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    log(`building in ${work} (${protocol === 'h2' ? 'served over HTTPS with HTTP/2' : 'served over plain HTTP/1.1'})`);
    const cert = protocol === 'h2' ? await runCertificate(join(work, 'tls')) : undefined;
    const scheme = cert ? 'https' : 'http';
    const floorDir = join(work, 'floor');
    await buildFloor(floorDir);
    const floorServer = await serveDir(floorDir, base, cert);
    closers.push(() => floorServer.close());
    const sites: Site[] = [];
    if (builds.includes('demo')) {
      const dir = join(work, 'demo');
      await buildPortal(dir, 'demo', {});
      const s = await serveDir(dir, base + 1, cert);
      closers.push(() => s.close());
      sites.push({ id: 'demo', label: 'embedded demo', origin: `${scheme}://127.0.0.1:${base + 1}` });
    }
    if (builds.includes('remote-cors')) {
      // The loopback configuration of server/loopback.ts on the bench's own ports and data folder.
      const { loopback, buildViteEnv } = await import('../server/loopback');
      const { startApiServer } = await import('../server/app');
      // With HTTP/2 the API server listens on base + 5 and its TLS proxy on base + 3, the origin the
      // build calls and the server's CORS and gateway pages name.
      const plain = loopback({
        ...process.env,
        MITUR_PORTAL_PORT: String(base + 2),
        MITUR_API_PORT: String(cert ? base + 5 : base + 3),
        MITUR_API_DATA: join(work, 'api'),
      });
      const lb = cert ? { ...plain, portalOrigin: `https://127.0.0.1:${base + 2}`, apiOrigin: `https://127.0.0.1:${base + 3}` } : plain;
      const dir = join(work, 'remote-cors');
      await buildPortal(dir, undefined, buildViteEnv(lb));
      const api = await startApiServer(lb);
      closers.push(() => api.close());
      if (cert) {
        const proxy = await startTlsProxy(base + 3, `http://127.0.0.1:${base + 5}`, cert, join(work, 'api-proxy'));
        closers.push(() => proxy.close());
      }
      const s = await serveDir(dir, base + 2, cert);
      closers.push(() => s.close());
      sites.push({
        id: 'remote-cors',
        label: `remote over loopback, backends on their own origin (CORS), ${cert ? 'HTTPS (HTTP/2)' : 'HTTP/1.1'}`,
        origin: lb.portalOrigin,
      });
    }
    if (builds.includes('remote')) {
      const { loopback, buildViteEnv } = await import('../server/loopback');
      const { startApiServer } = await import('../server/app');
      const portalOrigin = `${scheme}://127.0.0.1:${base + 6}`;
      const plain = loopback({
        ...process.env,
        MITUR_PORTAL_PORT: String(base + 6),
        MITUR_API_PORT: String(base + 7),
        MITUR_API_DATA: join(work, 'api-proxied'),
      });
      // The handlers answer the addresses nginx forwards to: the shipped configuration sends the
      // backend's own host (here the API server's 127.0.0.1:<base + 7>) and X-Forwarded-Proto https,
      // which the server believes from loopback. (A stored file's address in an answer then names
      // that origin, which the browser cannot reach; no page of the bench opens a file.)
      const lb = { ...plain, portalOrigin, apiOrigin: `${scheme}://127.0.0.1:${base + 7}` };
      const dir = join(work, 'remote');
      // README's defaults: the backends' base URLs are paths of the portal's origin.
      await buildPortal(dir, undefined, {
        ...buildViteEnv(lb),
        VITE_IDENTITY_URL: '/api/identity',
        VITE_ADMIN_URL: '/api/admin',
        VITE_FILES_URL: '/api/files',
        VITE_CONTENT_URL: '/api/content',
      });
      const apiServer = await startApiServer(lb);
      closers.push(() => apiServer.close());
      const upstream = `http://127.0.0.1:${base + 7}`;
      const portal = await startNginx({
        root: dir,
        port: base + 6,
        ...(cert ? { tls: cert } : {}),
        api: { identity: `${upstream}/identity/`, admin: `${upstream}/admin/`, files: `${upstream}/files/`, content: `${upstream}/content/` },
      });
      closers.push(() => portal.close());
      sites.push({
        id: 'remote',
        label: `remote over loopback, backends under the portal's origin (nginx, ${cert ? 'HTTPS (HTTP/2)' : 'HTTP/1.1'})`,
        origin: portalOrigin,
      });
    }
    sites.sort((a, b) => builds.indexOf(a.id) - builds.indexOf(b.id));
    const chromiumFlags = cert ? [`--ignore-certificate-errors-spki-list=${cert.spki}`] : [];
    return { floorOrigin: `${scheme}://127.0.0.1:${base}`, protocol, chromiumFlags, sites, work, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * Longest wait for the desk after pressing 'Iniciar Sesión', ms. Generous: `--thread-time` exists to
 * compare builds while the machine is busy, and on a loaded 2-core machine (load average 15-25) the
 * demo's sign-in (its in-browser backend's start, then the desk) took more than 30 s.
 */
export const SIGN_IN_TIMEOUT_MS = 120_000;

/** A seeded citizen of both builds (README "Demo accounts"). */
export interface Account {
  cedula: string;
  password: string;
}

/** Ana María Rodríguez Peña, the citizen the issue measured (owner of seeded request 901). */
export const ANA: Account = { cedula: '001-0456789-6', password: 'Demo1234' };

/**
 * Signs `account` in through the login page of `origin` as a citizen does (spec 000 §3), and waits
 * for the desk. The session then lives in the page's storage (contract §0.2 `token`), for every
 * later page of the same browser context or profile.
 * @throws when the desk does not open within {@link SIGN_IN_TIMEOUT_MS}
 */
export async function signIn(page: Page, origin: string, account: Account = ANA): Promise<void> {
  await page.goto(`${origin}/public/login`);
  await page.getByLabel(/Cédula o pasaporte/).fill(account.cedula);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await page.waitForURL(/\/app\/myDesk$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

/** Median of numbers (the mean of the two middle ones for an even count; NaN for none). */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const v = [...values].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** The p-th percentile (0-100) by the nearest-rank method (NaN for none): p75 of 4 values is the 3rd. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}
