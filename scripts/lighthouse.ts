/**
 * Lighthouse bench (issue 11 "Fast on a cheap phone", issue 24 "The signed-in area as fast as the
 * public one"; docs/ARCHITECTURE.md Budgets).
 *
 * In one run, on this machine, Lighthouse 12 (mobile preset, simulated throttling) in Debian's
 * Chromium (`CHROME_PATH` or /usr/bin/chromium) measures:
 * - the FLOOR: bench/floor/index.html (React 19 + XState, one paragraph) built with the same Vite:
 *   what the machine itself costs, so a slow (shared, busy) machine shows as a slow floor, not a
 *   regression;
 * - the public pages (home, all procedures, a service page, login: {@link PUBLIC_PAGES}), each run in
 *   a Chromium of its own with a fresh profile, as a first visitor gets it;
 * - the signed-in pages ({@link SIGNED_IN_PAGES}: the desk, a seeded request's detail, the request
 *   form of a service, settings, the payment validation page), as Ana (README "Demo accounts") gets
 *   them: one Chromium with its own profile and a remote-debugging port, signed in through the login
 *   page before each page's runs (the origin's storage emptied first), and Lighthouse attached to it
 *   (`--port`, `--disable-storage-reset`) with the HTTP cache emptied and the origin's service
 *   workers unregistered before every run: the session (and, in the demo, its in-browser backend's
 *   store) is kept as a returning citizen has it, every file is fetched and counted (through the
 *   demo's service worker a file reaches Lighthouse weightless);
 * Every Chromium is started by the bench at its own priority; Lighthouse attaches to it (`--port`)
 * and runs `nice`d ({@link TOOL_NICENESS}), and Playwright (the sign-in, the clearing) is connected
 * only while it works, never during a run;
 * on (a) the embedded demo build and (b) the remote build over the loopback HTTP server, its
 * backends under the portal's origin as README "One origin for the backends" deploys it (nginx with
 * deploy/nginx/; scripts/bench-sites.ts: temporary folders, the build's CSP header, brotli files);
 * `--builds remote-cors` also (or only) measures it with the backends on an origin of their own.
 *
 * Per page it prints performance, accessibility and best-practices scores (0-100), FCP, LCP (s),
 * TBT (ms), Speed Index (s; not budgeted: it shows when the content, not only the first paint, is
 * on screen) and the page weight (KiB transferred), and beside them the floor's performance, FCP (s)
 * and TBT measured right before that page (the machine's load of the moment); the floor's full row
 * first. The floor's FCP is the figure that shows a busy machine (1.1 s on this 2-core machine
 * when quiet, 1.2 s or more under load): its tasks stay far under 50 ms even stretched, so its TBT
 * stays near 0 while the portal's is multiplied (docs/BUDGETS.md "Where the home's blocking time goes").
 *
 * Usage: `npm run bench:lighthouse [-- options]`
 * - `--check`: exit 1 when a page of either build misses its budget ({@link budgetFor}).
 * - `--runs N` (default 1): N Lighthouse runs per page, the median of each figure is printed.
 * - `--builds demo,remote,remote-cors` (default `demo,remote`): which builds to measure.
 * - `--keep DIR`: also write each run's Lighthouse JSON report into DIR (for its diagnostics: LCP
 *   element and phases, long tasks, main-thread work by script).
 * - `--lantern DIR`: also save each run's trace, DevTools log and Lighthouse's own simulation of
 *   it (`LANTERN_DEBUG`: one trace per simulated graph, e.g. `…-optimisticLargestContentfulPaint.trace.json`,
 *   whose events are the requests and tasks of that graph at their simulated times; open it in
 *   DevTools' Performance panel) into DIR, to see which requests and tasks a simulated metric waits for.
 * - `--pages /a,/b`: measure only these paths (default every page above); a path of
 *   {@link SIGNED_IN_PAGES}' form (under /app/, not a catalogue page) is measured signed in.
 * - `--public` / `--signed-in`: only the public or only the signed-in pages.
 * - `--thread-time`: judge each main-thread task by its thread (CPU) time instead of its wall time
 *   (scripts/thread-time-trace.ts): a load-robust ESTIMATE for comparing two builds while the machine
 *   is busy; never a budget figure (those are read on a quiet machine, without this option).
 * - `--protocol h2|http1` (default h2): every origin over HTTPS with HTTP/2 as deployed, or plain
 *   HTTP/1.1 (scripts/bench-sites.ts {@link protocolOption}).
 * Ports: 4380 (floor), 4381 (demo), 4386 portal + 4387 API (remote), 4382 portal + 4383 API
 * (remote-cors), 4384 (the signed-in Chromium's debugging port), 4385 (each fresh Chromium's);
 * override with BENCH_PORT_BASE.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type CDPSession } from 'playwright-core';
import { traceAtThreadTime, type TraceEvent } from './thread-time-trace.ts';
import { ANA, CHROME_PATH, CHROMIUM_FLAGS, median, protocolOption, signIn, startSites } from './bench-sites.ts';

/**
 * Lighthouse runs through `npm exec` at a pinned version (12.8.2, the last for Node 20) instead of
 * being a devDependency: one of its dependencies is declared as `latest`, which would break
 * `npm ci` whenever that package publishes.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

/**
 * Lighthouse's own process runs `nice`d by this much (Linux niceness 0-19), below the Chromium it
 * measures, which the bench starts at its own priority ({@link startChromium}). A phone runs the
 * page, not the tool that measures it: on this 2-core machine Lighthouse's Node.js process took the
 * cores while the page loaded, and every task of the page's main thread that waited for a core
 * counts four times in the simulated blocking time (docs/BUDGETS.md "What competes with the page's
 * main thread").
 */
export const TOOL_NICENESS = 10;

/** The public pages of issue 11 (home, all procedures, a service page, login), measured as a first visit. */
export const PUBLIC_PAGES = ['/public', '/app/allServices', '/app/serviceDescription/2', '/public/login'] as const;

/**
 * The signed-in pages of issue 24, as Ana opens them: her desk, her seeded request 901 (spec 001
 * §2.5), the request form of service 2 (spec 001 §2.4; the tariff dialog a citizen lands on from the
 * service page's INICIAR SOLICITUD), settings, and the page the card gateway returns to for her
 * request 903 (pending payment; spec 001 §2.6, contract Q9).
 */
export const SIGNED_IN_PAGES = [
  '/app/myDesk',
  '/app/serviceRequestedDetails/901',
  '/app/requestService/2',
  '/app/myConfiguration',
  '/app/validatePayment/903?numAprobacion=000000&idAutorizacionPortal=bench',
] as const;

/** Whether a path is measured signed in: under /app/ and not one of the public catalogue pages (spec 000 §2 routes). */
export function isSignedIn(path: string): boolean {
  return path.startsWith('/app/') && !/^\/app\/(allServices|listOfServices|serviceDescription|contact|generalQueries|policy)\b/.test(path);
}

/** A page's budget (scores 0-100, times ms; `homeKiB` the home's weight, KiB). */
export interface Budget {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  homeKiB: number;
}

/** Budgets of issue 24 for the public pages (issue 11's, with LCP <= 1.5 s and performance >= 98). */
export const PUBLIC_BUDGET: Budget = { performance: 98, accessibility: 100, bestPractices: 100, lcpMs: 1500, tbtMs: 100, homeKiB: 600 };

/** Budgets of issue 24 for the signed-in pages. */
export const SIGNED_IN_BUDGET: Budget = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2000, tbtMs: 100, homeKiB: 600 };

/** The budget of `path`: {@link SIGNED_IN_BUDGET} for a signed-in page, else {@link PUBLIC_BUDGET}. */
export function budgetFor(path: string): Budget {
  return isSignedIn(path) ? SIGNED_IN_BUDGET : PUBLIC_BUDGET;
}

/** One page's figures (scores 0-100; times in ms; weight in KiB). */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Speed Index, ms: how soon the page's visible content is painted as a whole (not budgeted; printed so a trade of first paint against content shows). */
  siMs: number;
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
    siMs: num('speed-index'),
    weightKiB: num('total-byte-weight') / 1024,
  };
}

/** Median of each figure over several runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const med = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    performance: med('performance'),
    accessibility: med('accessibility'),
    bestPractices: med('bestPractices'),
    fcpMs: med('fcpMs'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    siMs: med('siMs'),
    weightKiB: med('weightKiB'),
  };
}

/** The budgets a page misses (empty when none), as short texts; `budget` defaults to {@link budgetFor}. */
export function missedBudgets(path: string, f: Figures, budget: Budget = budgetFor(path)): string[] {
  const out: string[] = [];
  if (f.performance < budget.performance) out.push(`performance ${f.performance} < ${budget.performance}`);
  if (f.accessibility < budget.accessibility) out.push(`accessibility ${f.accessibility} < ${budget.accessibility}`);
  if (f.bestPractices < budget.bestPractices) out.push(`best practices ${f.bestPractices} < ${budget.bestPractices}`);
  if (!(f.lcpMs <= budget.lcpMs)) out.push(`LCP ${Math.round(f.lcpMs)} ms > ${budget.lcpMs} ms`);
  if (!(f.tbtMs <= budget.tbtMs)) out.push(`TBT ${Math.round(f.tbtMs)} ms > ${budget.tbtMs} ms`);
  if (path === '/public' && !(f.weightKiB <= budget.homeKiB)) out.push(`weight ${Math.round(f.weightKiB)} KiB > ${budget.homeKiB} KiB`);
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
    ` ${s(f.fcpMs)} ${s(f.lcpMs)} ${String(Math.round(f.tbtMs)).padStart(6)} ${s(f.siMs)} ${String(Math.round(f.weightKiB)).padStart(6)}`
  );
}

const HEADER = `${'page'.padEnd(30)} perf  a11y   bp   FCP   LCP  TBTms    SI    KiB`;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** The served sites' own Chromium flags ({@link BenchSites.chromiumFlags}), set once they are up. */
let siteFlags: string[] = [];

/** Audits that cost points in the last run of each URL (printed under a page that misses a budget). */
const lastLosing = new Map<string, string[]>();

/**
 * One Lighthouse run of `url`. Without `port`, Lighthouse starts its own Chromium with a fresh
 * profile (a first visit); with `port`, it attaches to the signed-in Chromium listening there and
 * keeps its storage (the session), the caller having cleared the HTTP cache.
 */
async function lighthouse(url: string, port?: number): Promise<Figures> {
  if (port === undefined) return withFreshChromium((fresh) => lighthouseOn(url, [`--port=${fresh}`]));
  return lighthouseOn(url, [`--port=${port}`, '--disable-storage-reset']);
}

/** One Lighthouse run of `url` attached to the Chromium that `target` names (`--port=…` and its options). */
async function lighthouseOn(url: string, target: string[]): Promise<Figures> {
  const lantern = arg('--lantern');
  if (lantern) mkdirSync(lantern, { recursive: true });
  const assets = lantern
    ? ['--save-assets', `--output-path=${join(lantern, `${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_')}-${Date.now()}.json`)}`]
    : [];
  const options = { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH, ...(lantern ? { LANTERN_DEBUG: '1' } : {}) } };
  const lh = (extra: string[]) =>
    run(
      'nice',
      [
        '-n',
        String(TOOL_NICENESS),
        'npm',
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        '--output=json',
        '--quiet',
        ...target,
        '--only-categories=performance,accessibility,best-practices',
        ...extra,
      ],
      options,
    );
  let stdout: string;
  if (process.argv.includes('--thread-time')) {
    // Gather, rewrite the trace to thread time (scripts/thread-time-trace.ts), then audit the rewritten artifacts.
    const dir = mkdtempSync(join(tmpdir(), 'mitur-lh-artifacts-'));
    const keepTraces = arg('--keep');
    if (keepTraces) mkdirSync(keepTraces, { recursive: true });
    try {
      await lh([`-G=${dir}`]);
      const file = join(dir, 'defaultPass.trace.json');
      const observed = readFileSync(file, 'utf8');
      if (keepTraces) writeFileSync(join(keepTraces, `${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_')}-${Date.now()}.trace.json`), observed);
      writeFileSync(file, JSON.stringify(traceAtThreadTime(JSON.parse(observed) as { traceEvents: TraceEvent[] })));
      ({ stdout } = await lh([`-A=${dir}`, ...assets]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    ({ stdout } = await lh(assets));
  }
  const text = lantern ? readFileSync(assets[1].slice('--output-path='.length), 'utf8') : stdout;
  const lhr = JSON.parse(text) as Lhr;
  const keep = arg('--keep');
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_')}-${Date.now()}.json`), text);
  }
  const f = figuresOf(lhr);
  const losing: string[] = [];
  if (f.accessibility < 100) losing.push(...losingAudits(lhr, 'accessibility'));
  if (f.bestPractices < 100) losing.push(...losingAudits(lhr, 'best-practices'));
  lastLosing.set(url, losing);
  return f;
}

/** Median figures of `runs` runs of `url`; `before` runs ahead of each (the signed-in bench clears the HTTP cache). */
async function measure(url: string, runs: number, port?: number, before: () => Promise<void> = async () => {}): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before();
    all.push(await lighthouse(url, port));
  }
  return medianFigures(all);
}

/** A Chromium with its own profile and a remote-debugging port, for the signed-in pages. */
interface SignedInBrowser {
  port: number;
  /**
   * Empties what `origin` stored (a demo's store is seeded again by its next page) and signs Ana in
   * on it through the login page, as a citizen does, in this browser's profile.
   */
  signIn: (origin: string) => Promise<void>;
  /**
   * Before each run: empties the browser's HTTP cache and unregisters `origin`'s service workers (the
   * demo's in-browser backend registers its own again), so every file of the page is fetched and
   * counted; the session and the demo's store stay. A page served through a service worker reaches
   * Lighthouse with no transfer size, and its simulation would load it as if it weighed nothing.
   */
  clearFiles: (origin: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The Chromium processes the bench started and that still run (the signed-in one, a fresh one), killed by a signal's clean-up ({@link main}). */
const chromiums = new Set<ReturnType<typeof spawn>>();

/**
 * Starts the bench's Chromium ({@link CHROMIUM_FLAGS} and the sites' flags) with its debugging port
 * on `port` and its profile in `profileDir`, at the bench's own scheduling priority; resolves once
 * the port answers (GET /json/version), rejects after ~10 s.
 */
async function startChromium(port: number, profileDir: string): Promise<ReturnType<typeof spawn>> {
  const child = spawn(CHROME_PATH, [...CHROMIUM_FLAGS, ...siteFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  chromiums.add(child);
  child.once('exit', () => chromiums.delete(child));
  for (let i = 0; i < 50; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

/** The debugging port of the fresh Chromium each floor and public run gets (BENCH_PORT_BASE + 5). */
let freshPort = 4385;
/** Where the fresh Chromiums' profiles are made (the bench's profile folder, removed when it exits). */
let freshProfiles = tmpdir();

/**
 * Runs `work` against a Chromium started for it alone, with a new profile (a first visitor), and
 * stops that Chromium and removes its profile afterwards.
 */
async function withFreshChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const profileDir = mkdtempSync(join(freshProfiles, 'fresh-'));
  const child = await startChromium(freshPort, profileDir);
  try {
    return await work(freshPort);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    // Chromium's helper processes may still write to the profile for a moment after the browser exits.
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // Left to the bench's exit, which removes every profile (freshProfiles).
    }
  }
}

/** Starts Chromium on `port` with a new profile in `profileDir`. */
async function signedInBrowser(port: number, profileDir: string): Promise<SignedInBrowser> {
  const child = await startChromium(port, profileDir);
  /**
   * Connects Playwright over CDP for one operation and disconnects after it: while connected,
   * Playwright attaches to every new page (Lighthouse's too) and its instrumentation (network and
   * runtime events, its own script world) runs on the measured page's main thread.
   */
  const connected = async <T>(work: (context: BrowserContext) => Promise<T>): Promise<T> => {
    let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
    for (let i = 0; i < 50 && !browser; i += 1) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
        await new Promise((r) => setTimeout(r, 200));
        return undefined;
      });
    }
    if (!browser) {
      child.kill();
      throw new Error(`Chromium did not open its debugging port ${port}`);
    }
    try {
      return await work(browser.contexts()[0]);
    } finally {
      await browser.close().catch(() => undefined);
    }
  };
  /** Runs `send` on a CDP session of a blank page of the profile. */
  const withCdp = (send: (cdp: CDPSession) => Promise<unknown>) =>
    connected(async (context) => {
      const page = await context.newPage();
      try {
        await send(await context.newCDPSession(page));
      } finally {
        await page.close();
      }
    });
  await connected(async () => undefined);
  return {
    port,
    async signIn(origin) {
      await withCdp((cdp) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }));
      await connected(async (context) => {
        const page = await context.newPage();
        try {
          await signIn(page, origin, ANA);
        } finally {
          await page.close();
        }
      });
    },
    async clearFiles(origin) {
      await withCdp(async (cdp) => {
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      });
    },
    async close() {
      child.kill();
    },
  };
}

/** The bench (see the module documentation); exit 1 with `--check` when a page misses a budget. */
async function main(): Promise<void> {
  const runs = Math.max(1, Number(arg('--runs') ?? 1));
  const builds = (arg('--builds') ?? 'demo,remote').split(',');
  const base = Number(process.env.BENCH_PORT_BASE ?? 4380);
  freshPort = base + 5;
  const onlyPublic = process.argv.includes('--public');
  const onlySignedIn = process.argv.includes('--signed-in');
  const pages = (arg('--pages')?.split(',') ?? [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]).filter((p) =>
    onlyPublic ? !isSignedIn(p) : onlySignedIn ? isSignedIn(p) : true,
  );
  let failed = false;

  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (simulated throttling), ${runs} run(s) per page, median`);
  const sites = await startSites(builds, base, (l) => console.log(l), protocolOption(process.argv));
  siteFlags = sites.chromiumFlags;
  const profiles = mkdtempSync(join(tmpdir(), 'mitur-bench-profile-'));
  freshProfiles = profiles;
  let browser: SignedInBrowser | undefined;
  // Ctrl-C or a TERM stops the signed-in Chromium and the servers (nginx, the preview and API
  // servers) too: without this they outlived the bench, holding its ports. A server that does not
  // close within 5 s is left to the exit.
  // The temporary folders go however the process ends (the exit handlers run synchronously).
  const stop = (signal: NodeJS.Signals) => {
    for (const child of chromiums) child.kill();
    void Promise.race([sites.close(), new Promise((r) => setTimeout(r, 5000))]).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('exit', () => {
    for (const child of chromiums) child.kill();
    for (const dir of [profiles, sites.work]) rmSync(dir, { recursive: true, force: true });
  });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const floorUrl = `${sites.floorOrigin}/`;
    console.log(`\n${HEADER}\n${row('floor (React + XState)', await measure(floorUrl, runs))}`);
    if (pages.some(isSignedIn)) browser = await signedInBrowser(base + 4, mkdtempSync(join(profiles, 'signed-in-')));

    // The floor is measured again right before every page: on a shared machine the load changes
    // within minutes, and a page is only compared with the floor of the same moment.
    for (const t of sites.sites) {
      console.log(`\n${t.label} (${t.origin})\n${HEADER}   | floor just before: perf   FCP  TBTms`);
      for (const path of pages) {
        const floor = await measure(floorUrl, runs);
        let f: Figures;
        if (isSignedIn(path) && browser) {
          const b = browser;
          // A fresh sign-in per page: the demo's tokens live 15 min, and a refresh inside a run would be measured.
          await b.signIn(t.origin);
          f = await measure(`${t.origin}${path}`, runs, b.port, () => b.clearFiles(t.origin));
        } else f = await measure(`${t.origin}${path}`, runs);
        const label = path.length > 30 ? `${path.slice(0, 29)}…` : path;
        console.log(
          `${row(label, f)}   |                    ${String(floor.performance).padStart(4)} ${(floor.fcpMs / 1000).toFixed(2).padStart(5)} ${String(Math.round(floor.tbtMs)).padStart(6)}`,
        );
        const missed = missedBudgets(path, f);
        if (missed.length) {
          failed = true;
          console.log(`    below budget: ${missed.join('; ')}`);
          for (const a of lastLosing.get(`${t.origin}${path}`) ?? []) console.log(`      - ${a}`);
        }
      }
    }
  } finally {
    await browser?.close();
    await sites.close();
    rmSync(profiles, { recursive: true, force: true });
  }
  if (process.argv.includes('--check') && failed) process.exit(1);
  process.exit(0);
}

// Run as a command only: the tests import the figures and budget helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
