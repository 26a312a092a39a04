/**
 * Membership invitation acceptance end to end (spec 000 §2 Membership invitation acceptance page,
 * §4 Invitation, §7, §8; issue 4): the demo back office sends an invitation, the demo mailbox shows
 * the e-mail, its link accepts it; the reused link is refused with the server message; a guest is
 * offered 'Iniciar Sesión' and a signed-in user 'Ir a mi escritorio'; an incomplete link fails
 * without a call; a failed call shows the error toast and retries. axe checks both pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, injectFault } from './support';

const JOSE = { cedula: '402-0987654-5', password: 'Demo1234', email: 'jose.martinez@demo.mitur.local' };

/** Sends an invitation for José from the mailbox's back office; returns the e-mailed link. */
async function inviteJose(page: Page, company: RegExp): Promise<string> {
  await page.goto('/demo/mailbox');
  // The mailbox's back-office form acts on the embedded backend: use it once that backend has started
  // (window.__miturDemo, as injectFault does), not while its start still runs on the main thread. A
  // pristine demo starts it with the visitor's first intent (src/backendWarmup.ts firstIntent): the pointer moves.
  await page.mouse.move(3, 3);
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => Boolean((window as unknown as { __miturDemo?: unknown }).__miturDemo));
  const form = page.getByRole('form', { name: 'Enviar invitación de membresía' });
  await expect(form).toBeVisible();
  await form.getByLabel(/^Empresa/).selectOption({ label: (await form.getByRole('option', { name: company }).textContent()) ?? '' });
  await form.getByLabel(/^Documento de identidad del ciudadano/).fill(JOSE.cedula);
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText('Se ha enviado la invitación al correo electrónico del usuario')).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: 'Invitación de membresía' }).first();
  await expect(mail).toContainText(JOSE.email);
  const link = mail.getByRole('link', { name: 'Aceptar invitación' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/app\/acceptMembership\?citizen_id=40209876545&company_id=\d+&token_code=[0-9a-f]{32}$/);
  return href;
}

test('back office invitation → mailbox link → accepted; the reused link is refused; guest sees Iniciar Sesión', async ({ page }) => {
  // Posada Zona Colonial has no representative yet (Luis represents the other seeded companies).
  const href = await inviteJose(page, /Posada Zona Colonial/);
  await expectNoA11yViolations(page, 'mailbox with the back-office form');

  await page.getByRole('article').filter({ hasText: 'Invitación de membresía' }).first().getByRole('link', { name: 'Aceptar invitación' }).click();
  await expect(page).toHaveURL(href);
  const card = page.getByRole('region', { name: 'Invitación de membresía' });
  await expect(card.getByRole('heading', { name: 'Invitación aceptada' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Invitación aceptada satisfactoriamente');
  await expect(card.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/public/login');
  await expect(card.getByRole('link', { name: 'Ir a mi escritorio' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'acceptance page');

  // The same link again: refused with the server's message.
  await page.goto(href);
  await expect(card.getByRole('heading', { name: 'Invitación no aceptada' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('La invitación no es válida o ya fue utilizada');
  await expectNoA11yViolations(page, 'refused acceptance');

  // The company now has its representative: a second invitation is blocked.
  await page.goto('/demo/mailbox');
  const form = page.getByRole('form', { name: 'Enviar invitación de membresía' });
  await form.getByLabel(/^Empresa/).selectOption({ label: (await form.getByRole('option', { name: /Posada Zona Colonial/ }).textContent()) ?? '' });
  await form.getByLabel(/^Documento de identidad del ciudadano/).fill('028-0456123-7');
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText('Esta empresa ya tiene un representante, debe eliminarlo antes de agregar otro')).toBeVisible();
});

test('a signed-in user sees Ir a mi escritorio', async ({ page }) => {
  const href = await inviteJose(page, /Posada Zona Colonial/);
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(JOSE.cedula);
  await page.locator('input[name=password]').fill(JOSE.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);

  await page.goto(href);
  const card = page.getByRole('region', { name: 'Invitación de membresía' });
  await expect(card.getByRole('heading', { name: 'Invitación aceptada' })).toBeVisible();
  const desk = card.getByRole('link', { name: 'Ir a mi escritorio' });
  await expect(desk).toHaveAttribute('href', '/app/myDesk');
  await expect(card.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'acceptance page signed in');
  await desk.click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
});

test('an incomplete link fails without a call; a failed call shows the error toast and retries', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/accept/membership')) calls.push(r.url());
  });
  await page.goto('/app/acceptMembership?citizen_id=40209876545&company_id=2');
  const card = page.getByRole('region', { name: 'Invitación de membresía' });
  await expect(card.getByRole('heading', { name: 'El enlace de invitación no es válido.' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(calls).toEqual([]);

  const href = await inviteJose(page, /Posada Zona Colonial/);
  await injectFault(page, { method: 'POST', path: '/accept/membership', kind: 'http500' });
  await page.getByRole('article').filter({ hasText: 'Invitación de membresía' }).first().getByRole('link', { name: 'Aceptar invitación' }).click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText('Ha ocurrido un error, contacte a soporte')).toBeVisible();
  await card.getByRole('button', { name: 'Reintentar' }).click();
  await expect(card.getByRole('heading', { name: 'Invitación aceptada' })).toBeVisible();
});
