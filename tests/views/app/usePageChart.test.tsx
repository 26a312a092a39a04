/**
 * The hook that binds a chart to a page (src/views/app/usePageChart.ts; issue 29 item 5): the
 * actor is created with the page's input, the chart's navigation and toast actions reach the page's
 * router and the Toaster, `onDone` hands the output over once, and a value selector re-renders only
 * when its value changes. The chart is a small one written here, so that what it asks for is known
 * from this file alone; the toasts' texts are the catalogue's (src/messages/es.ts `errors.generic`:
 * 'Ha ocurrido un error', spec 001 §8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { MessageKey } from '../../../src/messages/es';
import { notify } from '../../../src/views/components/Toaster';
import { useChartSnapshot, useChartValue, usePageChart, type PageChartWiring } from '../../../src/views/app/usePageChart';

/** A page's chart: input `{ owner }`, counters, one navigation, one toast, one callback, a final state. */
const chart = setup({
  types: {
    input: {} as { owner: string },
    context: {} as { owner: string; a: number; b: number; other: number },
    events: {} as { type: 'a.up' } | { type: 'b.up' } | { type: 'other.up' } | { type: 'leave' } | { type: 'fail' } | { type: 'ping' } | { type: 'finish' },
    output: {} as { owner: string; a: number },
  },
  actions: {
    goTo: (_, _params: { path: string }) => {},
    stay: (_, _params: { path: string | null }) => {},
    notifyError: (_, _params: { key: MessageKey }) => {},
    pinged: (_, _params: { n: number }) => {},
  },
}).createMachine({
  id: 'pageChartTest',
  context: ({ input }) => ({ owner: input.owner, a: 0, b: 0, other: 0 }),
  initial: 'open',
  states: {
    open: {
      on: {
        'a.up': { actions: assign({ a: ({ context }) => context.a + 1 }) },
        'b.up': { actions: assign({ b: ({ context }) => context.b + 1 }) },
        'other.up': { actions: assign({ other: ({ context }) => context.other + 1 }) },
        leave: {
          actions: [
            { type: 'stay', params: { path: null } },
            { type: 'goTo', params: ({ context }) => ({ path: `/app/owner/${context.owner}` }) },
          ],
        },
        fail: { actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
        ping: { actions: { type: 'pinged', params: ({ context }) => ({ n: context.other }) } },
        finish: 'closed',
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ owner: context.owner, a: context.a }),
});
type Actor = ActorRefFrom<typeof chart>;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders `Page` under a memory router at /app/start, recording the history. */
function renderRouted(ui: React.ReactElement) {
  const location = memoryLocation({ path: '/app/start', record: true });
  const utils = render(<Router hook={location.hook}>{ui}</Router>);
  return { ...utils, location, rerenderRouted: (next: React.ReactElement) => utils.rerender(<Router hook={location.hook}>{next}</Router>) };
}

let actor: Actor | null = null;
/** A page: binds the chart with `wiring` and shows its owner. */
function Page({ wiring }: { wiring: PageChartWiring<typeof chart> }) {
  const ref = usePageChart(chart, wiring);
  actor = ref;
  const snapshot = useChartSnapshot(ref);
  return <p>dueño {snapshot.context.owner}</p>;
}

describe('usePageChart', () => {
  it('creates the actor once, with the input of its first render', () => {
    const { rerenderRouted } = renderRouted(<Page wiring={{ input: { owner: 'ana' } }} />);
    expect(screen.getByText('dueño ana')).toBeTruthy();
    const first = actor;
    rerenderRouted(<Page wiring={{ input: { owner: 'luis' } }} />);
    expect(actor).toBe(first);
    expect(screen.getByText('dueño ana')).toBeTruthy();
  });

  it("navigates where the page's entry says, replacing the entry when asked; null stays", () => {
    const { location } = renderRouted(
      <Page
        wiring={{
          input: { owner: 'ana' },
          navigation: { goTo: (p) => ({ to: p.path, replace: true }), stay: (p) => p.path },
        }}
      />,
    );
    act(() => actor!.send({ type: 'leave' }));
    expect(location.history).toEqual(['/app/owner/ana']);
  });

  it('pushes a path given as a string', () => {
    const { location } = renderRouted(<Page wiring={{ input: { owner: 'rosa' }, navigation: { goTo: (p) => p.path } }} />);
    act(() => actor!.send({ type: 'leave' }));
    expect(location.history).toEqual(['/app/start', '/app/owner/rosa']);
  });

  it("shows the chart's toast in Spanish, with the page's id and duration", () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue('x');
    renderRouted(
      <Page wiring={{ input: { owner: 'ana' }, toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'page-error', durationMs: 3000 }) } }} />,
    );
    expect(error).not.toHaveBeenCalled();
    act(() => actor!.send({ type: 'fail' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Ha ocurrido un error', { id: 'page-error', durationMs: 3000 });
  });

  it("calls the latest render's entries (they may close over props)", () => {
    const seen: string[] = [];
    const wiring = (tag: string): PageChartWiring<typeof chart> => ({ input: { owner: 'ana' }, actions: { pinged: (p) => void seen.push(`${tag}:${p.n}`) } });
    const { rerenderRouted } = renderRouted(<Page wiring={wiring('first')} />);
    act(() => actor!.send({ type: 'ping' }));
    rerenderRouted(<Page wiring={wiring('second')} />);
    act(() => actor!.send({ type: 'other.up' }));
    act(() => actor!.send({ type: 'ping' }));
    expect(seen).toEqual(['first:0', 'second:1']);
  });

  it('hands the output over once the chart is done, with navigate', () => {
    const onDone = vi.fn((output: { owner: string; a: number }, navigate: (to: string, options?: { replace?: boolean }) => void) =>
      navigate(`/app/done/${output.owner}/${output.a}`, { replace: true }),
    );
    const { location } = renderRouted(<Page wiring={{ input: { owner: 'ana' }, onDone }} />);
    act(() => actor!.send({ type: 'a.up' }));
    expect(onDone).not.toHaveBeenCalled();
    act(() => actor!.send({ type: 'finish' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(['/app/done/ana/1']);
  });
});

describe('useChartValue', () => {
  it('re-renders only when the selected value changes, though the selector builds a new array each time', () => {
    let renders = 0;
    let shown: readonly number[] = [];
    function Pair({ of }: { of: Actor }) {
      shown = useChartValue(of, (s) => [s.context.a, s.context.b]);
      renders += 1;
      return null;
    }
    function Host() {
      const ref = usePageChart(chart, { input: { owner: 'ana' } });
      actor = ref;
      return <Pair of={ref} />;
    }
    renderRouted(<Host />);
    expect(renders).toBe(1);
    expect(shown).toEqual([0, 0]);
    act(() => actor!.send({ type: 'other.up' }));
    act(() => actor!.send({ type: 'other.up' }));
    expect(renders).toBe(1);
    act(() => actor!.send({ type: 'b.up' }));
    expect(renders).toBe(2);
    expect(shown).toEqual([0, 1]);
    act(() => actor!.send({ type: 'other.up' }));
    expect(renders).toBe(2);
  });
});
