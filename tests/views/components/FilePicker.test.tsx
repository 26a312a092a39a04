/**
 * FilePicker against the embedded backend (spec 000 §2 Shared widgets file picker with 'Mis
 * documentos' and paging, §5 Files refusals, §8 'Documento agregado' / 'Documento removido';
 * contract D4): native input, drag and drop, every refusal message, removal, and picking a stored
 * document from the second page of 'Mis documentos'.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker, type PickedFile } from '../../../src/views/components/FilePicker';
import { Toaster } from '../../../src/views/components/Toaster';
import { server } from '../../../src/mocks/node';
import { injectFault, resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/auth';
import { DEMO_COMPANY_RNC, DEMO_CITIZEN_2_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

const MB = 1024 * 1024;
function fileOf(name: string, sizeBytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

function renderPicker(props: Partial<Parameters<typeof FilePicker>[0]> = {}) {
  const changes: PickedFile[][] = [];
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <FilePicker id="doc" label="Registro mercantil" onChange={(files) => changes.push(files)} {...props} />
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Registro mercantil');
  return { user, input, changes };
}

async function signIn(id: string) {
  const result = await login(id, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
}

const alertText = () => screen.getByRole('alert').textContent;

describe('FilePicker', () => {
  it('adds a chosen pdf with the toast, refuses a second one, removes it with the toast', async () => {
    const { user, input, changes } = renderPicker({ requiredExtension: 'pdf' });
    expect(input.accept).toBe('.pdf');
    expect(input.multiple).toBe(false);
    await user.upload(input, fileOf('Registro.pdf', 2 * MB));
    expect(await screen.findByText('Documento agregado', {}, { timeout: 3000 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Documentos seleccionados' });
    expect(within(list).getByText('Registro.pdf')).toBeTruthy();
    expect(within(list).getByText('2 MB')).toBeTruthy();
    expect(changes.at(-1)?.map((f) => f.name)).toEqual(['Registro.pdf']);
    expect(changes.at(-1)?.[0].candidate).toMatchObject({ kind: 'device', file: expect.any(File) });

    await user.upload(input, fileOf('Otro.pdf', MB));
    expect(alertText()).toBe('No se puede agregar mas de un documento');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Eliminar Registro.pdf' }));
    expect(await screen.findByText('Documento removido', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Documentos seleccionados' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes.at(-1)).toEqual([]);
  });

  it('shows the spec message of each refusal: extension required, not allowed, size limit', async () => {
    const { user, input } = renderPicker({ requiredExtension: 'pdf' });
    await user.upload(input, fileOf('plano.dwg', MB));
    expect(alertText()).toBe('El archivo requiere una extension .pdf');
    await user.upload(input, fileOf('grande.pdf', 121 * MB));
    expect(alertText()).toBe('El peso limite por archivo es de 120mb');
    cleanup();
    const other = renderPicker({ multiple: true, maxMb: 25 });
    expect(other.input.accept).toBe('.pdf,.png,.jpg,.jpeg,.kmz,.kml,.dwg,.dwf,.xls,.xlsx');
    await other.user.upload(other.input, [fileOf('virus.exe', MB), fileOf('mapa.kmz', MB)]);
    expect(alertText()).toBe('Documento no permitido');
    expect(screen.getByText('mapa.kmz')).toBeTruthy();
    await other.user.upload(other.input, fileOf('pago.png', 26 * MB, 'image/png'));
    expect(alertText()).toBe('El peso limite por archivo es de 25mb');
  });

  it('adds dropped files (drag and drop)', async () => {
    renderPicker({ multiple: true });
    const zone = screen.getByTestId('doc-dropzone');
    fireEvent.dragOver(zone);
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('a.xlsx', MB), fileOf('b.jpg', MB, 'image/jpeg')] } });
    expect(zone.getAttribute('data-dragging')).toBe('false');
    const list = screen.getByRole('list', { name: 'Documentos seleccionados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.firstChild?.textContent),
    ).toEqual(['a.xlsx', 'b.jpg']);
  });

  it("offers 'Mis documentos' only with a citizen id", () => {
    renderPicker();
    expect(screen.queryByRole('button', { name: 'Mis documentos' })).toBeNull();
  });

  it('lists the stored documents 10 per page and adds one from page 2 (GET documentsPage/{id}/0?page)', async () => {
    await signIn(DEMO_COMPANY_RNC);
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/citizens/documentsPage/')) urls.push(url.pathname.replace(/^.*\/citizens/, '/citizens') + url.search);
    });
    const { user, changes } = renderPicker({ citizenId: DEMO_COMPANY_RNC, requiredExtension: 'pdf' });
    await user.click(screen.getByRole('button', { name: 'Mis documentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis documentos' });
    expect(await within(dialog).findByText('Registro mercantil.pdf')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Usar / })).toHaveLength(10);
    expect(within(dialog).getByText('Guardado el 20/10/2025 · 860 KB')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ir a la página 2' }));
    expect(await within(dialog).findByText('Certificacion de la DGII.pdf')).toBeTruthy();
    // 15 seeded personal documents plus the 2 attached to the company's seeded requests (src/mocks/seedRequests.ts).
    expect(within(dialog).getAllByRole('button', { name: /^Usar / })).toHaveLength(7);
    expect(urls).toEqual([`/citizens/documentsPage/${DEMO_COMPANY_RNC}/0?page=1`, `/citizens/documentsPage/${DEMO_COMPANY_RNC}/0?page=2`]);
    await user.click(within(dialog).getByRole('button', { name: 'Usar Certificacion de la DGII.pdf' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Eliminar Certificacion de la DGII.pdf' })).toBeTruthy();
    expect(changes.at(-1)?.[0].candidate).toMatchObject({ kind: 'myDocuments', document: { name: 'Certificacion de la DGII', size_mb: 0.39 } });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mis documentos' }));

    // A single field already holding a document refuses another one inside the dialog.
    await user.click(screen.getByRole('button', { name: 'Mis documentos' }));
    const again = await screen.findByRole('dialog', { name: 'Mis documentos' });
    await user.click(await within(again).findByRole('button', { name: 'Usar Registro mercantil.pdf' }));
    expect(within(again).getByRole('alert').textContent).toBe('No se puede agregar mas de un documento');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Eliminar / })).toHaveLength(1);
  });

  it('shows the empty text, and an error with a retry when the list cannot load', async () => {
    await signIn(DEMO_CITIZEN_2_ID);
    const { user } = renderPicker({ citizenId: '00000000000' });
    await user.click(screen.getByRole('button', { name: 'Mis documentos' }));
    expect(await screen.findByText('No tiene documentos guardados.')).toBeTruthy();
    await user.keyboard('{Escape}');
    cleanup();
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'http500', times: 1 });
    const second = renderPicker({ citizenId: DEMO_CITIZEN_2_ID });
    await second.user.click(screen.getByRole('button', { name: 'Mis documentos' }));
    await second.user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pasaporte.pdf')).toBeTruthy();
  });
});
