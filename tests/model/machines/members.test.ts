import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { membersModel } from './members.model';
import { membersMachine, type AddMemberBody, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../../src/machines/companies/members.machine';
import { memberRemovalMachine } from '../../../src/machines/companies/memberRemoval.machine';
import { networkError, rejectedError } from './fixtures';

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
          removal: memberRemovalMachine.provide({ actors: { removeMember: fromPromise<string, DeleteMemberBody>(async () => 'ok') } }),
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

/** One of the seeded members (src/mocks/seedCompanies.ts), with its role. */
const withRole = (citizen_id: string, rol_id: number, rol_name: string): CompanyMember => ({ ...member(citizen_id), rol_id, rol_name });
const RAMON = '03105672343';
/** Six members: two pages of 5; Ramón (Asistente, rol 4) is on the first page. */
const SIX = [
  withRole('02804561237', 2, 'Representante'),
  withRole('40203456781', 3, 'Responsable'),
  withRole(RAMON, 4, 'Asistente'),
  ...['40205678127', '00114567894', '22309876542'].map((id) => member(id)),
];

/**
 * The chart with actors whose answers each test chooses, and the calls and toasts recorded (spec 001
 * §2.1 member management; §7 add / delete member bodies).
 */
function start(options: { manage: boolean; findUser?: () => Promise<BasicUser>; addMember?: () => Promise<string>; removeMember?: () => Promise<string> }) {
  const calls: { findUser: string[]; addMember: AddMemberBody[]; removeMember: DeleteMemberBody[] } = { findUser: [], addMember: [], removeMember: [] };
  const toasts: string[] = [];
  const never = () => new Promise<never>(() => {});
  const actor = createActor(
    membersMachine.provide({
      actors: {
        loadMembers: fromPromise<CompanyMember[], number>(async () => SIX),
        findUser: fromPromise<BasicUser, string>(({ input }) => (calls.findUser.push(input), (options.findUser ?? never)())),
        addMember: fromPromise<string, AddMemberBody>(({ input }) => (calls.addMember.push(input), (options.addMember ?? never)())),
        // The removal child (memberRemoval.machine.ts) with this test's answers: the same call, now made by the child.
        removal: memberRemovalMachine.provide({
          actors: {
            removeMember: fromPromise<string, DeleteMemberBody>(({ input }) => (calls.removeMember.push(input), (options.removeMember ?? never)())),
            checkMembers: fromPromise<CompanyMember[], number>(async () => SIX),
          },
        }),
      },
      actions: { notifyError: (_, params: { key: string }) => void toasts.push(params.key) },
    }),
    { input: { company: { id: 3, company_name: 'Eco Resort Bahía de Samaná' }, manage: options.manage } },
  ).start();
  return { actor, calls, toasts };
}

describe('members machine (member management, spec 001 §2.1, §5, §6)', () => {
  it('the restricted role cannot type a document, search or remove a member (reduced table)', async () => {
    const { actor, calls } = start({ manage: false });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'document.change', value: '001-0765432-9' });
    actor.send({ type: 'user.search' });
    actor.send({ type: 'member.remove', citizenId: RAMON });
    const { context } = actor.getSnapshot();
    expect([actor.getSnapshot().value, context.document, context.documentError, context.target]).toEqual([{ ready: 'browsing' }, '', null, null]);
    expect(calls.findUser).toEqual([]);
  });

  it('a short or empty document is refused with its message and nothing is sent', async () => {
    const { actor, calls } = start({ manage: true });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'document.change', value: '1234' });
    actor.send({ type: 'user.search' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.documentError]).toEqual([{ ready: 'browsing' }, 'desk.companies.invalidDocument']);
    actor.send({ type: 'document.change', value: '' });
    actor.send({ type: 'user.search' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.documentError]).toEqual([{ ready: 'browsing' }, 'errors.required']);
    expect(calls.findUser).toEqual([]);
  });

  it("searching again after 'No se encontró un usuario' clears that message while the new search runs", async () => {
    let answer: () => Promise<BasicUser> = async () => Promise.reject(rejectedError('No existe un usuario con este documento de identidad'));
    const { actor, calls } = start({ manage: true, findUser: () => answer() });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'document.change', value: '001-0765432-9' });
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.context.documentError === 'desk.companies.userNotFound');
    answer = () => new Promise<never>(() => {});
    actor.send({ type: 'user.search' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.documentError]).toEqual([{ ready: 'searching' }, null]);
    expect(calls.findUser).toEqual(['00107654329', '00107654329']);
  });

  it("a failed search toasts 'Ha ocurrido un error' and keeps the typed document", async () => {
    const { actor, toasts } = start({ manage: true, findUser: async () => Promise.reject(networkError) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'document.change', value: '00107654329' });
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect([actor.getSnapshot().value, actor.getSnapshot().context.document, actor.getSnapshot().context.documentError, toasts]).toEqual([
      { ready: 'browsing' },
      '00107654329',
      null,
      ['errors.generic'],
    ]);
  });

  it("adds the found user's citizen_id to the company; a failed addition toasts and keeps the found user", async () => {
    // The server answers the registered user with its own citizen_id (here with the leading zeros the typed number lacked).
    const found: BasicUser = { citizen_id: '00107654329', name: 'Pedro Antonio', first_last_name: 'Guzmán' };
    const { actor, calls, toasts } = start({ manage: true, findUser: async () => found, addMember: async () => Promise.reject(networkError) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'document.change', value: '107654329' });
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.matches({ ready: 'found' }));
    actor.send({ type: 'member.add' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(calls.addMember).toEqual([{ citizen_id: '00107654329', company_id: 3 }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.found, toasts]).toEqual([{ ready: 'found' }, found, ['errors.generic']]);
  });

  it('removes the confirmed member with member_rol, citizen_id and company_id and shows the server msg', async () => {
    const { actor, calls } = start({ manage: true, removeMember: async () => 'Miembro eliminado satisfactoriamente' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'member.remove', citizenId: RAMON });
    actor.send({ type: 'remove.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(calls.removeMember).toEqual([{ member_rol: 4, citizen_id: RAMON, company_id: 3 }]);
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'success', message: { text: 'Miembro eliminado satisfactoriamente' } });
  });

  it("a failed removal toasts 'Ha ocurrido un error' and returns to the list with nobody chosen", async () => {
    const { actor, toasts } = start({ manage: true, removeMember: async () => Promise.reject(networkError) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'member.remove', citizenId: RAMON });
    actor.send({ type: 'remove.confirm' });
    // The child `removal` sends and ends; the list is back.
    await waitFor(actor, (s) => !s.matches({ ready: 'removal' }));
    expect([actor.getSnapshot().value, actor.getSnapshot().context.target, toasts]).toEqual([{ ready: 'browsing' }, null, ['errors.generic']]);
  });

  it('goes back from page 2 to page 1; pages that do not exist are refused', async () => {
    const { actor } = start({ manage: true });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'page.change', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'page.change', page: 1 });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'page.change', page: 0 });
    actor.send({ type: 'page.change', page: 3 });
    expect(actor.getSnapshot().context.page).toBe(1);
  });
});
