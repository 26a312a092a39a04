/** Tests of the simulated clock used by the model-test harness. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../fixtures/toast.machine';
import { ModelClock } from './clock';

describe('ModelClock', () => {
  it('only moves when told, firing due timers in due order (ties in creation order)', () => {
    const clock = new ModelClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b300'), 300);
    clock.setTimeout(() => fired.push('a100'), 100);
    clock.setTimeout(() => fired.push('c300'), 300);
    const cancelled = clock.setTimeout(() => fired.push('never'), 50);
    clock.clearTimeout(cancelled);
    expect(clock.pending().map((t) => t.due)).toEqual([100, 300, 300]);

    clock.advanceTo(99);
    expect(fired).toEqual([]);
    clock.advanceBy(1);
    expect(fired).toEqual(['a100']);
    expect(clock.now()).toBe(100);
    clock.advanceTo(1000);
    expect(fired).toEqual(['a100', 'b300', 'c300']);
    expect(clock.now()).toBe(1000);
    expect(() => clock.advanceTo(10)).toThrow(/cannot go back in time/);
  });

  it('fires timers set while advancing, when they fall due', () => {
    const clock = new ModelClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 50);
    }, 100);
    clock.advanceTo(200);
    expect(fired).toEqual([100, 150]);
  });

  it('advanceThrough fires up to a given timer, leaving later timers due at the same time pending', () => {
    const clock = new ModelClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('early'), 100);
    const target = clock.setTimeout(() => fired.push('target'), 200);
    clock.setTimeout(() => fired.push('tie'), 200);
    clock.advanceThrough(target);
    expect(fired).toEqual(['early', 'target']);
    expect(clock.now()).toBe(200);
    expect(clock.pending().map((t) => t.due)).toEqual([200]);
    expect(() => clock.advanceThrough(target)).toThrow(/no pending timer/);
  });

  it('links each timer to the delayed event xstate will deliver', () => {
    const clock = new ModelClock();
    const actor = createActor(toastMachine, { clock, input: { sticky: false } });
    clock.attach(actor.system);
    actor.start();
    actor.send({ type: 'show' });
    const timer = clock.timerFor('xstate.after.hideDelay.toast.visible');
    expect(timer).toMatchObject({ due: 3000, delay: 3000 });
    // Leaving the state cancels the timer.
    actor.send({ type: 'dismiss' });
    expect(clock.pending()).toEqual([]);
    actor.send({ type: 'show' });
    clock.advanceThrough(clock.timerFor('xstate.after.hideDelay.toast.visible')!.id);
    expect(actor.getSnapshot().value).toBe('hiding');
    expect(clock.timerFor('xstate.after.500.toast.hiding')).toMatchObject({ due: 3500 });
    actor.stop();
  });
});
