/**
 * The QA export over the REAL registry (issue 29 item 2 "the path report and CSV read as steps";
 * tests/model/README.md "For QA"): for every registered chart, the files `npm run coverage:paths`
 * writes into coverage/paths/ (built here in memory, nothing written):
 * - every line of every Markdown and JSON file, and every line of every CSV cell, is at most 160
 *   characters;
 * - no step shows a raw message key (every key is resolved to its Spanish text);
 * - every event a path sends has a Spanish instruction (qaSteps.ts), and every invoked actor names
 *   its call: an entry in qaCalls.ts whose operations exist in openapi/*.yaml, so every step that
 *   starts a call says its method and path, and every state that invokes lists its calls;
 * - every `meta.shows` item is a message key, a call (`POST /x …`) or a note with Spanish words in
 *   qaNotes.ts (no English note reaches a tester);
 * - the CSV parses (RFC 4180, BOM) with one record per step of every case.
 */
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { modelRegistry } from './registry';
import { CSV_COLUMNS, qaChart, qaFilesOf, type QaChart } from './lib/qaExport';
import { ACTOR_CALLS, actorCall, contractCalls } from './lib/qaCalls';
import { MAX_LINE, messageText, parseCsv, rawKeys } from './lib/qaFormat';
import { noteText } from './lib/qaNotes';

describe('the QA export of every registered chart', async () => {
  const charts: QaChart[] = [];
  for (const def of modelRegistry) charts.push(await qaChart(def));
  const files = qaFilesOf(charts);

  it("has no line over 160 characters in any file (a CSV cell's lines included)", () => {
    const long: string[] = [];
    for (const [name, content] of files) {
      const lines = name.endsWith('.csv')
        ? parseCsv(content)
            .flat()
            .flatMap((cell) => cell.split('\n'))
        : content.split('\n');
      for (const line of lines) if ([...line].length > MAX_LINE) long.push(`${name} (${[...line].length}): ${line.slice(0, 80)}`);
    }
    expect(long).toEqual([]);
  });

  it('shows no raw message key in any step or state', () => {
    const raw: string[] = [];
    for (const chart of charts) {
      for (const path of chart.paths) {
        for (const step of path.steps) {
          for (const text of [step.action, step.expected, step.call]) {
            const keys = rawKeys(text);
            if (keys.length) raw.push(`${chart.name} ${path.id} step ${step.n}: ${keys.join(', ')}`);
          }
        }
      }
      for (const state of chart.states) for (const text of state.texts) if (rawKeys(text).length) raw.push(`${chart.name} ${state.id}: ${text}`);
    }
    expect(raw).toEqual([]);
  });

  it('has Spanish words for every meta.shows item that is not a message key', () => {
    const english: string[] = [];
    for (const def of modelRegistry) {
      for (const node of getStateNodes(def.machine.root)) {
        const shows = (node.meta as { shows?: unknown } | undefined)?.shows;
        for (const item of Array.isArray(shows) ? shows.map(String) : []) {
          if (messageText(item) === null && noteText(item) === null) english.push(`${def.name} #${node.id}: ${item}`);
        }
      }
    }
    expect(english).toEqual([]);
  });

  it('has an instruction for every event and a contract call for every invoked actor', () => {
    expect(charts.flatMap((c) => c.problems)).toEqual([]);
  });

  it('names the call of every invoked state, from an entry whose operations are in the contract', () => {
    const operations = contractCalls();
    const missing: string[] = [];
    for (const def of modelRegistry) {
      for (const node of getStateNodes(def.machine.root)) {
        for (const invoke of node.invoke) {
          const src = typeof invoke.src === 'string' ? invoke.src : '(inline)';
          const entry = actorCall(def.name, src);
          if (!entry) missing.push(`${def.name} #${node.id}: ${src}`);
          else if ('operations' in entry && typeof entry.operations !== 'function') {
            for (const op of entry.operations) if (!operations.has(op)) missing.push(`${def.name}: ${op} not in openapi/`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    for (const entry of Object.values(ACTOR_CALLS)) {
      if ('operations' in entry && typeof entry.operations !== 'function') for (const op of entry.operations) expect(operations.has(op), op).toBe(true);
    }
    // Every state that invokes lists its calls, and every step that starts an actor says what it sends.
    for (const chart of charts) {
      for (const state of chart.states)
        expect(
          state.calls.every((c) => !c.includes('(sin operación)')),
          `${chart.name} ${state.id}`,
        ).toBe(true);
      for (const path of chart.paths) {
        for (const step of path.steps) {
          if (step.call) expect(step.call, `${chart.name} ${path.id} step ${step.n}`).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/|^Sin llamada propia: /);
        }
      }
    }
  });

  it('writes one CSV record per step of every case, under the documented columns', () => {
    const rows = parseCsv(files.get('casos.csv')!);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows.length - 1).toBe(charts.reduce((n, c) => n + c.paths.reduce((m, p) => m + p.steps.length, 0), 0));
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
  });
});
