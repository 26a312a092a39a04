/**
 * Notifications bell statechart (spec 001 §2.2 Notifications, §3 Notification, §7 "GET
 * /notification/{citizenId}; POST /notification/{citizenId} with the notification id to mark it
 * read", §9 "Notification panel height 500 px"; contract D6, D7).
 *
 *   data:   loading ──done──▶ ready ──notification.open [hasNotification]──▶ marking
 *           (loading, too, takes notification.open: the last list is on screen while it is read)
 *             ▲  └──error──▶ failed      │                                     │ done: openRequest
 *             │                 │        │ after pollDelay / notifications.refresh    [hasRequest],
 *             └─────────────────┴────────┘                                     │ then loading
 *             ◀──────────────────────────────────────────────── done ──────────┘
 *                              ready ◀── error (markFailed notice, nothing opened) ──┘
 *   panel:  closed ──panel.open──▶ open (raises notifications.refresh) ──panel.close──▶ closed
 *
 * - The badge is the number of notifications the server lists (contract D6 "badge = array length";
 *   a read notification is no longer listed). `loading` and `failed` keep the last list, so the
 *   badge keeps the last count while a fetch runs or after it failed (degrades quietly).
 * - The panel lists Evento, title and, with a request id, the request link, or 'No hay
 *   notificaciones'; in `failed` it says the list could not load, with a retry
 *   (`notifications.refresh`).
 * - A click (`notification.open`) POSTs `{ notification: id }` once: in `marking` further clicks are
 *   ignored (a double click marks once). Then the list is fetched again (the count falls). With a
 *   request id the view is asked to open /app/serviceRequestedDetails/{id} (`openRequest`) and the
 *   panel closes. A failed POST opens nothing and says so (`notifications.markFailed`).
 * - How the count stays current without a reload (chosen; the spec does not say): a fetch when the
 *   chart starts, whenever the panel opens, on `notifications.refresh` (the view sends it when the
 *   window regains focus, when the tab becomes visible and on every route change) and every
 *   {@link NOTIFICATIONS_POLL_MS} (60 s, delay `pollDelay`) while idle.
 *
 * IO only through the named actors `loadNotifications` and `markRead`; navigation through the
 * action `openRequest`, which the view provides.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { getNotifications, markNotificationRead, type PortalNotification } from '../api/notifications';
import { unwrap } from '../api/result';
import type { MessageKey } from '../messages/es';

export type { PortalNotification };

/** Poll period of the count while the chart is idle, ms (chosen: "a modest poll", issue 9). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** Input: whose notifications. */
export interface NotificationsInput {
  /** Citizen id (or RNC of a company account), no dashes. */
  citizenId: string;
}

export interface NotificationsContext {
  citizenId: string;
  /** The last list the server gave (kept while loading and after a failed fetch). */
  notifications: PortalNotification[];
  /** Whether a list was ever received (the panel shows a spinner until then). */
  loaded: boolean;
  /** The notification being marked read, or null. */
  marking: PortalNotification | null;
  /** A message for the panel (the last mark failed), or null. */
  notice: MessageKey | null;
}

export type NotificationsEvent =
  { type: 'panel.open' } | { type: 'panel.close' } | { type: 'notifications.refresh' } | { type: 'notification.open'; id: number };

/** The body of POST /notification/{citizenId} plus the path's citizen id (contract D7). */
export interface MarkReadInput {
  citizenId: string;
  notification: number;
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    loadNotifications: fromPromise<PortalNotification[], { citizenId: string }>(async ({ input }) => unwrap(await getNotifications(input.citizenId))),
    markRead: fromPromise<true, MarkReadInput>(async ({ input }) => unwrap(await markNotificationRead(input.citizenId, input.notification))),
  },
  guards: {
    /** The clicked id (params) is one of the listed notifications. */
    hasNotification: ({ context }, id: number) => context.notifications.some((n) => n.id === id),
    /** The notification just marked read carries a request id. */
    // Stryker disable next-line OptionalChaining: guards markRead's answer only; `marking` is set on entering marking (hasNotification held)
    hasRequest: ({ context }) => context.marking?.requestId != null,
  },
  delays: {
    pollDelay: NOTIFICATIONS_POLL_MS,
  },
  actions: {
    assignNotifications: assign((_, list: PortalNotification[]) => ({ notifications: list, loaded: true })),
    /** The clicked notification (its id: params) is the one being marked read. */
    assignMarking: assign(({ context }, id: number) => ({ marking: context.notifications.find((n) => n.id === id) ?? null, notice: null })),
    assignNotice: assign((_, notice: MessageKey | null) => ({ notice })),
    clearMarking: assign({ marking: null }),
    requestRefresh: raise({ type: 'notifications.refresh' }),
    closePanel: raise({ type: 'panel.close' }),
    /** Provided by the view: navigate to /app/serviceRequestedDetails/{requestId}. */
    openRequest: (_, _params: { requestId: number }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'notifications',
  type: 'parallel',
  meta: { spec: 'spec 001 §2.2 Notifications', shows: ['bell', 'badge'] },
  context: ({ input }) => ({ citizenId: input.citizenId, notifications: [], loaded: false, marking: null, notice: null }),
  states: {
    data: {
      meta: { spec: 'spec 001 §2.2, §7 notification calls', shows: ['badge'] },
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          meta: { spec: 'spec 001 §2.2, §7 GET /notification/{citizenId}', shows: ['badge (last count)', 'panel: last list or spinner'] },
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            input: ({ context }) => ({ citizenId: context.citizenId }),
            onDone: { target: 'ready', actions: { type: 'assignNotifications', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
          // The panel shows the last list while it is read again (on opening, focus, route change):
          // a click on one of them is not ignored, the read is dropped and the click is marked.
          on: {
            'notification.open': {
              guard: { type: 'hasNotification', params: ({ event }) => event.id },
              target: 'marking',
              actions: { type: 'assignMarking', params: ({ event }) => event.id },
            },
          },
        },
        ready: {
          meta: { spec: 'spec 001 §2.2 Notifications', shows: ['badge', 'panel: Evento, title, request link', 'notifications.empty'] },
          after: { pollDelay: 'loading' },
          on: {
            'notifications.refresh': 'loading',
            'notification.open': {
              guard: { type: 'hasNotification', params: ({ event }) => event.id },
              target: 'marking',
              actions: { type: 'assignMarking', params: ({ event }) => event.id },
            },
          },
        },
        failed: {
          meta: {
            spec: 'spec 001 §2.2 (a failed fetch degrades quietly: chosen)',
            shows: ['badge (last count)', 'notifications.loadFailed', 'notifications.retry'],
          },
          after: { pollDelay: 'loading' },
          on: { 'notifications.refresh': 'loading' },
        },
        marking: {
          tags: ['busy'],
          meta: { spec: 'spec 001 §2.2 "Clicking marks it read", §7 POST /notification/{citizenId}', shows: ['badge', 'panel: the list, busy'] },
          invoke: {
            id: 'markRead',
            src: 'markRead',
            // Stryker disable next-line OptionalChaining: `marking` is set on entering marking (assignMarking after hasNotification)
            input: ({ context }) => ({ citizenId: context.citizenId, notification: context.marking?.id ?? 0 }),
            onDone: [
              {
                guard: 'hasRequest',
                target: 'loading',
                // Stryker disable next-line OptionalChaining: `marking` is set here (entered with it, cleared only after this action)
                actions: [{ type: 'openRequest', params: ({ context }) => ({ requestId: context.marking?.requestId ?? 0 }) }, 'clearMarking', 'closePanel'],
              },
              { target: 'loading', actions: 'clearMarking' },
            ],
            onError: { target: 'ready', actions: ['clearMarking', { type: 'assignNotice', params: 'notifications.markFailed' }] },
          },
        },
      },
    },
    panel: {
      meta: { spec: 'spec 001 §2.2 panel', shows: ['bell'] },
      initial: 'closed',
      states: {
        closed: {
          meta: { spec: 'spec 001 §2.2 bell with a badge', shows: ['bell', 'badge'] },
          on: { 'panel.open': { target: 'open', actions: 'requestRefresh' } },
        },
        open: {
          tags: ['panelOpen'],
          meta: { spec: 'spec 001 §2.2 panel (height 500 px)', shows: ['notifications.title', 'panel'] },
          on: { 'panel.close': { target: 'closed', actions: { type: 'assignNotice', params: null } } },
        },
      },
    },
  },
});
