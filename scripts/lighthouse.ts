/**
 * Lighthouse benchmark (DESIGN.md Budgets: "Lighthouse (mobile, simulated throttling) on home,
 * catalogue, service page and login: performance >= 95, accessibility 100, best practices 100").
 *
 * Serves the embedded build (`npm run build:demo` first) with `vite preview` on 127.0.0.1:4180,
 * runs Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium
 * (`CHROME_PATH` or /usr/bin/chromium) on each page and prints the category scores (0-100).
 *
 * Usage: `npm run bench:lighthouse` (prints) · `-- --check` (exit 1 below the budgets).
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/public', '/app/allServices', '/app/serviceDescription/101', '/public/login'];
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

const server = spawn('npx', ['vite', 'preview', '--mode', 'demo', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
let failed = false;
try {
  await waitFor(`${BASE}/public`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log('page                               perf  a11y  best-practices');
    for (const path of PAGES) {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
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
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
if (process.argv.includes('--check') && failed) process.exit(1);
