/**
 * Interaction bench (issue 24 "The signed-in area as fast as the public one", item 2;
 * docs/ARCHITECTURE.md Budgets): how long the portal's controls take from the citizen's input to the
 * next frame, at 4x CPU throttling, beside the same kinds of controls on a floor page measured in
 * the same run.
 *
 * In one run, on this machine, Debian's Chromium (`CHROME_PATH` or /usr/bin/chromium, 412×823
 * viewport) driven by Playwright's real input (trusted events: mouse clicks, key presses; a select
 * is changed with ArrowDown / ArrowUp on the focused select, since Playwright's `selectOption`
 * dispatches untrusted events that Event Timing ignores) measures, per build ({@link startSites}:
 * the embedded demo and the remote build over the loopback HTTP server):
 * - first the FLOOR: bench/floor/controls.html (plain React 19 + XState, no portal code, no backend:
 *   a text input, a checkbox, a radio group and a select that show another field, a grid with its
 *   `<dialog>`, two steps, two tabs, a pager), then
 * - the portal's controls ({@link INTERACTIONS}, printed as a legend above the tables): on Ana's
 *   request form of service 19 'Licencia de operación para empresas de turismo de aventura'
 *   (expert form 117) the applicant step's rule-driving radio 'Tipo de documento', Continuar (with
 *   its draft save) / Retroceder, typing, the rule-driving checkbox 'Buceo' and the guides grid (open
 *   its dialog, add a row, remove it); on the form of service 13 'Certificación de exenciones
 *   fiscales' (expert form 112) the rule-driving select 'Tipo de exención a certificar'; on the
 *   gestor Luis Manuel's desk (66 requests) the tab switch and the paging of 'Solicitudes
 *   personales'; on Ana's request 901 the detail's tab switch. Each page in its own browser
 *   context, signed in through the login page ({@link signIn}).
 *   Why these controls: a radio or select option whose rule only shows a field is not undone by
 *   choosing an option without a rule (contract §2.5; src/domain/expertForm/state.ts `setValue`),
 *   so a control toggled back and forth must have a rule both ways: the document type (every
 *   option clears the number and switches its mask and label), the checkbox (`rule` / `ruleF`),
 *   the select between its placeholder and an option with a rule (clearing applies the inverse).
 *   The portal's grid adds and removes rows and has no edit: 'edit a grid row' is measured on the
 *   floor only and 'remove a grid row' stands for the portal's row change.
 *
 * Per interaction, in the page (a probe installed before the app's scripts, {@link PROBE}): from
 * each trusted input event's `timeStamp` (pointerdown, pointerup, click, keydown, keyup; taken in a
 * capture listener on window) to the next frame after it (a `requestAnimationFrame` callback, then
 * a `MessageChannel` message: the moment that frame was produced); the interaction's figure is the
 * largest of its events' ({@link interactionFigures}), as Event Timing's interaction latency is.
 * Beside it, the Event Timing API's duration of the same interaction (PerformanceObserver type
 * 'event', durationThreshold 16, entries matched by start time and interactionId; null, printed
 * '<16', when Chromium reported none: under 16 ms).
 * CPU throttling (CDP `Emulation.setCPUThrottlingRate` 4) is on around the measured repetitions only;
 * sign-in, navigation and each control's preparation (filling the steps before it) run unthrottled.
 * Each repetition waits for the control's effect (the step heading, the draft save's POST /drafts
 * answer, the dialog, the row, the selected tab, the current page), then for the network to be
 * quiet and the page idle, before the next one; one unmeasured round comes first (warm-up).
 *
 * Printed per build: a table of every interaction with the portal's median and p75 (ms), the
 * floor's median and p75 (ms), the ratio portal median / floor median, and the Event Timing medians
 * (ms) of both ({@link formatRow}). Budget ({@link INTERACTION_BUDGET}): every interaction's median
 * <= 100 ms at 4x AND <= 2x the floor's same control.
 *
 * Usage: `npm run bench:interactions [-- options]` (`tsx scripts/bench-interactions.ts`)
 * - `--runs N` (default 10): at least N measured repetitions of each interaction, in whole rounds
 *   (a round gives one sample per action: two for a control toggled back and forth, one per tab,
 *   so 3 runs of a toggle give 4 samples and of the desk's four tabs 4).
 * - `--builds demo,remote` (default both): which builds to measure.
 * - `--protocol h2|http1` (default h2): the origins over HTTPS with HTTP/2 as deployed, or plain
 *   HTTP/1.1 (scripts/bench-sites.ts `protocolOption`).
 * - `--check`: exit 1 when an interaction of either build misses its budget
 *   ({@link missedInteractionBudgets}), naming them.
 * A control that cannot be found or does not react within 30 s is reported in its row with the
 * interaction's name and the error; the bench then exits 1 (with or without `--check`).
 * Ports: 4390 (floor), 4391 (demo), 4392 portal + 4393 API (remote); override with BENCH_PORT_BASE
 * (the Lighthouse bench uses 4380-4384).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ANA, CHROME_PATH, CHROMIUM_FLAGS, median, percentile, protocolOption, signIn, startSites, type Account } from './bench-sites.ts';

/** The interactions of issue 24 item 2, in the order they are printed. */
export type InteractionId =
  | 'typing'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'gridOpen'
  | 'gridAdd'
  | 'gridEdit'
  | 'gridRemove'
  | 'continue'
  | 'back'
  | 'deskTab'
  | 'deskPaging'
  | 'detailTab';

/** The floor page's controls (bench/floor/controls.tsx); the desk's and the detail's tabs share one. */
export type FloorControl = Exclude<InteractionId, 'deskTab' | 'deskPaging' | 'detailTab'> | 'tabs' | 'paging';

/** One interaction of the table: its label, the portal's control (null: the portal has none) and the floor's. */
export interface Interaction {
  id: InteractionId;
  /** Printed in the table, e.g. `add a grid row`. */
  label: string;
  /** The portal's control, printed in the legend; null when the portal has no such control. */
  portal: string | null;
  /** The floor's control it is compared with. */
  floor: FloorControl;
}

/** Every interaction, in table order, with the portal's and the floor's control (printed as the legend). */
export const INTERACTIONS: readonly Interaction[] = [
  { id: 'typing', label: 'typing (one key)', portal: "service 19 step 2, 'Nombre comercial' (plain text field)", floor: 'typing' },
  { id: 'checkbox', label: 'rule checkbox', portal: "service 19 step 2, 'Buceo' (rule: shows / requires the diving certification)", floor: 'checkbox' },
  {
    id: 'radio',
    label: 'rule radio',
    portal: "service 19 step 1, 'Tipo de documento' Pasaporte / Cédula (rules 7 + 9 / 8: clear the number, switch its mask and label)",
    floor: 'radio',
  },
  {
    id: 'select',
    label: 'rule select (keyboard)',
    portal: "service 13 step 2, 'Tipo de exención a certificar' '' / 'Impuestos de importación' (rule: shows / requires the DUA; cleared: the inverse)",
    floor: 'select',
  },
  { id: 'gridOpen', label: 'open the grid dialog', portal: "service 19 step 3, 'Agregar' of 'Guías de la empresa'", floor: 'gridOpen' },
  { id: 'gridAdd', label: 'add a grid row', portal: "service 19 step 3, the dialog's 'Agregar' (row validated and committed)", floor: 'gridAdd' },
  { id: 'gridEdit', label: 'edit a grid row', portal: null, floor: 'gridEdit' },
  { id: 'gridRemove', label: 'remove a grid row', portal: "service 19 step 3, 'Eliminar fila 1'", floor: 'gridRemove' },
  { id: 'continue', label: 'Continuar (draft save)', portal: 'service 19, step 1 -> 2 (waits for the step and POST /drafts)', floor: 'continue' },
  { id: 'back', label: 'Retroceder', portal: 'service 19, step 2 -> 1', floor: 'back' },
  { id: 'deskTab', label: 'desk tab switch', portal: "gestor's /app/myDesk, 'Mi Perfil' -> 'Empresas' -> 'Mis solicitudes' -> 'Documentos'", floor: 'tabs' },
  { id: 'deskPaging', label: 'desk paging', portal: "gestor's 'Solicitudes personales', 'Página siguiente' / 'Página anterior'", floor: 'paging' },
  { id: 'detailTab', label: 'detail tab switch', portal: "Ana's /app/serviceRequestedDetails/901, every tab in turn", floor: 'tabs' },
];

/** The budget of issue 24 item 2: median at 4x (ms) and the ratio to the floor's same control. */
export interface InteractionBudget {
  /** Largest median, ms (100). */
  maxMs: number;
  /** Largest portal median / floor median (2). */
  maxRatio: number;
}

/** Every interaction <= 100 ms at 4x AND <= 2x the floor's same control (issue 24). */
export const INTERACTION_BUDGET: InteractionBudget = { maxMs: 100, maxRatio: 2 };

/** Median and 75th percentile of some samples (ms); `n` the number of samples. */
export interface Summary {
  n: number;
  median: number;
  p75: number;
}

/** One row of a build's table: an interaction's figures on the portal and on the floor (null: not measured). */
export interface Row {
  id: InteractionId;
  label: string;
  /** Event to next frame on the portal (ms); null when the portal has no such control or it failed. */
  portal: Summary | null;
  /** The same on the floor's control (ms). */
  floor: Summary | null;
  /** Event Timing duration on the portal (ms; an interaction Chromium did not report counts as 0, see {@link summarizeEventTiming}). */
  portalEventTiming: Summary | null;
  /** Event Timing duration on the floor (ms). */
  floorEventTiming: Summary | null;
  /** Why it was not measured (a control not found, no frame within 30 s), naming the interaction. */
  error?: string;
}

/** One trusted input event seen by the probe: its `timeStamp` and the moment the next frame was produced (ms, page clock). */
export interface ProbeEvent {
  type: string;
  ts: number;
  frame: number;
}

/** One Event Timing entry (PerformanceEventTiming, interactions only): name, startTime, duration (ms), interactionId. */
export interface ProbeEntry {
  name: string;
  start: number;
  duration: number;
  id: number;
}

/** One measured interaction: event to next frame (ms) and Event Timing's duration (ms; null: none reported, i.e. under 16 ms). */
export interface Sample {
  frameMs: number;
  eventTimingMs: number | null;
}

/**
 * Median and p75 (nearest rank) of samples in ms; NaN figures for no sample.
 * @example summarize([10, 20, 30, 40]) // { n: 4, median: 25, p75: 30 }
 */
export function summarize(values: readonly number[]): Summary {
  return { n: values.length, median: median(values), p75: percentile(values, 75) };
}

/**
 * {@link summarize} of Event Timing durations (ms), where null (Chromium reported no entry: the
 * interaction took under the 16 ms threshold) counts as 0, so the median of mostly fast interactions
 * reads '<16' ({@link formatRow}).
 */
export function summarizeEventTiming(values: readonly (number | null)[]): Summary {
  return summarize(values.map((v) => v ?? 0));
}

/** Portal median / floor median; NaN when either is missing, not a number, or the floor's is 0. */
export function ratioOf(portal: Summary | null, floor: Summary | null): number {
  if (!portal || !floor || !Number.isFinite(portal.median) || !Number.isFinite(floor.median) || floor.median <= 0) return Number.NaN;
  return portal.median / floor.median;
}

/**
 * The figures of one interaction from what the probe saw: event to next frame = the largest
 * (frame − timeStamp) over its trusted events (ms); Event Timing = the largest duration (ms) of the
 * entries that started at one of those events (±1 ms) or share an interactionId with one, null when
 * there is none. NaN for the frame when no event was seen.
 */
export function interactionFigures(events: readonly ProbeEvent[], entries: readonly ProbeEntry[]): Sample {
  const frameMs = events.length ? Math.max(...events.map((e) => e.frame - e.ts)) : Number.NaN;
  const matched = entries.filter((en) => events.some((ev) => Math.abs(en.start - ev.ts) <= 1));
  const ids = new Set(matched.map((m) => m.id).filter((id) => id > 0));
  const all = entries.filter((en) => matched.includes(en) || ids.has(en.id));
  return { frameMs, eventTimingMs: all.length ? Math.max(...all.map((e) => e.duration)) : null };
}

const ms = (v: number | undefined, width: number) => (v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(1)).padStart(width);
const et = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '—' : v < 16 ? '<16' : String(Math.round(v))).padStart(9);

/** The table's header line, matching {@link formatRow}. */
export const TABLE_HEADER = `${'interaction'.padEnd(24)} ${'portal ms'.padStart(9)} ${'p75'.padStart(6)} | ${'floor ms'.padStart(8)} ${'p75'.padStart(6)} | ${'ratio'.padStart(6)} | ${'ET portal'.padStart(9)} ${'ET floor'.padStart(9)} | ${'n'.padStart(3)}`;

/**
 * One printed row: label, portal median and p75 (ms, one decimal), floor median and p75, ratio
 * (two decimals and 'x'), Event Timing medians ('<16' under the threshold), the portal's sample
 * count; '—' for what was not measured, and the error under it when the measurement failed.
 */
export function formatRow(r: Row): string {
  const ratio = ratioOf(r.portal, r.floor);
  const line = `${r.label.padEnd(24)} ${ms(r.portal?.median, 9)} ${ms(r.portal?.p75, 6)} | ${ms(r.floor?.median, 8)} ${ms(r.floor?.p75, 6)} | ${(Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '—').padStart(6)} | ${et(r.portalEventTiming?.median)} ${et(r.floorEventTiming?.median)} | ${String(r.portal?.n ?? r.floor?.n ?? 0).padStart(3)}`;
  return r.error ? `${line}\n    FAILED: ${r.error}` : line;
}

/**
 * The interactions of one build's table that miss the budget, one line each naming the interaction
 * and why: median > `maxMs`, ratio to the floor > `maxRatio`, no floor figure to compare with, or
 * the measurement failed. A row without a portal control and without an error (the grid's edit,
 * which the portal does not offer) is not judged. Exactly `maxMs` and exactly `maxRatio` pass.
 * @example missedInteractionBudgets([{ label: 'add a grid row', portal: { median: 166, … }, floor: { median: 31, … }, … }])
 *   // ['add a grid row: median 166.0 ms > 100 ms; 5.35x the floor (31.0 ms) > 2x']
 */
export function missedInteractionBudgets(rows: readonly Row[], budget: InteractionBudget = INTERACTION_BUDGET): string[] {
  const missed: string[] = [];
  for (const r of rows) {
    if (r.error) {
      missed.push(`${r.label}: not measured (${r.error})`);
      continue;
    }
    if (!r.portal) continue;
    const why: string[] = [];
    if (!Number.isFinite(r.portal.median)) why.push('no sample');
    else if (r.portal.median > budget.maxMs) why.push(`median ${r.portal.median.toFixed(1)} ms > ${budget.maxMs} ms`);
    const ratio = ratioOf(r.portal, r.floor);
    if (!Number.isFinite(ratio)) why.push('no floor figure to compare with');
    else if (ratio > budget.maxRatio) why.push(`${ratio.toFixed(2)}x the floor (${(r.floor as Summary).median.toFixed(1)} ms) > ${budget.maxRatio}x`);
    if (why.length) missed.push(`${r.label}: ${why.join('; ')}`);
  }
  return missed;
}

/** Command-line options: `--check`, `--runs N` (>= 1, default 10), `--builds demo,remote` (default both). */
export interface Options {
  check: boolean;
  runs: number;
  builds: ('demo' | 'remote' | 'remote-cors')[];
}

/**
 * Reads the options from `argv` (the arguments after the script).
 * @throws on a `--runs` that is not a whole number >= 1 or an unknown build name
 */
export function parseArgs(argv: readonly string[]): Options {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i === -1 ? undefined : argv[i + 1];
  };
  const runsText = arg('--runs') ?? '10';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1, got '${runsText}'`);
  const builds = (arg('--builds') ?? 'demo,remote')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  for (const b of builds)
    if (b !== 'demo' && b !== 'remote' && b !== 'remote-cors') throw new Error(`--builds takes demo, remote and/or remote-cors, got '${b}'`);
  if (!builds.length) throw new Error('--builds names no build');
  return { check: argv.includes('--check'), runs, builds: builds as Options['builds'] };
}

// ---------------------------------------------------------------------------------------------
// In the browser

/**
 * The probe, installed in every page before its own scripts (`addInitScript`, so the app's
 * listeners come after its capture listeners on window). Plain JavaScript source, not a function,
 * so that nothing the TypeScript runner adds to functions reaches the page. `window.__ib`:
 * `arm()` starts recording trusted input events; `settled(ms)` resolves once every recorded event's
 * next frame came; `collect()` stops, waits three frames for Event Timing's entries and returns
 * `{ events, entries }` ({@link ProbeEvent}, {@link ProbeEntry}); `idle(ms)` resolves on an idle period.
 */
export const PROBE = `(() => {
  if (window.__ib) return;
  const TYPES = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'];
  const s = { armed: false, events: [], entries: [], waiters: [] };
  const isSettled = () => s.events.length > 0 && s.events.every((e) => e.frame >= 0);
  const wake = () => { if (!isSettled()) return; const w = s.waiters; s.waiters = []; for (const f of w) f(); };
  for (const type of TYPES) {
    window.addEventListener(type, (e) => {
      if (!s.armed || !e.isTrusted) return;
      const rec = { type, ts: e.timeStamp, frame: -1 };
      s.events.push(rec);
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => { rec.frame = performance.now(); wake(); };
        ch.port2.postMessage(null);
      });
    }, { capture: true });
  }
  const take = (list) => { for (const e of list) if (e.interactionId) s.entries.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId }); };
  let observer = null;
  try {
    observer = new PerformanceObserver((l) => take(l.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (_) { observer = null; }
  // A frame, or 250 ms when none comes (a page without frames must not hang the bench).
  const frame = () => new Promise((r) => { const t = setTimeout(r, 250); requestAnimationFrame(() => setTimeout(() => { clearTimeout(t); r(); }, 0)); });
  window.__ib = {
    arm() { s.armed = true; s.events = []; s.entries = []; s.waiters = []; },
    settled(timeoutMs) {
      return new Promise((resolve, reject) => {
        if (isSettled()) return resolve(true);
        const t = setTimeout(() => reject(new Error(s.events.length ? 'no frame within ' + timeoutMs + ' ms after the input' : 'no trusted input event reached the page')), timeoutMs);
        s.waiters.push(() => { clearTimeout(t); resolve(true); });
      });
    },
    async collect() {
      s.armed = false;
      await frame(); await frame(); await frame();
      if (observer) take(observer.takeRecords());
      return { events: s.events.slice(), entries: s.entries.slice() };
    },
    idle(timeoutMs) {
      return new Promise((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r(true), { timeout: timeoutMs }) : setTimeout(() => r(true), 50)));
    },
  };
})();`;

/** How long a control may take to appear or react before its interaction is reported as failed (ms). */
const TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 412, height: 823 };
/** The gestor of README "Demo accounts": 66 requests, so the desk's lists have pages. */
const GESTOR: Account = { cedula: '028-0456123-7', password: 'Demo1234' };

/** Records a measured input: `measure(input)` arms the probe, runs the input, waits for its frames and keeps the sample. */
type Measure = (input: () => Promise<unknown>) => Promise<void>;

/** One step of a round: its interaction (or floor control), an optional unmeasured preparation, the measured input, its settling. */
interface Action {
  id: string;
  run: (page: Page, measure: Measure) => Promise<void>;
}

/** A group of actions on one page: its unmeasured set-up, then rounds of `actions` (throttled). */
interface Block {
  /** Named in an error when the set-up fails. */
  name: string;
  /** The interaction (or floor control) ids its actions measure. */
  ids: string[];
  setup?: (page: Page) => Promise<void>;
  actions: (page: Page) => Promise<Action[]> | Action[];
}

/** What one page script measures: the context's account (none: not signed in), the first URL, its blocks. */
interface Script {
  account: Account | null;
  /** Path (portal) or full URL (floor) opened after the sign-in. */
  start: string;
  blocks: Block[];
}

/** Samples per interaction (or floor control) id. */
type Samples = Map<string, Sample[]>;

/** Counts the page's requests in flight, to wait for a quiet network after a repetition. */
function networkOf(page: Page): { quiet: (quietMs?: number, capMs?: number) => Promise<void> } {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    // Capped: a read that never ends (none is known) must not hang the bench; the control's own
    // effect is what each action waits for.
    async quiet(quietMs = 200, capMs = 5_000) {
      const until = Date.now() + capMs;
      while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await new Promise((r) => setTimeout(r, 25));
    },
  };
}

/** Runs `fn`, re-throwing its error with `what` in front (the interaction's name in the printed error; first line only). */
async function named<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const lines = (e instanceof Error ? e.message : String(e)).split('\n');
    // Playwright's call log names the locator waited for.
    const waiting = lines
      .map(stripVTControlCharacters)
      .find((l) => l.includes('waiting for'))
      ?.replace(/^\s*-\s*/, '');
    throw new Error(`${what}: ${lines[0].trim()}${waiting ? ` (${waiting})` : ''}`, { cause: e });
  }
}

/** Opens the request form of `serviceId` and picks its first tariff (the dialog 'Tarifas del servicio'; a draft of an earlier run is declined). */
async function startRequest(page: Page, origin: string, serviceId: number): Promise<void> {
  await page.goto(`${origin}/app/requestService/${serviceId}`);
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  const draft = page.getByRole('button', { name: 'No, comenzar de nuevo' });
  await tariffs.or(draft).first().waitFor();
  if (await draft.isVisible()) {
    await draft.click();
    await tariffs.waitFor();
  }
  await tariffs.getByRole('radio').first().check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await tariffs.waitFor({ state: 'hidden' });
}

/** Fills the applicant step (blocks.ts `applicantStep`) as Ana: cédula (validated on blur), name, phone, e-mail. */
async function fillApplicant(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const number = page.getByRole('textbox', { name: /^No\. de/ });
  await number.fill('00104567896');
  await number.blur();
  await page.getByText('Cédula válida').first().waitFor();
  await page.getByRole('textbox', { name: /Nombres y apellidos/ }).fill('Ana María Rodríguez Peña');
  await page.getByRole('textbox', { name: /^Teléfono/ }).fill('8095551234');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('ana.rodriguez@correo.do');
}

/** Clicks Continuar and waits for the step titled `heading` (unmeasured). */
async function advance(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

/** Keys typed, one per repetition (the field is emptied every 40). */
const TYPED = 'Aventuras del Caribe ';

/** Polls `read` every 25 ms until `ok` holds; throws, naming `what`, after {@link TIMEOUT_MS}. */
async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean): Promise<void> {
  const end = Date.now() + TIMEOUT_MS;
  for (;;) {
    const v = await read();
    if (ok(v)) return;
    if (Date.now() > end) throw new Error(`waited ${TIMEOUT_MS / 1000} s for ${what} (last read: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A text field typed into, one measured key per repetition (emptied, unmeasured, every 40 keys). */
function typingAction(field: (page: Page) => Locator): Action {
  let typed = 0;
  return {
    id: 'typing',
    async run(page, measure) {
      const f = field(page);
      if (typed % 40 === 0) await f.fill('');
      await f.focus();
      const before = (await f.inputValue()).length;
      const key = TYPED[typed % TYPED.length];
      typed += 1;
      await measure(() => page.keyboard.press(key === ' ' ? 'Space' : key));
      await until(
        'the typed key in the field',
        () => f.inputValue(),
        (v) => v.length === before + 1,
      );
    },
  };
}

/** A control clicked, then `settled` waited for. */
function clickAction(id: string, target: (page: Page) => Locator, settled: (page: Page) => Promise<unknown>): Action {
  return {
    id,
    async run(page, measure) {
      const t = target(page);
      await t.waitFor();
      await measure(() => t.click());
      await settled(page);
    },
  };
}

/**
 * The rule-driving select 'Tipo de exención a certificar', from its placeholder to 'Impuestos de
 * importación' and back: the option's rule shows the DUA field, clearing hides it. The portal's
 * form 112 and the floor page have the same control and the same field.
 */
function exemptionSelectActions(): Action[] {
  const type = (p: Page) => p.getByRole('combobox', { name: 'Tipo de exención a certificar' });
  const dua = (p: Page) => p.getByRole('textbox', { name: /declaración única aduanera/ });
  return [selectKeyAction(type, 'ArrowDown', 'IMP', (p) => dua(p).waitFor()), selectKeyAction(type, 'ArrowUp', '', (p) => dua(p).waitFor({ state: 'hidden' }))];
}

/**
 * The rule-driving checkbox 'Buceo', on and off: its rule shows the diving certification's field and
 * hides it again. The portal's form 117 and the floor page have the same control and the same field.
 */
function diveCheckboxActions(): Action[] {
  const certification = (p: Page) => p.getByRole('textbox', { name: /centro de buceo/ });
  const buceo = (p: Page) => p.getByRole('checkbox', { name: 'Buceo' });
  return [
    clickAction('checkbox', buceo, (p) => certification(p).waitFor()),
    clickAction('checkbox', buceo, (p) => certification(p).waitFor({ state: 'hidden' })),
  ];
}

/** A focused select moved one option with `key` (ArrowDown / ArrowUp): trusted keyboard input, as a citizen does. */
function selectKeyAction(select: (page: Page) => Locator, key: 'ArrowDown' | 'ArrowUp', expected: string, settled: (page: Page) => Promise<unknown>): Action {
  return {
    id: 'select',
    async run(page, measure) {
      const s = select(page);
      await s.focus();
      await measure(() => page.keyboard.press(key));
      await until(
        `the select's value ${expected}`,
        () => s.inputValue(),
        (v) => v === expected,
      );
      await settled(page);
    },
  };
}

/** Clicks each tab of `tablist` in turn, starting after the selected one, waiting each time for it to be selected. */
async function tabActions(tablist: Locator, id: string): Promise<Action[]> {
  await tablist.getByRole('tab').first().waitFor();
  const tabs = tablist.getByRole('tab');
  const count = await tabs.count();
  if (count < 2) throw new Error(`fewer than two tabs in ${tablist.toString()}`);
  const selected = Math.max(0, (await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected')))).indexOf('true'));
  return Array.from({ length: count }, (_, k) => (selected + 1 + k) % count).map((n) =>
    clickAction(
      id,
      () => tabs.nth(n),
      () =>
        until(
          `tab ${n + 1} selected`,
          () => tabs.nth(n).getAttribute('aria-selected'),
          (v) => v === 'true',
        ),
    ),
  );
}

/** The pager of the gestor's 'Solicitudes personales' (page 1 ↔ 2). */
function deskPager(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Páginas de Solicitudes personales' });
}

/** The portal's page scripts of one build (see the module documentation and {@link INTERACTIONS}). */
function portalScripts(origin: string): Script[] {
  const guides = (page: Page) => page.getByRole('dialog', { name: 'Guías de la empresa' });
  return [
    {
      // Service 19 (expert form 117): step 1's document-type radio and Continuar / Retroceder, step 2's typing and checkbox, step 3's grid.
      account: ANA,
      start: '/app/myDesk',
      blocks: [
        {
          name: 'service 19 step 1',
          ids: ['radio'],
          setup: (page) => startRequest(page, origin, 19),
          actions: () => {
            const documentType = (p: Page) => p.getByRole('radiogroup', { name: 'Tipo de documento' });
            return [
              clickAction(
                'radio',
                (p) => documentType(p).getByRole('radio', { name: 'Pasaporte' }),
                (p) => p.getByRole('textbox', { name: 'Pasaporte', exact: true }).waitFor(),
              ),
              clickAction(
                'radio',
                (p) => documentType(p).getByRole('radio', { name: 'Cédula' }),
                (p) => p.getByRole('textbox', { name: /^No\. de Cédula/ }).waitFor(),
              ),
            ];
          },
        },
        {
          name: 'service 19 step 1',
          ids: ['continue', 'back'],
          setup: fillApplicant,
          actions: () => [
            {
              id: 'continue',
              async run(page, measure) {
                const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/drafts(?:[/?]|$)/.test(r.url()), { timeout: TIMEOUT_MS });
                saved.catch(() => undefined); // awaited below; not an unhandled rejection when the click fails first
                await measure(() => page.getByRole('button', { name: 'Continuar' }).click());
                await page.getByRole('heading', { name: 'Empresa y actividades', level: 2 }).waitFor();
                await named('the draft save (POST /drafts)', () => saved);
              },
            },
            clickAction(
              'back',
              (p) => p.getByRole('button', { name: 'Retroceder' }),
              (p) => p.getByRole('heading', { name: 'Datos del solicitante', level: 2 }).waitFor(),
            ),
          ],
        },
        {
          name: 'service 19 step 2',
          ids: ['typing'],
          setup: (page) => advance(page, 'Empresa y actividades'),
          actions: () => [typingAction((p) => p.getByRole('textbox', { name: 'Nombre comercial' }))],
        },
        {
          name: 'service 19 step 2',
          ids: ['checkbox'],
          actions: diveCheckboxActions,
        },
        {
          name: 'service 19 step 3',
          ids: ['gridOpen', 'gridAdd', 'gridRemove'],
          async setup(page) {
            await page.getByRole('textbox', { name: 'Nombre comercial' }).fill('Aventuras del Caribe');
            const rnc = page.getByRole('textbox', { name: 'RNC' });
            await rnc.fill('131987656');
            await rnc.blur();
            await page.getByRole('combobox', { name: 'Provincia' }).selectOption({ label: 'La Altagracia' });
            await page.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'Higüey' });
            await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Principal 1, Higüey');
            await page.getByRole('checkbox', { name: 'Rafting' }).check();
            await page.getByRole('radiogroup', { name: '¿Opera en áreas protegidas?' }).getByRole('radio', { name: 'No' }).check();
            await advance(page, 'Guías');
          },
          actions: () => [
            clickAction(
              'gridOpen',
              (p) => p.getByRole('button', { name: 'Agregar Guías de la empresa' }),
              (p) => guides(p).waitFor(),
            ),
            {
              id: 'gridAdd',
              async run(page, measure) {
                await guides(page)
                  .getByRole('textbox', { name: /Nombre del guía/ })
                  .fill('Pedro Antonio Guzmán');
                await measure(() => guides(page).getByRole('button', { name: 'Agregar', exact: true }).click());
                await guides(page).waitFor({ state: 'hidden' });
                await page.getByRole('button', { name: 'Eliminar fila 1' }).waitFor();
              },
            },
            clickAction(
              'gridRemove',
              (p) => p.getByRole('button', { name: 'Eliminar fila 1' }),
              (p) => p.getByText('No hay elementos agregados').waitFor(),
            ),
          ],
        },
      ],
    },
    {
      // Service 13 (expert form 112): the select 'Tipo de exención a certificar', whose first option
      // shows / requires the DUA number and whose clearing hides it again (the inverse rule).
      account: ANA,
      start: '/app/myDesk',
      blocks: [
        {
          name: 'service 13 step 2',
          ids: ['select'],
          async setup(page) {
            await startRequest(page, origin, 13);
            await fillApplicant(page);
            await advance(page, 'Datos de la exención');
          },
          actions: exemptionSelectActions,
        },
      ],
    },
    {
      // The gestor's desk: its tabs, then the paging of 'Solicitudes personales'.
      account: GESTOR,
      start: '/app/myDesk',
      blocks: [
        { name: 'desk', ids: ['deskTab'], actions: (page) => tabActions(page.getByRole('tablist', { name: 'Mi escritorio' }), 'deskTab') },
        {
          name: 'desk requests',
          ids: ['deskPaging'],
          async setup(page) {
            await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
            await deskPager(page).getByRole('button', { name: 'Página siguiente' }).waitFor();
          },
          actions: () => [
            clickAction(
              'deskPaging',
              (p) => deskPager(p).getByRole('button', { name: 'Página siguiente' }),
              (p) => deskPager(p).locator('[aria-current=page]', { hasText: /^2$/ }).waitFor(),
            ),
            clickAction(
              'deskPaging',
              (p) => deskPager(p).getByRole('button', { name: 'Página anterior' }),
              (p) => deskPager(p).locator('[aria-current=page]', { hasText: /^1$/ }).waitFor(),
            ),
          ],
        },
      ],
    },
    {
      // Ana's request 901: every tab the request allows.
      account: ANA,
      start: '/app/serviceRequestedDetails/901',
      blocks: [
        {
          name: 'request 901',
          ids: ['detailTab'],
          // The request's required action opens on its own tab, which goes once another is chosen.
          setup: (page) => page.getByRole('tablist', { name: 'Secciones de la solicitud' }).getByRole('tab', { name: 'Detalles' }).click(),
          actions: (page) => tabActions(page.getByRole('tablist', { name: 'Secciones de la solicitud' }), 'detailTab'),
        },
      ],
    },
  ];
}

/** The floor page's script (bench/floor/controls.html), one block per control as on the portal. */
function floorScript(floorOrigin: string): Script {
  const guides = (page: Page) => page.getByRole('dialog', { name: 'Guías de la empresa' });
  const step1 = (page: Page) => page.getByRole('heading', { name: 'Datos de la solicitud', level: 2 });
  return {
    account: null,
    start: `${floorOrigin}/controls.html`,
    blocks: [
      {
        name: 'floor',
        ids: ['typing'],
        setup: (page) => step1(page).waitFor(),
        actions: () => [typingAction((p) => p.getByRole('textbox', { name: 'Nombre comercial' }))],
      },
      {
        name: 'floor',
        ids: ['checkbox'],
        actions: diveCheckboxActions,
      },
      {
        name: 'floor',
        ids: ['radio'],
        actions: () => {
          const areaName = (p: Page) => p.getByRole('textbox', { name: 'Área protegida donde opera' });
          return [
            clickAction(
              'radio',
              (p) => p.getByRole('radio', { name: 'Sí' }),
              (p) => areaName(p).waitFor(),
            ),
            clickAction(
              'radio',
              (p) => p.getByRole('radio', { name: 'No' }),
              (p) => areaName(p).waitFor({ state: 'hidden' }),
            ),
          ];
        },
      },
      {
        name: 'floor',
        ids: ['select'],
        actions: exemptionSelectActions,
      },
      {
        name: 'floor',
        ids: ['gridOpen', 'gridAdd', 'gridEdit', 'gridRemove'],
        actions: () => [
          clickAction(
            'gridOpen',
            (p) => p.getByRole('button', { name: 'Agregar Guías de la empresa' }),
            (p) => guides(p).waitFor(),
          ),
          {
            id: 'gridAdd',
            async run(page, measure) {
              await guides(page).getByRole('textbox', { name: 'Nombre del guía' }).fill('Pedro Antonio Guzmán');
              await guides(page).getByRole('textbox', { name: 'Idioma principal' }).fill('Inglés');
              await measure(() => guides(page).getByRole('button', { name: 'Agregar', exact: true }).click());
              await guides(page).waitFor({ state: 'hidden' });
              await page.getByRole('button', { name: 'Eliminar fila 1' }).waitFor();
            },
          },
          {
            id: 'gridEdit',
            async run(page, measure) {
              await page.getByRole('button', { name: 'Editar fila 1' }).click();
              await guides(page).getByRole('textbox', { name: 'Nombre del guía' }).fill('Pedro Guzmán Tejada');
              await measure(() => guides(page).getByRole('button', { name: 'Guardar', exact: true }).click());
              await guides(page).waitFor({ state: 'hidden' });
              await page.getByRole('cell', { name: 'Pedro Guzmán Tejada' }).waitFor();
            },
          },
          clickAction(
            'gridRemove',
            (p) => p.getByRole('button', { name: 'Eliminar fila 1' }),
            (p) => p.getByText('No hay elementos agregados').waitFor(),
          ),
        ],
      },
      {
        name: 'floor',
        ids: ['continue', 'back'],
        actions: () => [
          clickAction(
            'continue',
            (p) => p.getByRole('button', { name: 'Continuar' }),
            (p) => p.getByRole('heading', { name: 'Confirmación', level: 2 }).waitFor(),
          ),
          clickAction(
            'back',
            (p) => p.getByRole('button', { name: 'Retroceder' }),
            (p) => step1(p).waitFor(),
          ),
        ],
      },
      {
        name: 'floor',
        ids: ['tabs'],
        actions: (page) => tabActions(page.getByRole('tablist', { name: 'Secciones' }), 'tabs'),
      },
      {
        name: 'floor',
        ids: ['paging'],
        actions: () => [
          clickAction(
            'paging',
            (p) => p.getByRole('button', { name: 'Página siguiente' }),
            (p) => p.getByText('Página 2 de 3').waitFor(),
          ),
          clickAction(
            'paging',
            (p) => p.getByRole('button', { name: 'Página anterior' }),
            (p) => p.getByText('Página 1 de 3').waitFor(),
          ),
        ],
      },
    ],
  };
}

/**
 * Runs one page script in a fresh context: sign-in (unthrottled), then per block its set-up
 * (unthrottled), one warm-up round and rounds until every id of the block has `runs` samples (at
 * 4x). A failure stops the script: its message (naming the interaction) is kept in `errors` for
 * every id of the failed block and of the blocks after it.
 */
async function runScript(
  browser: Browser,
  origin: string,
  script: Script,
  runs: number,
  samples: Samples,
  errors: Map<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(TIMEOUT_MS);
  context.setDefaultNavigationTimeout(TIMEOUT_MS);
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  const network = networkOf(page);
  const cdp = await context.newCDPSession(page);
  const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let block = 0;
  try {
    if (script.account) {
      const account = script.account;
      await named(`sign-in as ${account.cedula}`, () => signIn(page, origin, account));
    }
    const url = script.start.startsWith('http') ? script.start : `${origin}${script.start}`;
    if (page.url() !== url) await named(`opening ${script.start}`, () => page.goto(url));
    await network.quiet();
    for (; block < script.blocks.length; block++) {
      const { name, ids, setup, actions: actionsOf } = script.blocks[block];
      if (setup) await named(`${ids.join(', ')}: ${name} (set-up)`, () => setup(page));
      await network.quiet();
      const actions = await named(`${ids.join(', ')}: ${name} (its controls)`, async () => actionsOf(page));
      log(`  ${ids.join(', ')}`);
      let keep = false;
      const measure =
        (id: string): Measure =>
        async (input) => {
          await page.evaluate('window.__ib.arm()');
          await input();
          await named('the frame after the input', () => page.evaluate(`window.__ib.settled(${TIMEOUT_MS})`));
          const seen = await page.evaluate<{ events: ProbeEvent[]; entries: ProbeEntry[] }>('window.__ib.collect()');
          if (!keep) return;
          const list = samples.get(id) ?? [];
          list.push(interactionFigures(seen.events, seen.entries));
          samples.set(id, list);
        };
      const enough = () => ids.every((id) => (samples.get(id)?.length ?? 0) >= runs);
      await throttle(4);
      try {
        // Round 0 is the warm-up (not kept); then rounds until every id has its samples.
        for (let round = 0; round === 0 || !enough(); round++) {
          keep = round > 0;
          for (const a of actions) {
            await named(`${a.id} (${name})`, () => a.run(page, measure(a.id)));
            await network.quiet();
            await page.evaluate('window.__ib.idle(1000)');
          }
        }
      } finally {
        await throttle(1).catch(() => undefined);
      }
    }
  } catch (e) {
    const failure = e instanceof Error ? e.message.split('\n')[0] : String(e);
    log(`  FAILED: ${failure}`);
    for (const b of script.blocks.slice(block)) for (const id of b.ids) errors.set(id, failure);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * The rows of one build's table ({@link INTERACTIONS} order) from the portal's samples (by
 * interaction id) and the floor's (by floor control); an error of either side (by the same keys)
 * is kept in the row, the floor's prefixed with 'floor: '.
 */
export function rowsOf(
  portal: ReadonlyMap<string, readonly Sample[]>,
  floor: ReadonlyMap<string, readonly Sample[]>,
  portalErrors: ReadonlyMap<string, string> = new Map(),
  floorErrors: ReadonlyMap<string, string> = new Map(),
): Row[] {
  return INTERACTIONS.map((i) => {
    const p = i.portal ? portal.get(i.id) : undefined;
    const f = floor.get(i.floor);
    const row: Row = {
      id: i.id,
      label: i.label,
      portal: p?.length ? summarize(p.map((s) => s.frameMs)) : null,
      floor: f?.length ? summarize(f.map((s) => s.frameMs)) : null,
      portalEventTiming: p?.length ? summarizeEventTiming(p.map((s) => s.eventTimingMs)) : null,
      floorEventTiming: f?.length ? summarizeEventTiming(f.map((s) => s.eventTimingMs)) : null,
    };
    const portalError = i.portal ? portalErrors.get(i.id) : undefined;
    const floorError = floorErrors.get(i.floor);
    const error = [portalError, floorError && `floor: ${floorError}`].filter(Boolean).join('; ');
    if (error) row.error = error;
    return row;
  });
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const base = Number(process.env.BENCH_PORT_BASE ?? 4390);
  const log = (line: string) => console.error(line);
  const sites = await startSites(options.builds, base, log, protocolOption(process.argv));
  let missedAny = false;
  let failedAny = false;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS, ...sites.chromiumFlags] });
    console.log(
      `Interaction bench (issue 24): input event to next frame at 4x CPU throttling, at least ${options.runs} repetitions each, ${VIEWPORT.width}x${VIEWPORT.height}.`,
    );
    console.log(
      `Budget: median <= ${INTERACTION_BUDGET.maxMs} ms at 4x and <= ${INTERACTION_BUDGET.maxRatio}x the floor's same control (bench/floor/controls.html). ET: Event Timing duration.`,
    );
    for (const i of INTERACTIONS) console.log(`  ${i.label.padEnd(24)} ${i.portal ?? "(floor only: the portal's grid adds and removes rows, it has no edit)"}`);
    for (const site of sites.sites) {
      log(`\n${site.label}: the floor (${sites.floorOrigin}/controls.html)`);
      const floorSamples: Samples = new Map();
      const floorErrors = new Map<string, string>();
      await runScript(browser, sites.floorOrigin, floorScript(sites.floorOrigin), options.runs, floorSamples, floorErrors, log);
      log(`${site.label}: the portal (${site.origin})`);
      const portalSamples: Samples = new Map();
      const portalErrors = new Map<string, string>();
      for (const script of portalScripts(site.origin)) await runScript(browser, site.origin, script, options.runs, portalSamples, portalErrors, log);
      const rows = rowsOf(portalSamples, floorSamples, portalErrors, floorErrors);
      console.log(`\n${site.label} (${site.origin}); floor measured just before\n${TABLE_HEADER}`);
      for (const r of rows) console.log(formatRow(r));
      if (rows.some((r) => r.error)) failedAny = true;
      const missed = missedInteractionBudgets(rows);
      if (missed.length) {
        missedAny = true;
        console.log(`  over budget (${site.id}):`);
        for (const m of missed) console.log(`    - ${m}`);
      } else console.log(`  every interaction within budget (${site.id})`);
    }
  } finally {
    await browser?.close();
    await sites.close();
  }
  if (failedAny || (options.check && missedAny)) process.exit(1);
  process.exit(0);
}

// Run as a command only: the tests import the figures and budget helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
