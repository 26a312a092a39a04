import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import type { MarkReadInput, PortalNotification } from '../../../src/machines/notifications.machine';
import { toPortalNotification } from '../../../src/api/notifications';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'notifications',
  () => Promise.all([import('./notifications.model'), import('../../../src/machines/notifications.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.notificationsModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.notificationsModel);
  // tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
  describeSpecCitations(ready.chart.notificationsMachine);
}
describe('notifications chart meta', () => {
  it('the chart itself names its spec section and what it shows', () => {
    const { meta } = chart().notificationsMachine.root;
    expect((meta as { spec: string }).spec).toMatch(/^spec 001 §2\.2/);
    expect((meta as { shows: string[] }).shows).toEqual(['bell', 'badge']);
  });
});

const LIST: PortalNotification[] = [
  { id: 7, event: 'Documento emitido', title: 'Solicitud DPP-2026-000047: certificado emitido.', requestId: 907 },
  { id: 8, event: 'Bienvenido', title: 'Gracias por registrarse.', requestId: null },
];

/** The chart with scripted GET answers, a controllable POST and recorded navigations. */
function start(gets: Array<() => Promise<PortalNotification[]>>, post: (input: MarkReadInput) => Promise<true>) {
  const posts: MarkReadInput[] = [];
  const opened: number[] = [];
  let fetches = 0;
  const machine = chart().notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<PortalNotification[], { citizenId: string }>(() => gets[Math.min(fetches++, gets.length - 1)]()),
      markRead: fromPromise<true, MarkReadInput>(({ input }) => {
        posts.push(input);
        return post(input);
      }),
    },
    actions: { openRequest: (_, params) => void opened.push(params.requestId) },
  });
  const actor = createActor(machine, { input: { citizenId: '00104567896' } }).start();
  return { actor, posts, opened, fetches: () => fetches };
}

describe('notifications chart (behaviour)', () => {
  it('a double click marks once, then the list is fetched again and the request opens', async () => {
    let resolve!: (v: true) => void;
    const { actor, posts, opened, fetches } = start(
      [() => Promise.resolve(LIST), () => Promise.resolve(LIST), () => Promise.resolve([LIST[1]])],
      () => new Promise<true>((r) => (resolve = r)),
    );
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'panel.open' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'notification.open', id: 7 });
    actor.send({ type: 'notification.open', id: 7 });
    actor.send({ type: 'notification.open', id: 8 });
    expect(posts).toEqual([{ citizenId: '00104567896', notification: 7 }]);
    resolve(true);
    await waitFor(actor, (s) => s.matches({ data: 'ready' }) && s.context.notifications.length === 1);
    expect(opened).toEqual([907]);
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(fetches()).toBe(3);
  });

  it('a failed mark opens nothing and says so until the next click or until the panel closes (spec 001 §2.2)', async () => {
    const { actor, posts, opened } = start([() => Promise.resolve(LIST)], () => Promise.reject(networkError));
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'panel.open' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'notification.open', id: 7 });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect([actor.getSnapshot().context.notice, opened, actor.getSnapshot().matches({ panel: 'open' })]).toEqual(['notifications.markFailed', [], true]);
    actor.send({ type: 'notification.open', id: 8 });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await waitFor(actor, (s) => s.context.notice !== null);
    actor.send({ type: 'panel.close' });
    expect([actor.getSnapshot().context.notice, posts.map((p) => p.notification)]).toEqual([null, [7, 8]]);
  });

  it('a notification without request: marked read, the list re-read, nothing opened, the panel stays open (spec 001 §2.2)', async () => {
    const { actor, posts, opened, fetches } = start([() => Promise.resolve(LIST), () => Promise.resolve(LIST), () => Promise.resolve([LIST[0]])], () =>
      Promise.resolve(true),
    );
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'panel.open' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'notification.open', id: 8 });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }) && s.context.notifications.length === 1);
    expect([posts, opened, actor.getSnapshot().matches({ panel: 'open' }), fetches()]).toEqual([[{ citizenId: '00104567896', notification: 8 }], [], true, 3]);
  });

  it('a click while the list is read again is marked; the count is read every 60 s when idle or failed', async () => {
    vi.useFakeTimers();
    try {
      const { actor, posts, fetches } = start(
        [() => Promise.resolve(LIST), () => new Promise(() => {}), () => Promise.reject(networkError), () => Promise.resolve(LIST)],
        () => new Promise(() => {}),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ data: 'ready' })).toBe(true);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetches()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect([fetches(), actor.getSnapshot().matches({ data: 'loading' })]).toEqual([2, true]);
      actor.send({ type: 'notification.open', id: 7 });
      expect([actor.getSnapshot().matches({ data: 'marking' }), posts]).toEqual([true, [{ citizenId: '00104567896', notification: 7 }]]);

      const other = start([() => Promise.reject(networkError), () => Promise.resolve(LIST)], () => Promise.resolve(true));
      await vi.advanceTimersByTimeAsync(0);
      expect(other.actor.getSnapshot().matches({ data: 'failed' })).toBe(true);
      await vi.advanceTimersByTimeAsync(60_000);
      expect([other.fetches(), other.actor.getSnapshot().matches({ data: 'ready' })]).toEqual([2, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed fetch keeps the last count; a retry loads again', async () => {
    const { actor } = start([() => Promise.resolve(LIST), () => Promise.reject(networkError), () => Promise.resolve([])], () => Promise.resolve(true));
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    actor.send({ type: 'notifications.refresh' });
    await waitFor(actor, (s) => s.matches({ data: 'failed' }));
    expect(actor.getSnapshot().context.notifications).toHaveLength(2);
    actor.send({ type: 'notifications.refresh' });
    await waitFor(actor, (s) => s.matches({ data: 'ready' }));
    expect(actor.getSnapshot().context.notifications).toEqual([]);
  });
});

describe('toPortalNotification (contract D6)', () => {
  it('reads the literal "iD de solicitud" key, number or digit string', () => {
    expect(toPortalNotification({ notification_id: 501, Evento: 'E', title: 'T', 'iD de solicitud': 1520 })).toEqual({
      id: 501,
      event: 'E',
      title: 'T',
      requestId: 1520,
    });
    expect(toPortalNotification({ notification_id: 502, Evento: 'E', title: 'T', 'iD de solicitud': '905' })?.requestId).toBe(905);
    expect(toPortalNotification({ notification_id: 503, Evento: 'E', title: 'T', 'iD de solicitud': null })?.requestId).toBeNull();
    expect(toPortalNotification({ notification_id: 504, Evento: 'E', title: 'T', iD_de_solicitud: 1 })?.requestId).toBeNull();
    expect(toPortalNotification({ notification_id: 505, Evento: 'E', title: 'T', 'iD de solicitud': 'abc' })?.requestId).toBeNull();
    expect(toPortalNotification({ Evento: 'sin id' })).toBeUndefined();
    expect(toPortalNotification(null)).toBeUndefined();
  });
});
