/**
 * nginx serving a build with the repository's configuration (issue 28 item 1; README "Deploying the
 * portal"; deploy/nginx/mitur-portal.conf).
 *
 * `npm run serve:nginx` (= `tsx scripts/serve-nginx.ts`) runs Debian's nginx on this machine, as the
 * user who starts it: everything nginx writes (its configuration, pid file, temporary folders) lives
 * in a fresh temporary folder, removed on exit; nothing under /etc/nginx, /var or /run is read or
 * written. The generated configuration is the site file an operator writes
 * (deploy/nginx/mitur-site.conf) with this machine's values: it includes
 * deploy/nginx/mitur-portal.conf and the build's `.vite/content-security-policy.nginx.conf`, and turns
 * `brotli_static` on when Debian's module (libnginx-mod-http-brotli-static) is installed.
 *
 * Environment of the command:
 * - `MITUR_NGINX_DIST`: the build folder (default `dist`, `npm run build`);
 * - `MITUR_NGINX_PORT`: the port (default 4380), `MITUR_NGINX_HOST`: the address (default 127.0.0.1);
 * - `MITUR_NGINX_HSTS`: the `Strict-Transport-Security` value (default empty: none; this server speaks
 *   plain HTTP, set it when a TLS proxy in front forwards to it);
 * - `MITUR_NGINX_BIN`: the nginx binary (default `nginx` on the PATH, else /usr/sbin/nginx).
 *
 * `scripts/start-remote.ts serve` uses {@link startNginx} for the portal origin when
 * `MITUR_PORTAL_SERVER=nginx` (the remote browser journeys, playwright.remote.config.ts), and
 * tests/server/nginx.test.ts starts it on a fixture build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICY_NGINX_FILE } from './csp.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The portal's server-level configuration (locations, headers, caching, compression). */
export const PORTAL_CONF = join(REPO_ROOT, 'deploy', 'nginx', 'mitur-portal.conf');
/** The optional proxy of the four backends under the portal's origin (its «…» are the backends' base URLs). */
export const API_PROXY_CONF = join(REPO_ROOT, 'deploy', 'nginx', 'mitur-api-proxy.conf');

/** The backends' base URLs (`http(s)://host[:port]/path/`, ending in `/`) behind /api/identity/, /api/admin/, /api/files/, /api/content/. */
export interface ApiUpstreams {
  identity: string;
  admin: string;
  files: string;
  content: string;
}

/** The placeholder of each backend in deploy/nginx/mitur-api-proxy.conf. */
const API_PLACEHOLDERS: Record<keyof ApiUpstreams, string> = {
  identity: '«https://identity.example.test/»',
  admin: '«https://admin.example.test/»',
  files: '«https://files.example.test/»',
  content: '«https://content.example.test/wp-json/»',
};

/**
 * deploy/nginx/mitur-api-proxy.conf with its placeholders replaced by `upstreams`, as an operator
 * fills it in.
 * @param shipped the file's text (default: read from the repository)
 * @throws Error when a base URL is not http(s) or does not end in `/`, or a «…» is left
 */
export function apiProxyConfig(upstreams: ApiUpstreams, shipped: string = readFileSync(API_PROXY_CONF, 'utf8')): string {
  let text = shipped;
  for (const [name, placeholder] of Object.entries(API_PLACEHOLDERS) as [keyof ApiUpstreams, string][]) {
    const url = upstreams[name];
    if (!/^https?:\/\/[^\s;"'$]+\/$/.test(url)) throw new Error(`nginx: la URL base de ${name} debe ser http(s) y terminar en /: ${url}`);
    text = text.split(placeholder).join(url);
  }
  // Only the comments may still show the «…» notation.
  const left = text.split('\n').find((line) => !line.trimStart().startsWith('#') && line.includes('«'));
  if (left) throw new Error(`nginx: queda un valor por completar en ${API_PROXY_CONF}: ${left.trim()}`);
  return text;
}
/** Where Debian's libnginx-mod-http-brotli-static installs its module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Bound on nginx's start (a loaded 2-core machine), not a wait: it is polled. */
const START_BOUND_MS = 30_000;

/** What to serve, and where. */
export interface NginxOptions {
  /** The build folder (absolute or relative to the working directory): index.html, assets/, .vite/. */
  root: string;
  /** TCP port. */
  port: number;
  /** Listening address, default 127.0.0.1. */
  host?: string;
  /** `Strict-Transport-Security` value; empty or absent: no header. */
  hsts?: string;
  /** HTTPS with HTTP/2 (`listen … ssl http2`, as deploy/nginx/mitur-site.conf) with this certificate and key (PEM files); absent: plain HTTP. */
  tls?: { certFile: string; keyFile: string };
  /** The backends under /api/… of this origin (deploy/nginx/mitur-api-proxy.conf filled with these base URLs); absent: not proxied. */
  api?: ApiUpstreams;
}

/** A running nginx. */
export interface RunningNginx {
  /** e.g. `http://127.0.0.1:4380`. */
  origin: string;
  /** The temporary folder holding its configuration (`nginx.conf`), pid and temporary files. */
  dir: string;
  /** Whether the brotli-static module was loaded. */
  brotli: boolean;
  /** Stops nginx (fast shutdown) and removes {@link RunningNginx.dir}. */
  close(): Promise<void>;
}

/** The nginx binary: `MITUR_NGINX_BIN`, else `nginx` on the PATH, else /usr/sbin/nginx; `null` when none exists. */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.MITUR_NGINX_BIN?.trim()) return env.MITUR_NGINX_BIN.trim();
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((d) => join(d, 'nginx')).find((p) => existsSync(p)) ?? null;
}

/** A path or value between double quotes for nginx. @throws Error on a character nginx would misread. */
function quoted(value: string): string {
  if (/["$\\\r\n]/.test(value)) throw new Error(`nginx: valor no admitido en la configuración: ${value}`);
  return `"${value}"`;
}

/**
 * The main configuration file for {@link startNginx}: a foreground nginx with one worker, its pid and
 * temporary folders under `dir`, logs to stderr (errors only), and one server block: `root`, HSTS,
 * deploy/nginx/mitur-portal.conf and the build's policy file.
 * @param brotli whether to load Debian's brotli-static module and turn `brotli_static` on.
 * @throws Error when a path or value holds `"`, `$`, `\` or a line break.
 */
export function nginxConfig(opts: NginxOptions, dir: string, brotli: boolean): string {
  const root = resolve(opts.root);
  const temp = (name: string) => `  ${name}_temp_path ${quoted(join(dir, 'temp', name))};`;
  return [
    "# Generated by scripts/serve-nginx.ts (npm run serve:nginx): deploy/nginx/mitur-site.conf with this machine's values.",
    ...(brotli ? [`load_module ${quoted(BROTLI_MODULE)};`] : []),
    // As root (a container), the workers keep the user who started the command instead of nobody,
    // who could not read a build under a private folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${quoted(join(dir, 'nginx.pid'))};`,
    'error_log stderr error;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    '  server {',
    `    listen ${opts.host ?? '127.0.0.1'}:${opts.port}${opts.tls ? ' ssl http2' : ''};`,
    ...(opts.tls
      ? [
          `    ssl_certificate ${quoted(resolve(opts.tls.certFile))};`,
          `    ssl_certificate_key ${quoted(resolve(opts.tls.keyFile))};`,
          '    ssl_protocols TLSv1.2 TLSv1.3;',
        ]
      : []),
    '    server_name _;',
    `    root ${quoted(root)};`,
    ...(brotli ? ['    brotli_static on;'] : []),
    `    set $mitur_hsts ${quoted(opts.hsts ?? '')};`,
    `    include ${quoted(PORTAL_CONF)};`,
    ...(opts.api ? [`    include ${quoted(join(dir, 'mitur-api-proxy.conf'))};`] : []),
    `    include ${quoted(join(root, POLICY_NGINX_FILE))};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Resolves once something accepts TCP connections on host:port; rejects when `failed()` says so or after the bound. */
function whenListening(host: string, port: number, failed: () => string | null): Promise<void> {
  const started = Date.now();
  return new Promise((done, reject) => {
    const attempt = () => {
      const why = failed();
      if (why) return reject(new Error(why));
      if (Date.now() - started > START_BOUND_MS) return reject(new Error(`nginx no escucha en ${host}:${port} tras ${START_BOUND_MS / 1000} s`));
      const socket = connect({ host, port }, () => {
        socket.destroy();
        done();
      });
      socket.on('error', () => {
        socket.destroy();
        setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx on a build folder; resolves once it accepts connections.
 * @throws Error (Spanish, for the command's user) when nginx is not installed, the folder is not a
 *   build (no index.html or no policy file for nginx: build it again), the configuration is refused
 *   (`nginx -t`'s message) or nginx exits before listening (e.g. the port is taken).
 */
export async function startNginx(opts: NginxOptions): Promise<RunningNginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx no está instalado: apt-get install nginx-light libnginx-mod-http-brotli-static (Debian).');
  const root = resolve(opts.root);
  for (const file of ['index.html', POLICY_NGINX_FILE]) {
    if (!existsSync(join(root, file)))
      throw new Error(
        `${root} no es una build del portal (falta ${file}): constrúyala de nuevo (\`npm run build\`, o \`npm run build:loopback\` para el servidor loopback).`,
      );
  }
  const host = opts.host ?? '127.0.0.1';
  const brotli = existsSync(BROTLI_MODULE);
  const dir = mkdtempSync(join(tmpdir(), 'mitur-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', name), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (opts.api) writeFileSync(join(dir, 'mitur-api-proxy.conf'), apiProxyConfig(opts.api));
    writeFileSync(conf, nginxConfig(opts, dir, brotli));
    const test = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx rechaza la configuración ${conf}:\n${test.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
    process.stderr.write(text);
  });
  let exited: number | null | undefined;
  const gone = new Promise<void>((done) => child.once('exit', (code) => ((exited = code), done())));
  // A parent that exits without close() (an uncaught error) must not leave nginx holding the port.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  try {
    await whenListening(host, opts.port, () =>
      exited !== undefined ? `nginx terminó (código ${exited}) sin escuchar en ${host}:${opts.port}:\n${stderr}` : null,
    );
  } catch (error) {
    child.kill('SIGTERM');
    await gone;
    process.off('exit', killOnExit);
    remove();
    throw error;
  }
  return {
    origin: `${opts.tls ? 'https' : 'http'}://${host}:${opts.port}`,
    dir,
    brotli,
    async close() {
      process.off('exit', killOnExit);
      if (exited === undefined) child.kill('SIGTERM');
      await gone;
      remove();
    },
  };
}

/** `npm run serve:nginx`: see the module documentation. */
async function main(): Promise<void> {
  const env = process.env;
  const root = resolve(env.MITUR_NGINX_DIST?.trim() || 'dist');
  const port = Number(env.MITUR_NGINX_PORT?.trim() || 4380);
  const host = env.MITUR_NGINX_HOST?.trim() || '127.0.0.1';
  let nginx: RunningNginx;
  try {
    nginx = await startNginx({ root, port, host, hsts: env.MITUR_NGINX_HSTS?.trim() });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`Portal (nginx):  ${nginx.origin}/`);
  console.log(`Build:           ${root}`);
  console.log(`Configuración:   ${join(nginx.dir, 'nginx.conf')}  (brotli_static: ${nginx.brotli ? 'sí' : 'no, falta libnginx-mod-http-brotli-static'})`);
  const stop = () => void nginx.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
