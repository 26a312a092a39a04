/**
 * Contact page (spec 000 §2 Contact page, §4 Contact form, §5 Contact form, §8 Contact; contract
 * W5, D8) through the real page, the real API clients and the embedded backend (MSW node server,
 * fresh store per test).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../../src/mocks/node';
import { db, injectFault } from '../../../src/mocks/db';
import { config } from '../../../src/config';
import ContactPage, { STATIC_MAP_SRC } from '../../../src/views/pages/content/ContactPage';
import { renderPage, useEmbeddedBackend } from '../pages/harness';

useEmbeddedBackend();

/** Bodies of the POST /send/claim calls the page sent. */
let sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/send/claim')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => sent.push(body));
    }
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function renderContact(mapUrl = '') {
  const user = userEvent.setup();
  renderPage((props) => <ContactPage {...props} mapUrl={mapUrl} />, '/app/contact', {}, 'Contacto');
  return { user };
}

const form = () => screen.getByRole('form', { name: 'Escríbanos' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Ana Rodríguez');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana.rodriguez@correo.do');
  await user.selectOptions(screen.getByRole('combobox', { name: /Prefijo/ }), '829');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '5557788');
  await user.selectOptions(screen.getByRole('combobox', { name: /Relacionado a/ }), 'Confotur');
  await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Quisiera saber el estado de mi clasificación.');
}

describe('ContactPage branches', () => {
  it('lists the branches with tel:, mailto: and web links', async () => {
    renderContact();
    const central = await screen.findByRole('article', { name: 'Sede central' });
    const card = within(central);
    expect(card.getByRole('heading', { level: 3, name: 'Sede central' })).toBeTruthy();
    expect(card.getByText(/Av. Cayetano Germosén esq. Av. Gregorio Luperón/)).toBeTruthy();
    expect(card.getByRole('link', { name: '809-555-0100' }).getAttribute('href')).toBe('tel:+18095550100');
    expect(card.getByRole('link', { name: 'servicios@demo.mitur.local' }).getAttribute('href')).toBe('mailto:servicios@demo.mitur.local');
    const web = card.getByRole('link', { name: /^demo\.mitur\.local/ });
    expect(web.getAttribute('href')).toBe('https://demo.mitur.local/');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('article').length).toBe(7);
  });

  it('shows an error block when the content API fails, and Reintentar loads the list', async () => {
    injectFault({ method: 'GET', path: '/sucursales/v1/sucursales', kind: 'http500', times: 1 });
    const { user } = renderContact();
    const alert = await screen.findByText('No se pudo cargar esta información.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // The form does not depend on the branches.
    expect(form()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Sede central' })).toBeTruthy();
  });

  it('renders untrusted branch values as text without unsafe links', async () => {
    server.use(
      http.get(`${config.contentUrl}/sucursales/v1/sucursales`, () =>
        HttpResponse.json([
          { title: 'Oficina X', address: 'Calle 1', phoneNumber: '12', website: 'javascript:alert(1)', email: 'no es correo' },
          null,
          { title: '', address: '' },
        ]),
      ),
    );
    renderContact();
    const card = within(await screen.findByRole('article', { name: 'Oficina X' }));
    expect(card.queryAllByRole('link')).toHaveLength(0);
    expect(card.getByText('javascript:alert(1)')).toBeTruthy();
    expect(card.getByText('no es correo')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when there is no branch', async () => {
    server.use(http.get(`${config.contentUrl}/sucursales/v1/sucursales`, () => HttpResponse.json([])));
    renderContact();
    expect(await screen.findByText('No hay oficinas para mostrar en este momento.')).toBeTruthy();
  });
});

describe('ContactPage form', () => {
  it('shows the spec messages and sends nothing when fields are missing or invalid', async () => {
    const { user } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(5);
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@');
    await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '555');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Favor digitar un email válido')).toBeTruthy();
    expect(screen.getByText('Favor digitar un teléfono válido')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ }).getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
  });

  it('sends once on a double click (D8 body), toasts success, empties the form and stores the message', async () => {
    const success = vi.spyOn(toast, 'success');
    // A network delay (the tests' backend answers at once): both clicks land while sending.
    server.use(
      http.post(`${config.adminUrl}/send/claim`, async () => {
        await new Promise((r) => setTimeout(r, 150));
        return undefined;
      }),
    );
    const { user } = renderContact();
    await fillForm(user);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.dblClick(button);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Mensaje enviado satisfactoriamente', expect.anything()));
    expect(sent).toEqual([
      {
        name: 'Ana Rodríguez',
        mail: 'ana.rodriguez@correo.do',
        phone: '8295557788',
        relation: 'Confotur',
        message: 'Quisiera saber el estado de mi clasificación.',
      },
    ]);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Correo electrónico/ }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Teléfono/ }).value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Relacionado a/ }).value).toBe('');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('');
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
    expect(db().contactMessages?.[0]).toMatchObject({ name: 'Ana Rodríguez', relation: 'Confotur', phone: '8295557788' });
    expect(db().mails[0]).toMatchObject({ to: 'contacto@demo.mitur.local', subject: 'Nuevo mensaje de contacto: Confotur' });
  });

  it('keeps the values, stops the loader and toasts "Ha ocurrido un error" when the send fails', async () => {
    const error = vi.spyOn(toast, 'error');
    injectFault({ method: 'POST', path: '/send/claim', kind: 'network', times: 1 });
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.anything()));
    const button = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(false));
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe('Ana Rodríguez');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Teléfono/ }).value).toBe('555-7788');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Prefijo/ }).value).toBe('829');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Relacionado a/ }).value).toBe('3');
    expect(db().contactMessages ?? []).toHaveLength(0);
    // Sending again works.
    await user.click(button);
    await waitFor(() => expect(db().contactMessages).toHaveLength(1));
  });

  it('a 2xx whose body is not JSON (a proxy error page) is a failure: everything typed stays (issue 10)', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    injectFault({ method: 'POST', path: '/send/claim', kind: 'malformed', times: 1 });
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.anything()));
    expect(success).not.toHaveBeenCalled();
    expect(form().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe('Ana Rodríguez');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Quisiera saber el estado de mi clasificación.');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Relacionado a/ }).value).toBe('3');
  });

  it('treats a refusal of the backend (HTTP 422) as a failure', async () => {
    const error = vi.spyOn(toast, 'error');
    server.use(
      http.post(`${config.adminUrl}/send/claim`, () =>
        HttpResponse.json({ message: 'Los datos proporcionados no son válidos.', errors: { mail: ['x'] } }, { status: 422 }),
      ),
    );
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ha ocurrido un error', expect.anything()));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Quisiera saber el estado de mi clasificación.');
  });
});

describe('ContactPage map', () => {
  it('shows the static plan with the address and contacts no map host by default', async () => {
    renderContact();
    const img = screen.getByRole('img', { name: /Plano de la sede del Ministerio de Turismo/ });
    expect(img.getAttribute('src')).toBe(STATIC_MAP_SRC);
    expect(screen.getByText('Av. Cayetano Germosén esq. Av. Gregorio Luperón, Mirador Sur, Santo Domingo, D. N.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    await screen.findByRole('article', { name: 'Sede central' });
  });

  it('embeds the configured map in a titled, lazy iframe; an unsafe URL falls back to the plan', async () => {
    renderContact('https://mapas.example.invalid/embed?q=mitur');
    const frame = screen.getByTitle('Mapa de ubicación del Ministerio de Turismo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://mapas.example.invalid/embed?q=mitur');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByRole('img', { name: /Plano/ })).toBeNull();
    await screen.findByRole('article', { name: 'Sede central' });
  });

  it('ignores a configured map URL that is not http(s)', async () => {
    renderContact('javascript:alert(1)');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: /Plano/ })).toBeTruthy();
    await screen.findByRole('article', { name: 'Sede central' });
  });
});
