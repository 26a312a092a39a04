/**
 * Membership invitations of the embedded identity backend (src/mocks/handlers/membership.ts through
 * the handlers of ./identity.ts), driven by the REAL client functions `sendMembershipInvitation`
 * and `acceptMembership` (spec 000 §2-§4, §7; spec 001 §2.1 one representative per company) and by
 * the demo back office (`backOfficeInvite`, issue 4).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptMembership, sendMembershipInvitation } from '../../../src/api/identity';
import { db, injectFault } from '../../../src/mocks/db';
import { backOfficeInvite, listCompanies } from '../../../src/mocks/mailbox';
import { INVITATION_TTL_MS } from '../../../src/mocks/handlers/membership';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { useEmbeddedBackend, idUrl, raw, signIn } from './harness';

useEmbeddedBackend();

/** Hotel Caribe Colonial starts without members here (the seed makes Luis its representative: src/mocks/seedCompanies.ts). */
beforeEach(() => {
  db().companyMembers = (db().companyMembers ?? []).filter((m) => m.company_id !== 2);
});

const JOSE_EMAIL = () => db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_2_ID)!.email;

/** The link of the newest invitation e-mail to José, parsed. */
function joseLink() {
  const mail = db().mails.find((m) => m.to === JOSE_EMAIL() && m.subject.startsWith('Invitación de membresía'));
  expect(mail?.link?.label).toBe('Aceptar invitación');
  const url = new URL(mail!.link!.href, 'http://portal.test');
  expect(url.pathname).toBe('/app/acceptMembership');
  return {
    citizenId: url.searchParams.get('citizen_id')!,
    companyId: Number(url.searchParams.get('company_id')),
    token: url.searchParams.get('token_code')!,
  };
}

describe('GET /send/membership/invitation', () => {
  it('lets the company account invite a citizen and e-mails the acceptance link', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const result = await sendMembershipInvitation('402-0987654-5'.replace(/-/g, ''));
    expect(result).toEqual({ ok: true, data: 'Se ha enviado la invitación al correo electrónico del usuario' });
    const link = joseLink();
    expect(link).toMatchObject({ citizenId: DEMO_CITIZEN_2_ID, companyId: 2 });
    expect(link.token).toMatch(/^[0-9a-f]{32}$/);
    const mail = db().mails[0];
    expect(mail.body.join(' ')).toContain('Hotel Caribe Colonial');
  });

  it('refuses unknown citizens, needs a token, and a citizen invites for a company of their profile', async () => {
    expect((await raw(idUrl('/send/membership/invitation?citizen_id=40209876545'))).status).toBe(401);
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const unknown = await sendMembershipInvitation('22300123456');
    expect(unknown).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'rejected', message: 'No existe un usuario con este documento de identidad' }),
    });
    expect(await sendMembershipInvitation(DEMO_CITIZEN_2_ID)).toMatchObject({ ok: true });
    expect(joseLink().companyId).toBe(1);
    // A company that is not the caller's is not found.
    const token = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    const foreign = await raw(idUrl(`/send/membership/invitation?citizen_id=${DEMO_CITIZEN_ID}&company_id=1`), { token });
    expect(foreign.body).toEqual({ success: false, msg: 'Empresa no encontrada' });
  });
});

describe('POST /accept/membership', () => {
  async function invite() {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    await sendMembershipInvitation(DEMO_CITIZEN_2_ID);
    return joseLink();
  }

  it('accepts once without login: the citizen becomes the representative; the reused link is refused', async () => {
    const link = await invite();
    localStorage.clear();
    const first = await acceptMembership(link.citizenId, link.companyId, link.token);
    expect(first).toEqual({ ok: true, data: { success: true, msg: 'Invitación aceptada satisfactoriamente' } });
    expect((db().companyMembers ?? []).filter((m) => m.company_id === 2)).toEqual([
      expect.objectContaining({ company_id: 2, citizen_id: DEMO_CITIZEN_2_ID, rol_id: 2, rol_name: 'Representante' }),
    ]);
    const again = await acceptMembership(link.citizenId, link.companyId, link.token);
    expect(again).toEqual({ ok: true, data: { success: false, msg: 'La invitación no es válida o ya fue utilizada' } });
  });

  it('refuses a wrong token, another citizen or another company', async () => {
    const link = await invite();
    const refused = { ok: true, data: { success: false, msg: 'La invitación no es válida o ya fue utilizada' } };
    expect(await acceptMembership(link.citizenId, link.companyId, 'ffff')).toEqual(refused);
    expect(await acceptMembership(DEMO_CITIZEN_ID, link.companyId, link.token)).toEqual(refused);
    expect(await acceptMembership(link.citizenId, 1, link.token)).toEqual(refused);
    expect((db().companyMembers ?? []).filter((m) => m.company_id === 2)).toEqual([]);
  });

  it('refuses an invitation older than 7 days', async () => {
    const link = await invite();
    const inv = db().membershipInvitations!.find((i) => i.token_code === link.token)!;
    inv.created_ms = Date.now() - INVITATION_TTL_MS - 1000;
    expect(await acceptMembership(link.citizenId, link.companyId, link.token)).toEqual({
      ok: true,
      data: { success: false, msg: 'La invitación ha expirado, solicite una nueva a la empresa' },
    });
    // Just inside the 7 days it is still valid.
    inv.created_ms = Date.now() - INVITATION_TTL_MS + 60_000;
    expect(await acceptMembership(link.citizenId, link.companyId, link.token)).toMatchObject({ ok: true, data: { success: true } });
  });

  it('allows one representative per company (spec 001 §2.1)', async () => {
    const link = await invite();
    await acceptMembership(link.citizenId, link.companyId, link.token);
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    expect(await sendMembershipInvitation(DEMO_CITIZEN_2_ID)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Este usuario ya es miembro de la empresa' },
    });
    expect(await sendMembershipInvitation(DEMO_CITIZEN_ID)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Esta empresa ya tiene un representante, debe eliminarlo antes de agregar otro' },
    });
  });

  it('reports a failed call as a failure (the page then shows the error toast)', async () => {
    injectFault({ method: 'POST', path: '/accept/membership', kind: 'http500', times: 1 });
    const result = await acceptMembership(DEMO_CITIZEN_2_ID, 2, 'abc');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http' } });
  });
});

describe('demo back office', () => {
  it('lists every company and sends the invitation through the real call', async () => {
    expect(
      listCompanies()
        .map((c) => c.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    const spy = vi.spyOn(globalThis, 'fetch');
    expect(await backOfficeInvite(1, '402-0987654-5')).toEqual({
      success: true,
      msg: 'Se ha enviado la invitación al correo electrónico del usuario',
    });
    const called = spy.mock.calls[0]?.[0];
    expect(called instanceof Request ? called.url : String(called)).toContain('/send/membership/invitation?citizen_id=40209876545&company_id=1');
    spy.mockRestore();
    expect(joseLink().companyId).toBe(1);
    expect(await backOfficeInvite(2, '22300123456')).toEqual({
      success: false,
      msg: 'No existe un usuario con este documento de identidad',
    });
  });
});
