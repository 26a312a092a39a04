/**
 * Prints the fault matrix (issue 10 "Print the matrix (operations x faults) as a report"): every
 * operation of openapi/*.yaml against the five faults of tests/faults/harness.tsx, from the results
 * of a Vitest run written by its JSON reporter.
 *
 * A second table lists the rows that also run the faults after the server acted (issue 25 item 2:
 * `resetAfter`, `truncatedAfter`, tests/faults/harness.tsx `AFTER_FAULTS`): the writes of the request
 * pipeline and the messages; a failed cell there is a problem too.
 *
 * Usage: `tsx scripts/fault-matrix.ts [results.json]` (default test-results/vitest.json; `npm test`
 * and `npm run test:faults` write it). Exit code 1 when a row failed, a called operation has no row,
 * or the results lack the matrix. Cells: ✓ held, ✗ failed, · not run.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contractOperations } from '../tests/faults/contract.ts';
import { NOT_CALLED } from '../tests/faults/notCalled.ts';

const FAULTS = ['network', 'http500', 'malformed', 'expiredTwice', 'timeout'] as const;
/** Faults after the server acted (tests/faults/harness.tsx `AFTER_FAULTS`). */
const AFTER_FAULTS = ['resetAfter', 'truncatedAfter'] as const;

interface AssertionResult {
  ancestorTitles: string[];
  title: string;
  status: string;
}
interface Results {
  testResults: Array<{ name: string; assertionResults: AssertionResult[] }>;
}

const file = resolve(process.argv[2] ?? 'test-results/vitest.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as Results;

/** `<backend> <operationId> — <flow>` → its results by fault. */
const rows = new Map<string, { flow: string; cells: Record<string, string> }>();
for (const fileResult of results.testResults) {
  if (!/tests[\\/]faults[\\/]/.test(fileResult.name)) continue;
  for (const a of fileResult.assertionResults) {
    const m = /^(\w+) (\w+) — (.*)$/.exec(a.ancestorTitles[0] ?? '');
    if (!m || !([...FAULTS, ...AFTER_FAULTS] as readonly string[]).includes(a.title)) continue;
    const key = `${m[1]} ${m[2]}`;
    const row = rows.get(key) ?? { flow: m[3], cells: {} };
    row.cells[a.title] = a.status === 'passed' ? '✓' : a.status === 'failed' ? '✗' : '·';
    rows.set(key, row);
  }
}

const ops = contractOperations();
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
const width = Math.max(...ops.map((o) => `${o.backend} ${o.operationId}`.length)) + 2;
const lines: string[] = [];
let runs = 0;
let held = 0;
let problems = 0;
lines.push(pad('operation', width) + FAULTS.map((f) => pad(f, 13)).join('') + 'flow');
for (const op of ops) {
  const key = `${op.backend} ${op.operationId}`;
  if (op.operationId in NOT_CALLED) continue;
  const row = rows.get(key);
  if (!row) {
    problems += 1;
    lines.push(pad(key, width) + pad('NO ROW', 13 * FAULTS.length) + '(called by the app, no driver ran)');
    continue;
  }
  const cells = FAULTS.map((f) => row.cells[f] ?? '·');
  runs += cells.filter((c) => c !== '·').length;
  held += cells.filter((c) => c === '✓').length;
  problems += cells.filter((c) => c !== '✓').length;
  lines.push(pad(key, width) + cells.map((c) => pad(c, 13)).join('') + row.flow);
}
const afterLines: string[] = [pad('operation', width) + AFTER_FAULTS.map((f) => pad(f, 16)).join('') + 'flow'];
for (const [key, row] of rows) {
  const cells = AFTER_FAULTS.map((f) => row.cells[f]);
  if (cells.every((c) => c === undefined)) continue;
  runs += cells.filter((c) => c !== undefined && c !== '·').length;
  held += cells.filter((c) => c === '✓').length;
  problems += cells.filter((c) => c !== '✓').length;
  afterLines.push(pad(key, width) + cells.map((c) => pad(c ?? '·', 16)).join('') + row.flow);
}
const notCalled = ops.filter((o) => o.operationId in NOT_CALLED);
const called = ops.length - notCalled.length;
console.log(`\nFault matrix (issue 10): ${ops.length} operations in openapi/*.yaml; ${called} called by the portal's flows × ${FAULTS.length} faults`);
console.log(lines.join('\n'));
console.log(`\nFaults after the server acted (issue 25): the write is done, its answer lost (${afterLines.length - 1} writes)`);
console.log(afterLines.join('\n'));
console.log(`\nCalled by no flow (${notCalled.length}):`);
for (const o of notCalled) console.log(`  ${o.backend} ${o.operationId}: ${NOT_CALLED[o.operationId]}`);
console.log(`\n${runs} runs, ${held} held, ${problems} not held or missing.`);
process.exit(problems === 0 && rows.size > 0 ? 0 : 1);
