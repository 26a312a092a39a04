/**
 * The required-document view (action 1; spec 001 §2.5, §4 Other transitions, §5, §7, §8; contract
 * §3.3, Q7) through the real chart, API and the embedded backend's POST /files (XHR stand-in), with
 * msw overrides for the per-file record and the completion.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import { RequiredDocumentTab } from '../../../src/views/pages/requests/tabs/RequiredDocumentTab';
import { fixtureDetail, viewer as fixtureViewer } from '../../model/machines/requestActions.fixtures';
import { FetchXhr } from '../../unit/api/fetchXhr';

const viewer = { ...fixtureViewer, citizenId: DEMO_CITIZEN_ID };
const ATTRIBUTE = `NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=${DEMO_CITIZEN_ID};TipoDocumentoPortal=Adjunto`;

let uploads = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  uploads = 0;
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/files')) uploads += 1;
  });
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** Answers the record and the completion; `complete` decides each completion answer in turn. */
function backend(complete: Array<() => Response | Promise<Response>> = [() => HttpResponse.json({ success: true })]) {
  const records: any[] = [];
  const completions: any[] = [];
  server.use(
    http.post(`${config.adminUrl}/requests/action/save`, async ({ request }) => {
      records.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
    http.post(`${config.adminUrl}/assigndocumentsoftexpert`, async ({ request }) => {
      completions.push(await request.json());
      return complete[Math.min(completions.length - 1, complete.length - 1)]();
    }),
  );
  return { records, completions };
}

function renderTab() {
  const onDone = vi.fn();
  const onChanged = vi.fn();
  const location = memoryLocation({ path: '/app/serviceRequestedDetails/130' });
  render(
    <Router hook={location.hook}>
      <RequiredDocumentTab detail={fixtureDetail({ doc_identification: DEMO_CITIZEN_ID })} viewer={viewer} onChanged={onChanged} onDone={onDone} />
    </Router>,
  );
  return { user: userEvent.setup(), onDone, onChanged };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52])], name, { type: 'application/pdf' });

describe('RequiredDocumentTab', () => {
  it('needs a file, then uploads two, saves one record per file, completes, says so and calls onDone after 500 ms', async () => {
    const { records, completions } = backend();
    const { user, onDone } = renderTab();
    expect(screen.getByRole('heading', { name: 'Documento requerido' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Debe adjuntar al menos un documento')).toBeTruthy();
    expect(uploads).toBe(0);

    await user.upload(screen.getByLabelText(/Documentos a enviar/), [pdf('plano-actualizado.pdf'), pdf('certificacion.pdf')]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Documento requerido enviada satisfactoriamente')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });

    expect(uploads).toBe(1);
    expect(records.map((r) => r.names)).toEqual([['Documento de accion requerida 1'], ['Documento de accion requerida 2']]);
    for (const r of records) {
      expect(r).toMatchObject({
        title: `documento-${DEMO_CITIZEN_ID}`,
        record_id: 'DPP-2026-000130',
        attribute: ATTRIBUTE,
        process_id: 1045,
        acronym: 'DPPDE',
        required_action_id: 77,
        activity_id: 4,
        new_request: false,
      });
      expect(r.documents).toHaveLength(1);
      expect(r.documents[0].label).toBe(r.names[0]);
    }
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ record_id: 'DPP-2026-000130', status: true, required_action_id: 77 });
    expect(completions[0].documents.map((d: { label: string }) => d.label)).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2']);
  });

  it('a failed completion says so, keeps the files, and the retry neither uploads nor saves records again', async () => {
    const { records, completions } = backend([() => HttpResponse.json({ msg: 'Error' }, { status: 500 }), () => HttpResponse.json({ success: true })]);
    const { user, onDone } = renderTab();
    await user.upload(screen.getByLabelText(/Documentos a enviar/), [pdf('plano-actualizado.pdf')]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ha ocurrido un error, contacte a soporte');
    const selected = screen.getByRole('list', { name: 'Documentos seleccionados' });
    expect(within(selected).getByText('plano-actualizado.pdf')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ENVIAR' }).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Documento requerido enviada satisfactoriamente')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(uploads).toBe(1);
    expect(records).toHaveLength(1);
    expect(completions).toHaveLength(2);
  });

  it('warns before the tab closes while sending, not before or after', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    backend([
      async () => {
        await held;
        return HttpResponse.json({ success: true });
      },
    ]);
    const { user, onDone } = renderTab();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.upload(screen.getByLabelText(/Documentos a enviar/), [pdf('plano-actualizado.pdf')]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(unload()).toBe(true));
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(unload()).toBe(false);
  });

  it('shows nothing to send when the action is not pending on an open request', () => {
    const onDone = vi.fn();
    const location = memoryLocation({ path: '/app/serviceRequestedDetails/130' });
    render(
      <Router hook={location.hook}>
        <RequiredDocumentTab
          detail={fixtureDetail({ status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 } })}
          viewer={viewer}
          onChanged={() => {}}
          onDone={onDone}
        />
      </Router>,
    );
    expect(screen.getByText('Esta acción requerida ya no está pendiente.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ENVIAR' })).toBeNull();
  });

  it('axe finds no violation, also with the missing-file message', async () => {
    backend();
    const { user } = renderTab();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByText('Debe adjuntar al menos un documento');
    expect(await axeViolations()).toEqual([]);
  });
});
