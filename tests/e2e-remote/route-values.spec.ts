/**
 * Route values are checked before any call, on the remote build over real HTTP (issue 25: there the
 * HTML's inline script starts a page's first reads while it parses, and `/app/serviceDescription/%`
 * asked the API for GET /admin/services/%, `/abc` for GET /admin/services/abc): a service or request
 * id that is not digits starts no call that carries it, and the page shows its not-found state.
 */
import { ANA, API, PORTAL, expect, signIn, test } from './support';

/** The API calls whose path carries `value` as a segment (raw or percent-encoded). */
function carrying(urls: readonly string[], value: string): string[] {
  const segment = new RegExp(`/(${value.replace(/%/g, '%25?')})(?=[/?#]|$)`);
  return urls.filter((u) => segment.test(new URL(u).pathname));
}

test('first loads of /app/serviceDescription/abc, and of /app/serviceRequestedDetails/abc signed in, call nothing with the value', async ({ page, net }) => {
  // (A "%" path is refused by the preview web server itself, before the app; the inline script's
  // handling of it is tested in tests/unit/scripts/routePreload.test.ts, the app's in tests/e2e.)
  await page.goto(`${PORTAL}/app/serviceDescription/abc`);
  await expect(page).toHaveURL(/\/public$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(
    carrying(
      net.apiCalls().map((r) => r.url()),
      'abc',
    ),
  ).toEqual([]);

  await signIn(page, ANA);
  await page.goto(`${PORTAL}/app/serviceRequestedDetails/abc`);
  await expect(page.getByText('No se encontró la solicitud.')).toBeVisible();
  const calls = net.apiCalls().map((r) => r.url());
  expect(carrying(calls, 'abc')).toEqual([]);
  expect(calls.filter((u) => u.startsWith(`${API}/`) && /\/requests\/abc/.test(u))).toEqual([]);
});
