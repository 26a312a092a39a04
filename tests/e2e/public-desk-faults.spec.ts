/**
 * Public pages, desk lists and the notifications bell when a call fails, in the real browser (issue
 * 10 "Fault matrix"; the matrix drives the same flows in jsdom, tests/faults/public-desk.faults.test.tsx).
 * The embedded backend is told to fail one call. Each failure shows its Spanish notice (the spec is
 * silent on these reads: src/messages/es.ts), leaves no spinner, keeps what was typed, passes axe,
 * and 'Reintentar' (or the same click) then works.
 * Seeds: src/mocks/seed.ts, seedRequests.ts, seedNotifications.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault, startSignedIn } from './support';

/** The read-only block's notice (common.backendDown / errors.loadFailed; not in spec). */
const BLOCK_FAILED = 'No se pudo cargar esta información.';

const loaders = (page: Page) => page.locator('[data-spinner], [aria-busy="true"]');
const sectionOf = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

async function signIn(page: Page): Promise<void> {
  await startSignedIn(page, DEMO);
}

test('home: a hero image and counters that cannot load keep the hero readable and say so with Reintentar', async ({ page }) => {
  // Start elsewhere so the faults are armed before the home page asks.
  await page.goto('/app/contact');
  await injectFault(page, { method: 'GET', path: '/web/v1/homeImage', kind: 'network' });
  await injectFault(page, { method: 'GET', path: '/statistics', kind: 'http500' });
  await page.getByRole('link', { name: 'Inicio', exact: true }).first().click();

  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Portal de Servicios del Ministerio de Turismo' }) });
  await expect(hero.getByText('No se pudo cargar la imagen de portada.')).toBeVisible();
  await expect(hero.getByRole('searchbox')).toBeVisible();
  const metrics = sectionOf(page, 'Nuestros números');
  await expect(metrics.getByText(BLOCK_FAILED)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expectNoA11yViolations(page, 'home: hero image and counters failed');

  await hero.getByRole('button', { name: 'Reintentar' }).click();
  await expect(hero.getByRole('img', { name: /Playa caribeña/ })).toBeVisible();
  await expect(hero.getByText('No se pudo cargar la imagen de portada.')).toHaveCount(0);
  await metrics.getByRole('button', { name: 'Reintentar' }).click();
  await expect(metrics.getByText('Trámites en línea')).toBeVisible();
});

test("desk 'Mis solicitudes': a search that cannot load keeps the typed text; Reintentar finds the request", async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  const list = sectionOf(page, 'Solicitudes personales');
  await expect(list.getByRole('article').first()).toBeVisible();
  await list.getByPlaceholder('Nombre o número de solicitud').fill('DPP-2026-000041');
  await injectFault(page, { method: 'GET', path: '/all/my/requests/without/company/', kind: 'malformed' });
  await list.getByRole('button', { name: 'Buscar' }).click();

  await expect(list.getByText(BLOCK_FAILED)).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
  await expect(list.getByPlaceholder('Nombre o número de solicitud')).toHaveValue('DPP-2026-000041');
  await expectNoA11yViolations(page, 'desk personal list failed');

  await list.getByRole('button', { name: 'Reintentar' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article').getByText('DPP-2026-000041', { exact: true })).toBeVisible();
});

test('bell: a notification that cannot be marked read opens nothing and says so; the next click marks it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '4 notificaciones' }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const welcome = panel.getByRole('button', { name: /Bienvenido/ });
  await expect(welcome).toBeVisible();
  await injectFault(page, { method: 'POST', path: '/notification/', kind: 'network' });
  await welcome.click();

  await expect(panel.getByText('No se pudo marcar la notificación como leída. Intente de nuevo.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  await expect(page.getByRole('button', { name: '4 notificaciones' })).toBeVisible();
  await expect(panel.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page, 'bell: mark read failed');

  await welcome.click();
  await expect(page.getByRole('button', { name: '3 notificaciones' })).toBeVisible();
});
