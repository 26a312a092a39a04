/**
 * Desk profile companies (spec 001 §2.1 Profile tab add/modify company modal, §5 Company form, §8
 * profile fallback; contract §1.7 P1-P3) through the real desk page, the real API clients and the
 * embedded backend (MSW node server, fresh store per test). The user signs in by storing a token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { db, injectFault, resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import { SessionProvider } from '../../../src/views/app/session';
import MyDeskPage from '../../../src/views/pages/desk/MyDeskPage';

const CREATE_PATH = '/auth/register/createnewcompany';
const UPDATE_PATH = '/auth/update/updatecompany';

/** Bodies of the company POSTs the page sent, by path. */
let sent: Array<{ path: string; body: Record<string, unknown> }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && (path.endsWith(CREATE_PATH) || path.endsWith(UPDATE_PATH))) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => sent.push({ path: path.endsWith(CREATE_PATH) ? CREATE_PATH : UPDATE_PATH, body }));
    }
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Signs in through the real client and stores the token like the app does. */
async function signIn(document: string): Promise<void> {
  const result = await login(document, DEMO_PASSWORD);
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result.error)}`);
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
}

/** Renders the desk of the signed-in user; resolves when the companies section has settled. */
async function renderDesk(document = DEMO_CITIZEN_ID) {
  await signIn(document);
  const location = memoryLocation({ path: '/app/myDesk' });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <MyDeskPage />
      </SessionProvider>
    </Router>,
  );
  await screen.findByRole('heading', { name: /Perfil de Empresa|Personal/ });
  return { user };
}

async function companiesSection() {
  const heading = await screen.findByRole('heading', { name: 'Mis empresas' });
  return heading.closest('section') as HTMLElement;
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = await companiesSection();
  await user.click(within(section).getByRole('button', { name: 'Agregar empresa' }));
  return screen.findByRole('dialog', { name: 'Agregar empresa' });
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);

async function fillAddForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, rnc = '130000001') {
  await user.type(input(dialog, /Nombre comercial/), 'Hotel Bahía Azul');
  await user.type(input(dialog, /^RNC/), rnc);
  await user.type(input(dialog, /Teléfono/), '8095551212');
  await user.type(input(dialog, /Dirección/), 'Av. España 12, Boca Chica');
  await user.type(input(dialog, /Página web/), 'www.bahiaazul.com.do');
}

describe('desk profile: companies list', () => {
  it('lists the user companies with formatted RNC and phone, a Modificar action each and Agregar empresa', async () => {
    await renderDesk();
    const section = await companiesSection();
    const item = (await within(section).findByRole('heading', { name: 'Posada Zona Colonial' })).closest('li') as HTMLElement;
    expect(within(item).getByText('1-01-01234-1')).toBeTruthy();
    expect(within(item).getByText('809-555-3344')).toBeTruthy();
    expect(within(item).getByText('Calle El Conde 305, Ciudad Colonial, Santo Domingo')).toBeTruthy();
    expect(within(item).getByText('Sin página web')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Modificar Posada Zona Colonial' }).textContent).toContain('Modificar');
    expect(within(section).getByRole('button', { name: 'Agregar empresa' })).toBeTruthy();
  });

  it('shows the empty text when the user has no companies', async () => {
    await renderDesk(DEMO_CITIZEN_2_ID);
    const section = await companiesSection();
    expect(await within(section).findByText('Aún no ha agregado empresas a su perfil.')).toBeTruthy();
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('says when the list cannot load and loads it again on retry', async () => {
    injectFault({ method: 'GET', path: '/auth/get/getallcompany', kind: 'network', times: 1 });
    const { user } = await renderDesk();
    const section = await companiesSection();
    expect(await within(section).findByText('No se pudo cargar esta información.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('heading', { name: 'Posada Zona Colonial' })).toBeTruthy();
    expect(within(section).queryByText('No se pudo cargar esta información.')).toBeNull();
  });

  it('is not shown to the company base role (its profile is the company itself)', async () => {
    await renderDesk(DEMO_COMPANY_RNC);
    expect(await screen.findByRole('heading', { name: 'Perfil de Empresa' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mis empresas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar empresa' })).toBeNull();
  });
});

describe('desk profile: add company', () => {
  it('validates with the spec messages, sends once on a double click, closes, toasts and reloads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user } = await renderDesk();
    const dialog = await openAddDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'CONFIRMAR' });

    await user.click(confirm);
    for (const label of [/Nombre comercial/, /^RNC/, /Teléfono/, /Dirección/]) {
      const field = input(dialog, label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('Este campo es requerido');
    }
    expect(input(dialog, /Página web/).getAttribute('aria-invalid')).toBeNull();
    await user.type(input(dialog, /Página web/), 'no es una web');
    await user.click(confirm);
    expect(within(dialog).getByText('Dirección web inválida')).toBeTruthy();
    await user.clear(input(dialog, /Página web/));
    expect(sent).toHaveLength(0);

    await fillAddForm(user, dialog);
    expect(input(dialog, /^RNC/).value).toBe('1-30-00000-1');
    expect(input(dialog, /Teléfono/).value).toBe('809-555-1212');
    await user.dblClick(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        path: CREATE_PATH,
        body: {
          company_name: 'Hotel Bahía Azul',
          company_rnc: '130000001',
          company_phone: '8095551212',
          company_address: 'Av. España 12, Boca Chica',
          company_url_web: 'www.bahiaazul.com.do',
        },
      },
    ]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Empresa agregada satisfactoriamente', expect.anything()));
    const section = await companiesSection();
    const item = (await within(section).findByRole('heading', { name: 'Hotel Bahía Azul' })).closest('li') as HTMLElement;
    expect(within(item).getByText('1-30-00000-1')).toBeTruthy();
    expect(within(item).getByText('www.bahiaazul.com.do')).toBeTruthy();
    expect(db().companies.filter((c) => c.owner_citizen_id === DEMO_CITIZEN_ID)).toHaveLength(2);
  });

  it('puts server field errors (msg.error) on their fields and keeps the dialog open', async () => {
    server.use(
      http.post(`${config.identityUrl}${CREATE_PATH}`, () =>
        HttpResponse.json({ success: false, msg: { error: { company_rnc: ['Este RNC ya está registrado'] } } }),
      ),
    );
    const { user } = await renderDesk();
    const dialog = await openAddDialog(user);
    await fillAddForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));

    const rnc = input(dialog, /^RNC/);
    await waitFor(() => expect(rnc.getAttribute('aria-invalid')).toBe('true'));
    const errorId = rnc.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(errorId)?.textContent).toBe('Este RNC ya está registrado');
    expect(input(dialog, /Nombre comercial/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Agregar empresa' })).toBe(dialog);
    // Typing in the field clears its server error.
    await user.type(rnc, '{backspace}1');
    expect(rnc.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server msg of a refusal inside the dialog (embedded backend: bad RNC check digit)', async () => {
    const { user } = await renderDesk();
    const dialog = await openAddDialog(user);
    await fillAddForm(user, dialog, '130000002');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    const alert = await within(dialog).findByText('Favor digitar un RNC válido');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(input(dialog, /Nombre comercial/).value).toBe('Hotel Bahía Azul');
    expect(sent).toHaveLength(1);
  });

  it('keeps the typed values and toasts "Ha ocurrido un error" when the call fails', async () => {
    const error = vi.spyOn(toast, 'error');
    injectFault({ method: 'POST', path: CREATE_PATH, kind: 'network', times: 1 });
    const { user } = await renderDesk();
    const dialog = await openAddDialog(user);
    await fillAddForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Agregar empresa' })).toBe(dialog);
    expect(input(dialog, /Nombre comercial/).value).toBe('Hotel Bahía Azul');
    expect(input(dialog, /^RNC/).value).toBe('1-30-00000-1');
    expect(input(dialog, /Teléfono/).value).toBe('809-555-1212');
    expect(input(dialog, /Dirección/).value).toBe('Av. España 12, Boca Chica');
    expect(input(dialog, /Página web/).value).toBe('www.bahiaazul.com.do');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'CONFIRMAR' }).getAttribute('aria-busy')).toBeNull());

    // The same values can be sent again once the backend answers.
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db().companies.some((c) => c.company_rnc === '130000001')).toBe(true);
  });
});

describe('desk profile: modify company', () => {
  it('opens with the company data, the RNC disabled, and sends the id with the stored RNC', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user } = await renderDesk();
    const section = await companiesSection();
    const modify = await within(section).findByRole('button', { name: 'Modificar Posada Zona Colonial' });
    await user.click(modify);
    const dialog = await screen.findByRole('dialog', { name: 'Modificar empresa' });

    const rnc = input(dialog, /^RNC/);
    expect(rnc.value).toBe('1-01-01234-1');
    expect(rnc.disabled).toBe(true);
    expect(within(dialog).getByText('El RNC no se puede modificar.')).toBeTruthy();
    expect(input(dialog, /Nombre comercial/).value).toBe('Posada Zona Colonial');
    expect(input(dialog, /Teléfono/).value).toBe('809-555-3344');

    await user.clear(input(dialog, /Teléfono/));
    await user.type(input(dialog, /Teléfono/), '8295550000');
    await user.clear(input(dialog, /Dirección/));
    await user.type(input(dialog, /Dirección/), 'Calle Isabel la Católica 10');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        path: UPDATE_PATH,
        body: {
          id: 1,
          company_name: 'Posada Zona Colonial',
          company_rnc: '101012341',
          company_phone: '8295550000',
          company_address: 'Calle Isabel la Católica 10',
          company_url_web: '',
        },
      },
    ]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Empresa modificada satisfactoriamente', expect.anything()));
    const item = (await within(section).findByText('829-555-0000')).closest('li') as HTMLElement;
    expect(within(item).getByText('Calle Isabel la Católica 10')).toBeTruthy();
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Modificar Posada Zona Colonial' }));
  });
});
