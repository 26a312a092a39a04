/**
 * /app/requestService/{serviceID} with a company in the URL (spec 001 §2 route parameters
 * `company_id`, `company_name`; issue 10 "URL-trusted company"): the company must be one the
 * signed-in citizen represents (GET /all/my/requests/with/company ... get_only_companies_details),
 * checked by the request-form chart before the form loads; a forged or unusable id is refused with a
 * clear message and nothing is sent on the company's behalf. Against the embedded backend.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import RequestServicePage from '../../../src/views/pages/requestService/RequestServicePage';
import { companyClaimOf } from '../../../src/machines/requestForm.machine';
import { issueToken } from '../../../src/mocks/tokens';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID } from '../../../src/mocks/seed';
import { tokenStore } from '../../../src/api/tokenStore';
import { SessionProvider } from '../../../src/views/app/session';
import { PageTitleProvider } from '../../../src/views/app/pageTitle';
import { useEmbeddedBackend } from '../pages/harness';
import { recordCalls } from '../../support/recordCalls';

useEmbeddedBackend();

const ONLINE_ID = 1;

/** Renders the page at `path` (query included) as `citizenId`. */
function renderRequest(citizenId: string, path: string, params: Record<string, string>) {
  tokenStore.setToken(issueToken(citizenId, 15 * 60 * 1000));
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionProvider>
        <PageTitleProvider defaultTitle="Título">
          {() => (
            <main>
              <RequestServicePage params={params} />
            </main>
          )}
        </PageTitleProvider>
      </SessionProvider>
    </Router>,
  );
}

const REFUSED = 'No representa a la empresa indicada en el enlace, por lo que no puede hacer solicitudes en su nombre.';

describe('a company named by the URL (issue 10)', () => {
  it('José, who represents no company: a forged ?company_id is refused, the form never loads, a personal request is offered', async () => {
    const calls = recordCalls();
    renderRequest(DEMO_CITIZEN_2_ID, `/app/requestService/${ONLINE_ID}?company_id=999999&company_name=Empresa%20Inventada`, { serviceID: String(ONLINE_ID) });
    expect(await screen.findByText(REFUSED, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Empresa Inventada/)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Tarifas del servicio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuar como solicitud personal' }).getAttribute('href')).toBe(`/app/requestService/${ONLINE_ID}`);
    expect(screen.getByRole('link', { name: 'Volver al servicio' }).getAttribute('href')).toBe(`/app/serviceDescription/${ONLINE_ID}`);
    expect(calls.some((c) => c.path.startsWith('/expertform/'))).toBe(false);
    expect(calls.some((c) => c.path === '/requests')).toBe(false);
  });

  it('Ana: another citizen’s company in the path form is refused too', async () => {
    renderRequest(DEMO_CITIZEN_ID, `/app/requestService/${ONLINE_ID}/3/Eco%20Resort`, {
      serviceID: String(ONLINE_ID),
      companyID: '3',
      companyName: 'Eco%20Resort',
    });
    expect(await screen.findByText(REFUSED, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('Ana: an id beyond Number.MAX_SAFE_INTEGER is refused, never rounded to another id', async () => {
    renderRequest(DEMO_CITIZEN_ID, `/app/requestService/${ONLINE_ID}?company_id=9007199254740993&company_name=Posada`, { serviceID: String(ONLINE_ID) });
    expect(await screen.findByText(REFUSED, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('Ana: her own company is accepted and shown with the name the server gives, not the URL’s', async () => {
    renderRequest(DEMO_CITIZEN_ID, `/app/requestService/${ONLINE_ID}?company_id=1&company_name=Nombre%20Falso`, { serviceID: String(ONLINE_ID) });
    expect(await screen.findByText('Solicitud en representación de Posada Zona Colonial', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Nombre Falso/)).toBeNull();
    expect(screen.queryByText(REFUSED)).toBeNull();
  });
});

describe('companyClaimOf: the URL id stays exact or is refused', () => {
  it('keeps safe positive integers and refuses everything else without rounding', () => {
    expect(companyClaimOf(null, 'x')).toBeNull();
    expect(companyClaimOf('', 'x')).toBeNull();
    expect(companyClaimOf('4', 'Hotel')).toEqual({ id: 4, name: 'Hotel' });
    expect(companyClaimOf('9007199254740991', '')).toEqual({ id: 9007199254740991, name: '' });
    expect(companyClaimOf('9007199254740993', 'Posada')).toEqual({ id: null, name: 'Posada' });
    expect(companyClaimOf('9007199254740992', '')).toEqual({ id: null, name: '' });
    for (const raw of ['0', '-1', '01', '1e3', '1.0', ' 1', '0x10', 'uno']) expect(companyClaimOf(raw, '')).toEqual({ id: null, name: '' });
    expect(companyClaimOf('1', undefined)).toEqual({ id: 1, name: '' });
  });
});
