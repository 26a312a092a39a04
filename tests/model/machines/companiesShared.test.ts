/**
 * The pieces the companies charts share (src/machines/companies/memberSearch.ts and serverDialog.ts):
 * the search of a user by document (spec 001 §2.1, §5 Invite member, §9), the success / information
 * dialogs of a member call with the server msg (spec 001 §2.1, §7), driven through the
 * representatives chart and, for answers the chart cannot reach from a test, through the modules'
 * exported functions.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadChart } from '../lib/loadChart';
import { networkError, rejectedError } from './fixtures';
import * as removal from '../../../src/machines/companies/memberRemoval.machine';
import type { BasicUser, CompanyMember, DeleteMemberBody } from '../../../src/machines/companies/representatives.machine';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules } = await loadChart(
  'representatives',
  () =>
    Promise.all([
      import('./representatives.model'),
      import('../../../src/machines/companies/representatives.machine'),
      import('../../../src/machines/companies/memberSearch'),
      import('../../../src/machines/companies/serverDialog'),
    ]).then(([model, chart, search, dialog]) => ({ model, chart, search, dialog })),
  ({ model }) => model.representativesModel,
);
const jose: BasicUser = { citizen_id: '40209876545', name: 'José Miguel', first_last_name: 'Martínez' };

/** The representatives chart with scripted invitation answers (a function throws to fail the call). */
function representatives(invite: Array<() => string>) {
  const machine = modules().chart.representativesMachine.provide({
    actors: {
      loadRepresentatives: fromPromise<CompanyMember[]>(async () => []),
      findUser: fromPromise<BasicUser, string>(async () => jose),
      sendInvitation: fromPromise<string, string>(async () => invite.shift()!()),
      removal: removal.memberRemovalMachine.provide({ actors: { removeMember: fromPromise<string, DeleteMemberBody>(async () => '') } }),
    },
    actions: { notifyError: () => undefined },
  });
  const actor = createActor(machine, { input: { companyId: 2 } }).start();
  const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
  return { actor, at };
}

describe('companies shared pieces (behaviour)', () => {
  it('typing a document masks it to digits and clears the user found and the field error (spec 001 §2.1, §5)', async () => {
    const { actor, at } = representatives([]);
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'user.search' });
    expect(actor.getSnapshot().context.documentError).toBe('errors.required');
    actor.send({ type: 'document.change', value: '402-0987654-5' });
    expect([actor.getSnapshot().context.document, actor.getSnapshot().context.documentError]).toEqual(['40209876545', null]);
    actor.send({ type: 'user.search' });
    await at({ ready: { adding: 'found' } });
    expect(actor.getSnapshot().context.found).toEqual(jose);
    actor.send({ type: 'document.change', value: '402-0987654-56' });
    expect([actor.getSnapshot().context.document, actor.getSnapshot().context.found]).toEqual(['402098765456', null]);
  });

  it("a refused invitation shows the server msg trimmed in an information dialog; an accepted one with no msg says 'Éxito' (spec 001 §2.1, §5)", async () => {
    const { actor, at } = representatives([
      () => {
        throw rejectedError('  El usuario ya es representante  ');
      },
      () => '',
    ]);
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'document.change', value: '40209876545' });
    actor.send({ type: 'user.search' });
    await at({ ready: { adding: 'found' } });
    actor.send({ type: 'invitation.send' });
    await at({ ready: { adding: 'refused' } });
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'info', message: { text: 'El usuario ya es representante' } });
    actor.send({ type: 'dialog.close' });
    await at({ ready: { adding: 'found' } });
    actor.send({ type: 'invitation.send' });
    await at({ ready: 'message' });
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'success', message: 'common.success' });
  });

  it("the dialog of a server answer: msg trimmed, or 'Éxito' / 'Ha ocurrido un error' when it is blank or missing (spec 001 §2.1)", () => {
    const { serverDialog } = modules().dialog;
    expect(serverDialog('success', '  Miembro eliminado \n')).toEqual({ kind: 'success', message: { text: 'Miembro eliminado' } });
    expect(serverDialog('info', ' No autorizado ')).toEqual({ kind: 'info', message: { text: 'No autorizado' } });
    expect(serverDialog('success', '   ')).toEqual({ kind: 'success', message: 'common.success' });
    expect(serverDialog('success', undefined)).toEqual({ kind: 'success', message: 'common.success' });
    expect(serverDialog('info', '  ')).toEqual({ kind: 'info', message: 'errors.generic' });
    expect(serverDialog('info', undefined)).toEqual({ kind: 'info', message: 'errors.generic' });
  });

  it("a call that failed without a server answer is not a refusal, and its dialog says 'Ha ocurrido un error' (spec 001 §2.1, §8)", () => {
    const { isRejected, refusalDialog, successDialog } = modules().search;
    const failed = (error: unknown) => ({ type: 'xstate.error.actor.x', error });
    expect(isRejected({ event: failed(networkError) })).toBe(false);
    expect(isRejected({ event: failed(new Error('boom')) })).toBe(false);
    expect(isRejected({ event: failed(rejectedError('No existe')) })).toBe(true);
    expect(refusalDialog(failed(new Error('boom')))).toEqual({ kind: 'info', message: 'errors.generic' });
    expect(refusalDialog(failed(rejectedError(' No existe ')))).toEqual({ kind: 'info', message: { text: 'No existe' } });
    expect(successDialog(' Invitación enviada ')).toEqual({ kind: 'success', message: { text: 'Invitación enviada' } });
  });
});
