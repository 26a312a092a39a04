import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { memberRemovalMachine, type MemberRemovalInput } from '../../../src/machines/companies/memberRemoval.machine';
import type { CompanyMember } from '../../../src/api/companyMembers';
import { MEMBER_ROLE, MEMBER_ROLE_NAME } from '../../../src/domain/members';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';

/** A member of company 3 with the role `rol` (every member role the portal knows: spec 001 §6, src/domain/members.ts). */
const member = (citizen_id: string, rol: keyof typeof MEMBER_ROLE): CompanyMember => ({
  citizen_id,
  rol_id: MEMBER_ROLE[rol],
  rol_name: MEMBER_ROLE_NAME[rol],
  name: 'Ramón',
  first_last_name: 'Díaz',
  citizen: citizen_id,
});
const RAMON = '00114477885';
const OTHER = member('40209876545', 'assistant');

/** spec 001 §7: the body names the member's role, the member and the company. */
const body = (rol: keyof typeof MEMBER_ROLE): MemberRemovalInput['body'] => ({ member_rol: MEMBER_ROLE[rol], citizen_id: RAMON, company_id: 3 });

const REMOVED = 'Miembro eliminado satisfactoriamente';
const SELF = 'No puede eliminarse a sí mismo de la empresa';
/** The answer of the removal was lost (src/api/outcome.ts; issue 25). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
const isUnknown = (e: object) => (e as { error?: unknown }).error === unknownError;
const isRejected = (e: object) => ((e as { error?: unknown }).error as ApiError).failure.kind === 'rejected';

type Step = OracleStep<ReturnType<typeof memberRemovalMachine.transition>>;
const sent = (step: Step) => step.started.map((c) => [c.id, c.input]);
const inputOf = (step: Step) => step.input as MemberRemovalInput;
/** Whether the member is in a list read again. */
const listed = (output: unknown) => (output as CompanyMember[]).some((m) => m.citizen_id === RAMON);

/**
 * spec 001 §2.1 "remove with confirmation", §7 POST /delete/company/member, issue 25: the removal of
 * one member (every member role), with and without a former removal of it still unchecked.
 */
export const memberRemovalModel = modelTestDefinition({
  name: 'memberRemoval',
  machine: memberRemovalMachine,
  inputs: {
    representative: { body: body('representative'), unchecked: false },
    responsible: { body: body('responsible'), unchecked: false },
    assistant: { body: body('assistant'), unchecked: false },
    assistantUnchecked: { body: body('assistant'), unchecked: true },
  },
  events: {
    'removal.confirm': [{}],
    'removal.cancel': [{}],
    'dialog.close': [{}],
    'xstate.done.actor.removeMember': [{ output: REMOVED }, { output: '  ' }],
    'xstate.error.actor.removeMember': [
      { error: rejectedError(SELF) },
      { error: rejectedError('') },
      { error: new ApiError({ kind: 'http', status: 500 }) },
      { error: new ApiError({ kind: 'expired', message: 'El token ha expirado' }) },
      { error: unknownError },
    ],
    // Issue 25: the list read again: the member still there, gone, nobody.
    'xstate.done.actor.checkMembers': [{ output: [member(RAMON, 'assistant'), OTHER] }, { output: [OTHER] }, { output: [] }],
    'xstate.error.actor.checkMembers': [{ error: networkError }],
  },
  everyInput: ['xstate.done.actor.removeMember', 'xstate.error.actor.removeMember'],
  expect: {
    initial: 'confirming',
    states: {
      confirming: {
        shows: ['desk.companies.areYouSure', 'the member named', 'desk.companies.confirmDelete', 'common.cancel'],
        on: {
          // Issue 25: a former removal of this member still unchecked: the list is read before anything is sent.
          'removal.confirm': (step) => (inputOf(step).unchecked ? 'checking' : 'removing'),
          'removal.cancel': 'kept',
          'dialog.close': STAYS,
        },
        check(snapshot, step) {
          expectEqual([step.started, snapshot.hasTag('busy'), snapshot.context.dialog], [[], false, null], 'nothing sent until Eliminar');
        },
      },
      removing: {
        shows: ['desk.companies.areYouSure', 'delete loader'],
        on: {
          'xstate.done.actor.removeMember': 'removed',
          'xstate.error.actor.removeMember': ({ event }) => (isUnknown(event) ? 'checking' : isRejected(event) ? 'refused' : 'kept'),
          // Busy: a second Eliminar, Cancelar or closing is ignored (one intent, one call).
          'removal.confirm': STAYS,
          'removal.cancel': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, step) {
          // POST /delete/company/member with the body as given, once.
          expectEqual(sent(step), step.event.type === 'removal.confirm' ? [['removeMember', inputOf(step).body]] : [], 'the delete body');
          expectEqual([snapshot.hasTag('busy'), snapshot.hasTag('checking')], [true, false], 'busy while removing');
        },
      },
      checking: {
        shows: ['desk.companies.areYouSure', 'delete loader', 'desk.companies.checkingOutcome'],
        on: {
          // The member gone: the removal arrived. Still listed, or the read failed: kept.
          'xstate.done.actor.checkMembers': ({ event }) => (listed(event.output) ? 'kept' : 'removed'),
          'xstate.error.actor.checkMembers': 'kept',
          'removal.confirm': STAYS,
          'removal.cancel': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, step) {
          // The company's list read again (nothing sent again).
          const entered = step.event.type === 'removal.confirm' || step.event.type === 'xstate.error.actor.removeMember';
          expectEqual(sent(step), entered ? [['checkMembers', 3]] : [], 'the list read again');
          expectEqual([snapshot.hasTag('busy'), snapshot.hasTag('checking'), snapshot.context.unchecked], [true, true, true], 'checking');
        },
      },
      refused: {
        shows: ['desk.companies.information', 'server msg'],
        on: { 'dialog.close': 'kept', 'removal.confirm': STAYS, 'removal.cancel': STAYS },
        check(snapshot, step) {
          // spec 001 §2.1: the server msg in an information dialog; none sent: 'Ha ocurrido un error'.
          const msg = ((step.event as { error?: ApiError }).error?.failure as { message?: string } | undefined)?.message;
          if (step.event.type === 'xstate.error.actor.removeMember') {
            expectEqual(snapshot.context.dialog, { kind: 'info', message: msg ? { text: msg } : 'errors.generic' }, 'the refusal dialog');
          }
          expectEqual([snapshot.hasTag('busy'), step.started], [false, []], 'nothing sent');
        },
      },
      removed: {
        shows: ['common.success (the parent)'],
        check(snapshot, step) {
          const checked = step.event.type === 'xstate.done.actor.checkMembers';
          const msg = checked ? '' : String(step.event.output).trim();
          // The server msg in the success dialog; a removal found by the check lost its msg: 'Éxito'.
          expectEqual(
            snapshot.output,
            {
              removed: true,
              dialog: { kind: 'success', message: msg ? { text: msg } : 'common.success' },
              members: checked ? step.event.output : null,
              notice: null,
              unchecked: false,
            },
            'removed',
          );
          expectEqual(snapshot.status, 'done', 'ended');
        },
      },
      kept: {
        shows: ['the list (the parent)'],
        check(snapshot, step) {
          const { type } = step.event;
          // A failed call: 'Ha ocurrido un error'; a check that did not find it gone: 'no llegó'; a failed read: said so, still unchecked.
          const notice =
            type === 'xstate.error.actor.removeMember'
              ? 'errors.generic'
              : type === 'xstate.done.actor.checkMembers'
                ? 'desk.companies.notReceived'
                : type === 'xstate.error.actor.checkMembers'
                  ? 'desk.companies.outcomeUnchecked'
                  : null;
          const unchecked = type === 'xstate.error.actor.checkMembers' || (type === 'removal.cancel' && inputOf(step).unchecked);
          expectEqual(
            snapshot.output,
            { removed: false, dialog: null, members: type === 'xstate.done.actor.checkMembers' ? step.event.output : null, notice, unchecked },
            'kept',
          );
          expectEqual(snapshot.status, 'done', 'ended');
        },
      },
    },
  },
});
