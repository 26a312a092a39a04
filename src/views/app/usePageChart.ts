/**
 * One hook binds a chart to a page (issue 29 item 5; docs/ARCHITECTURE.md "Adding a page"): the
 * wiring every page repeated — create the chart's actor with its input, provide the navigation and
 * the toasts the chart asks for, react when it is done — said once, and narrow selectors that
 * return values instead of strings joined to keep re-renders low.
 *
 * ```ts
 * const actor = usePageChart(requestDetailMachine, {
 *   input,                                                            // InputFrom<chart>
 *   navigation: { goToDesk: () => ({ to: '/app/myDesk', replace: true }) }, // action → PageTarget | null
 *   toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: TOAST_ID }) }, // action → PageToast | null
 *   actions: { userUpdated: (user) => session.send({ type: 'session.userUpdated', user }) }, // action → void
 *   onDone: (output, navigate) => navigate('/app/myDesk', { replace: true }), // once the chart is done
 * });
 * const tabs = useChartValue(actor, (s) => TAB_VIEWS.filter((v) => s.can({ type: 'view.select', view: v })));
 * ```
 *
 * - **The actor** is created once per mounted page through src/views/app/inspect.ts `useActorRef`
 *   (so the Stately inspector and field data's `trackActors` still see it) from the chart provided
 *   once with the page's implementations. `input` is read at creation only (as `useActorRef`'s):
 *   a page that must start again with another input is keyed by it (`<Flow key=…>`).
 * - **Navigation, toasts, actions**: each entry names an action of the chart (its `params` typed
 *   from the chart's `setup`) and says what the page does with it. A navigation entry returns where
 *   to go (`'/path'` or `{ to, replace }`; null: stay), done with wouter's `navigate` (the router of
 *   the page: the browser's, or a test's memory location). A toast entry returns `{ kind, key }`
 *   (the message key, turned into Spanish by `t`, with `values`) or `{ kind, text }`, with the toast
 *   `id` (one toast at a time per id) and `durationMs` (src/views/components/Toaster.tsx defaults:
 *   success 2 s, error 4 s); null shows nothing. The entries are read at each call from the latest
 *   render, so they may close over props and state; the action names are those of the first render.
 * - **onDone**: called once, after the commit in which the chart reached a final state, with its
 *   output and `navigate` (the sign-in's hand-over to the session, for example).
 * - Errors: none of its own; an entry that throws is an error of the chart's action (XState reports
 *   it on the actor).
 *
 * Narrow selectors: {@link useChartValue} returns a derived value (a tuple, a list, a small object)
 * and re-renders only when that value changes structurally (`dequal/lite`): a selector that builds a
 * new array or object on every snapshot costs no render when its contents are the same. A slice
 * that is already one reference of the context (`s.context.detail`) keeps `useSelector` (same
 * reference, no render). {@link useChartSnapshot}: the whole snapshot, re-rendered on every change,
 * for the small forms that read most of it (what `useMachine` gave).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { dequal } from 'dequal/lite';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import { useActorRef, useSelector } from './inspect';
import { notify } from '../components/Toaster';
import { t, type MessageKey, type MessageParams } from '../../messages/es';

/** The implementations of actions a chart accepts in `provide`, by action name. */
type ChartActions<TChart extends AnyStateMachine> = NonNullable<NonNullable<Parameters<TChart['provide']>[0]>['actions']>;
/** The names of a chart's actions. */
export type ChartActionName<TChart extends AnyStateMachine> = Extract<keyof ChartActions<TChart>, string>;
/** The `params` a chart gives its action `K` (its `setup` declaration). */
export type ChartActionParams<TChart extends AnyStateMachine, K extends ChartActionName<TChart>> =
  NonNullable<ChartActions<TChart>[K]> extends (args: never, params: infer P) => void ? P : never;

/** Where a navigation goes: a path of the portal, or a path and whether it replaces the current entry of the history. */
export type PageTarget = string | { to: string; replace?: boolean };

/** wouter's `navigate` of the page (the browser's location, or a test's memory location). */
export type PageNavigate = (to: string, options?: { replace?: boolean }) => void;

/** A toast: a message key (with its values) or a text already in Spanish; `id` keeps one toast at a time, `durationMs` overrides the Toaster's default. */
export type PageToast = { kind: 'success' | 'error' | 'info'; id?: string; durationMs?: number } & (
  { key: MessageKey; values?: MessageParams } | { text: string }
);

/** What a page does with a chart's actions, by action name (see the module comment). */
type ActionTable<TChart extends AnyStateMachine, R> = { [K in ChartActionName<TChart>]?: (params: ChartActionParams<TChart, K>) => R };

/** How a page binds a chart (see the module comment). */
export interface PageChartWiring<TChart extends AnyStateMachine> {
  /** The chart's input, read when the actor is created. */
  input?: InputFrom<TChart>;
  /** Actions that navigate: where to go (null: stay). */
  navigation?: ActionTable<TChart, PageTarget | null>;
  /** Actions that show a toast: which one (null: none). */
  toasts?: ActionTable<TChart, PageToast | null>;
  /** Other actions the page implements (the session, the page's callbacks, the focus). */
  actions?: ActionTable<TChart, void>;
  /** Once, after the commit in which the chart reached a final state. */
  onDone?: (output: OutputFrom<TChart>, navigate: PageNavigate) => void;
}

/** Shows `toast` through the Toaster (src/views/components/Toaster.tsx). */
export function showToast(toast: PageToast | null): void {
  if (!toast) return;
  const text = 'text' in toast ? toast.text : t(toast.key, toast.values);
  notify[toast.kind](text, { id: toast.id, durationMs: toast.durationMs });
}

type Latest<TChart extends AnyStateMachine> = { wiring: PageChartWiring<TChart>; navigate: PageNavigate };
type Entry = (params: unknown) => unknown;

/** The `actions` of `provide`: each named entry of the first render, calling the latest render's. */
function implementationsOf<TChart extends AnyStateMachine>(first: PageChartWiring<TChart>, latest: { current: Latest<TChart> }) {
  const actions: Record<string, (args: unknown, params: unknown) => void> = {};
  const table = (kind: 'navigation' | 'toasts' | 'actions', name: string): Entry | undefined =>
    (latest.current.wiring[kind] as Record<string, Entry | undefined> | undefined)?.[name];
  for (const name of Object.keys(first.navigation ?? {})) {
    actions[name] = (_, params) => {
      const target = table('navigation', name)?.(params) as PageTarget | null | undefined;
      if (target == null) return;
      if (typeof target === 'string') latest.current.navigate(target);
      else latest.current.navigate(target.to, target.replace ? { replace: true } : undefined);
    };
  }
  for (const name of Object.keys(first.toasts ?? {})) {
    actions[name] = (_, params) => showToast((table('toasts', name)?.(params) as PageToast | null | undefined) ?? null);
  }
  for (const name of Object.keys(first.actions ?? {})) {
    actions[name] = (_, params) => void table('actions', name)?.(params);
  }
  return actions;
}

/**
 * Binds `chart` to the page (see the module comment): its actor, created once with
 * `wiring.input`, the chart provided with the page's navigation, toasts and actions.
 */
export function usePageChart<TChart extends AnyStateMachine>(chart: TChart, wiring: PageChartWiring<TChart> = {}): ActorRefFrom<TChart> {
  const [, navigate] = useLocation();
  const latest = useRef<Latest<TChart>>({ wiring, navigate });
  latest.current = { wiring, navigate };
  const [machine] = useState(() => chart.provide({ actions: implementationsOf(wiring, latest) } as Parameters<TChart['provide']>[0]) as AnyStateMachine);
  const actor: AnyActorRef = useActorRef(machine, { input: wiring.input });
  const done = useSelector(actor, (s: { status: string }) => s.status === 'done');
  const reported = useRef(false);
  useEffect(() => {
    const onDone = latest.current.wiring.onDone;
    if (!done || !onDone || reported.current) return;
    reported.current = true;
    onDone((actor.getSnapshot() as { output: OutputFrom<TChart> }).output, latest.current.navigate);
  }, [done, actor]);
  return actor as ActorRefFrom<TChart>;
}

/** An actor as the selectors read it: its snapshot and its subscription. */
type ChartActor<TSnapshot> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): TSnapshot };

/**
 * A narrow selector that returns a value: `select(snapshot)`, re-rendering only when the value
 * changes structurally (plain arrays and objects compared by content, `dequal/lite`), so a tuple,
 * a list or a small object built anew on each snapshot costs no render while it is the same.
 */
export function useChartValue<TSnapshot, T>(actor: ChartActor<TSnapshot>, select: (snapshot: TSnapshot) => T): T {
  return useSelector(actor, select, dequal);
}

const whole = <S>(snapshot: S): S => snapshot;

/** The whole snapshot of `actor`, re-rendered on every change (for small forms that read most of it). */
export function useChartSnapshot<TSnapshot>(actor: ChartActor<TSnapshot>): TSnapshot {
  return useSelector(actor, whole<TSnapshot>);
}
