/**
 * Shared helpers of the browser tests: accessibility check with axe (WCAG 2.2 A/AA rules) and
 * access to the embedded backend's fault injection (`window.__miturDemo`).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until every finite animation (dialogs, toasts) has finished. Infinite ones (spinners) never finish and are skipped. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The toasts on screen and their phase, to tell whether one came or went while axe was measuring. */
function toastState(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]'))
      .map((t) => `${t.textContent}|${t.getAttribute('data-mounted')}|${t.getAttribute('data-removed')}|${getComputedStyle(t).opacity}`)
      .join('\n'),
  );
}

/**
 * Whether every frame of `page` has the main frame's origin (about:blank and srcdoc frames count as
 * the same). axe then runs in one pass (`setLegacyMode`: `axe.run` in the page, reaching those
 * frames through its own same-origin messenger): the same rules on the same nodes as the default
 * mode, which runs `axe.runPartial` per frame and then `axe.finishRun` in a blank page it opens and
 * injects axe into a second time, about twice the time per check (issue 29 item 1, measured on the
 * signed-in desk: 6.2-8.0 s against 13-20 s on a loaded 2-core machine, the same passes, violations,
 * incomplete and inapplicable results). A cross-origin frame (an embedded map or video from another
 * host) keeps the default mode, the only one that checks its content.
 */
function sameOriginFramesOnly(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
  });
}

/**
 * The rules the portal is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). axe's
 * best-practice rules are not among them.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the current page and fails with a readable list of violations.
 *
 * Colours are only judged on a still page: opening dialogs and toasts finish their transitions
 * first (mid-fade colours are not what users read), the pointer rests on the toasts as a reader's
 * would (sonner then expands the stack and pauses their timers), and a measurement during which a
 * toast appeared or started leaving (success toasts last 2 s, less than an analysis on a loaded
 * machine) is taken again.
 */
export async function expectNoA11yViolations(page: Page, context = ''): Promise<void> {
  let results: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await settleAnimations(page);
    // Toasts fade in after mounting and fade out when they expire: check them fully shown.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (t) => t.getAttribute('data-removed') === 'true' || (t.getAttribute('data-mounted') === 'true' && getComputedStyle(t).opacity === '1'),
      ),
    );
    // Hold the toasts still the way a user reading them would: the pointer over the newest one
    // expands the stack (every toast's text fully shown, none fading behind another) and pauses
    // their timers. A mouse move, not a hover action: under a modal dialog the toaster may not take
    // pointer events, and then the retry below is the only guard.
    const shown = page.locator('[data-sonner-toast]:not([data-removed="true"])');
    const box =
      (await shown.count()) > 0
        ? await shown
            .first()
            .boundingBox({ timeout: 1000 })
            .catch(() => null)
        : null;
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settleAnimations(page);
    const before = await toastState(page);
    results = await new AxeBuilder({ page })
      // First: AxeBuilder's options() replaces every option set before it, the tags included.
      // Every rule still runs on every node, and a violation keeps all its nodes; only the passes and
      // the incomplete and inapplicable results, which nothing here reads, keep one node each instead
      // of a selector built for every node (axe-core's documented option for large pages).
      .options({ resultTypes: ['violations'] })
      .exclude('[data-sonner-toast][data-removed="true"]')
      .withTags(A11Y_TAGS)
      .setLegacyMode(sameOriginFramesOnly(page))
      .analyze();
    const after = await toastState(page);
    if (box) await page.mouse.move(0, 0);
    if (after === before) break;
  }
  const summary = (results?.violations ?? []).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Queues a failure in the embedded backend for the next matching call(s). */
export async function injectFault(
  page: Page,
  fault: { method: string; path: string; kind: 'network' | 'http500' | 'malformed' | 'expired' | 'timeout'; times?: number },
): Promise<void> {
  // A pristine demo starts its in-browser backend with the first call or the visitor's first intent
  // (src/backendWarmup.ts firstIntent): the pointer moves, as a visitor's would.
  await page.mouse.move(3, 3);
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => Boolean((window as unknown as { __miturDemo?: unknown }).__miturDemo));
  await page.evaluate((f) => {
    (window as unknown as { __miturDemo: { injectFault: (x: unknown) => void } }).__miturDemo.injectFault({ times: 1, ...f });
  }, fault);
}

/** Demo citizen seeded by the embedded backend (src/mocks/seed.ts). */
export const DEMO = { cedula: '001-0456789-6', password: 'Demo1234', name: 'Ana María' };

/**
 * Signs in through the login page as `account` (default the demo citizen) and waits for the desk
 * (spec 000 §2 Login screen: "After success the user goes to /app/myDesk").
 */
export async function signIn(page: Page, account: { cedula: string; password: string } = DEMO): Promise<void> {
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(account.cedula);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
}

/** A sign-in saved by {@link startSignedIn}: the origin's localStorage right after it, and when. */
interface SavedSignIn {
  readonly localStorage: readonly { name: string; value: string }[];
  readonly savedAt: number;
}
/** This worker's saved sign-ins, by document and password. */
const savedSignIns = new Map<string, SavedSignIn>();
/**
 * How long a saved sign-in is reused: the embedded backend's tokens live 15 min (src/config.ts
 * `demoTokenTtlMs`), so a test started from a saved one holds a token with at least 10 min left, more
 * than any test's time limit: it is never refreshed where a fresh sign-in's would not be.
 */
const SAVED_SIGN_IN_MS = 5 * 60_000;

/**
 * Starts a test signed in as `account` (default the demo citizen), on the desk (/app/myDesk), for the
 * tests whose subject is not the sign-in (issue 29 item 1 "browser journeys share sign-in state"):
 * the worker's first such sign-in of an account goes through the login page ({@link signIn}'s steps,
 * up to /app/myDesk) and the origin's localStorage is then saved; later ones, in a browser context
 * whose origin has stored nothing yet, put that localStorage back (the session keys and the embedded
 * backend's store as they were right after that sign-in: the same seeded data a fresh context signs
 * in to; a login writes nothing else, src/mocks/handlers/identity.ts) and open the desk, which must
 * show the signed-in profile. Anything else (storage already written in this context, e.g. a second
 * account after a sign-out; a saved sign-in older than {@link SAVED_SIGN_IN_MS}) signs in through the
 * login page. The tests of the sign-in itself (tests/e2e/login.spec.ts, session-trust, session-expiry,
 * journey, csp, settings' password change) keep typing it.
 */
export async function startSignedIn(page: Page, account: { cedula: string; password: string } = DEMO): Promise<void> {
  const key = `${account.cedula}\n${account.password}`;
  const saved = savedSignIns.get(key);
  const fresh = saved !== undefined && Date.now() - saved.savedAt < SAVED_SIGN_IN_MS;
  // A static file of the same origin: its storage is read (and written) before the app first runs.
  await page.goto('/favicon.svg');
  const pristine = await page.evaluate(() => localStorage.length === 0);
  if (pristine && fresh) {
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, saved.localStorage);
    await page.goto('/app/myDesk');
    await expect(page.locator('#profile-heading')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/myDesk$/);
    return;
  }
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(account.cedula);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  if (!pristine) return;
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  savedSignIns.set(key, { localStorage: state.origins.find((o) => o.origin === origin)?.localStorage ?? [], savedAt: Date.now() });
}

/** The signed-in header: the user's name (default the demo citizen's), no 'Iniciar Sesión' link. */
export async function expectSignedIn(page: Page, name = DEMO.name): Promise<void> {
  await expect(page.getByRole('banner').getByText(name).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
}

/** A small valid PDF whose bytes carry `title` (so an upload's body can be recognised). */
export const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  ),
});

/** 'Solicitud de material promocional' (expert form 124: applicant, activity, material grid, documents). */
export const PROMOTIONAL_SERVICE = { id: 27, name: 'Solicitud de material promocional' };

/**
 * José's request of {@link PROMOTIONAL_SERVICE} on the portal at `origin` ('' the test's base URL)
 * up to its last step: the tariff, the applicant (the
 * cédula validated by the admin backend), the activity 'Feria de Turismo de Puerto Plata 2027', one
 * grid row (400 maps) and two PDFs attached; 'Enviar Solicitud' not pressed yet.
 * @returns the two files attached
 */
export async function fillPromotionalMaterialAt(page: Page, origin = ''): Promise<{ letter: ReturnType<typeof pdf>; id: ReturnType<typeof pdf> }> {
  await page.goto(`${origin}/app/requestService/${PROMOTIONAL_SERVICE.id}`);
  const tariffs = page.getByRole('dialog', { name: 'Tarifas del servicio' });
  await tariffs.getByRole('radio', { name: /Sin costo/ }).check();
  await tariffs.getByRole('button', { name: 'Confirmar' }).click();
  await expect(tariffs).toBeHidden();

  // Step 1: the applicant; the cédula is validated by the admin backend.
  await expect(page.getByRole('heading', { name: 'Datos del solicitante', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Cédula' }).check();
  const documentNumber = page.getByLabel(/No. de Cédula/);
  await documentNumber.fill('40209876545');
  await documentNumber.blur();
  await expect(page.getByText('Cédula válida').first()).toBeVisible();
  await page.getByLabel(/Nombres y apellidos/).fill('José Miguel Martínez');
  await page.getByLabel(/^Teléfono/).fill('8095551234');
  await page.getByLabel(/Correo electrónico/).fill('jose.martinez@correo.do');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: the activity.
  await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible();
  await page.getByLabel(/Nombre del evento o actividad/).fill('Feria de Turismo de Puerto Plata 2027');
  await page.getByLabel(/Tipo de actividad/).selectOption({ label: 'Feria' });
  await page.getByLabel(/Fecha de la actividad/).fill('2027-03-12');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: a grid row.
  await expect(page.getByRole('heading', { name: 'Material solicitado', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: /Agregar/ }).click();
  const row = page.getByRole('dialog');
  await row.getByLabel(/Tipo de material/).selectOption({ label: 'Mapas' });
  await row.getByLabel(/Cantidad/).fill('400');
  await row
    .getByRole('button', { name: /Agregar|Confirmar|Guardar/ })
    .last()
    .click();
  await expect(page.getByRole('cell', { name: 'Mapas' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 4: the documents, then the submit.
  await expect(page.getByRole('heading', { name: 'Documentos requeridos', level: 2 })).toBeVisible();
  const letter = pdf('carta-feria-puerto-plata');
  const id = pdf('cedula-jose-miguel');
  await page.getByLabel('Carta de solicitud').setInputFiles(letter);
  await expect(page.getByText(letter.name)).toBeVisible();
  await page.getByLabel('Documento del solicitante').setInputFiles(id);
  await expect(page.getByText(id.name)).toBeVisible();
  return { letter, id };
}

/**
 * From the last step, Continuar to the review 'Revise su solicitud' (issue 27); there (also after a
 * failed send, which returns to it) 'Enviar Solicitud', then 'Enviar Solicitud' in the confirmation
 * (spec 001 §2.4).
 */
export async function sendRequest(page: Page): Promise<void> {
  const review = page.getByRole('heading', { name: 'Revise su solicitud', level: 2 });
  if (!(await review.isVisible())) await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(review).toBeVisible();
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Declaro que los datos suministrados son verídicos' });
  await confirm.getByRole('button', { name: 'Enviar Solicitud' }).click();
}
