/**
 * A cheap phone's 360 px screen (issue 8 "made readable"; DESIGN.md breakpoints 320/768): the request
 * form's grid and the request detail never widen the page, and a grid row's remove action stays on
 * screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support';

test.use({ viewport: { width: 360, height: 740 } });

async function signIn(page: Page, cedula: string): Promise<void> {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(cedula);
  await page.locator('input[name=password]').fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
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
  await page.getByRole('button', { name: /Agregar/ }).first().click();
  const row = page.getByRole('dialog');
  await row.getByLabel(/Tipo de material/).selectOption({ label: 'Mapas' });
  await row.getByLabel(/Cantidad/).fill('250');
  await row.getByRole('button', { name: /Agregar|Confirmar|Guardar/ }).last().click();
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
