/**
 * The messages tab, the claims tab and the rating dialog against the embedded backend itself (no
 * overrides): the demo citizen answers a seeded information request, files a claim and rates a
 * resolved request, and each change reads back through GET /requests/{id} and GET /claims/{code}
 * (spec 001 §2.5, §7; contract Q2-Q6). The other view tests pin the exact bodies with overrides.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { getRequestDetail } from '../../../src/api/requestDetail';
import { login } from '../../../src/api/identity';
import { tokenStore } from '../../../src/api/tokenStore';
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import { MessagesTab } from '../../../src/views/pages/requests/tabs/MessagesTab';
import { ClaimsTab } from '../../../src/views/pages/requests/tabs/ClaimsTab';
import { RatingDialog } from '../../../src/views/pages/requests/RatingDialog';
import { useEmbeddedBackend } from '../pages/harness';

useEmbeddedBackend();

const ana: RequestViewer = { citizenId: DEMO_CITIZEN_ID, name: 'Ana María', firstLastName: 'Rodríguez', secondLastName: 'Peña' };

/** Signs the demo citizen in and reads the seeded request `id` (seed: 902 asks for information, 908 is resolved and unrated). */
async function signedInDetail(id: number): Promise<RequestDetail> {
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const detail = await getRequestDetail(id, DEMO_CITIZEN_ID);
  if (!detail.ok) throw new Error(`detail failed: ${JSON.stringify(detail.error)}`);
  return detail.data;
}

describe('against the embedded backend', () => {
  it('a message with %, & and HTML is stored, closes action 3, and reads back as typed', async () => {
    const detail = await signedInDetail(902);
    expect(detail.request.request_actions_id).toBe(3);
    const onChanged = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<MessagesTab detail={detail} viewer={ana} onChanged={onChanged} />);
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Plano al 100% & <b>final</b> %41');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const fresh = await getRequestDetail(detail.request.id, DEMO_CITIZEN_ID);
    if (!fresh.ok) throw new Error('reload failed');
    expect(fresh.data.request.request_actions_id).not.toBe(3);
    rerender(<MessagesTab detail={fresh.data} viewer={ana} onChanged={onChanged} />);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    const last = within(screen.getByRole('list', { name: 'Mensajes de la solicitud' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(last?.querySelectorAll('p')[0].textContent).toBe('Usted');
    expect(last?.querySelectorAll('p')[1].textContent).toBe('Plano al 100% & <b>final</b> %41');
  });

  it('a claim is created and listed after the re-read', async () => {
    const detail = await signedInDetail(902);
    const user = userEvent.setup();
    render(<ClaimsTab detail={detail} viewer={ana} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'NUEVA RECLAMACIÓN' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva reclamación' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }), 'Demora en la respuesta');
    await user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'Reclamación de prueba integral');
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = (await screen.findByText('Reclamación de prueba integral')).closest('article') as HTMLElement;
    expect(within(card).getByText('Demora en la respuesta')).toBeTruthy();
    expect(within(card).getByText('Ana María')).toBeTruthy();
    expect(within(card).getByText('Abierta')).toBeTruthy();
  });

  it('a resolved request is rated once; the fresh detail carries the rating', async () => {
    const detail = await signedInDetail(908);
    expect(detail.request.rating).toEqual([]);
    const onRated = vi.fn();
    const user = userEvent.setup();
    render(<RatingDialog detail={detail} open onOpenChange={() => {}} onRated={onRated} />);
    const dialog = screen.getByRole('dialog', { name: 'Calificación de servicio' });
    await user.click(within(dialog).getByRole('radio', { name: '4.5 de 5 estrellas' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Muy buena atención');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Calificación' }));
    await waitFor(() => expect(onRated).toHaveBeenCalledTimes(1));
    const fresh = await getRequestDetail(detail.request.id, DEMO_CITIZEN_ID);
    expect(fresh.ok && fresh.data.request.rating).toEqual([expect.objectContaining({ rating: 4.5, comment: 'Muy buena atención' })]);
  });
});
