/**
 * A cheap phone's 360 px screen (issue 8 "made readable", issue 9 "the desk at 360 px without two-row tabs";
 * docs/ARCHITECTURE.md breakpoints 320/768): the desk's tab rows stay on one line, the request
 * form's grid and the request detail never widen the page, and a grid row's remove action stays on
 * screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, startSignedIn } from './support';

test.use({ viewport: { width: 360, height: 740 } });

async function signIn(page: Page, cedula: string): Promise<void> {
  await startSignedIn(page, { cedula: cedula, password: 'Demo1234' });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the request form grid at 360 px: rows fit, their remove action is on screen', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '402-0987654-5');
  await page.goto('/app/requestService/27');
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio', { name: /Sin costo/ }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  await page.getByLabel(/No. de Cédula/).fill('40209876545');
  await page.getByLabel(/No. de Cédula/).blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('José Miguel Martínez');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('jose.martinez@correo.do');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel(/Nombre del evento o actividad/).fill('Feria Internacional de Turismo 2027 en la Zona Colonial');
  await page.getByLabel(/Tipo de actividad/).selectOption({ label: 'Feria' });
  await page.getByLabel(/Fecha de la actividad/).fill('2027-01-22');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('button', { name: /Agregar/ })
    .first()
    .click();
  const row = page.getByRole('dialog');
  await row.getByLabel(/Tipo de material/).selectOption({ label: 'Mapas' });
  await row.getByLabel(/Cantidad/).fill('250');
  await row
    .getByRole('button', { name: /Agregar|Confirmar|Guardar/ })
    .last()
    .click();
  await expect(row).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  const remove = page.getByRole('button', { name: /Eliminar/ }).first();
  // Below the fold is fine; off the right edge is not.
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  const box = await remove.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page, 'grid at 360 px');
});

test('the request detail at 360 px does not widen the page', async ({ page }) => {
  await signIn(page, '001-0456789-6');
  for (const id of [1001, 903, 907]) {
    await page.goto(`/app/serviceRequestedDetails/${id}`);
    await expect(page.getByRole('tablist', { name: 'Secciones de la solicitud' })).toBeVisible();
    expect(await pageWidth(page), `request ${id}`).toBeLessThanOrEqual(360);
  }
  await expectNoA11yViolations(page, 'detail at 360 px');
});

test("the desk at 360 px: every tab row (the desk's and the documents sub tabs) on one line, every tab visible, the page never wider", async ({ page }) => {
  await signIn(page, '028-0456123-7');
  const desk = page.getByRole('tablist', { name: 'Mi escritorio' });
  await expect(desk.getByRole('tab')).toHaveCount(4);
  for (const name of ['Mis solicitudes', 'Empresas', 'Documentos', 'Mi Perfil']) {
    await desk.getByRole('tab', { name, exact: true }).click();
    await expect(desk.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // One row per tab list: every tab starts at the same height and lies inside its row (no hidden tab).
    const rows = await page.locator('[role=tablist]').evaluateAll((lists) =>
      lists.map((list) => {
        const row = list.getBoundingClientRect();
        const tabs = Array.from(list.querySelectorAll('[role=tab]')).map((el) => el.getBoundingClientRect());
        return { tops: new Set(tabs.map((r) => Math.round(r.top))).size, inside: tabs.every((r) => r.left >= row.left - 1 && r.right <= row.right + 1) };
      }),
    );
    expect(rows, `tab rows (${name})`).toEqual(rows.map(() => ({ tops: 1, inside: true })));
    expect(await pageWidth(page), `page width (${name})`).toBeLessThanOrEqual(360);
  }
  await expectNoA11yViolations(page, 'desk at 360 px');
});
