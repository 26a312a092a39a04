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
    const box = (await shown.count()) > 0 ? await shown.first().boundingBox({ timeout: 1000 }).catch(() => null) : null;
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settleAnimations(page);
    const before = await toastState(page);
    results = await new AxeBuilder({ page })
      .exclude('[data-sonner-toast][data-removed="true"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
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

/** The signed-in header: the user's name (default the demo citizen's), no 'Iniciar Sesión' link. */
export async function expectSignedIn(page: Page, name = DEMO.name): Promise<void> {
  await expect(page.getByRole('banner').getByText(name).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
}
