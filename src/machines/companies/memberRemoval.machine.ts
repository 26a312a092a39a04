/**
 * The removal of one member of a company, from its confirmation to its outcome (spec 001 §2.1
 * Companies tab "remove with confirmation" / "Deleting asks ¿Estas seguro? ...", §7 POST
 * /delete/company/member; spec 000 §7; issue 25 "Unknown is not failed"). The part the member list
 * (members.machine.ts) and the representative manager (representatives.machine.ts) repeated, now one
 * child each invokes as `removal` while its confirmation is open; each parent keeps its list, the
 * success dialog (closing it reloads the list) and which removal's outcome is still unknown.
 *
 *   confirming ──removal.confirm──▶ removing ──done──▶ removed (final; the server msg)
 *        │    └─removal.confirm [isUnchecked]──▶ checking        ├─rejected──▶ refused ──dialog.close──▶ kept (final)
 *        └─removal.cancel──▶ kept (final)                         ├─unknown──▶ checking
 *                                                                 └─failed──▶ kept (final; 'Ha ocurrido un error')
 *   checking ──done [isGone]──▶ removed (final; 'Éxito': the msg was lost)
 *   checking ──done──▶ kept (final; 'no llegó') · checking ──error──▶ kept (final; still unknown)
 *
 * - Input: the body to send (`body`: the listed member's rol_id and citizen_id, the company's id;
 *   memberSearch.ts deleteMemberBody) and `unchecked`: a former removal of this same member got no
 *   readable answer and was not checked yet, so the confirmation reads the list first (one intent,
 *   one removal).
 * - `confirming`: the parent's dialog '¿Estas seguro?' / 'Eliminarás al miembro {id}!' (or '... al
 *   representante {id}!'); nothing is sent until 'Eliminar'.
 * - `removing` (tag `busy`): POST /delete/company/member with `body` as given. The answer's
 *   msg → the success dialog; `success: false` → its msg in an information dialog (`refused`); no
 *   readable answer (src/api/outcome.ts) → `checking`; any other failure → the toast 'Ha ocurrido un
 *   error' (the parent shows the output's `notice`).
 * - `checking` (tags `busy`, `checking`): 'No sabemos si el cambio llegó al ministerio. Estamos
 *   comprobándolo…' while the list is read again (`checkMembers`, given the body's company_id: the
 *   company's members by default;
 *   the representative manager provides its own list call). The member gone → the success dialog
 *   ('Éxito'); still listed → the list as read and 'no llegó' (toast); the read failed → said so
 *   (toast) and the output keeps `unchecked`, so the next confirmed removal of that member reads first.
 * - Busy states ignore repeated events: a double click sends once; cancelling while sending is ignored.
 * - Output ({@link MemberRemovalOutput}): whether the member was removed, the success dialog, the
 *   list read by a check, the toast to show and whether the outcome is still unknown.
 *
 * IO only through the named actors `removeMember` and `checkMembers`; no actions for the view.
 */
import { assign, fromPromise, setup } from 'xstate';
import { getCompanyMembers, type CompanyMember, type DeleteMemberBody } from '../../api/companyMembers';
import { unwrap } from '../../api/result';
import type { MessageKey } from '../../messages/es';
import { isOutcomeUnknown } from '../outcome';
import { deleteMember, isRejected, refusalDialog, successDialog } from './memberSearch';
import type { ServerDialog } from './serverDialog';

/** Input: what to send, and whether a former removal of this member is still unchecked. */
export interface MemberRemovalInput {
  /** POST /delete/company/member body: the member's rol_id and citizen_id, the company's id (spec 001 §7). */
  body: DeleteMemberBody;
  unchecked: boolean;
}

export interface MemberRemovalContext extends MemberRemovalInput {
  /** The success dialog (removed) or the information dialog (refused); null before an answer. */
  dialog: ServerDialog | null;
  /** The list read by a check (issue 25); null when none was read. */
  members: CompanyMember[] | null;
  /** The toast the parent shows when the removal ends without removing (catalogue key). */
  notice: MessageKey | null;
  /** The member was removed (the answer, or a check that found it gone). */
  removed: boolean;
}

/** What the parent learns when the removal ends. */
export type MemberRemovalOutput = Pick<MemberRemovalContext, 'removed' | 'dialog' | 'members' | 'notice' | 'unchecked'>;

export type MemberRemovalEvent = { type: 'removal.confirm' } | { type: 'removal.cancel' } | { type: 'dialog.close' };

export const memberRemovalMachine = setup({
  types: {
    context: {} as MemberRemovalContext,
    events: {} as MemberRemovalEvent,
    input: {} as MemberRemovalInput,
    output: {} as MemberRemovalOutput,
    tags: {} as 'busy' | 'checking',
  },
  actors: {
    removeMember: deleteMember,
    /** The list the removal is checked on (the company's members; the representative manager provides its own). */
    // Stryker disable next-line ArrowFunction: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
    checkMembers: fromPromise<CompanyMember[], number>(async ({ input }) => unwrap(await getCompanyMembers(input))),
  },
  guards: {
    /** A former removal of this member got no readable answer and was not checked: read first (issue 25). */
    isUnchecked: ({ context }) => context.unchecked,
    isRejected,
    /** The removal got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the list read again. The member is no longer in it: the removal arrived. */
    isGone: ({ context }, members: CompanyMember[]) => !members.some((m) => m.citizen_id === context.body.citizen_id),
  },
  actions: {
    /** Params: the success dialog; the member removed. */
    assignRemoved: assign((_, dialog: ServerDialog) => ({ dialog, removed: true })),
    assignRefusal: assign({ dialog: ({ event }) => refusalDialog(event) }),
    clearDialog: assign({ dialog: null }),
    /** The removal being sent, its outcome unknown. */
    markUnchecked: assign({ unchecked: true }),
    /** Params: the list read again, which answers the unknown outcome. */
    assignChecked: assign((_, members: CompanyMember[]) => ({ members, unchecked: false })),
    /** Params: the toast the parent shows. */
    assignNotice: assign({ notice: (_, notice: MessageKey) => notice }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine id is referenced nowhere ('#memberRemoval' targets none); equivalent
  id: 'memberRemoval',
  context: ({ input }) => ({ ...input, dialog: null, members: null, notice: null, removed: false }),
  initial: 'confirming',
  output: ({ context }) => ({
    removed: context.removed,
    dialog: context.dialog,
    members: context.members,
    notice: context.notice,
    unchecked: context.unchecked,
  }),
  states: {
    confirming: {
      meta: {
        spec: 'spec 001 §2.1 "remove with confirmation" / "Deleting asks ¿Estas seguro?"',
        shows: ['desk.companies.areYouSure', 'the member named', 'desk.companies.confirmDelete', 'common.cancel'],
      },
      on: {
        // Issue 25: after a removal of this member whose outcome stayed unknown, the confirmation reads the list first.
        'removal.confirm': [{ guard: 'isUnchecked', target: 'checking' }, { target: 'removing' }],
        'removal.cancel': 'kept',
      },
    },
    removing: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §2.1, §7 delete member with member_rol, citizen_id, company_id', shows: ['desk.companies.areYouSure', 'delete loader'] },
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => context.body,
        onDone: { target: 'removed', actions: { type: 'assignRemoved', params: ({ event }) => successDialog(event.output) } },
        onError: [
          { guard: 'isRejected', target: 'refused', actions: 'assignRefusal' },
          { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
          { target: 'kept', actions: { type: 'assignNotice', params: 'errors.generic' } },
        ],
      },
    },
    checking: {
      tags: ['busy', 'checking'],
      meta: {
        spec: 'spec 001 §2.1 removal with an unknown outcome (issue 25): the list read again, spec 001 §7 / spec 000 §7 list calls',
        shows: ['desk.companies.areYouSure', 'delete loader', 'desk.companies.checkingOutcome'],
      },
      invoke: {
        id: 'checkMembers',
        src: 'checkMembers',
        input: ({ context }) => context.body.company_id,
        onDone: [
          {
            guard: { type: 'isGone', params: ({ event }) => event.output },
            target: 'removed',
            actions: [
              { type: 'assignChecked', params: ({ event }) => event.output },
              { type: 'assignRemoved', params: successDialog('') },
            ],
          },
          {
            target: 'kept',
            actions: [
              { type: 'assignChecked', params: ({ event }) => event.output },
              { type: 'assignNotice', params: 'desk.companies.notReceived' },
            ],
          },
        ],
        onError: { target: 'kept', actions: { type: 'assignNotice', params: 'desk.companies.outcomeUnchecked' } },
      },
    },
    refused: {
      meta: { spec: 'spec 001 §2.1 "server message ... in an information or success dialog"', shows: ['desk.companies.information', 'server msg'] },
      on: { 'dialog.close': { target: 'kept', actions: 'clearDialog' } },
    },
    removed: {
      type: 'final',
      meta: { spec: 'spec 001 §2.1 (server msg in a success dialog, shown by the parent)', shows: ['common.success (the parent)'] },
    },
    kept: {
      type: 'final',
      meta: { spec: 'spec 001 §2.1 (the member kept; the parent shows the list and the toast, if any)', shows: ['the list (the parent)'] },
    },
  },
});

/**
 * What the parent holds as the change whose outcome is still unknown (issue 25) once the child
 * `removal` ended with `output`: `mark` (this removal) when its outcome stayed unknown; none when
 * `before` was this removal (`isThis`) and is now answered (or sent and answered); else `before`
 * unchanged (another change's unknown outcome is not answered by this removal).
 */
export function uncheckedAfter<T>(output: MemberRemovalOutput, before: T | null, isThis: (change: T) => boolean, mark: T): T | null {
  if (output.unchecked) return mark;
  return before !== null && isThis(before) ? null : before;
}
