import { modelTestDefinition } from '../lib/definition';
import { notificationsMachine, type MarkReadInput, type PortalNotification } from '../../../src/machines/notifications.machine';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

/** Ana (00104567896): three unread notifications, two of them about a request (spec 001 §3 Notification). */
const THREE: PortalNotification[] = [
  { id: 501, event: 'Documento requerido', title: 'Solicitud LOP-2026-000045: adjunte el registro mercantil.', requestId: 905 },
  { id: 502, event: 'Bienvenido', title: 'Gracias por registrarse en el portal de servicios.', requestId: null },
  { id: 503, event: 'Solicitud recibida', title: 'Solicitud DPP-2026-000123 recibida.', requestId: 1001 },
];
/** What the server lists once 501 was read. */
const TWO: PortalNotification[] = [THREE[1], THREE[2]];

/** Navigations the chart asked for (real and model actors both record; only growth is checked). */
let opened: number[] = [];
let seenOpened = 0;
/** What the server last answered in this path (the badge must keep it while loading or after a failure). */
let lastList: PortalNotification[] = [];
let lastClock = 0;
/** The notification clicked (its id), kept until the POST ends. */
let clicked: number | null = null;

const shows = (s: { getMeta(): Record<string, unknown> }) =>
  Object.values(s.getMeta()).flatMap((m) => (m as { shows?: string[] }).shows ?? []);

/** spec 001 §2.2, §3 Notification, §7 notification calls; contract D6, D7. */
export const notificationsModel = modelTestDefinition({
  name: 'notifications',
  machine: notificationsMachine,
  input: { citizenId: '00104567896' },
  events: {
    'panel.open': [{}],
    'panel.close': [{}],
    'notifications.refresh': [{}],
    // 501 and 503 carry a request id, 502 none, 999 is not listed.
    'notification.open': [{ id: 501 }, { id: 502 }, { id: 999 }],
    'xstate.done.actor.loadNotifications': [{ output: THREE }, { output: TWO }, { output: [] }],
    'xstate.error.actor.loadNotifications': [{ error: networkError }, { error: new ApiError({ kind: 'http', status: 500 }) }],
    'xstate.done.actor.markRead': [{ output: true }],
    'xstate.error.actor.markRead': [{ error: new ApiError({ kind: 'malformed' }) }],
  },
  provide: { actions: { openRequest: (_: unknown, params: { requestId: number }) => void opened.push(params.requestId) } },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.notifications.map((n) => n.id), s.context.loaded, s.context.marking?.id ?? null, s.context.notice]),
  assert(real, _model, { index, event, clockMs }) {
    if (index === 0) {
      opened = [];
      seenOpened = 0;
      lastList = [];
      lastClock = 0;
      clicked = null;
    }
    const { context } = real;
    const dataState = (real.value as { data: string }).data;
    if (!Object.values(real.getMeta()).every((m) => typeof (m as { spec?: string }).spec === 'string')) throw new Error('a state without meta.spec');

    // GET /notification/{citizenId} for Ana, never cached: a fresh call on every entry to loading.
    if (dataState === 'loading') {
      const input = (real.children.loadNotifications?.getSnapshot() as { context?: { input?: unknown } } | undefined)?.context?.input;
      if (JSON.stringify(input) !== JSON.stringify({ citizenId: '00104567896' })) throw new Error(`GET input ${JSON.stringify(input)}`);
      if (!real.hasTag('busy')) throw new Error('loading is busy');
    }
    if (event.type === 'xstate.done.actor.loadNotifications') lastList = event.output as PortalNotification[];
    // The badge (count) is the server's list length (contract D6), the last one while loading or after a failure.
    if (JSON.stringify(context.notifications) !== JSON.stringify(lastList)) {
      throw new Error(`badge list ${context.notifications.map((n) => n.id)} !== last answer ${lastList.map((n) => n.id)}`);
    }
    if (event.type === 'xstate.error.actor.loadNotifications') {
      if (dataState !== 'failed') throw new Error('a failed GET must end in failed');
      if (!shows(real).includes('notifications.loadFailed') || !shows(real).includes('notifications.retry')) throw new Error('failed must say so with a retry');
    }
    if (dataState === 'ready' && !shows(real).includes('notifications.empty')) throw new Error("ready shows the list or 'No hay notificaciones'");

    // A click on a listed notification POSTs { notification: id } once.
    if (event.type === 'notification.open') {
      const id = (event as unknown as { id: number }).id;
      const listed = [501, 502, 503].includes(id) && lastList.some((n) => n.id === id);
      if (listed !== (dataState === 'marking')) throw new Error(`click on ${id} led to ${dataState}`);
      clicked = listed ? id : clicked;
    }
    if (dataState === 'marking') {
      const input = (real.children.markRead?.getSnapshot() as { context?: { input?: MarkReadInput } } | undefined)?.context?.input;
      if (JSON.stringify(input) !== JSON.stringify({ citizenId: '00104567896', notification: clicked })) {
        throw new Error(`POST /notification body ${JSON.stringify(input)}`);
      }
    }

    const newOpened = opened.slice(seenOpened);
    seenOpened = opened.length;
    if (event.type === 'xstate.done.actor.markRead') {
      // Read: the list is fetched again; with a request id, its detail opens and the panel closes.
      if (dataState !== 'loading') throw new Error('after marking read the list is fetched again');
      const expected = clicked === 501 ? [905] : clicked === 503 ? [1001] : [];
      if (JSON.stringify(newOpened) !== JSON.stringify(expected)) throw new Error(`opened ${JSON.stringify(newOpened)} after reading ${clicked}`);
      if (expected.length > 0 && (real.value as { panel: string }).panel !== 'closed') throw new Error('the panel closes when the request opens');
      clicked = null;
    } else if (newOpened.length > 0) {
      throw new Error(`request opened on ${event.type}`);
    }
    if (event.type === 'xstate.error.actor.markRead') {
      if (dataState !== 'ready' || context.notice !== 'notifications.markFailed') throw new Error('a failed POST says so and opens nothing');
      clicked = null;
    }
    if (event.type === 'panel.close' && context.notice !== null) throw new Error('closing the panel clears its message');

    // Opening the panel fetches again (unless a call is running); the poll runs every 60 s.
    if (event.type === 'panel.open') {
      if ((real.value as { panel: string }).panel !== 'open') throw new Error('panel.open opens the panel');
      if (dataState !== 'loading' && dataState !== 'marking') throw new Error(`opening the panel did not refresh (${dataState})`);
    }
    if (event.type === 'notifications.refresh' && dataState !== 'loading') throw new Error('refresh fetches the list');
    if (event.type.startsWith('xstate.after.pollDelay')) {
      if (clockMs - lastClock !== 60_000) throw new Error(`poll after ${clockMs - lastClock} ms, not 60 s`);
      if (dataState !== 'loading') throw new Error('the poll fetches the list');
    }
    lastClock = clockMs;
  },
});
