/**
 * Password reset end to end (spec 000 §2 Password reset page, §4, §5 Reset password, §8; issue 4):
 * from the login page, request a reset, the demo mailbox shows the mail with the temporary
 * password, and signing in with it reaches the desk. axe checks the reset page.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoA11yViolations, injectFault } from './support';

const ANA_EMAIL = 'ana.rodriguez@demo.mitur.local';

test('a citizen resets the password, reads the temporary one in the mailbox and signs in with it', async ({ page }) => {
  await page.goto('/public/login');
  await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
  await expect(page).toHaveURL(/\/public\/requestPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await expectNoA11yViolations(page, 'reset page');

  // Required fields, then the e-mail checks (spec texts verbatim).
  await page.getByRole('button', { name: /^Enviar/ }).click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(3);
  await page.getByLabel(/^Correo electrónico/).fill('ana@correo');
  await page.getByLabel(/^Confirmar correo electrónico/).fill('otra@correo.do');
  await page.getByRole('button', { name: /^Enviar/ }).click();
  await expect(page.getByText('Ingrese un email valido')).toBeVisible();
  await expect(page.getByText('Los correos no coinciden')).toBeVisible();
  await expectNoA11yViolations(page, 'reset page with errors');

  // A document/e-mail pair of no account: the server message under the form, values kept.
  await page.getByLabel(/^Cédula o pasaporte/).fill(DEMO.cedula);
  await page.getByLabel(/^Correo electrónico/).fill('nadie@correo.do');
  await page.getByLabel(/^Confirmar correo electrónico/).fill('nadie@correo.do');
  await page.getByRole('button', { name: /^Enviar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El documento y el correo no coinciden con ninguna cuenta' })).toBeVisible();
  await expect(page.getByLabel(/^Cédula o pasaporte/)).toHaveValue(DEMO.cedula);

  // The real pair (document typed with dashes): toast and back to /public.
  await page.getByLabel(/^Correo electrónico/).fill(ANA_EMAIL);
  await page.getByLabel(/^Confirmar correo electrónico/).fill(ANA_EMAIL);
  await page.getByRole('button', { name: /^Enviar/ }).click();
  await expect(page.getByText('Se ha enviado un mensaje a su correo electrónico')).toBeVisible();
  await expect(page).toHaveURL(/\/public$/);

  // The demo mailbox has the mail with the temporary password and a sign-in link.
  await page.goto('/demo/mailbox');
  const mail = page.getByRole('article').filter({ hasText: 'Recuperación de contraseña' });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(ANA_EMAIL);
  const text = (await mail.textContent()) ?? '';
  const temporary = /contraseña temporal es: (Mitur-[0-9a-f]+)/i.exec(text)?.[1];
  expect(temporary, 'temporary password in the mail').toBeTruthy();

  // The old password no longer works; the temporary one does.
  await mail.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/public\/login$/);
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/ })).toBeVisible();
  await page.locator('input[name=password]').fill(temporary!);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);

  // Signed-in users are kept away from the reset page.
  await page.goto('/public/requestPassword');
  await expect(page).toHaveURL(/\/app\/myDesk$/);
});

test('a failed reset call shows the error toast and keeps what was typed', async ({ page }) => {
  await page.goto('/public/requestPassword');
  await injectFault(page, { method: 'POST', path: '/users/forgot/password', kind: 'network' });
  await page.getByLabel(/^Cédula o pasaporte/).fill(DEMO.cedula);
  await page.getByLabel(/^Correo electrónico/).fill(ANA_EMAIL);
  await page.getByLabel(/^Confirmar correo electrónico/).fill(ANA_EMAIL);
  await page.getByRole('button', { name: /^Enviar/ }).click();
  await expect(page.getByText('Ha ocurrido un error favor intentar mas tarde.')).toBeVisible();
  await expect(page).toHaveURL(/\/public\/requestPassword$/);
  await expect(page.getByLabel(/^Cédula o pasaporte/)).toHaveValue(DEMO.cedula);
  await expect(page.getByLabel(/^Confirmar correo electrónico/)).toHaveValue(ANA_EMAIL);
  await expect(page.getByRole('button', { name: /^Enviar/ })).not.toHaveAttribute('aria-busy', 'true');
});
