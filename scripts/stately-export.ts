/**
 * Every statechart as one self-contained file for Stately (issue 29 item 3; `npm run charts:export`).
 *
 * Each chart found by scripts/diagrams.ts `findCharts` (the modules under src/machines, the same 31
 * charts as tests/model/registry.ts) becomes `docs/charts/stately/<name>.ts`:
 *
 *   import { createMachine } from 'xstate';
 *   export const sessionMachine = createMachine({ id: 'session', initial: …, states: { … } });
 *
 * The config is written from the live machine object (`machine.root` and its resolved `StateNode`s,
 * so charts whose states are built by helper calls come out written in full), with plain literals
 * only: state keys and nesting, `type` ('parallel' | 'final' | 'history', with `history` and its
 * default `target`), `initial`, explicit `id`s, `description`, `tags`, `meta` (JSON values; a value
 * that is not JSON throws), `entry`/`exit`, `on` (every candidate in order, `target` as Stately writes
 * it: a sibling's key, `.child` below the source, else `#<id>.path`), `always`, `after` (the delay in
 * ms, or the delay's name as the chart names it, with its duration in the transition's
 * `description`), `onDone` of a compound state, `invoke` (`id`, `src` by name, `systemId`,
 * `onDone`/`onError`/`onSnapshot`), and on transitions `guard`, `actions`, `reenter`, `description`,
 * `meta`. Guards, actions and actors are names: a named one by its name (`{ type, params }` when its
 * params are JSON, else the name alone), `not`/`and`/`or` guards as one name (`'!isX'`,
 * `'isX && hasY'`, `'isX || hasY'`), a built-in or inline function as `'inline:<its type or name>'`.
 * What is code is left out: `context`, invoke `input`, `output`, params computed by a function, the
 * implementations themselves (the source file has them). Without implementations the file still
 * builds with `createMachine` (xstate looks names up only when a transition runs).
 *
 * The Stately Studio importer reads the first argument of `createMachine` statically: an object
 * literal of string/number/boolean literals, arrays and objects, no spreads, variables or calls;
 * `meta` entries as JSON (Stately's docs, "Import from code"; the extractor of statelyai/xstate-tools,
 * which reads all 31 files without an error and finds the charts' state and transition counts). The
 * files keep to that, and build with xstate alone (tests/unit/scripts/statelyExport.test.ts).
 *
 * Usage:
 *   npm run charts:export              write docs/charts/stately/ (and delete files of removed charts)
 *   npm run charts:export -- --check   write nothing; exit 1 naming every stale, missing or extra file
 * `npm run diagrams` writes (and `-- --check` checks) these files too, and
 * tests/unit/scripts/diagrams.test.ts fails inside `npm test` when one is stale.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { Chart } from './diagrams';
import { syncFiles } from './generated-files';

/** Output directory of the Stately files, relative to the repository root. */
export const STATELY_DIR = 'docs/charts/stately';

/** A literal the export prints: JSON values only (no functions, `undefined` is dropped from objects). */
type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** The file name of a chart's export: `<name>.ts` (docs/charts/stately/<name>.ts). */
export function statelyFileName(chart: Pick<Chart, 'name'>): string {
  return `${chart.name}.ts`;
}

/** The exported constant of a chart: `<name>Machine` in lower camel case (`members-loader` → `membersLoaderMachine`). */
export function exportName(chartName: string): string {
  const camel = chartName.replace(/[^A-Za-z0-9_$]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
  return `${/^[0-9]/.test(camel) ? `_${camel}` : camel}Machine`;
}

/**
 * `value` as JSON, or throws `Error('<where> is not JSON …')`: `meta` and params reach Stately as
 * JSON. Objects keep their own enumerable keys in order; `undefined` properties are dropped.
 */
export function toJson(value: unknown, where: string): Literal {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new Error(`${where} is not JSON (${String(value)})`);
  }
  if (Array.isArray(value)) return value.map((v, i) => toJson(v, `${where}[${i}]`));
  if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const out: Record<string, Literal> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v, `${where}.${k}`);
    return out;
  }
  throw new Error(`${where} is not JSON (${typeof value === 'function' ? 'a function' : Object.prototype.toString.call(value)})`);
}

/** True when `value` converts to JSON (see `toJson`). */
function isJson(value: unknown): boolean {
  try {
    toJson(value, 'value');
    return true;
  } catch {
    return false;
  }
}

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

/**
 * The guard as Stately takes it: a named guard by name (`{ type, params }` when params are JSON),
 * `not`/`and`/`or` as one name (`'!isX'`, `'isX && hasY'`, `'isX || hasY'`; a composite in a
 * composite in parentheses), `stateIn('#id')` as `'stateIn(#id)'`, an inline function as
 * `'inline:<function name or guard>'`.
 */
export function exportGuard(guard: GuardLike): Literal {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guardText(guard);
  return guard.params !== undefined && typeof guard.params !== 'function' && isJson(guard.params)
    ? { type: guard.type, params: toJson(guard.params, `guard ${guard.type} params`) }
    : guard.type;
}

function guardText(guard: GuardLike, nested = false): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard !== 'function') return guard.type;
  const g = guard as { guards?: GuardLike[]; stateValue?: unknown; name: string };
  const wrap = (text: string) => (nested ? `(${text})` : text);
  if (g.guards && g.name === 'not') return `!${guardText(g.guards[0], true)}`;
  if (g.guards && g.name === 'and') return wrap(g.guards.map((x) => guardText(x, true)).join(' && '));
  if (g.guards && g.name === 'or') return wrap(g.guards.map((x) => guardText(x, true)).join(' || '));
  if (g.name === 'stateIn') return `stateIn(${typeof g.stateValue === 'string' ? g.stateValue : JSON.stringify(g.stateValue)})`;
  // An inline arrow function takes the name of its property (`guard`).
  return `inline:${g.name && g.name !== 'guard' ? g.name : 'guard'}`;
}

/**
 * One action as Stately takes it: a named action by name (`{ type, params }` when params are JSON),
 * a built-in (`assign`, `sendTo`, `raise`, …) or inline function as `'inline:<type or name>'`
 * (`'inline:xstate.sendTo'`).
 */
export function exportAction(action: unknown): Literal {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const a = action as { type?: unknown; name: string };
    return `inline:${typeof a.type === 'string' ? a.type : a.name || 'action'}`;
  }
  const { type, params } = action as { type: string; params?: unknown };
  return params !== undefined && typeof params !== 'function' && isJson(params) ? { type, params: toJson(params, `action ${type} params`) } : type;
}

/** The state's actions without the `raise`/`cancel` pair xstate adds to a state for each `after` delay. */
function ownActions(actions: readonly unknown[], node: AnyStateNode): Literal[] {
  const afterEvents = new Set(node.after.map((d) => String(d.eventType)));
  return actions
    .filter((a) => {
      const x = a as { type?: unknown; id?: unknown; sendId?: unknown };
      if (typeof a !== 'function') return true;
      if (x.type === 'xstate.raise') return !afterEvents.has(x.id as string);
      if (x.type === 'xstate.cancel') return !afterEvents.has(x.sendId as string);
      return true;
    })
    .map(exportAction);
}

/**
 * How a transition of `source` names `target`, as Stately writes it: the source's own key for
 * itself, a sibling's key (`'b'`, `'b.c'` below a sibling), `'.c'` below the source, else
 * `'#<id>.path'` from the nearest ancestor with an explicit id (the root always has one).
 */
export function targetDescriptor(source: AnyStateNode, target: AnyStateNode): string {
  for (const node of [source, target]) {
    for (const key of node.path) if (/[.#]/.test(key)) throw new Error(`State key '${key}' of #${node.id} has '.' or '#': a Stately target cannot name it.`);
  }
  if (target === source && source.parent) return source.key;
  const below = (ancestor: AnyStateNode) => target.path.slice(ancestor.path.length).join('.');
  const isBelow = (ancestor: AnyStateNode) => ancestor.path.every((k, i) => target.path[i] === k) && target.path.length > ancestor.path.length;
  if (isBelow(source)) return `.${below(source)}`;
  if (source.parent && isBelow(source.parent)) return below(source.parent);
  let anchor: AnyStateNode | undefined = target;
  while (anchor && !(anchor.config.id || !anchor.parent)) anchor = anchor.parent;
  if (!anchor) throw new Error(`No ancestor with an id for #${target.id}`);
  const rest = target.path.slice(anchor.path.length);
  return [`#${anchor.id}`, ...rest].join('.');
}

interface TransitionLike {
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter?: boolean;
  description?: string;
  meta?: unknown;
}

/** One transition candidate as a config object (`{}` for a target-less one without actions). */
function exportTransition(source: AnyStateNode, t: TransitionLike, where: string, extraDescription?: string): Literal {
  const out: Record<string, Literal> = {};
  const targets = (t.target ?? []).map((n) => targetDescriptor(source, n));
  if (targets.length === 1) out.target = targets[0];
  else if (targets.length > 1) out.target = targets;
  if (t.guard !== undefined) out.guard = exportGuard(t.guard as GuardLike);
  const actions = t.actions.map(exportAction);
  if (actions.length === 1) out.actions = actions[0];
  else if (actions.length > 1) out.actions = actions;
  if (t.reenter) out.reenter = true;
  const description = t.description ?? extraDescription;
  if (description !== undefined) out.description = description;
  if (t.meta !== undefined) out.meta = toJson(t.meta, `${where} meta`);
  return out;
}

function candidates(source: AnyStateNode, list: readonly TransitionLike[], where: string, extraDescription?: string): Literal {
  const mapped = list.map((t, i) => exportTransition(source, t, `${where}[${i}]`, extraDescription));
  return mapped.length === 1 ? mapped[0] : mapped;
}

/** What the `description` of an `after` transition says of its delay: `'logoutDelay: 1500 ms'`. */
function delayDescription(machine: AnyStateMachine, delay: string | number): string | undefined {
  if (typeof delay === 'number') return undefined;
  const value = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  if (typeof value === 'number') return `${delay}: ${value} ms`;
  return value === undefined ? `${delay}: not given by the chart` : `${delay}: computed from the context and event`;
}

/**
 * The plain config of one state node (recursively), as `createMachine` and Stately take it. The
 * root gets the machine's `id`. Throws when a `meta` value is not JSON.
 */
export function stateConfig(node: AnyStateNode): Record<string, Literal> {
  const out: Record<string, Literal> = {};
  const where = `#${node.id}`;
  if (!node.parent || node.config.id) out.id = node.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') out.type = node.type;
  if (node.type === 'history') {
    out.history = node.history || 'shallow';
    const target = node.config.target as unknown;
    if (typeof target === 'string' || (Array.isArray(target) && target.every((x) => typeof x === 'string'))) out.target = target;
  }
  if (node.type === 'compound') out.initial = node.initial.target[0].key;
  if (node.description !== undefined) out.description = node.description;
  if (node.tags.length > 0) out.tags = [...node.tags];
  if (node.meta !== undefined) out.meta = toJson(node.meta, `${where} meta`);
  const entry = ownActions(node.entry, node);
  if (entry.length > 0) out.entry = entry.length === 1 ? entry[0] : entry;
  const exit = ownActions(node.exit, node);
  if (exit.length > 0) out.exit = exit.length === 1 ? exit[0] : exit;

  // Events written elsewhere than `on`: the delays' (under `after`), the state's own completion
  // (under `onDone`) and the invoked actors' (under their invoke).
  const special = new Set<string>(node.after.map((d) => String(d.eventType)));
  if (node.config.onDone !== undefined) special.add(`xstate.done.state.${node.id}`);
  const invokes = node.invoke.map((inv) => {
    const o: Record<string, Literal> = { id: inv.id, src: inv.src as string };
    if (typeof inv.systemId === 'string') o.systemId = inv.systemId;
    for (const [key, prefix] of [
      ['onDone', 'xstate.done.actor.'],
      ['onError', 'xstate.error.actor.'],
      ['onSnapshot', 'xstate.snapshot.'],
    ] as const) {
      const eventType = `${prefix}${inv.id}`;
      const list = node.transitions.get(eventType);
      if ((inv as unknown as Record<string, unknown>)[key] !== undefined && list) {
        special.add(eventType);
        o[key] = candidates(node, list, `${where} invoke ${inv.id} ${key}`);
      }
    }
    return o;
  });
  if (invokes.length > 0) out.invoke = invokes.length === 1 ? invokes[0] : invokes;

  const on: Record<string, Literal> = {};
  for (const [eventType, list] of node.transitions) {
    if (!special.has(eventType)) on[eventType] = candidates(node, list, `${where} on ${eventType}`);
  }
  if (Object.keys(on).length > 0) out.on = on;
  if (node.always && node.always.length > 0) out.always = candidates(node, node.always, `${where} always`);
  if (node.after.length > 0) {
    const after: Record<string, Literal> = {};
    const byDelay = new Map<string | number, typeof node.after>();
    for (const d of node.after) byDelay.set(d.delay as string | number, [...(byDelay.get(d.delay as string | number) ?? []), d]);
    for (const [delay, list] of byDelay) after[String(delay)] = candidates(node, list, `${where} after ${delay}`, delayDescription(node.machine, delay));
    out.after = after;
  }
  const done = node.transitions.get(`xstate.done.state.${node.id}`);
  if (node.config.onDone !== undefined && done) out.onDone = candidates(node, done, `${where} onDone`);
  const children = Object.values(node.states);
  if (children.length > 0) out.states = Object.fromEntries(children.map((child) => [child.key, stateConfig(child)]));
  return out;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A string as a single-quoted JavaScript literal. */
function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) || /^(0|[1-9][0-9]*)$/.test(name) ? name : quote(name);
}

/** Maps printed one entry a line whatever their length: the chart's structure stays readable. */
const EXPANDED = new Set(['states', 'on', 'after']);

/** The one-line form of a value, or null: scalars, arrays of scalars, objects of such (recursively). */
function oneLine(value: Literal): string | null {
  if (value === null || typeof value !== 'object') return printLiteral(value);
  if (Array.isArray(value)) return value.every((v) => v === null || typeof v !== 'object') ? `[${value.map((v) => printLiteral(v)).join(', ')}]` : null;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const text = EXPANDED.has(k) ? null : oneLine(v);
    if (text === null) return null;
    parts.push(`${key(k)}: ${text}`);
  }
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/**
 * Prints a literal as JavaScript: two-space indent, single quotes, a value on one line when its
 * one-line form (see `oneLine`) fits in 120 characters, `states`/`on`/`after` one entry a line.
 */
export function printLiteral(value: Literal, indent = ''): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const short = oneLine(value);
  if (short !== null && short.length + indent.length <= 120) return short;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${printLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  return `{\n${Object.entries(value)
    .map(
      ([k, v]) =>
        `${inner}${key(k)}: ${EXPANDED.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v) ? printMap(v, inner) : printLiteral(v, inner)},`,
    )
    .join('\n')}\n${indent}}`;
}

/** A `states`/`on`/`after` map: one entry a line. */
function printMap(value: { [key: string]: Literal }, indent: string): string {
  const inner = `${indent}  `;
  return `{\n${Object.entries(value)
    .map(([k, v]) => `${inner}${key(k)}: ${printLiteral(v, inner)},`)
    .join('\n')}\n${indent}}`;
}

/** The delays a chart names, with their durations: `logoutDelay = 1500 ms, …` (sorted), or ''. */
function delayList(machine: AnyStateMachine): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return Object.keys(delays)
    .sort()
    .map((name) => `${name} = ${typeof delays[name] === 'number' ? `${delays[name]} ms` : 'computed'}`)
    .join(', ');
}

/** The text of `docs/charts/stately/<name>.ts` for one chart. Throws when a `meta` value is not JSON. */
export function statelySource(chart: Chart): string {
  const config = stateConfig(chart.machine.root);
  const delays = delayList(chart.machine);
  return [
    '/**',
    ` * Chart \`${chart.machine.id}\` of ${chart.source}, for Stately: paste this file into the Stately visualizer,`,
    ' * or import it in Stately Studio (Code panel > Import), or open it with the Stately VS Code extension.',
    ' * Generated by `npm run charts:export` (scripts/stately-export.ts) from the machine object: do not edit.',
    ' * Guards, actions and actors are named; their code, the context, inputs and outputs are in the source file.',
    ...(delays ? [` * Delays: ${delays}.`] : []),
    ' */',
    "import { createMachine } from 'xstate';",
    '',
    `export const ${exportName(chart.name)} = createMachine(${printLiteral(config)});`,
    '',
  ].join('\n');
}

/** Every file of docs/charts/stately: `{ 'login.ts': text, … }`, sorted by name. */
export function renderStatelyExports(charts: readonly Chart[]): Map<string, string> {
  return new Map([...charts].sort((a, b) => a.name.localeCompare(b.name)).map((chart) => [statelyFileName(chart), statelySource(chart)]));
}

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  const { runnerImport } = await import('vite');
  const { module: diagrams } = await runnerImport<typeof import('./diagrams')>(path.join(root, 'scripts/diagrams.ts'), {
    root,
    logLevel: 'error',
    mode: 'test',
  });
  const files = renderStatelyExports(diagrams.findCharts(diagrams.loadMachineModules()));
  const problems = await syncFiles(path.join(root, STATELY_DIR), files, '.ts', check);
  if (check && problems.length > 0) {
    console.error(`charts:export: ${STATELY_DIR} is out of date (run \`npm run charts:export\`):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return 1;
  }
  console.log(
    check
      ? `charts:export: ${files.size} Stately files in ${STATELY_DIR} are up to date.`
      : `charts:export: wrote ${files.size} Stately files to ${STATELY_DIR}${problems.length ? ` (${problems.length} changed)` : ''}.`,
  );
  return 0;
}

// Run only as the CLI under Node/tsx (under Vite's runner `import.meta.env` is defined).
if ((import.meta as { env?: unknown }).env === undefined && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
