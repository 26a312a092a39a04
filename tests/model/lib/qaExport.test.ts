/**
 * The QA export of `npm run coverage:paths` (tests/model/lib/qaExport.ts; issue 12 "For QA"), on the
 * fixture machines: states and transitions with the paths covering them, paths as readable steps
 * with nothing truncated, coverage per spec section from `meta.spec`, and the index. Expectations
 * are written from the fixture charts (tests/model/fixtures/fetch.machine.ts).
 */
import { describe, expect, it } from 'vitest';
import { fetchModel, gapsModel, toastModel } from '../fixtures/definitions';
import { modelTestDefinition } from './definition';
import { NO_SECTION, qaChart, qaChartMarkdown, qaFileName, qaFiles, qaIndex, specSections } from './qaExport';

describe('specSections', () => {
  it('reads the document and section number of each part, carrying the document forward', () => {
    expect(specSections('spec 000 §4 Global loading; §7 GET /get/auth/user')).toEqual(['spec 000 §4', 'spec 000 §7']);
    expect(specSections('spec 000 §4 Session (authenticated); spec 001 §2 Application shell')).toEqual(['spec 000 §4', 'spec 001 §2']);
    expect(specSections('spec 001 §2.4 Steps')).toEqual(['spec 001 §2.4']);
    expect(specSections('contract §5 known bugs')).toEqual(['contract §5']);
    expect(specSections('issue 10 network blip')).toEqual(['issue 10 network blip']);
    expect(specSections(null)).toEqual([NO_SECTION]);
    expect(specSections('')).toEqual([NO_SECTION]);
  });
});

describe('qaChart', () => {
  const chart = qaChart(fetchModel);

  it('lists every path as readable steps, event (payload) → state, the final status marked', () => {
    expect(chart.paths.map((p) => [p.id, p.input, p.steps.map((s) => s.text)])).toEqual([
      ['P1', null, ['inicio → idle', 'fetch → loading', 'cancel → idle']],
      ['P2', null, ['inicio → idle', 'fetch → loading', 'xstate.done.actor.loadItems ({"output":["a"]}) → loaded (done)']],
      ['P3', null, ['inicio → idle', 'fetch → loading', 'xstate.done.actor.loadItems ({"output":[]}) → empty', 'fetch → loading']],
      [
        'P4',
        null,
        [
          'inicio → idle',
          'fetch → loading',
          'xstate.error.actor.loadItems ({"error":"network down"}) → failed',
          'xstate.after.1000.fetch.failed → loading',
          'xstate.error.actor.loadItems ({"error":"network down"}) → failed',
          'xstate.after.1000.fetch.failed → gaveUp (done)',
        ],
      ],
    ]);
    expect(chart.paths[1].steps[2]).toEqual({
      text: 'xstate.done.actor.loadItems ({"output":["a"]}) → loaded (done)',
      event: { type: 'xstate.done.actor.loadItems', output: ['a'] },
      state: 'loaded',
      status: 'done',
    });
  });

  it('gives every state its meta and the ids of the paths that visit it', () => {
    expect(chart.states).toEqual([
      { id: '#fetch.idle', spec: 'spec 000 §4 List', shows: [], paths: ['P1', 'P2', 'P3', 'P4'] },
      { id: '#fetch.loading', spec: 'spec 000 §7 GET /items; §8 Errors', shows: ['fetch.loading'], paths: ['P1', 'P2', 'P3', 'P4'] },
      { id: '#fetch.loaded', spec: null, shows: [], paths: ['P2'] },
      { id: '#fetch.empty', spec: null, shows: [], paths: ['P3'] },
      { id: '#fetch.failed', spec: null, shows: [], paths: ['P4'] },
      { id: '#fetch.gaveUp', spec: null, shows: [], paths: ['P4'] },
    ]);
  });

  it('gives every transition the ids of the paths that take it', () => {
    const byLabel = Object.fromEntries(chart.transitions.map((t) => [t.label, t.paths]));
    expect(byLabel).toEqual({
      '#fetch.idle  fetch → #fetch.loading': ['P1', 'P2', 'P3', 'P4'],
      '#fetch.loading  cancel → #fetch.idle': ['P1'],
      '#fetch.loading  xstate.done.actor.loadItems[0] if hasItems → #fetch.loaded': ['P2'],
      '#fetch.loading  xstate.done.actor.loadItems[1] → #fetch.empty': ['P3'],
      '#fetch.loading  xstate.error.actor.loadItems → #fetch.failed': ['P4'],
      '#fetch.empty  fetch → #fetch.loading': ['P3'],
      '#fetch.failed  xstate.after.1000.fetch.failed[0] if canRetry → #fetch.loading': ['P4'],
      '#fetch.failed  xstate.after.1000.fetch.failed[1] → #fetch.gaveUp': ['P4'],
    });
  });

  it('counts coverage per spec section, states without meta under "(sin sección)", last', () => {
    expect(chart.sections.map((s) => [s.section, s.states, s.coveredStates.length, s.transitions, s.coveredTransitions])).toEqual([
      ['spec 000 §4', ['#fetch.idle'], 1, 1, 1],
      ['spec 000 §7', ['#fetch.loading'], 1, 4, 4],
      ['spec 000 §8', ['#fetch.loading'], 1, 4, 4],
      [NO_SECTION, ['#fetch.loaded', '#fetch.empty', '#fetch.failed', '#fetch.gaveUp'], 4, 3, 3],
    ]);
    expect(chart.sections[0].paths).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('marks what no path covers', () => {
    const gaps = qaChart(gapsModel);
    expect(gaps.states.find((s) => s.id === '#gaps.orphan')?.paths).toEqual([]);
    expect(qaChartMarkdown(gaps)).toContain('| #gaps.orphan | (sin sección) | — | **ninguno** |');
  });

  it('truncates nothing: a long payload is written whole in Markdown and JSON', () => {
    const long = 'x'.repeat(300);
    const def = modelTestDefinition({ ...fetchModel, name: 'fetch (long)', events: { ...fetchModel.events, 'xstate.done.actor.loadItems': [{ output: [long] }, { output: [] }] } });
    const files = qaFiles([def]);
    expect(files.get('fetch-long.md')).toContain(`xstate.done.actor.loadItems ({"output":["${long}"]}) → loaded (done)`);
    expect(JSON.parse(files.get('fetch-long.json')!).paths.some((p: { steps: Array<{ event: { output?: string[] } }> }) => p.steps.some((s) => s.event.output?.[0] === long))).toBe(true);
  });
});

describe('qaFiles', () => {
  it('writes one Markdown and one JSON file per chart and an index listing their counts', () => {
    const files = qaFiles([fetchModel, toastModel]);
    expect([...files.keys()]).toEqual(['fetch.md', 'fetch.json', 'toast.md', 'toast.json', 'index.md', 'index.json']);
    expect(JSON.parse(files.get('index.json')!)[0]).toEqual({ name: 'fetch', file: 'fetch', states: '6/6', transitions: '8/8', paths: 4, bound: 17, sections: 3 });
    expect(files.get('index.md')).toContain('| [fetch](fetch.md) | 6/6 | 8/8 | 4 | 17 | 3 |');
    const md = files.get('fetch.md')!;
    expect(md).toContain('Estados cubiertos 6/6, transiciones 8/8, 4 caminos (cota 17).');
    expect(md).toContain('| spec 000 §7 | 1/1 | 4/4 | P1, P2, P3, P4 |');
    expect(md).toContain('| #fetch.loading | spec 000 §7 GET /items; §8 Errors | fetch.loading | P1, P2, P3, P4 |');
    expect(md).toContain('| #fetch.loading  cancel → #fetch.idle | P1 |');
    expect(md).toContain('### P1\n\n0. inicio → idle\n1. fetch → loading\n2. cancel → idle\n');
    expect(files.get('toast.md')).toContain('(entrada: plain)');
    expect(qaIndex([qaChart(toastModel)])[0].file).toBe('toast');
  });

  it('makes chart names safe file names', () => {
    expect(qaFileName('toast (sticky only)')).toBe('toast-sticky-only');
    expect(qaFileName('requestForm')).toBe('requestForm');
  });
});
