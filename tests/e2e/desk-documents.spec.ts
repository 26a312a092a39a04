/**
 * The desk's Documents tab and the notifications bell in the browser (issue 9; spec 001 §2.1
 * Documents tab, §2.2 Notifications, §7 documentsPage and notification calls; contract D4-D7, §5
 * item 8): both sub tabs paged (page 2 shows other rows) and a PDF drawn in the viewer; the bell's
 * count falls when a notification is read and its link opens the request; the officer issues a
 * document in the demo back office and the citizen's bell shows it without a reload (route change),
 * the document appearing first under 'Documentos Institucionales'; at 360 px the bell is reachable
 * in the compact menu and the tab does not overflow. Axe on the tab, the viewer and the panel.
 * Seed: src/mocks/seedNotifications.ts (Ana: 4 unread notifications, 14 institutional documents).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, startSignedIn } from './support';

async function signIn(page: Page): Promise<void> {
  await startSignedIn(page, DEMO);
}

const rows = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

async function openDocuments(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
  await expect(rows(page, 'Documentos Personales')).toHaveCount(10);
}

/** Page 2 of a sub tab shows other rows than page 1. */
async function pageTwoDiffers(page: Page, list: string): Promise<void> {
  const first = await rows(page, list).allTextContents();
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page, list).first()).not.toHaveText(first[0]);
  const second = await rows(page, list).allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((r) => first.includes(r))).toEqual([]);
}

test('both document sub tabs are paged and a PDF opens in the viewer', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await openDocuments(page);
  await expectNoA11yViolations(page, 'documents tab');
  const dates = await rows(page, 'Documentos Personales').locator('time').allTextContents();
  expect(dates.every((d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d))).toBe(true);
  expect([...dates].sort().reverse()).toEqual(dates);
  await pageTwoDiffers(page, 'Documentos Personales');

  await page.getByRole('tab', { name: 'Documentos Institucionales' }).click();
  await expect(rows(page, 'Documentos Institucionales')).toHaveCount(10);
  await pageTwoDiffers(page, 'Documentos Institucionales');
  await expectNoA11yViolations(page, 'institutional documents, page 2');
  // The personal sub tab kept its page.
  await page.getByRole('tab', { name: 'Documentos Personales' }).click();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  const opener = rows(page, 'Documentos Personales')
    .first()
    .getByRole('button', { name: /^Abrir .+\.pdf$/ });
  const title = (await opener.textContent()) ?? '';
  await opener.click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByTestId('viewer-pdf-page')).toHaveAttribute('data-rendered-page', '1', { timeout: 20_000 });
  await expectNoA11yViolations(page, 'document viewer');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('reading a notification lowers the count and opens its request; an officer action shows up without a reload', async ({ context, page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const bell = (n: string) => page.getByRole('button', { name: n, exact: true });
  await bell('4 notificaciones').click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expectNoA11yViolations(page, 'notifications panel');
  await panel.getByRole('link', { name: /Pago requerido/ }).click();
  await expect(page).toHaveURL(/\/app\/serviceRequestedDetails\/903$/);
  await expect(bell('3 notificaciones')).toBeVisible();
  await expect(panel).toBeHidden();

  // Nothing below may reload the citizen's page.
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const office = await context.newPage();
  await office.goto('/demo/backoffice');
  await office.getByRole('button', { name: 'Seleccionar la solicitud CFT-2026-000042' }).click();
  await office.getByLabel('Nombre del documento').fill('Certificado de clasificación provisional');
  await office.getByRole('button', { name: 'Emitir documento' }).click();
  await expect(office.getByText('Acción realizada en la solicitud CFT-2026-000042.')).toBeVisible();
  await office.close();

  // The citizen moves to the desk: the route change refreshes the count.
  await page.bringToFront();
  await page.getByRole('link', { name: 'Mi escritorio' }).click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  await expect(bell('4 notificaciones')).toBeVisible();
  await bell('4 notificaciones').click();
  await expect(panel.getByRole('link').first()).toContainText('Documento emitido');
  await expect(panel.getByRole('link').first()).toContainText('Solicitud CFT-2026-000042');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
  await page.getByRole('tab', { name: 'Documentos Institucionales' }).click();
  await expect(rows(page, 'Documentos Institucionales').first()).toContainText('Certificado de clasificación provisional.pdf');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('at 360 px the bell is in the compact menu and the documents tab does not overflow', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await openDocuments(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  const bell = drawer.getByRole('button', { name: 'Notificaciones: 4 notificaciones' });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Bienvenido' })).toBeVisible();
  await expectNoA11yViolations(page, 'compact menu with the notifications');
  await drawer.getByRole('button', { name: /Bienvenido/ }).click();
  await expect(drawer.getByRole('button', { name: 'Notificaciones: 3 notificaciones' })).toBeVisible();
});
