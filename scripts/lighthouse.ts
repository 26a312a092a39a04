/**
 * Lighthouse bench (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets).
 *
 * In one run, on this machine, Lighthouse 12 (mobile preset, simulated throttling) in Debian's
 * Chromium (`CHROME_PATH` or /usr/bin/chromium) measures:
 * - the FLOOR: bench/floor/ (React 19 + XState, one paragraph) built with the same Vite: what the
 *   machine itself costs, so a slow (shared, busy) machine shows as a slow floor, not a regression;
 * - home, all procedures, a service page and login on (a) the embedded demo build (`vite build
 *   --mode demo`) and (b) the remote build over the loopback HTTP server (server/, README "The
 *   loopback server"; configured by server/loopback.ts on the bench's own ports and data folder).
 * Every build goes to a temporary folder (never dist/, dist-demo/ or dist-remote/) and is served by
 * Vite's preview server (gzip, SPA fallback) with the build's Content-Security-Policy header.
 *
 * Per page it prints performance, accessibility and best-practices scores (0-100), FCP, LCP (s),
 * TBT (ms) and the page weight (KiB transferred), and beside them the floor's performance, FCP (s)
 * and TBT measured right before that page (the machine's load of the moment); the floor's full row
 * first. The floor's FCP is the figure that shows a busy machine (1.1 s on this 2-core machine
 * when quiet, 1.2 s or more under load): its tasks stay far under 50 ms even stretched, so its TBT
 * stays near 0 while the portal's is multiplied (docs/ARCHITECTURE.md Budgets).
 *
 * Usage: `npm run bench:lighthouse [-- options]`
 * - `--check`: exit 1 when a page of either build misses a budget of the issue: performance >= 95,
 *   accessibility 100, best practices 100, LCP <= 2.0 s, TBT <= 100 ms, home weight <= 600 KiB.
 * - `--runs N` (default 1): N Lighthouse runs per page, the median of each figure is printed.
 * - `--builds demo,remote` (default both): which builds to measure.
 * - `--keep DIR`: also write each run's Lighthouse JSON report into DIR (for its diagnostics: LCP
 *   element and phases, long tasks, main-thread work by script).
 * - `--pages /a,/b`: measure only these paths (default the four of the issue).
 * Ports: 4380 (floor), 4381 (demo), 4382 portal + 4383 API (remote); override with BENCH_PORT_BASE.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, preview, type PreviewServer } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

/**
 * Lighthouse runs through `npm exec` at a pinned version (12.8.2, the last for Node 20) instead of
 * being a devDependency: one of its dependencies is declared as `latest`, which would break
 * `npm ci` whenever that package publishes.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

/** The four pages of the issue (home, all procedures, a service page, login). */
export const PAGES = ['/public', '/app/allServices', '/app/serviceDescription/2', '/public/login'] as const;

/** Budgets of issue 11 (scores 0-100, times ms, weight KiB). */
export const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2000, tbtMs: 100, homeKiB: 600 } as const;

/** One page's figures (scores 0-100; times in ms; weight in KiB). */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  weightKiB: number;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string }>;
}

/** The weighted audits a category loses points on, e.g. `errors-in-console: … (0)` (at most 6). */
export function losingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .slice(0, 6)
    .map((a) => `${a.id}: ${a.title} (${a.displayValue ?? a.score})`);
}

/** Figures of one Lighthouse result. */
export function figuresOf(lhr: Lhr): Figures {
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    weightKiB: num('total-byte-weight') / 1024,
  };
}

/** Median of each figure over several runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const med = (k: keyof Figures) => {
    const v = runs.map((r) => r[k]).sort((a, b) => a - b);
    const m = Math.floor(v.length / 2);
    return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  return {
    performance: med('performance'),
    accessibility: med('accessibility'),
    bestPractices: med('bestPractices'),
    fcpMs: med('fcpMs'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    weightKiB: med('weightKiB'),
  };
}

/** The budgets a page misses (empty when none), as short texts. */
export function missedBudgets(path: string, f: Figures): string[] {
  const out: string[] = [];
  if (f.performance < BUDGET.performance) out.push(`performance ${f.performance} < ${BUDGET.performance}`);
  if (f.accessibility < BUDGET.accessibility) out.push(`accessibility ${f.accessibility} < ${BUDGET.accessibility}`);
  if (f.bestPractices < BUDGET.bestPractices) out.push(`best practices ${f.bestPractices} < ${BUDGET.bestPractices}`);
  if (!(f.lcpMs <= BUDGET.lcpMs)) out.push(`LCP ${Math.round(f.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
  if (!(f.tbtMs <= BUDGET.tbtMs)) out.push(`TBT ${Math.round(f.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (path === '/public' && !(f.weightKiB <= BUDGET.homeKiB)) out.push(`weight ${Math.round(f.weightKiB)} KiB > ${BUDGET.homeKiB} KiB`);
  return out;
}

/**
 * One table row: label, scores, FCP/LCP in s with two decimals (an LCP of 1.97 s against the 2.0 s
 * budget must not read "2.0"), TBT in ms, weight in KiB.
 */
export function row(label: string, f: Figures): string {
  const s = (n: number) => (Number.isFinite(n) ? (n / 1000).toFixed(2) : '-').padStart(5);
  return (
    `${label.padEnd(30)} ${String(f.performance).padStart(4)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(4)}` +
    ` ${s(f.fcpMs)} ${s(f.lcpMs)} ${String(Math.round(f.tbtMs)).padStart(6)} ${String(Math.round(f.weightKiB)).padStart(6)}`
  );
}

const HEADER = `${'page'.padEnd(30)} perf  a11y   bp   FCP   LCP  TBTms    KiB`;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Audits that cost points in the last run of each URL (printed under a page that misses a budget). */
const lastLosing = new Map<string, string[]>();

async function lighthouse(url: string): Promise<Figures> {
  const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const { stdout } = await run(
    'npm',
    [
      'exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', url,
      '--output=json', '--quiet', `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } },
  );
  const lhr = JSON.parse(stdout) as Lhr;
  const keep = arg('--keep');
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_')}-${Date.now()}.json`), stdout);
  }
  const f = figuresOf(lhr);
  const losing: string[] = [];
  if (f.accessibility < BUDGET.accessibility) losing.push(...losingAudits(lhr, 'accessibility'));
  if (f.bestPractices < BUDGET.bestPractices) losing.push(...losingAudits(lhr, 'best-practices'));
  lastLosing.set(url, losing);
  return f;
}

async function measure(url: string, runs: number): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouse(url));
  return medianFigures(all);
}

/** Serves `dir` on 127.0.0.1:`port` (gzip, SPA fallback) with the build's CSP header when it has one. */
async function serve(dir: string, port: number): Promise<PreviewServer> {
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
async function buildPortal(outDir: string, mode: string | undefined, env: Record<string, string>): Promise<void> {
  const args = [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (mode) args.push('--mode', mode);
  await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
}

/** The bench (see the module documentation); exit 1 with `--check` when a page misses a budget. */
async function main(): Promise<void> {
  const runs = Math.max(1, Number(arg('--runs') ?? 1));
  const builds = (arg('--builds') ?? 'demo,remote').split(',');
  const base = Number(process.env.BENCH_PORT_BASE ?? 4380);
  const work = mkdtempSync(join(tmpdir(), 'mitur-bench-'));
  const closers: (() => Promise<unknown>)[] = [];
  let failed = false;

  try {
    console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (simulated throttling), ${runs} run(s) per page, median; building in ${work}`);
    const floorDir = join(work, 'floor');
    await build({ configFile: false, root: join(ROOT, 'bench', 'floor'), logLevel: 'warn', plugins: [react(), precompress()], build: { outDir: floorDir, emptyOutDir: true, target: 'es2022' } });
    const floorServer = await serve(floorDir, base);
    closers.push(() => floorServer.close());
    const floorUrl = `http://127.0.0.1:${base}/`;
    console.log(`\n${HEADER}\n${row('floor (React + XState)', await measure(floorUrl, runs))}`);

    const tables: { name: string; origin: string }[] = [];
    if (builds.includes('demo')) {
      const dir = join(work, 'demo');
      await buildPortal(dir, 'demo', {});
      const s = await serve(dir, base + 1);
      closers.push(() => s.close());
      tables.push({ name: 'embedded demo', origin: `http://127.0.0.1:${base + 1}` });
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
      const s = await serve(dir, base + 2);
      closers.push(() => s.close());
      tables.push({ name: 'remote over loopback HTTP', origin: lb.portalOrigin });
    }

    // The floor is measured again right before every page: on a shared machine the load changes
    // within minutes, and a page is only compared with the floor of the same moment.
    for (const t of tables) {
      console.log(`\n${t.name} (${t.origin})\n${HEADER}   | floor just before: perf   FCP  TBTms`);
      for (const path of arg('--pages')?.split(',') ?? PAGES) {
        const floor = await measure(floorUrl, runs);
        const f = await measure(`${t.origin}${path}`, runs);
        console.log(`${row(path, f)}   |                    ${String(floor.performance).padStart(4)} ${(floor.fcpMs / 1000).toFixed(2).padStart(5)} ${String(Math.round(floor.tbtMs)).padStart(6)}`);
        const missed = missedBudgets(path, f);
        if (missed.length) {
          failed = true;
          console.log(`    below budget: ${missed.join('; ')}`);
          for (const a of lastLosing.get(`${t.origin}${path}`) ?? []) console.log(`      - ${a}`);
        }
      }
    }
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  if (process.argv.includes('--check') && failed) process.exit(1);
  process.exit(0);
}

// Run as a command only: the tests import the figures and budget helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
