import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { CompanyMember, DeleteMemberBody } from '../../../src/api/companyMembers';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'member removal',
  () =>
    Promise.all([import('./memberRemoval.model'), import('../../../src/machines/companies/memberRemoval.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.memberRemovalModel,
);

if (ready) {
  defineModelTest(ready.model.memberRemovalModel);
  // Busy states declare repeated presses as STAYS (the graph never sends them; the behaviour test below does).
  describeOracleReach(ready.model.memberRemovalModel, [], { skipStays: true });
  describeSpecCitations(ready.chart.memberRemovalMachine);
}

describe('memberRemoval chart (behaviour, spec 001 §2.1 "remove with confirmation", issue 25)', () => {
  const body: DeleteMemberBody = { member_rol: 4, citizen_id: '00114477885', company_id: 3 };

  it('a double Eliminar sends one removal, and Cancelar while it is sent is ignored', async () => {
    const calls: DeleteMemberBody[] = [];
    let answer!: (msg: string) => void;
    const machine = modules().chart.memberRemovalMachine.provide({
      actors: {
        removeMember: fromPromise<string, DeleteMemberBody>(({ input }) => (calls.push(input), new Promise<string>((r) => (answer = r)))),
        checkMembers: fromPromise<CompanyMember[], number>(async () => []),
      },
    });
    const actor = createActor(machine, { input: { body, unchecked: false } }).start();
    actor.send({ type: 'removal.confirm' });
    actor.send({ type: 'removal.confirm' });
    actor.send({ type: 'removal.cancel' });
    expect([calls, actor.getSnapshot().value]).toEqual([[body], 'removing']);
    answer('Miembro eliminado');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      removed: true,
      dialog: { kind: 'success', message: { text: 'Miembro eliminado' } },
      members: null,
      notice: null,
      unchecked: false,
    });
  });

  it("reads the company's members (GET by company id) when the removal's answer is lost", async () => {
    const { ApiError } = await import('../../../src/api/result');
    const reads: number[] = [];
    const machine = modules().chart.memberRemovalMachine.provide({
      actors: {
        removeMember: fromPromise<string, DeleteMemberBody>(async () => {
          throw new ApiError({ kind: 'unknown', cause: 'network' });
        }),
        checkMembers: fromPromise<CompanyMember[], number>(async ({ input }) => (reads.push(input), [])),
      },
    });
    const actor = createActor(machine, { input: { body, unchecked: false } }).start();
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect([reads, actor.getSnapshot().output?.removed]).toEqual([[3], true]);
  });

  /** The chart with scripted answers (a function throws to fail the call), the calls recorded. */
  async function run(unchecked: boolean, remove: () => string, read: () => CompanyMember[]) {
    const calls = { remove: [] as DeleteMemberBody[], read: [] as number[] };
    const machine = modules().chart.memberRemovalMachine.provide({
      actors: {
        removeMember: fromPromise<string, DeleteMemberBody>(async ({ input }) => (calls.remove.push(input), remove())),
        checkMembers: fromPromise<CompanyMember[], number>(async ({ input }) => (calls.read.push(input), read())),
      },
    });
    const actor = createActor(machine, { input: { body, unchecked } }).start();
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
    return { calls, output: actor.getSnapshot().output };
  }
  const ramon = { citizen_id: '00114477885', rol_id: 4, rol_name: 'Asistente', name: 'Ramón', first_last_name: 'Díaz' } as CompanyMember;
  const never = (): never => {
    throw new Error('not called');
  };

  it('a former removal of this member still unchecked: Eliminar reads the list first and sends nothing (issue 25)', async () => {
    const { calls, output } = await run(true, never, () => []);
    expect([calls.remove, calls.read, output?.removed]).toEqual([[], [3], true]);
  });

  it("a failed removal (HTTP 500) ends with 'Ha ocurrido un error', the member kept (spec 001 §2.1)", async () => {
    const { ApiError } = await import('../../../src/api/result');
    const { calls, output } = await run(
      false,
      () => {
        throw new ApiError({ kind: 'http', status: 500 });
      },
      () => [],
    );
    expect([calls.remove, calls.read, output]).toEqual([
      [body],
      [],
      { removed: false, dialog: null, members: null, notice: 'errors.generic', unchecked: false },
    ]);
  });

  it("a check that still lists the member ends with 'no llegó' and the list as read (issue 25)", async () => {
    const { calls, output } = await run(true, never, () => [ramon]);
    expect([calls.remove, output]).toEqual([[], { removed: false, dialog: null, members: [ramon], notice: 'desk.companies.notReceived', unchecked: false }]);
  });

  describe('uncheckedAfter: which change stays unchecked once a removal ends (issue 25 "one intent, one change")', () => {
    type Change = { kind: 'add' | 'remove'; citizenId: string };
    const ended = (unchecked: boolean) => ({ removed: false, dialog: null, members: null, notice: null, unchecked });
    const ramon: Change = { kind: 'remove', citizenId: '00114477885' };
    const pedro: Change = { kind: 'add', citizenId: '00107654329' };
    const isRamon = (c: Change) => c.kind === 'remove' && c.citizenId === ramon.citizenId;
    const after = (unchecked: boolean, before: Change | null) => modules().chart.uncheckedAfter(ended(unchecked), before, isRamon, ramon);

    it("the removal's outcome stayed unknown: it is the unchecked change, whatever was before", () => {
      expect([after(true, null), after(true, pedro), after(true, ramon)]).toEqual([ramon, ramon, ramon]);
    });

    it('the removal that was unchecked is answered: nothing stays unchecked', () => {
      expect(after(false, ramon)).toBeNull();
    });

    it("another change's unknown outcome is not answered by this removal: it stays; none stays none", () => {
      expect([after(false, pedro), after(false, null)]).toEqual([pedro, null]);
    });
  });
});
