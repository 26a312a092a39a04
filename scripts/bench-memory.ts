/**
 * Memory bench (issue 24 "The signed-in area as fast as the public one", item 3: "Memory is fine:
 * keep it so"; docs/ARCHITECTURE.md Budgets).
 *
 * In one Chromium (Debian's, `CHROME_PATH` or /usr/bin/chromium) per build, Ana (README "Demo
 * accounts") signs in through the login page, then two series run in the same tab, each as a user
 * clicks (client-side navigation, never a reload):
 * - TRIPS ({@link runTrip}): her desk's 'Mis solicitudes' tab → the card of her request 901
 *   (DPP-2026-000041), its RESPONDER link → /app/serviceRequestedDetails/901 until its content shows
 *   (not the spinner: the tabs 'Secciones de la solicitud' and the open tab's heading, 'Documento
 *   requerido' as 901 waits for a document) → history back → the desk's list settled with the card
 *   of 901 again.
 * - CYCLES ({@link runCycle}): the service page /app/serviceDescription/27 → INICIAR SOLICITUD →
 *   '¿Cómo desea continuar?' (Ana represents a company) → Continuar (personal) → /app/requestService/27
 *   → 'Tarifas del servicio' → the first tariff → Confirmar → the first step's heading 'Datos del
 *   solicitante' → the header's 'Mi escritorio' link → the leave warning ('Si cierra esta pestaña el
 *   proceso de la solicitud se vera afectado.') → Salir → the desk's counters loaded → history back
 *   twice → the service page again.
 * Each series starts with `--warmup` unmeasured trips or cycles (default 5: lazy chunks, caches, the
 * first compilations), then a sample, then `--trips` trips or `--cycles` cycles, then a sample; a
 * step that reloads the page fails the bench. A sample ({@link Sample}) is taken a second after the
 * last screen showed, after two forced garbage collections (CDP `HeapProfiler.collectGarbage`): the
 * V8 heap used (`Runtime.getHeapUsage`), Blink's heap used (printed, not budgeted) and the DOM
 * counters (`Memory.getDOMCounters`: documents, nodes, JS event listeners). Printed per build
 * ({@link row}): the series, its count, the heap at the start and the end (KB, 1 KB = 1024 bytes),
 * its growth per trip or cycle (KB), the three counters at the start and the end, Blink's growth per
 * step (KB) and the series' time (s).
 *
 * V8's optimising tiers are OFF by default ({@link NO_JIT_FLAGS}; `--jit` measures V8 as shipped).
 * With them on, the heap also holds the code Sparkplug, Maglev and TurboFan compile as the steps get
 * hot: bounded, but still growing after 100 trips. Measured 2026-11-28 (demo, JIT on, one warm-up
 * trip, heap every 10 trips): +1850 KB over the first 10 trips, then +335, +168, +192, +174, +135,
 * +73, +47, +52, +28, then 34-64 KB per 10 trips up to 150 trips; remote the same curve. A heap
 * snapshot diff over trips 30-130 put 0.8 MB of it in code objects (InstructionStream,
 * TrustedByteArray). With the tiers off the same trips leave the heap flat (±15 KB per 10 trips from
 * trip 10 to 100, DOM counters unchanged), so the default run measures what the app keeps, and a
 * budget of a few KB a step holds. The earlier figure of issue 24 (+16.5 KB a trip, JIT on) is in
 * the range of this compiled code (trips 10-60 above: +20 KB a trip), not a leak.
 *
 * Figures measured 2026-11-28 on this shared 2-core machine (load average 3-7), 50 trips and 20
 * cycles after 5 warm-up steps (demo / remote):
 * - tiers off (default, three runs): trips +1.2, +1.2, +1.1 / +1.0, +0.9, +0.9 KB a trip; cycles
 *   +2.4, +2.0, +2.0 / +1.7, +1.8, +1.7 KB a cycle (with `--warmup 1`: trips +2.4 / +2.1, cycles +8.2 /
 *   +7.3: the first steps still allocate V8's feedback, hence 5 warm-up steps); DOM nodes 833/833
 *   (demo) and 807/807 (remote) on the desk, 432/432 and 387/387 or 387/386 on the service page;
 *   listeners unchanged (224, 221; 334, 331); documents 2/2 on the desk (the page and one created
 *   during the first trips) and 1/1 on the service page.
 * - `--jit` (two runs): trips +27.0, +28.6 / +24.2, +25.4 KB a trip, cycles +52.1, +51.3 / +45.8,
 *   +46.1 KB a cycle (demo with one warm-up step: +35.3 KB a trip, +92.0 KB a cycle); counters as
 *   above.
 * - Blink's heap grows +1-13 KB a trip and +6-20 KB a cycle on both builds (noisy): in snapshot diffs
 *   the DevTools network agent's copies of the responses (the bench's own CDP instrumentation), the
 *   performance timeline's entries (layout shifts, LCP, soft navigations, resource timings: buffers
 *   Chromium caps) and, in the demo only, about 3 MessagePorts and transferred ReadableStreams per
 *   trip left by Mock Service Worker's responses. Not budgeted: not the app's objects.
 * Budgets ({@link BUDGETS}, {@link JIT_BUDGETS}; `--check` exits 1 when a series of either build
 * misses one and names it): heap +5 KB a trip and +10 KB a cycle with the tiers off (about 4 times
 * the figures: sample noise is about ±15 KB, ±0.3 KB a trip over 50 trips and ±0.8 KB a cycle over
 * 20; a detail or a form kept alive is hundreds of KB a step, a leaked actor or subscription some
 * KB), +60 KB a trip and +150 KB a cycle with `--jit` (tiering depends on timing, and a single
 * warm-up step gives +92 KB a cycle); over a whole series, whatever its count
 * (each series ends on the page it started on, so a correct app comes back to the same counts, give
 * or take a toast): DOM nodes +50 (one kept page is 400-800 nodes), JS event listeners +10,
 * documents +0. The per-step budgets are meant for the default counts: with fewer steps the noise of
 * a sample weighs more per step.
 *
 * Usage: `npm run bench:memory [-- options]` (`tsx scripts/bench-memory.ts`)
 * - `--check`: exit 1 when a series of either build misses a budget.
 * - `--trips N` (default 50), `--cycles N` (default 20); 0 skips the series.
 * - `--warmup N` (default 5): unmeasured steps before each series' first sample.
 * - `--jit`: V8's optimising tiers on (as shipped), against {@link JIT_BUDGETS}.
 * - `--builds demo,remote` (default both): which builds to measure.
 * - `--protocol h2|http1` (default h2): the origins over HTTPS with HTTP/2 as deployed, or plain
 *   HTTP/1.1 (scripts/bench-sites.ts `protocolOption`).
 * Ports: 4400 (floor, built by scripts/bench-sites.ts and unused here), 4401 (demo), 4402 portal +
 * 4403 API (remote); override with BENCH_PORT_BASE (the other benches use 4380-4399).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { ANA, CHROME_PATH, CHROMIUM_FLAGS, protocolOption, signIn, startSites, type Site } from './bench-sites.ts';

/** The two series: desk ↔ detail trips and request-form open/leave cycles. */
export type SeriesId = 'trips' | 'cycles';

/** One sample after a forced GC: JS heap used (bytes) and DOM counters (counts). */
export interface Sample {
  /** `Runtime.getHeapUsage().usedSize`: the V8 heap used, bytes (JS objects, and compiled code). */
  heapBytes: number;
  /** `Runtime.getHeapUsage().embedderHeapUsedSize`: Blink's own heap used (DOM, streams, timeline entries), bytes; printed, not budgeted. */
  blinkBytes: number;
  /** `Memory.getDOMCounters().documents`: documents alive in the renderer (the page and its frames). */
  documents: number;
  /** `Memory.getDOMCounters().nodes`: DOM nodes alive (attached or not). */
  nodes: number;
  /** `Memory.getDOMCounters().jsEventListeners`: event listeners registered from JavaScript. */
  listeners: number;
}

/** What one series measured: `steps` trips or cycles between the `start` and `end` samples. */
export interface SeriesFigures {
  series: SeriesId;
  /** Trips or cycles between the two samples (the warm-up not counted). */
  steps: number;
  start: Sample;
  end: Sample;
  /** Wall time of the `steps` trips or cycles, seconds (printed, never budgeted). */
  seconds: number;
}

/** Budgets of one series: heap KB a step, and DOM counters' growth over the whole series (counts). */
export interface MemoryBudget {
  /** Largest V8 heap growth a trip or a cycle, KB (1 KB = 1024 bytes). */
  heapKBPerStep: number;
  /** Largest growth of DOM nodes between the start and the end of the series. */
  nodes: number;
  /** Largest growth of JS event listeners between the start and the end of the series. */
  listeners: number;
  /** Largest growth of documents between the start and the end of the series. */
  documents: number;
}

/**
 * The budgets `--check` holds each series of each build to, V8's optimising tiers off (the default
 * run: the heap then holds what the app keeps; figures they came from: module documentation).
 */
export const BUDGETS: Record<SeriesId, MemoryBudget> = {
  trips: { heapKBPerStep: 5, nodes: 50, listeners: 10, documents: 0 },
  cycles: { heapKBPerStep: 10, nodes: 50, listeners: 10, documents: 0 },
};

/**
 * The budgets of a `--jit` run (V8 as shipped: the heap also holds the code its tiers compile while
 * the steps get hot, bounded but still growing after 100 trips; module documentation).
 */
export const JIT_BUDGETS: Record<SeriesId, MemoryBudget> = {
  trips: { heapKBPerStep: 60, nodes: 50, listeners: 10, documents: 0 },
  cycles: { heapKBPerStep: 150, nodes: 50, listeners: 10, documents: 0 },
};

/** How a series is named in the table and in a missed budget. */
export const SERIES_LABEL: Record<SeriesId, string> = {
  trips: 'desk ↔ detail trips',
  cycles: 'request form cycles',
};

/** One step's name in a missed budget: `trip` or `cycle`. */
const STEP_NAME: Record<SeriesId, string> = { trips: 'trip', cycles: 'cycle' };

/** Growth of `heapBytes` (default) or `blinkBytes` per trip or cycle, KB (1 KB = 1024 bytes; negative when it shrank; NaN for 0 steps). */
export function growthPerStepKB(f: SeriesFigures, heap: 'heapBytes' | 'blinkBytes' = 'heapBytes'): number {
  if (!(f.steps > 0)) return Number.NaN;
  return (f.end[heap] - f.start[heap]) / 1024 / f.steps;
}

/** Growth of a DOM counter between the start and the end of a series (count; negative when it fell). */
export function counterGrowth(f: SeriesFigures, counter: 'documents' | 'nodes' | 'listeners'): number {
  return f.end[counter] - f.start[counter];
}

/**
 * The budgets a series misses (empty when none), each named, e.g.
 * `desk ↔ detail trips: heap +8.1 KB a trip > 8 KB`, `request form cycles: DOM nodes +51 > +50`.
 * A figure exactly at its budget passes; a figure that is not a number (no steps) misses.
 * @param budget defaults to {@link BUDGETS} of the series
 */
export function missedBudgets(f: SeriesFigures, budget: MemoryBudget = BUDGETS[f.series]): string[] {
  const out: string[] = [];
  const name = SERIES_LABEL[f.series];
  const perStep = growthPerStepKB(f);
  if (!(perStep <= budget.heapKBPerStep)) out.push(`${name}: heap ${signed(perStep, 1)} KB a ${STEP_NAME[f.series]} > ${budget.heapKBPerStep} KB`);
  const counters: Array<['nodes' | 'listeners' | 'documents', string]> = [
    ['nodes', 'DOM nodes'],
    ['listeners', 'JS event listeners'],
    ['documents', 'documents'],
  ];
  for (const [key, label] of counters) {
    const growth = counterGrowth(f, key);
    if (!(growth <= budget[key])) out.push(`${name}: ${label} ${signed(growth, 0)} > +${budget[key]}`);
  }
  return out;
}

/** `+1.5`, `-0.3`, `+0.0` (`digits` decimals; `-` for NaN and infinities). */
function signed(n: number, digits: number): string {
  if (!Number.isFinite(n)) return '-';
  const s = n.toFixed(digits);
  return s.startsWith('-') ? (Number(s) === 0 ? s.slice(1) : s) : `+${s}`;
}

/** The table's header line (matches {@link row}'s columns). */
export const HEADER =
  `${'series'.padEnd(20)} ${'n'.padStart(3)} ${'heap start KB'.padStart(13)} ${'heap end KB'.padStart(11)} ${'KB/step'.padStart(8)}` +
  ` ${'nodes start/end'.padStart(15)} ${'listeners start/end'.padStart(19)} ${'docs start/end'.padStart(14)} ${'Blink KB/step'.padStart(13)} ${'time s'.padStart(6)}`;

/**
 * One table row: series label, count, V8 heap at the start and the end (KB, rounded), its growth a
 * step (KB, one decimal, signed), DOM nodes, JS event listeners and documents at the start / the
 * end, Blink's heap growth a step (KB, one decimal, signed; information only) and the series' wall
 * time (s), e.g.
 * `desk ↔ detail trips   50          7137        7188     +1.0         833/833             224/224            2/2          +3.2     21`.
 */
export function row(f: SeriesFigures): string {
  const kb = (bytes: number) => String(Math.round(bytes / 1024));
  const pair = (k: 'nodes' | 'listeners' | 'documents') => `${f.start[k]}/${f.end[k]}`;
  return (
    `${SERIES_LABEL[f.series].padEnd(20)} ${String(f.steps).padStart(3)} ${kb(f.start.heapBytes).padStart(13)} ${kb(f.end.heapBytes).padStart(11)}` +
    ` ${signed(growthPerStepKB(f), 1).padStart(8)} ${pair('nodes').padStart(15)} ${pair('listeners').padStart(19)} ${pair('documents').padStart(14)}` +
    ` ${signed(growthPerStepKB(f, 'blinkBytes'), 1).padStart(13)} ${f.seconds.toFixed(0).padStart(6)}`
  );
}

/** The bench's options (see the module documentation). */
export interface Options {
  check: boolean;
  /** Trips measured (default 50) and request form cycles measured (default 20); 0 skips the series. */
  trips: number;
  cycles: number;
  /** Unmeasured trips or cycles before each series' first sample (default 5). */
  warmup: number;
  /** V8 as shipped (its optimising tiers on), measured against {@link JIT_BUDGETS}. */
  jit: boolean;
  /** `demo` and/or `remote` (default both). */
  builds: string[];
}

/** Reads the options from `argv` (process.argv without the first two); a bad count or build throws. */
export function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i === -1 ? undefined : argv[i + 1];
  };
  const count = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n)) throw new Error(`${name} wants a whole number >= 0, got ${raw}`);
    return n;
  };
  const builds = (value('--builds') ?? 'demo,remote')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  for (const b of builds)
    if (b !== 'demo' && b !== 'remote' && b !== 'remote-cors') throw new Error(`--builds: unknown build ${b} (demo, remote, remote-cors)`);
  return {
    check: argv.includes('--check'),
    trips: count('--trips', 50),
    cycles: count('--cycles', 20),
    warmup: count('--warmup', 5),
    jit: argv.includes('--jit'),
    builds,
  };
}

// ---------------------------------------------------------------------------------------------
// The browser side (not unit-tested: it needs the builds and a Chromium).

/** Ana's request the trips open (src/mocks/seedRequests.ts: 901, DPP-2026-000041, in process). */
const TRIP_REQUEST = { id: 901, code: 'DPP-2026-000041' };
/** The service the cycles request ('Solicitud de material promocional', expert form 124) and its first step. */
const CYCLE_SERVICE = { id: 27, firstStep: 'Datos del solicitante' };
const LEAVE_WARNING = 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.';
/** Longest wait for any one screen, ms (the machine is shared; the demo simulates latency). */
const STEP_TIMEOUT = 30_000;

/** The desk's personal list ('Solicitudes personales', its section with `aria-busy`). */
const personalList = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Solicitudes personales' }) });

/** Waits until the desk's requests tab shows its personal list settled with the card of request 901. */
async function deskListShown(page: Page): Promise<void> {
  await page.waitForURL(/\/app\/myDesk\?tab=solicitudes$/, { timeout: STEP_TIMEOUT });
  const list = personalList(page);
  await list.getByRole('article').filter({ hasText: TRIP_REQUEST.code }).waitFor({ timeout: STEP_TIMEOUT });
  await list.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: STEP_TIMEOUT });
}

/** Opens the desk's 'Mis solicitudes' tab from the desk (once, before the trips). */
async function openRequestsTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  await deskListShown(page);
}

/**
 * One trip: from the desk's 'Mis solicitudes' tab, the link of request 901's card (client-side), the
 * detail until its tabs and the open tab's heading show, then history back to the desk's settled list.
 */
export async function runTrip(page: Page): Promise<void> {
  const card = personalList(page).getByRole('article').filter({ hasText: TRIP_REQUEST.code });
  await card.getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/app/serviceRequestedDetails/${TRIP_REQUEST.id}(\\?|$)`), { timeout: STEP_TIMEOUT });
  // Loaded: the request's tabs and the open tab's heading ('Documento requerido': 901 waits for a document).
  await page.getByRole('tablist', { name: 'Secciones de la solicitud' }).waitFor({ timeout: STEP_TIMEOUT });
  await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor({ timeout: STEP_TIMEOUT });
  await page.evaluate(() => history.back());
  await deskListShown(page);
}

/** Waits until the service page of the cycles shows INICIAR SOLICITUD. */
async function servicePageShown(page: Page): Promise<void> {
  await page.waitForURL(new RegExp(`/app/serviceDescription/${CYCLE_SERVICE.id}$`), { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'INICIAR SOLICITUD' }).waitFor({ timeout: STEP_TIMEOUT });
}

/**
 * One cycle: from the service page, INICIAR SOLICITUD, the personal choice, the tariff dialog (first
 * tariff, Confirmar), the first step's heading; then the header's 'Mi escritorio' link, Salir on the
 * leave warning, the desk's counters loaded, and history back twice to the service page.
 */
export async function runCycle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'INICIAR SOLICITUD' }).click();
  const how = page.getByRole('dialog', { name: '¿Cómo desea continuar?' });
  const draft = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Se ha encontrado información previa' });
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await how.or(draft).or(tariffs).first().waitFor({ timeout: STEP_TIMEOUT });
  if (await how.isVisible()) await how.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(new RegExp(`/app/requestService/${CYCLE_SERVICE.id}$`), { timeout: STEP_TIMEOUT });
  // A draft left by someone else's run: start afresh (the cycles themselves never advance a step).
  await draft.or(tariffs).first().waitFor({ timeout: STEP_TIMEOUT });
  if (await draft.isVisible()) await draft.getByRole('button', { name: 'No, comenzar de nuevo' }).click();
  await tariffs.getByRole('radio').first().check({ timeout: STEP_TIMEOUT });
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await tariffs.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
  await page.getByRole('heading', { level: 2, name: CYCLE_SERVICE.firstStep }).waitFor({ timeout: STEP_TIMEOUT });

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mi escritorio' }).click();
  const leave = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: LEAVE_WARNING });
  await leave.getByRole('button', { name: 'Salir' }).click({ timeout: STEP_TIMEOUT });
  await page.waitForURL(/\/app\/myDesk$/, { timeout: STEP_TIMEOUT });
  await page.locator('[data-counter]').filter({ hasText: 'Solicitudes en proceso' }).filter({ hasText: /^\d+/ }).waitFor({ timeout: STEP_TIMEOUT });
  await page.evaluate(() => history.go(-2));
  await servicePageShown(page);
}

/** Two forced garbage collections, then the heap used and the DOM counters ({@link Sample}). */
async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
  // Let the last screen's transitions and timers (dialogs closing, toasts) end first.
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    heapBytes: heap.usedSize,
    blinkBytes: heap.embedderHeapUsedSize,
    documents: counters.documents,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}

/** Runs one series: `warmup` steps, a sample, `steps` steps, a sample. */
async function series(page: Page, cdp: CDPSession, id: SeriesId, warmup: number, steps: number, step: (page: Page) => Promise<void>): Promise<SeriesFigures> {
  const run = async (i: number, of: number, what: string) => {
    try {
      await step(page);
    } catch (e) {
      throw new Error(`${SERIES_LABEL[id]}: ${what} ${i + 1} of ${of} failed at ${page.url()}: ${(e as Error).message}`, { cause: e });
    }
  };
  for (let i = 0; i < warmup; i += 1) await run(i, warmup, 'warm-up step');
  // A mark in the page's global scope: a step that reloaded the page (not a client-side navigation) loses it.
  await page.evaluate(() => Object.assign(window, { __miturMemoryBench: true }));
  const start = await sample(page, cdp);
  const t0 = performance.now();
  for (let i = 0; i < steps; i += 1) await run(i, steps, 'step');
  const seconds = (performance.now() - t0) / 1000;
  const end = await sample(page, cdp);
  if (!(await page.evaluate(() => '__miturMemoryBench' in window)))
    throw new Error(`${SERIES_LABEL[id]}: the page was reloaded during the series (a step must navigate inside the app)`);
  return { series: id, steps, start, end, seconds };
}

/** V8's flags of a default run: its optimising tiers off, so compiled code does not grow with the steps (module documentation). */
export const NO_JIT_FLAGS = '--js-flags=--no-opt --no-maglev --no-sparkplug';

/**
 * Both series on one build: a fresh Chromium (V8's optimising tiers off unless `options.jit`), Ana
 * signed in through the login page, the trips from her desk's requests tab, then the cycles from the
 * service page of service 27 (opened once with `goto` before the cycles' warm-up, outside the
 * measured steps).
 */
export async function measureSite(
  site: Site,
  options: Pick<Options, 'trips' | 'cycles' | 'warmup' | 'jit'>,
  siteFlags: readonly string[] = [],
): Promise<SeriesFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS, ...siteFlags, ...(options.jit ? [] : [NO_JIT_FLAGS])] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // No beforeunload prompt is expected (never a reload), but one must not hang the bench.
    page.on('dialog', (d) => void d.accept());
    const cdp = await context.newCDPSession(page);
    await signIn(page, site.origin, ANA);
    const out: SeriesFigures[] = [];
    if (options.trips > 0) {
      await openRequestsTab(page);
      out.push(await series(page, cdp, 'trips', options.warmup, options.trips, runTrip));
    }
    if (options.cycles > 0) {
      await page.goto(`${site.origin}/app/serviceDescription/${CYCLE_SERVICE.id}`);
      await servicePageShown(page);
      out.push(await series(page, cdp, 'cycles', options.warmup, options.cycles, runCycle));
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The bench (see the module documentation); exit 1 with `--check` when a series misses a budget. */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const base = Number(process.env.BENCH_PORT_BASE ?? 4400);
  const budgets = options.jit ? JIT_BUDGETS : BUDGETS;
  console.log(
    `Memory bench: ${options.trips} desk ↔ detail trips, ${options.cycles} request form cycles, each series after ${options.warmup} warm-up step(s);` +
      ` samples after 2 forced GCs; V8 ${options.jit ? 'as shipped (--jit)' : `optimising tiers off (${NO_JIT_FLAGS})`}`,
  );
  const sites = await startSites(options.builds, base, (l) => console.log(l), protocolOption(process.argv));
  const missed: string[] = [];
  try {
    for (const site of sites.sites) {
      const figures = await measureSite(site, options, sites.chromiumFlags);
      console.log(`\n${site.label} (${site.origin})\n${HEADER}`);
      for (const f of figures) {
        console.log(row(f));
        for (const m of missedBudgets(f, budgets[f.series])) {
          missed.push(`${site.id}: ${m}`);
          console.log(`    over budget: ${m}`);
        }
      }
    }
  } finally {
    await sites.close();
  }
  console.log(
    `\nbudgets${options.jit ? ' (--jit)' : ''}: heap ${budgets.trips.heapKBPerStep} KB a trip, ${budgets.cycles.heapKBPerStep} KB a cycle;` +
      ` over a series DOM nodes +${budgets.trips.nodes}, JS event listeners +${budgets.trips.listeners}, documents +${budgets.trips.documents}`,
  );
  if (missed.length) console.log(`missed: ${missed.length} budget(s)`);
  if (options.check && missed.length) process.exit(1);
  process.exit(0);
}

// Run as a command only: the tests import the figures and budget helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
