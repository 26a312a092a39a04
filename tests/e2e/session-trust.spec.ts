/**
 * Session and storage trust in the browser (issue 10): a network blip or a server error while the
 * current user loads keeps the session ('No se pudo cargar su sesión…' with Reintentar); a full
 * localStorage keeps the session for the tab, says so, and the calls carry the token; garbage in
 * every stored key never blanks a page (the demo database repairs itself).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoA11yViolations, expectSignedIn, injectFault, signIn } from './support';

const UNAVAILABLE = 'No se pudo cargar su sesión. Verifique su conexión e intente de nuevo.';
const STORAGE_FULL = 'El almacenamiento de su navegador está lleno: su sesión se mantendrá solo mientras esta pestaña esté abierta.';
/** 'Solicitud de material promocional' (expert form 124), requested by the demo citizen. */
const SERVICE_ID = 27;
const DEMO_CITIZEN_ID = '00104567896';

for (const kind of ['network', 'http500'] as const) {
  test(`a ${kind} failure of GET /get/auth/user at page load keeps the session and offers to retry`, async ({ page }) => {
    await signIn(page);
    await injectFault(page, { method: 'GET', path: '/get/auth/user', kind, times: 1 });
    await page.reload();

    // The signed-in page cannot show without its user: the notice stands in for it (no spinner, no login form).
    const notice = page.getByRole('region', { name: 'Aviso de sesión' });
    await expect(notice.getByText(UNAVAILABLE)).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/myDesk$/);
    await expect(page.locator('input[name=password]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expectNoA11yViolations(page, `user unavailable (${kind})`);

    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expectSignedIn(page);
  });
}

test('while the user cannot be loaded public pages still work, under the notice', async ({ page }) => {
  await signIn(page);
  await injectFault(page, { method: 'GET', path: '/get/auth/user', kind: 'http500', times: 1 });
  await page.goto('/app/allServices');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expectSignedIn(page);
});

test('a refused token (401) at page load still ends the session (spec 000 §2)', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('token', JSON.stringify('not-a-token')));
  await page.reload();
  await expect(page).toHaveURL(/\/public$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('storage full: the login holds for the tab, the notice says so, and the desk loads with the token', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await signIn(page);
  // From now on every call is a signed-in one.
  const authorizations: string[] = [];
  page.on('request', (r) => {
    const auth = r.headers()['authorization'];
    if (auth !== undefined) authorizations.push(auth);
  });
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  await expectSignedIn(page);
  // The desk's lists loaded (calls signed with the token kept in memory).
  await expect(page.getByRole('tab', { name: 'Mis solicitudes' })).toBeVisible();
  await expect(page.getByText(/No se pudo cargar/)).toHaveCount(0);
  await expectNoA11yViolations(page, 'storage full');
  // Calls the service worker intercepts are still seen by the page; none went out unsigned.
  expect(authorizations.length).toBeGreaterThan(0);
  expect(authorizations.filter((a) => /\bnull$/.test(a))).toEqual([]);
});

test("storage full: a reload, which loses the session kept in memory, is explained with the sign-in's message (issue 25)", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await signIn(page);
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  await page.reload();
  // Nothing was stored: the private desk sends the visitor home (spec 000 §2), and the notice says why.
  await expect(page).toHaveURL(/\/public$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de sesión' }).getByText(STORAGE_FULL)).toBeVisible();
  await expectNoA11yViolations(page, 'storage full after a reload');
});

/** Bad values for every key the app stores (contract §0.2 keys, the demo database). */
const GARBAGE: Record<string, string> = {
  profile_img: '12345',
  user_cedula: '["00104567896"]',
  user_primary_email: 'null',
  dynamicFormData: JSON.stringify({
    [`${DEMO_CITIZEN_ID}:124`]: { data: [{ key: 5, value: { x: 1 } }, null, 'x'], grid: 5, step: 'x', variations: 'a', appliedRuleList: 7 },
    other: 42,
  }),
  'mitur-demo-db': '{"version":5,"citizens":null,"faults":"x"}',
  'mitur.installPrompt.dismissedAt': 'mañana',
};

/** Visits `path`, waits until the app settled on `landing` (a redirect, if any, done), and sees a page. */
async function expectPageShown(page: Page, path: string, landing = path): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
}

test('garbage in every stored key, the token too: public pages render, private ones send to /public', async ({ page }) => {
  await page.addInitScript((garbage) => {
    for (const [k, v] of Object.entries(garbage)) localStorage.setItem(k, v);
    localStorage.setItem('token', '{"not":"a token"');
  }, GARBAGE);
  await expectPageShown(page, '/public');
  // Without a usable token the signed-in pages send the visitor home (spec 000 §2).
  await expectPageShown(page, '/app/myDesk', '/public');
  await expectPageShown(page, `/app/requestService/${SERVICE_ID}`, '/public');
  await expectPageShown(page, '/public/login');
  // The demo database was seeded again: the demo citizen can sign in.
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
});

test('garbage in every other stored key while signed in: the desk and a request form render', async ({ page }) => {
  await signIn(page);
  await page.addInitScript((garbage) => {
    for (const [k, v] of Object.entries(garbage)) localStorage.setItem(k, v);
  }, GARBAGE);
  await expectPageShown(page, '/public');
  await expectPageShown(page, '/app/myDesk');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
  await expectPageShown(page, `/app/requestService/${SERVICE_ID}`);
  await expectSignedIn(page);
  await expect(
    page
      .getByRole('dialog')
      .or(page.getByRole('heading', { level: 2 }))
      .first(),
  ).toBeVisible();
});
