/**
 * Sign-in and logout on the remote build over real HTTP (issue 11; spec 000 §4 Login, Session, Logout;
 * contract §0.1 headers): the portal's HTML carries the Content-Security-Policy header, every call goes
 * cross-origin to the API server, signed-in calls carry `Authorization: beater <token>` and the admin
 * calls the configured application key in `X-Authorization`; logout clears the session and reloads.
 */
import { LOOPBACK, ANA, API, PORTAL, expect, expectNoA11yViolations, signIn, test } from './support';

test('Ana signs in over HTTP: cross-origin calls with the beater scheme and the application key; logout reloads to the public area', async ({ page, net }) => {
  test.setTimeout(120_000);
  // The portal's HTML comes with the policy header (scripts/csp.ts), naming the API origin it may call.
  const html = await page.goto(`${PORTAL}/public/login`);
  expect(html?.status()).toBe(200);
  const csp = (await html?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  // frame-ancestors only works in a header (browsers ignore it in a meta): proof the server sent it.
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${API.replace(/[.:/]/g, '\\$&')}`));
  await expectNoA11yViolations(page, 'login page of the remote build');

  await signIn(page, ANA);
  await expect(page.getByRole('region', { name: 'Personal' })).toContainText('001-0456789-6');
  await expect(page.getByText('Solicitudes en proceso')).toBeVisible();

  // The login call went to the identity backend on the API origin, not to the portal's.
  const calls = net.apiCalls();
  const login = calls.find((r) => r.method() === 'POST' && r.url() === `${API}/identity/auth/login`);
  expect(login, 'POST /auth/login on the API origin').toBeTruthy();
  const answer = (await (await login?.response())?.json()) as { success?: boolean; payload?: { token?: string } };
  expect(answer.success).toBe(true);
  const sameOriginCalls = net.requests.filter((r) => r.url().startsWith(`${PORTAL}/`) && ['fetch', 'xhr'].includes(r.resourceType()));
  expect(
    sameOriginCalls.map((r) => r.url()),
    'no call to the portal origin',
  ).toEqual([]);

  // Signed-in calls: `beater <token>` (contract §0.1), the token the login answered.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  expect(token).toBeTruthy();
  expect(token).toBe(answer.payload?.token);
  const user = calls.find((r) => r.method() === 'GET' && r.url() === `${API}/identity/get/auth/user`);
  expect(user, 'GET /get/auth/user on the API origin').toBeTruthy();
  expect(await user?.headerValue('authorization')).toBe(`beater ${token}`);
  // A real cross-origin exchange: the browser names the portal as Origin, the server allows exactly it.
  expect(await user?.headerValue('origin')).toBe(PORTAL);
  expect((await (await user?.response())?.allHeaders())?.['access-control-allow-origin']).toBe(PORTAL);
  // Admin calls carry the loopback server's admin key (not the embedded demo key) in X-Authorization.
  const admin = calls.filter((r) => r.url().startsWith(`${API}/admin/`));
  expect(admin.length).toBeGreaterThan(0);
  for (const r of admin) {
    expect(await r.headerValue('x-authorization'), r.url()).toBe(LOOPBACK.adminAppKey);
    expect(await r.headerValue('authorization'), r.url()).toMatch(/^beater /);
  }
  // Identity calls carry no application key (contract §0.1: apiCall sets only the three headers).
  for (const r of calls.filter((c) => c.url().startsWith(`${API}/identity/`))) {
    expect(await r.headerValue('x-authorization'), r.url()).toBeNull();
  }

  // Logout (spec 000 §4): 'Cerrando sesión', then the session is cleared and the page reloads.
  await page.getByRole('button', { name: /Ana María/ }).click();
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByRole('button', { name: 'Cerrar sesión' }))
    .click();
  await expect(page.getByText('Cerrando sesión')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto(`${PORTAL}/app/myDesk`);
  await expect(page).toHaveURL(/\/public$/);
});
