import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { membersModel } from './members.model';
import { membersMachine, type AddMemberBody, type BasicUser, type CompanyMember, type DeleteMemberBody } from '../../../src/machines/companies/members.machine';
import { memberRemovalMachine } from '../../../src/machines/companies/memberRemoval.machine';
import { networkError, rejectedError } from './fixtures';
import { ApiError } from '../../../src/api/result';

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

describe('members machine: unknown outcomes of an addition or a removal, and the ends of a removal (issue 25; spec 001 §2.1, §7)', () => {
  const lost = () => {
    throw new ApiError({ kind: 'unknown', cause: 'network' });
  };
  const failRead = () => {
    throw networkError;
  };
  const PEDRO: BasicUser = { citizen_id: '00107654329', name: 'Pedro Antonio', first_last_name: 'Guzmán' };
  const pedroListed = member(PEDRO.citizen_id);

  /**
   * The chart with scripted answers, each list in turn: `reads` (GET of the members: the list and the
   * addition's check), `adds`, `removes` and `checks` (the removal's read). Records the calls and toasts.
   */
  function run(script: {
    reads: Array<() => CompanyMember[]>;
    found?: BasicUser;
    /** The users found by each search in turn (else `found`, else Pedro). */
    finds?: BasicUser[];
    adds?: Array<() => string>;
    removes?: Array<() => string>;
    checks?: Array<() => CompanyMember[]>;
  }) {
    const calls = { reads: 0, adds: [] as AddMemberBody[], removes: [] as DeleteMemberBody[], checks: 0, toasts: [] as string[] };
    const machine = membersMachine.provide({
      actors: {
        loadMembers: fromPromise<CompanyMember[], number>(async () => (calls.reads++, script.reads.shift()!())),
        findUser: fromPromise<BasicUser, string>(async () => script.finds?.shift() ?? script.found ?? PEDRO),
        addMember: fromPromise<string, AddMemberBody>(async ({ input }) => (calls.adds.push(input), script.adds!.shift()!())),
        removal: memberRemovalMachine.provide({
          actors: {
            removeMember: fromPromise<string, DeleteMemberBody>(async ({ input }) => (calls.removes.push(input), script.removes!.shift()!())),
            checkMembers: fromPromise<CompanyMember[], number>(async () => (calls.checks++, script.checks!.shift()!())),
          },
        }),
      },
      actions: { notifyError: (_, params: { key: string }) => void calls.toasts.push(params.key) },
    });
    const actor = createActor(machine, { input: { company: { id: 3, company_name: 'Eco Resort Bahía de Samaná' }, manage: true } }).start();
    const at = (state: unknown) => waitFor(actor, (s) => s.matches(state as never), { timeout: 2000 });
    const toast = (n: number) => waitFor(actor, () => calls.toasts.length === n, { timeout: 2000 });
    return { actor, calls, at, toast };
  }

  /** Searches the user (the answer of findUser) and presses 'Agregar'. */
  async function add({ actor, at }: ReturnType<typeof run>, document: string) {
    await at({ ready: 'browsing' });
    actor.send({ type: 'document.change', value: document });
    actor.send({ type: 'user.search' });
    await at({ ready: 'found' });
    actor.send({ type: 'member.add' });
  }

  /** Removes `citizenId` from the list ('Eliminar' confirmed). */
  async function remove({ actor, at }: ReturnType<typeof run>, citizenId: string) {
    await at({ ready: 'browsing' });
    actor.send({ type: 'member.remove', citizenId });
    actor.send({ type: 'remove.confirm' });
  }

  it("a lost addition is checked on the members: the user listed → the success dialog 'Éxito'", async () => {
    const r = run({ reads: [() => SIX, () => [...SIX, pedroListed]], adds: [lost] });
    await add(r, PEDRO.citizen_id);
    await r.at({ ready: 'done' });
    expect([r.calls.reads, r.calls.adds.length, r.actor.getSnapshot().context.dialog, r.calls.toasts]).toEqual([
      2,
      1,
      { kind: 'success', message: 'common.success' },
      [],
    ]);
  });

  it("a lost addition not listed says 'no llegó' and keeps the user found; 'Agregar' then sends it again", async () => {
    const r = run({ reads: [() => SIX, () => SIX], adds: [lost, () => 'Miembro agregado'] });
    await add(r, PEDRO.citizen_id);
    await r.toast(1);
    expect([r.actor.getSnapshot().value, r.actor.getSnapshot().context.found, r.calls.toasts]).toEqual([
      { ready: 'found' },
      PEDRO,
      ['desk.companies.notReceived'],
    ]);
    r.actor.send({ type: 'member.add' });
    await r.at({ ready: 'done' });
    expect([r.calls.adds.length, r.calls.reads]).toEqual([2, 2]);
  });

  it("a lost addition that could not be checked is read first on the next 'Agregar', not sent again", async () => {
    const r = run({ reads: [() => SIX, failRead, () => [...SIX, pedroListed]], adds: [lost] });
    await add(r, PEDRO.citizen_id);
    await r.toast(1);
    r.actor.send({ type: 'member.add' });
    await r.at({ ready: 'done' });
    expect([r.calls.adds.length, r.calls.reads, r.calls.toasts]).toEqual([1, 3, ['desk.companies.outcomeUnchecked']]);
  });

  it("'Cancelar' on '¿Estas seguro?' goes back to the list with nobody chosen, nothing sent", async () => {
    const r = run({ reads: [() => SIX] });
    await r.at({ ready: 'browsing' });
    r.actor.send({ type: 'member.remove', citizenId: RAMON });
    r.actor.send({ type: 'remove.cancel' });
    await r.at({ ready: 'browsing' });
    expect([r.actor.getSnapshot().context.target, r.calls.removes, r.calls.toasts]).toEqual([null, [], []]);
  });

  it("a lost removal that could not be checked is read first when confirmed again; found still listed ('no llegó'), the next 'Eliminar' sends it", async () => {
    const r = run({ reads: [() => SIX], removes: [lost, () => 'Miembro eliminado'], checks: [failRead, () => SIX] });
    await remove(r, RAMON);
    await r.toast(1);
    await remove(r, RAMON);
    await r.toast(2);
    expect([r.calls.removes.length, r.calls.checks, r.calls.toasts]).toEqual([1, 2, ['desk.companies.outcomeUnchecked', 'desk.companies.notReceived']]);
    await remove(r, RAMON);
    await r.at({ ready: 'done' });
    expect([r.calls.removes.length, r.calls.checks]).toEqual([2, 2]);
  });

  it("a lost removal of Ramón is not an addition of Ramón: 'Agregar' on him sends the addition", async () => {
    const ramon: BasicUser = { citizen_id: RAMON, name: 'Ramón', first_last_name: 'X' };
    const r = run({ reads: [() => SIX], found: ramon, removes: [lost], checks: [failRead], adds: [() => 'Miembro agregado'] });
    await remove(r, RAMON);
    await r.toast(1);
    await add(r, RAMON);
    await r.at({ ready: 'done' });
    expect([r.calls.adds, r.calls.reads]).toEqual([[{ citizen_id: RAMON, company_id: 3 }], 1]);
  });

  it("a lost removal of Ramón does not hold another member's removal: that one is sent", async () => {
    const other = '40205678127';
    const r = run({ reads: [() => SIX], removes: [lost, () => 'Miembro eliminado'], checks: [failRead] });
    await remove(r, RAMON);
    await r.toast(1);
    await remove(r, other);
    await r.at({ ready: 'done' });
    expect([r.calls.removes.map((b) => b.citizen_id), r.calls.checks]).toEqual([[RAMON, other], 1]);
  });

  it("a lost addition of Pedro does not hold the addition of another user: 'Agregar' sends it", async () => {
    const jose: BasicUser = { citizen_id: '40209876545', name: 'José Miguel', first_last_name: 'Martínez' };
    const r = run({ reads: [() => SIX, failRead], finds: [PEDRO, jose], adds: [lost, () => 'Miembro agregado'] });
    await add(r, PEDRO.citizen_id);
    await r.toast(1);
    r.actor.send({ type: 'document.change', value: jose.citizen_id });
    r.actor.send({ type: 'user.search' });
    await r.at({ ready: 'found' });
    r.actor.send({ type: 'member.add' });
    await r.at({ ready: 'done' });
    expect([r.calls.adds.map((b) => b.citizen_id), r.calls.reads]).toEqual([[PEDRO.citizen_id, jose.citizen_id], 2]);
  });

  it('a lost addition of a listed user is not a removal of him: removing him sends the removal', async () => {
    const r = run({ reads: [() => [...SIX, pedroListed], failRead], adds: [lost], removes: [() => 'Miembro eliminado'] });
    await add(r, PEDRO.citizen_id);
    await r.toast(1);
    r.actor.send({ type: 'document.change', value: '' });
    await remove(r, PEDRO.citizen_id);
    await r.at({ ready: 'done' });
    expect([r.calls.removes.map((b) => b.citizen_id), r.calls.checks]).toEqual([[PEDRO.citizen_id], 0]);
  });
});
