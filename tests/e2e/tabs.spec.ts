/**
 * Every tab of the portal shares one session (issue 25 "Every tab"), in pages of one browser
 * context (the tabs of one browser): a logout in one tab signs out every tab at once, a sign-in in
 * one reaches the others, and five tabs holding an expired token make ONE GET /refresh/token
 * between them (a Web Lock) and nobody is signed out.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, expectSignedIn, signIn } from './support';

/** The demo citizen's identity number without dashes (src/mocks/seed.ts). */
const DEMO_CITIZEN_ID = '00104567896';

/** The signed-out header: 'Iniciar Sesión', not the citizen's name. */
async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO.name)).toHaveCount(0);
}

/**
 * A token of the embedded identity backend (src/mocks/tokens.ts: `demo.<base64url claims>`) for the
 * demo citizen that expired an hour ago: its calls are answered 'El token ha expirado' and the
 * backend renews it (contract A4).
 */
function expiredToken(): string {
  const now = Date.now();
  const claims = { sub: DEMO_CITIZEN_ID, iat: now - 7_200_000, exp: now - 3_600_000, n: 1 };
  return `demo.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

/** Counts every GET /refresh/token the pages of `context` send (the service worker's answers included). */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/refresh/token')) count += 1;
  });
  return () => count;
}

test('a logout in one tab signs out the other at once; a sign-in in one signs in the other', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signIn(first);
  await second.goto('/app/myDesk');
  await expect(second.getByRole('heading', { name: 'Personal' })).toBeVisible();
  await expectSignedIn(second);

  // 'Cerrar sesión' in the first tab: the second leaves the desk for /public without a click.
  await first.getByRole('button', { name: new RegExp(DEMO.name) }).click();
  await first
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(first.getByRole('button', { name: 'Cerrar sesión' }))
    .click();
  await expect(second).toHaveURL(/\/public$/, { timeout: 15_000 });
  await expectSignedOut(second);
  await expect(first).toHaveURL(/\/public$/, { timeout: 15_000 });
  await expectSignedOut(first);
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The second tab waits on the sign-in page; signing in from the first takes it to the desk.
  await second.goto('/public/login');
  await expect(second.locator('input[name=password]')).toBeVisible();
  await signIn(first);
  await expect(second).toHaveURL(/\/app\/myDesk$/);
  await expect(second.getByRole('heading', { name: 'Personal' })).toBeVisible();
  await expectSignedIn(second);
});

/**
 * What the pages of `context` logged and which of their calls failed or answered 5xx, one line each,
 * attached to the test when it fails (the list reporter prints it under the error): a tab of the five-tabs case once showed 'No se pudo cargar su
 * sesión…' (a transient failure of its user's call) in a whole run and never when repeated
 * (docs/BUDGETS.md "`npm test` time", sixth round), so the next failure says which call failed and why.
 */
function recordTroubles(context: BrowserContext): () => string {
  const lines: string[] = [];
  const label = (page: Page | null) => `tab ${page ? context.pages().indexOf(page) + 1 : '?'}`;
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') lines.push(`${label(page)} console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => lines.push(`${label(page)} page error: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('requestfailed', (r) => lines.push(`${label(r.frame()?.page() ?? null)} failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  context.on('response', (r) => {
    if (r.status() >= 500) lines.push(`${label(r.frame()?.page() ?? null)} ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return () => lines.join('\n');
}

test('five tabs opened with an expired token make one refresh between them, and every tab stays signed in', async ({ context }, testInfo) => {
  const troubles = recordTroubles(context);
  const first = await context.newPage();
  await signIn(first);
  // The app leaves the first tab (a static file of the same origin), so that no page of the app is
  // running when the token expires: a page reloaded in the middle of its own refresh would leave it
  // unfinished, and the next tab would rightly refresh again.
  await first.goto('/favicon.svg');
  const expired = expiredToken();
  await first.evaluate((token) => localStorage.setItem('token', JSON.stringify(token)), expired);

  // Five tabs open a signed-in page at once, each loading its user with the expired token.
  const refreshes = countRefreshes(context);
  const pages = [first, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
  await Promise.all(pages.map((p) => p.goto('/app/myDesk')));

  try {
    for (const page of pages) {
      await expect(page).toHaveURL(/\/app\/myDesk$/);
      await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
      await expectSignedIn(page);
    }
    expect(refreshes()).toBe(1);
  } catch (error) {
    await testInfo.attach('troubles', { body: troubles() || '(nothing logged, no call failed)', contentType: 'text/plain' });
    throw error;
  }
  const stored = await first.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  expect(stored).not.toBeNull();
  expect(stored).not.toBe(expired);
});
