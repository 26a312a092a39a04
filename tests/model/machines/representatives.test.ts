import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError, rejectedError } from './fixtures';
import { ApiError } from '../../../src/api/result';
import * as removal from '../../../src/machines/companies/memberRemoval.machine';
import type { BasicUser, CompanyMember, DeleteMemberBody } from '../../../src/machines/companies/representatives.machine';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'representatives',
  () =>
    Promise.all([import('./representatives.model'), import('../../../src/machines/companies/representatives.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.representativesModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.representativesModel);
  describeOracleReach(ready.model.representativesModel);
  describeSpecCitations(ready.chart.representativesMachine);
}

describe('representatives machine (behaviour)', () => {
  it('masks the document to 20 digits and sends one invitation on a double click', async () => {
    const invitations: string[] = [];
    let release!: (msg: string) => void;
    const actor = createActor(
      chart().representativesMachine.provide({
        actors: {
          loadRepresentatives: fromPromise<CompanyMember[]>(async () => []),
          findUser: fromPromise<BasicUser, string>(async ({ input }) => ({ citizen_id: input, name: 'X', first_last_name: 'Y' })),
          sendInvitation: fromPromise<string, string>(({ input }) => {
            invitations.push(input);
            return new Promise<string>((r) => (release = r));
          }),
          removal: removal.memberRemovalMachine.provide({ actors: { removeMember: fromPromise<string, DeleteMemberBody>(async () => '') } }),
        },
      }),
      { input: { companyId: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'document.change', value: '1234-5678-9012-3456-7890-999 abc' });
    expect(actor.getSnapshot().context.document).toBe('12345678901234567890');
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.matches({ ready: { adding: 'found' } }));
    actor.send({ type: 'invitation.send' });
    actor.send({ type: 'invitation.send' });
    expect(invitations).toEqual(['12345678901234567890']);
    release('ok');
    await waitFor(actor, (s) => s.matches({ ready: 'message' }));
  });

  /** The chart with scripted answers (a function throws to fail the call) and recorded calls and toasts. */
  function scripted(members: CompanyMember[], answers: { find?: Array<() => BasicUser>; invite?: Array<() => string>; remove?: Array<() => string> }) {
    const calls = { find: [] as string[], invite: [] as string[], remove: [] as DeleteMemberBody[], toasts: [] as string[] };
    const machine = chart().representativesMachine.provide({
      actors: {
        loadRepresentatives: fromPromise<CompanyMember[]>(async () => members),
        findUser: fromPromise<BasicUser, string>(async ({ input }) => (calls.find.push(input), answers.find!.shift()!())),
        sendInvitation: fromPromise<string, string>(async ({ input }) => (calls.invite.push(input), answers.invite!.shift()!())),
        // The deletion child (memberRemoval.machine.ts) with this test's answers: the same call, now made by the child.
        removal: removal.memberRemovalMachine.provide({
          actors: {
            removeMember: fromPromise<string, DeleteMemberBody>(async ({ input }) => (calls.remove.push(input), answers.remove!.shift()!())),
            checkMembers: fromPromise<CompanyMember[], number>(async () => members),
          },
        }),
      },
      actions: { notifyError: (_, params) => void calls.toasts.push(params.key) },
    });
    return { actor: createActor(machine, { input: { companyId: 2 } }).start(), calls };
  }
  const fail = () => {
    throw networkError;
  };

  it("a search that cannot run says why; a failed search or invitation says 'Ha ocurrido un error' and goes back; the invitation goes to the user found (spec 001 §2.1, §5, §8)", async () => {
    const jose: BasicUser = { citizen_id: '40209876545', name: 'José Miguel', first_last_name: 'Martínez' };
    const { actor, calls } = scripted([], { find: [fail, () => jose], invite: [fail, () => 'Invitación enviada'] });
    const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'user.search' });
    expect(actor.getSnapshot().context.documentError).toBe('errors.required');
    actor.send({ type: 'document.change', value: '1234' });
    actor.send({ type: 'user.search' });
    expect([actor.getSnapshot().matches({ ready: { adding: 'editing' } }), actor.getSnapshot().context.documentError]).toEqual([
      true,
      'desk.companies.invalidDocument',
    ]);
    actor.send({ type: 'document.change', value: '000402-0987654-5' });
    actor.send({ type: 'user.search' });
    await at({ ready: { adding: 'editing' } });
    expect(calls.toasts).toEqual(['errors.generic']);
    actor.send({ type: 'user.search' });
    await at({ ready: { adding: 'found' } });
    actor.send({ type: 'invitation.send' });
    await waitFor(actor, () => calls.toasts.length === 2, { timeout: 2000 });
    expect(actor.getSnapshot().matches({ ready: { adding: 'found' } })).toBe(true);
    actor.send({ type: 'invitation.send' });
    await at({ ready: 'message' });
    expect([calls.find, calls.invite, calls.toasts]).toEqual([
      ['00040209876545', '00040209876545'],
      ['40209876545', '40209876545'],
      ['errors.generic', 'errors.generic'],
    ]);
  });

  it("deleting sends the representative's role, id and company; a failed call says 'Ha ocurrido un error' and goes back to the list (spec 001 §2.1, §7)", async () => {
    const member = { citizen_id: '02804561237', rol_id: 2, name: 'Luis Manuel', first_last_name: 'Peña', company_id: 5 } as CompanyMember;
    const { actor, calls } = scripted([member], { remove: [fail, () => 'Representante eliminado'] });
    const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.delete', citizenId: '02804561237' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, () => calls.toasts.length === 1, { timeout: 2000 });
    expect([actor.getSnapshot().matches({ ready: 'idle' }), actor.getSnapshot().context.target]).toEqual([true, null]);
    actor.send({ type: 'representative.delete', citizenId: '02804561237' });
    actor.send({ type: 'delete.confirm' });
    await at({ ready: 'message' });
    const body = { member_rol: 2, citizen_id: '02804561237', company_id: 5 };
    expect([calls.remove, calls.toasts]).toEqual([[body, body], ['errors.generic']]);
  });

  it('a deletion whose outcome stayed unknown (the check could not read) is read first when confirmed again, not sent again (issue 25)', async () => {
    const luis = { citizen_id: '02804561237', rol_id: 2, name: 'Luis Manuel', first_last_name: 'Peña', company_id: 2 } as CompanyMember;
    const reads: number[] = [];
    let removes = 0;
    let readAnswers: Array<() => CompanyMember[]> = [fail, () => []];
    const machine = chart().representativesMachine.provide({
      actors: {
        loadRepresentatives: fromPromise<CompanyMember[]>(async () => [luis]),
        removal: removal.memberRemovalMachine.provide({
          actors: {
            removeMember: fromPromise<string, DeleteMemberBody>(async () => {
              removes += 1;
              throw new ApiError({ kind: 'unknown', cause: 'network' });
            }),
            checkMembers: fromPromise<CompanyMember[], number>(async ({ input }) => (reads.push(input), readAnswers.shift()!())),
          },
        }),
      },
      actions: { notifyError: () => undefined },
    });
    const actor = createActor(machine, { input: { companyId: 2 } }).start();
    const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, () => reads.length === 1, { timeout: 2000 });
    await at({ ready: 'idle' });
    expect(actor.getSnapshot().context.uncheckedDeletion).toBe(luis.citizen_id);
    actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    expect((actor.getSnapshot().children.removal?.getSnapshot().context as { unchecked: boolean }).unchecked).toBe(true);
    actor.send({ type: 'delete.confirm' });
    await at({ ready: 'message' });
    expect([removes, reads.length, actor.getSnapshot().context.uncheckedDeletion]).toEqual([1, 2, null]);
    readAnswers = [];
  });
});

describe('representatives machine: unknown outcomes and ends of a deletion (issue 25; spec 001 §2.1, §7, §8)', () => {
  const failRead = () => {
    throw networkError;
  };
  const lost = () => {
    throw new ApiError({ kind: 'unknown', cause: 'network' });
  };
  const luis = { citizen_id: '02804561237', rol_id: 2, name: 'Luis Manuel', first_last_name: 'Peña', company_id: 2 } as CompanyMember;
  const ana = { citizen_id: '00104567896', rol_id: 2, name: 'Ana', first_last_name: 'Pérez', company_id: 2 } as CompanyMember;
  const jose: BasicUser = { citizen_id: '40209876545', name: 'José Miguel', first_last_name: 'Martínez' };

  /**
   * The chart with scripted answers: `reads` answers each GET of the representatives in turn (the
   * list, the invitation's check); `checks` each read of the deletion's check; `removes` each POST
   * /delete/company/member. Records every call and toast.
   */
  function run(script: {
    reads: Array<() => CompanyMember[]>;
    invites?: Array<() => string>;
    removes?: Array<() => string>;
    checks?: Array<() => CompanyMember[]>;
  }) {
    const calls = { reads: 0, invites: [] as string[], removes: [] as DeleteMemberBody[], checks: 0, toasts: [] as string[] };
    const machine = chart().representativesMachine.provide({
      actors: {
        loadRepresentatives: fromPromise<CompanyMember[]>(async () => (calls.reads++, script.reads.shift()!())),
        findUser: fromPromise<BasicUser, string>(async () => jose),
        sendInvitation: fromPromise<string, string>(async ({ input }) => (calls.invites.push(input), script.invites!.shift()!())),
        removal: removal.memberRemovalMachine.provide({
          actors: {
            removeMember: fromPromise<string, DeleteMemberBody>(async ({ input }) => (calls.removes.push(input), script.removes!.shift()!())),
            checkMembers: fromPromise<CompanyMember[], number>(async () => (calls.checks++, script.checks!.shift()!())),
          },
        }),
      },
      actions: { notifyError: (_, params) => void calls.toasts.push(params.key) },
    });
    const actor = createActor(machine, { input: { companyId: 2 } }).start();
    const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
    return { actor, calls, at };
  }

  /** Finds José and sends him the invitation. */
  async function invite({ actor, at }: ReturnType<typeof run>) {
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'document.change', value: jose.citizen_id });
    actor.send({ type: 'user.search' });
    await at({ ready: { adding: 'found' } });
    actor.send({ type: 'invitation.send' });
  }

  it("a lost invitation is checked on the representatives: José listed → the success dialog 'Éxito', the list as read", async () => {
    const joseListed = { ...luis, ...jose, company_id: 2 } as CompanyMember;
    const r = run({ reads: [() => [], () => [joseListed]], invites: [lost] });
    await invite(r);
    await r.at({ ready: 'message' });
    const { context } = r.actor.getSnapshot();
    expect([r.calls.reads, r.calls.invites, context.dialog, context.representatives, context.found, r.calls.toasts]).toEqual([
      2,
      [jose.citizen_id],
      { kind: 'success', message: 'common.success' },
      [joseListed],
      null,
      [],
    ]);
  });

  it('a lost invitation whose invitee is not listed stays unknown: the list as read, nothing sent again until asked', async () => {
    const r = run({ reads: [() => [], () => []], invites: [lost, () => 'Invitación enviada'] });
    await invite(r);
    await r.at({ ready: { adding: 'invitationUnknown' } });
    expect([r.calls.reads, r.calls.invites, r.actor.getSnapshot().context.found, r.calls.toasts]).toEqual([2, [jose.citizen_id], jose, []]);
    r.actor.send({ type: 'invitation.send' });
    await r.at({ ready: 'message' });
    expect(r.calls.invites).toEqual([jose.citizen_id, jose.citizen_id]);
  });

  it("'Cancelar' on '¿Estas seguro?' and closing a refusal go back to the list, nothing more sent", async () => {
    const r = run({ reads: [() => [luis]], removes: [() => 'x'] });
    await r.at({ ready: 'idle' });
    r.actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    r.actor.send({ type: 'delete.cancel' });
    await r.at({ ready: 'idle' });
    expect([r.actor.getSnapshot().context.target, r.calls.removes, r.calls.toasts]).toEqual([null, [], []]);
    const refusing = run({
      reads: [() => [luis]],
      removes: [
        () => {
          throw rejectedError('No puede eliminar al representante');
        },
      ],
    });
    await refusing.at({ ready: 'idle' });
    refusing.actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    refusing.actor.send({ type: 'delete.confirm' });
    await waitFor(refusing.actor.getSnapshot().children.removal!, (s) => s.matches('refused'), { timeout: 2000 });
    refusing.actor.send({ type: 'dialog.close' });
    await refusing.at({ ready: 'idle' });
    expect([refusing.actor.getSnapshot().context.target, refusing.calls.removes.length, refusing.calls.toasts]).toEqual([null, 1, []]);
  });

  /** From the list: deletes `citizenId` ('Eliminar' confirmed) and waits for the toast number `toast` and the list. */
  async function deleteUntilToast({ actor, calls, at }: ReturnType<typeof run>, citizenId: string, toast: number) {
    await at({ ready: 'idle' });
    actor.send({ type: 'representative.delete', citizenId });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, () => calls.toasts.length === toast, { timeout: 2000 });
    await at({ ready: 'idle' });
  }

  it("a deletion checked after a lost answer and found still listed ('no llegó') is answered: the next 'Eliminar' sends it", async () => {
    const r = run({ reads: [() => [luis]], removes: [lost, () => 'Representante eliminado'], checks: [failRead, () => [luis]] });
    await deleteUntilToast(r, luis.citizen_id, 1);
    // Confirmed again: read first (one intent, one deletion); still listed, so it did not arrive.
    await deleteUntilToast(r, luis.citizen_id, 2);
    expect([r.calls.removes.length, r.calls.checks, r.calls.toasts, r.actor.getSnapshot().context.uncheckedDeletion]).toEqual([
      1,
      2,
      ['desk.companies.outcomeUnchecked', 'desk.companies.notReceived'],
      null,
    ]);
    // Nothing is unknown any more: the third 'Eliminar' sends the deletion.
    r.actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    r.actor.send({ type: 'delete.confirm' });
    await r.at({ ready: 'message' });
    expect([r.calls.removes.length, r.calls.checks]).toEqual([2, 2]);
  });

  it("with two representatives listed, deleting one does not answer the other's lost deletion: it is read first when confirmed again", async () => {
    const r = run({ reads: [() => [luis, ana], () => [luis]], removes: [lost, () => 'Representante eliminado'], checks: [failRead, () => [luis]] });
    await deleteUntilToast(r, luis.citizen_id, 1);
    // Ana's deletion is not Luis's: it is sent, not read first.
    r.actor.send({ type: 'representative.delete', citizenId: ana.citizen_id });
    expect((r.actor.getSnapshot().children.removal?.getSnapshot().context as { unchecked: boolean }).unchecked).toBe(false);
    r.actor.send({ type: 'delete.confirm' });
    await r.at({ ready: 'message' });
    expect(r.actor.getSnapshot().context.uncheckedDeletion).toBe(luis.citizen_id);
    r.actor.send({ type: 'dialog.close' });
    await r.at({ ready: 'idle' });
    // Luis's deletion, still unknown: confirmed again, the list is read first; he is listed, so it did not arrive.
    r.actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    r.actor.send({ type: 'delete.confirm' });
    await waitFor(r.actor, () => r.calls.toasts.length === 2, { timeout: 2000 });
    expect([r.calls.removes.map((b) => b.citizen_id), r.calls.checks, r.calls.toasts]).toEqual([
      [luis.citizen_id, ana.citizen_id],
      2,
      ['desk.companies.outcomeUnchecked', 'desk.companies.notReceived'],
    ]);
  });
});
