/**
 * Field data, opt-in (issue 28 item 2; README "Field data (telemetry)"): measures the page with the
 * web-vitals library (LCP, INP, CLS, FCP, TTFB) and sends those measurements and the page's errors,
 * batched, to `VITE_TELEMETRY_URL` when the page is hidden.
 *
 * Loaded only by src/main.tsx, with a dynamic import behind the build-time constant
 * `import.meta.env.VITE_TELEMETRY_URL`, once the first contentful paint is presented: a build without
 * the variable contains no sending code (tests/unit/scripts/remoteBuild.test.ts greps the bundle for
 * `sendBeacon`), and /public's first load never includes it. web-vitals reports the buffered
 * entries of what happened before it loaded.
 *
 * When: every metric and error goes into one batch (src/domain/telemetry.ts
 * `createTelemetryBatch`); the batch is sent when the page becomes hidden (`visibilitychange` →
 * hidden: a tab switch, the app switcher, a closed tab) or on `pagehide`, and at once when it holds 40
 * events. How: `navigator.sendBeacon(url, text)` (a `text/plain` body, so no CORS preflight; the
 * browser delivers it after the page is gone), else `fetch` with `keepalive`, `no-cors`, no
 * credentials. What: see src/domain/telemetry.ts `TelemetryEvent` (route templates, values, scrubbed
 * error messages; nothing typed, no token, no cédula, e-mail or name).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { createTelemetryBatch, errorEvent, routeTemplate, type TelemetryEvent } from '../domain/telemetry';
import type { CaughtError } from './telemetryCapture';

/**
 * Sends one beacon body to `url`: `navigator.sendBeacon`, or, when the browser has none or refuses
 * it (its queue is full), `fetch` with `keepalive`. Never throws; the answer is not read.
 */
export function sendTelemetry(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // A refused URL or body: the fetch below tries once more.
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** A web-vitals metric as a telemetry event: ms rounded, CLS to 4 decimals, the route template shown now. */
function metricEvent(metric: Metric, route: string): TelemetryEvent {
  return {
    type: 'metric',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
    rating: metric.rating,
    route,
  };
}

/**
 * Starts measuring and sending (see module documentation). CLS and INP are reported for the whole
 * page load when the page is hidden, with the route template shown then.
 * @param url the `VITE_TELEMETRY_URL` of the build (absolute, or a same-origin path)
 * @param embedded whether the build is the embedded demo (its demo-only routes are templates too)
 * @param send the transport (default {@link sendTelemetry}; tests pass their own)
 * @returns the function the error capture hands errors to (src/api/telemetryCapture.ts `handOff`)
 */
export function startTelemetry(url: string, embedded: boolean, send: (url: string, body: string) => void = sendTelemetry): (caught: CaughtError) => void {
  const batch = createTelemetryBatch();
  const route = (path: string) => routeTemplate(path, embedded);
  const flush = () => {
    const body = batch.take();
    if (body !== null) send(url, body);
  };
  const add = (event: TelemetryEvent) => {
    if (batch.add(event) && batch.full()) flush();
  };
  const onMetric = (metric: Metric) => add(metricEvent(metric, route(location.pathname)));
  // web-vitals reports CLS and INP from its own `visibilitychange` listener (window, capture phase),
  // which runs before this one (document, target phase): the batch is complete when it is sent.
  onLCP(onMetric);
  onINP(onMetric);
  onCLS(onMetric);
  onFCP(onMetric);
  onTTFB(onMetric);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  return (caught) => add(errorEvent(caught.kind, caught.error, route(caught.path), caught.chart));
}
