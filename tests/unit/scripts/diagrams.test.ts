/**
 * The chart diagrams (scripts/diagrams.ts, `npm run diagrams`; issue 12 "For developers").
 *
 * 1. The generator, on the model-test fixtures (tests/model/fixtures): nesting, history, a guarded
 *    `always`, a compound `onDone`, parallel regions, invoke `onDone`/`onError`, numeric and named
 *    `after` delays, guards built with `not`/`and`. Expectations are written from the fixtures'
 *    definitions, by hand.
 * 2. The committed diagrams in docs/charts, and the Stately exports in docs/charts/stately
 *    (scripts/stately-export.ts), are those of the current charts: this test fails, naming each
 *    stale, missing or extra file, when a chart changed without `npm run diagrams`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, createMachine, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CHARTS_DIR,
  chartMarkdown,
  escapeLabel,
  findCharts,
  indexMarkdown,
  loadMachineModules,
  renderCharts,
  staleFiles,
  toMermaid,
} from '../../../scripts/diagrams';
import { STATELY_DIR, renderStatelyExports } from '../../../scripts/stately-export';
import { wizardMachine } from '../../model/fixtures/wizard.machine';
import { uploadMachine } from '../../model/fixtures/upload.machine';
import { fetchMachine } from '../../model/fixtures/fetch.machine';

describe('toMermaid', () => {
  it('draws nested states, a history state, a guarded always, final states and a compound onDone', () => {
    expect(toMermaid(wizardMachine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> form',
        '  state "form" as form',
        '  state form {',
        '    [*] --> form__personal',
        '    state "personal" as form__personal',
        '    state "terms" as form__terms',
        '    state "review" as form__review',
        '    state "complete" as form__complete',
        '    state "hist (history H)" as form__hist',
        '    form__complete --> [*]',
        '    form__personal --> form__terms : next',
        '    form__terms --> form__personal : back',
        '    form__terms --> form__terms : accept',
        '    form__terms --> form__review : next',
        '    form__review --> form__terms : back',
        '    form__review --> form__complete : always [isAccepted]',
        '  }',
        '  state "help" as help',
        '  state "finished" as finished',
        '  finished --> [*]',
        '  form --> help : help',
        '  form --> finished : onDone(state)',
        '  help --> form__hist : close',
        '',
      ].join('\n'),
    );
  });

  it('draws an invoke with a guarded onDone, an onError and a guarded numeric after', () => {
    expect(toMermaid(fetchMachine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> idle',
        '  state "idle" as idle',
        '  state "loading" as loading',
        '  state "loaded" as loaded',
        '  state "empty" as empty',
        '  state "failed" as failed',
        '  state "gaveUp" as gaveUp',
        '  loaded --> [*]',
        '  gaveUp --> [*]',
        '  idle --> loading : fetch',
        '  loading --> idle : cancel',
        '  loading --> loaded : onDone(loadItems) [hasItems]',
        '  loading --> empty : onDone(loadItems)',
        '  loading --> failed : onError(loadItems)',
        '  empty --> loading : fetch',
        '  failed --> loading : after(1000 ms) [canRetry]',
        '  failed --> gaveUp : after(1000 ms)',
        '',
      ].join('\n'),
    );
  });

  it('separates parallel regions with --, names delays, and draws edges leaving a region outside it', () => {
    const lines = toMermaid(uploadMachine).split('\n');
    const region = (name: string) => lines.indexOf(`    state "${name}" as working__${name}`);
    expect(region('transfer')).toBeGreaterThan(lines.indexOf('  state working {'));
    expect(lines[region('indicator') - 1]).toBe('    --');
    expect(lines).toContain('      [*] --> working__indicator__spinning');
    expect(lines).toContain('      working__indicator__spinning --> working__indicator__shown : after(200 ms)');
    expect(lines).toContain('      working__transfer__sending --> working__transfer__sent : onDone(sendFile)');
    // A target-less transition is a self-loop.
    expect(lines).toContain('      working__transfer__sending --> working__transfer__sending : cancel');
    // Edges between states of different blocks are written at their common ancestor (here the top).
    expect(lines).toContain('  working__transfer__sending --> failed : onError(sendFile)');
    expect(lines).toContain('  working --> timedOut : after(timeoutDelay)');
    expect(lines).toContain('  working --> checking : onDone(state)');
    expect(lines).toContain('  checking --> done : always [inline guard]');
    expect(lines).toContain('  checking --> failed : always');
  });

  it('draws a parallel root (Mermaid takes -- only inside a state), and root transitions, inside a state named after the machine', () => {
    const machine = createMachine({
      id: 'geo',
      type: 'parallel',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } },
    });
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> geo__root',
        '  state "geo" as geo__root',
        '  state geo__root {',
        '    state "a" as a',
        '    state a {',
        '      [*] --> a__x',
        '      state "x" as a__x',
        '    }',
        '    --',
        '    state "b" as b',
        '    state b {',
        '      [*] --> b__y',
        '      state "y" as b__y',
        '    }',
        '  }',
        '',
      ].join('\n'),
    );
    const withRootEvent = createMachine({ id: 'r', initial: 'a', on: { reset: '.a' }, states: { a: {} } });
    expect(toMermaid(withRootEvent)).toContain('  r__root --> a : reset\n');
  });

  it('names guards built with not/and, maps ids Mermaid cannot take, and escapes labels', () => {
    const machine = setup({ guards: { isA: () => true, hasB: () => true } }).createMachine({
      id: 'g',
      initial: 'end',
      states: {
        end: {
          on: {
            'go:now': [
              { guard: not('isA'), target: 'state two' },
              { guard: and(['isA', 'hasB']), target: 'state two' },
            ],
          },
        },
        'state two': {},
      },
    });
    const text = toMermaid(machine);
    expect(text).toContain('  state "end" as s_end');
    expect(text).toContain('  state "state two" as state_two');
    expect(text).toContain('  s_end --> state_two : go#58;now [!isA]');
    expect(text).toContain('  s_end --> state_two : go#58;now [isA && hasB]');
    expect(escapeLabel('a "b": c; #d <e>')).toBe('a #quot;b#quot;#58; c#59; #35;d #lt;e#gt;');
  });
});

describe('chart pages', () => {
  it('gives the title, the source, the diagram and each state meta', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { meta: { spec: 'spec 000 §4 Session', shows: ['session.loadingApp'] } } },
    });
    const page = chartMarkdown({ name: 'm', source: 'src/machines/m.machine.ts', machine });
    expect(page).toContain('# m\n');
    expect(page).toContain('[`src/machines/m.machine.ts`](../../src/machines/m.machine.ts)');
    expect(page).toContain('```mermaid\nstateDiagram-v2\n  [*] --> a\n  state "a" as a\n```');
    expect(page).toContain('| `a` | atomic | spec 000 §4 Session | `session.loadingApp` |  |  |');
    expect(indexMarkdown([{ name: 'm', source: 'src/machines/m.machine.ts', machine }])).toContain(
      '| [m](m.md) | `m` | [`src/machines/m.machine.ts`](../../src/machines/m.machine.ts) | [m.ts](stately/m.ts) |',
    );
  });

  it('draws a machine and its .provide() copy once, under the <name>Machine export', () => {
    const charts = findCharts({
      'src/machines/a.ts': { termsResource: fetchMachine.provide({}) },
      'src/machines/fetch.machine.ts': { fetchMachine, notAMachine: 1 },
    });
    expect(charts.map((c) => [c.name, c.source])).toEqual([['fetch', 'src/machines/fetch.machine.ts']]);
  });

  it('names the stale, missing and extra files of a charts directory', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'charts-'));
    try {
      await writeFile(path.join(dir, 'a.md'), 'old\n');
      await writeFile(path.join(dir, 'gone.md'), 'x\n');
      await writeFile(path.join(dir, 'README.md'), 'index\n');
      const files = new Map([
        ['a.md', 'new\n'],
        ['b.md', 'b\n'],
        ['README.md', 'index\n'],
      ]);
      expect(await staleFiles(dir, files)).toEqual(['a.md (stale)', 'b.md (missing)', 'gone.md (no such chart)']);
      // The Stately exports: `.ts` files, the `.md` ones are not theirs.
      await writeFile(path.join(dir, 'a.ts'), 'old\n');
      expect(await staleFiles(dir, new Map([['a.ts', 'new\n']]), '.ts')).toEqual(['a.ts (stale)']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe(`${CHARTS_DIR}`, () => {
  it('holds the current diagram of every chart under src/machines (else run `npm run diagrams`)', async () => {
    const charts = findCharts(loadMachineModules());
    // Every chart with a model-based test (tests/model/registry.ts) is drawn: 30 on 2026-11-23.
    expect(charts.length).toBeGreaterThanOrEqual(30);
    const problems = await staleFiles(path.resolve(CHARTS_DIR), renderCharts(charts));
    expect(problems, `${CHARTS_DIR} is out of date: run \`npm run diagrams\` and commit it`).toEqual([]);
  });

  it(`holds the current Stately export of every chart in ${STATELY_DIR} (else run \`npm run diagrams\` or \`npm run charts:export\`)`, async () => {
    const files = renderStatelyExports(findCharts(loadMachineModules()));
    const problems = await staleFiles(path.resolve(STATELY_DIR), files, '.ts');
    expect(problems, `${STATELY_DIR} is out of date: run \`npm run charts:export\` and commit it`).toEqual([]);
  });
});
