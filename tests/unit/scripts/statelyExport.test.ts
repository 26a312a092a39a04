/**
 * The Stately exports of the charts (scripts/stately-export.ts, `npm run charts:export`; issue 29
 * item 3: "a test checks each export parses with xstate alone and has the same states and
 * transitions as the chart").
 *
 * 1. The generator on the model-test fixtures (tests/model/fixtures): the expected file is written
 *    by hand from the fixture's definition.
 * 2. Every chart of tests/model/registry.ts: its committed file docs/charts/stately/<name>.ts imports
 *    xstate and nothing else, its `createMachine` argument is plain literals (what the Stately
 *    importer reads), it builds with xstate alone, and its state ids, types, initial states, tags,
 *    meta, entry/exit, transitions (source, event, targets, guard, actions, reenter), delays and
 *    invokes (id, src) equal the live chart's.
 * 3. Planted differences (a target, a guard, a delay, an actor, a state, an import, a computed
 *    value) are each caught.
 *
 * `shapeOf` and the loader are written here, from xstate's StateNode API, not taken from the
 * generator.
 */
/* eslint-disable @typescript-eslint/no-implied-eval -- the test loads each export's compiled text with xstate alone, as a module loader would */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import * as xstate from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { findCharts, loadMachineModules } from '../../../scripts/diagrams';
import { STATELY_DIR, exportName, printLiteral, statelyFileName, statelySource, targetDescriptor, toJson } from '../../../scripts/stately-export';
import { modelRegistry } from '../../model/registry';
import { fetchMachine } from '../../model/fixtures/fetch.machine';
import { uploadMachine } from '../../model/fixtures/upload.machine';
import { wizardMachine } from '../../model/fixtures/wizard.machine';

// ---------------------------------------------------------------------------------------------
// The loader: xstate alone.

/** Import specifiers of a file (static, dynamic and `require`), as TypeScript's pre-processor reads them. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * What in the `createMachine(...)` call is not a plain literal (line: kind), as Stately's importer
 * needs: object and array literals, string/number/boolean/null literals, keys written out.
 */
function nonLiterals(text: string): string[] {
  const file = ts.createSourceFile('export.ts', text, ts.ScriptTarget.ES2022, true);
  const problems: string[] = [];
  const where = (node: ts.Node) => `line ${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${ts.SyntaxKind[node.kind]}`;
  const literal = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const prop of node.properties) {
        if (!ts.isPropertyAssignment(prop) || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) || ts.isNumericLiteral(prop.name)))
          problems.push(where(prop));
        else literal(prop.initializer);
      }
      return;
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach(literal);
    if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return;
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return;
    problems.push(where(node));
  };
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (calls.length !== 1 || !ts.isIdentifier(calls[0].expression) || calls[0].expression.text !== 'createMachine' || calls[0].arguments.length !== 1) {
    return [`one call, createMachine(config), expected; found ${calls.map((c) => c.expression.getText(file)).join(', ') || 'none'}`];
  }
  calls[0].arguments.forEach(literal);
  return problems;
}

/**
 * Loads an export: its only import must be 'xstate', its config plain literals; it runs with a
 * `require` that knows xstate alone, and must export one machine, `<name>Machine`.
 */
function loadExport(text: string, chartName: string): AnyStateMachine {
  const imports = importsOf(text);
  if (imports.length !== 1 || imports[0] !== 'xstate') throw new Error(`imports ${JSON.stringify(imports)}, expected ["xstate"] alone`);
  const problems = nonLiterals(text);
  if (problems.length > 0) throw new Error(`not plain literals: ${problems.join('; ')}`);
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const requireXstate = (id: string) => {
    if (id !== 'xstate') throw new Error(`require('${id}'): only xstate is available`);
    return xstate;
  };
  new Function('require', 'exports', js)(requireXstate, exports);
  const names = Object.keys(exports).filter((k) => k !== '__esModule');
  const name = `${chartName}Machine`;
  if (names.length !== 1 || names[0] !== name) throw new Error(`exports ${JSON.stringify(names)}, expected ["${name}"]`);
  const machine = exports[name] as AnyStateMachine;
  if (!machine || typeof machine !== 'object' || !('root' in machine)) throw new Error(`${name} is not a machine`);
  return machine;
}

// ---------------------------------------------------------------------------------------------
// The shape compared: read from xstate's resolved state nodes, the same way on both machines.

type Named = string | ((...args: never[]) => unknown) | { type: string } | undefined;

/** A guard as the export names it (docs of scripts/stately-export.ts): '!a', 'a && b', 'inline:…'. */
function guardLabel(guard: Named, nested = false): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return guard.type;
  const g = guard as { guards?: Named[]; name: string };
  const wrap = (s: string) => (nested ? `(${s})` : s);
  if (g.guards && g.name === 'not') return `!${guardLabel(g.guards[0], true)}`;
  if (g.guards && g.name === 'and') return wrap(g.guards.map((x) => guardLabel(x, true)).join(' && '));
  if (g.guards && g.name === 'or') return wrap(g.guards.map((x) => guardLabel(x, true)).join(' || '));
  return `inline:${g.name && g.name !== 'guard' ? g.name : 'guard'}`;
}

function actionLabel(action: Named): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return `inline:${typeof type === 'string' ? type : action.name || 'action'}`;
  }
  return (action as { type: string }).type;
}

interface Shape {
  states: Array<{ id: string; type: string; initial?: string[]; history?: unknown; tags: string[]; meta: unknown; entry: string[]; exit: string[] }>;
  transitions: Array<{ source: string; event: string; targets: string[]; guard?: string; actions: string[]; reenter: boolean }>;
  delays: Array<{ source: string; event: string; delay: unknown }>;
  invokes: Array<{ state: string; id: string; src: unknown }>;
}

function shapeOf(machine: AnyStateMachine): Shape {
  const shape: Shape = { states: [], transitions: [], delays: [], invokes: [] };
  const visit = (node: AnyStateNode) => {
    shape.states.push({
      id: node.id,
      type: node.type,
      ...(node.type === 'compound' ? { initial: node.initial.target.map((t) => t.id) } : {}),
      ...(node.type === 'history' ? { history: node.history } : {}),
      tags: [...node.tags],
      meta: node.meta,
      entry: node.entry.map((a) => actionLabel(a as Named)),
      exit: node.exit.map((a) => actionLabel(a as Named)),
    });
    const add = (event: string, t: { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[]; reenter?: boolean }) =>
      shape.transitions.push({
        source: node.id,
        event,
        targets: (t.target ?? []).map((n) => n.id),
        ...(t.guard !== undefined ? { guard: guardLabel(t.guard as Named) } : {}),
        actions: t.actions.map((a) => actionLabel(a as Named)),
        reenter: t.reenter === true,
      });
    for (const [event, list] of node.transitions) for (const t of list) add(event, t);
    for (const t of node.always ?? []) add('(always)', t);
    for (const d of node.after) shape.delays.push({ source: node.id, event: d.eventType, delay: d.delay });
    for (const inv of node.invoke) shape.invokes.push({ state: node.id, id: inv.id, src: inv.src });
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return shape;
}

const fixture = (name: string, machine: AnyStateMachine) => ({ name, source: `tests/model/fixtures/${name}.machine.ts`, machine });

// ---------------------------------------------------------------------------------------------

describe('statelySource', () => {
  it('writes a fixture as createMachine with plain literals: guards and actions by name, after in ms, invoke src by name', () => {
    expect(statelySource(fixture('fetch', fetchMachine))).toBe(
      [
        '/**',
        ' * Chart `fetch` of tests/model/fixtures/fetch.machine.ts, for Stately: paste this file into the Stately visualizer,',
        ' * or import it in Stately Studio (Code panel > Import), or open it with the Stately VS Code extension.',
        ' * Generated by `npm run charts:export` (scripts/stately-export.ts) from the machine object: do not edit.',
        ' * Guards, actions and actors are named; their code, the context, inputs and outputs are in the source file.',
        ' */',
        "import { createMachine } from 'xstate';",
        '',
        'export const fetchMachine = createMachine({',
        "  id: 'fetch',",
        "  initial: 'idle',",
        '  states: {',
        '    idle: {',
        "      meta: { spec: 'spec 000 §4 List', shows: [] },",
        '      on: {',
        "        fetch: { target: 'loading', actions: 'resetAttempts' },",
        '      },',
        '    },',
        '    loading: {',
        "      meta: { spec: 'spec 000 §7 GET /items; §8 Errors', shows: ['fetch.loading'] },",
        "      entry: 'countAttempt',",
        '      invoke: {',
        "        id: 'loadItems',",
        "        src: 'loadItems',",
        '        onDone: [',
        "          { target: 'loaded', guard: 'hasItems', actions: 'storeItems' },",
        "          { target: 'empty' },",
        '        ],',
        "        onError: { target: 'failed' },",
        '      },',
        '      on: {',
        "        cancel: { target: 'idle' },",
        '      },',
        '    },',
        "    loaded: { type: 'final' },",
        '    empty: {',
        '      on: {',
        "        fetch: { target: 'loading', actions: 'resetAttempts' },",
        '      },',
        '    },',
        '    failed: {',
        '      after: {',
        '        1000: [',
        "          { target: 'loading', guard: 'canRetry' },",
        "          { target: 'gaveUp' },",
        '        ],',
        '      },',
        '    },',
        "    gaveUp: { type: 'final' },",
        '  },',
        '});',
        '',
      ].join('\n'),
    );
  });

  it('writes parallel regions, a named delay with its ms, an onDone, an id target, an inline guard and a built-in action', () => {
    const text = statelySource(fixture('upload', uploadMachine));
    expect(text).toContain(' * Delays: timeoutDelay = 10000 ms.\n');
    expect(text).toContain(
      "    working: {\n      type: 'parallel',\n      after: {\n        timeoutDelay: { target: 'timedOut', description: 'timeoutDelay: 10000 ms' },\n      },\n      onDone: { target: 'checking' },\n",
    );
    expect(text).toContain("                  onError: { target: '#upload.failed' },\n");
    expect(text).toContain("                { id: 'watchProgress', src: 'watchProgress' },\n");
    expect(text).toContain("                cancel: { actions: 'inline:xstate.sendTo' },\n");
    expect(text).toContain("        { target: 'done', guard: 'inline:guard' },\n");
    expect(text).toContain("                200: { target: 'shown' },\n");
    // No raise/cancel of the delays (xstate adds them to the state's entry/exit).
    expect(text).not.toMatch(/xstate\.(raise|cancel)/);
  });

  it('writes a history state, a compound onDone and a target into a sibling', () => {
    const text = statelySource(fixture('wizard', wizardMachine));
    expect(text).toContain("        hist: { type: 'history', history: 'shallow' },\n");
    expect(text).toContain("      onDone: { target: 'finished' },\n");
    expect(text).toContain("        close: { target: 'form.hist' },\n");
    expect(text).toContain("          always: { target: 'complete', guard: 'isAccepted' },\n");
  });

  it('names targets as Stately does, guards built with not/and/or, and JSON params; refuses meta that is not JSON', () => {
    const machine = xstate.setup({ guards: { isA: () => true, hasB: () => true }, actions: { say: () => undefined } }).createMachine({
      id: 'g',
      initial: 'a',
      states: {
        a: {
          initial: 'x',
          states: { x: {}, y: {} },
          on: {
            go: [
              { guard: xstate.not('isA'), target: '.y' },
              { guard: xstate.and(['isA', xstate.or(['hasB', 'isA'])]), target: 'b', actions: { type: 'say', params: { text: 'hola' } } },
            ],
          },
        },
        b: { on: { back: '#g.a.y' } },
      },
    });
    const text = statelySource({ name: 'g', source: 'g.ts', machine });
    expect(text).toContain("{ target: '.y', guard: '!isA' }");
    expect(text).toContain("{ target: 'b', guard: 'isA && (hasB || isA)', actions: { type: 'say', params: { text: 'hola' } } }");
    expect(text).toContain("back: { target: 'a.y' }");
    expect(targetDescriptor(machine.root, machine.root)).toBe('#g');
    expect(targetDescriptor(machine.root.states.a.states.x, machine.root.states.b)).toBe('#g.b');
    expect(exportName('members-loader')).toBe('membersLoaderMachine');
    expect(printLiteral({ 'a-b': ["it's"], 200: 1 })).toBe("{ 200: 1, 'a-b': ['it\\'s'] }");
    expect(() => toJson({ shows: [() => 1] }, '#m.a meta')).toThrow('#m.a meta.shows[0] is not JSON (a function)');
    const bad = xstate.createMachine({ id: 'm', initial: 'a', states: { a: { meta: { at: new Date(0) } } } });
    expect(() => statelySource({ name: 'm', source: 'm.ts', machine: bad })).toThrow('#m.a meta.at is not JSON');
  });
});

describe('the loader of an export (xstate alone)', () => {
  const text = statelySource(fixture('fetch', fetchMachine));

  it('builds the fixture export with xstate alone, with the shape of the fixture', () => {
    expect(shapeOf(loadExport(text, 'fetch'))).toEqual(shapeOf(fetchMachine));
  });

  it('refuses an export that imports anything else, or computes its config', () => {
    expect(() => loadExport(`import { x } from '../../../src/api/client';\n${text}`, 'fetch')).toThrow('imports ["../../../src/api/client","xstate"]');
    expect(() => loadExport(text.replace("initial: 'idle',", "initial: ['id', 'le'].join(''),"), 'fetch')).toThrow('one call, createMachine(config), expected');
    expect(() => loadExport(text.replace("  initial: 'idle',", "  ...{ initial: 'idle' },"), 'fetch')).toThrow(
      /not plain literals: line \d+: SpreadAssignment/,
    );
    expect(() => loadExport(text.replace("src: 'loadItems'", 'src: loadItems'), 'fetch')).toThrow(/not plain literals: line \d+: Identifier/);
    expect(() => loadExport(text.replace("target: 'gaveUp'", "target: 'gone'"), 'fetch')).toThrow();
  });

  // Each planted difference still builds, and the comparison catches it.
  const plants: Array<[string, string, string, keyof Shape]> = [
    ['a retargeted transition', "onError: { target: 'failed' }", "onError: { target: 'empty' }", 'transitions'],
    ['a dropped guard', ", guard: 'canRetry'", '', 'transitions'],
    ['a renamed guard', "guard: 'hasItems'", "guard: 'hasNoItems'", 'transitions'],
    ['a renamed event', "cancel: { target: 'idle' }", "abort: { target: 'idle' }", 'transitions'],
    ['another delay', '        1000: [', '        2000: [', 'delays'],
    ['another actor', "src: 'loadItems'", "src: 'loadOther'", 'invokes'],
    ['another meta', "shows: ['fetch.loading']", "shows: ['fetch.loaded']", 'states'],
    ['an extra state', "    gaveUp: { type: 'final' },", "    gaveUp: { type: 'final' },\n    extra: {},", 'states'],
  ];
  for (const [what, from, to, part] of plants) {
    it(`catches ${what}`, () => {
      expect(text).toContain(from);
      const planted = shapeOf(loadExport(text.replace(from, to), 'fetch'));
      const live = shapeOf(fetchMachine);
      expect(planted[part]).not.toEqual(live[part]);
      expect(planted).not.toEqual(live);
    });
  }
});

describe(`${STATELY_DIR}`, () => {
  const charts = findCharts(loadMachineModules());
  const byConfig = new Map(charts.map((c) => [c.machine.config, c]));

  it('has an export for every chart of the model registry (31 on 2026-12-03)', () => {
    expect(modelRegistry.length).toBeGreaterThanOrEqual(31);
    const missing = modelRegistry.filter((def) => !byConfig.has(def.machine.config)).map((def) => def.name);
    expect(missing, 'registry charts that findCharts does not find under src/machines').toEqual([]);
  });

  for (const def of modelRegistry) {
    it(`${def.name}: the export imports only xstate, builds with it alone, and has the chart's states, transitions, delays and actors`, async () => {
      const chart = byConfig.get(def.machine.config);
      expect(chart, `${def.name} is not under src/machines`).toBeDefined();
      if (!chart) return;
      const text = await readFile(path.resolve(STATELY_DIR, statelyFileName(chart)), 'utf8');
      expect(importsOf(text)).toEqual(['xstate']);
      expect(nonLiterals(text)).toEqual([]);
      const exported = loadExport(text, chart.name);
      expect(exported.id).toBe(chart.machine.id);
      expect(shapeOf(exported)).toEqual(shapeOf(chart.machine));
      // A named delay's duration is in the after transition's description.
      const delays = (chart.machine.implementations.delays ?? {}) as Record<string, unknown>;
      const checkDelays = (node: AnyStateNode): void => {
        for (const d of node.after) {
          const ms = delays[d.delay as string];
          if (typeof d.delay === 'string' && typeof ms === 'number') expect(d.description).toBe(`${d.delay}: ${ms} ms`);
        }
        Object.values(node.states).forEach(checkDelays);
      };
      checkDelays(exported.root);
    });
  }
});
