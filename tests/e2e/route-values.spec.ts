/**
 * Route values are checked before any call (issue 25): a path parameter that does not decode, or is
 * not the shape its route expects (ids are digits), shows the page's not-found state and no backend
 * call carries it (spec 001 §2 and §8: a service that cannot be loaded → /public; the request
 * detail's own 'No se encontró la solicitud.').
 */
import { expect, test, type Page } from '@playwright/test';
import { startSignedIn } from './support';

/**
 * Opens `path` in the app. A value that does not decode is opened by an in-app navigation (as a
 * link would): the preview web server answers such an address with an error of its own before the
 * app is involved (the deployed server's fallback is issue 28's); others are loaded directly.
 */
async function open(page: Page, path: string): Promise<void> {
  let decodes = true;
  try {
    decodeURIComponent(path);
  } catch {
    decodes = false;
  }
  if (decodes) {
    await page.goto(path);
    return;
  }
  if (!/\/public$/.test(page.url())) {
    await page.goto('/public');
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
  await page.evaluate((p) => history.pushState(null, '', p), path);
}

/** Every request the page sends while `visit` runs (the service worker's answers included). */
async function requestsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const listener = (r: { url: () => string }) => void urls.push(r.url());
  page.on('request', listener);
  await visit();
  page.off('request', listener);
  return urls;
}

/** The requests that name `value` as a path segment (raw or percent-encoded), other than the page's own address. */
function carrying(urls: readonly string[], page: string, value: string): string[] {
  const segment = new RegExp(`/(${value.replace(/%/g, '%25?')})(?=[/?#]|$)`);
  return urls.filter((u) => !u.endsWith(page) && segment.test(new URL(u).pathname));
}

for (const value of ['%', 'abc', '%E0%A4%A']) {
  test(`/app/serviceDescription/${value} goes to /public and asks the backend nothing about it`, async ({ page }) => {
    const path = `/app/serviceDescription/${value}`;
    const urls = await requestsDuring(page, async () => {
      await open(page, path);
      await expect(page).toHaveURL(/\/public$/);
      await expect(page.getByRole('heading').first()).toBeVisible();
    });
    expect(carrying(urls, path, value)).toEqual([]);
    expect(urls.filter((u) => /\/services\/[^/?]*%|\/services\/abc/.test(u))).toEqual([]);
  });
}

test('signed in: /app/serviceRequestedDetails/abc and /% show the not-found state, /app/requestService/% goes home; no call carries them', async ({ page }) => {
  await startSignedIn(page);
  for (const value of ['abc', '%']) {
    const path = `/app/serviceRequestedDetails/${value}`;
    const urls = await requestsDuring(page, async () => {
      await open(page, path);
      await expect(page.getByText('No se encontró la solicitud.')).toBeVisible();
    });
    expect(carrying(urls, path, value)).toEqual([]);
    expect(urls.filter((u) => /\/requests\/(abc|%)/.test(u))).toEqual([]);
  }
  const path = '/app/requestService/%';
  const urls = await requestsDuring(page, async () => {
    await open(page, path);
    await expect(page).toHaveURL(/\/public$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });
  expect(carrying(urls, path, '%')).toEqual([]);
});
