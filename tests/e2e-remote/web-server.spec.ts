/**
 * The remote build as nginx serves it (issue 28 item 1; deploy/nginx/mitur-portal.conf; issue 26 row 6):
 * this suite's portal origin is nginx with the repository's configuration (playwright.remote.config.ts,
 * MITUR_PORTAL_SERVER=nginx). On the real loopback build: the Content-Security-Policy header equals
 * the one the build wrote (`.vite/content-security-policy.txt`), the first-load files of index.html are
 * cached as immutable and sent as brotli, and a deep link or a malformed `%` typed in the address bar
 * opens the app under that policy, with no console error (the `net` fixture) and no complaint of the
 * browser about the Permissions-Policy header. The details of the configuration on a small build are
 * tests/server/nginx.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIST } from './origins';
import { PORTAL, expect, test } from './support';
import { raw } from '../support/rawHttp';

/** The header value the build wrote for web servers (scripts/csp.ts). */
const buildPolicy = () =>
  readFileSync(join(REMOTE_DIST, '.vite', 'content-security-policy.txt'), 'utf8')
    .replace(/^Content-Security-Policy:\s*/, '')
    .trim();

test("the portal's HTML comes with the build's own policy and the security headers", async () => {
  const res = await raw(`${PORTAL}/public`);
  expect(res.status).toBe(200);
  expect(res.headers['content-security-policy']).toBe(buildPolicy());
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  expect(res.headers['cache-control']).toBe('no-cache');
  // Plain HTTP: no HSTS (scripts/serve-nginx.ts, MITUR_NGINX_HSTS unset).
  expect(res.headers['strict-transport-security']).toBeUndefined();
});

test("index.html's first-load files are immutable and sent as the build's brotli files", async () => {
  const html = readFileSync(join(REMOTE_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const res = await raw(`${PORTAL}${file}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status, file).toBe(200);
    expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    const br = join(REMOTE_DIST, `${file}.br`);
    const small = readFileSync(join(REMOTE_DIST, file)).length < 1024;
    if (!small) {
      expect(res.headers['content-encoding'], file).toBe('br');
      expect(res.body.equals(readFileSync(br)), file).toBe(true);
    }
  }
});

test('a deep link and malformed % paths typed in the address bar open the app under the policy', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/Permissions-Policy|Content Security Policy/i.test(m.text())) complaints.push(`${m.type()}: ${m.text()}`);
  });
  // Paths whose route takes no value: `/app/serviceDescription/%` is served the same way (the
  // server's part, tests/server/nginx.test.ts), but the app then still calls `GET /admin/services/%`
  // (issue 25 item 5, the app's part, not the server's).
  for (const path of ['/app/serviceRequestedDetails/1001', '/%', '/public/%E0%A4%A', '/%zz', '/app/myDesk%']) {
    const res = await page.goto(`${PORTAL}${path}`);
    expect(res?.status(), path).toBe(200);
    expect((await res?.allHeaders())?.['content-security-policy'], path).toBe(buildPolicy());
    // The app, not a browser or server error page: the portal's shell with its footer.
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByRole('main'), path).toBeVisible();
  }
  expect(complaints).toEqual([]);
});
