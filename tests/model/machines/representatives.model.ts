import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import {
  representativesMachine,
  type BasicUser,
  type CompanyMember,
  type RepresentativesContext,
} from '../../../src/machines/companies/representatives.machine';
import type { MemberRemovalOutput } from '../../../src/machines/companies/memberRemoval.machine';
import { ApiError } from '../../../src/api/result';
import { receivedOf } from './requestActions.assert';
import { networkError, rejectedError } from './fixtures';

/** Luis, the seeded representative of Hotel Caribe Colonial (company 2). */
const LUIS: CompanyMember = {
  citizen_id: '02804561237',
  rol_id: 2,
  rol_name: 'Representante',
  name: 'Luis Manuel',
  first_last_name: 'Peña',
  second_last_name: 'Ureña',
  citizen: '02804561237',
  phone: '8095550164',
  email: 'luis.pena@demo.mitur.local',
  occupation: 'Gestor de trámites turísticos',
  company_id: 2,
};
const JOSE: BasicUser = {
  citizen_id: '40209876545',
  name: 'José Miguel',
  first_last_name: 'Martínez',
  second_last_name: 'Santos',
  email: 'jose.martinez@demo.mitur.local',
  phone: '8495550123',
  occupation: null,
};

const INVITED = 'Se ha enviado la invitación al correo electrónico del usuario';
const REFUSED = 'Este usuario ya es miembro de la empresa';
const DELETED = 'Representante eliminado satisfactoriamente';

/** What each typed text becomes with the mask (digits only, up to 20) — spec 001 §2.1, §9. */
const MASKED: Record<string, string> = { '402-0987654-5': '40209876545', '1234': '1234', '': '' };
/** Field error after 'Buscar' with the masked document (spec 001 §5 Invite member). */
const SEARCH_ERROR: Record<string, string | null> = { '40209876545': null, '1234': 'desk.companies.invalidDocument', '': 'errors.required' };

/** The calls started during a step, as [id, input] (the requests sent and their bodies). */
const sent = (step: { started: readonly { id: string; input: unknown }[] }) => step.started.map((c) => [c.id, c.input]);
const rejectedEvent = (step: { event: object }) => ((step.event as { error?: unknown }).error as ApiError).failure.kind === 'rejected';
const TOAST = [{ name: 'notifyError', params: { key: 'errors.generic' } }];
type Step = OracleStep<ReturnType<typeof representativesMachine.transition>>;

/** The answer of an invitation or a deletion was lost (src/api/outcome.ts; issue 25). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
const isUnknown = (e: object) => (e as { error?: unknown }).error === unknownError;
/** José listed as the representative: an invitation that arrived and was accepted. */
const JOSE_REPRESENTATIVE: CompanyMember = { ...JOSE, rol_id: 2, rol_name: 'Representante', citizen: JOSE.citizen_id, company_id: 2 };
/** The output of the removal child in an event (`xstate.done.actor.removal`). */
const endOf = (event: object) => (event as { output: MemberRemovalOutput }).output;
const kept: MemberRemovalOutput = { removed: false, dialog: null, members: null, notice: null, unchecked: false };
/**
 * How the deletion of Luis can end (memberRemoval.machine.ts, whose own model test covers how):
 * deleted (its msg; found gone by a check, 'Éxito'), or kept (cancelled or refused; failed, 'Ha
 * ocurrido un error'; still listed, 'no llegó'; the read failed, still unknown; cancelled while still
 * unknown).
 */
const DELETION_ENDS: MemberRemovalOutput[] = [
  { ...kept, removed: true, dialog: { kind: 'success', message: { text: DELETED } } },
  { ...kept, removed: true, dialog: { kind: 'success', message: 'common.success' }, members: [] },
  kept,
  { ...kept, notice: 'errors.generic' },
  { ...kept, members: [LUIS], notice: 'desk.companies.notReceived' },
  { ...kept, notice: 'desk.companies.outcomeUnchecked', unchecked: true },
  { ...kept, unchecked: true },
];
type PathLike = { steps: ReadonlyArray<{ event: { type: string } }> };
/**
 * Issue 25: a deletion of Luis whose outcome is unknown is pending before step `index`: the child
 * ended with it unknown, until a deletion told so ends answered.
 */
function deletionPending(path: PathLike, index: number): boolean {
  let pending = false;
  for (let i = 1; i < index; i++) {
    const { event } = path.steps[i];
    if (event.type === 'xstate.done.actor.removal') pending = endOf(event).unchecked;
  }
  return pending;
}
const pendingBefore = (step: Step) => deletionPending((step as unknown as { path: PathLike }).path, (step as unknown as { index: number }).index);
/** The representatives listed before the step ([LUIS] or none). */
const listedBefore = (step: Step) => step.previous!.context.representatives.length > 0;
const wasIn = (step: Step, state: string) => step.before.includes(state);

let toasts: string[] = [];
let seenToasts = 0;
let lastLoad: CompanyMember[] = [];

const childInput = (snapshot: { children: Record<string, unknown> }, id: string) =>
  (snapshot.children[id] as { getSnapshot?: () => { context?: { input?: unknown } } } | undefined)?.getSnapshot?.().context?.input;

const docClass = (c: RepresentativesContext) => (c.document === '' ? 'empty' : c.document.length < 9 ? 'short' : 'valid');

/** spec 001 §2.1 Companies tab (representative manager), §5 Invite member, §7, §8 Second representative. */
export const representativesModel = modelTestDefinition({
  name: 'representatives',
  machine: representativesMachine,
  input: { companyId: 2 },
  events: {
    'xstate.done.actor.loadRepresentatives': [{ output: [LUIS] }, { output: [] }],
    'xstate.error.actor.loadRepresentatives': [{ error: networkError }],
    'list.retry': [{}],
    'representative.add': [{}],
    'document.change': [{ value: '402-0987654-5' }, { value: '1234' }, { value: '' }],
    'user.search': [{}],
    'xstate.done.actor.findUser': [{ output: JOSE }],
    'xstate.error.actor.findUser': [{ error: rejectedError('No existe un usuario con este documento de identidad') }, { error: networkError }],
    'invitation.send': [{}],
    'xstate.done.actor.sendInvitation': [{ output: INVITED }, { output: '' }],
    'xstate.error.actor.sendInvitation': [{ error: rejectedError(REFUSED) }, { error: new ApiError({ kind: 'http', status: 500 }) }, { error: unknownError }],
    'representative.delete': [{ citizenId: '02804561237' }, { citizenId: '00000000000' }],
    'delete.confirm': [{}],
    'delete.cancel': [{}],
    'xstate.done.actor.removal': DELETION_ENDS.map((output) => ({ output })),
    // Issue 25: the representatives read again after a lost invitation: Luis still there, nobody, José (the invitee) listed.
    'xstate.done.actor.checkRepresentatives': [{ output: [LUIS] }, { output: [] }, { output: [JOSE_REPRESENTATIVE] }],
    'xstate.error.actor.checkRepresentatives': [{ error: networkError }],
    'dialog.close': [{}],
  },
  provide: { actions: { notifyError: (_: unknown, params: { key: string }) => void toasts.push(params.key) } },
  // Oracles written from spec 001 §2.1 Companies tab (representative manager, Representative add,
  // deleting), §5 Invite member, §7 company calls, §8 Second representative, §9 (tests/model/README.md
  // "Oracles"). Provided actions recorded: notifyError.
  expect: {
    initial: 'loading',
    states: {
      loading: {
        shows: ['loading'],
        on: { 'xstate.done.actor.loadRepresentatives': 'ready.idle', 'xstate.error.actor.loadRepresentatives': 'failed' },
        check(snapshot, step) {
          // GET the representatives of my company: on open, on retry, after a change.
          if (['xstate.init', 'list.retry', 'dialog.close'].includes(step.event.type)) {
            expectEqual(sent(step), [['loadRepresentatives', undefined]], 'representatives of my company');
          }
          expectEqual([snapshot.context.dialog, snapshot.hasTag('busy')], [null, true], 'loading');
        },
      },
      failed: {
        shows: ['errors.loadFailed', 'common.retry'],
        on: { 'list.retry': 'loading' },
        check(snapshot, step) {
          expectEqual([snapshot.context.representatives, step.called, snapshot.hasTag('busy')], [[], [], false], 'nothing listed, no toast');
        },
      },
      ready: {
        shows: [
          'desk.companies.addRepresentative',
          'desk.companies.viewMembers',
          'desk.companies.representativeTitle',
          'representatives or desk.companies.noRepresentatives',
        ],
        check(snapshot, step) {
          if (step.event.type === 'xstate.done.actor.loadRepresentatives' || step.event.type === 'xstate.done.actor.checkRepresentatives') {
            expectEqual(snapshot.context.representatives, step.event.output, 'the listed representatives');
          }
          // A deletion checked on the list (issue 25): the list as read.
          const read = step.event.type === 'xstate.done.actor.removal' ? endOf(step.event).members : null;
          if (read) expectEqual(snapshot.context.representatives, read, 'the representatives read by the check');
          expectEqual(snapshot.context.companyId, 2, 'the company of the input');
        },
      },
      'ready.idle': {
        shows: ['delete button per representative'],
        on: {
          // spec 001 §2.1, §8: a second representative is blocked before any call.
          'representative.add': (step) => (listedBefore(step) ? 'ready.blocked' : 'ready.adding.editing'),
          'representative.delete': (step) => (listedBefore(step) && step.event.citizenId === '02804561237' ? 'ready.deletion' : STAYS),
        },
        check(snapshot, step) {
          expectEqual([snapshot.context.target, snapshot.context.dialog, snapshot.hasTag('busy')], [null, null, false], 'the list, no dialog');
          // A deletion that ended with a toast says it ('Ha ocurrido un error'; issue 25: not found gone, or not checked).
          const notice = step.event.type === 'xstate.done.actor.removal' ? endOf(step.event).notice : null;
          expectEqual(step.called, notice ? [{ name: 'notifyError', params: { key: notice } }] : [], 'actions');
          // Closing the add dialog leaves nothing typed behind.
          if (step.event.type === 'dialog.close' && wasIn(step, 'ready.adding')) {
            expectEqual([snapshot.context.document, snapshot.context.documentError, snapshot.context.found], ['', null, null], 'search emptied');
          }
        },
      },
      'ready.blocked': {
        shows: ['desk.companies.information', 'desk.companies.oneRepresentativeOnly'],
        on: { 'dialog.close': 'ready.idle' },
        check(_snapshot, step) {
          expectEqual([step.started, step.called], [[], []], 'nothing sent');
        },
      },
      'ready.adding': {
        shows: ['desk.companies.addRepresentative dialog', 'desk.companies.searchDocument'],
        // Closing the dialog returns to the list (an information dialog over it returns to the found user).
        on: { 'dialog.close': (step) => (wasIn(step, 'ready.adding.refused') ? 'ready.adding.found' : 'ready.idle') },
        check(snapshot, step) {
          if (step.event.type === 'representative.add') {
            // The dialog opens empty.
            expectEqual(
              [snapshot.context.document, snapshot.context.documentError, snapshot.context.found, step.started],
              ['', null, null, []],
              'an empty add dialog',
            );
          }
        },
      },
      'ready.adding.editing': {
        shows: ['desk.companies.searchUser', 'field error'],
        on: {
          'document.change': STAYS,
          'user.search': (step) => (step.previous!.context.document === '40209876545' ? 'ready.adding.searching' : STAYS),
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          if (event.type === 'document.change') {
            expectEqual(
              [context.document, context.documentError, context.found],
              [MASKED[event.value as string], null, null],
              `typed '${String(event.value)}'`,
            );
          }
          if (event.type === 'user.search') {
            // 'Este campo es requerido' / 'Digite un número de documento de identidad válido', nothing sent.
            expectEqual([context.documentError, step.started], [SEARCH_ERROR[context.document], []], 'search error');
          }
          if (event.type === 'xstate.error.actor.findUser') {
            // success false → 'No se encontró un usuario con este documento.'; other failures toast.
            expectEqual(
              [context.document, context.documentError, context.found, step.called],
              ['40209876545', rejectedEvent(step) ? 'desk.companies.userNotFound' : null, null, rejectedEvent(step) ? [] : TOAST],
              'after a failed search',
            );
          } else expectEqual(step.called, [], 'no toast');
          expectEqual(snapshot.hasTag('busy'), false, 'not busy');
        },
      },
      'ready.adding.searching': {
        shows: ['search loader'],
        on: { 'xstate.done.actor.findUser': 'ready.adding.found', 'xstate.error.actor.findUser': 'ready.adding.editing' },
        check(snapshot, step) {
          // GET /get/basic/user/information/{citizen_id}.
          expectEqual(sent(step), [['findUser', '40209876545']], 'search by citizen_id');
          expectEqual([snapshot.context.documentError, snapshot.hasTag('busy')], [null, true], 'searching');
        },
      },
      'ready.adding.found': {
        shows: ['found user', 'desk.companies.sendInvitation'],
        on: { 'document.change': 'ready.adding.editing', 'invitation.send': 'ready.adding.inviting' },
        check(snapshot, step) {
          expectEqual(
            [snapshot.context.found, snapshot.context.document, snapshot.context.dialog, snapshot.hasTag('busy')],
            [JOSE, '40209876545', null, false],
            'the found user',
          );
          expectEqual(step.called, step.event.type === 'xstate.error.actor.sendInvitation' ? TOAST : [], 'actions');
        },
      },
      'ready.adding.inviting': {
        shows: ['found user', 'send loader'],
        on: {
          'xstate.done.actor.sendInvitation': 'ready.message',
          'xstate.error.actor.sendInvitation': (step) =>
            isUnknown(step.event) ? 'ready.adding.checkingInvitation' : rejectedEvent(step) ? 'ready.adding.refused' : 'ready.adding.found',
        },
        check(snapshot, step) {
          // GET /send/membership/invitation?citizen_id=<found user's>.
          expectEqual(sent(step), [['sendInvitation', '40209876545']], 'invitation');
          expectEqual(snapshot.hasTag('busy'), true, 'busy while inviting');
        },
      },
      'ready.adding.checkingInvitation': {
        shows: ['found user', 'send loader', 'desk.companies.checkingOutcome'],
        on: {
          // The invitee listed: the invitation arrived (and was accepted). Else nothing can show it.
          'xstate.done.actor.checkRepresentatives': (step) =>
            (step.event.output as CompanyMember[]).some((r) => r.citizen_id === JOSE.citizen_id) ? 'ready.message' : 'ready.adding.invitationUnknown',
          'xstate.error.actor.checkRepresentatives': 'ready.adding.invitationUnknown',
        },
        check(snapshot, step) {
          // The representatives read again (the list call), nothing sent again.
          expectEqual(
            [sent(step), step.called, snapshot.hasTag('busy'), snapshot.hasTag('checking'), snapshot.context.found],
            [[['checkRepresentatives', undefined]], [], true, true, JOSE],
            'the list read again',
          );
        },
      },
      'ready.adding.invitationUnknown': {
        shows: ['found user', 'desk.companies.invitationUnknown', 'desk.companies.sendAgain'],
        // Sent again only when asked ('Enviar de nuevo'); another document is another intent.
        on: { 'invitation.send': 'ready.adding.inviting', 'document.change': 'ready.adding.editing' },
        check(snapshot, step) {
          expectEqual(
            [snapshot.context.found, snapshot.context.document, snapshot.context.dialog, step.called, step.started, snapshot.hasTag('busy')],
            [JOSE, '40209876545', null, [], [], false],
            'the found user kept, nothing sent',
          );
        },
      },
      'ready.adding.refused': {
        shows: ['desk.companies.information', 'server msg'],
        on: { 'dialog.close': 'ready.adding.found' },
        check(snapshot, step) {
          expectEqual([snapshot.context.dialog, step.called], [{ kind: 'info', message: { text: REFUSED } }, []], 'server msg in an information dialog');
        },
      },
      'ready.deletion': {
        shows: ['desk.companies.deleteRepresentative', 'the child removal'],
        on: {
          // The child asks, sends and checks; deleted → the success dialog, else back to the list.
          'xstate.done.actor.removal': (step) => (endOf(step.event).removed ? 'ready.message' : 'ready.idle'),
          // 'Eliminar', 'Cancelar' and closing the refusal go to the child; the list stays.
          'delete.confirm': STAYS,
          'delete.cancel': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, step) {
          expectEqual(snapshot.context.target, LUIS, "'Eliminarás al representante {id}!' names Luis");
          // spec 001 §7 delete member with member_rol, citizen_id, company_id (Luis's); issue 25: whether his deletion is still unknown.
          const started = [['removal', { body: { member_rol: 2, citizen_id: '02804561237', company_id: 2 }, unchecked: pendingBefore(step) }]];
          expectEqual(sent(step), step.event.type === 'representative.delete' ? started : [], 'the deletion started');
          expectEqual([step.called, snapshot.context.dialog], [[], null], 'no toast, no dialog of the list');
        },
      },
      'ready.message': {
        shows: ['common.success', 'server msg'],
        on: { 'dialog.close': 'loading' },
        check(snapshot, step) {
          const { context } = snapshot;
          const dialogs: Record<string, unknown> = {
            [INVITED]: { kind: 'success', message: { text: INVITED } },
            [DELETED]: { kind: 'success', message: { text: DELETED } },
            '': { kind: 'success', message: 'common.success' },
          };
          // Issue 25: a change found by the check: its server msg was lost, 'Éxito'. A deletion: the child's dialog.
          const checked = step.event.type === 'xstate.done.actor.checkRepresentatives';
          const expected = step.event.type === 'xstate.done.actor.removal' ? endOf(step.event).dialog : dialogs[checked ? '' : (step.event.output as string)];
          expectEqual(context.dialog, expected, 'server msg in a success dialog');
          if (step.event.type === 'xstate.done.actor.sendInvitation' || (checked && wasIn(step, 'ready.adding'))) {
            expectEqual([context.document, context.documentError, context.found], ['', null, null], 'search emptied');
          }
          expectEqual([context.target, step.called, snapshot.hasTag('busy')], [null, [], false], 'nobody chosen, no toast');
        },
      },
    },
  },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.representatives.length,
      docClass(s.context),
      s.context.documentError,
      s.context.found !== null,
      s.context.dialog,
      s.context.uncheckedDeletion,
    ]),
  assert(real, _model, { index, event, path }) {
    if (index === 0) {
      toasts = [];
      seenToasts = 0;
      lastLoad = [];
    }
    const c = real.context;
    const metas = Object.values(real.getMeta()) as Array<{ spec?: unknown; shows?: string[] }>;
    if (metas.length === 0 || !metas.every((m) => typeof m.spec === 'string' && Array.isArray(m.shows)))
      throw new Error('every state needs meta { spec, shows }');
    const shows = metas.flatMap((m) => m.shows ?? []);

    if (event.type === 'xstate.done.actor.checkRepresentatives') lastLoad = event.output as CompanyMember[];
    // A deletion checked on the list (issue 25): the list it read.
    if (event.type === 'xstate.done.actor.removal') lastLoad = endOf(event).members ?? lastLoad;
    if (event.type === 'xstate.done.actor.loadRepresentatives') {
      lastLoad = event.output as CompanyMember[];
      // The list titled 'Representante', or 'Favor agregar representantes para su empresa.'
      if (!real.matches({ ready: 'idle' }) || !shows.includes('representatives or desk.companies.noRepresentatives'))
        throw new Error('the list must show after a load');
    }
    if (JSON.stringify(c.representatives) !== JSON.stringify(lastLoad)) throw new Error('the list must be the last one loaded');
    if (event.type === 'xstate.error.actor.loadRepresentatives' && !(real.matches('failed') && shows.includes('common.retry'))) {
      throw new Error('a failed load shows the retry');
    }

    // 'Agregar representante': blocked before any call while one exists (spec 001 §2.1, §8).
    if (event.type === 'representative.add') {
      const blocked = lastLoad.length > 0;
      if (blocked !== real.matches({ ready: 'blocked' })) throw new Error(`add with ${lastLoad.length} representative(s) led to ${JSON.stringify(real.value)}`);
      if (blocked && !shows.includes('desk.companies.oneRepresentativeOnly')) throw new Error('the block must say the current one must be deleted first');
      if (!blocked && (c.document !== '' || c.documentError !== null || c.found !== null)) throw new Error('the add dialog must open empty');
      if (Object.keys(real.children).length > 0) throw new Error('no call may start on add');
    }

    // The mask and the field rules (spec 001 §5, §9).
    if (event.type === 'document.change' && c.document !== MASKED[event.value as string]) throw new Error(`mask of ${event.value} gave ${c.document}`);
    if (event.type === 'user.search') {
      const expected = SEARCH_ERROR[c.document];
      if (expected === null) {
        if (!real.matches({ ready: { adding: 'searching' } })) throw new Error('a valid document must be searched');
      } else if (c.documentError !== expected || !real.matches({ ready: { adding: 'editing' } })) {
        throw new Error(`search with '${c.document}' gave ${c.documentError}, spec says ${expected}`);
      }
    }
    if (real.matches({ ready: { adding: 'searching' } }) && childInput(real, 'findUser') !== '40209876545') {
      throw new Error(`GET /get/basic/user/information/${String(childInput(real, 'findUser'))}`);
    }
    if (event.type === 'xstate.error.actor.findUser') {
      if (!real.matches({ ready: { adding: 'editing' } }) || c.document !== '40209876545') throw new Error('a failed search keeps the document, editable');
      const rejected = (event.error as ApiError).failure.kind === 'rejected';
      if (rejected !== (c.documentError === 'desk.companies.userNotFound')) throw new Error('a not-found user is said under the field');
    }
    if (real.matches({ ready: { adding: 'found' } }) && (c.found?.citizen_id !== '40209876545' || !shows.includes('desk.companies.sendInvitation'))) {
      throw new Error('the found user is shown with the invitation button');
    }
    if (real.matches({ ready: { adding: 'inviting' } }) && childInput(real, 'sendInvitation') !== '40209876545') {
      throw new Error(`GET /send/membership/invitation?citizen_id=${String(childInput(real, 'sendInvitation'))}`);
    }
    if (event.type === 'xstate.done.actor.sendInvitation') {
      const expected = event.output === INVITED ? { kind: 'success', message: { text: INVITED } } : { kind: 'success', message: 'common.success' };
      if (!real.matches({ ready: 'message' }) || JSON.stringify(c.dialog) !== JSON.stringify(expected))
        throw new Error(`invitation dialog ${JSON.stringify(c.dialog)}`);
    }
    if (event.type === 'xstate.error.actor.sendInvitation' && isUnknown(event)) {
      // Issue 25: a lost invitation is checked on the list, never sent again on its own.
      if (!real.matches({ ready: { adding: 'checkingInvitation' } }) || real.children.sendInvitation || !real.children.checkRepresentatives)
        throw new Error('a lost invitation is checked, never sent again');
    } else if (event.type === 'xstate.error.actor.sendInvitation') {
      if ((event.error as ApiError).failure.kind === 'rejected') {
        if (!real.matches({ ready: { adding: 'refused' } }) || JSON.stringify(c.dialog) !== JSON.stringify({ kind: 'info', message: { text: REFUSED } }))
          throw new Error('a refused invitation shows the server msg');
      } else if (!real.matches({ ready: { adding: 'found' } })) throw new Error('a failed invitation returns to the found user');
      if (c.found?.citizen_id !== '40209876545') throw new Error('nothing typed is lost after a failed invitation');
    }

    // Delete: confirmation, exact body, server msg (spec 001 §2.1, §7).
    if (event.type === 'representative.delete') {
      const listed = lastLoad.some((r) => r.citizen_id === event.citizenId);
      if (listed !== real.matches({ ready: 'deletion' })) throw new Error('only a listed representative can be deleted');
      if (listed && !(shows.includes('desk.companies.deleteRepresentative') && c.target?.citizen_id === '02804561237')) {
        throw new Error("the confirmation asks '¿Estas seguro?' / 'Eliminarás al representante {id}!'");
      }
    }
    // 'Eliminar', 'Cancelar' and closing the refusal go to the child as its own events.
    const toChild: Record<string, string> = { 'delete.confirm': 'removal.confirm', 'delete.cancel': 'removal.cancel', 'dialog.close': 'dialog.close' };
    const wasDeleting = index > 0 && path.steps[index - 1].state.matches({ ready: 'deletion' });
    if (wasDeleting && event.type in toChild && JSON.stringify(receivedOf(real, 'removal').at(-1)) !== JSON.stringify({ type: toChild[event.type] }))
      throw new Error(`${event.type} must go to the deletion`);
    if (event.type === 'xstate.done.actor.removal') {
      const end = endOf(event);
      if (!real.matches(end.removed ? { ready: 'message' } : { ready: 'idle' }) || c.target !== null)
        throw new Error('a deletion ends on the list or its dialog');
      if (JSON.stringify(c.dialog) !== JSON.stringify(end.removed ? end.dialog : null)) throw new Error(`deletion dialog ${JSON.stringify(c.dialog)}`);
      // Issue 25: Luis's deletion stays unchecked exactly when its outcome stayed unknown.
      if (c.uncheckedDeletion !== (end.unchecked ? LUIS.citizen_id : null)) throw new Error(`unchecked deletion ${String(c.uncheckedDeletion)}`);
      if (end.members && JSON.stringify(c.representatives) !== JSON.stringify(end.members)) throw new Error('the list as the check read it');
    }
    if (event.type === 'dialog.close') {
      // After a change the list reloads; after a refusal the user is back where they were.
      const before = path.steps[index - 1].state;
      const expected = before.matches({ ready: 'message' })
        ? 'loading'
        : before.matches({ ready: { adding: 'refused' } })
          ? 'found'
          : before.matches({ ready: 'deletion' })
            ? 'deletion'
            : 'idle';
      const where = expected === 'loading' ? 'loading' : expected === 'found' ? { ready: { adding: 'found' } } : { ready: expected };
      if (!real.matches(where as never)) throw new Error(`closing from ${JSON.stringify(before.value)} led to ${JSON.stringify(real.value)}`);
      if (c.dialog !== null) throw new Error('closing a dialog clears it');
    }

    // Issue 25: what a re-read after a lost answer leads to.
    if (event.type === 'xstate.done.actor.checkRepresentatives') {
      const before = path.steps[index - 1].state;
      const list = event.output as CompanyMember[];
      const expected = list.some((r) => r.citizen_id === JOSE.citizen_id) ? { ready: 'message' } : { ready: { adding: 'invitationUnknown' } };
      if (!real.matches(expected as never))
        throw new Error(`check from ${JSON.stringify(before.value)} with ${list.length} led to ${JSON.stringify(real.value)}`);
    }

    // Busy states ignore repeated presses (one call per double click).
    const busy = ['searching', 'inviting', 'loading', 'checkingInvitation'].some((s) => JSON.stringify(real.value).includes(s));
    if (busy !== real.hasTag('busy')) throw new Error(`busy tag ${real.hasTag('busy')} in ${JSON.stringify(real.value)}`);

    // Toasts: 'Ha ocurrido un error' exactly after a failed call that is not a refusal.
    const fresh = toasts.slice(seenToasts);
    seenToasts = toasts.length;
    const failedCall =
      /^xstate\.error\.actor\.(findUser|sendInvitation)$/.test(event.type) && (event.error as ApiError).failure.kind !== 'rejected' && !isUnknown(event);
    const toast = failedCall ? 'errors.generic' : event.type === 'xstate.done.actor.removal' ? endOf(event).notice : null;
    if ((toast !== null) !== fresh.length > 0 || (toast !== null && fresh.at(-1) !== toast))
      throw new Error(`toasts ${JSON.stringify(fresh)} on ${event.type}`);
  },
});
