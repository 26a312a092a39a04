// @vitest-environment node
/**
 * The loader of the desk's Companies tab for persons (src/machines/companies/myCompanies.ts; spec 001
 * §2.1 "Other users see a list of companies with action 'Ver detalles'", §6 "only the representative
 * role sees Ver detalles", §7 GET /all/my/requests/with/company/{citizenId} with status=1, type=1 and
 * get_only_companies_details=true returning payload.companies and payload.members) through the real
 * API client: the request sent, each company with the viewer's own role in it, and a failure.
 */
import { describe, expect, it } from 'vitest';
import { loadMyCompanies } from '../../../src/machines/companies/myCompanies';
import { adminUrl, answer, json, offline, sent, useReadBackend } from './readsHarness';

useReadBackend();

const ANA = '00104567896';
const PEDRO = '40212345678';
const hotel = {
  id: 4,
  company_name: 'Hotel Caribe',
  company_rnc: '130123454',
  company_phone: '8095557788',
  company_address: 'Av. George Washington 500',
  company_url_web: null,
};
const posada = { id: 12, company_name: 'Posada Colonial', company_rnc: '101012341' };
const agencia = { id: 30, company_name: 'Agencia Sol', company_rnc: '131999888' };
const tours = { id: 31, company_name: 'Tours del Este', company_rnc: '131777666' };

/** Answers the companies-and-members call for `citizenId` with `payload`; returns the recorded requests. */
const answerCompanies = (citizenId: string, payload: unknown) =>
  answer(adminUrl(`/all/my/requests/with/company/${citizenId}`), json({ success: true, payload }));

describe('my companies (spec 001 §2.1 Companies tab, §6)', () => {
  it('asks GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true; the reload counter is not sent', async () => {
    const seen = answerCompanies(ANA, { companies: [], members: [] });
    expect(await loadMyCompanies({ citizenId: ANA, reload: 5 })).toEqual({ ok: true, data: [] });
    expect(sent(seen)).toEqual([`/api/admin/all/my/requests/with/company/${ANA}?status=1&type=1&get_only_companies_details=true`]);
  });

  it('each company in server order with the viewer’s own role in it; only the representative role manages', async () => {
    answerCompanies(ANA, {
      companies: [hotel, posada, agencia, tours],
      members: [
        // Another citizen's membership of the hotel comes first: never the viewer's role.
        { citizen_id: PEDRO, company_id: 4, rol_id: 3, rol_name: 'Responsable' },
        // The viewer's membership of another company before the hotel's: never the hotel's role.
        { citizen_id: '001-0456789-6', company_id: 12, rol_id: 3, rol_name: 'Responsable' },
        { citizen_id: '001-0456789-6', company_id: 4, rol_id: 2, rol_name: 'Representante' },
        // A representative by role id alone, with the company id as the backend may send it (text).
        { citizen_id: ANA, company_id: '30', rol_id: 2 },
        { citizen_id: PEDRO, company_id: 31, rol_id: 2, rol_name: 'Representante' },
      ],
    });
    expect(await loadMyCompanies({ citizenId: ANA, reload: 0 })).toEqual({
      ok: true,
      data: [
        { ...hotel, role: 'Representante', manage: true },
        { ...posada, role: 'Responsable', manage: false },
        { ...agencia, role: null, manage: true },
        { ...tours, role: null, manage: false },
      ],
    });
  });

  it('the viewer’s id is compared without dashes on either side', async () => {
    answerCompanies('001-0456789-6', {
      companies: [hotel, posada],
      members: [
        { citizen_id: ANA, company_id: 4, rol_id: 2, rol_name: 'Representante' },
        { citizen_id: '0010456-789-6', company_id: 12, rol_id: 4, rol_name: 'Asistente' },
      ],
    });
    expect(await loadMyCompanies({ citizenId: '001-0456789-6', reload: 0 })).toEqual({
      ok: true,
      data: [
        { ...hotel, role: 'Representante', manage: true },
        { ...posada, role: 'Asistente', manage: false },
      ],
    });
  });

  it.each([
    ['HTTP 500', json({ message: 'error' }, 500), { kind: 'http', status: 500 }],
    ['a request that fails outright', offline, { kind: 'network' }],
    ['`success: false`', json({ success: false, msg: 'Token inválido' }), { kind: 'rejected', status: 200, message: 'Token inválido' }],
  ])('%s: the failure as received (the tab shows its error block with a retry)', async (_, reply, error) => {
    answer(adminUrl(`/all/my/requests/with/company/${ANA}`), reply);
    expect(await loadMyCompanies({ citizenId: ANA, reload: 0 })).toEqual({ ok: false, error });
  });
});
