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
