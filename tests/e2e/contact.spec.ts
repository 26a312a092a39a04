/**
 * Contact page (issue 4; spec 000 §2 Contact page, §4 Contact form, §8 Contact; contract W5, D8):
 * a message sent (success text, form reset, copy in the demo mailbox), a failed send (fault
 * injection) that keeps every value, the branches and the offline static map; axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, injectFault } from './support';

async function fillForm(page: Page) {
  await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Luis Martínez');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('luis.martinez@correo.do');
  await page.getByRole('combobox', { name: /^Prefijo/ }).selectOption('849');
  await page.getByRole('textbox', { name: /^Teléfono/ }).pressSequentially('5551234');
  await page.getByRole('combobox', { name: /^Relacionado a/ }).selectOption({ label: 'Empresas y servicios' });
  await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Deseo información sobre la licencia de operación.');
}

test('branches, static map and a contact message sent: success text, form reset, mailbox copy', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => void requested.push(r.url()));
  await page.goto('/app/contact');
  const central = page.getByRole('article', { name: 'Sede central' });
  await expect(central).toBeVisible();
  await expect(central.getByRole('link', { name: '809-555-0100' })).toHaveAttribute('href', 'tel:+18095550100');
  await expect(page.getByRole('img', { name: /Plano de la sede del Ministerio de Turismo/ })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoA11yViolations(page, 'contact page');

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(5);
  await expectNoA11yViolations(page, 'contact form with errors');

  await fillForm(page);
  await page.getByRole('button', { name: 'Enviar' }).dblclick();
  await expect(page.getByText('Mensaje enviado satisfactoriamente')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nombre completo/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: /^Relacionado a/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('');
  await expect(page.getByText('Este campo es requerido')).toHaveCount(0);
  // The toast is on screen; expectNoA11yViolations lets its entry animation finish (opacity 1) before
  // axe measures contrast on the final colours (no fixed delay, issue 29 item 1).
  await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
  await expectNoA11yViolations(page, 'after sending');
  // No third-party host was contacted (the map is the static plan of the embedded build).
  const origin = new URL(page.url()).origin;
  expect(requested.filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin)).toEqual([]);
  // The embedded backend received the D8 body once (double click), with the relation's label.
  const stored = await page.evaluate(() => {
    const raw = localStorage.getItem('mitur-demo-db');
    return raw ? ((JSON.parse(raw) as { contactMessages?: unknown[] }).contactMessages ?? []) : [];
  });
  expect(stored).toEqual([
    expect.objectContaining({
      name: 'Luis Martínez',
      mail: 'luis.martinez@correo.do',
      phone: '8495551234',
      relation: 'Empresas y servicios',
      message: 'Deseo información sobre la licencia de operación.',
    }),
  ]);

  await page.goto('/demo/mailbox');
  await expect(page.getByText('Nuevo mensaje de contacto: Empresas y servicios').first()).toBeVisible();
});

test('a failed send shows "Ha ocurrido un error", stops the loader and keeps every value', async ({ page }) => {
  await page.goto('/app/contact');
  await expect(page.getByRole('article', { name: 'Sede central' })).toBeVisible();
  await fillForm(page);
  await injectFault(page, { method: 'POST', path: '/send/claim', kind: 'network', times: 1 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Ha ocurrido un error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await expect(page.getByRole('form', { name: 'Escríbanos' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('textbox', { name: /^Nombre completo/ })).toHaveValue('Luis Martínez');
  await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('luis.martinez@correo.do');
  await expect(page.getByRole('combobox', { name: /^Prefijo/ })).toHaveValue('849');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('555-1234');
  await expect(page.getByRole('combobox', { name: /^Relacionado a/ })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Deseo información sobre la licencia de operación.');
  await expectNoA11yViolations(page, 'after a failed send');
  // Sending again succeeds.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado satisfactoriamente')).toBeVisible();
});

test('the branches block offers a retry when the content API fails', async ({ page }) => {
  await page.goto('/demo/mailbox');
  await injectFault(page, { method: 'GET', path: '/sucursales/v1/sucursales', kind: 'http500', times: 10 });
  await page.goto('/app/contact');
  await expect(page.getByText('No se pudo cargar esta información.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nombre completo/ })).toBeEditable();
  await page.evaluate(() => (window as unknown as { __miturDemo: { clearFaults: () => void } }).__miturDemo.clearFaults());
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article', { name: 'Sede central' })).toBeVisible();
});
