/**
 * The Stately inspector, opt-in in development (issue 12 "For developers"; README "Statecharts").
 *
 * Views create their actors with the hooks exported here instead of `@xstate/react`'s (and
 * `createActor` instead of `xstate`'s): `useMachine`, `useActorRef`, `createActorContext` (the
 * session's, src/views/app/session.tsx), `createActor`; `useSelector` and `shallowEqual` are
 * re-exported unchanged so a view has one import line.
 *
 * - Production build, or development without the flag: every export IS the library's function
 *   (nothing wrapped, no option added); `import.meta.env.DEV` is a build-time constant, so the
 *   inspector and the wrappers are removed from production builds (0 bytes; `npm run bundle:report`).
 * - `npm start` with `?inspect` in the URL (e.g. http://localhost:5173/public?inspect), or
 *   `VITE_INSPECT=1 npm start`: `@statelyai/inspect` is loaded (a dynamic import, dev only),
 *   `createBrowserInspector()` opens https://stately.ai/inspect in a new window (allow pop-ups for
 *   localhost), and every actor created through this module — with its invoked and spawned
 *   children — sends its events and snapshots there. Events of actors created before the package
 *   has loaded are queued and replayed in order, so the session's first events are not lost.
 */
import {
  createActorContext as baseCreateActorContext,
  useActorRef as baseUseActorRef,
  useMachine as baseUseMachine,
} from '@xstate/react';
import { createActor as baseCreateActor, type InspectionEvent } from 'xstate';

export { shallowEqual, useSelector } from '@xstate/react';

/** `inspect` option of an actor: receives every inspection event of the actor's system. */
export type InspectObserver = (event: InspectionEvent) => void;

/**
 * Whether the inspector was asked for: `?inspect` (any value but `0`/`false`) in `search`, or
 * `VITE_INSPECT` set to `1`/`true`. Pure; the caller also requires a development build.
 */
export function isInspectRequested(search: string, viteInspect: string | undefined): boolean {
  const flag = new URLSearchParams(search).get('inspect');
  if (flag !== null) return flag !== '0' && flag !== 'false';
  return viteInspect === '1' || viteInspect === 'true';
}

/**
 * An `inspect` observer that forwards to `target()` once `ready` resolves, queuing the events
 * received before (in order). `ready` rejecting drops the queue and every later event (the app
 * runs as without the flag).
 */
export function deferredInspect(ready: Promise<InspectObserver>): InspectObserver {
  let forward: InspectObserver | null = null;
  let pending: InspectionEvent[] | null = [];
  ready.then(
    (target) => {
      forward = target;
      for (const event of pending ?? []) target(event);
      pending = null;
    },
    (error: unknown) => {
      pending = null;
      console.warn('Stately inspector unavailable:', error);
    },
  );
  return (event) => {
    if (forward) forward(event);
    else pending?.push(event);
  };
}

function createInspect(): InspectObserver | undefined {
  if (typeof window === 'undefined' || !isInspectRequested(window.location.search, import.meta.env.VITE_INSPECT)) return undefined;
  return deferredInspect(
    import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      return (event: InspectionEvent) => inspector.inspect.next?.(event);
    }),
  );
}

/** The `inspect` option every actor of the app gets: undefined unless development and the flag. */
export const inspect: InspectObserver | undefined = import.meta.env.DEV ? createInspect() : undefined;

/** `args` with `inspect` added to its first element (the actor options), same tuple type. */
function withInspect<T extends readonly unknown[]>(args: T): T {
  return Object.assign([] as unknown[], args, { 0: { ...(args[0] as object | undefined), inspect } });
}

/** `@xstate/react`'s `useMachine`, inspected on request (see the module comment). */
export const useMachine: typeof baseUseMachine =
  import.meta.env.DEV && inspect ? (machine, ...options) => baseUseMachine(machine, ...withInspect(options)) : baseUseMachine;

/** `@xstate/react`'s `useActorRef`, inspected on request (see the module comment). */
export const useActorRef: typeof baseUseActorRef =
  import.meta.env.DEV && inspect ? (logic, ...options) => baseUseActorRef(logic, ...withInspect(options)) : baseUseActorRef;

/** `@xstate/react`'s `createActorContext`, its actor inspected on request (see the module comment). */
export const createActorContext: typeof baseCreateActorContext =
  import.meta.env.DEV && inspect ? (logic, options) => baseCreateActorContext(logic, { ...options, inspect }) : baseCreateActorContext;

/** `xstate`'s `createActor`, inspected on request (see the module comment). */
export const createActor: typeof baseCreateActor =
  import.meta.env.DEV && inspect ? (logic, ...options) => baseCreateActor(logic, ...withInspect(options)) : baseCreateActor;
