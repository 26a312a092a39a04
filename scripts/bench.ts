/**
 * Benchmark of the expert-form engine (docs/ARCHITECTURE.md budgets: "applying a rule set on the 186-field real
 * form <= 2 ms median"). One run = tick the three options of `check37` (three rules), re-validate its
 * step, untick them and re-validate again, on src/mocks/data/expert-forms/dpp-project-evaluation.
 * Prints median and p95 in ms over 500 runs (after 50 warm-up runs).
 * Usage: `npm run bench` (report) or `npm run bench -- --check` (exit 1 when the median exceeds 2 ms).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { SchemaExpertForm } from '../src/api/generated/admin';
import { applyRule, initialState, parseExpertForm, setValue, validateStep } from '../src/domain/expertForm';

const BUDGET_MS = 2;
const RUNS = 500;
const WARMUP = 50;

const payload = JSON.parse(
  readFileSync(new URL('../src/mocks/data/expert-forms/dpp-project-evaluation.mitur01-v7.json', import.meta.url), 'utf8'),
) as SchemaExpertForm;
const model = parseExpertForm(payload);
const base = initialState(model, null);
const step = model.steps.findIndex((s) => s.fieldIds.includes('check37'));
const all = model.fields.check37.options.map((o) => o.value);

function once(): number {
  const t0 = performance.now();
  let s = setValue(base, 'check37', all);
  validateStep(s, step);
  s = applyRule(s, '0,2,4:check38,check38,check38', { inverse: true });
  s = setValue(s, 'check37', []);
  validateStep(s, step);
  return performance.now() - t0;
}

for (let i = 0; i < WARMUP; i += 1) once();
const times = Array.from({ length: RUNS }, once).sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)];
const p95 = times[Math.floor(RUNS * 0.95)];
console.log(`expert-form engine (${model.fieldCount} fields, ${model.steps.length} steps): apply rule set + re-validate step`);
console.log(`runs ${RUNS}  median ${median.toFixed(4)} ms  p95 ${p95.toFixed(4)} ms  budget ${BUDGET_MS} ms median`);
if (process.argv.includes('--check') && median > BUDGET_MS) {
  console.error(`median ${median.toFixed(4)} ms is over the ${BUDGET_MS} ms budget`);
  process.exit(1);
}
