/**
 * Lighthouse benchmark (docs/ARCHITECTURE.md Budgets: "Lighthouse (mobile, simulated throttling) on home,
 * catalogue, service page and login: performance >= 95, accessibility 100, best practices 100").
 *
 * Serves the embedded build (`npm run build:demo` first) with `vite preview` on 127.0.0.1:4180,
 * runs Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium
 * (`CHROME_PATH` or /usr/bin/chromium) on each page and prints the category scores (0-100).
 *
 * Usage: `npm run bench:lighthouse` (prints) · `-- --check` (exit 1 below the budgets).
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Lighthouse runs through `npm exec` at a pinned version (12.8.2, the last for Node 20) instead of
 * being a devDependency: one of its dependencies is declared as `latest`, which would break
 * `npm ci` whenever that package publishes.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; displayValue?: string }>;
}

const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/public', '/app/allServices', '/app/serviceDescription/2', '/public/login'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;

async function waitFor(url: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`preview server did not start at ${url}`);
}

// Vite's own binary (not npx) so that kill() stops the server itself.
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
let failed = false;
try {
  await waitFor(`${BASE}/public`);
  const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  {
    console.log('page                               perf  a11y  best-practices');
    for (const path of PAGES) {
      const { stdout } = await run(
        'npm',
        [
          'exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', `${BASE}${path}`,
          '--output=json', '--quiet', `--chrome-flags=${flags}`,
          '--only-categories=performance,accessibility,best-practices',
        ],
        { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } },
      );
      const result = { lhr: JSON.parse(stdout) as Lhr };
      const c = result.lhr.categories;
      const score = (k: keyof typeof BUDGET) => Math.round((c[k]?.score ?? 0) * 100);
      const row = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') };
      console.log(`${path.padEnd(34)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row['best-practices']).padStart(4)}`);
      for (const k of Object.keys(BUDGET) as (keyof typeof BUDGET)[]) {
        if (row[k] < BUDGET[k]) {
          failed = true;
          const audits = Object.values(result.lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && result.lhr.categories[k].auditRefs.some((r) => r.id === a.id && r.weight > 0))
            .map((a) => `      - ${a.id}: ${a.title} (${a.displayValue ?? a.score})`)
            .slice(0, 8);
          console.log(`    below budget ${k} ${row[k]} < ${BUDGET[k]}\n${audits.join('\n')}`);
        }
      }
    }
  }
} finally {
  server.kill();
}
if (process.argv.includes('--check') && failed) process.exit(1);
