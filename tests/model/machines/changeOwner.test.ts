import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changeOwnerMachine, type ChangeOwnerBody, type ListMember } from '../../../src/machines/changeOwner.machine';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { changeOwnerModel, LOOKUP, members } from './changeOwner.model';
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
    const actor = createActor(machine, { input: { request: assignable, lookup: LOOKUP } }).start();
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

  /** The modal on `request` with a chosen member and ENVIAR clicked; `send` answers the POST. */
  async function sendFor(request: typeof assignable, send: (body: ChangeOwnerBody) => Promise<{ msg: string }>) {
    const sent: ChangeOwnerBody[] = [];
    const machine = changeOwnerMachine.provide({
      actors: {
        loadMembers: fromPromise<ListMember[], { companyId: number }>(async () => members),
        sendOwnerChange: fromPromise<{ msg: string }, ChangeOwnerBody>(({ input }) => {
          sent.push(input);
          return send(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { request, lookup: LOOKUP } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'member.select', citizenId: PEDRO });
    actor.send({ type: 'owner.submit' });
    await waitFor(actor, (s) => s.matches('informing'));
    return { actor, sent };
  }

  it("a failure that carries no server answer (not an API error) shows 'Ha ocurrido un error' and changes nothing (spec 001 §8)", async () => {
    const { actor } = await sendFor(assignable, () => Promise.reject(new Error('unexpected')));
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'errors.generic' });
    actor.send({ type: 'owner.close' });
    expect(actor.getSnapshot().output).toEqual({ changed: false });
  });

  it('a request the list gives without a code sends an empty request_code (spec 001 §7 change request owner)', async () => {
    const { sent } = await sendFor({ ...assignable, code: null }, async () => ({ msg: '' }));
    expect(sent).toEqual([{ request_code: '', new_citizen_id: PEDRO, company_id: 3 }]);
  });
});
