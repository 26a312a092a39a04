/**
 * /app/myConfiguration through the real page, charts, API client and session, signed in against the
 * embedded backend (spec 001 §2.7, §4, §5, §8; contract S1-S3): the profile card, the two account
 * dialogs (rules, one call per double click, failures keep what was typed, the e-mail change logs
 * out), and the contact data form with the cascade, the preferences and the result dialog.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { db, injectFault, resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { SessionContext, SessionProvider } from '../../../src/views/app/session';
import MyConfigurationPage from '../../../src/views/pages/settings/MyConfigurationPage';
import { recordCalls } from '../../support/recordCalls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Shows the session's state and user, as the desk would read them. */
function SessionProbe() {
  const state = SessionContext.useSelector((s) => JSON.stringify(s.value));
  const user = SessionContext.useSelector((s) => s.context.user);
  return (
    <output data-testid="session">
      {state} {user?.province ?? ''} {user?.phone ?? ''} {user?.email ?? ''}
    </output>
  );
}

async function renderPage(document = DEMO_CITIZEN_ID) {
  const result = await login(document, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const location = memoryLocation({ path: '/app/myConfiguration', record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <main>
          <MyConfigurationPage params={{}} />
        </main>
        <SessionProbe />
      </SessionProvider>
    </Router>,
  );
  await screen.findByRole('button', { name: 'Cambiar contraseña' });
  return user;
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^${name}`) });

describe('MyConfigurationPage', () => {
  it('shows the profile card and the contact data prefilled, the lists of the user’s address loaded', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana María Rodríguez Peña' })).toBeTruthy();
    expect(screen.getByText('Cedula: 001-0456789-6')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de perfil' }).textContent).toBe('AR');
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar Correo Principal' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Datos de contacto' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Dirección/ }).value).toBe('Calle Arzobispo Meriño 254, Ciudad Colonial');
    await waitFor(() => expect(select('Sector').disabled).toBe(false));
    expect(select('Provincia').selectedOptions[0].textContent).toBe('Distrito Nacional');
    expect(select('Municipio').selectedOptions[0].textContent).toBe('Santo Domingo de Guzmán');
    expect(select('Sector').selectedOptions[0].textContent).toBe('Ciudad Colonial');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Recibir notificaciones por correo electrónico' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Recibir notificaciones por SMS' }).checked).toBe(false);
  });

  it('change password: spec messages, one call per double click, the dialog closes, and the new password signs in', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Este campo es requerido')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'Nueva5678');
    await user.type(within(dialog).getByLabelText(/^Confirmar nueva contraseña/), 'Nueva567');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Las contraseñas no coinciden')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Confirmar nueva contraseña/), '8');
    const calls = recordCalls();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.path === '/citizen/change/password');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ old_password: DEMO_PASSWORD, password: 'Nueva5678', new_password_confirmation: 'Nueva5678' });
    expect((await login(DEMO_CITIZEN_ID, 'Nueva5678')).ok).toBe(true);
  });

  it('change password: HTTP 500 → the spec message in the dialog, the spinner stops and the typing stays', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'Nueva5678');
    await user.type(within(dialog).getByLabelText(/^Confirmar nueva contraseña/), 'Nueva5678');
    injectFault({ method: 'POST', path: '/citizen/change/password', kind: 'http500', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ha sucedido un error intentelo mas tarde');
    expect(within(dialog).getByRole('button', { name: 'Guardar' }).getAttribute('aria-busy')).not.toBe('true');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Nueva contraseña/).value).toBe('Nueva5678');
    // A refusal shows the server's own text.
    await user.clear(within(dialog).getByLabelText(/^Contraseña actual/));
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'otra123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('La contraseña actual es incorrecta'));
  });

  it('change e-mail: the success message, then the session logs out', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cambiar Correo Principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Correo Principal' });
    await user.type(within(dialog).getByLabelText(/^Contraseña/), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText(/^Nuevo correo electrónico/), 'ana');
    await user.type(within(dialog).getByLabelText(/^Confirmar nuevo correo electrónico/), 'ana.nueva@correo.do');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Favor digitar un email válido')).toBeTruthy();
    expect(within(dialog).getByText('Los correos no coinciden')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Nuevo correo electrónico/), '.nueva@correo.do');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Email modificado satisfactoriamente, Inicie sesión nuevamente')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_ID)?.email).toBe('ana.nueva@correo.do');
    // 2.5 s later (spec 001 §4) the session starts its logout ('Cerrando sesión', then reload).
    await waitFor(() => expect(screen.getByTestId('session').textContent).toContain('"loggingOut"'), { timeout: 10_000 });
  });

  it('contact data: the cascade clears and reloads, Guardar sends once and the session user is updated', async () => {
    const user = await renderPage();
    await waitFor(() => expect(select('Sector').disabled).toBe(false));
    await user.selectOptions(select('Provincia'), 'Santo Domingo');
    expect(select('Municipio').value).toBe('');
    expect(select('Sector').value).toBe('');
    expect(select('Sector').disabled).toBe(true);
    await waitFor(() => expect(select('Municipio').disabled).toBe(false));
    await user.selectOptions(select('Municipio'), 'Santo Domingo Este');
    await waitFor(() => expect(select('Sector').disabled).toBe(false));
    await user.selectOptions(select('Sector'), 'Ensanche Ozama');
    await user.click(screen.getByRole('checkbox', { name: 'Recibir notificaciones por SMS' }));
    const calls = recordCalls();
    await user.dblClick(screen.getByRole('button', { name: 'Guardar' }));
    const result = await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(within(result).getByText('Se ha modificado su información de usuario')).toBeTruthy();
    const posts = calls.filter((c) => c.path === '/citizen-update');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      address: 'Calle Arzobispo Meriño 254, Ciudad Colonial',
      province_id: 18408,
      municipality_id: 18409,
      sector_id: 18420,
      phone: '8095550142',
      phone2: '8295550177',
      notificationsWithEmail: true,
      notificationsSms: true,
    });
    expect(screen.getByTestId('session').textContent).toContain('Santo Domingo 8095550142');
    await user.click(within(result).getAllByRole('button', { name: 'Cerrar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Teléfono secundario takes a whole number typed in its box: the prefix is selected, no digit dropped; an unknown prefix is refused (issue 26)', async () => {
    const user = await renderPage();
    await waitFor(() => expect(select('Sector').disabled).toBe(false));
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Teléfono secundario' });
    const prefix = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Prefijo (Teléfono secundario)' });
    await user.clear(box);
    await user.type(box, '849-555-0199');
    expect(prefix.value).toBe('849');
    expect(box.value).toBe('555-0199');
    const calls = recordCalls();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const result = await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(calls.filter((c) => c.path === '/citizen-update').map((c) => (c.body as { phone2: string }).phone2)).toEqual(['8495550199']);
    await user.click(within(result).getAllByRole('button', { name: 'Cerrar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A whole number whose prefix is not Dominican: kept as typed, refused with the phone rule's message, nothing sent.
    await user.clear(box);
    await user.type(box, '3055550199');
    expect(box.value).toBe('305-555-0199');
    expect(prefix.value).toBe('849');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Favor digitar un teléfono válido')).toBeTruthy();
    expect(calls.slice(before).filter((c) => c.path === '/citizen-update')).toEqual([]);
  });

  it('contact data: required fields, then an HTTP 500 → "Ha ocurrido un error", then a network error (outcome unknown, issue 25) checked on the user → "no llegaron", values kept', async () => {
    const user = await renderPage();
    await waitFor(() => expect(select('Sector').disabled).toBe(false));
    const address = screen.getByRole('textbox', { name: /^Dirección/ });
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Este campo es requerido')).toBeTruthy();
    await user.type(address, 'Calle Duarte 12');
    injectFault({ method: 'POST', path: '/citizen-update', kind: 'http500', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const failed = await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(within(failed).getByText('Ha ocurrido un error')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A network error leaves the outcome unknown: the user is read again; the data are not there.
    injectFault({ method: 'POST', path: '/citizen-update', kind: 'network', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const checked = await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(await within(checked).findByText('Comprobamos que sus datos no llegaron al ministerio. Puede guardarlos de nuevo.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Dirección/ }).value).toBe('Calle Duarte 12');
  });

  it('a company account sees its RNC and a note instead of the contact form', async () => {
    await renderPage(DEMO_COMPANY_RNC);
    expect(await screen.findByText('RNC: 1-31-98765-6')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hotel Caribe Colonial' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de perfil' }).textContent).toBe('HC');
    expect(screen.getByText(/no se modifican desde esta página/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Dirección/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a mi escritorio' }).getAttribute('href')).toBe('/app/myDesk');
  });
});
