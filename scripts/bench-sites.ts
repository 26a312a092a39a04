/**
 * What every browser bench of the project stands on (issue 24 "The signed-in area as fast as the
 * public one"; docs/ARCHITECTURE.md Budgets): the floor pages and the two builds of the portal, each
 * built into a temporary folder and served on loopback, and a signed-in browser for the pages behind
 * the session.
 *
 * - The FLOOR: bench/floor/ (every `*.html` there: `index.html`, React 19 + XState with one
 *   paragraph, and any page of plain controls an interaction bench compares with), built with the
 *   portal's Vite: what the machine itself costs.
 * - `demo`: the embedded demo build (`vite build --mode demo`) as a visitor gets it (simulated
 *   latency and seed data as README documents them), served by Vite's preview server.
 * - `remote`: the remote build over the loopback HTTP server (server/, README "The loopback
 *   server"; configured by server/loopback.ts on the bench's own ports and data folder).
 * Builds never go to dist/, dist-demo/ or dist-remote/; every server answers gzip or the build's
 * brotli files, the SPA fallback and the build's Content-Security-Policy header.
 *
 * Ports: base (floor), base + 1 (demo), base + 2 portal + base + 3 API (remote); base from
 * `BENCH_PORT_BASE` or the caller (4380 for the Lighthouse bench).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, preview, type PreviewServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { precompress } from './precompress.ts';

const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '..');

export { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.ts';

/** A build of the portal being served. */
export interface Site {
  /** `demo` (embedded) or `remote` (over the loopback server). */
  id: 'demo' | 'remote';
  /** Printed above its table, e.g. `embedded demo`. */
  label: string;
  /** Where the portal answers, e.g. `http://127.0.0.1:4381` (no trailing slash). */
  origin: string;
}

/** The floor and the builds, served; `close()` stops every server and removes the temporary folder. */
export interface BenchSites {
  /** `http://127.0.0.1:<base>/`: the floor's folder (its `index.html` is the Lighthouse floor). */
  floorOrigin: string;
  sites: Site[];
  /** The temporary folder holding the builds (and, for the remote build, the API's data). */
  work: string;
  close: () => Promise<void>;
}

/** Serves `dir` on 127.0.0.1:`port` (gzip or brotli files, SPA fallback) with the build's CSP header when it has one. */
export async function serveDir(dir: string, port: number): Promise<PreviewServer> {
  const cspFile = join(dir, '.vite', 'content-security-policy.txt');
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (existsSync(cspFile)) headers['Content-Security-Policy'] = readFileSync(cspFile, 'utf8').replace(/^Content-Security-Policy:\s*/i, '').trim();
  return preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false, headers },
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
export async function startSites(builds: readonly string[], base: number, log: (line: string) => void = () => {}): Promise<BenchSites> {
  const work = mkdtempSync(join(tmpdir(), 'mitur-bench-'));
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const c of closers.reverse()) await c().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    log(`building in ${work}`);
    const floorDir = join(work, 'floor');
    await buildFloor(floorDir);
    const floorServer = await serveDir(floorDir, base);
    closers.push(() => floorServer.close());
    const sites: Site[] = [];
    if (builds.includes('demo')) {
      const dir = join(work, 'demo');
      await buildPortal(dir, 'demo', {});
      const s = await serveDir(dir, base + 1);
      closers.push(() => s.close());
      sites.push({ id: 'demo', label: 'embedded demo', origin: `http://127.0.0.1:${base + 1}` });
    }
    if (builds.includes('remote')) {
      // The loopback configuration of server/loopback.ts on the bench's own ports and data folder.
      const { loopback, buildViteEnv } = await import('../server/loopback');
      const { startApiServer } = await import('../server/app');
      const lb = loopback({ ...process.env, MITUR_PORTAL_PORT: String(base + 2), MITUR_API_PORT: String(base + 3), MITUR_API_DATA: join(work, 'api') });
      const dir = join(work, 'remote');
      await buildPortal(dir, undefined, buildViteEnv(lb));
      const api = await startApiServer(lb);
      closers.push(() => api.close());
      const s = await serveDir(dir, base + 2);
      closers.push(() => s.close());
      sites.push({ id: 'remote', label: 'remote over loopback HTTP', origin: lb.portalOrigin });
    }
    return { floorOrigin: `http://127.0.0.1:${base}`, sites, work, close };
  } catch (e) {
    await close();
    throw e;
  }
}

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
 * @throws when the desk does not open within 30 s
 */
export async function signIn(page: Page, origin: string, account: Account = ANA): Promise<void> {
  await page.goto(`${origin}/public/login`);
  await page.getByLabel(/Cédula o pasaporte/).fill(account.cedula);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await page.waitForURL(/\/app\/myDesk$/, { timeout: 30_000 });
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
