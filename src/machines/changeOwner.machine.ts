/**
 * 'Cambiar propietario' modal statechart (spec 001 §2.1 Requests tab "Change owner modal 'Cambiar
 * propietario' with a member selector (first option 'Selecciona un miembro') and button ENVIAR",
 * Companies tab "The server message (msg) of representative and owner-change actions is shown in an
 * information or success dialog", §7 change request owner with request_code, new_citizen_id,
 * company_id; responses carry success and msg). Invoked by src/machines/deskRequests.machine.ts.
 *
 *   loadingMembers ──done──▶ choosing ──owner.submit [hasMember]──▶ sending ──done──▶ informing ──owner.close──▶ done
 *        │ error              │ member.select                        │ error ─────────▶ informing
 *        ▼                    │ owner.close ──▶ done                  │ unknown outcome ─▶ checking
 *   membersFailed ──owner.retry──▶ loadingMembers;  owner.close ──▶ done
 *   checking ──the request's applicant is the chosen member──▶ informing (changed)
 *            └─ not, not found, or the read failed ──▶ choosing (why; the choice kept)
 *   choosing ──owner.submit [hasUncheckedChange]──▶ checking (the same change after a failed check)
 *
 * - `loadingMembers`: GET the members of the request's company (actor `loadMembers`).
 * - `choosing`: the selector lists the company's members except the current applicant, after the
 *   first option 'Selecciona un miembro' (value ''); ENVIAR is refused (and disabled by the view,
 *   which asks `can({ type: 'owner.submit' })`) until a listed member is chosen.
 * - `sending`: POST /change/user/request/number `{ request_code, new_citizen_id, company_id }` (actor
 *   `sendOwnerChange`); a second ENVIAR (double click) and closing are ignored.
 * - `informing`: the information dialog with the server's `msg` — on success (`changed`) or on a
 *   refusal (`success: false` with its msg); without a server msg (network error, HTTP 500, malformed
 *   body, expired session) 'Ha ocurrido un error'. Closing it ends the chart with output
 *   `{ changed }`; the parent then re-reads the list when the owner changed.
 * - Unknown outcome (issue 25 "Unknown is not failed": no readable answer, src/api/outcome.ts):
 *   `checking` (tag `busy`) says 'No sabemos si el cambio de propietario llegó al ministerio. Estamos
 *   comprobándolo…' while the parent's list is read again (`checkOwner`, input `lookup`: page 1 of
 *   the same list searched by the request's number, src/machines/deskRequests.machine.ts
 *   `ownerLookup`; fresh, the API forgot its cached pages). The request listed with the chosen member
 *   as its applicant (`doc_identification`) → `informing` 'Se ha cambiado el propietario de la
 *   solicitud' (its server msg was lost) and output `changed`; listed with another applicant →
 *   `choosing` with 'Comprobamos que el cambio de propietario no llegó al ministerio: la solicitud
 *   sigue a nombre de {name}. Puede enviarlo de nuevo.'; not listed, or the read failed → `choosing`
 *   with 'No pudimos comprobar…', and the next ENVIAR of that member reads again before sending
 *   (one intent, one change; another member is another intent, sent at once).
 *
 * IO only through the named actors `loadMembers`, `sendOwnerChange` and `checkOwner`.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  changeRequestOwner,
  getCompanyMemberList,
  getListPage,
  type ChangeOwnerBody,
  type ListMember,
  type ListRequest,
  type RequestListItem,
  type RequestListPage,
} from '../api/requestLists';
import { failureOf, unwrap } from '../api/result';
import { formatDocument } from '../domain/format/identity';
import { isRequestOwner } from '../domain/roles';
import type { MessageKey } from '../messages/es';
import { isOutcomeUnknown } from './outcome';

export type { ChangeOwnerBody, ListMember, ListRequest, RequestListPage };

/**
 * Input: the request whose owner changes (its `id`, `code`, `company_id` and current applicant
 * `doc_identification`) and `lookup`, the read of the desk list that shows its applicant (the check
 * of a change whose answer was lost, issue 25).
 */
export interface ChangeOwnerInput {
  request: Pick<RequestListItem, 'id' | 'code' | 'company_id' | 'doc_identification'>;
  lookup: ListRequest;
}

/** What the information dialog says: the server's msg, or a message key when there is none. */
export type OwnerNotice = { text: string } | { key: MessageKey };

/** What the selector shows after a check that did not find the change (issue 25): a message key and its values. */
export interface CheckNotice {
  key: MessageKey;
  params?: Record<string, string>;
}

/** The applicant's name of a list item (name and last names), else its document as 3-7-1. */
export function applicantName(item: Pick<RequestListItem, 'user_name' | 'user_first_last_name' | 'user_last_name' | 'doc_identification'>): string {
  const name = [item.user_name, item.user_first_last_name, item.user_last_name].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ');
  return name || formatDocument(item.doc_identification ?? '');
}

export interface ChangeOwnerContext {
  request: ChangeOwnerInput['request'];
  /** Members that can become the applicant (the company's members except the current one). */
  members: ListMember[];
  /** The chosen member's citizen id ('' = 'Selecciona un miembro'). */
  selected: string;
  notice: OwnerNotice | null;
  /** The backend accepted the change. */
  changed: boolean;
  /** The read that shows the request's applicant (input `lookup`). */
  lookup: ListRequest;
  /** The member of a change whose outcome is still unknown (issue 25); null when none. */
  unchecked: string | null;
  /** Why the selector is back after a check (issue 25); null when none. */
  checkNotice: CheckNotice | null;
}

export type ChangeOwnerEvent = { type: 'member.select'; citizenId: string } | { type: 'owner.submit' } | { type: 'owner.retry' } | { type: 'owner.close' };

/** What the chart ends with. */
export interface ChangeOwnerOutput {
  changed: boolean;
}

/** The notice of a failed change: the server's msg of a refusal, else 'Ha ocurrido un error'. */
export function failureNotice(error: unknown): OwnerNotice {
  const failure = failureOf(error);
  return failure?.kind === 'rejected' && failure.message ? { text: failure.message } : { key: 'errors.generic' };
}

export const changeOwnerMachine = setup({
  types: {
    context: {} as ChangeOwnerContext,
    events: {} as ChangeOwnerEvent,
    input: {} as ChangeOwnerInput,
    output: {} as ChangeOwnerOutput,
  },
  actors: {
    loadMembers: fromPromise<ListMember[], { companyId: number }>(async ({ input }) => unwrap(await getCompanyMemberList(input.companyId))),
    sendOwnerChange: fromPromise<{ msg: string }, ChangeOwnerBody>(async ({ input }) => unwrap(await changeRequestOwner(input))),
    checkOwner: fromPromise<RequestListPage, ListRequest>(async ({ input }) => unwrap(await getListPage(input))),
  },
  guards: {
    /** A member of the list is chosen. */
    hasMember: ({ context }) => context.members.some((m) => m.citizen_id === context.selected),
    /** The chosen member is the one of a change whose outcome is still unknown: read first (issue 25). */
    hasUncheckedChange: ({ context }) => context.unchecked !== null && context.unchecked === context.selected,
    /** POST /change/user/request/number got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the page read again. The request is listed with the unchecked member as its applicant. */
    isOwnerChanged: ({ context }, page: RequestListPage) => {
      const item = page.data.find((i) => i.id === context.request.id);
      return !!item && context.unchecked !== null && isRequestOwner(context.unchecked, item.doc_identification);
    },
    /** Params: the page read again lists the request (with another applicant). */
    isRequestListed: ({ context }, page: RequestListPage) => page.data.some((i) => i.id === context.request.id),
  },
  actions: {
    assignMembers: assign(({ context }, members: ListMember[]) => ({
      members: members.filter((m) => !isRequestOwner(m.citizen_id, context.request.doc_identification)),
    })),
    // Stryker disable next-line ConditionalExpression: equivalent, assignSelected is wired to member.select only
    assignSelected: assign(({ event }) => (event.type === 'member.select' ? { selected: event.citizenId } : {})),
    assignChanged: assign((_, output: { msg: string }) => ({
      changed: true,
      notice: output.msg ? { text: output.msg } : { key: 'desk.changeOwner.changed' as const },
    })),
    /** The failure of `sendOwnerChange` (the xstate.error.actor event carries it). */
    assignFailure: assign(({ event }) => ({ changed: false, notice: failureNotice('error' in event ? event.error : null) })),
    /** The change being sent, its outcome unknown: the chosen member. */
    markUnchecked: assign({ unchecked: ({ context }) => context.selected }),
    clearCheckNotice: assign({ checkNotice: null }),
    /** The check found the chosen member as the applicant: changed (its server msg was lost). */
    assignCheckedChange: assign({ changed: true, unchecked: null, notice: { key: 'desk.changeOwner.changed' as const } }),
    /** Params: the page read again, which lists the request with another applicant: it did not arrive. */
    assignNotReceived: assign(({ context }, page: RequestListPage) => {
      const item = page.data.find((i) => i.id === context.request.id);
      return { unchecked: null, checkNotice: { key: 'desk.changeOwner.notReceived' as const, params: { name: item ? applicantName(item) : '' } } };
    }),
    /** The check could not tell: said so; the change stays unchecked. */
    assignUnchecked: assign({ checkNotice: { key: 'desk.changeOwner.outcomeUnchecked' as const } }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it (deskRequests names the child by its invoke id)
  id: 'changeOwner',
  context: ({ input }) => ({
    request: input.request,
    members: [],
    selected: '',
    notice: null,
    changed: false,
    lookup: input.lookup,
    unchecked: null,
    checkNotice: null,
  }),
  initial: 'loadingMembers',
  output: ({ context }) => ({ changed: context.changed }),
  states: {
    loadingMembers: {
      tags: ['busy'],
      meta: { spec: "spec 001 §2.1 'Cambiar propietario' (members of the request's company)", shows: ['desk.changeOwner.title', 'loader'] },
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({ companyId: Number(context.request.company_id) }),
        onDone: { target: 'choosing', actions: { type: 'assignMembers', params: ({ event }) => event.output } },
        onError: { target: 'membersFailed' },
      },
    },
    membersFailed: {
      meta: {
        spec: "spec 001 §2.1 'Cambiar propietario' (members could not be read)",
        shows: ['desk.changeOwner.title', 'desk.changeOwner.membersFailed', 'common.retry'],
      },
      on: { 'owner.retry': 'loadingMembers', 'owner.close': 'done' },
    },
    choosing: {
      meta: {
        spec: "spec 001 §2.1 'Cambiar propietario': member selector, first option 'Selecciona un miembro', ENVIAR",
        shows: ['desk.changeOwner.title', 'desk.changeOwner.selectMember', 'member options', 'desk.changeOwner.send', 'check notice'],
      },
      on: {
        'member.select': { actions: 'assignSelected' },
        'owner.submit': [
          // Issue 25: after a change whose outcome stayed unknown, ENVIAR of that member reads first.
          { guard: 'hasUncheckedChange', target: 'checking', actions: 'clearCheckNotice' },
          { guard: 'hasMember', target: 'sending', actions: 'clearCheckNotice' },
        ],
        'owner.close': 'done',
      },
    },
    sending: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 change request owner (request_code, new_citizen_id, company_id)', shows: ['desk.changeOwner.title', 'send loader'] },
      invoke: {
        id: 'sendOwnerChange',
        src: 'sendOwnerChange',
        input: ({ context }) => ({
          request_code: context.request.code ?? '',
          new_citizen_id: context.selected,
          company_id: Number(context.request.company_id),
        }),
        onDone: { target: 'informing', actions: { type: 'assignChanged', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
          { target: 'informing', actions: 'assignFailure' },
        ],
      },
    },
    checking: {
      tags: ['busy', 'checking'],
      meta: {
        spec: "spec 001 §7 change request owner with an unknown outcome (issue 25): the desk list read again (spec 001 §7 'Desk and lists', search by request number)",
        shows: ['desk.changeOwner.title', 'send loader', 'desk.changeOwner.checkingOutcome'],
      },
      invoke: {
        id: 'checkOwner',
        src: 'checkOwner',
        input: ({ context }) => context.lookup,
        onDone: [
          { guard: { type: 'isOwnerChanged', params: ({ event }) => event.output }, target: 'informing', actions: 'assignCheckedChange' },
          {
            guard: { type: 'isRequestListed', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'assignNotReceived', params: ({ event }) => event.output },
          },
          { target: 'choosing', actions: 'assignUnchecked' },
        ],
        onError: { target: 'choosing', actions: 'assignUnchecked' },
      },
    },
    informing: {
      meta: {
        spec: 'spec 001 §2.1 "The server message (msg) of … owner-change actions is shown in an information or success dialog"',
        shows: ['desk.changeOwner.information', 'notice'],
      },
      on: { 'owner.close': 'done' },
    },
    done: {
      type: 'final',
      meta: { spec: "spec 001 §2.1 'Cambiar propietario' closed (the requests list behind it)", shows: ['the modal closes', 'the requests list'] },
    },
  },
});
