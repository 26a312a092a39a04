/**
 * `npm run telemetry:report` (issue 28 item 2; README "Field data (telemetry)"): summarises the field
 * data the loopback server stored (server/persistence.ts `TELEMETRY_FILE`, JSON lines): the 75th
 * percentile of each web-vitals metric per route template (the figure Core Web Vitals are judged on),
 * with the number of samples, and the errors counted by kind, route template and name: message.
 *
 * Usage: `npm run telemetry:report [-- <file.jsonl>]`; without a file, `<MITUR_API_DATA, default
 * .data/api>/telemetry.jsonl`. The same format can be produced by any receiver an operator runs.
 * Lines that are not a stored event are counted and skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { METRIC_NAMES, type TelemetryEvent } from '../src/domain/telemetry';
import { loopback } from '../server/loopback';
import { TELEMETRY_FILE } from '../server/persistence';

/**
 * The p-th percentile of `values` by the nearest-rank method (the smallest value with at least p %
 * of the values at or below it); NaN for no values.
 * @param p 0 < p <= 100
 * @example percentile([1, 2, 3, 4], 75) // 3
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One row of the metrics table. */
export interface MetricRow {
  metric: string;
  route: string;
  samples: number;
  p75: number;
}

/** One row of the errors table. */
export interface ErrorRow {
  kind: string;
  route: string;
  error: string;
  count: number;
}

/** What the report prints. */
export interface TelemetrySummary {
  metrics: MetricRow[];
  errors: ErrorRow[];
  /** Lines that were not an event. */
  skipped: number;
}

/**
 * Summarises the lines of a stored telemetry file: metrics by name (in the order LCP, INP, CLS, FCP,
 * TTFB) and route, errors by count (most first).
 */
export function summarise(lines: readonly string[]): TelemetrySummary {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, ErrorRow>();
  let skipped = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    let e: TelemetryEvent;
    try {
      e = JSON.parse(line) as TelemetryEvent;
    } catch {
      skipped++;
      continue;
    }
    if (e?.type === 'metric' && typeof e.value === 'number') {
      const key = JSON.stringify([e.name, e.route]);
      samples.set(key, [...(samples.get(key) ?? []), e.value]);
    } else if (e?.type === 'error') {
      const row = { kind: e.kind, route: e.route, error: `${e.name}: ${e.message}`, count: 0 };
      const key = JSON.stringify([row.kind, row.route, row.error]);
      (errors.get(key) ?? errors.set(key, row).get(key)!).count++;
    } else skipped++;
  }
  const order = (m: string) => METRIC_NAMES.indexOf(m as (typeof METRIC_NAMES)[number]);
  const metrics = [...samples].map(([key, values]) => {
    const [metric, route] = JSON.parse(key) as [string, string];
    return { metric, route, samples: values.length, p75: percentile(values, 75) };
  });
  metrics.sort((a, b) => order(a.metric) - order(b.metric) || a.route.localeCompare(b.route));
  return { metrics, errors: [...errors.values()].sort((a, b) => b.count - a.count || a.error.localeCompare(b.error)), skipped };
}

/** The summary as text tables (Spanish headings, units: ms, CLS unitless). */
export function formatSummary(summary: TelemetrySummary): string {
  const out: string[] = ['Métricas (percentil 75 por ruta; ms, CLS sin unidad)', ''];
  if (summary.metrics.length === 0) out.push('  (ninguna)');
  const width = Math.max(5, ...summary.metrics.map((m) => m.route.length));
  for (const m of summary.metrics) {
    const value = m.metric === 'CLS' ? m.p75.toFixed(3) : String(Math.round(m.p75));
    out.push(`  ${m.metric.padEnd(5)} ${m.route.padEnd(width)}  p75 ${value.padStart(7)}  (${m.samples} ${m.samples === 1 ? 'muestra' : 'muestras'})`);
  }
  out.push('', 'Errores (por tipo, ruta y mensaje)', '');
  if (summary.errors.length === 0) out.push('  (ninguno)');
  for (const e of summary.errors) out.push(`  ${String(e.count).padStart(5)}  ${e.kind.padEnd(9)} ${e.route}  ${e.error}`);
  if (summary.skipped) out.push('', `${summary.skipped} línea(s) ilegibles omitidas`);
  return `${out.join('\n')}\n`;
}

function main(): void {
  const file = process.argv[2] ? resolve(process.argv[2]) : join(loopback().dataDir, TELEMETRY_FILE);
  if (!existsSync(file)) {
    console.error(`${file}: no existe (el servidor aún no recibió datos de campo).`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(formatSummary(summarise(readFileSync(file, 'utf8').split('\n'))));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
