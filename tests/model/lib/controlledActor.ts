/**
 * Controlled fake actors for model tests (docs/ARCHITECTURE.md "Tests": "actors provided as deterministic
 * fakes"). The harness provides one in place of every named actor of the real machine
 * (`machine.provide({ actors })`); whatever the real logic (promise, callback, machine), the fake
 * stays active until the harness completes it (the parent receives `xstate.done.actor.<id>` with
 * the path's `output`) or fails it (`xstate.error.actor.<id>` with the path's `error`), exactly as a
 * promise that resolves or rejects. Events the parent sends to it (`sendTo`) are recorded in
 * `snapshot.context.received` for `assert` checks.
 */
import type { ActorLogic, AnyActorRef, AnyEventObject, Snapshot } from 'xstate';

/** Private event types the harness uses to settle a fake. */
export const CONTROLLED_DONE = 'model.controlled.done';
export const CONTROLLED_ERROR = 'model.controlled.error';

const CONTROLLED = Symbol.for('mitur.model.controlledActor');

/** Context of a controlled fake's snapshot. */
export interface ControlledActorContext {
  /** Name of the real actor it replaces (the `src` in `setup({ actors })`). */
  src: string;
  /** Input the parent gave it (`invoke.input`). */
  input: unknown;
  /** Events the parent sent to it, in order (xstate's own `xstate.stop` excluded). */
  received: AnyEventObject[];
}

/** Snapshot of a controlled fake. */
export type ControlledActorSnapshot = Snapshot<unknown> & { context: ControlledActorContext };

/** Logic of a controlled fake. */
export type ControlledActorLogic = ActorLogic<ControlledActorSnapshot, AnyEventObject, unknown>;

/**
 * Creates the fake logic for the real actor named `src`.
 *
 * @param src - the real actor's name, kept in the snapshot for messages and checks.
 * @param onStart - called with the child's id (`invoke.id`) and input each time one starts (the
 *   oracles' record of calls sent, `oracles.ts`).
 */
export function createControlledActorLogic(src: string, onStart?: (id: string, input: unknown) => void): ControlledActorLogic {
  const logic: ControlledActorLogic & { [CONTROLLED]: true } = {
    [CONTROLLED]: true,
    config: { src },
    getInitialSnapshot: (scope, input) => {
      onStart?.(scope.self.id, input);
      return { status: 'active', output: undefined, error: undefined, context: { src, input, received: [] } };
    },
    transition: (snapshot, event) => {
      if (snapshot.status !== 'active') return snapshot;
      if (event.type === CONTROLLED_DONE) {
        return { status: 'done', output: event.output, error: undefined, context: snapshot.context };
      }
      if (event.type === CONTROLLED_ERROR) {
        return { status: 'error', output: undefined, error: event.error, context: snapshot.context };
      }
      if (event.type === 'xstate.stop') {
        return { status: 'stopped', output: undefined, error: undefined, context: snapshot.context };
      }
      return { ...snapshot, context: { ...snapshot.context, received: [...snapshot.context.received, event] } };
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  };
  return logic;
}

/** True when `ref` runs a controlled fake. */
export function isControlledActor(ref: AnyActorRef | undefined): boolean {
  const logic = (ref as unknown as { logic?: Record<symbol, unknown> } | undefined)?.logic;
  return !!logic && logic[CONTROLLED] === true;
}

/** Completes a controlled fake: its parent receives `xstate.done.actor.<id>` with `output`. */
export function completeControlledActor(ref: AnyActorRef, output: unknown): void {
  ref.send({ type: CONTROLLED_DONE, output });
}

/** Fails a controlled fake: its parent receives `xstate.error.actor.<id>` with `error`. */
export function failControlledActor(ref: AnyActorRef, error: unknown): void {
  ref.send({ type: CONTROLLED_ERROR, error });
}
