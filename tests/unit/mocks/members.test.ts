/**
 * Company members and representatives of the embedded identity backend (src/mocks/handlers/members.ts,
 * seed src/mocks/seedCompanies.ts), driven by the REAL client functions of src/api/companyMembers.ts
 * (spec 000 §7; spec 001 §2.1 Companies tab, §3, §7, §8 Second representative) and the companies
 * details answer of the admin API (src/api/representedCompanies.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  addCompanyMember,
  deleteCompanyMember,
  getBasicUserInformation,
  getCompanyMembers,
  getMyCompanyRepresentatives,
  sendMembershipInvitation,
} from '../../../src/api/companyMembers';
import { getRepresentedCompanies } from '../../../src/api/representedCompanies';
import { admin } from '../../../src/api/clients';
import { db, injectFault, type DbFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { SEED_MEMBER_IDS } from '../../../src/mocks/seedCompanies';
import { idUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const LUIS = {
  citizen_id: DEMO_GESTOR_ID,
  rol_id: 2,
  rol_name: 'Representante',
  name: 'Luis Manuel',
  first_last_name: 'Peña',
  second_last_name: 'Ureña',
  citizen: DEMO_GESTOR_ID,
  phone: '8095550164',
  email: 'luis.pena@demo.mitur.local',
  occupation: 'Gestor de trámites turísticos',
};

const names = (members: { name: string; first_last_name: string; rol_name: string }[]) => members.map((m) => `${m.name} ${m.first_last_name} (${m.rol_name})`);

describe('seed', () => {
  it('registers the members as activated citizens and Luis as representative of companies 2, 3 and 4', () => {
    for (const id of Object.values(SEED_MEMBER_IDS)) {
      expect(db().citizens.find((c) => c.citizen_id === id)).toMatchObject({ activated: true, rol_base: 1, password: DEMO_PASSWORD });
    }
    const reps = (db().companyMembers ?? []).filter((m) => m.rol_id === 2);
    expect(reps.map((m) => [m.company_id, m.citizen_id])).toEqual([
      [2, DEMO_GESTOR_ID],
      [3, DEMO_GESTOR_ID],
      [4, DEMO_GESTOR_ID],
    ]);
  });
});

describe('GET /get/all/representatives/from/my/company', () => {
  it('answers the company account its one representative, with the member fields of spec 001 §3', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    expect(await getMyCompanyRepresentatives()).toEqual({ ok: true, data: [{ ...LUIS, company_id: 2 }] });
  });

  it('needs a session (401) and reports the failures of the call', async () => {
    expect((await raw(idUrl('/get/all/representatives/from/my/company'))).status).toBe(401);
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const outcomes: Array<[DbFault['kind'], string]> = [
      ['network', 'network'],
      ['http500', 'http'],
      ['malformed', 'malformed'],
    ];
    for (const [kind, expected] of outcomes) {
      injectFault({ method: 'GET', path: '/get/all/representatives', kind, times: 1 });
      const result = await getMyCompanyRepresentatives();
      expect(result.ok ? 'ok' : result.error.kind, kind).toBe(expected);
    }
    // 'El token ha expirado' once: the client refreshes and retries, the list comes back.
    injectFault({ method: 'GET', path: '/get/all/representatives', kind: 'expired', times: 1 });
    expect(await getMyCompanyRepresentatives()).toMatchObject({ ok: true, data: [{ citizen_id: DEMO_GESTOR_ID }] });
  });
});

describe('representative replaced by invitation (spec 001 §2.1, §8 Second representative)', () => {
  it('refuses a second representative, deletes the current one, then invites and lists the new one', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    expect(await sendMembershipInvitation(DEMO_CITIZEN_2_ID)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Esta empresa ya tiene un representante, debe eliminarlo antes de agregar otro' },
    });
    // The role sent must be the member's.
    expect(await deleteCompanyMember({ member_rol: 4, citizen_id: DEMO_GESTOR_ID, company_id: 2 })).toMatchObject({
      ok: false,
      error: { message: 'El usuario no es miembro de esta empresa' },
    });
    // The company account removes only its representative, not the other members.
    expect(await deleteCompanyMember({ member_rol: 4, citizen_id: SEED_MEMBER_IDS.pedro, company_id: 2 })).toMatchObject({
      ok: false,
      error: { message: 'No tiene permiso para gestionar los miembros de esta empresa' },
    });
    expect(await deleteCompanyMember({ member_rol: 2, citizen_id: DEMO_GESTOR_ID, company_id: 2 })).toEqual({
      ok: true,
      data: 'Representante eliminado satisfactoriamente',
    });
    expect(await getMyCompanyRepresentatives()).toEqual({ ok: true, data: [] });
    expect(await sendMembershipInvitation(DEMO_CITIZEN_2_ID)).toEqual({
      ok: true,
      data: 'Se ha enviado la invitación al correo electrónico del usuario',
    });
  });
});

describe('GET /get/all/company/members/by/company/id/{id}', () => {
  it('lists every member of a company to its representative, representative first', async () => {
    await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD);
    const result = await getCompanyMembers(3);
    expect(result.ok && names(result.data)).toEqual([
      'Luis Manuel Peña (Representante)',
      'Carolina Mercedes Jiménez (Responsable)',
      'Ramón Antonio Almonte (Asistente)',
      'Yesenia Marte (Asistente)',
      'Manuel de Jesús Reyes (Responsable)',
      'Altagracia Santos (Asistente)',
    ]);
  });

  it('lists the members of the company account to itself (read only) and refuses other callers', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const own = await getCompanyMembers(2);
    expect(own.ok && names(own.data)).toEqual([
      'Luis Manuel Peña (Representante)',
      'Carolina Mercedes Jiménez (Responsable)',
      'Pedro Antonio Guzmán (Asistente)',
    ]);
    expect(await getCompanyMembers(3)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'No tiene permiso para gestionar los miembros de esta empresa' },
    });
    // A member without the representative role may not list.
    await signIn(SEED_MEMBER_IDS.carolina, DEMO_PASSWORD);
    expect(await getCompanyMembers(3)).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await getCompanyMembers(999)).toMatchObject({ ok: false, error: { message: 'Empresa no encontrada' } });
  });

  it('makes the owner of a profile company its representative until an invited one accepts (Ana and Posada Zona Colonial)', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const result = await getCompanyMembers(1);
    expect(result.ok && names(result.data)).toEqual(['Ana María Rodríguez (Representante)']);
    (db().companyMembers ??= []).push({
      company_id: 1,
      citizen_id: DEMO_CITIZEN_2_ID,
      rol_id: 2,
      rol_name: 'Representante',
      created_at: '2026-01-01 10:00:00',
    });
    expect(await getCompanyMembers(1)).toMatchObject({ ok: false, error: { message: 'No tiene permiso para gestionar los miembros de esta empresa' } });
    await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    const after = await getCompanyMembers(1);
    expect(after.ok && names(after.data)).toEqual(['José Miguel Martínez (Representante)']);
  });
});

describe('member management by the representative', () => {
  it('finds a user by document, adds them as Asistente, refuses a second addition, removes them', async () => {
    await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD);
    expect(await getBasicUserInformation(SEED_MEMBER_IDS.pedro)).toEqual({
      ok: true,
      data: {
        citizen_id: SEED_MEMBER_IDS.pedro,
        name: 'Pedro Antonio',
        first_last_name: 'Guzmán',
        second_last_name: 'Tejada',
        email: 'pedro.guzman@demo.mitur.local',
        phone: '8095550233',
        occupation: 'Asistente administrativo',
      },
    });
    expect(await addCompanyMember({ citizen_id: SEED_MEMBER_IDS.pedro, company_id: 3 })).toEqual({ ok: true, data: 'Miembro agregado satisfactoriamente' });
    const after = await getCompanyMembers(3);
    expect(after.ok && after.data.at(-1)).toMatchObject({ citizen_id: SEED_MEMBER_IDS.pedro, rol_id: 4, rol_name: 'Asistente', company_id: 3 });
    expect(await addCompanyMember({ citizen_id: SEED_MEMBER_IDS.pedro, company_id: 3 })).toMatchObject({
      ok: false,
      error: { message: 'Este usuario ya es miembro de la empresa' },
    });
    expect(await addCompanyMember({ citizen_id: '22300123456', company_id: 3 })).toMatchObject({
      ok: false,
      error: { message: 'No existe un usuario con este documento de identidad' },
    });
    expect(await deleteCompanyMember({ member_rol: 4, citizen_id: SEED_MEMBER_IDS.pedro, company_id: 3 })).toEqual({
      ok: true,
      data: 'Miembro eliminado satisfactoriamente',
    });
    const final = await getCompanyMembers(3);
    expect(final.ok && final.data.map((m) => m.citizen_id)).not.toContain(SEED_MEMBER_IDS.pedro);
  });

  it('refuses removing oneself and managing a company where the caller is not representative', async () => {
    await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD);
    expect(await deleteCompanyMember({ member_rol: 2, citizen_id: DEMO_GESTOR_ID, company_id: 3 })).toMatchObject({
      ok: false,
      error: { message: 'No puede eliminarse a sí mismo de la empresa' },
    });
    await signIn(SEED_MEMBER_IDS.carolina, DEMO_PASSWORD);
    expect(await addCompanyMember({ citizen_id: DEMO_CITIZEN_2_ID, company_id: 3 })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await deleteCompanyMember({ member_rol: 4, citizen_id: SEED_MEMBER_IDS.ramon, company_id: 3 })).toMatchObject({ ok: false });
  });

  it('refreshes an expired token once and does not add twice', async () => {
    await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD);
    injectFault({ method: 'POST', path: '/add/automatic/company/member', kind: 'expired', times: 1 });
    expect(await addCompanyMember({ citizen_id: DEMO_CITIZEN_2_ID, company_id: 4 })).toMatchObject({ ok: true });
    expect((db().companyMembers ?? []).filter((m) => m.company_id === 4 && m.citizen_id === DEMO_CITIZEN_2_ID)).toHaveLength(1);
  });
});

describe('companies details (get_only_companies_details=true)', () => {
  it("answers Luis's three companies and their real members with rol_name and company_id", async () => {
    await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD);
    const companies = await getRepresentedCompanies(DEMO_GESTOR_ID);
    expect(companies.ok && companies.data.map((c) => c.id)).toEqual([2, 3, 4]);
    const { data } = await admin.GET('/all/my/requests/with/company/{citizenId}', {
      params: { path: { citizenId: DEMO_GESTOR_ID }, query: { status: 1, type: 1, get_only_companies_details: true } },
    });
    const members = (data as { payload: { members: Array<{ citizen_id: string; company_id: number; rol_name: string }> } }).payload.members;
    expect(members.filter((m) => m.company_id === 4).map((m) => [m.citizen_id, m.rol_name])).toEqual([
      [DEMO_GESTOR_ID, 'Representante'],
      [SEED_MEMBER_IDS.pedro, 'Asistente'],
      [SEED_MEMBER_IDS.wendy, 'Responsable'],
    ]);
    expect(members).toHaveLength(3 + 6 + 3);
  });

  it('gives a Responsable member her companies, with her own role in each', async () => {
    await signIn(SEED_MEMBER_IDS.carolina, DEMO_PASSWORD);
    const { data } = await admin.GET('/all/my/requests/with/company/{citizenId}', {
      params: { path: { citizenId: SEED_MEMBER_IDS.carolina }, query: { status: 1, type: 1, get_only_companies_details: true } },
    });
    const payload = (data as { payload: { companies: Array<{ id: number }>; members: Array<{ citizen_id: string; company_id: number; rol_name: string }> } })
      .payload;
    expect(payload.companies.map((c) => c.id)).toEqual([2, 3]);
    expect(payload.members.filter((m) => m.citizen_id === SEED_MEMBER_IDS.carolina).map((m) => [m.company_id, m.rol_name])).toEqual([
      [2, 'Responsable'],
      [3, 'Responsable'],
    ]);
  });
});
