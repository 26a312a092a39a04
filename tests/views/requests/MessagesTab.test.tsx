/**
 * 'Mensajes' tab (spec 001 §2.5 Messages tab, §5 Information message, §8; contract Q6, §5 item 12)
 * through the real view, chart and API client; POST /comment answered by typed `server.use`
 * overrides of the embedded backend's MSW server (operationId postComment).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { toast } from 'sonner';
import { server } from '../../../src/mocks/node';
import { config } from '../../../src/config';
import type { paths } from '../../../src/api/generated/admin';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { MessagesTab } from '../../../src/views/pages/requests/tabs/MessagesTab';
import { useEmbeddedBackend } from '../pages/harness';
import { afterReply, askingButClosed, askingNoComments, askingWithComments, documentsAction, viewer } from '../../model/machines/requestActivityFixtures';

useEmbeddedBackend();
afterEach(() => vi.restoreAllMocks());

const adminHttp = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** Answers POST /comment with `reply` and records the bodies. */
function answerComment(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    adminHttp.post('/comment', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderTab(detail: RequestDetail) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  const utils = render(<MessagesTab detail={detail} viewer={viewer} onChanged={onChanged} />);
  return { ...utils, user, onChanged };
}

const bubbles = () => within(screen.getByRole('list', { name: 'Mensajes de la solicitud' })).getAllByRole('listitem');

describe('MessagesTab', () => {
  it('shows the history oldest first, URI-decoded, HTML as text, a malformed % raw, with authors and dates; no input', () => {
    const { container } = renderTab(askingButClosed);
    expect(screen.getByRole('heading', { level: 2, name: 'Historial de mensajes' })).toBeTruthy();
    expect(bubbles().map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent))).toEqual([
      ['Ministerio de Turismo', 'Hola', '14 de marzo 2022 09:00 AM'],
      ['Ministerio de Turismo', 'Favor enviar el plano <b>actualizado</b> (100%)', '15 de marzo 2022 08:30 AM'],
      ['Usted', 'Descuento%20del%2050%', '16 de marzo 2022 02:05 PM'],
    ]);
    expect(bubbles().map((li) => li.getAttribute('data-author'))).toEqual(['institution', 'institution', 'citizen']);
    // The markup is text, never elements.
    expect(container.querySelector('b')).toBeNull();
    // Action 3 but base status 2: no input.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("labels the citizen's messages 'Solicitante' for a staff reader", () => {
    render(<MessagesTab detail={askingButClosed} viewer={{ ...viewer, citizenId: '40200000001' }} onChanged={() => {}} />);
    expect(bubbles().map((li) => li.firstElementChild?.textContent)).toEqual(['Ministerio de Turismo', 'Ministerio de Turismo', 'Solicitante']);
  });

  it("says 'NO HAY MENSAJES' without comments, and shows no input for another action", () => {
    renderTab(documentsAction);
    expect(screen.getByText('NO HAY MENSAJES')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers the input for action 3 and base status 1, with or without comments (contract §5 item 12)', () => {
    const first = renderTab(askingWithComments);
    expect(bubbles()).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /Mensaje/ }).getAttribute('placeholder')).toBe('Escriba aqui su mensaje');
    first.unmount();
    renderTab(askingNoComments);
    expect(screen.getByText('NO HAY MENSAJES')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Mensaje/ }).getAttribute('maxlength')).toBe('500');
    expect(screen.getByText('500 caracteres restantes')).toBeTruthy();
  });

  it("refuses an empty message with 'Este campo es requerido' and sends nothing", async () => {
    const bodies = answerComment(() => HttpResponse.json({ success: true }));
    const { user } = renderTab(askingNoComments);
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Este campo es requerido')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Mensaje/ }).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('stops at 500 characters; a longer text (pasted around the limit) is refused with a clear message', async () => {
    const bodies = answerComment(() => HttpResponse.json({ success: true }));
    const { user } = renderTab(askingNoComments);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ });
    box.focus();
    await user.paste('a'.repeat(505));
    expect(box.value).toHaveLength(500);
    expect(screen.getByText('0 caracteres restantes')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'b'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('El mensaje no puede tener más de 500 caracteres')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends once on a double click (URI-encoded text, the action 3 id), toasts, empties the box and reloads the page', async () => {
    const success = vi.spyOn(toast, 'success');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies = answerComment(async () => {
      await gate;
      return HttpResponse.json({ success: true });
    });
    const { user, onChanged } = renderTab(askingWithComments);
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), ' Envío el plano al 100% <ok> ');
    const send = screen.getByRole('button', { name: 'Enviar mensaje' });
    await user.click(send);
    await user.click(send);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(send.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ request_id: 1520, text: 'Env%C3%ADo%20el%20plano%20al%20100%25%20%3Cok%3E', required_action_id: 78 }]);
    expect(success).toHaveBeenCalledWith('Información requerida enviada satisfactoriamente', expect.objectContaining({ duration: 2000 }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('');
  });

  it('on HTTP 500 toasts the spec error, stops the loader and keeps the text', async () => {
    const error = vi.spyOn(toast, 'error');
    answerComment(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    const { user, onChanged } = renderTab(askingNoComments);
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Mi respuesta');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error, contacte a soporte', expect.anything()));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Mi respuesta');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' }).getAttribute('aria-busy')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('on a network error or success:false does the same', async () => {
    const error = vi.spyOn(toast, 'error');
    answerComment(() => HttpResponse.error());
    const { user } = renderTab(askingNoComments);
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    answerComment(() => HttpResponse.json({ success: false, msg: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Hola');
  });

  it('a reloaded detail without action 3 removes the input and shows the new message', async () => {
    const { rerender } = renderTab(askingNoComments);
    expect(screen.getByRole('textbox')).toBeTruthy();
    rerender(<MessagesTab detail={afterReply} viewer={viewer} onChanged={() => {}} />);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(bubbles().at(-1)?.textContent).toContain('Adjunto el plano');
  });
});
