/**
 * Simulated clock for model tests (docs/ARCHITECTURE.md "Tests": "delays driven by a simulated clock").
 *
 * Implements xstate's `Clock` interface (`setTimeout`, `clearTimeout`) for
 * `createActor(machine, { clock })`. xstate 5.33 also exports a `SimulatedClock`, but it cannot tell
 * which timer belongs to which delayed event; this one links every timer to the event it will
 * deliver (read from the actor system's scheduled events at the moment xstate sets the timer), so
 * the harness can fire exactly the `xstate.after.<delay>.<stateId>` event a path asks for, advancing
 * time by that timer's delay (in ms) and firing any earlier timer on the way, as real time would.
 */
import type { ActorSystem, EventObject } from 'xstate';

type AnyActorSystem = ActorSystem<any>;

interface ScheduledEventLike {
  event: EventObject;
}

/** A pending timer. */
export interface ClockTimer {
  id: number;
  /** Absolute due time on this clock, ms. */
  due: number;
  /** Delay it was set with, ms. */
  delay: number;
  /** Type of the event xstate will deliver when it fires (undefined if unknown). */
  eventType: string | undefined;
}

interface InternalTimer extends ClockTimer {
  fn: () => void;
  scheduled: ScheduledEventLike | undefined;
}

/** Controllable clock; time only moves when the harness says so. */
export class ModelClock {
  private nowMs = 0;
  private nextId = 1;
  private readonly timers = new Map<number, InternalTimer>();
  private system: AnyActorSystem | undefined;

  /**
   * Links the clock to the actor system so timers know their events. Call right after
   * `createActor(…, { clock })` and before `actor.start()`.
   */
  attach(system: AnyActorSystem): void {
    this.system = system;
  }

  /** Current simulated time, ms since the clock was created. */
  now(): number {
    return this.nowMs;
  }

  /** xstate `Clock.setTimeout`: registers `fn` to run `timeout` ms from now. */
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    const scheduled = this.claimScheduledEvent();
    this.timers.set(id, {
      id,
      due: this.nowMs + Math.max(0, timeout),
      delay: timeout,
      fn: () => fn(),
      scheduled,
      eventType: scheduled?.event.type,
    });
    return id;
  }

  /** xstate `Clock.clearTimeout`. */
  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Pending timers, earliest first. */
  pending(): ClockTimer[] {
    return this.sorted().map(({ id, due, delay, eventType }) => ({ id, due, delay, eventType }));
  }

  /** The earliest pending timer that will deliver an event of type `eventType`. */
  timerFor(eventType: string): ClockTimer | undefined {
    return this.pending().find((t) => t.eventType === eventType);
  }

  /**
   * Moves time forward to `time` (ms), firing every timer due by then, in due order (ties in
   * creation order), including timers set while firing.
   *
   * @returns the event types of the fired timers, in order (`'(unknown)'` when not linked).
   * @throws Error when `time` is in the past.
   */
  advanceTo(time: number): string[] {
    if (time < this.nowMs) throw new Error(`ModelClock: cannot go back in time (${time} < ${this.nowMs} ms)`);
    const fired: string[] = [];
    for (;;) {
      const next = this.sorted()[0];
      if (!next || next.due > time) break;
      this.nowMs = next.due;
      this.timers.delete(next.id);
      fired.push(next.eventType ?? '(unknown)');
      next.fn();
    }
    this.nowMs = time;
    return fired;
  }

  /**
   * Moves time forward until timer `id` fires: fires, in order, every timer due before it and the
   * timers due at the same time but set earlier, then it; later timers due at the same time stay
   * pending (the model may interleave events between timers that are due together).
   *
   * @returns the event types of the fired timers, in order (the last one is timer `id`'s).
   * @throws Error when no timer `id` is pending.
   */
  advanceThrough(id: number): string[] {
    if (!this.timers.has(id)) throw new Error(`ModelClock: no pending timer ${id}`);
    const fired: string[] = [];
    while (this.timers.has(id)) {
      const next = this.sorted()[0];
      this.nowMs = Math.max(this.nowMs, next.due);
      this.timers.delete(next.id);
      fired.push(next.eventType ?? '(unknown)');
      next.fn();
    }
    return fired;
  }

  /** Moves time forward by `ms` (see {@link advanceTo}). */
  advanceBy(ms: number): string[] {
    return this.advanceTo(this.nowMs + ms);
  }

  private sorted(): InternalTimer[] {
    return [...this.timers.values()].sort((a, b) => a.due - b.due || a.id - b.id);
  }

  /**
   * xstate's scheduler records the scheduled event in the system snapshot just before it calls
   * `clock.setTimeout`, so the newest scheduled event no live timer claims yet is this timer's.
   */
  private claimScheduledEvent(): ScheduledEventLike | undefined {
    if (!this.system) return undefined;
    const scheduled = Object.values(this.system.getSnapshot()._scheduledEvents) as ScheduledEventLike[];
    const claimed = new Set([...this.timers.values()].map((t) => t.scheduled));
    for (let i = scheduled.length - 1; i >= 0; i -= 1) {
      if (!claimed.has(scheduled[i])) return scheduled[i];
    }
    return undefined;
  }
}
