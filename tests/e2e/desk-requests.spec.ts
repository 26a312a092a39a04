/**
 * The desk's Requests tab in the browser (issue 9 "The desk": Requests tab; spec 001 §2.1 Requests
 * tab, Request card, 'Cambiar propietario', §4, §7): the demo gestor Luis Manuel Peña Ureña and his
 * 66 seeded requests (src/mocks/seedDesk.ts) filtered, searched, cleared and paged; a card opens its
 * detail with the query of §2.1; a company request's owner changed through the modal; the tab at
 * 360 px. Axe on the list and on both dialogs.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, startSignedIn } from './support';

const LUIS = { cedula: '028-0456123-7', password: 'Demo1234' };

async function signIn(page: Page, who: { cedula: string; password: string }): Promise<void> {
  await startSignedIn(page, who);
}

const list = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
const cards = (section: ReturnType<typeof list>) => section.getByRole('article');
async function settled(section: ReturnType<typeof list>): Promise<void> {
  await expect(section).toHaveAttribute('aria-busy', 'false');
}

async function openRequestsTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  await settled(list(page, 'Solicitudes personales'));
  await settled(list(page, 'Solicitudes de empresas'));
}

test('the gestor filters, searches, clears and pages his requests; a card opens its detail', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, LUIS);
  await openRequestsTab(page);
  const personal = list(page, 'Solicitudes personales');
  await expect(cards(personal)).toHaveCount(10);
  await expectNoA11yViolations(page, 'requests tab');

  // Finalizadas: only Completada (6 of his 30 personal requests).
  await personal.getByLabel('Estado', { exact: true }).selectOption({ label: 'Finalizadas' });
  await settled(personal);
  await expect(cards(personal)).toHaveCount(6);
  await expect(personal.getByText('Completada')).toHaveCount(6);

  // Search by a code, then by part of a service name (accents ignored), then clear.
  const search = personal.getByPlaceholder('Nombre o número de solicitud');
  await search.fill('DPP-2026-002008');
  await personal.getByRole('button', { name: 'Buscar' }).click();
  await settled(personal);
  await expect(cards(personal)).toHaveCount(1);
  await expect(cards(personal).first()).toContainText('Cabañas Ecológicas Constanza');
  await search.fill('guia');
  await search.press('Enter');
  await settled(personal);
  await expect(cards(personal)).toHaveCount(1);
  await expect(cards(personal).first().getByRole('heading')).toHaveText('Licencia de guía turístico');
  await personal.getByRole('button', { name: 'Limpiar filtro' }).click();
  await settled(personal);
  await expect(search).toHaveValue('');
  await expect(cards(personal)).toHaveCount(6);

  // The company list pages through the backend (31 requests in process: 4 pages).
  const company = list(page, 'Solicitudes de empresas');
  await company.getByRole('button', { name: 'Ir a la página 2' }).click();
  await settled(company);
  await expect(company.getByRole('button', { name: 'Ir a la página 2' })).toHaveAttribute('aria-current', 'page');
  await company.getByRole('button', { name: 'Ir a la página 3' }).click();
  await settled(company);
  await expect(company.getByRole('button', { name: 'Ir a la página 3' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(company)).toHaveCount(10);

  // A company card opens the detail with doc_identification, user_rol_company, status_id, company_id, company_name.
  await company.getByLabel('Empresa', { exact: true }).selectOption({ label: 'Eco Resort Bahía de Samaná' });
  await settled(company);
  const card = company.getByRole('article', { name: 'Clasificación provisional de proyecto turístico 2031' }); // provisional: the number is the id;
  await card.getByText('Eco Resort Bahía de Samaná - Fase II').click();
  await expect(page).toHaveURL(
    /\/app\/serviceRequestedDetails\/2031\?doc_identification=40203456781&user_rol_company=2&status_id=1&company_id=3&company_name=Eco\+Resort\+Bah%C3%ADa\+de\+Saman%C3%A1$/,
  );
});

test("the representative changes a company request's owner through 'Cambiar propietario'", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, LUIS);
  await openRequestsTab(page);
  const company = list(page, 'Solicitudes de empresas');
  const card = company.getByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
  await expect(card).toContainText('Wendy Altagracia Castillo Mota');
  await card.getByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar propietario' });
  const member = dialog.getByLabel('Miembro');
  await expect(member).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
  await expectNoA11yViolations(page, "'Cambiar propietario'");
  await member.selectOption({ label: 'Pedro Antonio Guzmán (Asistente)' });
  await dialog.getByRole('button', { name: 'ENVIAR' }).click();
  const info = page.getByRole('dialog', { name: 'Información' });
  await expect(info).toContainText('Se ha cambiado el propietario de la solicitud LOP-2026-002032');
  await expectNoA11yViolations(page, 'owner-change answer');
  await info.getByRole('button', { name: 'Aceptar' }).click();
  await settled(company);
  await expect(company.getByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' })).toContainText(
    'Pedro Antonio Guzmán Tejada',
  );
});

test('the requests tab fits 360 px without horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, LUIS);
  await openRequestsTab(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page, 'requests tab at 360 px');
});

/** The desk counter `label` once loaded (spec 001 §2.1 counters). */
async function counter(page: Page, label: string): Promise<number> {
  const tile = page.locator('[data-counter]').filter({ hasText: label });
  await expect(tile).toHaveText(/^\d+/);
  return Number(/^(\d+)/.exec((await tile.textContent()) ?? '')?.[1]);
}

test("'Rechazadas' lists the rejected and cancelled requests the counter counts, and a search finds them by code (issue 26 row 2)", async ({ page }) => {
  test.setTimeout(90_000);
  const ANA = { cedula: '001-0456789-6', password: 'Demo1234' };
  await signIn(page, ANA);
  expect(await counter(page, 'Solicitudes rechazadas')).toBe(2);
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  const personal = list(page, 'Solicitudes personales');
  await settled(personal);
  await personal.getByLabel('Estado', { exact: true }).selectOption({ label: 'Rechazadas' });
  await settled(personal);
  // Her rejected (8, DPP-2026-000049) and cancelled (10, DPP-2026-000050) requests (src/mocks/seedRequests.ts).
  await expect(cards(personal)).toHaveCount(2);
  await expect(cards(personal).filter({ hasText: 'RECHAZADO' })).toHaveCount(1);
  await expect(cards(personal).filter({ hasText: 'CANCELADO' })).toHaveCount(1);
  await expectNoA11yViolations(page, "'Rechazadas'");
  const search = personal.getByPlaceholder('Nombre o número de solicitud');
  await search.fill('DPP-2026-000049');
  await search.press('Enter');
  await settled(personal);
  await expect(cards(personal)).toHaveCount(1);
  await expect(cards(personal).first()).toContainText('RECHAZADO');
  await cards(personal).first().getByRole('link', { name: 'VER DETALLE' }).click();
  await expect(page).toHaveURL(/\/app\/serviceRequestedDetails\/909\?/);
});

test("the gestor's 'Rechazadas': his personal ones and the company ones he applied for add up to the counter (issue 26 row 2)", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, LUIS);
  const rejected = await counter(page, 'Solicitudes rechazadas');
  await openRequestsTab(page);
  const personal = list(page, 'Solicitudes personales');
  await personal.getByLabel('Estado', { exact: true }).selectOption({ label: 'Rechazadas' });
  await settled(personal);
  const company = list(page, 'Solicitudes de empresas');
  await company.getByLabel('Estado', { exact: true }).selectOption({ label: 'Rechazadas' });
  await settled(company);
  // 9 personal (5 rejected, 4 cancelled; src/mocks/seedDesk.ts); 9 in his companies (seedDesk.ts' 7 and
  // Hotel Caribe Colonial's 949 and 950, src/mocks/seedRequests.ts), 5 of them his.
  await expect(cards(personal)).toHaveCount(9);
  await expect(cards(company)).toHaveCount(9);
  for (const section of [personal, company]) {
    const statuses = await cards(section).evaluateAll((articles) => articles.map((a) => /RECHAZADO|CANCELADO/.exec(a.textContent ?? '')?.[0] ?? 'other'));
    expect(statuses.filter((s) => s === 'other')).toEqual([]);
  }
  await company.getByLabel('Solicitante', { exact: true }).selectOption('02804561237');
  await settled(company);
  await expect(cards(company)).toHaveCount(5);
  expect(rejected).toBe(14);
  expect((await cards(personal).count()) + (await cards(company).count())).toBe(rejected);
});
