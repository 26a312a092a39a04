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
 *   localhost; it needs internet access, which the console says with what to do offline:
 *   {@link inspectorNotice}), and every actor created through this module — with its invoked and spawned
 *   children — sends its events and snapshots there. Events of actors created before the package
 *   has loaded are queued and replayed in order, so the session's first events are not lost.
 * - A build with field data (`VITE_TELEMETRY_URL`, issue 28 item 2; README "Field data (telemetry)"),
 *   when the inspector is not open: the option is {@link trackActors}, which remembers the actors
 *   that received an event lately, so that an error a chart did not handle (XState throws it in a
 *   later task: an uncaught error) is reported with that chart's id and state ({@link chartOfError}).
 *   Without the variable it is a build-time constant and none of this is bundled.
 */
import { createActorContext as baseCreateActorContext, useActorRef as baseUseActorRef, useMachine as baseUseMachine } from '@xstate/react';
import { createActor as baseCreateActor, type ActorRefLike, type InspectionEvent } from 'xstate';
import { stateText, type ChartWhere } from '../../domain/chartWhere';

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

/** Address of the Stately inspector that `createBrowserInspector()` opens (a hosted page, not in this repository). */
export const INSPECTOR_URL = 'https://stately.ai/inspect';

/**
 * What the console says when the inspector is asked for (issue 26: without internet the pop-up
 * lands on the browser's error page and nothing said why): what it needs (internet access to
 * {@link INSPECTOR_URL}, pop-ups allowed for this origin) and what to do offline (the generated
 * diagrams in docs/charts/; the app runs the same without the flag). `online` is `navigator.onLine`:
 * false adds that the browser reports no connection. Developer-facing, in English like the console's
 * other messages.
 */
export function inspectorNotice(online: boolean): string {
  const lines = [
    `Stately inspector (?inspect): opening ${INSPECTOR_URL} in a new window. It needs internet access to that page and pop-ups allowed for this origin; the page's actors are sent to it once it has loaded.`,
    'Offline, the inspector cannot load (the new window shows an error page): read the charts in docs/charts/ (npm run diagrams), and drop ?inspect from the URL; the portal runs the same without it.',
  ];
  if (!online) lines.unshift('The browser reports no network connection: the inspector will not load.');
  return lines.join('\n');
}

function createInspect(): InspectObserver | undefined {
  if (typeof window === 'undefined' || !isInspectRequested(window.location.search, import.meta.env.VITE_INSPECT)) return undefined;
  const online = navigator.onLine !== false;
  (online ? console.info : console.warn)(inspectorNotice(online));
  return deferredInspect(
    import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      return (event: InspectionEvent) => inspector.inspect.next?.(event);
    }),
  );
}

/** Whether this build sends field data (a build-time constant). */
const FIELD_DATA = Boolean(import.meta.env.VITE_TELEMETRY_URL);

/** Actors that received an event lately, oldest first (at most {@link RECENT_MAX}). */
const recentActors: ActorRefLike[] = [];
const RECENT_MAX = 32;

/** Field data's `inspect` observer: remembers the actors that receive events (see the module comment). */
export const trackActors: InspectObserver = (event) => {
  if (event.type !== '@xstate.event') return;
  const at = recentActors.indexOf(event.actorRef);
  if (at >= 0) recentActors.splice(at, 1);
  recentActors.push(event.actorRef);
  if (recentActors.length > RECENT_MAX) recentActors.shift();
};

/**
 * The statechart whose actor failed with `error` (its snapshot's status is `error` with that very
 * error), among the actors {@link trackActors} saw lately, newest first: its machine id and state
 * value; a failed child that is no chart (a promise) gives its own id. null when none.
 */
export function chartOfError(error: unknown): ChartWhere | null {
  for (let i = recentActors.length - 1; i >= 0; i--) {
    const ref = recentActors[i];
    const snapshot = ref.getSnapshot() as { status?: string; error?: unknown; value?: unknown; machine?: { id?: string } } | undefined;
    if (snapshot?.status !== 'error' || snapshot.error !== error) continue;
    return { chart: snapshot.machine?.id ?? (ref as { id?: string }).id ?? 'actor', state: stateText(snapshot.value) };
  }
  return null;
}

/**
 * The `inspect` option every actor of the app gets: the inspector in development with the flag,
 * else {@link trackActors} in a build with field data, else undefined.
 */
export const inspect: InspectObserver | undefined = (import.meta.env.DEV ? createInspect() : undefined) ?? (FIELD_DATA ? trackActors : undefined);

/** `args` with `inspect` added to its first element (the actor options), same tuple type. */
function withInspect<T extends readonly unknown[]>(args: T): T {
  return Object.assign([] as unknown[], args, { 0: { ...(args[0] as object | undefined), inspect } });
}

/** `@xstate/react`'s `useMachine`, inspected on request or tracked for field data (see the module comment). */
export const useMachine: typeof baseUseMachine =
  (import.meta.env.DEV || FIELD_DATA) && inspect ? (machine, ...options) => baseUseMachine(machine, ...withInspect(options)) : baseUseMachine;

/** `@xstate/react`'s `useActorRef`, inspected on request or tracked for field data (see the module comment). */
export const useActorRef: typeof baseUseActorRef =
  (import.meta.env.DEV || FIELD_DATA) && inspect ? (logic, ...options) => baseUseActorRef(logic, ...withInspect(options)) : baseUseActorRef;

/** `@xstate/react`'s `createActorContext`, its actor inspected on request or tracked for field data (see the module comment). */
export const createActorContext: typeof baseCreateActorContext =
  (import.meta.env.DEV || FIELD_DATA) && inspect ? (logic, options) => baseCreateActorContext(logic, { ...options, inspect }) : baseCreateActorContext;

/** `xstate`'s `createActor`, inspected on request or tracked for field data (see the module comment). */
export const createActor: typeof baseCreateActor =
  (import.meta.env.DEV || FIELD_DATA) && inspect ? (logic, ...options) => baseCreateActor(logic, ...withInspect(options)) : baseCreateActor;
