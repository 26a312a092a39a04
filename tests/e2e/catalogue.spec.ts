/** spec 000 §2: root and unknown paths go to /public; /app/listOfServices accepts ids 1-4 only. */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support';

test('root and unknown paths redirect to /public', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/public$/);
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/public$/);
});

test('Trámites (category 0) and invalid direction ids redirect to all procedures', async ({ page }) => {
  await page.goto('/public');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Trámites' }).click();
  await expect(page).toHaveURL(/\/app\/allServices$/);
  await page.goto('/app/listOfServices/9');
  await expect(page).toHaveURL(/\/app\/allServices$/);
  await expectNoA11yViolations(page, 'all procedures');
});

test('a direction page lists its procedures and opens a service description', async ({ page }) => {
  await page.goto('/app/listOfServices/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Licencias de Operación' })).toBeVisible();
  await expectNoA11yViolations(page, 'direction page');
  await page
    .getByRole('link', { name: /VER INFORMACIÓN/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/serviceDescription\/\d+$/);
  await expect(page.getByRole('button', { name: /INICIAR SOLICITUD/ })).toBeVisible();
  await expectNoA11yViolations(page, 'service description');
});

test('the home page renders and has no accessibility violation', async ({ page }) => {
  await page.goto('/public');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, 'home');
});

test('the home lists each procedure once, leads to all of them and links the tourism-investment system in a new tab (issue 26)', async ({ context, page }) => {
  // The demo's fictional address (src/config.ts); answered here so that the new tab has a page.
  await context.route('https://inversion.demo.mitur.local/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Inversión</title>' }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/public');
  const main = page.getByRole('main');
  const cards = page.getByRole('region', { name: 'Trámites por dirección' });
  await expect(cards.getByRole('heading', { level: 4 })).toHaveCount(30); // the demo catalogue's 30 procedures (src/mocks/data/catalogue.ts)
  // Each procedure once: its name is its card's title and nothing else on the page repeats it.
  for (const name of await cards.getByRole('heading', { level: 4 }).allTextContents()) {
    await expect(main.getByText(name, { exact: true }), name).toHaveCount(1);
  }
  // The side menu 'trámites' leads to all procedures and to each direction's.
  const menu = page.getByRole('navigation', { name: 'trámites' });
  await expect(menu.getByRole('link')).toHaveText([
    'Todos los trámites',
    'Aprobación y Análisis de proyectos (DPP)',
    'Clasificaciones de Confotur',
    'Licencias de Operación',
    'Mercadeo',
  ]);
  await expect(cards.getByRole('link', { name: 'Todos los trámites' })).toHaveAttribute('href', '/app/allServices');
  await expectNoA11yViolations(page, 'home with the investment link');

  for (const where of [cards, page.getByRole('contentinfo')]) {
    const link = where.getByRole('link', { name: 'Sistema de seguimiento a la inversión turística (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('href', 'https://inversion.demo.mitur.local/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(tab).toHaveURL('https://inversion.demo.mitur.local/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  }
  await expect(page).toHaveURL(/\/public$/);
});

test("the home's four counters at 360 px are the desk's 2 × 2 grid (issue 26)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/public');
  const counters = page.getByRole('region', { name: 'Nuestros números' }).locator('[data-counter]');
  await expect(counters).toHaveCount(4);
  const boxes = await counters.evaluateAll((tiles) =>
    tiles.map((tile) => tile.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })),
  );
  expect(new Set(boxes.map((b) => b.y)).size, 'two rows').toBe(2);
  expect(new Set(boxes.map((b) => b.x)).size, 'two columns').toBe(2);
  expect(boxes[0].y).toBe(boxes[1].y);
  expect(boxes[2].y).toBe(boxes[3].y);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page, 'home at 360 px');
});

test('login-required routes send anonymous users to /public', async ({ page }) => {
  await page.goto('/app/myDesk');
  await expect(page).toHaveURL(/\/public$/);
});
