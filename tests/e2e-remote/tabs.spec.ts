/**
 * One token refresh across tabs on the remote build over real HTTP (issue 25 "Every tab"): there the
 * HTML's inline script already asks for GET /get/auth/user with the stored token while the page
 * parses (scripts/route-preload.ts), so an expired token meets the refresh through that early answer.
 * Five tabs opened at once with an expired token: one GET /refresh/token between them (a Web Lock
 * on the portal's origin), every tab still signed in.
 */
import { ANA, API, PORTAL, expect, signIn, test } from './support';

/** Ana's identity number without dashes (src/mocks/seed.ts). */
const ANA_ID = '00104567896';

test('five tabs opened with an expired token make one refresh over HTTP and stay signed in', async ({ page, context, net }) => {
  test.setTimeout(120_000);
  await signIn(page, ANA);
  // No page of the app runs while the token expires (see tests/e2e/tabs.spec.ts): a static file
  // (shown as a document, for which the browser also asks for /favicon.ico, which the portal has not).
  net.allow(/404 .*\/favicon\.ico$/);
  await page.goto(`${PORTAL}/favicon.svg`);
  // A token of the loopback backend (src/mocks/tokens.ts format) for Ana that expired an hour ago.
  const now = Date.now();
  const expired = `demo.${Buffer.from(JSON.stringify({ sub: ANA_ID, iat: now - 7_200_000, exp: now - 3_600_000, n: 1 })).toString('base64url')}`;
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), expired);
  const before = net.requests.length;
  const pages = [page, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
  await Promise.all(pages.map((p) => p.goto(`${PORTAL}/app/myDesk`)));

  for (const p of pages) {
    await expect(p).toHaveURL(/\/app\/myDesk$/);
    await expect(p.getByText('Solicitudes en proceso')).toBeVisible();
    await expect(p.getByRole('banner').getByText(ANA.name).first()).toBeVisible();
  }
  const refreshes = net.requests.slice(before).filter((r) => r.url() === `${API}/identity/refresh/token`);
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  expect([stored === null, stored === expired]).toEqual([false, false]);
});
