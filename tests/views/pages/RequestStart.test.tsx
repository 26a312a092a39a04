/**
 * Starting a request from a procedure card and from INICIAR SOLICITUD (spec 000 §2, §6 Roles and
 * permissions; spec 001 §2.3) against the embedded backend: each branch of the rules, the
 * login-or-register prompt's buttons, the company choice's query, and a failed companies call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import ServiceDescriptionPage from '../../../src/views/pages/catalogue/ServiceDescriptionPage';
import ListOfServicesPage from '../../../src/views/pages/catalogue/ListOfServicesPage';
import { db, injectFault } from '../../../src/mocks/db';
import { directions } from '../../../src/mocks/data';
import { issueToken } from '../../../src/mocks/tokens';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC } from '../../../src/mocks/seed';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderPage, useEmbeddedBackend } from './harness';

useEmbeddedBackend();
afterEach(() => vi.restoreAllMocks());

const ONLINE_ID = 1;
const location = () => screen.getByTestId('location').textContent;

async function openService(citizenId: string | null) {
  if (citizenId) tokenStore.setToken(issueToken(citizenId, 15 * 60 * 1000));
  const user = userEvent.setup();
  const { location: memory } = renderPage(ServiceDescriptionPage, `/app/serviceDescription/${ONLINE_ID}`, { serviceID: String(ONLINE_ID) });
  await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe(citizenId ? 'authenticated' : 'anonymous'));
  const button = await screen.findByRole('button', { name: 'INICIAR SOLICITUD' });
  /** The last URL navigated to, query included. */
  const lastUrl = () => memory.history?.at(-1);
  return { user, button, lastUrl };
}

describe('request start', () => {
  it('a restricted company account gets the representative warning and stays on the page', async () => {
    const { user, button } = await openService(DEMO_COMPANY_RNC);
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(within(dialog).getByText('No puede realizar una solicitud directamente, debe ser a través de un representante')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe(`/app/serviceDescription/${ONLINE_ID}`);
    // The flow is back to idle: a second press opens the warning again.
    await user.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Aviso' })).toBeTruthy();
  });

  it('an anonymous visitor gets the login-or-register prompt; Iniciar Sesión goes to /public/login', async () => {
    const { user, button } = await openService(null);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' });
    expect(within(dialog).getByText('Para solicitar un servicio debe iniciar sesión o registrarse.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Registrar' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(location()).toBe('/public/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the prompt: Registrar goes to /app/register; Escape closes it without navigating', async () => {
    const { user, button } = await openService(null);
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe(`/app/serviceDescription/${ONLINE_ID}`);
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registrar' }));
    expect(location()).toBe('/app/register');
  });

  it('a citizen without represented companies goes straight to /app/requestService/{id}', async () => {
    const { user, button } = await openService(DEMO_CITIZEN_2_ID);
    await user.click(button);
    await waitFor(() => expect(location()).toBe(`/app/requestService/${ONLINE_ID}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a citizen with a company gets ¿Cómo desea continuar?; personally goes to the request page without a query', async () => {
    const { user, button, lastUrl } = await openService(DEMO_CITIZEN_ID);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '¿Cómo desea continuar?' });
    const personal = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'De forma personal' });
    const company = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'En representación de una empresa' });
    expect(personal.checked).toBe(true);
    expect(company.disabled).toBe(false);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(lastUrl()).toBe(`/app/requestService/${ONLINE_ID}`);
  });

  it('choosing the company passes company_id and company_name in the query', async () => {
    const { user, button, lastUrl } = await openService(DEMO_CITIZEN_ID);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '¿Cómo desea continuar?' });
    await user.click(within(dialog).getByRole('radio', { name: 'En representación de una empresa' }));
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Empresa/ });
    // The only company is preselected.
    expect(select.selectedOptions[0].textContent).toBe('Posada Zona Colonial');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(location()).toBe(`/app/requestService/${ONLINE_ID}`);
    expect(lastUrl()).toBe(`/app/requestService/${ONLINE_ID}?company_id=1&company_name=Posada%20Zona%20Colonial`);
    const query = new URLSearchParams(lastUrl()!.split('?')[1]);
    expect([query.get('company_id'), query.get('company_name')]).toEqual(['1', 'Posada Zona Colonial']);
  });

  it('company mode without a chosen company shows "Este campo es requerido"; Cancelar closes without navigating', async () => {
    const second = { ...db().companies[0], id: 50, company_rnc: '101099991', company_name: 'Cabañas del Norte' };
    db().companies.push(second);
    const { user, button } = await openService(DEMO_CITIZEN_ID);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '¿Cómo desea continuar?' });
    await user.click(within(dialog).getByRole('radio', { name: 'En representación de una empresa' }));
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Empresa/ });
    expect(select.value).toBe('');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Seleccione una empresa', 'Posada Zona Colonial', 'Cabañas del Norte']);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Este campo es requerido');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(select, 'Cabañas del Norte');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe(`/app/serviceDescription/${ONLINE_ID}`);
  });

  it('a failed companies call toasts an error and returns to idle (the next press works)', async () => {
    const error = vi.spyOn(toast, 'error');
    injectFault({ method: 'GET', path: '/all/my/requests/with/company/', kind: 'network', times: 1 });
    const { user, button } = await openService(DEMO_CITIZEN_ID);
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('No se pudieron consultar sus empresas. Intente de nuevo.', expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe(`/app/serviceDescription/${ONLINE_ID}`);
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: '¿Cómo desea continuar?' })).toBeTruthy();
  });

  it('the procedure cards use the same flow (REQUEST on a direction page)', async () => {
    const user = userEvent.setup();
    renderPage(ListOfServicesPage, '/app/listOfServices/3', { categoryID: '3' });
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('anonymous'));
    const online = directions.find((d) => d.id === 3)!.services.find((s) => s.type_id !== 1)!;
    const heading = await screen.findByRole('heading', { level: 3, name: online.name });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: 'SOLICITAR' }));
    expect(await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' })).toBeTruthy();
  });
});
