/**
 * Mermaid diagrams of every statechart (issue 12 "For developers"; `npm run diagrams`).
 *
 * Every machine exported from a module under src/machines (and every child machine a chart
 * provides as an actor, when no module exports it) becomes `docs/charts/<name>.md`: its title, its
 * source file, a `stateDiagram-v2` block generated from the machine object itself (`machine.root`:
 * nesting, parallel regions separated by `--`, initial `[*] -->`, final `--> [*]`, history states,
 * every transition with its event and guard, `always` transitions, invoke `onDone`/`onError`,
 * `after` delays by name) and a table of each state's `meta` (spec section, what is shown) and the
 * actors it invokes. `docs/charts/README.md` indexes them (and links each chart's Stately file,
 * `docs/charts/stately/<name>.ts`, which `npm run diagrams` writes too: scripts/stately-export.ts).
 * Output is deterministic (definition order, names sorted), so a stale diagram shows as a diff.
 *
 * Usage:
 *   npm run diagrams              write docs/charts/ and docs/charts/stately/ (and delete files of removed charts)
 *   npm run diagrams -- --check   write nothing; exit 1 naming every stale, missing or extra file of both
 * tests/unit/scripts/diagrams.test.ts fails the same way inside `npm test`.
 *
 * Labels (Mermaid forbids dots and spaces in state ids, and `:`/quotes in labels):
 *   `event [guard]`, `always [guard]`, `after(delayName)`, `onDone(invokeId)`, `onError(invokeId)`,
 *   `onDone(state)` for a compound/parallel state's own completion; a target-less transition is a
 *   self-loop. State ids are the state's path joined by `__` (the label is its key).
 *
 * The machines are loaded with Vite's module runner (`import.meta.glob`, `import.meta.env` work as
 * under Vitest); no build step is needed.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { syncFiles } from './generated-files';
import { STATELY_DIR, renderStatelyExports } from './stately-export';

export { staleFiles } from './generated-files';

/** One chart to draw: `name` (file name in docs/charts, without `.md`), repo-relative `source`. */
export interface Chart {
  name: string;
  source: string;
  machine: AnyStateMachine;
}

/** Output directory, relative to the repository root. */
export const CHARTS_DIR = 'docs/charts';

const RESERVED = new Set(['end', 'state', 'note', 'direction', 'class', 'classDef', 'style', 'click', 'as', 'default', 'left', 'right', 'of', 'hide', 'root']);

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'implementations' in value;
}

/** Mermaid state id of a node: its path joined by `__`, other characters than [A-Za-z0-9_] as `_`. */
export function mermaidId(node: AnyStateNode): string {
  if (node.path.length === 0) return `${node.machine.id.replace(/[^A-Za-z0-9_]/g, '_')}__root`;
  const id = node.path.map((p) => p.replace(/[^A-Za-z0-9_]/g, '_')).join('__');
  return RESERVED.has(id) ? `s_${id}` : id;
}

/** Escapes a label for Mermaid (entity codes for `#`, `:`, `;`, quotes and angle brackets). */
export function escapeLabel(text: string): string {
  const codes: Record<string, string> = { '#': '#35;', ':': '#58;', ';': '#59;', '"': '#quot;', '<': '#lt;', '>': '#gt;' };
  return text.replace(/[#:;"<>]/g, (c) => codes[c]);
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

/** Readable name of a guard: `isX`, `!isX` (not), `isX && hasY` (and), `isX || hasY` (or). */
export function guardName(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    if (inner && guard.name === 'not') return `!${guardName(inner[0])}`;
    if (inner && guard.name === 'and') return inner.map((g) => guardName(g)).join(' && ');
    if (inner && guard.name === 'or') return inner.map((g) => guardName(g)).join(' || ');
    if (guard.name === 'stateIn') return 'stateIn';
    // An inline arrow function takes the name of its property (`guard`).
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  return guard.type;
}

/** Readable event label: `after(delay)`, `onDone(invokeId)`, `onError(invokeId)`, `onDone(state)`. */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  const after = /^xstate\.after\.(.+)\.[^.]*$/.exec(eventType);
  if (after) {
    const delayed = source.after.find((d) => d.eventType === eventType);
    const delay = delayed ? (typeof delayed.delay === 'function' ? 'expression' : String(delayed.delay)) : after[1];
    return `after(${/^\d+$/.test(delay) ? `${delay} ms` : delay})`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `onDone(${eventType.slice('xstate.done.actor.'.length)})`;
  if (eventType.startsWith('xstate.error.actor.')) return `onError(${eventType.slice('xstate.error.actor.'.length)})`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone(state)';
  return eventType;
}

interface Edge {
  from: string;
  to: string;
  label: string;
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  for (let n = node.parent; n; n = n.parent) list.push(n);
  return list;
}

/** The block an edge is written in: the deepest non-parallel common proper ancestor (root = null). */
function edgeContainer(source: AnyStateNode, target: AnyStateNode, drawnRoot: boolean): AnyStateNode | null {
  const targetAncestors = new Set(ancestors(target));
  let container = ancestors(source).find((a) => targetAncestors.has(a)) ?? null;
  while (container && container.type === 'parallel') container = container.parent ?? null;
  if (container && container.path.length === 0 && !drawnRoot) return null;
  return container;
}

function hasOwnTransitions(node: AnyStateNode): boolean {
  return node.transitions.size > 0 || (node.always?.length ?? 0) > 0;
}

/**
 * The `stateDiagram-v2` text of a machine (no fences). The root is drawn as a state only when it
 * has transitions or invokes of its own (so they have a source) or is parallel.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  // Mermaid accepts `--` (parallel regions) only inside a composite state.
  const drawRoot = hasOwnTransitions(root) || root.invoke.length > 0 || root.type === 'parallel';
  const edges = new Map<AnyStateNode | null, Edge[]>();
  const addEdge = (container: AnyStateNode | null, edge: Edge) => {
    const list = edges.get(container) ?? [];
    list.push(edge);
    edges.set(container, list);
  };

  const collect = (node: AnyStateNode) => {
    if (node.path.length > 0 || drawRoot) {
      const from = mermaidId(node);
      const transitions: Array<{ label: string; def: { target?: readonly AnyStateNode[]; guard?: unknown } }> = [];
      for (const [eventType, defs] of node.transitions) for (const def of defs) transitions.push({ label: eventLabel(eventType, node), def });
      for (const def of node.always ?? []) transitions.push({ label: 'always', def });
      for (const { label, def } of transitions) {
        const guard = guardName(def.guard as GuardLike);
        const text = escapeLabel(guard ? `${label} [${guard}]` : label);
        const targets = def.target && def.target.length > 0 ? def.target : [node];
        for (const target of targets) addEdge(edgeContainer(node, target, drawRoot), { from, to: mermaidId(target), label: text });
      }
    }
    for (const child of Object.values(node.states)) collect(child);
  };
  collect(root);

  const lines: string[] = ['stateDiagram-v2'];
  const writeEdges = (container: AnyStateNode | null, indent: string) => {
    for (const e of edges.get(container) ?? []) lines.push(`${indent}${e.from} --> ${e.to} : ${e.label}`);
  };

  const declare = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(node);
    const children = Object.values(node.states);
    const label = node.path.length === 0 ? machine.id : node.key;
    if (node.type === 'history') {
      lines.push(`${indent}state "${escapeLabel(`${label} (${node.history === 'deep' ? 'deep history H*' : 'history H'})`)}" as ${id}`);
      return;
    }
    lines.push(`${indent}state "${escapeLabel(label)}" as ${id}`);
    if (children.length === 0) return;
    lines.push(`${indent}state ${id} {`);
    writeChildren(node, `${indent}  `);
    writeEdges(node, `${indent}  `);
    lines.push(`${indent}}`);
  };

  const writeChildren = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states);
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(child, indent);
      });
      return;
    }
    for (const target of node.initial?.target ?? []) {
      if (target.parent === node) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
    }
    for (const child of children) declare(child, indent);
    for (const child of children) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  };

  if (drawRoot) {
    lines.push(`  [*] --> ${mermaidId(root)}`);
    declare(root, '  ');
    if (root.type === 'final') lines.push(`  ${mermaidId(root)} --> [*]`);
  } else {
    writeChildren(root, '  ');
  }
  writeEdges(null, '  ');
  return `${lines.join('\n')}\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Action names, without the `raise`/`cancel` pair XState adds to a state with `after` delays. */
function describeActions(actions: readonly unknown[], node: AnyStateNode): string {
  return actions
    .filter((a) => !(node.after.length > 0 && typeof a === 'function' && (a.name === 'raise' || a.name === 'cancel')))
    .map((a) => (typeof a === 'string' ? a : typeof a === 'function' ? a.name || 'inline' : ((a as { type?: string }).type ?? 'inline')))
    .filter((name) => name !== '')
    .join(', ');
}

/** A `meta` value as text: a string as it is, anything else as its JSON (meta is JSON, docs/ARCHITECTURE.md "Machines"). */
const metaText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The Markdown page of one chart: title, source, diagram, and per state its meta, invokes, entry/exit. */
export function chartMarkdown(chart: Chart): string {
  const rows: string[] = [];
  const visit = (node: AnyStateNode) => {
    const meta = (node.meta ?? {}) as { spec?: unknown; shows?: unknown };
    const spec = meta.spec === undefined ? '' : metaText(meta.spec);
    const shows = Array.isArray(meta.shows)
      ? meta.shows
          .map(metaText)
          .map((s) => `\`${s}\``)
          .join(', ')
      : meta.shows === undefined
        ? ''
        : metaText(meta.shows);
    const invokes = node.invoke.map((i) => `${i.id} (${typeof i.src === 'string' ? i.src : 'inline'})`).join(', ');
    const entryExit = [
      describeActions(node.entry, node) && `entry: ${describeActions(node.entry, node)}`,
      describeActions(node.exit, node) && `exit: ${describeActions(node.exit, node)}`,
    ]
      .filter(Boolean)
      .join('; ');
    const name = node.path.length === 0 ? `(root) ${chart.machine.id}` : node.path.join('.');
    rows.push(`| \`${cell(name)}\` | ${node.type} | ${cell(spec)} | ${cell(shows)} | ${cell(invokes)} | ${cell(entryExit)} |`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(chart.machine.root);
  return [
    `# ${chart.name}`,
    '',
    `Chart \`${chart.machine.id}\` from [\`${chart.source}\`](../../${chart.source}). Generated by \`npm run diagrams\` (scripts/diagrams.ts): do not edit by hand.`,
    '',
    'Labels: `event [guard]`, `always [guard]`, `after(delay)`, `onDone(invokeId)` / `onError(invokeId)` (the invoked actor finished / failed), `onDone(state)` (the compound state reached its final state). A transition without a target is drawn as a self-loop.',
    '',
    '```mermaid',
    toMermaid(chart.machine).trimEnd(),
    '```',
    '',
    '## States',
    '',
    '| State | Type | Spec (`meta.spec`) | Shows (`meta.shows`) | Invokes | Entry / exit |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** docs/charts/README.md: one line per chart, sorted by name. */
export function indexMarkdown(charts: readonly Chart[]): string {
  const sorted = [...charts].sort((a, b) => a.name.localeCompare(b.name));
  return [
    '# Statecharts',
    '',
    `Every chart of the portal (${sorted.length}), drawn from the machine objects by \`npm run diagrams\` (scripts/diagrams.ts): do not edit by hand. GitHub and VS Code's Markdown preview render the Mermaid blocks. \`npm test\` fails when a diagram is stale (tests/unit/scripts/diagrams.test.ts).`,
    '',
    "The column *Stately* links each chart as one self-contained file, `stately/<chart>.ts` (`import { createMachine } from 'xstate'` and the whole config in plain literals: states, transitions, delays, `meta`, guards, actions and actors by name), written by `npm run charts:export` (scripts/stately-export.ts; `npm run diagrams` writes them too). To open one: in Stately Studio, *Code* panel → *Import* (or a new machine → *Import*) and paste the file; or paste it into the legacy Stately visualizer; or open it in VS Code with the Stately extension (*Open Visual Editor*). tests/unit/scripts/statelyExport.test.ts checks that each one builds with xstate alone and has the chart's states and transitions.",
    '',
    '| Chart | Machine id | Source | Stately |',
    '| --- | --- | --- | --- |',
    ...sorted.map((c) => `| [${c.name}](${c.name}.md) | \`${c.machine.id}\` | [\`${c.source}\`](../../${c.source}) | [${c.name}.ts](stately/${c.name}.ts) |`),
    '',
  ].join('\n');
}

/**
 * The charts found in a set of modules (`{ 'src/machines/x.machine.ts': moduleExports }`): every
 * exported machine (one per `config`, so `machine.provide(...)` copies are drawn once; an export
 * named `<name>Machine` wins and gives the name), then child machines provided as actors that no
 * module exports (named `<parent>-<actorKey>`).
 */
export function findCharts(modules: Record<string, Record<string, unknown>>): Chart[] {
  const byConfig = new Map<unknown, Chart>();
  const exported = Object.keys(modules)
    .sort()
    .flatMap((source) =>
      Object.entries(modules[source])
        .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
        .map(([exportName, machine]) => ({ source, exportName, machine })),
    );
  // `<name>Machine` exports first (in any module), then the others (e.g. `.provide(...)` copies).
  exported.sort((a, b) => Number(b.exportName.endsWith('Machine')) - Number(a.exportName.endsWith('Machine')));
  for (const { source, exportName, machine } of exported) {
    if (byConfig.has(machine.config)) continue;
    byConfig.set(machine.config, { name: exportName.replace(/Machine$/, ''), source, machine });
  }
  const queue = [...byConfig.values()];
  while (queue.length > 0) {
    const parent = queue.shift() as Chart;
    const actors = (parent.machine.implementations.actors ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(actors).sort()) {
      const child = actors[key];
      if (!isMachine(child) || byConfig.has(child.config)) continue;
      const chart = { name: `${parent.name}-${key}`, source: parent.source, machine: child };
      byConfig.set(child.config, chart);
      queue.push(chart);
    }
  }
  return [...byConfig.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every file of docs/charts: `{ 'login.md': text, …, 'README.md': index }`. */
export function renderCharts(charts: readonly Chart[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const chart of charts) files.set(`${chart.name}.md`, chartMarkdown(chart));
  files.set('README.md', indexMarkdown(charts));
  return files;
}

/** The modules under src/machines (Vite's `import.meta.glob`: call it under Vite or Vitest only). */
export function loadMachineModules(): Record<string, Record<string, unknown>> {
  const modules = import.meta.glob<Record<string, unknown>>(['/src/machines/**/*.ts', '!**/*.d.ts'], { eager: true });
  return Object.fromEntries(Object.entries(modules).map(([file, mod]) => [file.replace(/^\//, ''), mod]));
}

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  const { runnerImport } = await import('vite');
  const { module: self } = await runnerImport<typeof import('./diagrams')>(fileURLToPath(import.meta.url), { root, logLevel: 'error', mode: 'test' });
  const charts = self.findCharts(self.loadMachineModules());
  const files = self.renderCharts(charts);
  const problems = await syncFiles(path.join(root, CHARTS_DIR), files, '.md', check);
  // The Stately exports (docs/charts/stately, scripts/stately-export.ts) are kept with the diagrams.
  const statelyFiles = renderStatelyExports(charts);
  const statelyProblems = (await syncFiles(path.join(root, STATELY_DIR), statelyFiles, '.ts', check)).map((p) => `stately/${p}`);
  if (check) {
    if (problems.length === 0 && statelyProblems.length === 0) {
      console.log(`diagrams: ${files.size - 1} charts in ${CHARTS_DIR} and their Stately files are up to date.`);
      return 0;
    }
    console.error(`diagrams: ${CHARTS_DIR} is out of date (run \`npm run diagrams\`):\n${[...problems, ...statelyProblems].map((p) => `  ${p}`).join('\n')}`);
    return 1;
  }
  const changed = problems.length + statelyProblems.length;
  console.log(
    `diagrams: wrote ${files.size - 1} charts, the index and ${statelyFiles.size} Stately files to ${CHARTS_DIR}${changed ? ` (${changed} changed)` : ''}.`,
  );
  return 0;
}

// Run only as the CLI under Node/tsx (under Vite's runner `import.meta.env` is defined).
if ((import.meta as { env?: unknown }).env === undefined && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
