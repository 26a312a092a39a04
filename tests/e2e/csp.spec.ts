/**
 * Content-Security-Policy in the browser (issue 10; docs/ARCHITECTURE.md "Security"; README "Security headers
 * and keys"): the demo build ships the same policy as the remote build (scripts/csp.ts; connect-src
 * 'self'). Every route of src/domain/routes.ts is loaded under it, signed out or signed in as the
 * demo citizen where the route needs it; a card payment goes through the gateway's form POST, and a
 * Radix dialog, a sonner toast and the pdf.js document viewer are opened once: no `securitypolicyviolation` event and no CSP console error is allowed.
 * The count of each route is printed (`CSP <path>: 0 violation(s)`).
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type RouteId } from '../../src/domain/routes';
import { DEMO, expectNoA11yViolations } from './support';

/** A concrete path for every route, and whether it needs the demo citizen signed in. */
const VISITS: Record<RouteId, { path: string; signedIn: boolean }> = {
  home: { path: '/public', signedIn: false },
  login: { path: '/public/login', signedIn: false },
  requestPassword: { path: '/public/requestPassword', signedIn: false },
  mobileValidation: { path: '/public/mobileValidation', signedIn: false },
  register: { path: '/app/register', signedIn: false },
  activateAccount: { path: '/app/activateAccount/token-desconocido', signedIn: false },
  acceptMembership: { path: '/app/acceptMembership?citizen_id=40209876545&company_id=2', signedIn: false },
  serviceDescription: { path: '/app/serviceDescription/1', signedIn: false },
  listOfServices: { path: '/app/listOfServices/1', signedIn: false },
  allServices: { path: '/app/allServices', signedIn: false },
  contact: { path: '/app/contact', signedIn: false },
  generalQueries: { path: '/app/generalQueries', signedIn: false },
  policy: { path: '/app/policy', signedIn: false },
  validatePayment: { path: '/app/validatePayment/903', signedIn: false },
  demoMailbox: { path: '/demo/mailbox', signedIn: false },
  demoBackOffice: { path: '/demo/backoffice', signedIn: false },
  demoGateway: { path: '/demo/pasarela', signedIn: false },
  myDesk: { path: '/app/myDesk', signedIn: true },
  myConfiguration: { path: '/app/myConfiguration', signedIn: true },
  requestService: { path: '/app/requestService/27', signedIn: true },
  serviceRequestedDetails: { path: '/app/serviceRequestedDetails/903', signedIn: true },
};

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

/** Collects violation events from the first byte of every document (before the app's scripts run). */
async function listen(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        where: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy/i.test(m.text())) consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  return consoleErrors;
}

/** The violations recorded in the current document. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/** Loads `path` and waits until the page has settled (its calls answered, lazy chunks loaded). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root main, #root [role="main"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Checks and prints the count of the current document (and of the console since the last check). */
async function expectNone(page: Page, label: string, consoleErrors: string[]): Promise<void> {
  const found = [
    ...(await violations(page)).map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} at ${v.where}`),
    ...consoleErrors.splice(0),
  ];
  console.log(`CSP ${label}: ${found.length} violation(s)`);
  // Soft: every route is visited and printed even when one fails.
  expect.soft(found, label).toEqual([]);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(DEMO.cedula);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
}

test('the visit list names every route of the route table', () => {
  expect(Object.keys(VISITS).sort()).toEqual(ROUTES.map((r) => r.id).sort());
});

test('every route signed out loads under the policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = await listen(page);
  for (const [id, { path }] of Object.entries(VISITS)) {
    if (VISITS[id as RouteId].signedIn) continue;
    await visit(page, path);
    await expectNone(page, path, consoleErrors);
  }
  // axe (every browser test's accessibility check) is injected by Playwright, not by the page: it
  // runs under the policy too.
  await visit(page, '/public');
  await expectNoA11yViolations(page, 'home under the policy');
  await expectNone(page, '/public (axe)', consoleErrors);
});

test('every route signed in loads under the policy, and so do the card form POST, a dialog, the PDF viewer and a toast', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = await listen(page);
  await signIn(page);
  await expectNone(page, 'sign-in', consoleErrors);
  for (const { path, signedIn } of Object.values(VISITS)) {
    if (!signedIn) continue;
    await visit(page, path);
    await expectNone(page, `${path} (signed in)`, consoleErrors);
  }

  // The card payment is a real form POST to the gateway (form-action; spec 001 §7): request 903 is
  // pending payment; the simulated gateway declines and returns to the validation page.
  await visit(page, '/app/serviceRequestedDetails/903');
  await page.getByRole('button', { name: 'PAGO CON TARJETA' }).click();
  await expect(page).toHaveURL(/\/demo\/pasarela\?/);
  await expectNone(page, '/demo/pasarela (card form POST)', consoleErrors);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(/\/app\/validatePayment\/903\?/);
  await expect(page.getByText('¡Ha ocurrido un error durante la validacion del pago!')).toBeVisible();
  await expectNone(page, '/app/validatePayment/903 (back from the gateway)', consoleErrors);

  // A Radix dialog and pdf.js: a personal document opened in the viewer (its first page drawn).
  await visit(page, '/app/myDesk');
  await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
  const opener = page
    .getByRole('list', { name: 'Documentos Personales' })
    .getByRole('button', { name: /^Abrir .+\.pdf$/ })
    .first();
  const title = (await opener.textContent()) ?? '';
  await opener.click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.getByTestId('viewer-pdf-page')).toHaveAttribute('data-rendered-page', '1', { timeout: 30_000 });
  await expectNone(page, '/app/myDesk document viewer (Radix dialog, pdf.js)', consoleErrors);
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toBeHidden();

  // A sonner toast: the contact form's success message.
  await visit(page, '/app/contact');
  await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Ana María Rodríguez');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana.maria@correo.do');
  await page.getByRole('combobox', { name: /^Prefijo/ }).selectOption('849');
  await page.getByRole('textbox', { name: /^Teléfono/ }).pressSequentially('5551234');
  await page.getByRole('combobox', { name: /^Relacionado a/ }).selectOption({ label: 'Empresas y servicios' });
  await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Consulta sobre la licencia de operación.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Mensaje enviado satisfactoriamente')).toBeVisible();
  await expectNone(page, '/app/contact toast (sonner)', consoleErrors);
});
