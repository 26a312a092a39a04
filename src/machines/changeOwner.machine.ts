/**
 * 'Cambiar propietario' modal statechart (spec 001 §2.1 Requests tab "Change owner modal 'Cambiar
 * propietario' with a member selector (first option 'Selecciona un miembro') and button ENVIAR",
 * Companies tab "The server message (msg) of representative and owner-change actions is shown in an
 * information or success dialog", §7 change request owner with request_code, new_citizen_id,
 * company_id; responses carry success and msg). Invoked by src/machines/deskRequests.machine.ts.
 *
 *   loadingMembers ──done──▶ choosing ──owner.submit [hasMember]──▶ sending ──done──▶ informing ──owner.close──▶ done
 *        │ error              │ member.select                        │ error ─────────▶ informing
 *        ▼                    │ owner.close ──▶ done                  (busy: submit/close ignored)
 *   membersFailed ──owner.retry──▶ loadingMembers;  owner.close ──▶ done
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
 */
import { assign, fromPromise, setup } from 'xstate';
import { changeRequestOwner, getCompanyMemberList, type ChangeOwnerBody, type ListMember, type RequestListItem } from '../api/requestLists';
import { failureOf, unwrap } from '../api/result';
import { isRequestOwner } from '../domain/roles';
import type { MessageKey } from '../messages/es';

export type { ChangeOwnerBody, ListMember };

/** Input: the request whose owner changes (its `code`, `company_id` and current applicant `doc_identification`). */
export interface ChangeOwnerInput {
  request: Pick<RequestListItem, 'id' | 'code' | 'company_id' | 'doc_identification'>;
}

/** What the information dialog says: the server's msg, or a message key when there is none. */
export type OwnerNotice = { text: string } | { key: MessageKey };

export interface ChangeOwnerContext {
  request: ChangeOwnerInput['request'];
  /** Members that can become the applicant (the company's members except the current one). */
  members: ListMember[];
  /** The chosen member's citizen id ('' = 'Selecciona un miembro'). */
  selected: string;
  notice: OwnerNotice | null;
  /** The backend accepted the change. */
  changed: boolean;
}

export type ChangeOwnerEvent =
  | { type: 'member.select'; citizenId: string }
  | { type: 'owner.submit' }
  | { type: 'owner.retry' }
  | { type: 'owner.close' };

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
  // Stryker disable next-line ObjectLiteral: type declarations only (erased at run time)
  types: {
    context: {} as ChangeOwnerContext,
    events: {} as ChangeOwnerEvent,
    input: {} as ChangeOwnerInput,
    output: {} as ChangeOwnerOutput,
  },
  // Stryker disable next-line ObjectLiteral: registers the real IO actors only; every test provides its own loadMembers and sendOwnerChange by name
  actors: {
    // Stryker disable next-line all: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
    loadMembers: fromPromise<ListMember[], { companyId: number }>(async ({ input }) => unwrap(await getCompanyMemberList(input.companyId))),
    // Stryker disable next-line all: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
    sendOwnerChange: fromPromise<{ msg: string }, ChangeOwnerBody>(async ({ input }) => unwrap(await changeRequestOwner(input))),
  },
  guards: {
    /** A member of the list is chosen. */
    hasMember: ({ context }) => context.members.some((m) => m.citizen_id === context.selected),
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
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it (deskRequests names the child by its invoke id)
  id: 'changeOwner',
  context: ({ input }) => ({ request: input.request, members: [], selected: '', notice: null, changed: false }),
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
      meta: { spec: "spec 001 §2.1 'Cambiar propietario' (members could not be read)", shows: ['desk.changeOwner.title', 'desk.changeOwner.membersFailed', 'common.retry'] },
      on: { 'owner.retry': 'loadingMembers', 'owner.close': 'done' },
    },
    choosing: {
      meta: {
        spec: "spec 001 §2.1 'Cambiar propietario': member selector, first option 'Selecciona un miembro', ENVIAR",
        shows: ['desk.changeOwner.title', 'desk.changeOwner.selectMember', 'member options', 'desk.changeOwner.send'],
      },
      on: {
        'member.select': { actions: 'assignSelected' },
        'owner.submit': { guard: 'hasMember', target: 'sending' },
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
        onError: { target: 'informing', actions: 'assignFailure' },
      },
    },
    informing: {
      meta: { spec: 'spec 001 §2.1 "The server message (msg) of … owner-change actions is shown in an information or success dialog"', shows: ['desk.changeOwner.information', 'notice'] },
      on: { 'owner.close': 'done' },
    },
    done: {
      type: 'final',
      meta: { spec: "spec 001 §2.1 'Cambiar propietario' closed (the requests list behind it)", shows: ['the modal closes', 'the requests list'] },
    },
  },
});
