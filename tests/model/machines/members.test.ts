import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { membersModel } from './members.model';
import { membersMachine, type AddMemberBody, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../../src/machines/companies/members.machine';

defineModelTest(membersModel);
describeOracleReach(membersModel);
describeSpecCitations(membersMachine);

const member = (citizen_id: string): CompanyMember => ({ citizen_id, rol_id: 4, rol_name: 'Asistente', name: citizen_id, first_last_name: 'X' });

describe('members machine (behaviour)', () => {
  it('keeps the page after a reload when it still exists, else the last page', async () => {
    let list = Array.from({ length: 11 }, (_, i) => member(String(10000000000 + i)));
    const adds: AddMemberBody[] = [];
    const actor = createActor(
      membersMachine.provide({
        actors: {
          loadMembers: fromPromise<CompanyMember[], number>(async () => list),
          findUser: fromPromise<BasicUser, string>(async ({ input }) => ({ citizen_id: input, name: 'N', first_last_name: 'F' })),
          addMember: fromPromise<string, AddMemberBody>(async ({ input }) => {
            adds.push(input);
            return 'ok';
          }),
          removeMember: fromPromise<string, DeleteMemberBody>(async () => 'ok'),
        },
      }),
      { input: { company: { id: 3, company_name: 'Eco' }, manage: true } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'page.change', page: 3 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'document.change', value: '00107654329' });
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.matches({ ready: 'found' }));
    actor.send({ type: 'member.add' });
    actor.send({ type: 'member.add' });
    await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(adds).toEqual([{ citizen_id: '00107654329', company_id: 3 }]);
    list = list.slice(0, 7);
    actor.send({ type: 'dialog.close' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(actor.getSnapshot().context.page).toBe(2);
  });
});
