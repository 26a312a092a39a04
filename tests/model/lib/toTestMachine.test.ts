/**
 * Tests of the test-machine transform (docs/ARCHITECTURE.md "Tests"): invoke (object and array forms, guarded
 * onDone arrays), after (named and numeric delays, guarded), nested, parallel and history states.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, getInitialSnapshot, getNextSnapshot, setup, SimulatedClock } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { fetchMachine } from '../fixtures/fetch.machine';
import { noInvokeIdMachine } from '../fixtures/noInvokeId.machine';
import { toastMachine } from '../fixtures/toast.machine';
import { uploadMachine } from '../fixtures/upload.machine';
import { wizardMachine } from '../fixtures/wizard.machine';
import {
  afterEventType,
  isNextModelTimer,
  MODEL_TIMERS_KEY,
  modelTimersOf,
  SYNTHETIC_TRANSITION,
  TestMachineTransformError,
  toTestMachine,
} from './toTestMachine';

function send(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, ...events: AnyEventObject[]): AnyMachineSnapshot {
  return events.reduce((s, e) => getNextSnapshot(machine, s, e) as AnyMachineSnapshot, snapshot);
}

function initial(machine: AnyStateMachine, input?: unknown): AnyMachineSnapshot {
  return (getInitialSnapshot as (m: AnyStateMachine, i?: unknown) => AnyMachineSnapshot)(machine, input);
}

function eventTypes(node: AnyStateNode): string[] {
  return [...node.transitions.keys()];
}

/** Event types the real machine receives (from inspection), driving time with a SimulatedClock. */
function realEventTypes(machine: AnyStateMachine, input: unknown, drive: (clock: SimulatedClock, send: (e: AnyEventObject) => void) => void): string[] {
  const clock = new SimulatedClock();
  const seen: string[] = [];
  const actor = createActor(machine, {
    clock,
    input,
    inspect: (ev: InspectionEvent) => {
      if (ev.type === '@xstate.event' && ev.actorRef === actor) seen.push(ev.event.type);
    },
  } as never);
  actor.start();
  drive(clock, (e) => actor.send(e));
  actor.stop();
  return seen;
}

describe('toTestMachine: invoke', () => {
  const test = toTestMachine(fetchMachine);

  it('is refused by createTestModel before the transform and accepted after it', () => {
    expect(() => createTestModel(fetchMachine)).toThrow(/Invocations on test machines are not supported/);
    expect(() => createTestModel(test)).not.toThrow();
  });

  it('removes the invoke and keeps the ids of every state', () => {
    const loading = test.getStateNodeById('fetch.loading');
    expect(loading.invoke).toEqual([]);
    const ids = (m: AnyStateMachine) =>
      getStateNodes(m.root)
        .map((n) => n.id)
        .sort();
    expect(ids(test)).toEqual(ids(fetchMachine));
    expect(test.id).toBe('fetch');
  });

  it('turns onDone (guarded array) and onError into transitions on xstate.done/error.actor.<id>', () => {
    const loading = test.getStateNodeById('fetch.loading');
    expect(eventTypes(loading)).toEqual(expect.arrayContaining(['cancel', 'xstate.done.actor.loadItems', 'xstate.error.actor.loadItems']));
    const done = loading.transitions.get('xstate.done.actor.loadItems')!;
    expect(done).toHaveLength(2);
    expect(done[0].guard).toMatchObject({ type: 'hasItems' });
    expect(done[0].target?.map((n: AnyStateNode) => n.id)).toEqual(['fetch.loaded']);
    expect(done[1].guard).toBeUndefined();
    expect(done[1].target?.map((n: AnyStateNode) => n.id)).toEqual(['fetch.empty']);
  });

  it('evaluates the named guard and runs the named action on an event shaped like the real one', () => {
    const loading = send(test, initial(test), { type: 'fetch' });
    expect(loading.value).toBe('loading');
    expect(loading.context.attempts).toBe(1);

    const loaded = send(test, loading, { type: 'xstate.done.actor.loadItems', output: ['a', 'b'] });
    expect(loaded.value).toBe('loaded');
    expect(loaded.status).toBe('done');
    expect(loaded.context.items).toEqual(['a', 'b']);

    expect(send(test, loading, { type: 'xstate.done.actor.loadItems', output: [] }).value).toBe('empty');
    expect(send(test, loading, { type: 'xstate.error.actor.loadItems', error: 'x' }).value).toBe('failed');
  });

  it('keeps a stand-in child with the invoke id while the state is active, and stops it on exit', () => {
    const loading = send(test, initial(test), { type: 'fetch' });
    expect(Object.keys(loading.children)).toEqual(['loadItems']);
    expect(Object.keys(send(test, loading, { type: 'cancel' }).children)).toEqual([]);
  });

  it('handles the array form: every invoke of a state gets its transitions and child', () => {
    const up = toTestMachine(uploadMachine);
    const sending = up.getStateNodeById('upload.working.transfer.sending');
    expect(sending.invoke).toEqual([]);
    expect(eventTypes(sending)).toEqual(expect.arrayContaining(['xstate.done.actor.sendFile', 'xstate.error.actor.sendFile']));
    // watchProgress has neither onDone nor onError: no transition, but its child exists.
    expect(eventTypes(sending).some((t) => t.includes('watchProgress'))).toBe(false);
    const working = send(up, initial(up), { type: 'submit' });
    expect(Object.keys(working.children).sort()).toEqual(['sendFile', 'watchProgress']);
    // sendTo('sendFile', …) resolves against the stand-in child instead of throwing.
    expect(() => send(up, working, { type: 'cancel' })).not.toThrow();
    const failed = send(up, working, { type: 'xstate.error.actor.sendFile', error: 'x' });
    expect(failed.value).toBe('failed');
    expect(Object.keys(failed.children)).toEqual([]);
  });

  it('refuses an invoke without an explicit id, naming the state', () => {
    expect(() => toTestMachine(noInvokeIdMachine)).toThrow(TestMachineTransformError);
    expect(() => toTestMachine(noInvokeIdMachine)).toThrow(/invoke #0 \(src "work"\) in state "#noInvokeId\.busy" has no explicit id/);
  });
});

describe('toTestMachine: after', () => {
  it('uses the event type xstate itself raises for named and numeric delays', () => {
    expect(afterEventType('hideDelay', 'toast.visible')).toBe('xstate.after.hideDelay.toast.visible');
    expect(afterEventType('500', 'toast.hiding')).toBe('xstate.after.500.toast.hiding');
    expect(afterEventType(1000, 'fetch.failed')).toBe('xstate.after.1000.fetch.failed');

    const seen = realEventTypes(toastMachine, { sticky: false }, (clock, sendEvent) => {
      sendEvent({ type: 'show' });
      clock.increment(3000);
      clock.increment(500);
    });
    expect(seen).toEqual(['xstate.init', 'show', 'xstate.after.hideDelay.toast.visible', 'xstate.after.500.toast.hiding']);
  });

  it('turns after into transitions on those events, guards and targets kept', () => {
    const test = toTestMachine(toastMachine);
    expect(() => createTestModel(toastMachine)).toThrow(/After events on test machines are not supported/);
    expect(() => createTestModel(test)).not.toThrow();
    const visible = test.getStateNodeById('toast.visible');
    expect(visible.after).toEqual([]);
    const delayed = visible.transitions.get('xstate.after.hideDelay.toast.visible')!;
    expect(delayed.map((t: { guard?: unknown }) => t.guard)).toEqual(['isSticky', undefined]);

    const sticky = send(test, initial(test, { sticky: true }), { type: 'show' });
    expect(send(test, sticky, { type: 'xstate.after.hideDelay.toast.visible' }).value).toBe('pinned');
    const plain = send(test, initial(test, { sticky: false }), { type: 'show' });
    const hiding = send(test, plain, { type: 'xstate.after.hideDelay.toast.visible' });
    expect(hiding.value).toBe('hiding');
    expect(send(test, hiding, { type: 'xstate.after.500.toast.hiding' }).value).toBe('hidden');
  });

  it('handles a guarded numeric delay with a fallback candidate', () => {
    const test = toTestMachine(fetchMachine);
    const failed = send(test, initial(test), { type: 'fetch' }, { type: 'xstate.error.actor.loadItems', error: 'x' });
    const retry = send(test, failed, { type: 'xstate.after.1000.fetch.failed' });
    expect(retry.value).toBe('loading');
    expect(retry.context.attempts).toBe(2);
    const gaveUp = send(test, retry, { type: 'xstate.error.actor.loadItems', error: 'x' }, { type: 'xstate.after.1000.fetch.failed' });
    expect(gaveUp.value).toBe('gaveUp');
  });

  it('tracks pending timers in context so only the one that fires next is offered', () => {
    const test = toTestMachine(uploadMachine);
    const timeout = 'xstate.after.timeoutDelay.upload.working';
    const spinner = 'xstate.after.200.upload.working.indicator.spinning';
    const working = send(test, initial(test), { type: 'submit' });
    expect(modelTimersOf(working.context)).toEqual([
      [timeout, 10_000],
      [spinner, 200],
    ]);
    expect(isNextModelTimer(working.context, spinner)).toBe(true);
    expect(isNextModelTimer(working.context, timeout)).toBe(false);

    const shown = send(test, working, { type: spinner });
    expect(shown.value).toEqual({ working: { transfer: 'sending', indicator: 'shown' } });
    expect(modelTimersOf(shown.context)).toEqual([[timeout, 9_800]]);
    expect(isNextModelTimer(shown.context, timeout)).toBe(true);

    // Leaving the state cancels its timers; no pending timer leaves no trace in the context.
    const failed = send(test, shown, { type: 'xstate.error.actor.sendFile', error: 'x' });
    expect(failed.value).toBe('failed');
    expect(failed.context[MODEL_TIMERS_KEY]).toBeUndefined();
    expect(JSON.stringify(failed.context)).toBe(JSON.stringify({ progress: 0, uploadedId: null }));
  });

  it('resolves named delays given as functions of the entry context, like xstate', () => {
    const machine = setup({
      types: { context: {} as { ms: number }, events: {} as { type: 'go' } },
      delays: { dynamic: ({ context }) => context.ms },
    }).createMachine({
      id: 'dyn',
      context: { ms: 750 },
      initial: 'idle',
      states: { idle: { on: { go: 'waiting' } }, waiting: { after: { dynamic: 'idle' } } },
    });
    const test = toTestMachine(machine);
    const waiting = send(test, initial(test), { type: 'go' });
    expect(modelTimersOf(waiting.context)).toEqual([['xstate.after.dynamic.dyn.waiting', 750]]);
  });

  it('adds a bookkeeping fallback, marked synthetic, when every delayed candidate is guarded', () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'g',
      initial: 'a',
      states: { a: { after: { 100: { guard: 'never', target: 'b' } } }, b: {} },
    });
    const test = toTestMachine(machine);
    const candidates = test.getStateNodeById('g.a').transitions.get('xstate.after.100.g.a')!;
    expect(candidates).toHaveLength(2);
    expect((candidates[1] as unknown as Record<string, unknown>)[SYNTHETIC_TRANSITION]).toBe(true);
    const a = initial(test);
    expect(modelTimersOf(a.context)).toEqual([['xstate.after.100.g.a', 100]]);
    const spent = send(test, a, { type: 'xstate.after.100.g.a' });
    expect(spent.value).toBe('a');
    expect(modelTimersOf(spent.context)).toEqual([]);
  });
});

describe('toTestMachine: nested, parallel, history, always, entry/exit', () => {
  it('keeps parallel regions and nested delays (state value as in the real machine)', () => {
    const test = toTestMachine(uploadMachine);
    const working = send(test, initial(test), { type: 'submit' });
    expect(working.value).toEqual({ working: { transfer: 'sending', indicator: 'spinning' } });
    const progress = send(test, working, { type: 'upload.progress', percent: 40 });
    expect(progress.context.progress).toBe(40);
    const both = send(
      test,
      working,
      { type: 'xstate.done.actor.sendFile', output: { id: 'f9' } },
      { type: 'xstate.after.200.upload.working.indicator.spinning' },
    );
    // Both regions final → onDone → checking → always (guarded) → done.
    expect(both.value).toBe('done');
    expect(both.status).toBe('done');
    expect(both.context.uploadedId).toBe('f9');
    const noId = send(
      test,
      working,
      { type: 'xstate.done.actor.sendFile', output: { id: null } },
      { type: 'xstate.after.200.upload.working.indicator.spinning' },
    );
    expect(noId.value).toBe('failed');
  });

  it('keeps history states, guarded always and compound onDone', () => {
    const test = toTestMachine(wizardMachine);
    const terms = send(test, initial(test), { type: 'next' });
    expect(terms.value).toEqual({ form: 'terms' });
    const back = send(test, terms, { type: 'help' }, { type: 'close' });
    expect(back.value).toEqual({ form: 'terms' });
    const finished = send(test, back, { type: 'accept' }, { type: 'next' });
    expect(finished.value).toBe('finished');
    expect(finished.status).toBe('done');
    expect(send(test, terms, { type: 'next' }).value).toEqual({ form: 'review' });
  });

  it('keeps entry/exit actions by name and lets the caller replace them through provide', () => {
    const real = setup({
      types: { events: {} as { type: 'go' } },
      actions: { openDoor: () => {}, closeDoor: () => {} },
    }).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { go: 'open' } }, open: { entry: 'openDoor', exit: 'closeDoor', on: { go: 'closed' } } },
    });
    const openDoor = vi.fn();
    const closeDoor = vi.fn();
    const test = toTestMachine(real, { provide: { actions: { openDoor, closeDoor } } });
    expect(test.getStateNodeById('door.open').entry).toEqual(['openDoor']);
    const actor = createActor(test).start();
    actor.send({ type: 'go' });
    actor.send({ type: 'go' });
    actor.stop();
    expect(openDoor).toHaveBeenCalledTimes(1);
    expect(closeDoor).toHaveBeenCalledTimes(1);
  });

  it('does not touch the real machine', () => {
    toTestMachine(uploadMachine);
    expect(uploadMachine.getStateNodeById('upload.working.transfer.sending').invoke).toHaveLength(2);
    expect(uploadMachine.getStateNodeById('upload.working').after).toHaveLength(1);
  });
});
