/**
 * Home page (spec 000 §1, §2 Home and catalogue; brief h8 page 1) against the embedded backend:
 * hero, search, counters, general information, cards per direction, video, failures and retry.
 */
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import HomePage from '../../../src/views/pages/public/HomePage';
import type { PageProps } from '../../../src/views/app/pages';
import { server } from '../../../src/mocks/node';
import { db, injectFault } from '../../../src/mocks/db';
import { directions, statistics } from '../../../src/mocks/data';
import { config } from '../../../src/config';
import { renderPage, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const fmt = (n: number) => new Intl.NumberFormat('es-DO').format(n);
const allServices = directions.flatMap((d) => d.services);
const onlineCount = allServices.filter((s) => s.type_id !== 1).length;

function renderHome() {
  return renderPage(HomePage, '/public', {}, '');
}

/**
 * Renders the home with a probe after it that reads the DOM once, in the first commit's layout
 * effects (what the first paint shows), and returns what `read` saw there.
 */
function renderHomeFirstCommit<T>(read: () => T): T[] {
  const seen: T[] = [];
  function FirstCommit() {
    useLayoutEffect(() => void seen.push(read()), []);
    return null;
  }
  const WithProbe = (props: PageProps) => (
    <>
      <HomePage {...props} />
      <FirstCommit />
    </>
  );
  renderPage(WithProbe, '/public', {}, '');
  return seen;
}

/** The card (li) whose heading is `name`. */
function cardOf(name: string): HTMLElement {
  const heading = screen.getAllByRole('heading', { name }).find((h) => h.closest('li'));
  if (!heading) throw new Error(`no card ${name}`);
  return heading.closest('li') as HTMLElement;
}

describe('HomePage', () => {
  it('renders the hero (h1, sized high-priority image), no banner title, and the side menu "trámites" (all procedures and each direction)', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Portal de Servicios del Ministerio de Turismo' })).toBeTruthy();
    expect(screen.getByTestId('banner').textContent).toBe('');
    const img = await screen.findByRole('img', { name: /Playa caribeña/ });
    expect(img.getAttribute('src')).toBe('/media/hero.svg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('640');
    const menu = await screen.findByRole('navigation', { name: 'trámites' });
    // Issue 26: the menu no longer lists every procedure a second time; it leads to their pages.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Todos los trámites', '/app/allServices'], ...directions.map((d) => [d.name, `/app/listOfServices/${d.id}`])]);
    expect(within(menu).queryByRole('link', { name: allServices[0].name })).toBeNull();
  });

  it('shows each procedure once (its card, without its direction repeated), a link to all procedures and the tourism-investment system in a new tab (spec 000 §1, issue 26)', async () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Trámites por dirección' });
    await waitFor(() => expect(within(region).getAllByRole('heading', { level: 4 })).toHaveLength(allServices.length));
    const main = document.body;
    for (const s of allServices) expect(within(main).getAllByText(s.name, { exact: true }), s.name).toHaveLength(1);
    for (const d of directions) expect(within(region).getAllByText(d.name, { exact: true }), d.name).toHaveLength(1);
    expect(within(region).getByRole('link', { name: 'Todos los trámites' }).getAttribute('href')).toBe('/app/allServices');
    const investment = within(region).getByRole('link', { name: /Sistema de seguimiento a la inversión turística/ });
    expect(investment.getAttribute('href')).toBe(config.tourismInvestmentUrl);
    expect(investment.getAttribute('target')).toBe('_blank');
    expect(investment.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('paints the hero first: the sections below the fold are not in the first commit, they mount right after it (issue 11)', async () => {
    const firstCommit = renderHomeFirstCommit(() => ({
      title: document.querySelector('h1')?.textContent === 'Portal de Servicios del Ministerio de Turismo',
      metrics: [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Nuestros números'),
    }));
    expect(firstCommit).toEqual([{ title: true, metrics: false }]);
    expect(await screen.findByRole('region', { name: 'Nuestros números' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'trámites' })).toBeTruthy();
  });

  it('renders the whole page with its data in the first commit when its reads were loaded before it (src/main.tsx), and asks nothing again', async () => {
    // What src/main.tsx does before the first render (src/views/app/pages.ts preloadPage).
    const { preloadPage } = await import('../../../src/views/app/pages');
    await preloadPage('/public', true);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const firstCommit = renderHomeFirstCommit(() => {
      const metrics = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Nuestros números');
      return {
        image: document.querySelector('img[fetchpriority="high"]')?.getAttribute('src') ?? null,
        metrics: metrics?.querySelector('li')?.textContent ?? null,
        cards: document.querySelectorAll('h4').length,
        info: /reúne en un solo lugar los trámites/.test(document.body.textContent ?? ''),
        video: document.querySelector('iframe') !== null || /El video no está disponible/.test(document.body.textContent ?? ''),
      };
    });
    expect(firstCommit).toEqual([
      { image: '/media/hero.svg', metrics: `${fmt(statistics.requests)}Solicitudes`, cards: allServices.length, info: true, video: true },
    ]);
    await new Promise((r) => setTimeout(r, 50));
    server.events.removeAllListeners('request:start');
    expect(asked).toEqual([]);
  });

  it('shows the four counters: requests, citizens, visits and the online procedures computed from /services', async () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Nuestros números' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    await waitFor(() => expect(within(region).getByText('Trámites en línea').previousSibling?.textContent).toBe(fmt(onlineCount)));
    const value = (label: string) => within(region).getByText(label).previousSibling?.textContent;
    expect(value('Solicitudes')).toBe(fmt(statistics.requests));
    expect(value('Ciudadanos registrados')).toBe(fmt(statistics.citizens + db().citizens.length));
    expect(value('Visitas')).toBe(fmt(db().visits));
    expect(onlineCount).toBeLessThan(allServices.length); // some are information-only
  });

  it('renders one section per direction with its procedure cards, and the sanitised general information', async () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Trámites por dirección' });
    for (const d of directions) {
      const heading = await within(region).findByRole('heading', { level: 3, name: d.name });
      const section = heading.closest('section') as HTMLElement;
      expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(d.services.length);
      expect(within(heading).getByRole('link').getAttribute('href')).toBe(`/app/listOfServices/${d.id}`);
    }
    const info = screen.getByRole('region', { name: 'Información general' });
    await within(info).findByText(/reúne en un solo lugar los trámites/);
    const view = within(cardOf(allServices[0].name)).getByRole('link', { name: 'VER INFORMACIÓN' });
    expect(view.getAttribute('href')).toBe(`/app/serviceDescription/${allServices[0].id}`);
  });

  it('disables REQUEST for type_id 1 with its explanation; an enabled REQUEST asks an anonymous visitor to sign in (then /public/login)', async () => {
    const user = userEvent.setup();
    renderHome();
    const informational = allServices.find((s) => s.type_id === 1)!;
    const online = allServices.find((s) => s.type_id !== 1)!;
    await screen.findByRole('heading', { level: 4, name: informational.name });
    const disabled = within(cardOf(informational.name)).getByRole<HTMLButtonElement>('button', { name: 'SOLICITAR' });
    expect(disabled.disabled).toBe(true);
    expect(within(cardOf(informational.name)).getByText('Este trámite no puede solicitarse en línea.')).toBeTruthy();
    const enabled = within(cardOf(online.name)).getByRole<HTMLButtonElement>('button', { name: 'SOLICITAR' });
    expect(enabled.disabled).toBe(false);
    expect(screen.getAllByRole('button', { name: 'SOLICITAR' }).filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(
      allServices.length - onlineCount,
    );
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('anonymous'));
    await user.click(enabled);
    const prompt = await screen.findByRole('dialog', { name: 'Inicie sesión para continuar' });
    await user.click(within(prompt).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByTestId('location').textContent).toBe('/public/login');
  });

  it('search filters procedures by name and description ignoring accents and case, announces the count and links the results', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('heading', { level: 4, name: allServices[0].name });
    const box = screen.getByRole('searchbox', { name: 'Buscar trámites' });
    // Once every block has loaded the group is revealed and only the search status remains.
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await user.type(box, 'LICENCIA operacion');
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const expected = allServices.filter((s) => ['licencia', 'operacion'].every((w) => fold(`${s.name} ${s.description ?? ''}`).includes(w)));
    const results = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    const links = within(results).getAllByRole('link');
    expect(expected.length).toBeGreaterThan(1);
    expect(links).toHaveLength(expected.length);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/app\/serviceDescription\/\d+$/);
    expect(links.map((l) => l.textContent)).toContain('Licencia de operación para excursiones en boteLicencias de Operación');
    expect(status.textContent).toBe(`${links.length} trámites encontrados`);

    await user.clear(box);
    await user.type(box, 'fam trip');
    expect(within(screen.getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole('link')).toHaveLength(1);
    expect(status.textContent).toBe('1 trámite encontrado');

    await user.clear(box);
    await user.type(box, 'zzzz');
    expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).toBeNull();
    expect(status.textContent).toBe('No se encontraron trámites para «zzzz».');

    await user.clear(box);
    expect(status.textContent).toBe('');
  });

  it('backend down: the blocks that need /services and /statistics show the error block; Reintentar loads them', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/services', kind: 'network', times: 1 });
    injectFault({ method: 'GET', path: '/statistics', kind: 'http500', times: 1 });
    renderHome();
    // the hero and the static content still render
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Trámites por dirección' });
    await within(cards).findByText('No se pudo cargar esta información.');
    const metrics = screen.getByRole('region', { name: 'Nuestros números' });
    await within(metrics).findByText('No se pudo cargar esta información.');
    // The side menu needs no backend (static directions, issue 26): it still leads to every procedure.
    expect(within(screen.getByRole('navigation', { name: 'trámites' })).getAllByRole('link')).toHaveLength(directions.length + 1);
    expect(document.querySelector('[data-spinner]')).toBeNull();

    await user.click(within(cards).getByRole('button', { name: 'Reintentar' }));
    await within(cards).findByRole('heading', { level: 3, name: directions[0].name });
    await user.click(within(metrics).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(metrics).getAllByRole('listitem')).toHaveLength(4));
  });

  it('search while /services is down shows the error block in the results', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/services', kind: 'malformed', times: 1 });
    renderHome();
    const cards = screen.getByRole('region', { name: 'Trámites por dirección' });
    await within(cards).findByText('No se pudo cargar esta información.');
    await user.type(screen.getByRole('searchbox'), 'licencia');
    const search = screen.getByRole('search');
    const panel = search.parentElement as HTMLElement;
    expect(within(panel).getByText('No se pudo cargar esta información.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getAllByRole('link').length).toBeGreaterThan(0));
  });

  it('the hero still renders (CSS background, no img) when the hero image call fails, says so and Reintentar loads it (issue 10)', async () => {
    injectFault({ method: 'GET', path: '/web/v1/homeImage', kind: 'http500', times: 1 });
    const user = userEvent.setup();
    renderHome();
    await within(screen.getByRole('region', { name: 'Trámites por dirección' })).findByRole('heading', { level: 3, name: directions[0].name });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Buscar trámites' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Playa caribeña/ })).toBeNull();
    const hero = screen.getByRole('region', { name: 'Portal de Servicios del Ministerio de Turismo' });
    expect(await within(hero).findByText('No se pudo cargar la imagen de portada.')).toBeTruthy();
    await user.click(within(hero).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('img', { name: /Playa caribeña/ })).getAttribute('src')).toBe('/media/hero.svg');
    expect(within(hero).queryByText('No se pudo cargar la imagen de portada.')).toBeNull();
  });

  it('a hero image file that does not load is said too, and Reintentar loads it again (issue 10)', async () => {
    const user = userEvent.setup();
    renderHome();
    const img = await screen.findByRole('img', { name: /Playa caribeña/ });
    fireEvent.error(img);
    const hero = screen.getByRole('region', { name: 'Portal de Servicios del Ministerio de Turismo' });
    expect(await within(hero).findByText('No se pudo cargar la imagen de portada.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Playa caribeña/ })).toBeNull();
    await user.click(within(hero).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('img', { name: /Playa caribeña/ })).toBeTruthy();
    expect(within(hero).queryByText('No se pudo cargar la imagen de portada.')).toBeNull();
  });

  it('sanitises the general-information HTML of the content API', async () => {
    server.use(
      http.get(`${config.contentUrl}/v1/descriptionGeneralInformations`, () =>
        HttpResponse.json([
          {
            id: 130,
            descriptionGeneral:
              '<p>Texto <strong>seguro</strong></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">enlace</a>',
          },
        ]),
      ),
    );
    renderHome();
    const info = screen.getByRole('region', { name: 'Información general' });
    await within(info).findByText('seguro');
    expect(info.querySelector('script')).toBeNull();
    expect(info.querySelector('[onerror]')).toBeNull();
    expect(info.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('without a video URL shows the poster and the "not available" text, never an iframe', async () => {
    renderHome();
    const region = screen.getByRole('region', { name: 'Video institucional' });
    await within(region).findByText('El video no está disponible en este momento.');
    expect(region.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(region.querySelector('img')?.getAttribute('src')).toBe('/media/hero.svg'));
  });

  it('embeds the content API video with a titled lazy iframe; refuses a non-http(s) URL', async () => {
    server.use(http.get(`${config.contentUrl}/v1/homeVideo`, () => HttpResponse.json({ video_url: 'https://video.portal.invalid/embed/mitur' })));
    const first = renderHome();
    const region = screen.getByRole('region', { name: 'Video institucional' });
    const frame = await waitFor(() => {
      const f = region.querySelector('iframe');
      if (!f) throw new Error('no iframe yet');
      return f;
    });
    expect(frame.getAttribute('src')).toBe('https://video.portal.invalid/embed/mitur');
    expect(frame.getAttribute('title')).toBe('Video institucional del Ministerio de Turismo');
    expect(frame.getAttribute('loading')).toBe('lazy');
    first.unmount();

    const { clearCache } = await import('../../../src/api/cache');
    clearCache();
    server.use(http.get(`${config.contentUrl}/v1/homeVideo`, () => HttpResponse.json({ video_url: 'javascript:alert(1)' })));
    renderHome();
    const again = screen.getByRole('region', { name: 'Video institucional' });
    await within(again).findByText('El video no está disponible en este momento.');
    expect(again.querySelector('iframe')).toBeNull();
  });

  it('a failed video call shows the error block and retries', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/v1/homeVideo', kind: 'network', times: 1 });
    renderHome();
    const region = screen.getByRole('region', { name: 'Video institucional' });
    await user.click(await within(region).findByRole('button', { name: 'Reintentar' }));
    await within(region).findByText('El video no está disponible en este momento.');
  });

  it('shows spinners while loading and none once every call answered', async () => {
    renderHome();
    expect(document.querySelectorAll('[data-spinner]').length).toBeGreaterThan(0);
    await within(screen.getByRole('region', { name: 'Trámites por dirección' })).findByRole('heading', { level: 3, name: directions[0].name });
    await waitFor(() => expect(document.querySelectorAll('[data-spinner]')).toHaveLength(0));
  });
});
