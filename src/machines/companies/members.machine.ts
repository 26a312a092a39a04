/**
 * Member-list dialog of one company in the desk's Companies tab (spec 001 §2.1 Companies tab "A
 * company member-list dialog ...", "Member management ...", §3 Representative / member, §5 Invite
 * member, §6 Member roles, §7 company calls, §9; spec 000 §7 member calls).
 *
 *   loading ──done──▶ ready.browsing ◀──────────────────────────────────────────────────┐
 *     ▲  └─error─▶ failed ──list.retry──▶ loading                                          │
 *     │   ready: page.change [isOtherPage] (any sub-state)                                  │
 *     │   browsing ──user.search [canManage ∧ isValidDocument]──▶ searching ──done──▶ found ──member.add──▶ adding
 *     │   browsing ──member.remove [canRemove]──▶ removal (child `removal`) ──removed──▶ done; kept ──▶ browsing
 *     │   browsing ──member.contact [isResponsible]──▶ contact ──dialog.close──▶ browsing
 *     │   browsing ──member.requests [isResponsible] / showRequests                         │
 *     │   adding ──rejected──▶ addRefused ──dialog.close──▶ found                          │
 *     └── dialog.close ── done ◀── adding succeeded / removal ended removed                 │
 *
 * - Columns (spec 001 §2.1): name, first last name, citizen, phone, occupation, rol_name; paged on
 *   the client, {@link MEMBERS_PAGE_SIZE} (5, chosen) a page, because the call answers the whole list
 *   (openapi getCompanyMembers). Empty text 'En estos momento no existe miembros asociados a esta
 *   empresa.'
 * - `manage` (input): the viewer's member role in this company is the representative role (spec 001
 *   §6). Without it (the restricted base role, the company account's 'Ver miembros') the table is
 *   the reduced one: no delete column and no search/add form; the events are refused by `canManage`.
 * - Search by document (spec 001 §2.1, §5, §9): the mask keeps up to 20 digits; empty → 'Este campo
 *   es requerido', fewer than 9 → 'Digite un número de documento de identidad válido', nothing sent.
 *   Else GET /get/basic/user/information/{document}; `success: false` → 'No se encontró un usuario
 *   con este documento.'; other failures → toast 'Ha ocurrido un error'.
 * - Add: POST /add/automatic/company/member `{ citizen_id: found user's, company_id }`. Remove: the
 *   child `removal` (memberRemoval.machine.ts, shared with the representative manager) asks
 *   '¿Estas seguro?' / 'Eliminarás al miembro {id}!', then POST /delete/company/member `{ member_rol:
 *   member's rol_id, citizen_id, company_id }`; 'Eliminar', 'Cancelar' and closing its information
 *   dialog are sent to it. The server msg shows in a success dialog (closing it reloads the list, page
 *   kept when it still exists) or, when refused, an information dialog; other failures toast 'Ha
 *   ocurrido un error' and nothing typed is lost.
 * - 'Responsable' members (spec 001 §2.1 "extra buttons 'Solicitudes' and 'Usuario a Cargo'; their
 *   behaviour is not shown" — decided here): 'Usuario a Cargo' opens a contact card of that member,
 *   the person in charge (name, document, phone, e-mail, occupation, role) — state `contact`;
 *   'Solicitudes' runs `showRequests({ companyId, applicant })` (the view closes the dialog and opens
 *   the Requests tab filtered by this company and that applicant).
 * - Unknown outcome (issue 25 "Unknown is not failed": the answer of the add or the removal was lost,
 *   src/api/outcome.ts): `checkingAdded` / the child's `checking` say 'No sabemos si el cambio llegó al
 *   ministerio. Estamos comprobándolo…' while the members are read again (`checkMembers`, the list
 *   call). The member is listed (added) / no longer listed (removed) → the success dialog (its server
 *   msg was lost: 'Éxito'); not → the list as read and 'no llegó' (toast), the found user or the list
 *   kept; the read failed → said so (toast), and the next 'Agregar' of that user / confirmed removal
 *   of that member reads again before sending (one intent, one change; another user or member is
 *   another intent, sent at once). `unchecked` holds one such change (the last one whose outcome
 *   stayed unknown); the removal child is told whether it is the removal of its member.
 * - Busy states (`loading`, `searching`, `adding`, the checks, the child's `removing` and `checking`)
 *   ignore repeated events.
 *
 * IO only through the named actors `loadMembers` (also as `checkMembers`), `findUser`, `addMember` and the child `removal`; the
 * toast through `notifyError` and the requests shortcut through `showRequests` (the view provides both).
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { addCompanyMember, getCompanyMembers, type AddMemberBody, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../api/companyMembers';
import { unwrap } from '../../api/result';
import { MEMBERS_PAGE_SIZE, isResponsibleMember, pageCount } from '../../domain/members';
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

export type { AddMemberBody, BasicUser, CompanyMember, DeleteMemberBody, ServerDialog };
export { MEMBERS_PAGE_SIZE };

/** Input: the company and whether the viewer manages its members (representative member role). */
export interface MembersInput {
  company: { id: number; company_name: string };
  manage: boolean;
}

/** What 'Solicitudes' of a 'Responsable' member asks the page to show. */
export interface ShowRequestsParams {
  companyId: number;
  /** The member's citizen id (the applicant filter of the company request list). */
  applicant: string;
}

export interface MembersContext extends MemberSearchContext {
  company: { id: number; company_name: string };
  manage: boolean;
  members: CompanyMember[];
  /** Current page, 1-based. */
  page: number;
  /** The member being removed, or whose contact card is open. */
  target: CompanyMember | null;
  dialog: ServerDialog | null;
  /** An addition or removal whose outcome is still unknown (issue 25): which, and whose citizen id; null when none. */
  unchecked: UncheckedMemberChange | null;
}

/** See {@link MembersContext.unchecked}. */
export interface UncheckedMemberChange {
  kind: 'add' | 'remove';
  citizenId: string;
}

export type MembersEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; page: number }
  | MemberSearchEvent
  | { type: 'member.add' }
  | { type: 'member.remove'; citizenId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'member.contact'; citizenId: string }
  | { type: 'member.requests'; citizenId: string }
  | { type: 'dialog.close' };

/** The loaded list; the page is kept when it still exists (after an addition or removal). */
const listOf = (context: MembersContext, members: CompanyMember[]) => ({ members, page: Math.min(context.page, pageCount(members.length, MEMBERS_PAGE_SIZE)) });

const memberOf = (context: MembersContext, citizenId: string) => context.members.find((m) => m.citizen_id === citizenId);
const eventMember = (context: MembersContext, event: MembersEvent) => ('citizenId' in event ? memberOf(context, event.citizenId) : undefined);

/** The unchecked change of removing `target` (issue 25). */
// Stryker disable next-line OptionalChaining,StringLiteral: equivalent, called only in `removal`, entered with the confirmed target set
const removalOf = (target: CompanyMember | null): UncheckedMemberChange => ({ kind: 'remove', citizenId: target?.citizen_id ?? '' });
/** Whether `change` is the removal of `target`. */
// Stryker disable next-line OptionalChaining: equivalent, called only in `removal` (its input, its end), entered with the confirmed target set
const isRemovalOf = (change: UncheckedMemberChange, target: CompanyMember | null) => change.kind === 'remove' && change.citizenId === target?.citizen_id;
/** Removing the target again while that removal's outcome is unknown: the child reads the members first (issue 25). */
const isUncheckedRemoval = (context: MembersContext) => context.unchecked !== null && isRemovalOf(context.unchecked, context.target);

export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as MembersInput,
    children: {} as { removal: 'removal' },
  },
  actors: {
    loadMembers: fromPromise<CompanyMember[], number>(async ({ input }) => unwrap(await getCompanyMembers(input))),
    findUser,
    addMember: fromPromise<string, AddMemberBody>(async ({ input }) => unwrap(await addCompanyMember(input))),
    /** The removal of a member: confirmation, POST /delete/company/member, its outcome (memberRemoval.machine.ts). */
    removal: memberRemovalMachine,
  },
  guards: {
    /** The viewer's member role is the representative role (spec 001 §6). */
    canManage: ({ context }) => context.manage,
    /**
     * The document is required and at least 9 characters (spec 001 §2.1, §5). Only a managing viewer
     * can type one (`document.change` needs `canManage`), so a restricted viewer's search is refused.
     */
    isValidSearch: isValidDocument,
    /** Managing, and the event names a listed member. */
    canRemove: ({ context, event }) => context.manage && eventMember(context, event) !== undefined,
    /** The event names a listed member whose role is 'Responsable' (spec 001 §2.1). */
    isResponsible: ({ context, event }) => isResponsibleMember(eventMember(context, event)),
    /** Another page that exists. */
    isOtherPage: ({ context }, page: number) =>
      Number.isInteger(page) &&
      page >= 1 &&
      page <= pageCount(context.members.length, MEMBERS_PAGE_SIZE) &&
      // Stryker disable next-line ConditionalExpression: equivalent: taking the transition to the current page assigns the page it already has
      page !== context.page,
    isRejected,
    /** The write got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Adding the found user again while that addition's outcome is unknown: read the members first (issue 25). */
    hasUncheckedAdd: ({ context }) =>
      // Stryker disable next-line OptionalChaining: equivalent, the guard is on 'Agregar' in found, whose user is always set
      context.unchecked?.kind === 'add' && context.unchecked.citizenId === context.found?.citizen_id,
    /** Params: the members read again. The unchecked addition shows in them (the user listed). */
    isChangeListed: ({ context }, members: CompanyMember[]) =>
      // Stryker disable next-line OptionalChaining: equivalent, checkingAdded is entered only with the addition marked unchecked
      members.some((m) => m.citizen_id === context.unchecked?.citizenId),
    /** Params: the removal's output. The member was removed. */
    isRemoved: (_, output: MemberRemovalOutput) => output.removed,
    /** Params: the removal's output. It ended with a toast to show. */
    hasNotice: (_, output: MemberRemovalOutput) => output.notice !== null,
  },
  actions: {
    /** The loaded list; the page is kept when it still exists (after an addition or removal). */
    assignMembers: assign(({ context }, members: CompanyMember[]) => listOf(context, members)),
    assignPage: assign({ page: (_, page: number) => page }),
    assignDocument: assign((_, params: { value: string }) => changedDocument(params.value)),
    assignDocumentError: assign(({ context }) => documentErrorOf(context)),
    clearDocumentError: assign({ documentError: null }),
    assignNotFound: assign(notFound),
    assignFound: assign({ found: (_, user: BasicUser) => user }),
    clearSearch: assign(withoutSearch),
    assignTarget: assign({ target: ({ context, event }) => eventMember(context, event) ?? null }),
    clearTarget: assign({ target: null }),
    assignDialog: assign({ dialog: (_, dialog: ServerDialog) => dialog }),
    clearDialog: assign({ dialog: null }),
    /** The addition being sent, its outcome unknown: the found user's citizen id. */
    // Stryker disable next-line OptionalChaining,LogicalOperator: equivalent, adding is entered only from found, whose user is always set
    markUncheckedAdd: assign({ unchecked: ({ context }) => ({ kind: 'add' as const, citizenId: context.found?.citizen_id ?? context.document }) }),
    /** Params: the event for the child `removal` ('Eliminar', 'Cancelar', closing its information dialog). */
    toRemoval: sendTo('removal', (_, event: MemberRemovalEvent) => event),
    /**
     * Params: the removal's output. The members it read (page kept when it still exists), its success
     * dialog, and which change stays unchecked (issue 25, {@link uncheckedAfter}).
     */
    assignRemoval: assign(({ context }, output: MemberRemovalOutput) => ({
      ...(output.members ? listOf(context, output.members) : {}),
      dialog: output.removed ? output.dialog : null,
      unchecked: uncheckedAfter(output, context.unchecked, (change) => isRemovalOf(change, context.target), removalOf(context.target)),
    })),
    /** Params: the members read again, which show the unchecked change: the list, the success dialog (its msg was lost). */
    assignChangeFound: assign(({ context }, members: CompanyMember[]) => ({ ...listOf(context, members), unchecked: null, dialog: successDialog('') })),
    /** Params: the members read again, which do not show the unchecked change: the list as read. */
    assignChangeMissed: assign(({ context }, members: CompanyMember[]) => ({ ...listOf(context, members), unchecked: null })),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: close the dialog, open the Requests tab filtered by company and applicant. */
    showRequests: (_, _params: ShowRequestsParams) => {},
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => ({
    company: input.company,
    manage: input.manage,
    members: [],
    page: 1,
    ...withoutSearch,
    target: null,
    dialog: null,
    unchecked: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §2.1 company member-list dialog', shows: ['desk.companies.membersTitle', 'loading'] },
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => context.company.id,
        onDone: { target: 'ready', actions: { type: 'assignMembers', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      meta: { spec: 'spec 001 §2.1; docs/ARCHITECTURE.md "No blank page"', shows: ['errors.loadFailed', 'common.retry'] },
      on: { 'list.retry': 'loading' },
    },
    ready: {
      initial: 'browsing',
      meta: {
        spec: 'spec 001 §2.1 company member-list dialog (paged; reduced table for the restricted role)',
        shows: ['members page or desk.companies.noMembers', 'pagination'],
      },
      on: {
        'page.change': {
          guard: { type: 'isOtherPage', params: ({ event }) => event.page },
          actions: { type: 'assignPage', params: ({ event }) => event.page },
        },
      },
      states: {
        browsing: {
          meta: { spec: 'spec 001 §2.1 Member management, §6 Member roles', shows: ['search form and delete column when managing', 'Responsable buttons'] },
          on: {
            'document.change': { guard: 'canManage', actions: { type: 'assignDocument', params: ({ event }) => ({ value: event.value }) } },
            'user.search': [
              { guard: 'isValidSearch', target: 'searching', actions: 'clearDocumentError' },
              { guard: 'canManage', actions: 'assignDocumentError' },
            ],
            'member.remove': { guard: 'canRemove', target: 'removal', actions: 'assignTarget' },
            'member.contact': { guard: 'isResponsible', target: 'contact', actions: 'assignTarget' },
            'member.requests': {
              guard: 'isResponsible',
              actions: { type: 'showRequests', params: ({ context, event }) => ({ companyId: context.company.id, applicant: event.citizenId }) },
            },
          },
        },
        searching: {
          tags: ['busy'],
          meta: { spec: 'spec 001 §2.1 "search a user by document number"', shows: ['search loader'] },
          invoke: {
            id: 'findUser',
            src: 'findUser',
            input: ({ context }) => context.document,
            onDone: { target: 'found', actions: { type: 'assignFound', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isRejected', target: 'browsing', actions: 'assignNotFound' },
              { target: 'browsing', actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
            ],
          },
        },
        found: {
          meta: { spec: 'spec 001 §2.1 "show the found user, add to the company"', shows: ['found user', 'desk.companies.addMember'] },
          on: {
            'document.change': { target: 'browsing', actions: { type: 'assignDocument', params: ({ event }) => ({ value: event.value }) } },
            // Issue 25: after an addition whose outcome stayed unknown, 'Agregar' reads the members first.
            'member.add': [{ guard: 'hasUncheckedAdd', target: 'checkingAdded' }, { target: 'adding' }],
          },
        },
        adding: {
          tags: ['busy'],
          meta: { spec: 'spec 001 §2.1 "add to the company"; spec 000 §7 add/automatic/company/member', shows: ['found user', 'add loader'] },
          invoke: {
            id: 'addMember',
            src: 'addMember',
            // Stryker disable next-line OptionalChaining: equivalent: adding is entered only from found, whose user is always set
            input: ({ context }) => ({ citizen_id: context.found?.citizen_id ?? context.document, company_id: context.company.id }),
            onDone: {
              target: 'done',
              actions: [{ type: 'assignDialog', params: ({ event }) => successDialog(event.output) }, 'clearSearch'],
            },
            onError: [
              { guard: 'isOutcomeUnknown', target: 'checkingAdded', actions: 'markUncheckedAdd' },
              { guard: 'isRejected', target: 'addRefused', actions: { type: 'assignDialog', params: ({ event }) => refusalDialog(event) } },
              { target: 'found', actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
            ],
          },
        },
        checkingAdded: {
          tags: ['busy', 'checking'],
          meta: {
            spec: 'spec 001 §2.1 "add to the company" with an unknown outcome (issue 25): the members read again, spec 001 §7 list members',
            shows: ['found user', 'add loader', 'desk.companies.checkingOutcome'],
          },
          invoke: {
            id: 'checkMembers',
            src: 'loadMembers',
            input: ({ context }) => context.company.id,
            onDone: [
              {
                guard: { type: 'isChangeListed', params: ({ event }) => event.output },
                target: 'done',
                actions: [{ type: 'assignChangeFound', params: ({ event }) => event.output }, 'clearSearch'],
              },
              {
                target: 'found',
                actions: [
                  { type: 'assignChangeMissed', params: ({ event }) => event.output },
                  { type: 'notifyError', params: { key: 'desk.companies.notReceived' } },
                ],
              },
            ],
            onError: { target: 'found', actions: { type: 'notifyError', params: { key: 'desk.companies.outcomeUnchecked' } } },
          },
        },
        addRefused: {
          meta: { spec: 'spec 001 §2.1 (server msg in an information dialog)', shows: ['desk.companies.information', 'server msg'] },
          on: { 'dialog.close': { target: 'found', actions: 'clearDialog' } },
        },
        removal: {
          meta: {
            spec: 'spec 001 §2.1 "remove with confirmation"; the child `removal` (memberRemoval.machine.ts) asks, sends and checks',
            shows: ['desk.companies.removeMemberConfirm', 'the child removal'],
          },
          invoke: {
            id: 'removal',
            src: 'removal',
            input: ({ context }) => ({ body: deleteMemberBody(context.target, context.company.id), unchecked: isUncheckedRemoval(context) }),
            onDone: [
              {
                guard: { type: 'isRemoved', params: ({ event }) => event.output },
                target: 'done',
                actions: [{ type: 'assignRemoval', params: ({ event }) => event.output }, 'clearTarget'],
              },
              {
                guard: { type: 'hasNotice', params: ({ event }) => event.output },
                target: 'browsing',
                actions: [
                  { type: 'assignRemoval', params: ({ event }) => event.output },
                  'clearTarget',
                  // Stryker disable next-line StringLiteral: equivalent, guarded by hasNotice (the output names its toast)
                  { type: 'notifyError', params: ({ event }) => ({ key: event.output.notice ?? 'errors.generic' }) },
                ],
              },
              { target: 'browsing', actions: [{ type: 'assignRemoval', params: ({ event }) => event.output }, 'clearTarget'] },
            ],
          },
          on: {
            'remove.confirm': { actions: { type: 'toRemoval', params: { type: 'removal.confirm' } } },
            'remove.cancel': { actions: { type: 'toRemoval', params: { type: 'removal.cancel' } } },
            'dialog.close': { actions: { type: 'toRemoval', params: { type: 'dialog.close' } } },
          },
        },
        contact: {
          meta: {
            spec: "spec 001 §2.1 'Usuario a Cargo' (behaviour decided: the member's contact card)",
            shows: ['desk.companies.userInCharge', 'member name, document, phone, e-mail, occupation, role'],
          },
          on: { 'dialog.close': { target: 'browsing', actions: 'clearTarget' } },
        },
        done: {
          meta: { spec: 'spec 001 §2.1 (server msg in a success dialog)', shows: ['common.success', 'server msg'] },
          on: { 'dialog.close': { target: '#members.loading', actions: 'clearDialog' } },
        },
      },
    },
  },
});
