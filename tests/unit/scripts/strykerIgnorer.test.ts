// @vitest-environment node
/**
 * The `xstate` Stryker ignorer (stryker.xstate-ignorer.mjs, issue 29 item 5) ignores what its two
 * rules say and nothing next to them. Each case instruments a source snippet with Stryker's own
 * instrumenter (the Babel TypeScript parse and traversal of a mutation run, with the ignorer as the
 * run registers it) and reads which mutants come out ignored, and why. The expectations are the
 * rules as tests/model/README.md "Mutation testing" states them, not read back from the plugin.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadIgnorerModule, mutantsOf as instrument } from '../../../scripts/mutation-ignored';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const plugin = await loadIgnorerModule();

/** One mutant of a snippet: the source text it replaces, its line, its mutator and its ignore reason (null: mutated). */
interface Outcome {
  text: string;
  /** The source line it starts on. */
  line: string;
  mutator: string;
  reason: string | null;
}

/** Every mutant Stryker makes of `code` (as the file `file` of the repository), with the ignorer registered. */
async function mutantsOf(code: string, file = 'src/machines/example.machine.ts'): Promise<Outcome[]> {
  const ignorer = new plugin.XStateIgnorer();
  const lines = code.split('\n');
  // Stryker's mutant ends are not in MutantLine: the text is read from its start to the end of what the mutator replaced.
  return (await instrument(file, code, [ignorer])).map((m) => ({
    text: lines[m.line - 1].slice(m.column) + '\n' + lines.slice(m.line).join('\n'),
    line: lines[m.line - 1],
    mutator: m.mutator,
    reason: m.reason,
  }));
}

/** The reasons of the mutants whose source text starts with `prefix`. */
function reasonsAt(outcomes: Outcome[], prefix: string): Array<string | null> {
  const found = outcomes.filter((o) => o.text.startsWith(prefix));
  expect(found.length, `a mutant of "${prefix}"`).toBeGreaterThan(0);
  return [...new Set(found.map((o) => o.reason))];
}

const CHART = `
import { assign, fromCallback, fromPromise, setup } from 'xstate';
declare function call(n: number): Promise<number>;
function readForm({ input }: { input: number }) {
  return input > 1 ? call(input) : call(0);
}
const watchWindow = fromCallback(({ sendBack }) => {
  const changed = () => sendBack({ type: 'changed' });
  return changed.length > 0 ? undefined : changed;
});
export const helper = fromPromise<number, number>(async ({ input }) => (input > 2 ? call(input) : 0));
export const chart = setup({
  types: {
    context: {} as { n: number },
    events: {} as { type: 'go' },
  },
  actors: {
    load: fromPromise<number, number>(async ({ input }) => (input > 3 ? call(input) : 0)),
    readForm: fromPromise<number, number>(readForm),
    watch: watchWindow,
  },
  guards: {
    isBig: ({ context }) => context.n > 4,
  },
  actions: {
    bump: assign({ n: ({ context }) => context.n + 5 }),
    notifyError: (_, _params: { key: string }) => {},
  },
}).createMachine({
  id: 'example',
  context: { n: 0 },
  initial: 'idle',
  states: { idle: { on: { go: { guard: 'isBig', actions: 'bump' } } } },
});
`;

describe('the xstate Stryker ignorer (issue 29 item 5)', () => {
  it('is the Ignore plugin named "xstate" that stryker.config.mjs registers', async () => {
    expect(plugin.strykerPlugins).toEqual([expect.objectContaining({ kind: 'Ignore', name: 'xstate' })]);
    const config = (await import(pathToFileURL(`${root}stryker.config.mjs`).href)) as { default: { plugins: string[]; ignorers: string[] } };
    expect(config.default.ignorers).toContain('xstate');
    expect(config.default.plugins).toContain('./stryker.xstate-ignorer.mjs');
  });

  it('rule 1: the object of setup({ types }) is ignored as TypeScript-only', async () => {
    const outcomes = await mutantsOf(CHART);
    expect(reasonsAt(outcomes, '{\n    context: {} as')).toEqual([plugin.TYPES_REASON]);
  });

  it('rule 2: the actors object of setup and the bodies of the IO actors it names are ignored', async () => {
    const outcomes = await mutantsOf(CHART);
    // The object itself, an inline fromPromise body and what is inside it.
    expect(outcomes.filter((o) => o.mutator === 'ObjectLiteral' && o.text.startsWith('{\n    load: fromPromise')).map((o) => o.reason)).toEqual([
      plugin.ACTOR_REASON,
    ]);
    expect(reasonsAt(outcomes, 'async ({ input }) => (input > 3')).toEqual([plugin.ACTOR_REASON]);
    expect(reasonsAt(outcomes, 'input > 3')).toEqual([plugin.ACTOR_REASON]);
    // A function declaration given by name to fromPromise there, and a fromCallback of the file named there.
    expect(reasonsAt(outcomes, 'input > 1')).toEqual([plugin.ACTOR_REASON]);
    expect(reasonsAt(outcomes, 'changed.length > 0')).toEqual([plugin.ACTOR_REASON]);
  });

  it('near misses: guards, actions, the machine config and an actor no setup of the file names stay mutated', async () => {
    const outcomes = await mutantsOf(CHART);
    expect(reasonsAt(outcomes, 'context.n > 4')).toEqual([null]); // a guard inside setup
    expect(reasonsAt(outcomes, 'context.n + 5')).toEqual([null]); // an action inside setup
    expect(reasonsAt(outcomes, '{ n: ({ context })')).toEqual([null]); // the assign object of an action
    expect(reasonsAt(outcomes, "'example'")).toEqual([null]); // the machine's config, outside setup
    expect(reasonsAt(outcomes, 'input > 2')).toEqual([null]); // an exported fromPromise no actors object of the file names
  });

  it('placeholders the view provides give no mutant at all, so they need neither a rule nor a comment', async () => {
    const outcomes = await mutantsOf(CHART);
    expect(outcomes.filter((o) => o.line.includes('notifyError'))).toEqual([]);
    expect(outcomes.filter((o) => o.line.includes('bump: assign')).length).toBeGreaterThan(0); // a real action on its line is
  });

  it('ignores nothing outside setup: a types or actors property of another call, machine.provide, createMachine', async () => {
    const outcomes = await mutantsOf(`
import { createMachine, fromPromise } from 'xstate';
declare const base: { provide(o: object): unknown };
declare function configure(o: object): void;
configure({ types: { context: 'x' }, actors: { load: fromPromise(async () => 6 > 7) } });
export const provided = base.provide({ actors: { load: fromPromise(async () => 8 > 9) } });
export const plain = createMachine({ types: { context: 'y' }, id: 'plain' });
`);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.reason !== null)).toEqual([]);
  });

  it('keeps the actors object mutated when it defines something other than a name or an IO actor (an inline child chart)', async () => {
    const outcomes = await mutantsOf(`
import { createMachine, fromPromise, setup } from 'xstate';
export const chart = setup({
  actors: { load: fromPromise(async () => 1 > 2), child: createMachine({ id: 'child', initial: 'a', states: { a: {} } }) },
}).createMachine({ initial: 'a', states: { a: {} } });
`);
    expect(reasonsAt(outcomes, "'child'")).toEqual([null]);
    expect(outcomes.filter((o) => o.mutator === 'ObjectLiteral' && o.text.startsWith('{ load')).map((o) => o.reason)).toEqual([null]);
    expect(reasonsAt(outcomes, '1 > 2')).toEqual([plugin.ACTOR_REASON]); // the IO actor's body still is
  });

  it('leaves the actors of the charts whose real actors a mutation-run test runs (REAL_ACTORS_RUN), but not their types', async () => {
    expect(plugin.REAL_ACTORS_RUN).toContain('src/machines/login.machine.ts');
    const outcomes = await mutantsOf(CHART, 'src/machines/login.machine.ts');
    expect(reasonsAt(outcomes, 'input > 3')).toEqual([null]);
    expect(reasonsAt(outcomes, 'changed.length > 0')).toEqual([null]);
    expect(outcomes.filter((o) => o.mutator === 'ObjectLiteral' && o.text.startsWith('{\n    load: fromPromise')).map((o) => o.reason)).toEqual([null]);
    expect(reasonsAt(outcomes, '{\n    context: {} as')).toEqual([plugin.TYPES_REASON]);
  });
});
