/**
 * Bundle report (docs/ARCHITECTURE.md Budgets: "first load of /public in remote mode: <= 110 KB of gzipped
 * JavaScript; every route lazy").
 *
 * Reads the Vite manifest of a remote-mode build (`npm run build` → dist/.vite/manifest.json) and
 * sums the gzipped size of the JavaScript that /public loads: the entry chunk with its static
 * imports, plus the home page's lazy chunk with its static imports. Also lists every route chunk.
 *
 * With `--browser` it also loads /public of that build in Chromium (`CHROME_PATH` or
 * /usr/bin/chromium, served by `vite preview`) and sums every JavaScript file the page actually
 * requests, dynamic imports included: the number the budget is checked against.
 *
 * Usage: `npm run bundle:report` (prints) · `-- --check` (exit 1 over budget) · `-- --browser`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** Budget of the /public first load, gzipped bytes (110 KB). */
export const PUBLIC_BUDGET_BYTES = 110 * 1024;
/** Source module of the /public page (lazy route chunk). */
export const HOME_MODULE = 'src/views/pages/public/HomePage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = process.argv.includes('--dist') ? process.argv[process.argv.indexOf('--dist') + 1] : 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk keys a chunk pulls in statically (itself included). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key]?.imports ?? []) closure(k, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry chunk in manifest');
const homeKey = Object.keys(manifest).find((k) => k === HOME_MODULE || manifest[k].src === HOME_MODULE);
if (!homeKey) throw new Error(`home page ${HOME_MODULE} is not a chunk of its own (must be lazy)`);

const first = new Set([...closure(entryKey), ...closure(homeKey)]);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let total = 0;
console.log('JavaScript loaded by /public (remote mode, gzip -9):');
for (const key of first) {
  const size = gz(manifest[key].file);
  total += size;
  console.log(`  ${kb(size).padStart(9)}  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`);
}
console.log(`  ${kb(total).padStart(9)}  TOTAL (budget ${kb(PUBLIC_BUDGET_BYTES)})`);

console.log('\nLazy route chunks (own file only):');
for (const [key, c] of Object.entries(manifest)) {
  if (c.isDynamicEntry) console.log(`  ${kb(gz(c.file)).padStart(9)}  ${c.src ?? key}`);
}
const mockChunks = Object.values(manifest).filter((c) => (c.src ?? '').startsWith('src/mocks/'));
if (mockChunks.length) console.log(`\nWARNING: embedded-backend modules in a remote build: ${mockChunks.map((c) => c.src).join(', ')}`);

/** Loads /public in Chromium and returns the gzipped bytes of every JavaScript file it requested. */
async function measureInBrowser(): Promise<number> {
  const { spawn } = await import('node:child_process');
  const { chromium } = await import('playwright-core');
  const port = 4191;
  // Vite's own binary (not npx) so that kill() stops the server itself.
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const ownIndex = readFileSync(join(dist, 'index.html'), 'utf8');
    let served = '';
    for (let i = 0; i < 100 && served !== ownIndex; i++) {
      try {
        served = await (await fetch(`${base}/public`)).text();
      } catch {
        /* not up yet */
      }
      if (served !== ownIndex) await new Promise((r) => setTimeout(r, 200));
    }
    // Another server on the port (a stale preview) would measure some other build.
    if (served !== ownIndex) throw new Error(`the server on port ${port} does not serve ${dist}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith('.js')) files.add(path);
      });
      await page.goto(`${base}/public`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      let sum = 0;
      console.log('\nJavaScript requested by Chromium for /public:');
      for (const f of [...files].sort()) {
        const size = gz(f.replace(/^\//, ''));
        sum += size;
        console.log(`  ${kb(size).padStart(9)}  ${f}`);
      }
      console.log(`  ${kb(sum).padStart(9)}  TOTAL`);
      return sum;
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

if (process.argv.includes('--browser')) {
  const measured = await measureInBrowser();
  total = Math.max(total, measured);
}

if (process.argv.includes('--check')) {
  if (total > PUBLIC_BUDGET_BYTES || mockChunks.length) {
    console.error(`\nFAIL: /public loads ${kb(total)} of JavaScript (budget ${kb(PUBLIC_BUDGET_BYTES)})${mockChunks.length ? ' or ships mocks' : ''}.`);
    process.exit(1);
  }
  console.log('\nOK: within budget.');
}
