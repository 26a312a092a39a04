/**
 * No failure in any page blanks the app (issue 8; docs/ARCHITECTURE.md "No blank page, ever: an error boundary
 * per route"). For EVERY route of the table, its page is made to throw while rendering: the shell
 * stays (header links work), the page area says so in Spanish with 'Reintentar' and a link to the
 * home page, and moving to another route (through the header) shows that route normally.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { ROUTES, type RouteId } from '../../../src/domain/routes';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { signIn, useEmbeddedBackend } from '../../unit/mocks/harness';
import { renderApp } from '../../support/renderApp';

const broken = vi.hoisted(() => ({ ids: new Set<string>() }));

vi.mock('../../../src/views/app/pages', () => {
  // A page whose chunk is in (src/views/app/pages.ts `Page`: `preload()` and `isLoaded()`).
  const page = (id: string): ComponentType => {
    function Page() {
      if (broken.ids.has(id)) throw new Error(`page ${id} failed`);
      return <p>Página {id}</p>;
    }
    return Object.assign(Page, { isLoaded: () => true, preload: () => Promise.resolve({ default: Page }) });
  };
  const ids = [
    'home',
    'login',
    'requestPassword',
    'mobileValidation',
    'register',
    'activateAccount',
    'acceptMembership',
    'serviceDescription',
    'listOfServices',
    'allServices',
    'contact',
    'generalQueries',
    'policy',
    'myDesk',
    'myConfiguration',
    'requestService',
    'serviceRequestedDetails',
    'validatePayment',
    'demoMailbox',
    'demoBackOffice',
    'demoGateway',
  ];
  return { PAGES: new Proxy(Object.fromEntries(ids.map((id) => [id, page(id)])), { get: (t, k: string) => t[k] ?? page(k) }) };
});

useEmbeddedBackend();
// React reports each caught render error on the console; the assertions below are what matters.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  broken.ids.clear();
  vi.restoreAllMocks();
});

/** A concrete path of a route pattern: parameters filled, optional ones dropped. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(':categoryID', '2')
    .replace(/:[A-Za-z]+/g, '7');
}

describe('an error boundary per route', () => {
  it.each(ROUTES.map((r) => [r.id, r.pattern, r.access] as const))('%s (%s)', async (id: RouteId, pattern, access) => {
    // Private pages need a session; guest-only pages need none.
    if (access === 'private') await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    broken.ids.add(id);
    const location = await renderApp(samplePath(pattern));
    const alert = await screen.findByText('No se pudo mostrar esta página. Puede reintentar o volver al inicio.', {}, { timeout: 5000 });
    expect(alert.closest('[data-route-error]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/public');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    // The shell still works: the header's logo leads to the home page, which renders.
    expect(screen.getByRole('banner')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Ministerio de Turismo de la República Dominicana' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/public'));
    if (id !== 'home') {
      expect(await screen.findByText('Página home')).toBeTruthy();
      expect(screen.queryByText(/No se pudo mostrar esta página/)).toBeNull();
    }
  });

  it('Reintentar renders the page again once it can', async () => {
    broken.ids.add('contact');
    await renderApp('/app/contact');
    await screen.findByText(/No se pudo mostrar esta página/);
    broken.ids.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Página contact')).toBeTruthy();
  });
});
