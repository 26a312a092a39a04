/**
 * Field data, opt-in (issue 28 item 2; README "Field data (telemetry)"): the pure part of the
 * portal's telemetry. What one event holds, how a page's address becomes its route TEMPLATE, how an
 * error message is scrubbed, and the batch that holds events until the page is hidden.
 *
 * No IO here: src/api/telemetry.ts measures (web-vitals), listens for errors and sends the batches
 * (`navigator.sendBeacon`); server/app.ts receives them and keeps only what {@link readTelemetryBatch}
 * accepts; scripts/telemetry-report.ts summarises them.
 *
 * Privacy rule: an event names a route template (`/app/serviceRequestedDetails/:requestID`, never
 * the id nor the query), a metric's value, or an error's kind, name and scrubbed message. It never
 * holds a field value, a token, a cédula, an e-mail or a name: nothing here reads them, and the
 * messages of thrown errors pass through {@link scrubMessage}.
 */
import { matchRoute, ROUTES } from './routes';
import type { ChartWhere } from './chartWhere';

export { stateText, type ChartWhere } from './chartWhere';

/** The web-vitals metrics the portal reports (web-vitals v6 names). */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** One of {@link METRIC_NAMES}. */
export type MetricName = (typeof METRIC_NAMES)[number];

/**
 * Where an error was seen: `error` an uncaught exception (window `error`), `rejection` an unhandled
 * promise rejection, `chunk` a script or style chunk that did not load (whatever caught it),
 * `boundary` a render error caught by an error boundary (the route's page shows its message).
 */
export const ERROR_KINDS = ['error', 'rejection', 'chunk', 'boundary'] as const;
/** One of {@link ERROR_KINDS}. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** A web-vitals measurement. `value`: ms (LCP, INP, FCP, TTFB, rounded) or the unitless CLS score (4 decimals). */
export interface MetricEvent {
  type: 'metric';
  name: MetricName;
  value: number;
  /** web-vitals' rating against the Core Web Vitals thresholds. */
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Route template shown when the metric was reported (see {@link routeTemplate}). */
  route: string;
}

/** An error seen by the page. */
export interface TelemetryErrorEvent {
  type: 'error';
  kind: ErrorKind;
  /** Route template shown when it happened (see {@link routeTemplate}). */
  route: string;
  /** The error's class name (`TypeError`), `Error` when it has none, `NonError` for a thrown non-object. */
  name: string;
  /** Its message after {@link scrubMessage}, at most {@link MESSAGE_MAX} characters. */
  message: string;
  /** Statechart id and state value, when known (see {@link errorEvent}). */
  chart?: string;
  state?: string;
}

/** One telemetry event. */
export type TelemetryEvent = MetricEvent | TelemetryErrorEvent;

/** What one beacon carries (JSON, sent as text): a format version and the events. */
export interface TelemetryBatchBody {
  v: 1;
  events: TelemetryEvent[];
}

/** Route template of an address that is no route of the portal. */
export const UNKNOWN_ROUTE = '(otra)';

/**
 * The route template of a path (src/domain/routes.ts patterns): `/app/serviceRequestedDetails/901`
 * → `/app/serviceRequestedDetails/:requestID`. Query and fragment are never part of it; a path that
 * is no route gives {@link UNKNOWN_ROUTE}.
 * @param path `location.pathname` (a query or fragment, if passed, is cut)
 * @param embedded whether the demo-only routes exist (embedded build)
 */
export function routeTemplate(path: string, embedded: boolean): string {
  return matchRoute(path.split(/[?#]/)[0], embedded)?.route.pattern ?? UNKNOWN_ROUTE;
}

/** Longest message kept, characters. */
export const MESSAGE_MAX = 300;

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[^\s@"'<>()[\]{},;:]+/g;
// A path or URL with a query or fragment: keep the path, drop the rest (ids, tokens, search terms).
const QUERY = /((?:https?:\/\/[^\s/"'<>]+)?\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
// A path segment of digits only (a request id, a service id): `/901` → `/:n`.
const ID_SEGMENT = /\/\d+(?=[/\s"'<>),.;:]|$)/g;
// Six digits or more, alone or grouped with single spaces, dots or hyphens (a cédula 001-0456789-6,
// an RNC, a phone number 809-555-0100, a card or account number, a timestamp).
const DIGIT_RUN = /\d(?:[ .-]?\d){5,}/g;

/**
 * Scrubs an error message before it leaves the browser: e-mail-like text → `[correo]`, a URL's or
 * path's query and fragment are dropped, an all-digit path segment → `/:n`, six or more digits
 * (grouped or not by single spaces, dots or hyphens) → `[número]`; white space collapsed; cut at
 * {@link MESSAGE_MAX} characters.
 * @example scrubMessage('Fallo en /app/serviceRequestedDetails/901?x=1 para ana@x.do (001-0456789-6)')
 *   // 'Fallo en /app/serviceRequestedDetails/:n para [correo] ([número])'
 */
export function scrubMessage(text: string): string {
  return text
    .replace(EMAIL, '[correo]')
    .replace(QUERY, '$1')
    .replace(ID_SEGMENT, '/:n')
    .replace(DIGIT_RUN, '[número]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_MAX);
}

// Chromium, Firefox and Safari's messages for a module or chunk that did not load (dynamic import,
// Vite's preload of a chunk's CSS).
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

/** Whether an error is a chunk that failed to load (kind `chunk`, whatever caught it). */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

const nameOf = (error: unknown): string => {
  if (typeof error !== 'object' || error === null) return 'NonError';
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' && /^[A-Za-z][\w$]{0,59}$/.test(name) ? name : 'Error';
};

/**
 * The event of an error caught by the page. A thrown value that is not an object reports
 * `NonError` and its type only (a string thrown could be anything typed). A chunk that failed to
 * load is kind `chunk` whatever caught it.
 * @param kind where it was caught
 * @param error the thrown value or rejection reason
 * @param route the route template shown (see {@link routeTemplate})
 * @param where the statechart whose actor failed with this error, when known
 */
export function errorEvent(kind: ErrorKind, error: unknown, route: string, where?: ChartWhere | null): TelemetryErrorEvent {
  const isObject = typeof error === 'object' && error !== null;
  const raw = isObject ? (error as { message?: unknown }).message : undefined;
  const event: TelemetryErrorEvent = {
    type: 'error',
    kind: isChunkFailure(error) ? 'chunk' : kind,
    route,
    name: nameOf(error),
    message: typeof raw === 'string' ? scrubMessage(raw) : isObject ? '' : `(${typeof error})`,
  };
  if (where) {
    event.chart = scrubMessage(where.chart).slice(0, 60);
    event.state = scrubMessage(where.state).slice(0, 120);
  }
  return event;
}

/** Limits of a {@link TelemetryBatch}. */
export interface BatchLimits {
  /** Events held at most before the batch asks to be sent ({@link TelemetryBatch.full}). Default 40. */
  maxEvents: number;
  /** Error events accepted per page load (an error in a loop must not flood the server). Default 20. */
  maxErrors: number;
}

/** Default {@link BatchLimits}: a batch of 40 events is ~6 KB, far below sendBeacon's 64 KB. */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxEvents: 40, maxErrors: 20 };

/** The events of one page load waiting to be sent (see {@link createTelemetryBatch}). */
export interface TelemetryBatch {
  /**
   * Adds an event. A metric replaces the held one of the same name and route (web-vitals reports CLS
   * and INP again when they grow); an error identical to one already reported in this page load
   * (kind, name, message, route) and errors past `maxErrors` are dropped.
   * @returns whether the event was kept
   */
  add(event: TelemetryEvent): boolean;
  /** Whether the batch holds `maxEvents` events (send it now). */
  full(): boolean;
  /** The held events as a beacon body (JSON text of {@link TelemetryBatchBody}), emptying the batch; null when empty. */
  take(): string | null;
}

/**
 * A batch of telemetry events (issue 28 item 2: batched, sent when the page is hidden).
 * @param limits see {@link BatchLimits}
 */
export function createTelemetryBatch(limits: Partial<BatchLimits> = {}): TelemetryBatch {
  const { maxEvents, maxErrors } = { ...DEFAULT_BATCH_LIMITS, ...limits };
  let held: TelemetryEvent[] = [];
  const seenErrors = new Set<string>();
  return {
    add(event) {
      if (event.type === 'metric') {
        const at = held.findIndex((e) => e.type === 'metric' && e.name === event.name && e.route === event.route);
        if (at >= 0) held[at] = event;
        else held.push(event);
        return true;
      }
      const key = JSON.stringify([event.kind, event.name, event.message, event.route]);
      if (seenErrors.has(key) || seenErrors.size >= maxErrors) return false;
      seenErrors.add(key);
      held.push(event);
      return true;
    },
    full: () => held.length >= maxEvents,
    take() {
      if (held.length === 0) return null;
      const body: TelemetryBatchBody = { v: 1, events: held };
      held = [];
      return JSON.stringify(body);
    },
  };
}

const RATINGS = new Set(['good', 'needs-improvement', 'poor']);
const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

/**
 * The receiving side (server/app.ts): the events of a beacon body, each rebuilt from the fields of
 * {@link TelemetryEvent} only (anything else a client adds is not stored); messages scrubbed again
 * ({@link scrubMessage}), routes that are not a template of the portal stored as {@link UNKNOWN_ROUTE}.
 * @returns the valid events; [] for a body that is not a {@link TelemetryBatchBody}
 */
export function readTelemetryBatch(text: string): TelemetryEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  const events = (body as { v?: unknown; events?: unknown } | null)?.events;
  if (!body || (body as { v?: unknown }).v !== 1 || !Array.isArray(events)) return [];
  const templates = new Set<string>([UNKNOWN_ROUTE, ...ROUTES.map((r) => r.pattern)]);
  const route = (v: unknown) => {
    const r = str(v, 200);
    return r !== null && templates.has(r) ? r : UNKNOWN_ROUTE;
  };
  const out: TelemetryEvent[] = [];
  for (const e of events.slice(0, DEFAULT_BATCH_LIMITS.maxEvents * 2) as Record<string, unknown>[]) {
    if (!e || typeof e !== 'object') continue;
    if (
      e.type === 'metric' &&
      METRIC_NAMES.includes(e.name as MetricName) &&
      typeof e.value === 'number' &&
      Number.isFinite(e.value) &&
      RATINGS.has(e.rating as string)
    ) {
      out.push({ type: 'metric', name: e.name as MetricName, value: e.value, rating: e.rating as MetricEvent['rating'], route: route(e.route) });
    } else if (e.type === 'error' && ERROR_KINDS.includes(e.kind as ErrorKind)) {
      const event: TelemetryErrorEvent = {
        type: 'error',
        kind: e.kind as ErrorKind,
        route: route(e.route),
        name: /^[A-Za-z][\w$]{0,59}$/.test(String(e.name)) ? String(e.name) : 'Error',
        message: scrubMessage(str(e.message, MESSAGE_MAX * 2) ?? ''),
      };
      const chart = str(e.chart, 60);
      const state = str(e.state, 120);
      if (chart) event.chart = scrubMessage(chart);
      if (state) event.state = scrubMessage(state);
      out.push(event);
    }
  }
  return out;
}
