/**
 * /app/serviceDescription/{serviceID} (spec 001 §2.3; brief h8 page 4) against the embedded
 * backend: sections, INICIAR SOLICITUD, print, share, comments paging, not-found redirect and
 * transient failures with retry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import ServiceDescriptionPage from '../../../src/views/pages/catalogue/ServiceDescriptionPage';
import { printScope } from '../../../src/views/pages/catalogue/ServiceDescription.css';
import { server } from '../../../src/mocks/node';
import { injectFault } from '../../../src/mocks/db';
import { serviceComments, services } from '../../../src/mocks/data';
import { issueToken } from '../../../src/mocks/tokens';
import { tokenStore } from '../../../src/api/tokenStore';
import { config } from '../../../src/config';
import { renderPage, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

const ONLINE_ID = 1;
const INFORMATIONAL_ID = 7;
const PAGED_ID = 2; // 25 comments → 3 pages of 10
const NO_COMMENTS_ID = 27;

function renderService(id: number | string) {
  return renderPage(ServiceDescriptionPage, `/app/serviceDescription/${id}`, { serviceID: String(id) }, 'Descripción del servicio');
}

const region = (name: string) => screen.getByRole('region', { name });

describe('ServiceDescriptionPage', () => {
  it('shows the service: banner title, rating, general information, schedule, requirements, procedures and tariffs', async () => {
    const service = services[ONLINE_ID];
    renderService(ONLINE_ID);
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toBe(service.name));
    const ratingRow = screen.getByText('Calificación').parentElement as HTMLElement;
    expect(within(ratingRow).getByRole('img', { name: `${service.rating} de 5` })).toBeTruthy();

    expect(within(region('Información general')).getByText(service.description)).toBeTruthy();

    const schedule = region('Horario');
    expect(within(schedule).getByText('Las solicitudes se reciben 24 horas al día, 7 días a la semana, pero se procesan en horario laborable.')).toBeTruthy();
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(service.schedules.length);
    expect(rows[0].textContent).toBe('Lunes8:00 AM4:00 PM');
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Día', 'Desde', 'Hasta']);

    const requirements = region('Requisitos');
    expect(within(requirements).getAllByRole('listitem')).toHaveLength(service.requirements.length);
    const download = within(requirements).getByRole('link', { name: `Descargar ${service.requirements[0].name}` });
    expect(download.getAttribute('href')).toBe(service.requirements[0].route);
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(requirements).getAllByRole('link')).toHaveLength(service.requirements.filter((r) => r.route).length);

    const steps = within(region('Procedimiento')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(service.procedures.map((p) => p.step));

    const tariffs = region('Tarifas');
    expect(within(tariffs).getByRole('heading', { level: 3, name: service.prices[0].concept })).toBeTruthy();
    const firstVariation = within(tariffs).getByRole('rowheader', { name: service.prices[0].variations[0].concept }).closest('tr')!;
    expect(firstVariation.textContent).toContain('DOP$ 7,000.00');
    expect(firstVariation.textContent).toContain('30 días');
  });

  it('INICIAR SOLICITUD asks an anonymous visitor to sign in; Iniciar Sesión goes to /public/login', async () => {
    const user = userEvent.setup();
    renderService(ONLINE_ID);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'INICIAR SOLICITUD' });
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('anonymous'));
    await user.click(button);
    const prompt = await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' });
    await user.click(within(prompt).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByTestId('location').textContent).toBe('/public/login');
  });

  it('INICIAR SOLICITUD sends a signed-in user without companies to /app/requestService/{id}', async () => {
    const user = userEvent.setup();
    tokenStore.setToken(issueToken('40209876545', 15 * 60 * 1000));
    renderService(ONLINE_ID);
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('authenticated'));
    // The press is ignored until the session has loaded the user (src/views/pages/catalogue/requestStart.tsx):
    // pressed earlier (a loaded machine, issue 29's shuffled run), nothing would happen.
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('40209876545'));
    await user.click(await screen.findByRole('button', { name: 'INICIAR SOLICITUD' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/app/requestService/${ONLINE_ID}`));
  });

  it('INICIAR SOLICITUD is disabled, with its reason, for an information-only service (type_id 1)', async () => {
    renderService(INFORMATIONAL_ID);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'INICIAR SOLICITUD' });
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Este trámite no puede solicitarse en línea.');
  });

  it('print calls window.print and the print stylesheet is scoped to the page while mounted', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const view = renderService(ONLINE_ID);
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.body.classList.contains(printScope)).toBe(true);
    view.unmount();
    expect(document.body.classList.contains(printScope)).toBe(false);
  });

  it('share without the Web Share API: an e-mail link with the page address and a copy-link button', async () => {
    const user = userEvent.setup();
    renderService(ONLINE_ID);
    const mail = await screen.findByRole('link', { name: 'Compartir por correo electrónico' });
    const href = mail.getAttribute('href')!;
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(`${window.location.origin}/app/serviceDescription/${ONLINE_ID}`);
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(write).toHaveBeenCalledWith(`${window.location.origin}/app/serviceDescription/${ONLINE_ID}`);
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
  });

  it('share with the Web Share API opens the system share sheet', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderService(ONLINE_ID);
    await user.click(await screen.findByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: services[ONLINE_ID].name, url: `${window.location.origin}/app/serviceDescription/${ONLINE_ID}` }),
    );
    expect(screen.queryByRole('link', { name: 'Compartir por correo electrónico' })).toBeNull();
  });

  it('pages the comments, keeping the current page visible while the next one loads', async () => {
    const user = userEvent.setup();
    const all = serviceComments[PAGED_ID];
    expect(all.length).toBeGreaterThan(20);
    renderService(PAGED_ID);
    const comments = await screen.findByRole('region', { name: 'Comentarios' });
    await waitFor(() => expect(within(within(comments).getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem')).toHaveLength(10));
    const list = within(comments).getByRole('list', { name: 'Comentarios' });
    expect(list.textContent).toContain(all[0].comment);

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${config.adminUrl}/services/extras/:id/rating`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await gate;
        return undefined;
      }),
    );
    const nav = within(comments).getByRole('navigation', { name: 'Paginación de comentarios' });
    await user.click(within(nav).getByRole('button', { name: 'Ir a la página 2' }));
    // still page 1, marked busy, with a loading indicator; the pagination is disabled meanwhile
    expect(within(comments).getByRole('list', { name: 'Comentarios' }).getAttribute('aria-busy')).toBe('true');
    expect(within(comments).getByRole('list', { name: 'Comentarios' }).textContent).toContain(all[0].comment);
    expect(within(comments).getByRole('status').textContent).toBe('Cargando comentarios…');
    expect(within(nav).getByRole<HTMLButtonElement>('button', { name: 'Ir a la página 3' }).disabled).toBe(true);
    release();
    await waitFor(() => expect(within(comments).getByRole('list', { name: 'Comentarios' }).hasAttribute('aria-busy')).toBe(false));
    expect(within(comments).getByRole('list', { name: 'Comentarios' }).textContent).toContain(all[10].comment);
    expect(within(comments).getByRole('list', { name: 'Comentarios' }).textContent).not.toContain(all[0].comment);
    expect(within(nav).getByRole('button', { name: 'Ir a la página 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('button', { name: 'Ir a la página 3' }));
    await waitFor(() => expect(within(within(comments).getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem')).toHaveLength(all.length - 20));
  });

  it('a service without comments says so', async () => {
    renderService(NO_COMMENTS_ID);
    await within(await screen.findByRole('region', { name: 'Comentarios' })).findByText('No hay comentarios para este servicio.');
    expect(within(region('Comentarios')).queryByRole('navigation')).toBeNull();
  });

  it('a failed comments page shows the error block; Reintentar loads it', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/rating', kind: 'http500', times: 1 });
    renderService(PAGED_ID);
    const comments = await screen.findByRole('region', { name: 'Comentarios' });
    await user.click(await within(comments).findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(within(comments).getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem')).toHaveLength(10));
  });

  it('an unknown service (success:false) redirects to /public', async () => {
    renderService(9999);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/public'));
  });

  it('an HTTP 404 redirects to /public', async () => {
    server.use(http.get(`${config.adminUrl}/services/:id`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderService(ONLINE_ID);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/public'));
  });

  it('a non-numeric id redirects to /public', () => {
    renderService('abc');
    expect(screen.getByTestId('location').textContent).toBe('/public');
  });

  it('a network failure shows the error block (no redirect); Reintentar loads the service', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: `/services/${ONLINE_ID}`, kind: 'network', times: 1 });
    renderService(ONLINE_ID);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toBe(services[ONLINE_ID].name));
    expect(screen.getByTestId('location').textContent).toBe(`/app/serviceDescription/${ONLINE_ID}`);
  });

  it('a description written as HTML is sanitised before rendering', async () => {
    server.use(
      http.get(`${config.adminUrl}/services/:id`, () =>
        HttpResponse.json({
          ...services[ONLINE_ID],
          success: true,
          description: '<p>Texto <em>útil</em></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
        }),
      ),
    );
    renderService(ONLINE_ID);
    const info = await screen.findByRole('region', { name: 'Información general' });
    expect((await within(info).findByText('útil')).tagName).toBe('EM');
    expect(info.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('a slow service shows a spinner, never an empty page', async () => {
    server.use(
      http.get(`${config.adminUrl}/services/:id`, async () => {
        await delay(50);
        return undefined;
      }),
    );
    renderService(ONLINE_ID);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    await screen.findByRole('button', { name: 'INICIAR SOLICITUD' });
  });
});
