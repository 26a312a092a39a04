/**
 * The desk's Requests tab (spec 001 §2.1 Requests tab, Request card, 'Cambiar propietario'; §4; §7
 * 'Desk and lists'; §8) through the real view, charts, API client and embedded backend (MSW node
 * server, fresh store per test): the exact queries sent, filters, search, paging, cards, the detail
 * URL, the change of owner and the failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { loadCurrentUser } from '../../../src/api/auth';
import RequestsTab from '../../../src/views/pages/desk/requests/RequestsTab';
import { useEmbeddedBackend } from '../pages/harness';

useEmbeddedBackend();
afterEach(() => server.events.removeAllListeners());

const CAROLINA = '40203456781';

/** GET/POST calls to the list and owner endpoints: path + query, and POST bodies. */
function record() {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    const path = u.pathname.replace(/^\/api\/(identity|admin|files|content)/, '');
    if (!/requests|change\/user|company\/members/.test(path)) return;
    const call: { method: string; url: string; body?: unknown } = { method: request.method, url: `${path}${u.search}` };
    calls.push(call);
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((b) => (call.body = b));
  });
  return calls;
}

async function renderTab(document = DEMO_GESTOR_ID, preset?: { companyId: number; applicant: string }) {
  const signed = await login(document, DEMO_PASSWORD);
  if (!signed.ok) throw new Error('login failed');
  tokenStore.saveLogin(signed.data.token, signed.data.profileImg);
  const me = await loadCurrentUser();
  if (!me.ok) throw new Error('user failed');
  const location = memoryLocation({ path: '/app/myDesk', record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <RequestsTab user={me.data} preset={preset} />
    </Router>,
  );
  return { user, location };
}

const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
const cards = (list: HTMLElement) => within(list).queryAllByRole('article');
async function settled(list: HTMLElement) {
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
}

describe('RequestsTab: personal list (spec 001 §2.1)', () => {
  it('filters, searches, clears and pages with the exact queries of §7', async () => {
    const calls = record();
    const { user } = await renderTab();
    const list = await section('Solicitudes personales');
    await settled(list);
    expect(cards(list)).toHaveLength(10);
    await user.selectOptions(within(list).getByLabelText('Estado'), 'Finalizadas');
    await settled(list);
    expect(cards(list).map((c) => within(c).getByText(/Completada/).textContent)).toHaveLength(6);
    await user.type(within(list).getByPlaceholderText('Nombre o número de solicitud'), 'licencia de guia');
    await user.click(within(list).getByRole('button', { name: 'Buscar' }));
    await settled(list);
    expect(cards(list)).toHaveLength(1);
    expect(within(cards(list)[0]).getByRole('heading', { name: 'Licencia de guía turístico' })).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Limpiar filtro' }));
    await settled(list);
    expect(within(list).getByPlaceholderText<HTMLInputElement>('Nombre o número de solicitud').value).toBe('');
    await user.selectOptions(within(list).getByLabelText('Estado'), 'En proceso');
    await settled(list);
    await user.click(within(list).getByRole('button', { name: 'Ir a la página 2' }));
    await settled(list);
    expect(cards(list)).toHaveLength(5);
    // Pages read again within 60 s come from the cache (spec 001 §9): the clear and the return to
    // 'En proceso' send nothing.
    const personal = calls.filter((c) => c.url.startsWith('/all/my/requests/without/company/'));
    expect(personal.map((c) => c.url)).toEqual([
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=1&name=&status=1&type=1`,
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=1&name=&status=2&type=1`,
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=1&name=licencia%20de%20guia&status=2&type=1`,
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=2&name=&status=1&type=1`,
    ]);
  });

  it('a page change shows the new current page at once; the list is busy until the new cards show', async () => {
    const { user } = await renderTab();
    const list = await section('Solicitudes personales');
    await settled(list);
    const first = cards(list).map((c) => c.textContent);
    const pager = within(list).getByRole('navigation', { name: 'Páginas de Solicitudes personales' });
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    expect(within(pager).getByRole('button', { name: 'Ir a la página 2' }).getAttribute('aria-current')).toBe('page');
    expect(list.getAttribute('aria-busy')).toBe('true');
    await settled(list);
    expect(cards(list)).toHaveLength(5);
    expect(cards(list).map((c) => c.textContent)).not.toEqual(first.slice(0, 5));
    expect(within(list).getByRole('button', { name: 'Ir a la página 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('a card shows every field, the progress bar value and the banner; a click opens the detail with the query of §2.1', async () => {
    const { user, location } = await renderTab();
    const list = await section('Solicitudes personales');
    await settled(list);
    const card = screen.getByRole('article', { name: 'Evaluación de anteproyecto turístico DPP-2026-002002' });
    const fields = within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(fields).toEqual([
      ['Proyecto', 'Residencial Turístico Playa Grande'],
      ['No. de solicitud', 'DPP-2026-002002'],
      ['Solicitado por', 'Luis Manuel Peña Ureña'],
      ['Fecha', '03/11/2026'],
    ]);
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% COMPLETADO');
    expect(within(card).getByText('Esta solicitud requiere de tu acción para continuar.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'RESPONDER' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' })).toBeNull();
    // The provisional request shows its id as the number.
    const provisional = screen.getByRole('article', { name: 'No objeción de uso de suelo para proyectos turísticos 2001' });
    expect(within(provisional).getByText('2001')).toBeTruthy();
    await user.click(within(card).getByText('Residencial Turístico Playa Grande'));
    expect(location.history?.at(-1)).toBe(`/app/serviceRequestedDetails/2002?doc_identification=${DEMO_GESTOR_ID}&user_rol_company=&status_id=2`);
  });

  it('an HTTP 500 shows the retry block; Reintentar reads again', async () => {
    injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'http500', times: 1 });
    const { user } = await renderTab();
    const list = await section('Solicitudes personales');
    await within(list).findByText('No se pudo cargar esta información.');
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    await settled(list);
    expect(cards(list)).toHaveLength(10);
  });

  it('a malformed body shows the retry block; an expired token is refreshed once and the page shows', async () => {
    injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'malformed', times: 1 });
    const { user } = await renderTab();
    const list = await section('Solicitudes personales');
    await within(list).findByText('No se pudo cargar esta información.');
    injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'expired', times: 1 });
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    await settled(list);
    expect(cards(list)).toHaveLength(10);
  });

  it('a network error while paging keeps the filters; Reintentar reads the same page', async () => {
    const calls = record();
    const { user } = await renderTab();
    const list = await section('Solicitudes personales');
    await settled(list);
    injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'network', times: 1 });
    await user.click(within(list).getByRole('button', { name: 'Ir a la página 2' }));
    await within(list).findByText('No se pudo cargar esta información.');
    expect(within(list).getByLabelText<HTMLSelectElement>('Estado').value).toBe('1');
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    await settled(list);
    expect(cards(list)).toHaveLength(5);
    expect(
      calls
        .filter((c) => c.url.includes('without/company'))
        .map((c) => c.url)
        .slice(-2),
    ).toEqual([
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=2&name=&status=1&type=1`,
      `/all/my/requests/without/company/${DEMO_GESTOR_ID}?page=2&name=&status=1&type=1`,
    ]);
  });

  it('a citizen without companies has no company list', async () => {
    await renderTab(DEMO_CITIZEN_2_ID);
    await section('Solicitudes personales');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Solicitudes de empresas' })).toBeNull());
  });
});

describe('RequestsTab: company list and the change of owner (spec 001 §2.1, §4, §7)', () => {
  it('company and applicant filters send companyId and docIdentification, page 1', async () => {
    const calls = record();
    const { user } = await renderTab();
    const list = await section('Solicitudes de empresas');
    await settled(list);
    await user.selectOptions(within(list).getByLabelText('Empresa'), 'Eco Resort Bahía de Samaná');
    await settled(list);
    await user.selectOptions(within(list).getByLabelText('Solicitante'), 'Carolina Mercedes Jiménez');
    await settled(list);
    expect(cards(list).map((c) => within(c).getByText(/Carolina Mercedes/).textContent)).toHaveLength(3);
    expect(calls.filter((c) => c.url.startsWith('/all/my/requests/with/company/')).map((c) => c.url)).toEqual([
      `/all/my/requests/with/company/${DEMO_GESTOR_ID}?status=1&type=1&get_only_companies_details=true`,
      `/all/my/requests/with/company/${DEMO_GESTOR_ID}?page=1&name=&docIdentification=&companyId=&status=1&type=1`,
      `/all/my/requests/with/company/${DEMO_GESTOR_ID}?page=1&name=&docIdentification=&companyId=3&status=1&type=1`,
      `/all/my/requests/with/company/${DEMO_GESTOR_ID}?page=1&name=&docIdentification=${CAROLINA}&companyId=3&status=1&type=1`,
    ]);
  });

  it("'Cambiar propietario': ENVIAR waits for a member, a double click sends once, the msg shows, the list shows the new applicant", async () => {
    const calls = record();
    const { user } = await renderTab();
    const list = await section('Solicitudes de empresas');
    await settled(list);
    const card = within(list).getByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
    expect(within(card).getByText('Wendy Altagracia Castillo Mota')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar propietario' });
    const select = await within(dialog).findByLabelText<HTMLSelectElement>('Miembro');
    expect(select.options[0].textContent).toBe('Selecciona un miembro');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'ENVIAR' }).disabled).toBe(true);
    await user.selectOptions(select, 'Pedro Antonio Guzmán (Asistente)');
    await user.dblClick(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    const info = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(info).getByText('Se ha cambiado el propietario de la solicitud LOP-2026-002032')).toBeTruthy();
    await user.click(within(info).getByRole('button', { name: 'Aceptar' }));
    await settled(list);
    const after = within(list).getByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
    await within(after).findByText('Pedro Antonio Guzmán Tejada');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(posts[0].body).toEqual({ request_code: 'LOP-2026-002032', new_citizen_id: '00107654329', company_id: 4 }));
  });

  it('an HTTP 500 shows "Ha ocurrido un error"; a lost answer is checked on the list and said not to have arrived; an expired token is refreshed and the change goes through', async () => {
    const { user } = await renderTab();
    const list = await section('Solicitudes de empresas');
    await settled(list);
    const card = () => within(list).getByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
    const open = async () => {
      await user.click(within(card()).getByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar propietario' });
      await user.selectOptions(await within(dialog).findByLabelText('Miembro'), 'Pedro Antonio Guzmán (Asistente)');
      await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
      return dialog;
    };
    injectFault({ method: 'POST', path: '/change/user/request/number', kind: 'http500', times: 1 });
    await open();
    const failed = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(failed).getByText('Ha ocurrido un error')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Aceptar' }));
    // Issue 25: no answer at all → the list is read again; the request is still Wendy's, its seeded applicant (src/mocks/seedDesk.ts).
    injectFault({ method: 'POST', path: '/change/user/request/number', kind: 'network', times: 1 });
    const modal = await open();
    expect(
      await within(modal).findByText(
        'Comprobamos que el cambio de propietario no llegó al ministerio: la solicitud sigue a nombre de Wendy Altagracia Castillo Mota. Puede enviarlo de nuevo.',
      ),
    ).toBeTruthy();
    injectFault({ method: 'POST', path: '/change/user/request/number', kind: 'expired', times: 1 });
    await user.click(within(modal).getByRole('button', { name: 'ENVIAR' }));
    const ok = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(ok).getByText('Se ha cambiado el propietario de la solicitud LOP-2026-002032')).toBeTruthy();
  });

  it("a preset (a Responsable's Solicitudes) opens the company list filtered by company and applicant", async () => {
    const calls = record();
    await renderTab(DEMO_GESTOR_ID, { companyId: 3, applicant: CAROLINA });
    const list = await section('Solicitudes de empresas');
    await settled(list);
    expect(within(list).getByLabelText<HTMLSelectElement>('Empresa').value).toBe('3');
    expect(within(list).getByLabelText<HTMLSelectElement>('Solicitante').value).toBe(CAROLINA);
    expect(
      calls.some((c) => c.url === `/all/my/requests/with/company/${DEMO_GESTOR_ID}?page=1&name=&docIdentification=${CAROLINA}&companyId=3&status=1&type=1`),
    ).toBe(true);
  });
});

describe('RequestsTab: company base role (spec 001 §2.1 single list)', () => {
  it('one list with the applicant filter (its members), no company filter; GET /requests/by/company_id/2', async () => {
    const calls = record();
    await renderTab(DEMO_COMPANY_RNC);
    const list = await section('Solicitudes de la empresa');
    await settled(list);
    expect(within(list).queryByLabelText('Empresa')).toBeNull();
    const applicants = [...within(list).getByLabelText<HTMLSelectElement>('Solicitante').options].map((o) => o.textContent);
    expect(applicants).toEqual(['Todos los solicitantes', 'Luis Manuel Peña', 'Carolina Mercedes Jiménez', 'Pedro Antonio Guzmán']);
    expect(screen.queryByRole('heading', { name: 'Solicitudes personales' })).toBeNull();
    expect(calls.some((c) => c.url === `/requests/by/company_id/2?page=1&name=&docIdentification=&status=1&type=1&citizen_id=${DEMO_COMPANY_RNC}`)).toBe(true);
    expect(within(list).getAllByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' }).length).toBeGreaterThan(0);
  });
});
