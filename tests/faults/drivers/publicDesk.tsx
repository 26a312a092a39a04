/**
 * Fault matrix drivers of the public pages, the content blocks, the catalogue's service page, the
 * desk's lists and counters and the notifications bell (issue 10). See tests/faults/harness.tsx for
 * what every row asserts under each of the five faults; the rows run in
 * tests/faults/public-desk.faults.test.tsx.
 *
 * Where the spec is silent on a read's failure, the expectation is the Spanish notice the block shows
 * (src/messages/es.ts and its area files), written here literally, with its 'Reintentar'. Background
 * reads (home and desk counters, the bell's count) degrade quietly (docs/ARCHITECTURE.md "No blank page, ever"):
 * the rest of the page stays usable and only the block says it could not load.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';

/** common.backendDown / errors.loadFailed: the read-only block's notice (not in spec). */
const BLOCK_FAILED = 'No se pudo cargar esta información.';
/** common.retry (not in spec). */
const RETRY = 'Reintentar';

/** The section (landmark region) titled `name`. */
const region = (name: string | RegExp) => screen.getByRole('region', { name });
const findRegion = (name: string | RegExp) => screen.findByRole('region', { name });

/** The section whose heading (any level) is `name`. */
async function sectionOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name });
  const section = heading.closest('section');
  if (!section) throw new Error(`no section around the heading '${name}'`);
  return section;
}

/** Waits until the section is no longer busy (its list settled). */
async function settled(section: HTMLElement): Promise<void> {
  await waitFor(() => expect(section.getAttribute('aria-busy')).not.toBe('true'));
}

/** The block titled `title` says it could not load and offers 'Reintentar'. */
async function blockFailed(title: string, message = BLOCK_FAILED): Promise<HTMLElement> {
  const section = await sectionOf(title);
  expect(within(section).getByRole('alert').textContent).toBe(message);
  expect(within(section).getByRole('button', { name: RETRY })).toBeTruthy();
  return section;
}

/** Clicks the block's 'Reintentar'. */
async function retryIn({ user }: FlowContext, section: HTMLElement): Promise<void> {
  await user.click(within(section).getByRole('button', { name: RETRY }));
}

// --- desk lists: a search typed in the list's box (spec 001 §2.1 'Nombre o número de solicitud') ---

/** The search box of the list titled `list`. */
const searchBox = (list: HTMLElement) => within(list).getByPlaceholderText<HTMLInputElement>('Nombre o número de solicitud');

/**
 * A desk list row: the list titled `title` loads on arrival, then the user searches `text` (the
 * call under fault); the typed text stays, 'Reintentar' reads the same search and its cards show `found`.
 */
function deskListDriver(operationId: string, as: FaultDriver['as'], title: string, text: string, found: RegExp): FaultDriver {
  return {
    operationId,
    flow: `Mi escritorio › Mis solicitudes: buscar en '${title}'`,
    as,
    path: '/app/myDesk?tab=solicitudes',
    prepare: async () => {
      const list = await sectionOf(title);
      await settled(list);
      await waitFor(() => expect(within(list).queryAllByRole('article').length).toBeGreaterThan(0));
    },
    act: async ({ user }) => {
      const list = await sectionOf(title);
      await user.type(searchBox(list), text);
      await user.click(within(list).getByRole('button', { name: 'Buscar' }));
    },
    shows: BLOCK_FAILED,
    kept: async () => {
      const list = await blockFailed(title);
      expect(searchBox(list).value).toBe(text);
    },
    retry: async (ctx) => {
      const list = await sectionOf(title);
      await retryIn(ctx, list);
      await waitFor(() => expect(within(list).queryAllByRole('article').length).toBeGreaterThan(0));
      expect(within(list).getAllByText(found).length).toBeGreaterThan(0);
      expect(within(list).queryByRole('alert')).toBeNull();
      expect(searchBox(list).value).toBe(text);
    },
  };
}

/** The bell in the header: '{n} notificaciones' (notifications.badge). */
const bell = (count: RegExp = /\d+ notificaci/) => screen.findByRole('button', { name: count });
const panel = () => screen.findByRole('dialog', { name: 'Notificaciones' });

export const drivers: FaultDriver[] = [
  // --- content API ---
  {
    operationId: 'getHomeImage',
    flow: 'Inicio: imagen de portada (el título y la búsqueda siguen legibles; aviso con Reintentar)',
    path: '/public',
    shows: 'No se pudo cargar la imagen de portada.',
    kept: async () => {
      const hero = await findRegion('Portal de Servicios del Ministerio de Turismo');
      // The hero stays readable: its title and the procedure search.
      expect(within(hero).getByRole('heading', { level: 1, name: 'Portal de Servicios del Ministerio de Turismo' })).toBeTruthy();
      expect(within(hero).getByRole('searchbox')).toBeTruthy();
      // The failure is not silent: a Spanish notice with 'Reintentar' in the hero itself.
      expect(within(hero).getByText('No se pudo cargar la imagen de portada.')).toBeTruthy();
      expect(within(hero).getByRole('button', { name: RETRY })).toBeTruthy();
    },
    retry: async ({ user }) => {
      const hero = region('Portal de Servicios del Ministerio de Turismo');
      await user.click(within(hero).getByRole('button', { name: RETRY }));
      expect(await within(hero).findByRole('img', { name: /Playa caribeña/ })).toBeTruthy();
      expect(within(hero).queryByRole('button', { name: RETRY })).toBeNull();
    },
  },
  {
    operationId: 'getHomeVideo',
    flow: "Inicio: 'Video institucional'",
    path: '/public',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Video institucional');
    },
    retry: async (ctx) => {
      const video = await sectionOf('Video institucional');
      await retryIn(ctx, video);
      // The seed has no video: the poster and its notice.
      expect(await within(video).findByText('El video no está disponible en este momento.')).toBeTruthy();
    },
  },
  {
    operationId: 'getGeneralInformationDescriptions',
    flow: "Trámites de una dirección: 'Información general'",
    path: '/app/listOfServices/1',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Información general');
      // The rest of the page stays: the direction's procedure cards.
      expect((await screen.findAllByRole('button', { name: 'SOLICITAR' })).length).toBeGreaterThan(0);
    },
    retry: async (ctx) => {
      const info = await sectionOf('Información general');
      await retryIn(ctx, info);
      await waitFor(() => expect(within(info).queryByRole('alert')).toBeNull());
      await waitFor(() => expect(info.textContent.length).toBeGreaterThan('Información general'.length + 40));
    },
  },
  {
    operationId: 'getQuestionsAndAnswers',
    flow: "Trámites de una dirección: 'Preguntas frecuentes'",
    path: '/app/listOfServices/1',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Preguntas frecuentes');
    },
    retry: async (ctx) => {
      const faq = await sectionOf('Preguntas frecuentes');
      await retryIn(ctx, faq);
      expect(await within(faq).findByText('¿Qué es la no objeción de uso de suelo?')).toBeTruthy();
    },
  },
  {
    operationId: 'getBranches',
    flow: "Contacto: 'Nuestras oficinas' (el formulario sigue disponible)",
    path: '/app/contact',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Nuestras oficinas');
      expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    },
    retry: async (ctx) => {
      // What the visitor types meanwhile survives the retry of the branches.
      await ctx.user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Ana Rodríguez');
      const branches = await sectionOf('Nuestras oficinas');
      await retryIn(ctx, branches);
      expect(await within(branches).findByText('Sede central')).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe('Ana Rodríguez');
    },
  },
  {
    operationId: 'getPage',
    flow: 'Política de privacidad: contenido del servicio de páginas',
    path: '/app/policy',
    shows: BLOCK_FAILED,
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      for (const id of ['politica-privacidad', 'terminos-y-condiciones']) {
        const section = document.getElementById(id)!;
        await waitFor(() => expect(section.textContent.length).toBeGreaterThan(200));
      }
    },
  },
  {
    operationId: 'getGeneralQueriesMaps',
    flow: "Consultas generales: 'Mapa de los Polos'",
    path: '/app/generalQueries',
    shows: 'No se pudieron cargar los mapas.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      expect((await screen.findAllByRole('button', { name: /^Ver mapa de / })).length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'getDocumentsInfo',
    flow: "Consultas generales: pestaña 'Documentos'",
    path: '/app/generalQueries',
    prepare: async () => {
      await screen.findAllByRole('button', { name: /^Ver mapa de / });
    },
    act: async ({ user }) => user.click(screen.getByRole('tab', { name: 'Documentos' })),
    shows: 'No se pudieron cargar los documentos.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Leyes y reglamentos' })).toBeTruthy();
    },
  },
  // --- catalogue (admin API) ---
  {
    operationId: 'getService',
    // Spec 001 §8 sends a visitor whose service did not load to /public; the page does so for a
    // service that does not exist, and keeps a transient failure on the page with 'Reintentar'
    // (ServiceDescriptionPage.tsx), so a visitor is not thrown out by a network blip.
    flow: 'Descripción del servicio',
    path: '/app/serviceDescription/1',
    shows: BLOCK_FAILED,
    kept: ({ location }) => {
      expect(location.history.at(-1)).toBe('/app/serviceDescription/1');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      expect(await screen.findByRole('button', { name: 'INICIAR SOLICITUD' })).toBeTruthy();
    },
  },
  {
    operationId: 'getServiceRatings',
    flow: "Descripción del servicio: 'Comentarios'",
    path: '/app/serviceDescription/1',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Comentarios');
      // The service itself stays on the page.
      expect(screen.getByRole('button', { name: 'INICIAR SOLICITUD' })).toBeTruthy();
    },
    retry: async (ctx) => {
      const comments = await sectionOf('Comentarios');
      await retryIn(ctx, comments);
      await waitFor(() => expect(within(comments).queryByRole('alert')).toBeNull());
      const list = await within(comments).findByRole('list', { name: 'Comentarios' });
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'getStatistics',
    flow: "Inicio: contadores 'Nuestros números' (en segundo plano: solo el bloque lo dice)",
    path: '/public',
    shows: BLOCK_FAILED,
    kept: async () => {
      await blockFailed('Nuestros números');
      // The rest of the home page is there.
      expect(await screen.findByRole('heading', { level: 1, name: 'Portal de Servicios del Ministerio de Turismo' })).toBeTruthy();
    },
    retry: async (ctx) => {
      const metrics = await sectionOf('Nuestros números');
      await retryIn(ctx, metrics);
      expect(await within(metrics).findByText('Trámites en línea')).toBeTruthy();
    },
  },
  // --- desk (signed in) ---
  {
    operationId: 'getCitizenStatistics',
    flow: 'Mi escritorio: contadores (en segundo plano: solo el bloque lo dice; las pestañas siguen)',
    as: 'citizen',
    path: '/app/myDesk',
    shows: BLOCK_FAILED,
    kept: async () => {
      // The desk's tabs stay usable.
      expect(await screen.findByRole('tab', { name: 'Mis solicitudes' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Personal' })).toBeTruthy();
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      expect(await screen.findByText('Documentos subidos')).toBeTruthy();
      expect(screen.queryByText(BLOCK_FAILED)).toBeNull();
    },
  },
  {
    operationId: 'getCitizenDocumentsPage',
    flow: "Mi escritorio › Documentos: 'Documentos Personales'",
    as: 'citizen',
    path: '/app/myDesk?tab=documentos',
    shows: 'No se pudieron cargar los documentos.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: RETRY }));
      const list = await screen.findByRole('list', { name: 'Documentos Personales' });
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    },
  },
  {
    operationId: 'getNotifications',
    flow: 'Campana de notificaciones: abrir el panel (el número sigue; el panel lo dice con Reintentar)',
    as: 'citizen',
    path: '/app/policy',
    prepare: async () => {
      await bell(/^4 notificaciones$/);
    },
    act: async ({ user }) => user.click(await bell(/^4 notificaciones$/)),
    shows: 'No se pudieron cargar las notificaciones.',
    kept: async () => {
      // Degrades quietly: the badge keeps the last count.
      expect(await bell(/^4 notificaciones$/)).toBeTruthy();
    },
    retry: async ({ user }) => {
      const box = await panel();
      await user.click(within(box).getByRole('button', { name: RETRY }));
      await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(4));
    },
  },
  {
    operationId: 'markNotificationRead',
    flow: 'Campana de notificaciones: marcar como leída (nada se abre; el panel lo dice)',
    as: 'citizen',
    path: '/app/policy',
    prepare: async ({ user }) => {
      await user.click(await bell(/^4 notificaciones$/));
      await within(await panel()).findByRole('button', { name: /Bienvenido/ });
    },
    act: async ({ user }) => user.click(within(await panel()).getByRole('button', { name: /Bienvenido/ })),
    shows: 'No se pudo marcar la notificación como leída. Intente de nuevo.',
    kept: async ({ location }) => {
      expect(location.history.at(-1)).toBe('/app/policy');
      expect(await bell(/^4 notificaciones$/)).toBeTruthy();
    },
    retry: async ({ user }) => {
      await user.click(within(await panel()).getByRole('button', { name: /Bienvenido/ }));
      expect(await bell(/^3 notificaciones$/)).toBeTruthy();
    },
  },
  deskListDriver('getMyRequestsWithoutCompany', 'citizen', 'Solicitudes personales', 'DPP-2026-000041', /^DPP-2026-000041$/),
  deskListDriver('getMyRequestsWithCompany', 'gestor', 'Solicitudes de empresas', 'Colonial', /Colonial/),
  deskListDriver('getCompanyRequests', 'company', 'Solicitudes de la empresa', 'Colonial', /Colonial/),
];
