/**
 * A call that never answers (issue 10 "No timeouts"; src/api/timeouts.ts): in the real browser, the
 * embedded backend is told never to answer one call; once the call's limit passes (reads 30 s, moved
 * forward with Playwright's clock, not waited for) the spinner stops, the block says so in Spanish and
 * 'Reintentar' loads it.
 */
import { expect, test } from '@playwright/test';
import { injectFault } from './support';

test('a service page whose call never answers stops loading after 30 s, says so, and Reintentar loads it', async ({ page }) => {
  // Timers run at their normal pace until the test moves the clock forward.
  await page.clock.install();
  await page.goto('/demo/mailbox');
  await injectFault(page, { method: 'GET', path: '/services/12', kind: 'timeout', times: 1 });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/services/12'));
  await page.goto('/app/serviceDescription/12');
  await sent;
  // The limit counts from the request, which the page starts before its first render (src/main.tsx
  // waits up to 1.5 s for it): the clock jumps to 2 s after the request (the first render's wait
  // fires on the way), then stands still and the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await expect(page.locator('[data-spinner]').first()).toBeVisible();
  // Not before the limit: still loading 29 s after the request.
  await page.clock.fastForward('00:27');
  await expect(page.getByText('No se pudo cargar esta información.')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  await expect(page.getByText('No se pudo cargar esta información.')).toBeVisible();
  await expect(page.locator('[data-spinner]')).toHaveCount(0);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByText('No se pudo cargar esta información.')).toHaveCount(0);
});
