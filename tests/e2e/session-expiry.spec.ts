/**
 * An expired session keeps the work (issue 25): the token refresh is refused while a citizen types
 * step 2 of an expert form. The session ends at once, the sign-in page says why and that the draft
 * was kept; the browser kept the draft with step 2's answers, another user signing in is not offered
 * it, the same citizen is, and a chosen 'Cerrar sesión' then clears it (shared computers).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, expectSignedIn, injectFault, signIn } from './support';

/** 'Solicitud de material promocional' (expert form 124: applicant, activity, material grid, documents). */
const SERVICE_ID = 27;
const JOSE = { cedula: '402-0987654-5', password: 'Demo1234', id: '40209876545', name: 'José Miguel' };
const ANA_ID = '00104567896';
const EVENT_NAME = 'Feria Internacional de Turismo 2027';
const EXPIRED_DRAFT_KEPT = 'Su sesión ha expirado. Inicie sesión de nuevo para continuar; su borrador se ha guardado.';
const EXPIRED = 'Su sesión ha expirado. Inicie sesión de nuevo para continuar.';
const DRAFT_FOUND = 'Se ha encontrado información previa de una solicitud sin terminar.';

/**
 * Ends the session of `citizenId` as a refused refresh does: the stored token is one that expired an
 * hour ago (src/mocks/tokens.ts format), the next GET /refresh/token answers 'El token ha expirado'
 * (the backend will not renew it), and the bell reads the notifications again on focus.
 */
async function refuseTheRefresh(page: Page, citizenId: string): Promise<void> {
  const now = Date.now();
  const claims = { sub: citizenId, iat: now - 7_200_000, exp: now - 3_600_000, n: 1 };
  const token = `demo.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  await injectFault(page, { method: 'GET', path: '/refresh/token', kind: 'expired', times: 1 });
  await page.evaluate((t) => {
    localStorage.setItem('token', JSON.stringify(t));
    window.dispatchEvent(new Event('focus'));
  }, token);
}

/**
 * Opens the request form of service 27, picks the free tariff, fills and advances step 1, then types
 * the event's name on step 2 without advancing: the step being typed when the session ends.
 */
async function typeStepTwo(page: Page): Promise<void> {
  await page.goto(`/app/requestService/${SERVICE_ID}`);
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio', { name: /Sin costo/ }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const documentNumber = page.getByLabel(/No. de Cédula/);
  await documentNumber.fill(JOSE.id);
  await documentNumber.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('José Miguel Martínez');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('jose.martinez@correo.do');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible();
  await page.getByLabel(/Nombre del evento o actividad/).fill(EVENT_NAME);
}

/** The browser's copy of the drafts (contract §0.2 `dynamicFormData`), as stored. */
const storedDrafts = (page: Page) => page.evaluate(() => localStorage.getItem('dynamicFormData'));

test('a session expired while typing step 2 keeps the answers for that citizen only, says why, and a logout clears them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, JOSE);
  await typeStepTwo(page);
  await refuseTheRefresh(page, JOSE.id);

  await expect(page).toHaveURL(/\/public\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: EXPIRED_DRAFT_KEPT })).toBeVisible();
  await expectNoA11yViolations(page, 'sign-in after an expired session');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await storedDrafts(page)).toContain(EVENT_NAME);

  // Another citizen on this browser is not offered it (and her own expiry, without a draft, says so).
  await signIn(page);
  await page.goto(`/app/requestService/${SERVICE_ID}`);
  await expect(page.getByRole('dialog', { name: 'Tarifas del servicio' })).toBeVisible();
  await expect(page.getByText(DRAFT_FOUND)).toHaveCount(0);
  await refuseTheRefresh(page, ANA_ID);
  await expect(page).toHaveURL(/\/public\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.getByText(EXPIRED_DRAFT_KEPT)).toHaveCount(0);

  // The same citizen signs in again: the draft is offered and restored on step 2 with its answer.
  await signIn(page, JOSE);
  await page.goto(`/app/requestService/${SERVICE_ID}`);
  const draft = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: DRAFT_FOUND });
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: 'Sí, cargarla' }).click();
  await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel(/Nombre del evento o actividad/)).toHaveValue(EVENT_NAME);

  // A chosen 'Cerrar sesión' clears the browser's copy (shared computers).
  await page.goto('/app/myDesk');
  await expectSignedIn(page, JOSE.name);
  expect(await storedDrafts(page)).not.toBeNull();
  await page.getByRole('button', { name: new RegExp(JOSE.name) }).click();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByRole('button', { name: 'Cerrar sesión' }))
    .click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  expect(await storedDrafts(page)).toBeNull();
});

test("a session that expires in another tab ends here too, and this tab's request form keeps step 2's answers", async ({ context }) => {
  test.setTimeout(120_000);
  const [desk, form] = [await context.newPage(), await context.newPage()];
  await signIn(desk, JOSE);
  await typeStepTwo(form);
  // The refresh is refused in the desk's tab; the form's tab follows (issue 25 "Every tab").
  await refuseTheRefresh(desk, JOSE.id);
  await expect(desk).toHaveURL(/\/public\/login$/, { timeout: 15_000 });
  await expect(form).toHaveURL(/\/public\/login$/, { timeout: 15_000 });
  await expect(form.getByRole('status').filter({ hasText: EXPIRED_DRAFT_KEPT })).toBeVisible();
  expect(await storedDrafts(form)).toContain(EVENT_NAME);
});
