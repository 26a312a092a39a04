/**
 * The opt-in Stately inspector (src/views/app/inspect.ts; issue 12 "For developers").
 * Vitest runs in development mode (`import.meta.env.DEV`) without `?inspect` nor VITE_INSPECT: the
 * app's actors then get no `inspect` option and the hooks are the library's own.
 */
import { useActorRef as libUseActorRef, useMachine as libUseMachine, createActorContext as libCreateActorContext } from '@xstate/react';
import { createActor as libCreateActor, createMachine, fromPromise, setup, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  createActorContext,
  chartOfError,
  deferredInspect,
  inspect,
  trackActors,
  isInspectRequested,
  inspectorNotice,
  INSPECTOR_URL,
  useActorRef,
  useMachine,
} from '../../../src/views/app/inspect';

describe('inspect option', () => {
  it('is undefined without the flag, and the hooks are the library functions', () => {
    expect(inspect).toBeUndefined();
    expect(useMachine).toBe(libUseMachine);
    expect(useActorRef).toBe(libUseActorRef);
    expect(createActorContext).toBe(libCreateActorContext);
    expect(createActor).toBe(libCreateActor);
  });

  it('tells the console what the inspector needs and what to do offline (issue 26)', () => {
    const online = inspectorNotice(true);
    expect(online).toContain(INSPECTOR_URL);
    expect(online).toMatch(/internet access/);
    expect(online).toMatch(/pop-ups allowed/);
    expect(online).toMatch(/Offline.*docs\/charts\//);
    expect(online).not.toMatch(/no network connection/);
    const offline = inspectorNotice(false);
    expect(offline.split('\n')[0]).toBe('The browser reports no network connection: the inspector will not load.');
    expect(offline).toContain(online);
  });

  it('is asked for by ?inspect or VITE_INSPECT=1, not by ?inspect=0 or other parameters', () => {
    expect(isInspectRequested('', undefined)).toBe(false);
    expect(isInspectRequested('?tab=2', undefined)).toBe(false);
    expect(isInspectRequested('?inspect', undefined)).toBe(true);
    expect(isInspectRequested('?tab=2&inspect=1', undefined)).toBe(true);
    expect(isInspectRequested('?inspect=0', '1')).toBe(false);
    expect(isInspectRequested('?inspect=false', undefined)).toBe(false);
    expect(isInspectRequested('', '1')).toBe(true);
    expect(isInspectRequested('', 'true')).toBe(true);
    expect(isInspectRequested('', '0')).toBe(false);
  });
});

describe('deferredInspect', () => {
  it('replays in order the events received before the inspector loaded, then forwards', async () => {
    const received: string[] = [];
    let load: (target: (e: InspectionEvent) => void) => void = () => {};
    const observer = deferredInspect(new Promise((resolve) => (load = resolve)));
    const machine = createMachine({ id: 'm', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    const actor = libCreateActor(machine, { inspect: observer }).start();
    actor.send({ type: 'go' });
    expect(received).toEqual([]);
    load((e) => received.push(e.type));
    await Promise.resolve();
    await Promise.resolve();
    const early = received.length;
    expect(received.slice(0, 2)).toEqual(['@xstate.actor', '@xstate.event']);
    expect(received).toContain('@xstate.snapshot');
    actor.send({ type: 'go' });
    expect(received.length).toBeGreaterThan(early);
    expect(received.at(-1)).toBe('@xstate.snapshot');
  });

  it('drops the events when the inspector cannot load (the app runs as without the flag)', async () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const observer = deferredInspect(Promise.reject(new Error('offline')));
      observer({ type: '@xstate.event' } as InspectionEvent);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(() => observer({ type: '@xstate.event' } as InspectionEvent)).not.toThrow();
      expect(warnings).toEqual(['Stately inspector unavailable:']);
    } finally {
      console.warn = warn;
    }
  });
});

describe('field data: the chart an unhandled error came from (issue 28 item 2)', () => {
  it('names the chart and its state for an error its action threw, a failed child by its id, nothing for another error', async () => {
    const thrown = new Error('acción rota');
    const chart = setup({
      actions: {
        explode: () => {
          throw thrown;
        },
      },
    }).createMachine({
      id: 'telemetryProbe',
      initial: 'ready',
      states: { ready: { initial: 'editing', states: { editing: { on: { save: { actions: 'explode' } } } } } },
    });
    const actor = libCreateActor(chart, { inspect: trackActors });
    // An error observer, so that XState does not throw it again in a later task (the page would).
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'save' });
    expect(chartOfError(thrown)).toEqual({ chart: 'telemetryProbe', state: 'ready.editing' });
    expect(chartOfError(new Error('otra'))).toBeNull();

    const failed = new Error('promesa rota');
    const parent = createMachine({ id: 'parentProbe', invoke: { id: 'loader', src: fromPromise(() => Promise.reject(failed)) } });
    const run = libCreateActor(parent, { inspect: trackActors });
    const done = new Promise<void>((resolve) => run.subscribe({ error: () => resolve() }));
    run.start();
    await done;
    // The parent chart did not handle its child's error: it failed with it, in its state.
    expect(chartOfError(failed)).toMatchObject({ chart: 'parentProbe' });
  });
});
