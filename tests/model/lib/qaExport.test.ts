/**
 * The QA export of `npm run coverage:paths` (tests/model/lib/qaExport.ts; issue 12 "For QA", issue 29
 * item 2 "QA's paths as test cases"), on the fixture machines: states and transitions with the
 * paths covering them, coverage per spec section from `meta.spec`, every path as a numbered test
 * case (Acción, Resultado esperado, Llamada, delays), the index and the CSV. Expectations are
 * written from the fixture charts (tests/model/fixtures/fetch.machine.ts: `meta.shows`
 * 'fetch.loading', a 1000 ms retry) and from the brief's formats, not from the export's code.
 */
import { describe, expect, it } from 'vitest';
import { fetchModel, gapsModel, toastModel } from '../fixtures/definitions';
import { modelTestDefinition } from './definition';
import { actionShown, caseId, NO_SECTION, qaChart, qaChartMarkdown, qaFileName, qaFiles, qaIndex, shownText, specSections, CSV_COLUMNS } from './qaExport';
import { MAX_LINE, parseCsv } from './qaFormat';

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

describe('shownText and actionShown', () => {
  it('turns meta.shows items into what the screen shows, calls left to "Llamada"', () => {
    expect(shownText('contact.sending')).toBe('«Enviando mensaje…»');
    expect(shownText('error: requestForm.fillRequired')).toBe('error: «Llene todos los campos requeridos»');
    expect(shownText('loader')).toBe('indicador de carga');
    expect(shownText('navigation to /app/myDesk')).toBe('la página pasa a /app/myDesk');
    expect(shownText('POST /send/claim with name, mail, phone, relation, message')).toBeNull();
  });

  it('turns the provided actions of a step into toasts and navigation, message keys with parameters resolved', () => {
    expect(actionShown('notifySuccess', { key: 'contact.success' })).toBe('Aviso de éxito: «Mensaje enviado satisfactoriamente»');
    expect(actionShown('notifyError', { key: 'files.maxSize', params: { n: 25 } })).toBe('Aviso de error: «El peso limite por archivo es de 25mb»');
    expect(actionShown('notify', { message: 'No se pudo enviar' })).toBe('Aviso: «No se pudo enviar»');
    expect(actionShown('navigate', { to: '/app/myDesk' })).toBe('La página pasa a «/app/myDesk»');
  });
});

describe('qaChart', async () => {
  const chart = await qaChart(fetchModel);

  it('writes every path as numbered steps: the action, what is shown, what is called, how long a delay waits', () => {
    expect(chart.paths.map((p) => [p.id, p.input, p.steps.map((s) => [s.n, s.eventType, s.state, s.status])])).toEqual([
      [
        'P1',
        null,
        [
          [0, 'xstate.init', 'idle', 'active'],
          [1, 'fetch', 'loading', 'active'],
          [2, 'cancel', 'idle', 'active'],
        ],
      ],
      [
        'P2',
        null,
        [
          [0, 'xstate.init', 'idle', 'active'],
          [1, 'fetch', 'loading', 'active'],
          [2, 'xstate.done.actor.loadItems', 'loaded', 'done'],
        ],
      ],
      [
        'P3',
        null,
        [
          [0, 'xstate.init', 'idle', 'active'],
          [1, 'fetch', 'loading', 'active'],
          [2, 'xstate.done.actor.loadItems', 'empty', 'active'],
          [3, 'fetch', 'loading', 'active'],
        ],
      ],
      [
        'P4',
        null,
        [
          [0, 'xstate.init', 'idle', 'active'],
          [1, 'fetch', 'loading', 'active'],
          [2, 'xstate.error.actor.loadItems', 'failed', 'active'],
          [3, 'xstate.after.1000.fetch.failed', 'loading', 'active'],
          [4, 'xstate.error.actor.loadItems', 'failed', 'active'],
          [5, 'xstate.after.1000.fetch.failed', 'gaveUp', 'done'],
        ],
      ],
    ]);
    const [p2, p4] = [chart.paths[1], chart.paths[3]];
    expect(p2.steps[0].action).toBe('Abra la pantalla del flujo');
    // 'fetch.loading' is no message key of the portal: the chart's word stays, in the loading state only.
    expect(p2.steps[1].expected).toBe('Pantalla: fetch.loading');
    expect(p2.steps[2].action).toBe('El servidor contesta con éxito a la llamada «loadItems»: [«a»]');
    expect(p2.steps[2].expected).toBe('Fin del flujo');
    expect(p4.steps[3].action).toBe('Espere 1 s sin hacer nada');
    expect(p4.steps[2].action).toBe('El servidor, a la llamada «loadItems», falla («network down»)');
    expect(chart.paths[0].sections).toEqual(['spec 000 §4', 'spec 000 §7', 'spec 000 §8']);
  });

  it('names what it cannot say: a chart without start page, an event without instruction, an actor without contract operation', () => {
    expect(chart.paths[0].steps[1].action).toBe('(envíe fetch)');
    expect(chart.paths[0].steps[1].call).toBe('(loadItems: sin operación en tests/model/lib/qaCalls.ts)');
    expect(chart.problems).toEqual([
      'fetch: no start page (tests/model/lib/qaSteps.ts CHART_START)',
      'fetch: actor loadItems has no entry in qaCalls.ts',
      'fetch: no instruction for event fetch (tests/model/lib/qaSteps.ts EVENT_STEPS)',
      'fetch: no instruction for event cancel (tests/model/lib/qaSteps.ts EVENT_STEPS)',
    ]);
  });

  it('gives every state its meta, its texts, its calls and the ids of the paths that visit it', () => {
    expect(chart.states.map((s) => [s.id, s.spec, s.shows, s.texts, s.calls, s.paths])).toEqual([
      ['#fetch.idle', 'spec 000 §4 List', [], [], [], ['P1', 'P2', 'P3', 'P4']],
      ['#fetch.loading', 'spec 000 §7 GET /items; §8 Errors', ['fetch.loading'], ['fetch.loading'], ['loadItems: (sin operación)'], ['P1', 'P2', 'P3', 'P4']],
      ['#fetch.loaded', null, [], [], [], ['P2']],
      ['#fetch.empty', null, [], [], [], ['P3']],
      ['#fetch.failed', null, [], [], [], ['P4']],
      ['#fetch.gaveUp', null, [], [], [], ['P4']],
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

  it('marks what no path covers', async () => {
    const gaps = await qaChart(gapsModel);
    expect(gaps.states.find((s) => s.id === '#gaps.orphan')?.paths).toEqual([]);
    expect(qaChartMarkdown(gaps)).toContain('- `#gaps.orphan` ((sin sección)); casos **ninguno**');
  });

  it('cuts a long payload with … and keeps every line of every file within 160 characters', async () => {
    const long = 'x'.repeat(1189);
    const def = modelTestDefinition({
      ...fetchModel,
      name: 'fetch (long)',
      events: { ...fetchModel.events, 'xstate.done.actor.loadItems': [{ output: [long] }, { output: [] }] },
    });
    const files = await qaFiles([def]);
    const md = files.get('fetch-long.md')!;
    expect(md).toMatch(/\n2\. \*\*Acción:\*\* El servidor contesta con éxito a la llamada «loadItems»: \[«x{20,}…\n/);
    expect(md).not.toContain('x'.repeat(100));
    for (const [name, content] of files) {
      const lines = name.endsWith('.csv')
        ? parseCsv(content)
            .flat()
            .flatMap((c) => c.split('\n'))
        : content.split('\n');
      for (const line of lines) expect([...line].length, `${name}: ${line.slice(0, 60)}`).toBeLessThanOrEqual(MAX_LINE);
    }
  });
});

describe('qaFiles', () => {
  it('writes one Markdown and one JSON file per chart, an index and one CSV of every step', async () => {
    const files = await qaFiles([fetchModel, toastModel]);
    expect([...files.keys()]).toEqual(['fetch.md', 'fetch.json', 'toast.md', 'toast.json', 'index.md', 'index.json', 'casos.csv']);
    expect(JSON.parse(files.get('index.json')!)[0]).toEqual({
      name: 'fetch',
      file: 'fetch',
      states: '6/6',
      transitions: '8/8',
      paths: 4,
      bound: 17,
      sections: 3,
    });
    expect(files.get('index.md')).toContain('| [fetch](fetch.md) | 6/6 | 8/8 | 4 | 17 | 3 |');
    const md = files.get('fetch.md')!;
    expect(md).toContain('Estados cubiertos 6/6, transiciones 8/8, 4 caminos (cota 17).');
    expect(md).toContain('- spec 000 §7: estados 1/1, transiciones 4/4; casos P1, P2, P3, P4');
    expect(md).toContain('- `#fetch.loading` (spec 000 §7 GET /items; §8 Errors); casos P1, P2, P3, P4\n  - Muestra: fetch.loading\n');
    expect(md).toContain('- `#fetch.loading cancel → #fetch.idle`: P1');
    expect(md).toContain(
      '### Caso fetch-P1\n\nSección del spec: spec 000 §4; spec 000 §7; spec 000 §8\n\n0. **Acción:** Abra la pantalla del flujo\n   **Resultado esperado:** La pantalla inicial del flujo, sin textos propios del diagrama\n1. **Acción:** (envíe fetch)\n',
    );
    expect(md).toContain('3. **Acción:** Espere 1 s sin hacer nada\n');
    expect(files.get('toast.md')).toContain('### Caso toast-P1 (entrada: ');
    expect(files.get('toast.md')).toMatch(/Condición inicial: (sticky|plain); datos: \{ sticky: (sí|no) \}/);
    expect(qaIndex([await qaChart(toastModel)])[0].file).toBe('toast');

    const csv = files.get('casos.csv')!;
    expect(csv.startsWith('\uFEFFCaso,Diagrama,Entrada,Sección del spec,Condición inicial,Paso,Acción,Resultado esperado,Llamada\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const fetchRows = rows.filter((r) => r[1] === 'fetch');
    expect(fetchRows).toHaveLength(3 + 3 + 4 + 6);
    expect(fetchRows[0]).toEqual([
      'fetch-P1',
      'fetch',
      '',
      'spec 000 §4; spec 000 §7; spec 000 §8',
      '',
      '0',
      'Abra la pantalla del flujo',
      'La pantalla inicial del flujo, sin textos propios del diagrama',
      '',
    ]);
    expect(fetchRows.find((r) => r[0] === 'fetch-P4' && r[5] === '3')?.[6]).toBe('Espere 1 s sin hacer nada');
  });

  it('makes chart names safe file names and case ids', () => {
    expect(qaFileName('toast (sticky only)')).toBe('toast-sticky-only');
    expect(qaFileName('requestForm')).toBe('requestForm');
    expect(caseId('toast (sticky only)', { id: 'P2', input: null, start: '', sections: [], steps: [] })).toBe('toast-sticky-only-P2');
  });
});
