/**
 * The browser the suites drive (scripts/chromium.ts TEST_CHROMIUM_FLAGS) runs the test's page and nothing
 * of its own: headless Chromium 156 preloads its address bar's popup pages (chrome://omnibox-popup.
 * top-chrome) in a renderer beside the test's page, about 1.2 s of CPU per test against the portal's
 * 1.8-4.2 s (issue 29 item 1). A Chromium that renames those features fails here, not silently
 * slower. (The headless shell the suites drive when it is installed has no such pages; run with
 * `CHROME_PATH=/usr/bin/chromium` to check the full browser.)
 */
import { expect, test } from '@playwright/test';

test("the browser runs the test's page and no page of its own", async ({ browser, page }) => {
  await page.goto('/favicon.svg');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  const others = targetInfos.filter((target) => target.type !== 'page' || target.url.startsWith('chrome:'));
  expect(others.map((target) => `${target.type} ${target.url}`)).toEqual([]);
  expect(targetInfos.filter((target) => target.type === 'page').map((target) => new URL(target.url).pathname)).toEqual(['/favicon.svg']);
});
