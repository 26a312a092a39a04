/**
 * The QA export of the model-based tests (issue 12 "For QA"; docs/ARCHITECTURE.md "Tests"), written by
 * `npm run coverage:paths` into coverage/paths/: per chart, every state and every transition with
 * the ids of the paths that cover them, every path as readable steps `event (payload) → state`,
 * and the coverage per spec section read from each state's `meta.spec`. Nothing is truncated.
 *
 * Files (all generated; `coverage/` is not committed, see scripts/coverage-paths.ts):
 * - `index.md`, `index.json`: one row per chart: states, transitions, paths, bound, spec sections;
 * - `<chart>.md`, `<chart>.json`: the chart's states, transitions, paths and sections.
 *
 * Vitest-free (used by the coverage report script).
 */
import type { AnyEventObject, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { stateUniverse, transitionUniverse } from './chart';
import { coveredBy } from './coverage';
import type { AnyModelTestDefinition, ModelPath } from './definition';
import { formatStateValue, generateModelPaths } from './paths';

/** Section of states without `meta.spec`. */
export const NO_SECTION = '(sin sección)';

/** One step of an exported path. */
export interface QaStep {
  /** `event (payload JSON) → state value`, or `inicio → state value` for the initial state. */
  text: string;
  /** The full event sent (`{ type: 'xstate.init' }` for the initial state). */
  event: AnyEventObject;
  /** The model's state value after the step, as text (`idle`, `{"filling":"editing"}`). */
  state: string;
  /** `active`, `done` or `error`. */
  status: string;
}

/** One exported path. */
export interface QaPath {
  /** `P1`, `P2`, … in run order (shortest first). */
  id: string;
  /** Input label (`inputs` key), null with a single `input`. */
  input: string | null;
  steps: QaStep[];
}

/** A state of the chart with what the spec says about it and the paths that visit it. */
export interface QaState {
  /** `#chart.parent.child`. */
  id: string;
  /** `meta.spec` of the state, null when it has none. */
  spec: string | null;
  /** `meta.shows` (message keys the spec says are visible there), [] when none. */
  shows: string[];
  paths: string[];
}

/** A transition of the chart (labelled as in the coverage report) and the paths that take it. */
export interface QaTransition {
  label: string;
  /** `#id` of the state that declares it. */
  source: string;
  paths: string[];
}

/** Coverage of one spec section (`spec 000 §4`, `contract §2`, or {@link NO_SECTION}). */
export interface QaSection {
  section: string;
  states: string[];
  coveredStates: string[];
  transitions: number;
  coveredTransitions: number;
  paths: string[];
}

/** Everything exported for one chart. */
export interface QaChart {
  name: string;
  states: QaState[];
  transitions: QaTransition[];
  paths: QaPath[];
  sections: QaSection[];
  bound: number;
}

/**
 * The sections a `meta.spec` text cites: `spec 000 §4 Session; §7 GET /x` →
 * `['spec 000 §4', 'spec 000 §7']` (a part without a document takes the previous part's);
 * text without `§` is its own section.
 */
export function specSections(spec: string | null | undefined): string[] {
  if (spec === null || spec === undefined || spec.trim() === '') return [NO_SECTION];
  const sections: string[] = [];
  let doc = '';
  for (const part of spec.split(';')) {
    const match = /^\s*((?:spec \d+|contract|docs\/ARCHITECTURE\.md)\s*)?§\s*([0-9]+(?:\.[0-9]+)*)/.exec(part);
    if (!match) {
      if (part.trim()) sections.push(part.trim());
      continue;
    }
    if (match[1]) doc = match[1].trim();
    sections.push(`${doc ? `${doc} ` : ''}§${match[2]}`);
  }
  return [...new Set(sections.length ? sections : [spec.trim()])];
}

function metaOf(node: AnyStateNode | undefined): { spec: string | null; shows: string[] } {
  const meta = node?.meta as { spec?: unknown; shows?: unknown } | undefined;
  return {
    spec: typeof meta?.spec === 'string' ? meta.spec : null,
    shows: Array.isArray(meta?.shows) ? meta.shows.map(String) : [],
  };
}

function eventText(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} (${JSON.stringify(payload)})` : type;
}

function stepsOf(path: ModelPath): QaStep[] {
  return path.steps.map((step, index) => {
    const state = formatStateValue(step.state.value);
    const status = step.state.status;
    const suffix = status === 'active' ? '' : ` (${status})`;
    return {
      text: `${index === 0 ? 'inicio' : eventText(step.event)} → ${state}${suffix}`,
      event: step.event,
      state,
      status,
    };
  });
}

/** Builds the export of one chart from its definition (same paths as the model test runs). */
export function qaChart(def: AnyModelTestDefinition): QaChart {
  const { testMachine, paths, counts } = generateModelPaths(def);
  const realNodes = new Map(getStateNodes(def.machine.root).map((n: AnyStateNode) => [n.id, n] as const));
  const stateIds = [...stateUniverse(testMachine).entries()];
  const transitions = [...transitionUniverse(testMachine).entries()];

  const qaPaths: QaPath[] = paths.map((path, i) => ({ id: `P${i + 1}`, input: path.inputLabel ?? null, steps: stepsOf(path) }));
  const stateHits = new Map<AnyStateNode, string[]>();
  const transitionHits = new Map<unknown, string[]>();
  paths.forEach((path, i) => {
    const visits = coveredBy(testMachine, [path]);
    for (const node of visits.states) stateHits.set(node, [...(stateHits.get(node) ?? []), qaPaths[i].id]);
    for (const t of visits.transitions) transitionHits.set(t, [...(transitionHits.get(t) ?? []), qaPaths[i].id]);
  });

  const states: QaState[] = stateIds.map(([node, id]) => ({ id, ...metaOf(realNodes.get(node.id)), paths: stateHits.get(node) ?? [] }));
  const qaTransitions: QaTransition[] = transitions.map(([t, label]) => ({
    label,
    source: `#${(t.source as AnyStateNode).id}`,
    paths: transitionHits.get(t) ?? [],
  }));

  const bySection = new Map<string, QaSection>();
  const section = (name: string) => {
    let s = bySection.get(name);
    if (!s) bySection.set(name, (s = { section: name, states: [], coveredStates: [], transitions: 0, coveredTransitions: 0, paths: [] }));
    return s;
  };
  const stateSpec = new Map(states.map((s) => [s.id, s.spec] as const));
  for (const s of states) {
    for (const name of specSections(s.spec)) {
      const entry = section(name);
      entry.states.push(s.id);
      if (s.paths.length) entry.coveredStates.push(s.id);
      entry.paths = [...new Set([...entry.paths, ...s.paths])];
    }
  }
  for (const t of qaTransitions) {
    for (const name of specSections(stateSpec.get(t.source) ?? null)) {
      const entry = section(name);
      entry.transitions += 1;
      if (t.paths.length) entry.coveredTransitions += 1;
    }
  }
  const sections = [...bySection.values()]
    .map((s) => ({ ...s, paths: s.paths.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))) }))
    .sort((a, b) => (a.section === NO_SECTION ? 1 : b.section === NO_SECTION ? -1 : a.section.localeCompare(b.section, 'en', { numeric: true })));

  return { name: def.name, states, transitions: qaTransitions, paths: qaPaths, sections, bound: counts.bound };
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function ratio(covered: number, total: number): string {
  return `${covered}/${total}`;
}

/** The chart's Markdown page. */
export function qaChartMarkdown(chart: QaChart): string {
  const coveredStates = chart.states.filter((s) => s.paths.length).length;
  const coveredTransitions = chart.transitions.filter((t) => t.paths.length).length;
  const out = [
    `# ${chart.name}`,
    '',
    `Estados cubiertos ${ratio(coveredStates, chart.states.length)}, transiciones ${ratio(coveredTransitions, chart.transitions.length)}, ` +
      `${chart.paths.length} caminos (cota ${chart.bound}). Generado por \`npm run coverage:paths\`.`,
    '',
    '## Cobertura por sección de la especificación',
    '',
    '| Sección | Estados | Transiciones | Caminos |',
    '| --- | --- | --- | --- |',
    ...chart.sections.map(
      (s) => `| ${cell(s.section)} | ${ratio(s.coveredStates.length, s.states.length)} | ${ratio(s.coveredTransitions, s.transitions)} | ${s.paths.join(', ') || '—'} |`,
    ),
    '',
    '## Estados',
    '',
    '| Estado | Especificación | Muestra | Caminos |',
    '| --- | --- | --- | --- |',
    ...chart.states.map((s) => `| ${cell(s.id)} | ${cell(s.spec ?? NO_SECTION)} | ${cell(s.shows.join(', ')) || '—'} | ${s.paths.join(', ') || '**ninguno**'} |`),
    '',
    '## Transiciones',
    '',
    '| Transición | Caminos |',
    '| --- | --- |',
    ...chart.transitions.map((t) => `| ${cell(t.label)} | ${t.paths.join(', ') || '**ninguno**'} |`),
    '',
    '## Caminos',
  ];
  for (const path of chart.paths) {
    out.push('', `### ${path.id}${path.input === null ? '' : ` (entrada: ${path.input})`}`, '');
    path.steps.forEach((step, i) => out.push(`${i}. ${step.text}`));
  }
  return `${out.join('\n')}\n`;
}

/** One row of the index. */
export interface QaIndexRow {
  name: string;
  file: string;
  states: string;
  transitions: string;
  paths: number;
  bound: number;
  sections: number;
}

/** The index rows (file names are the chart names made safe for a file system). */
export function qaIndex(charts: readonly QaChart[]): QaIndexRow[] {
  return charts.map((c) => ({
    name: c.name,
    file: qaFileName(c.name),
    states: ratio(c.states.filter((s) => s.paths.length).length, c.states.length),
    transitions: ratio(c.transitions.filter((t) => t.paths.length).length, c.transitions.length),
    paths: c.paths.length,
    bound: c.bound,
    sections: c.sections.filter((s) => s.section !== NO_SECTION).length,
  }));
}

/** `requestForm` → `requestForm`, `toast (sticky only)` → `toast-sticky-only`. */
export function qaFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The index page. */
export function qaIndexMarkdown(rows: readonly QaIndexRow[]): string {
  return `${[
    '# Caminos de las pruebas por modelo',
    '',
    'Un archivo por diagrama: estados y transiciones con los caminos que los cubren, cada camino paso a paso y la cobertura por sección de la especificación. Generado por `npm run coverage:paths`.',
    '',
    '| Diagrama | Estados | Transiciones | Caminos | Cota | Secciones |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| [${cell(r.name)}](${r.file}.md) | ${r.states} | ${r.transitions} | ${r.paths} | ${r.bound} | ${r.sections} |`),
  ].join('\n')}\n`;
}

/** Every file of the export, by name relative to the output folder. */
export function qaFiles(defs: readonly AnyModelTestDefinition[]): Map<string, string> {
  const charts = defs.map((def) => qaChart(def));
  const rows = qaIndex(charts);
  const files = new Map<string, string>();
  charts.forEach((chart, i) => {
    files.set(`${rows[i].file}.md`, qaChartMarkdown(chart));
    files.set(`${rows[i].file}.json`, `${JSON.stringify(chart, null, 2)}\n`);
  });
  files.set('index.md', qaIndexMarkdown(rows));
  files.set('index.json', `${JSON.stringify(rows, null, 2)}\n`);
  return files;
}
