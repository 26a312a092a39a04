/**
 * 'Calificación de servicio' dialog (spec 001 §2.5 rating dialog, §8, §9; contract Q2) through the
 * real view, chart and API client; POST /services/extras/rating answered by typed `server.use`
 * overrides of the embedded backend's MSW server (operationId rateService).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { toast } from 'sonner';
import { useState } from 'react';
import { server } from '../../../src/mocks/node';
import { config } from '../../../src/config';
import type { paths } from '../../../src/api/generated/admin';
import { RatingDialog } from '../../../src/views/pages/requests/RatingDialog';
import { useEmbeddedBackend } from '../pages/harness';
import { resolvedUnrated } from '../../model/machines/requestActivityFixtures';

useEmbeddedBackend();
afterEach(() => vi.restoreAllMocks());

const adminHttp = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

function answerRating(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    adminHttp.post('/services/extras/rating', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

/** The dialog opened by a CALIFICAR button, as the page does. */
function Harness({ onRated }: { onRated: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        CALIFICAR
      </button>
      <RatingDialog detail={resolvedUnrated} open={open} onOpenChange={setOpen} onRated={onRated} />
    </>
  );
}

async function openDialog() {
  const onRated = vi.fn();
  const user = userEvent.setup();
  render(<Harness onRated={onRated} />);
  await user.click(screen.getByRole('button', { name: 'CALIFICAR' }));
  const dialog = screen.getByRole('dialog', { name: 'Calificación de servicio' });
  return { user, onRated, dialog };
}

const checked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => (r as HTMLInputElement).value);

describe('RatingDialog', () => {
  it('starts at 3 stars in half steps, with an optional 6-row Comentario', async () => {
    const { dialog } = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5']);
    expect(checked(dialog)).toEqual(['3']);
    expect(within(dialog).getByRole('radio', { name: '3 de 5 estrellas' })).toBeTruthy();
    const comment = within(dialog).getByRole('textbox', { name: 'Comentario' });
    expect(comment.getAttribute('rows')).toBe('6');
    expect(comment.getAttribute('aria-required')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Enviar Calificación' })).toBeTruthy();
  });

  it('sends once on a double click, toasts, closes and calls onRated', async () => {
    const success = vi.spyOn(toast, 'success');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies = answerRating(async () => {
      await gate;
      return HttpResponse.json({ success: true });
    });
    const { user, dialog, onRated } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '4.5 de 5 estrellas' }));
    expect(checked(dialog)).toEqual(['4.5']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), ' Excelente servicio ');
    const send = within(dialog).getByRole('button', { name: 'Enviar Calificación' });
    await user.click(send);
    await user.click(send);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Not closable while sending.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    release();
    await waitFor(() => expect(onRated).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ request_id: 1520, rating: 4.5, comment: 'Excelente servicio' }]);
    expect(success).toHaveBeenCalledWith('Calificación enviada con exito', expect.objectContaining({ duration: 2000 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a comment sends null; a failure toasts for 3 s and keeps the stars and comment', async () => {
    const error = vi.spyOn(toast, 'error');
    const bodies = answerRating(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    const { user, dialog, onRated } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '2.5 de 5 estrellas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Calificación' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.objectContaining({ duration: 3000 })));
    expect(bodies).toEqual([{ request_id: 1520, rating: 2.5, comment: null }]);
    expect(screen.getByRole('dialog', { name: 'Calificación de servicio' })).toBeTruthy();
    expect(checked(dialog)).toEqual(['2.5']);
    expect(within(dialog).getByRole('button', { name: 'Enviar Calificación' }).getAttribute('aria-busy')).toBeNull();
    expect(onRated).not.toHaveBeenCalled();
    // The comment typed before a failure is kept too.
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Lento');
    answerRating(() => HttpResponse.json({ success: false, msg: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Calificación' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comentario' }).value).toBe('Lento');
  });

  it('Cancelar closes; opening again starts at 3 stars', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '1 de 5 estrellas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'CALIFICAR' }));
    expect(checked(screen.getByRole('dialog', { name: 'Calificación de servicio' }))).toEqual(['3']);
  });
});
