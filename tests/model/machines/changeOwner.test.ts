import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changeOwnerMachine, type ChangeOwnerBody, type ListMember } from '../../../src/machines/changeOwner.machine';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { changeOwnerModel, members } from './changeOwner.model';
import { assignable, PEDRO } from './deskRequests.model';

defineModelTest(changeOwnerModel);
describeOracleReach(changeOwnerModel);
describeSpecCitations(changeOwnerMachine);

describe('changeOwner chart (behaviour)', () => {
  it('a double click on ENVIAR sends once; closing while sending is ignored', async () => {
    const sent: ChangeOwnerBody[] = [];
    let resolve!: (v: { msg: string }) => void;
    const machine = changeOwnerMachine.provide({
      actors: {
        loadMembers: fromPromise<ListMember[], { companyId: number }>(async () => members),
        sendOwnerChange: fromPromise<{ msg: string }, ChangeOwnerBody>(({ input }) => {
          sent.push(input);
          return new Promise((r) => (resolve = r));
        }),
      },
    });
    const actor = createActor(machine, { input: { request: assignable } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().can({ type: 'owner.submit' })).toBe(false);
    actor.send({ type: 'member.select', citizenId: PEDRO });
    expect(actor.getSnapshot().can({ type: 'owner.submit' })).toBe(true);
    actor.send({ type: 'owner.submit' });
    actor.send({ type: 'owner.submit' });
    actor.send({ type: 'owner.close' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(sent).toEqual([{ request_code: 'CFT-2025-002040', new_citizen_id: PEDRO, company_id: 3 }]);
    resolve({ msg: 'Propietario cambiado' });
    await waitFor(actor, (s) => s.matches('informing'));
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Propietario cambiado' });
    actor.send({ type: 'owner.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });
});
