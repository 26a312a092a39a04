/**
 * 'Quejas y Reclamaciones' tab (spec 001 §2.5 Claims tab, §5 Claim form, §7, §8, §9; contract Q3-Q5)
 * through the real view, chart and API client; GET /issues, GET /claims/{code} and POST /claims
 * answered by typed `server.use` overrides of the embedded backend's MSW server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { toast } from 'sonner';
import { server } from '../../../src/mocks/node';
import { config } from '../../../src/config';
import type { paths, SchemaClaim } from '../../../src/api/generated/admin';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ClaimsTab } from '../../../src/views/pages/requests/tabs/ClaimsTab';
import { useEmbeddedBackend } from '../pages/harness';
import { claims, companyRequest, createdClaim, issues, personalRequest, viewer } from '../../model/machines/requestActivityFixtures';

useEmbeddedBackend();
afterEach(() => vi.restoreAllMocks());

const adminHttp = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

interface Backend {
  /** Codes GET /claims/{code} was asked for, in order. */
  reads: string[];
  /** POST /claims bodies. */
  created: unknown[];
}

/** GET /issues, GET /claims/{code} (answers from `lists`, one per read, the last one repeated) and POST /claims. */
function backend(lists: SchemaClaim[][], createReply: () => Response | Promise<Response> = () => HttpResponse.json({ success: true })): Backend {
  const state: Backend = { reads: [], created: [] };
  server.use(
    adminHttp.get('/issues', ({ response }) => response(200).json(issues)),
    adminHttp.get('/claims/{requestCode}', ({ params, response }) => {
      state.reads.push(String(params.requestCode));
      return response(200).json(lists[Math.min(state.reads.length, lists.length) - 1]);
    }),
    adminHttp.post('/claims', async ({ request }) => {
      state.created.push(await request.json());
      return createReply();
    }),
  );
  return state;
}

function renderTab(detail: RequestDetail = personalRequest) {
  const user = userEvent.setup();
  render(<ClaimsTab detail={detail} viewer={viewer} onChanged={() => {}} />);
  return { user };
}

/** The dt/dd pairs of the card 'Reclamación No. {id}'. */
function cardFields(id: number): Array<[string | null, string | null]> {
  const card = screen.getByRole('article', { name: `Reclamación No. ${id}` });
  return within(card)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? null]);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'NUEVA RECLAMACIÓN' }));
  return screen.getByRole('dialog', { name: 'Nueva reclamación' });
}

describe('ClaimsTab', () => {
  it('lists every claim with id, reason, observation, company (if any), creator, date, status and response (if any)', async () => {
    const api = backend([claims]);
    renderTab();
    expect(await screen.findByRole('article', { name: 'Reclamación No. 31' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reclamaciones' })).toBeTruthy();
    expect(api.reads).toEqual(['DPP-2022-000123']);
    expect(cardFields(31)).toEqual([
      ['No.', '31'],
      ['Motivo', 'Demora en la respuesta'],
      ['Observación', 'Han pasado más de 30 días sin respuesta.'],
      ['Creado por', 'Ana María'],
      ['Fecha de creación', '20/04/2022'],
      ['Estado', 'Abierta'],
    ]);
    expect(cardFields(32)).toEqual([
      ['No.', '32'],
      ['Motivo', 'Mala atención'],
      ['Observación', 'No me atendieron en la ventanilla.'],
      ['Empresa', 'Hotel Bahía Azul SRL'],
      ['Creado por', 'Pedro'],
      ['Fecha de creación', '22/04/2022'],
      ['Estado', 'Cerrada'],
      ['Respuesta', 'Se le asignó un nuevo analista.'],
    ]);
    expect(cardFields(33)[1]).toEqual(['Motivo', 'Motivo no disponible']);
  });

  it("says 'No hay reclamaciones en esta solicitud' when there is none", async () => {
    backend([[]]);
    renderTab();
    expect(await screen.findByText('No hay reclamaciones en esta solicitud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NUEVA RECLAMACIÓN' })).toBeTruthy();
  });

  it('a failed load shows a retry block; Reintentar loads the list', async () => {
    let fail = true;
    server.use(
      adminHttp.get('/issues', ({ response }) => response(200).json(issues)),
      adminHttp.get('/claims/{requestCode}', ({ response }) =>
        fail ? (HttpResponse.json({ message: 'Server Error' }, { status: 500 }) as never) : response(200).json(claims),
      ),
    );
    const { user } = renderTab();
    expect(await screen.findByText('No se pudieron cargar las reclamaciones.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'NUEVA RECLAMACIÓN' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Reclamación No. 31' })).toBeTruthy();
  });

  it("requires the reason and the observation ('Este campo es requerido') and sends nothing", async () => {
    const api = backend([claims]);
    const { user } = renderTab();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /Seleccione el motivo de la queja/ })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione una opción', 'Demora en la respuesta', 'Mala atención']);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    expect(within(dialog).getAllByText('Este campo es requerido')).toHaveLength(2);
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }), 'Mala atención');
    expect(within(dialog).getAllByText('Este campo es requerido')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Observaciones/ }));
    expect(api.created).toEqual([]);
  });

  it('sends one claim on a double click (first name only, company of the request), toasts, closes and re-reads the list', async () => {
    const success = vi.spyOn(toast, 'success');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = backend([claims, [...claims, createdClaim]], async () => {
      await gate;
      return HttpResponse.json({ success: true });
    });
    const { user } = renderTab(companyRequest);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }), 'Mala atención');
    await user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), ' La respuesta no llegó en el plazo indicado. ');
    const send = within(dialog).getByRole('button', { name: 'ENVIAR' });
    await user.click(send);
    await user.click(send);
    await waitFor(() => expect(api.created).toHaveLength(1));
    // While sending the dialog cannot be closed.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    release();
    expect(await screen.findByRole('article', { name: 'Reclamación No. 34' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.created).toEqual([
      {
        issue_id: 2,
        citizen_id: '00113918205',
        service_id: 12,
        request_code: 'DPP-2022-000123',
        citizen_name: 'Ana María',
        description: 'La respuesta no llegó en el plazo indicado.',
        company_id: 5,
        company_name: 'Hotel Bahía Azul SRL',
      },
    ]);
    // Never cached: read again after the claim.
    expect(api.reads).toEqual(['DPP-2022-000123', 'DPP-2022-000123']);
    expect(success).toHaveBeenCalledWith('Reclamación creada con exito', expect.objectContaining({ duration: 2000 }));
  });

  it("a failed claim toasts 'Ha ocurrido un error' for 3 s and keeps the dialog with what was typed", async () => {
    const error = vi.spyOn(toast, 'error');
    const api = backend([claims], () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    const { user } = renderTab();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }), 'Demora en la respuesta');
    await user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'Sin respuesta');
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.objectContaining({ duration: 3000 })));
    expect(api.created).toEqual([
      {
        issue_id: 1,
        citizen_id: '00113918205',
        service_id: 12,
        request_code: 'DPP-2022-000123',
        citizen_name: 'Ana María',
        description: 'Sin respuesta',
        company_id: null,
        company_name: null,
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Nueva reclamación' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Seleccione el motivo/ }).value).toBe('1');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Observaciones/ }).value).toBe('Sin respuesta');
    expect(within(dialog).getByRole('button', { name: 'ENVIAR' }).getAttribute('aria-busy')).toBeNull();
    expect(api.reads).toHaveLength(1);
  });

  it('Cancelar closes the dialog; opening again starts empty', async () => {
    backend([claims]);
    const { user } = renderTab();
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'borrador');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Observaciones/ }).value).toBe('');
  });
});
