import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
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

/** spec 001 §3 Notification: the request each listed notification names (502 none). */
const REQUEST_OF: Record<number, number | null> = { 501: 905, 502: null, 503: 1001 };
const ANA = '00104567896';
/** The last list the server answered before step `index` (the definition's own payloads). */
function listBefore(step: Pick<OracleStep, 'path'>, index: number): PortalNotification[] {
  let list: PortalNotification[] = [];
  for (const s of step.path.steps.slice(1, index + 1)) {
    if (s.event.type === 'xstate.done.actor.loadNotifications') list = s.event.output as PortalNotification[];
  }
  return list;
}
/** A click marks only a listed notification (spec 001 §2.2 "Clicking marks it read"). */
const clickTarget = (step: OracleStep) => (listBefore(step, step.index - 1).some((n) => n.id === step.event.id) ? 'data.marking' : STAYS);
/** The notification whose POST just ended (the body the oracle of `data.marking` checked). */
const markedId = (step: OracleStep) => (step.calls.markRead?.at(-1) as { notification: number }).notification;
const startedOf = (step: OracleStep, id: string) => step.started.filter((c) => c.id === id).map((c) => [c.id, c.input]);

const shows = (s: { getMeta(): Record<string, unknown> }) => Object.values(s.getMeta()).flatMap((m) => (m as { shows?: string[] }).shows ?? []);

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
  // Oracles written from spec 001 §2.2 Notifications (badge = count, 'No hay notificaciones',
  // clicking marks it read and, with a request id, opens the request), §7 GET/POST
  // /notification/{citizenId}, and the chart's chosen refresh rules (poll 60 s, on opening the panel)
  // (tests/model/README.md "Oracles"). Provided actions recorded: openRequest.
  expect: {
    initial: ['data', 'data.loading', 'panel', 'panel.closed'],
    states: {
      data: {
        shows: ['badge'],
        check({ context }, step) {
          // The badge is the server's last list, kept while loading and after a failure.
          const list = listBefore(step, step.index);
          expectEqual(
            [context.notifications, context.loaded],
            [list, step.path.steps.slice(1, step.index + 1).some((s) => s.event.type === 'xstate.done.actor.loadNotifications')],
            'last list (badge)',
          );
          if (step.event.type !== 'xstate.done.actor.markRead') expectEqual(step.called, [], 'nothing opened');
        },
      },
      'data.loading': {
        shows: ['badge (last count)', 'panel: last list or spinner'],
        on: {
          'xstate.done.actor.loadNotifications': 'data.ready',
          'xstate.error.actor.loadNotifications': 'data.failed',
          'notification.open': clickTarget,
          'notifications.refresh': STAYS,
        },
        check(snapshot, step) {
          // GET /notification/{citizenId}, never cached: once per entry (not again while it runs).
          const entered = !step.before.includes('data.loading');
          expectEqual(startedOf(step, 'loadNotifications'), entered ? [['loadNotifications', { citizenId: ANA }]] : [], 'GET /notification/00104567896');
          expectEqual([snapshot.hasTag('busy'), snapshot.context.marking], [true, null], 'busy, nothing being marked');
          // The count stays current: a read every 60 s while idle (chosen, NOTIFICATIONS_POLL_MS).
          if (step.event.type.startsWith('xstate.after.pollDelay')) expectEqual(step.elapsedMs, 60_000, 'poll period');
          if (step.event.type === 'xstate.done.actor.markRead') {
            // With a request id its detail opens (/app/serviceRequestedDetails/{id}); without, nothing.
            const requestId = REQUEST_OF[markedId(step)];
            expectEqual(
              [step.called, snapshot.context.notice],
              [requestId === null ? [] : [{ name: 'openRequest', params: { requestId } }], null],
              'request opened after marking read',
            );
          }
        },
      },
      'data.ready': {
        shows: ['badge', 'panel: Evento, title, request link', 'notifications.empty'],
        on: {
          'xstate.after.pollDelay': 'data.loading',
          'notifications.refresh': 'data.loading',
          'notification.open': clickTarget,
        },
        check({ context }, step) {
          if (step.event.type === 'xstate.error.actor.markRead') {
            // A failed POST opens nothing and says so.
            expectEqual([context.notice, context.marking], ['notifications.markFailed', null], 'mark failed notice');
          }
        },
      },
      'data.failed': {
        shows: ['badge (last count)', 'notifications.loadFailed', 'notifications.retry'],
        on: { 'xstate.after.pollDelay': 'data.loading', 'notifications.refresh': 'data.loading' },
      },
      'data.marking': {
        shows: ['badge', 'panel: the list, busy'],
        on: {
          // Read: the list is fetched again; with a request id the panel closes (its detail opens).
          'xstate.done.actor.markRead': (step) => (REQUEST_OF[markedId(step)] !== null ? ['data.loading', 'panel.closed'] : 'data.loading'),
          'xstate.error.actor.markRead': 'data.ready',
          // A double click marks once; a refresh waits.
          'notification.open': STAYS,
          'notifications.refresh': STAYS,
        },
        check(snapshot, step) {
          const { context } = snapshot;
          expectEqual([context.notice, snapshot.hasTag('busy')], [null, true], 'no notice while marking, busy');
          if (step.event.type === 'notification.open') {
            const id = step.event.id as number;
            expectEqual(
              [context.marking, startedOf(step, 'markRead')],
              [THREE.find((n) => n.id === id), [['markRead', { citizenId: ANA, notification: id }]]],
              'POST /notification/00104567896 { notification }',
            );
          } else {
            expectEqual(startedOf(step, 'markRead'), [], 'POST sent once');
          }
        },
      },
      panel: { shows: ['bell'] },
      'panel.closed': {
        shows: ['bell', 'badge'],
        // Opening the panel reads the list again (unless a call is running).
        on: {
          'panel.open': ({ before }) => ['panel.open', before.includes('data.marking') ? 'data.marking' : 'data.loading'],
        },
        check({ context }, step) {
          if (step.event.type === 'panel.close') expectEqual(context.notice, null, 'closing the panel clears its message');
        },
      },
      'panel.open': {
        shows: ['notifications.title', 'panel'],
        on: { 'panel.close': 'panel.closed', 'panel.open': STAYS },
        check: (snapshot) => expectEqual(snapshot.hasTag('panelOpen'), true, 'panel open'),
      },
    },
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.notifications.map((n) => n.id), s.context.loaded, s.context.marking?.id ?? null, s.context.notice]),
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
      throw new Error(`badge list ${context.notifications.map((n) => n.id).join(',')} !== last answer ${lastList.map((n) => n.id).join(',')}`);
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
