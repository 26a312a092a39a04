/**
 * Tests of the model-test harness (docs/ARCHITECTURE.md "Tests"): path generation, running paths against the
 * real machines of the fixtures (controlled fake actors, simulated clock), and mismatch detection.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMachine, fromCallback, fromPromise, getNextSnapshot, setup, spawnChild } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { fetchModel, fetchTwoListsModel, toastModel, uploadModel, wizardModel } from '../fixtures/definitions';
import { fetchMachine } from '../fixtures/fetch.machine';
import type { ControlledActorSnapshot } from './controlledActor';
import { modelTestDefinition } from './definition';
import type { AnyModelTestDefinition, ModelPath } from './definition';
import { defineModelTest } from './modelTest';
import { generateModelPaths, modelEvents, modelPathOf } from './paths';
import { ModelMismatchError, realMachineUnderTest, runModelPath } from './runPath';
import { modelTimersOf } from './toTestMachine';

// The harness itself, on every fixture: one `it` per generated path, each run on the real machine.
defineModelTest(fetchModel);
defineModelTest(toastModel);
defineModelTest(uploadModel);
defineModelTest(wizardModel);

function eventsOf(path: ModelPath): string[] {
  return path.steps.slice(1).map((s) => s.event.type);
}

/** The path with these event types, from the first input where the model offers them (see modelPathOf). */
function findPath(def: AnyModelTestDefinition, types: string[]): ModelPath {
  const labels = def.inputs ? Object.keys(def.inputs) : [undefined];
  for (const label of labels) {
    try {
      return modelPathOf(def, types, label);
    } catch {
      // not offered from this input
    }
  }
  throw new Error(`no path with events ${types.join(' → ')}`);
}

/** A hand-made path: the model's initial step, then `events`, each expected to leave the state as is. */
function craftedPath(base: ModelPath, ...events: Array<{ type: string; [k: string]: unknown }>): ModelPath {
  const initial = base.steps[0];
  return { ...base, name: 'crafted', steps: [initial, ...events.map((event) => ({ event, state: initial.state }))] };
}

describe('generateModelPaths', () => {
  it('produces a transition cover: no duplicate, no path the beginning of another, unique readable names', () => {
    const { paths, counts } = generateModelPaths(fetchModel);
    // fetch: 6 states + 8 transitions + 1 extra payload of loadItems' done event (2 listed, the
    // guarded and the fallback transition each) + 1 input = 17 (written from the fixture).
    expect(counts.bound).toBe(6 + 8 + 2 + 1);
    expect(paths.length).toBeLessThanOrEqual(counts.bound);
    const keys = paths.map((p) => JSON.stringify(p.steps.slice(1).map((s) => s.event)));
    expect(new Set(keys).size).toBe(keys.length);
    // No path is the beginning of another one.
    for (const a of keys) {
      for (const b of keys) {
        if (a !== b) expect(b.startsWith(a.slice(0, -1) + ',')).toBe(false);
      }
    }
    expect(new Set(paths.map((p) => p.name)).size).toBe(paths.length);
    expect(paths.map((p) => p.name)).toContain('fetch → xstate.done.actor.loadItems {"output":["a"]} ⇒ loaded (done)');
    for (const p of paths) {
      expect(p.generator).toBe('transitions');
      expect(p.steps[0].event.type).toBe('xstate.init');
      expect(p.state).toBe(p.steps[p.steps.length - 1].state);
    }
  });

  it('sends every listed payload through each transition it takes (not only one per transition)', () => {
    const events = generateModelPaths(fetchTwoListsModel).paths.flatMap((p) => p.steps.slice(1).map((s) => JSON.stringify(s.event)));
    // Both outputs take the same guarded transition (hasItems): each is still sent.
    expect(events).toContain(JSON.stringify({ output: ['a'], type: 'xstate.done.actor.loadItems' }));
    expect(events).toContain(JSON.stringify({ output: ['b', 'c'], type: 'xstate.done.actor.loadItems' }));
  });

  it('labels paths by input when there are several inputs', () => {
    const names = generateModelPaths(toastModel).paths.map((p) => p.name);
    expect(names.some((n) => n.startsWith('[sticky] '))).toBe(true);
    expect(names.some((n) => n.startsWith('[plain] '))).toBe(true);
    expect(names).toContain('[plain] show → xstate.after.hideDelay.toast.visible → xstate.after.500.toast.hiding ⇒ hidden');
  });

  it('honours filter and maxPaths; `paths: shortest` is the same cover', () => {
    const shortest = generateModelPaths({ ...fetchModel, paths: 'shortest' });
    expect(shortest.paths.map((p) => p.name)).toEqual(generateModelPaths(fetchModel).paths.map((p) => p.name));

    const noCancel = generateModelPaths({ ...fetchModel, filter: (p) => !eventsOf(p).includes('cancel') });
    expect(noCancel.paths.length).toBeGreaterThan(0);
    expect(noCancel.paths.some((p) => eventsOf(p).includes('cancel'))).toBe(false);

    const capped = generateModelPaths({ ...fetchModel, maxPaths: 3 });
    expect(capped.paths).toHaveLength(3);
    // Shortest first.
    const lengths = capped.paths.map((p) => p.steps.length);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
  });

  it('only offers the timer that fires next, so delayed events come in real-time order', () => {
    const { paths } = generateModelPaths(uploadModel);
    const timeout = 'xstate.after.timeoutDelay.upload.working';
    const spinner = 'xstate.after.200.upload.working.indicator.spinning';
    for (const p of paths) {
      const types = eventsOf(p);
      if (types.includes(timeout) && types.includes('submit')) {
        // The 10 s timeout of `working` can only come after its 200 ms spinner timer.
        expect(types.indexOf(spinner)).toBeGreaterThan(-1);
        expect(types.indexOf(spinner)).toBeLessThan(types.indexOf(timeout));
      }
    }
    expect(paths.some((p) => eventsOf(p).includes(timeout))).toBe(true);
  });
});

describe('modelEvents', () => {
  const testMachine = generateModelPaths(fetchModel).testMachine;
  const initial = generateModelPaths(fetchModel).paths[0].steps[0].state;
  const loading = getNextSnapshot(testMachine, initial, { type: 'fetch' }) as AnyMachineSnapshot;

  it('offers every accepted event type with each listed payload, or bare', () => {
    expect(modelEvents(fetchModel)(initial)).toEqual([{ type: 'fetch' }]);
    expect(modelEvents(fetchModel)(loading)).toEqual(
      expect.arrayContaining([
        { type: 'cancel' },
        { type: 'xstate.done.actor.loadItems', output: ['a'] },
        { type: 'xstate.done.actor.loadItems', output: [] },
        { type: 'xstate.error.actor.loadItems', error: 'network down' },
      ]),
    );
    expect(modelEvents(fetchModel)(loading)).toHaveLength(4);
  });

  it('never sends an event type listed with no payloads, nor anything once the machine is done', () => {
    const noCancel = modelTestDefinition({ ...fetchModel, events: { ...fetchModel.events, cancel: [] } });
    expect(modelEvents(noCancel)(loading).map((e) => e.type)).not.toContain('cancel');
    const loaded = getNextSnapshot(testMachine, loading, { type: 'xstate.done.actor.loadItems', output: ['a'] });
    expect(loaded.status).toBe('done');
    expect(modelEvents(fetchModel)(loaded as AnyMachineSnapshot)).toEqual([]);
  });

  it('only lets a running child finish: spawned actors too, whose done events the chart handles in `on`', async () => {
    const machine = setup({
      types: { events: {} as { type: 'start' } | { type: 'xstate.done.actor.job'; output: unknown } },
      actors: { worker: fromPromise(async () => 'real IO') },
    }).createMachine({
      id: 'spawner',
      initial: 'idle',
      states: {
        idle: { on: { start: 'working' } },
        working: { entry: spawnChild('worker', { id: 'job' }), on: { 'xstate.done.actor.job': 'finished' } },
        finished: {},
      },
    });
    const def = modelTestDefinition({ name: 'spawner', machine });
    const { paths } = generateModelPaths(def);
    const idle = paths[0].steps[0].state;
    expect(modelEvents(def)(idle)).toEqual([{ type: 'start' }]);
    const path = findPath(def, ['start', 'xstate.done.actor.job']);
    expect(modelEvents(def)(path.steps[1].state)).toEqual([{ type: 'xstate.done.actor.job' }]);
    await expect(runModelPath(def, path)).resolves.toBeUndefined();
  });

  it('exercises wildcard descriptors with the listed events they match', () => {
    const machine = setup({ types: { events: {} as { type: 'form.change'; value: string } | { type: 'form.reset' } } }).createMachine({
      id: 'wild',
      initial: 'editing',
      states: { editing: { on: { 'form.*': 'touched' } }, touched: {} },
    });
    const def = modelTestDefinition({ name: 'wild', machine, events: { 'form.change': [{ value: 'x' }], 'form.reset': [{}] } });
    const snapshot = generateModelPaths(def).paths[0].steps[0].state;
    expect(modelEvents(def)(snapshot)).toEqual([{ type: 'form.change', value: 'x' }, { type: 'form.reset' }]);
  });
});

describe('runModelPath', () => {
  const fetchPaths = generateModelPaths(fetchModel).paths;

  it('fails when the real machine diverges from the model', async () => {
    const diverging = modelTestDefinition({
      ...fetchModel,
      // The real loader now answers at once by cancelling: the real machine goes back to idle.
      actors: { loadItems: fromCallback(({ sendBack }) => sendBack({ type: 'cancel' })) },
    });
    const path = findPath(diverging, ['fetch', 'cancel']);
    await expect(runModelPath(diverging, path)).rejects.toThrow(ModelMismatchError);
    await expect(runModelPath(diverging, path)).rejects.toThrow(
      /disagree after step 1\/2 \(fetch\)\.\n  expected \(model\): loading \[active\]\n  actual   \(real\):  idle \[active\]/,
    );
  });

  it('fails when the model finishes an actor the real machine is not running', async () => {
    const path = craftedPath(fetchPaths[0], { type: 'xstate.done.actor.loadItems', output: [] });
    await expect(runModelPath(fetchModel, path)).rejects.toThrow(/has no running child "loadItems" in idle \[active\]/);
  });

  it('fails when the model fires a timer the real machine has not set', async () => {
    const path = craftedPath(fetchPaths[0], { type: 'xstate.after.1000.fetch.failed' });
    await expect(runModelPath(fetchModel, path)).rejects.toThrow(/no such timer pending in idle \[active\] \(pending: none\)/);
  });

  it('refuses to settle an actor that was replaced through `actors`', async () => {
    const custom = modelTestDefinition({ ...fetchModel, actors: { loadItems: fromCallback(() => {}) } });
    const path = findPath(custom, ['fetch', 'xstate.done.actor.loadItems']);
    await expect(runModelPath(custom, path)).rejects.toThrow(/child "loadItems" is not a controlled fake/);
  });

  it('refuses a machine that invokes inline logic (it cannot be replaced by name)', () => {
    const inline = createMachine({
      id: 'inline',
      initial: 'a',
      states: { a: { invoke: { id: 'job', src: fromPromise(async () => 1), onDone: 'b' } }, b: {} },
    });
    expect(() => realMachineUnderTest(modelTestDefinition({ name: 'inline', machine: inline }))).toThrow(
      /invoke "job" in state "#inline\.a" uses inline actor logic/,
    );
  });

  it('never runs the real actors: every named actor is a controlled fake', async () => {
    // fetchMachine's real loadItems throws; a passing path proves it was replaced.
    const path = findPath(fetchModel, ['fetch', 'xstate.done.actor.loadItems']);
    await expect(runModelPath(fetchModel, path)).resolves.toBeUndefined();
    expect(Object.keys(realMachineUnderTest(fetchModel).implementations.actors)).toEqual(['loadItems']);
    expect(fetchMachine.implementations.actors.loadItems).not.toBe(realMachineUnderTest(fetchModel).implementations.actors.loadItems);
  });

  it('calls assert after every step with the real and model snapshots, and fails the path when it throws', async () => {
    const assert = vi.fn();
    const def = modelTestDefinition({ ...uploadModel, assert });
    const path = findPath(def, ['submit', 'upload.progress', 'cancel']);
    await runModelPath(def, path);
    expect(assert.mock.calls.map(([, , step]) => step.index)).toEqual([0, 1, 2, 3]);
    expect(assert.mock.calls.map(([, , step]) => step.event.type)).toEqual(['xstate.init', 'submit', 'upload.progress', 'cancel']);
    const [real, model] = assert.mock.calls[3];
    expect(real.value).toEqual(model.value);
    expect(real.context.progress).toBe(50);
    // The controlled fake recorded what the real machine sent it with sendTo.
    const child = real.children.sendFile.getSnapshot() as ControlledActorSnapshot;
    expect(child.context.src).toBe('sendFile');
    expect(child.context.received).toEqual([{ type: 'abort' }]);

    const failing = modelTestDefinition({
      ...uploadModel,
      assert: (snapshot) => {
        if (snapshot.context.progress === 50) throw new Error('progress must not be 50');
      },
    });
    await expect(runModelPath(failing, findPath(failing, ['submit', 'upload.progress', 'cancel']))).rejects.toThrow('progress must not be 50');
  });

  it('swaps named delays in both machines with `delays`', async () => {
    const def = modelTestDefinition({ ...toastModel, delays: { hideDelay: 50 } });
    const { testMachine } = generateModelPaths(def);
    const path = findPath(def, ['show', 'xstate.after.hideDelay.toast.visible', 'xstate.after.500.toast.hiding']);
    expect(modelTimersOf(path.steps[1].state.context)).toEqual([['xstate.after.hideDelay.toast.visible', 50]]);
    expect(testMachine.implementations.delays.hideDelay).toBe(50);
    expect(realMachineUnderTest(def).implementations.delays.hideDelay).toBe(50);
    await expect(runModelPath(def, path)).resolves.toBeUndefined();
  });

  it('advances the simulated clock by the delay for delayed events, and only then', async () => {
    const seen: Array<[string, number]> = [];
    const def = modelTestDefinition({
      ...toastModel,
      assert: (_real, _model, step) => {
        seen.push([step.event.type, step.clockMs]);
      },
    });
    const path = findPath(def, ['show', 'xstate.after.hideDelay.toast.visible', 'xstate.after.500.toast.hiding']);
    await runModelPath(def, path);
    expect(seen).toEqual([
      ['xstate.init', 0],
      ['show', 0],
      ['xstate.after.hideDelay.toast.visible', 3000],
      ['xstate.after.500.toast.hiding', 3500],
    ]);
  });
});
