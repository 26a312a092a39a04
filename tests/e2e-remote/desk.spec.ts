/**
 * The desk over real HTTP (issue 26 rows 1 and 2; spec 001 §2.1 Requests tab; contract §3.2 list
 * filters): Ana's 'Solicitudes rechazadas' counter and her personal list under 'Rechazadas' agree, the
 * list asks the admin backend for `status=3` (statuses 8 and 10: her RECHAZADO and CANCELADO
 * requests), and a search by code finds the rejected one. The remote build sets no
 * `VITE_TOURISM_INVESTMENT_URL`, so neither the home nor the footer links the investment system.
 */
import type { Page } from '@playwright/test';
import { ANA, API, PORTAL, expect, signIn, test } from './support';

const list = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test("Ana's 'Rechazadas' asks for status 3 and lists the two requests her counter counts; a search by code finds one", async ({ page, net }) => {
  test.setTimeout(120_000);
  await signIn(page, ANA);
  const tile = page.locator('[data-counter]').filter({ hasText: 'Solicitudes rechazadas' });
  await expect(tile).toHaveText(/^2/);
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  const personal = list(page, 'Solicitudes personales');
  await expect(personal).toHaveAttribute('aria-busy', 'false');
  await personal.getByLabel('Estado', { exact: true }).selectOption({ label: 'Rechazadas' });
  await expect(personal).toHaveAttribute('aria-busy', 'false');
  const cards = personal.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'RECHAZADO' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'CANCELADO' })).toHaveCount(1);
  const asked = net
    .apiCalls()
    .filter((r) => r.method() === 'GET' && r.url().startsWith(`${API}/admin/`) && new URL(r.url()).searchParams.get('status') === '3');
  expect(asked.length, 'a list call with status=3').toBeGreaterThan(0);

  const search = personal.getByPlaceholder('Nombre o número de solicitud');
  await search.fill('DPP-2026-000049');
  await search.press('Enter');
  await expect(personal).toHaveAttribute('aria-busy', 'false');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('RECHAZADO');
});

test('without VITE_TOURISM_INVESTMENT_URL the home and the footer link no investment system', async ({ page }) => {
  await page.goto(`${PORTAL}/public`);
  // The home's procedures are in (their 'Todos los trámites' link follows the cards, where the
  // investment link would be) and the footer is drawn.
  await expect(page.getByRole('main').getByRole('link', { name: 'Todos los trámites' }).last()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /inversi/i })).toHaveCount(0);
});
