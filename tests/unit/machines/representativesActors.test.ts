// @vitest-environment node
/**
 * The representative manager (src/machines/companies/representatives.machine.ts) with its REAL
 * actors, the API layer (src/api/companyMembers.ts) replaced by recording fakes (the model test
 * replaces the actors themselves): which contract call each step makes (spec 000 §7 GET
 * /get/all/representatives/from/my/company, GET /send/membership/invitation, POST
 * /delete/company/member; spec 001 §2.1 representative manager, §7), and that a deletion whose answer
 * was lost is checked on the representatives, not on the member list (issue 25; the removal child
 * reads the company's members by default).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fail, ok } from '../../../src/api/result';
import type { CompanyMember } from '../../../src/api/companyMembers';

const api = vi.hoisted(() => ({
  getMyCompanyRepresentatives: vi.fn(),
  getCompanyMembers: vi.fn(),
  getBasicUserInformation: vi.fn(),
  sendMembershipInvitation: vi.fn(),
  deleteCompanyMember: vi.fn(),
}));
vi.mock('../../../src/api/companyMembers', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const { representativesMachine } = await import('../../../src/machines/companies/representatives.machine');

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

/** Luis, the representative of company 2. */
const luis = { citizen_id: '02804561237', rol_id: 2, name: 'Luis Manuel', first_last_name: 'Peña', company_id: 2 } as CompanyMember;

function open() {
  const toasts: string[] = [];
  const machine = representativesMachine.provide({ actions: { notifyError: (_, params) => void toasts.push(params.key) } });
  return { actor: createActor(machine, { input: { companyId: 2 } }).start(), toasts };
}

describe('representative manager with its real actors', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('lists what GET /get/all/representatives/from/my/company answers', async () => {
    api.getMyCompanyRepresentatives.mockResolvedValue(ok([luis]));
    const { actor } = open();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }), bounded);
    expect([actor.getSnapshot().context.representatives, api.getMyCompanyRepresentatives.mock.calls]).toEqual([[luis], [[]]]);
  });

  it('invites the user found: GET /get/basic/user/information/{id}, then GET /send/membership/invitation with his citizen_id; its msg in the success dialog', async () => {
    api.getMyCompanyRepresentatives.mockResolvedValue(ok([]));
    api.getBasicUserInformation.mockResolvedValue(ok({ citizen_id: '40209876545', name: 'José Miguel', first_last_name: 'Martínez' }));
    api.sendMembershipInvitation.mockResolvedValue(ok('Se ha enviado la invitación al correo electrónico del usuario'));
    const { actor } = open();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }), bounded);
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'document.change', value: '402-0987654-5' });
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.matches({ ready: { adding: 'found' } }), bounded);
    actor.send({ type: 'invitation.send' });
    await waitFor(actor, (s) => s.matches({ ready: 'message' }), bounded);
    expect([api.getBasicUserInformation.mock.calls, api.sendMembershipInvitation.mock.calls, actor.getSnapshot().context.dialog]).toEqual([
      [['40209876545']],
      [['40209876545']],
      { kind: 'success', message: { text: 'Se ha enviado la invitación al correo electrónico del usuario' } },
    ]);
  });

  it("a deletion whose answer was lost is checked on the representatives (not the member list): Luis gone → 'Éxito'", async () => {
    api.getMyCompanyRepresentatives.mockResolvedValueOnce(ok([luis])).mockResolvedValueOnce(ok([]));
    api.deleteCompanyMember.mockResolvedValue(fail({ kind: 'unknown', cause: 'network' }));
    const { actor, toasts } = open();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }), bounded);
    actor.send({ type: 'representative.delete', citizenId: luis.citizen_id });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'message' }), bounded);
    expect([
      api.deleteCompanyMember.mock.calls,
      api.getMyCompanyRepresentatives.mock.calls.length,
      api.getCompanyMembers.mock.calls,
      actor.getSnapshot().context.dialog,
      actor.getSnapshot().context.representatives,
      toasts,
    ]).toEqual([[[{ member_rol: 2, citizen_id: luis.citizen_id, company_id: 2 }]], 2, [], { kind: 'success', message: 'common.success' }, [], []]);
  });
});
