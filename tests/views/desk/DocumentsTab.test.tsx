/**
 * The desk's Documents tab (spec 001 §2.1 Documents tab, §7 documentsPage; contract D4, D5, §5 item 8)
 * through the real chart, the real API client and the embedded backend (MSW node server, fresh store
 * per test): both sub tabs paged with the page sent, newest first, name with extension, type, size
 * and yyyy-MM-dd HH:mm:ss, the viewer, the empty texts, a failure with retry, one call per double click.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { injectFault, resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import DocumentsTab from '../../../src/views/pages/desk/documents/DocumentsTab';
import { recordCalls } from '../../support/recordCalls';
import { sampleUser } from '../../model/machines/fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const ana = { ...sampleUser, citizen_id: DEMO_CITIZEN_ID };

async function renderTab() {
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const calls = recordCalls();
  const user = userEvent.setup();
  render(<DocumentsTab user={ana} />);
  return { user, calls };
}

const docCalls = (calls: ReturnType<typeof recordCalls>) => calls.filter((c) => c.path.startsWith('/citizens/documentsPage/')).map((c) => c.path);
const rowsOf = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');
const pageQuery = (calls: ReturnType<typeof recordCalls>) => calls.filter((c) => c.path.startsWith('/citizens/documentsPage/'));

describe('desk Documents tab', () => {
  it('personal documents: 10 rows newest first with name.ext, type, size and date; page 2 really changes', async () => {
    const { user, calls } = await renderTab();
    expect(screen.getByRole('tab', { name: 'Documentos Personales', selected: true })).toBeTruthy();
    const rows = await rowsOf('Documentos Personales');
    expect(rows).toHaveLength(10);
    const dates = rows.map((r) => r.querySelector('time')?.textContent ?? '');
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = rows[0];
    expect(within(first).getByRole('button', { name: /^Abrir .+\.pdf$/ })).toBeTruthy();
    expect(within(first).getByText('PDF')).toBeTruthy();
    expect(within(first).getByText(/^\d+([.,]\d+)? (KB|MB)$/)).toBeTruthy();
    // Only origin 0 was asked for (the institutional sub tab loads when shown).
    expect(docCalls(calls)).toEqual([`/citizens/documentsPage/${DEMO_CITIZEN_ID}/0`]);

    const firstNames = rows.map((r) => r.textContent);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(async () => expect((await rowsOf('Documentos Personales'))[0].textContent).not.toBe(firstNames[0]));
    const second = await rowsOf('Documentos Personales');
    expect(second.some((r) => firstNames.includes(r.textContent))).toBe(false);
    const urls = await waitFor(() => {
      const found = pageQuery(calls);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(urls.map((c) => c.path)).toEqual([`/citizens/documentsPage/${DEMO_CITIZEN_ID}/0`, `/citizens/documentsPage/${DEMO_CITIZEN_ID}/0`]);
  });

  it('institutional documents load when shown, page 2 is sent (contract §5 item 8), and each sub tab keeps its page', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/citizens/documentsPage/')) sent.push(`${url.pathname.replace(/^.*documentsPage/, '')}${url.search}`);
    });
    const { user } = await renderTab();
    await rowsOf('Documentos Personales');
    await user.click(screen.getByRole('tab', { name: 'Documentos Institucionales' }));
    const firstRows = (await rowsOf('Documentos Institucionales')).map((r) => r.textContent);
    expect(firstRows).toHaveLength(10);
    await user.dblClick(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(async () => expect((await rowsOf('Documentos Institucionales'))[0].textContent).not.toBe(firstRows[0]));
    const second = (await rowsOf('Documentos Institucionales')).map((r) => r.textContent);
    expect(second.some((r) => firstRows.includes(r))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Documentos Personales' }));
    await rowsOf('Documentos Personales');
    await user.click(screen.getByRole('tab', { name: 'Documentos Institucionales' }));
    // The panel follows the tab once the click's frame is painted (src/views/components/Tabs.tsx).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page'));
    // One call per page (the double click sent page 2 once; switching back reloads nothing).
    expect(sent).toEqual([`/${DEMO_CITIZEN_ID}/0?page=1`, `/${DEMO_CITIZEN_ID}/1?page=1`, `/${DEMO_CITIZEN_ID}/1?page=2`]);
  });

  it('a PDF opens in the document viewer, which closes back to the list', async () => {
    const { user } = await renderTab();
    const rows = await rowsOf('Documentos Personales');
    const button = within(rows[0]).getByRole('button', { name: /^Abrir / });
    const fileName = button.textContent ?? '';
    await user.click(button);
    const viewer = await screen.findByRole('dialog', { name: fileName });
    expect(within(viewer).getByRole('toolbar', { name: 'Herramientas del visor' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("empty sub tab: 'No hay documentos institucionales'", async () => {
    server.use(http.get(`${config.adminUrl}/citizens/documentsPage/:citizenId/1`, () => HttpResponse.json({ current_page: 1, last_page: 1, data: [] })));
    const { user } = await renderTab();
    await rowsOf('Documentos Personales');
    await user.click(screen.getByRole('tab', { name: 'Documentos Institucionales' }));
    expect(await screen.findByText('No hay documentos institucionales')).toBeTruthy();
  });

  it('a failed page says so with a retry (HTTP 500, then malformed), then loads', async () => {
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'http500', times: 1 });
    const { user } = await renderTab();
    expect(await screen.findByText('No se pudieron cargar los documentos.')).toBeTruthy();
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'malformed', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowsOf('Documentos Personales')).toHaveLength(10);
    expect(screen.queryByText('No se pudieron cargar los documentos.')).toBeNull();
  });
});
