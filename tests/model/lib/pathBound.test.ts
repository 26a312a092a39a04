/**
 * The bound on generated paths (docs/ARCHITECTURE.md "Tests"; issue 12: "generated paths bounded so
 * that a one-line change cannot multiply them"): the cover stays linear in the chart's size when
 * its graph is exponential, and an unbounded graph fails at once with a clear error.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { fetchModel, fetchTwoListsModel, gapsModel, toastModel, uploadModel, wizardModel } from '../fixtures/definitions';
import { computePathCoverage, isFullyCovered } from './coverage';
import { modelTestDefinition } from './definition';
import { DEFAULT_GRAPH_LIMIT, generateModelPaths, ModelPathBoundError, pathBound } from './paths';

/** `n` parallel switches: 2^n graph states, 3n + 1 state nodes, 2n transitions. */
function switches(n: number) {
  const regions: Record<string, object> = {};
  for (let i = 0; i < n; i += 1) {
    regions[`s${i}`] = { initial: 'off', states: { off: { on: { [`flip${i}`]: 'on' } }, on: { on: { [`flip${i}`]: 'off' } } } };
  }
  return setup({ types: { events: {} as { type: string } } }).createMachine({ id: 'switches', type: 'parallel', states: regions });
}

/** A counter the chart never bounds (every `tick` adds one): an infinite model graph. */
const counterMachine = setup({ types: { context: {} as { n: number }, events: {} as { type: 'tick' } } }).createMachine({
  id: 'counter',
  context: { n: 0 },
  initial: 'counting',
  states: { counting: { on: { tick: { actions: assign({ n: ({ context }) => context.n + 1 }) } } } },
});

describe('pathBound', () => {
  it('is states + transitions + extra listed payloads per transition + inputs, read from the chart', () => {
    expect(pathBound(fetchModel)).toBe(6 + 8 + 2 + 1);
    // Three listed outputs for the two onDone candidates: 2 extra each.
    expect(pathBound(fetchTwoListsModel)).toBe(6 + 8 + 4 + 1);
    // toast: two inputs.
    expect(pathBound(toastModel)).toBe(computePathCoverage(toastModel).states.reachable + computePathCoverage(toastModel).transitions.reachable + 2);
  });

  it('holds on every fixture, with 100 % coverage where the fixture allows it', () => {
    for (const def of [fetchModel, fetchTwoListsModel, toastModel, uploadModel, wizardModel, gapsModel]) {
      const { paths, counts } = generateModelPaths(def);
      expect(paths.length, def.name).toBeLessThanOrEqual(counts.bound);
      expect(counts.cover, def.name).toBe(paths.length);
    }
    for (const def of [fetchModel, fetchTwoListsModel, toastModel, uploadModel, wizardModel]) {
      expect(isFullyCovered(computePathCoverage(def)), def.name).toBe(true);
    }
  });

  it('stays linear in the chart when its graph is exponential (8 switches: 256 graph states)', () => {
    const def = modelTestDefinition({ name: 'switches', machine: switches(8) });
    const { paths, counts } = generateModelPaths(def);
    expect(counts.graphStates).toBe(256);
    expect(counts.bound).toBe(3 * 8 + 2 * 8 + 1);
    // Each path flips one switch on and off again: one path per switch.
    expect(paths).toHaveLength(8);
    expect(isFullyCovered(computePathCoverage(def))).toBe(true);
    // One more switch (a one-line change) adds one path, it does not double them.
    expect(generateModelPaths(modelTestDefinition({ name: 'switches', machine: switches(9) })).paths).toHaveLength(9);
  });

  it('with everyInput, takes every listed payload of those events under every input, and bounds it (issue 29 item 4)', () => {
    // A status read by a role: `load` carries a status, the input a role; each role must meet each status.
    const chart = setup({ types: { input: {} as { role: number }, events: {} as { type: 'load'; status: number } } }).createMachine({
      id: 'roleStatus',
      initial: 'loading',
      states: { loading: { on: { load: 'shown' } }, shown: {} },
    });
    const base = {
      name: 'roleStatus',
      machine: chart,
      inputs: { citizen: { role: 1 }, restricted: { role: 2 } },
      events: { load: [{ status: 1 }, { status: 7 }, { status: 10 }] },
    };
    const once = generateModelPaths(modelTestDefinition(base));
    // Without it, the first input takes every status; the second only starts.
    expect(once.paths.map((p) => p.name).sort()).toEqual(
      [
        '[citizen] load {"status":1} ⇒ shown',
        '[citizen] load {"status":10} ⇒ shown',
        '[citizen] load {"status":7} ⇒ shown',
        '[restricted] initial state ⇒ loading',
      ].sort(),
    );
    const def = modelTestDefinition({ ...base, everyInput: ['load'] });
    const { paths, counts } = generateModelPaths(def);
    expect(paths.map((p) => p.name).sort()).toEqual(
      ['citizen', 'restricted'].flatMap((role) => [1, 10, 7].map((status) => `[${role}] load {"status":${status}} ⇒ shown`)).sort(),
    );
    // 2 states + 1 transition + 2 extra payloads + (2 − 1) × 3 payloads + 2 inputs.
    expect(counts.bound).toBe(2 + 1 + 2 + 3 + 2);
    expect(paths.length).toBeLessThanOrEqual(counts.bound);
  });

  it('fails at once, naming the definition and the remedy, when the graph exceeds its limit', () => {
    const def = modelTestDefinition({ name: 'counter', machine: counterMachine, limit: 200 });
    expect(() => generateModelPaths(def)).toThrow(ModelPathBoundError);
    expect(() => generateModelPaths(def)).toThrow(/Model test "counter": the model graph exceeds 200 states .*serializeState.*stopWhen/);
    expect(DEFAULT_GRAPH_LIMIT).toBe(20_000);
  });

  it('explores an unbounded context once it is keyed coarsely', () => {
    const def = modelTestDefinition({ name: 'counter', machine: counterMachine, limit: 200, serializeState: (s) => JSON.stringify(s.value) });
    const { paths } = generateModelPaths(def);
    expect(paths.map((p) => p.name)).toEqual(['tick ⇒ counting']);
    expect(isFullyCovered(computePathCoverage(def))).toBe(true);
  });
});
