/**
 * Representative manager of a company account (base role 2) in the desk's Companies tab (spec 001
 * §2.1 Companies tab "A representative (rolBase 2) sees a representative manager ... Representative
 * add ... Deleting asks ...", §3 Representative / member, §5 Invite member, §7 company and
 * representative calls, §8 Second representative; spec 000 §7 member calls).
 *
 *   loading ──done──▶ ready.idle ◀───────────────────────────────────────────────┐
 *      ▲  └─error─▶ failed ──list.retry──▶ loading                                │
 *      │           idle ──representative.add [hasRepresentative]──▶ blocked ──dialog.close┤
 *      │           idle ──representative.add──▶ adding.editing ──user.search [isValidDocument]──▶ searching
 *      │                                          ▲   └──dialog.close──▶ idle          │ done ▼   │ error
 *      │                                          └── document.change ── found ◀──────┘        ▼ editing
 *      │                                          found ──invitation.send──▶ inviting ──rejected──▶ refused ──dialog.close──▶ found
 *      │                                          inviting ──unknown──▶ checkingInvitation ──listed──▶ message
 *      │                                                                   └──not listed / failed──▶ invitationUnknown ──invitation.send──▶ inviting
 *      │           idle ──representative.delete [isListedRepresentative]──▶ deletion (child `removal`)
 *      │                                          deletion ──removed──▶ message; kept (cancelled, refused, failed, not gone) ──▶ idle
 *      └──dialog.close── message ◀────────────── done (invitation sent / representative deleted)
 *
 * - `loading`: GET /get/all/representatives/from/my/company; the list titled 'Representante' or
 *   the empty text 'Favor agregar representantes para su empresa.'; a failed load shows the error
 *   block with a retry (`failed`).
 * - 'Agregar representante' while a representative exists is blocked BEFORE any call: an
 *   information dialog says the current one must be deleted first (desk.companies.oneRepresentativeOnly).
 * - Search by citizen_id: the input mask keeps up to 20 digits (domain/members maskMemberDocument);
 *   empty → 'Este campo es requerido'; fewer than 9 characters → 'Digite un número de documento de
 *   identidad válido' (spec 001 §5 Invite member, §9); nothing is sent. Else GET
 *   /get/basic/user/information/{citizen_id}; `success: false` → 'No se encontró un usuario con este
 *   documento.' under the field; any other failure → toast 'Ha ocurrido un error', back to editing.
 * - Found user shown (name, document, e-mail); 'Enviar invitación' → GET
 *   /send/membership/invitation?citizen_id=<found user's citizen_id>. The server msg is shown in a
 *   success dialog (`message`), or in an information dialog when refused (`refused`, back to the
 *   found user with nothing lost). Closing the success dialog reloads the list.
 * - Delete: '¿Estas seguro?' / 'Eliminarás al representante {id}!' ({id} the document as 3-7-1), then
 *   POST /delete/company/member `{ member_rol, citizen_id, company_id }` (the representative's
 *   rol_id and citizen_id, the company's id); server msg in a success dialog then reload, or in an
 *   information dialog when refused.
 * - Busy states (`searching`, `inviting`, the checks, the child's `removing` and `checking`) ignore
 *   repeated events: a double click sends once. A failed call (HTTP 500, a JSON answer without what is promised, expired
 *   session) shows the toast 'Ha ocurrido un error' and returns to the editable state it came from.
 * - Unknown outcome (issue 25 "Unknown is not failed": no readable answer, src/api/outcome.ts):
 *   - Deletion (the child `removal`, memberRemoval.machine.ts, shared with the member list;
 *     'Eliminar', 'Cancelar' and closing its information dialog are sent to it): its `checking` says
 *     'No sabemos si el cambio llegó al ministerio. Estamos comprobándolo…' while the
 *     representatives are read again (the child's `checkMembers`, here the representatives' call). The representative is gone → the success dialog (its server msg was lost: 'Éxito');
 *     still listed → the list as read and 'no llegó' (toast); the read failed → said so (toast), and
 *     the next confirmed deletion of that representative reads again before sending (one intent, one
 *     deletion).
 *   - Invitation (GET /send/membership/invitation acts on the server: it stores an invitation and
 *     e-mails its link): `checkingInvitation` reads the representatives (same text). The invitee
 *     listed (the invitation arrived and was already accepted) → the success dialog ('Éxito'). Else
 *     `invitationUnknown`: no call of the contract shows a pending invitation (spec 000 §7, openapi
 *     identity `members`), so the outcome stays unknown and the dialog says so honestly: if the
 *     invitee gets no e-mail, the invitation can be sent again — only by an explicit 'Enviar de
 *     nuevo' (nothing is re-sent on its own), and a second invitation is safe: the server keeps one
 *     representative per company (spec 001 §2.1, §8), so the worst is a second e-mail whose link
 *     makes the same person representative once.
 *
 * IO only through the named actors `loadRepresentatives` (also as `checkRepresentatives`, and as the
 * child's `checkMembers`), `findUser`, `sendInvitation` and the child `removal`; the toast through
 * `notifyError` (the view
 * provides it).
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { getMyCompanyRepresentatives, sendMembershipInvitation, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../api/companyMembers';
import { unwrap } from '../../api/result';
import { isRepresentativeLimitReached } from '../../domain/members';
import type { MessageKey } from '../../messages/es';
import { isOutcomeUnknown } from '../outcome';
import { memberRemovalMachine, uncheckedAfter, type MemberRemovalEvent, type MemberRemovalOutput } from './memberRemoval.machine';
import {
  changedDocument,
  deleteMemberBody,
  documentErrorOf,
  findUser,
  isRejected,
  isValidDocument,
  notFound,
  refusalDialog,
  successDialog,
  withoutSearch,
  type MemberSearchContext,
  type MemberSearchEvent,
} from './memberSearch';
import type { ServerDialog } from './serverDialog';

export type { BasicUser, CompanyMember, DeleteMemberBody, ServerDialog };

/** Input: the company account's company id (`user.company_id`; used when a member lacks it). */
export interface RepresentativesInput {
  companyId: number | null;
}

export interface RepresentativesContext extends MemberSearchContext {
  companyId: number | null;
  /** The company's representatives (at most one). */
  representatives: CompanyMember[];
  /** The representative whose deletion is being confirmed / sent. */
  target: CompanyMember | null;
  /** What the success / information dialog shows. */
  dialog: ServerDialog | null;
  /** A deletion whose outcome is still unknown (issue 25): the representative's citizen id; null when none. */
  uncheckedDeletion: string | null;
}

export type RepresentativesEvent =
  | { type: 'list.retry' }
  | { type: 'representative.add' }
  | MemberSearchEvent
  | { type: 'invitation.send' }
  | { type: 'representative.delete'; citizenId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'dialog.close' };

/** GET /get/all/representatives/from/my/company: the signed-in company account's representatives. */
const readRepresentatives = async () => unwrap(await getMyCompanyRepresentatives());

export const representativesMachine = setup({
  types: {
    context: {} as RepresentativesContext,
    events: {} as RepresentativesEvent,
    input: {} as RepresentativesInput,
    children: {} as { removal: 'removal' },
  },
  actors: {
    loadRepresentatives: fromPromise<CompanyMember[]>(readRepresentatives),
    findUser,
    sendInvitation: fromPromise<string, string>(async ({ input }) => unwrap(await sendMembershipInvitation(input))),
    /** The deletion of the representative: confirmation, POST /delete/company/member, its outcome checked on this list. */
    removal: memberRemovalMachine.provide({ actors: { checkMembers: fromPromise<CompanyMember[], number>(readRepresentatives) } }),
  },
  guards: {
    /** A representative is listed: a second one is blocked (spec 001 §2.1, §8; src/domain/members.ts). */
    hasRepresentative: ({ context }) => isRepresentativeLimitReached(context.representatives),
    /** Required and at least 9 characters (spec 001 §5 Invite member). */
    isValidDocument,
    /** The event names a listed representative. */
    isListedRepresentative: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to representative.delete only (the test narrows the event's type).
      event.type === 'representative.delete' && context.representatives.some((r) => r.citizen_id === event.citizenId),
    /** The server answered `success: false` (its msg goes in an information dialog). */
    isRejected,
    /** The call got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the deletion's output. The representative was deleted. */
    isRemoved: (_, output: MemberRemovalOutput) => output.removed,
    /** Params: the deletion's output. It ended with a toast to show. */
    hasNotice: (_, output: MemberRemovalOutput) => output.notice !== null,
    /** Params: the representatives read again. The invited user is listed (the invitation was accepted). */
    isInviteeListed: ({ context }, list: CompanyMember[]) =>
      // Stryker disable next-line OptionalChaining: equivalent, `checkingInvitation` is only entered through `inviting`, from `found` or `invitationUnknown`, where a user is found.
      list.some((r) => r.citizen_id === context.found?.citizen_id),
  },
  actions: {
    assignRepresentatives: assign({ representatives: (_, list: CompanyMember[]) => list }),
    resetSearch: assign(withoutSearch),
    assignDocument: assign((_, params: { value: string }) => changedDocument(params.value)),
    assignDocumentError: assign(({ context }) => documentErrorOf(context)),
    // Stryker disable next-line ObjectLiteral: equivalent, a field error is only ever cleared by document.change before a valid search (changedDocument clears it).
    clearDocumentError: assign({ documentError: null }),
    assignNotFound: assign(notFound),
    assignFound: assign({ found: (_, user: BasicUser) => user }),
    assignTarget: assign({
      target: ({ context, event }) =>
        // Stryker disable next-line ConditionalExpression: equivalent, wired to representative.delete after isListedRepresentative, and a company lists at most one representative (spec 001 §2.1, §8).
        event.type === 'representative.delete' ? (context.representatives.find((r) => r.citizen_id === event.citizenId) ?? null) : null,
    }),
    clearTarget: assign({ target: null }),
    assignDialog: assign({ dialog: (_, dialog: ServerDialog) => dialog }),
    clearDialog: assign({ dialog: null }),
    /** Params: the event for the child `removal` ('Eliminar', 'Cancelar', closing its information dialog). */
    toRemoval: sendTo('removal', (_, event: MemberRemovalEvent) => event),
    /**
     * Params: the deletion's output. The representatives it read, its success dialog, and whether a
     * deletion stays unchecked (issue 25, {@link uncheckedAfter}).
     */
    assignDeletion: assign(({ context }, output: MemberRemovalOutput) => ({
      ...(output.members ? { representatives: output.members } : {}),
      dialog: output.removed ? output.dialog : null,
      // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, `deletion` is only entered with a listed representative as the target.
      uncheckedDeletion: uncheckedAfter(output, context.uncheckedDeletion, (id) => id === context.target?.citizen_id, context.target?.citizen_id ?? ''),
    })),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  id: 'representatives',
  context: ({ input }) => ({
    companyId: input.companyId,
    representatives: [],
    ...withoutSearch,
    target: null,
    dialog: null,
    uncheckedDeletion: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §2.1 Companies tab (representative manager)', shows: ['loading'] },
      invoke: {
        id: 'loadRepresentatives',
        src: 'loadRepresentatives',
        onDone: { target: 'ready', actions: { type: 'assignRepresentatives', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      meta: { spec: 'spec 001 §2.1 Companies tab; docs/ARCHITECTURE.md "No blank page"', shows: ['errors.loadFailed', 'common.retry'] },
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      meta: {
        spec: 'spec 001 §2.1 Companies tab (representative manager)',
        shows: [
          'desk.companies.addRepresentative',
          'desk.companies.viewMembers',
          'desk.companies.representativeTitle',
          'representatives or desk.companies.noRepresentatives',
        ],
      },
      states: {
        idle: {
          meta: { spec: 'spec 001 §2.1 Companies tab', shows: ['delete button per representative'] },
          on: {
            'representative.add': [
              { guard: 'hasRepresentative', target: 'blocked' },
              {
                target: 'adding',
                // Stryker disable next-line StringLiteral: equivalent, the search is also reset when the dialog closes (and after an invitation); either reset alone leaves it empty.
                actions: 'resetSearch',
              },
            ],
            'representative.delete': { guard: 'isListedRepresentative', target: 'deletion', actions: 'assignTarget' },
          },
        },
        blocked: {
          meta: {
            spec: 'spec 001 §2.1 "Only one representative is allowed per company", §8 Second representative',
            shows: ['desk.companies.information', 'desk.companies.oneRepresentativeOnly'],
          },
          on: { 'dialog.close': 'idle' },
        },
        adding: {
          initial: 'editing',
          meta: {
            spec: 'spec 001 §2.1 Representative add, §5 Invite member',
            shows: ['desk.companies.addRepresentative dialog', 'desk.companies.searchDocument'],
          },
          on: {
            'dialog.close': {
              target: 'idle',
              // Stryker disable next-line StringLiteral: equivalent, the search is also reset when the dialog opens; either reset alone leaves it empty.
              actions: 'resetSearch',
            },
          },
          states: {
            editing: {
              meta: { spec: 'spec 001 §2.1 Representative add, §5 Invite member, §9', shows: ['desk.companies.searchUser', 'field error'] },
              on: {
                'document.change': { actions: { type: 'assignDocument', params: ({ event }) => ({ value: event.value }) } },
                'user.search': [
                  {
                    guard: 'isValidDocument',
                    target: 'searching',
                    // Stryker disable next-line StringLiteral: equivalent, a field error is only ever cleared by document.change before a valid search (changedDocument clears it).
                    actions: 'clearDocumentError',
                  },
                  { actions: 'assignDocumentError' },
                ],
              },
            },
            searching: {
              tags: ['busy'],
              meta: { spec: 'spec 001 §2.1 "search by citizen_id"', shows: ['search loader'] },
              invoke: {
                id: 'findUser',
                src: 'findUser',
                input: ({ context }) => context.document,
                onDone: { target: 'found', actions: { type: 'assignFound', params: ({ event }) => event.output } },
                onError: [
                  { guard: 'isRejected', target: 'editing', actions: 'assignNotFound' },
                  { target: 'editing', actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
                ],
              },
            },
            found: {
              meta: { spec: 'spec 001 §2.1 "search by citizen_id, then send an invitation"', shows: ['found user', 'desk.companies.sendInvitation'] },
              on: {
                'document.change': { target: 'editing', actions: { type: 'assignDocument', params: ({ event }) => ({ value: event.value }) } },
                'invitation.send': 'inviting',
              },
            },
            inviting: {
              tags: ['busy'],
              meta: { spec: 'spec 001 §2.1 Representative add; spec 000 §7 send/membership/invitation', shows: ['found user', 'send loader'] },
              invoke: {
                id: 'sendInvitation',
                src: 'sendInvitation',
                // Stryker disable next-line OptionalChaining: equivalent, `inviting` is only entered from `found` (a user is found).
                input: ({ context }) => context.found?.citizen_id ?? context.document,
                onDone: {
                  target: '#representatives.ready.message',
                  actions: [{ type: 'assignDialog', params: ({ event }) => successDialog(event.output) }, 'resetSearch'],
                },
                onError: [
                  { guard: 'isRejected', target: 'refused', actions: { type: 'assignDialog', params: ({ event }) => refusalDialog(event) } },
                  { guard: 'isOutcomeUnknown', target: 'checkingInvitation' },
                  { target: 'found', actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
                ],
              },
            },
            checkingInvitation: {
              tags: ['busy', 'checking'],
              meta: {
                spec: 'spec 001 §2.1 Representative add with an unknown outcome (issue 25): the representatives read again, spec 000 §7 get/all/representatives/from/my/company',
                shows: ['found user', 'send loader', 'desk.companies.checkingOutcome'],
              },
              invoke: {
                id: 'checkRepresentatives',
                src: 'loadRepresentatives',
                onDone: [
                  {
                    guard: { type: 'isInviteeListed', params: ({ event }) => event.output },
                    target: '#representatives.ready.message',
                    actions: [
                      { type: 'assignRepresentatives', params: ({ event }) => event.output },
                      { type: 'assignDialog', params: successDialog('') },
                      'resetSearch',
                    ],
                  },
                  { target: 'invitationUnknown', actions: { type: 'assignRepresentatives', params: ({ event }) => event.output } },
                ],
                onError: 'invitationUnknown',
              },
            },
            invitationUnknown: {
              meta: {
                spec: 'spec 001 §2.1 Representative add with an unknown outcome (issue 25): no call of the contract shows a pending invitation (spec 000 §7)',
                shows: ['found user', 'desk.companies.invitationUnknown', 'desk.companies.sendAgain'],
              },
              on: {
                'document.change': { target: 'editing', actions: { type: 'assignDocument', params: ({ event }) => ({ value: event.value }) } },
                // Issue 25: sent again only by this explicit choice; the server keeps one representative per company.
                'invitation.send': 'inviting',
              },
            },
            refused: {
              meta: { spec: 'spec 001 §2.1 "server message ... in an information or success dialog"', shows: ['desk.companies.information', 'server msg'] },
              on: { 'dialog.close': { target: 'found', actions: 'clearDialog' } },
            },
          },
        },
        deletion: {
          meta: {
            spec: 'spec 001 §2.1 "Deleting asks ¿Estas seguro? with Eliminarás al representante {id}!"; the child `removal` (memberRemoval.machine.ts) asks, sends and checks',
            shows: ['desk.companies.deleteRepresentative', 'the child removal'],
          },
          invoke: {
            id: 'removal',
            src: 'removal',
            input: ({ context }) => ({
              // Stryker disable next-line OptionalChaining: equivalent, `deletion` is only entered from `idle` with a listed representative as the target.
              body: deleteMemberBody(context.target, context.target?.company_id ?? context.companyId ?? 0),
              // The deletion of this representative whose outcome is still unknown (null, the none, is no citizen id).
              // Stryker disable next-line OptionalChaining: equivalent, `deletion` is only entered from `idle` with a listed representative as the target.
              unchecked: context.uncheckedDeletion === context.target?.citizen_id,
            }),
            onDone: [
              {
                guard: { type: 'isRemoved', params: ({ event }) => event.output },
                target: 'message',
                actions: [{ type: 'assignDeletion', params: ({ event }) => event.output }, 'clearTarget'],
              },
              {
                guard: { type: 'hasNotice', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'assignDeletion', params: ({ event }) => event.output },
                  'clearTarget',
                  // Stryker disable next-line StringLiteral: equivalent, guarded by hasNotice (the output names its toast)
                  { type: 'notifyError', params: ({ event }) => ({ key: event.output.notice ?? 'errors.generic' }) },
                ],
              },
              { target: 'idle', actions: [{ type: 'assignDeletion', params: ({ event }) => event.output }, 'clearTarget'] },
            ],
          },
          on: {
            'delete.confirm': { actions: { type: 'toRemoval', params: { type: 'removal.confirm' } } },
            'delete.cancel': { actions: { type: 'toRemoval', params: { type: 'removal.cancel' } } },
            'dialog.close': { actions: { type: 'toRemoval', params: { type: 'dialog.close' } } },
          },
        },
        message: {
          meta: { spec: 'spec 001 §2.1 "server message ... in an information or success dialog"', shows: ['common.success', 'server msg'] },
          on: { 'dialog.close': { target: '#representatives.loading', actions: 'clearDialog' } },
        },
      },
    },
  },
});
