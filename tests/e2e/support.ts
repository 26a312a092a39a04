/**
 * Shared helpers of the browser tests: accessibility check with axe (WCAG 2.2 A/AA rules) and
 * access to the embedded backend's fault injection (`window.__miturDemo`).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the current page and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, context = ''): Promise<void> {
  // Let opening dialogs and toasts finish their transitions: mid-fade colours are not what users read.
  // (Infinite ones, such as spinners, never finish and are skipped.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Toasts fade in after mounting and fade out when they expire: check them fully shown, not
  // mid-fade (a leaving toast is left out below).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (t) => t.getAttribute('data-removed') === 'true' || (t.getAttribute('data-mounted') === 'true' && getComputedStyle(t).opacity === '1'),
    ),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Queues a failure in the embedded backend for the next matching call(s). */
export async function injectFault(
  page: Page,
  fault: { method: string; path: string; kind: 'network' | 'http500' | 'malformed' | 'expired'; times?: number },
): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __miturDemo?: unknown }).__miturDemo));
  await page.evaluate((f) => {
    (window as unknown as { __miturDemo: { injectFault: (x: unknown) => void } }).__miturDemo.injectFault({ times: 1, ...f });
  }, fault);
}

/** Demo citizen seeded by the embedded backend (src/mocks/seed.ts). */
export const DEMO = { cedula: '001-0456789-6', password: 'Demo1234', name: 'Ana María' };
