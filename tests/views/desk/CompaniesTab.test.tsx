/**
 * The desk's Companies tab (spec 001 §2.1 Companies tab, §5 Invite member, §6 Member roles, §7, §8
 * Second representative) through the real tab, charts, API clients and the embedded backend (MSW node
 * server, fresh seeded store per test: Luis represents companies 2, 3 and 4; Eco Resort has six
 * members).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../src/mocks/node';
import { db, injectFault, resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { SEED_MEMBER_IDS } from '../../../src/mocks/seedCompanies';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { loadCurrentUser, login } from '../../../src/api/auth';
import CompaniesTab from '../../../src/views/pages/desk/companies/CompaniesTab';
import { notify } from '../../../src/views/components/Toaster';
import { recordCalls, type RecordedCall } from '../../support/recordCalls';

let calls: RecordedCall[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = recordCalls();
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

async function renderTab(document: string, onShowRequests = vi.fn()) {
  const result = await login(document, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const me = await loadCurrentUser();
  if (!me.ok) throw new Error('no user');
  calls.length = 0;
  const user = userEvent.setup();
  render(<CompaniesTab user={me.data} onShowRequests={onShowRequests} />);
  return { user, onShowRequests };
}

const called = (method: string, path: string) => calls.filter((c) => c.method === method && c.path.startsWith(path));

describe('company account (rolBase 2): representative manager', () => {
  it('lists its representative and blocks a second one before any call', async () => {
    const { user } = await renderTab(DEMO_COMPANY_RNC);
    expect(await screen.findByRole('heading', { name: 'Representante' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Luis Manuel Peña Ureña' })).closest('li') as HTMLElement;
    expect(within(card).getByText('028-0456123-7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver miembros' })).toBeTruthy();
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
    const blocked = await screen.findByRole('alertdialog', { name: 'Información' });
    expect(blocked.textContent).toContain('Solo se permite un representante por empresa. Debe eliminar el representante actual antes de agregar otro.');
    expect(calls).toEqual([]);
    await user.click(within(blocked).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('deletes the representative after the confirmation, then invites another by citizen_id (one call per double click)', async () => {
    const { user } = await renderTab(DEMO_COMPANY_RNC);
    await user.click(await screen.findByRole('button', { name: 'Eliminar representante Luis Manuel Peña Ureña' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Estas seguro?' });
    expect(confirm.textContent).toContain('Eliminarás al representante 028-0456123-7!');
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    const done = await screen.findByRole('alertdialog', { name: 'Éxito' });
    expect(done.textContent).toContain('Representante eliminado satisfactoriamente');
    await waitFor(() =>
      expect(called('POST', '/delete/company/member').map((c) => c.body)).toEqual([{ member_rol: 2, citizen_id: DEMO_GESTOR_ID, company_id: 2 }]),
    );
    await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Favor agregar representantes para su empresa.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Agregar representante' }));
    const add = await screen.findByRole('dialog', { name: 'Agregar representante' });
    const field = within(add).getByLabelText<HTMLInputElement>(/Número de documento de identidad/);
    await user.click(within(add).getByRole('button', { name: 'Buscar usuario' }));
    expect(await within(add).findByText('Este campo es requerido')).toBeTruthy();
    await user.type(field, '4020-98');
    expect(field.value).toBe('402098');
    await user.click(within(add).getByRole('button', { name: 'Buscar usuario' }));
    expect(await within(add).findByText('Digite un número de documento de identidad válido')).toBeTruthy();
    expect(called('GET', '/get/basic/user/information')).toEqual([]);
    await user.clear(field);
    await user.type(field, '402-0987654-5');
    await user.click(within(add).getByRole('button', { name: 'Buscar usuario' }));
    expect(await within(add).findByRole('heading', { name: 'José Miguel Martínez Santos' })).toBeTruthy();
    expect(called('GET', '/get/basic/user/information').map((c) => c.path)).toEqual([`/get/basic/user/information/${DEMO_CITIZEN_2_ID}`]);
    const send = within(add).getByRole('button', { name: 'Enviar invitación' });
    await user.dblClick(send);
    const sent = await screen.findByRole('alertdialog', { name: 'Éxito' });
    expect(sent.textContent).toContain('Se ha enviado la invitación al correo electrónico del usuario');
    expect(called('GET', '/send/membership/invitation').map((c) => c.path)).toHaveLength(1);
    expect(db().mails.some((m) => m.subject.startsWith('Invitación de membresía') && m.body.join(' ').includes('Hotel Caribe Colonial'))).toBe(true);
  });

  it("shows the members in the reduced table from 'Ver miembros' (no delete column, no add form)", async () => {
    const { user } = await renderTab(DEMO_COMPANY_RNC);
    await user.click(await screen.findByRole('button', { name: 'Ver miembros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Miembros de la empresa' });
    expect(await within(dialog).findByText('Carolina Mercedes')).toBeTruthy();
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(dialog).queryByRole('button', { name: /^Eliminar miembro/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/Número de documento de identidad/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Usuario a Cargo: Carolina Mercedes Jiménez Rosario' })).toBeTruthy();
  });
});

describe('persons: companies they belong to', () => {
  it("shows 'Ver detalles' only where the viewer's member role is the representative role", async () => {
    await renderTab(DEMO_GESTOR_ID);
    for (const name of ['Hotel Caribe Colonial', 'Eco Resort Bahía de Samaná', 'Inversiones Turísticas del Este']) {
      expect(await screen.findByRole('button', { name: `Ver detalles de ${name}` })).toBeTruthy();
    }
    cleanup();
    await renderTab(SEED_MEMBER_IDS.carolina);
    expect(await screen.findByRole('heading', { name: 'Eco Resort Bahía de Samaná' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hotel Caribe Colonial' })).toBeTruthy();
    expect(screen.getAllByText('Responsable')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Ver detalles/ })).toBeNull();
  });

  it('shows the empty text to a citizen without companies', async () => {
    await renderTab(DEMO_CITIZEN_2_ID);
    expect(await screen.findByText('En estos momento no existe empresas asociada a su cuenta.')).toBeTruthy();
  });

  it('pages the members 5 at a time, adds one by document and removes one with confirmation', async () => {
    const { user } = await renderTab(DEMO_GESTOR_ID);
    await user.click(await screen.findByRole('button', { name: 'Ver detalles de Eco Resort Bahía de Samaná' }));
    const dialog = await screen.findByRole('dialog', { name: 'Miembros de la empresa' });
    expect(await within(dialog).findByText('Luis Manuel')).toBeTruthy();
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 5);
    await user.click(within(dialog).getByRole('button', { name: 'Ir a la página 2' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 1);
    expect(within(dialog).getByText('Altagracia')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Número de documento de identidad/), '001-0765432-9');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar usuario' }));
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Agregar miembro' }));
    const added = await screen.findByRole('alertdialog', { name: 'Éxito' });
    expect(added.textContent).toContain('Miembro agregado satisfactoriamente');
    expect(called('POST', '/add/automatic/company/member').map((c) => c.body)).toEqual([{ citizen_id: SEED_MEMBER_IDS.pedro, company_id: 3 }]);
    await user.click(within(added).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('Pedro Antonio')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Ir a la página 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar miembro Ramón Antonio Almonte Cruz' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Estas seguro?' });
    expect(confirm.textContent).toContain('Eliminarás al miembro 031-0567234-3!');
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    const removed = await screen.findByRole('alertdialog', { name: 'Éxito' });
    expect(removed.textContent).toContain('Miembro eliminado satisfactoriamente');
    expect(called('POST', '/delete/company/member').map((c) => c.body)).toEqual([{ member_rol: 4, citizen_id: SEED_MEMBER_IDS.ramon, company_id: 3 }]);
  });

  it("opens the contact card of a 'Responsable' member, and 'Solicitudes' asks for that applicant's requests", async () => {
    const { user, onShowRequests } = await renderTab(DEMO_GESTOR_ID);
    await user.click(await screen.findByRole('button', { name: 'Ver detalles de Eco Resort Bahía de Samaná' }));
    const dialog = await screen.findByRole('dialog', { name: 'Miembros de la empresa' });
    await user.click(await within(dialog).findByRole('button', { name: 'Usuario a Cargo: Carolina Mercedes Jiménez Rosario' }));
    const card = await screen.findByRole('dialog', { name: 'Usuario a Cargo' });
    expect(card.textContent).toContain('402-0345678-1');
    expect(card.textContent).toContain('carolina.jimenez@demo.mitur.local');
    expect(card.textContent).toContain('Responsable');
    await user.click(within(card).getByRole('button', { name: 'Aceptar' }));
    // Only 'Responsable' rows have the extra buttons.
    expect(within(dialog).queryByRole('button', { name: /Usuario a Cargo: Ramón/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Solicitudes de Carolina Mercedes Jiménez Rosario' }));
    expect(onShowRequests).toHaveBeenCalledWith({ companyId: 3, applicant: SEED_MEMBER_IDS.carolina });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Miembros de la empresa' })).toBeNull());
  });

  it('keeps the found user and stops the spinner when adding fails (HTTP 500) or its outcome is unknown and the check finds no member (network, malformed: issue 25), then adds once', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user } = await renderTab(DEMO_GESTOR_ID);
    await user.click(await screen.findByRole('button', { name: 'Ver detalles de Inversiones Turísticas del Este' }));
    const dialog = await screen.findByRole('dialog', { name: 'Miembros de la empresa' });
    await user.type(await within(dialog).findByLabelText(/Número de documento de identidad/), '40209876545');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar usuario' }));
    const notReceived = 'Comprobamos que el cambio no llegó al ministerio. Puede hacerlo de nuevo.';
    for (const [kind, message] of [
      ['network', notReceived],
      ['http500', 'Ha ocurrido un error'],
      ['malformed', notReceived],
    ] as const) {
      injectFault({ method: 'POST', path: '/add/automatic/company/member', kind, times: 1 });
      await user.click(await within(dialog).findByRole('button', { name: 'Agregar miembro' }));
      await waitFor(() => expect(error).toHaveBeenLastCalledWith(message, expect.anything()));
      error.mockClear();
      const button = await within(dialog).findByRole('button', { name: 'Agregar miembro' });
      await waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'));
      expect(within(dialog).getByLabelText<HTMLInputElement>(/Número de documento de identidad/).value).toBe('40209876545');
    }
    injectFault({ method: 'POST', path: '/add/automatic/company/member', kind: 'expired', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar miembro' }));
    expect((await screen.findByRole('alertdialog', { name: 'Éxito' })).textContent).toContain('Miembro agregado satisfactoriamente');
    expect((db().companyMembers ?? []).filter((m) => m.company_id === 4 && m.citizen_id === DEMO_CITIZEN_2_ID)).toHaveLength(1);
  });
});
