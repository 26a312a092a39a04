/**
 * The web-server configuration the ministry installs (issue 28 item 1; deploy/nginx/mitur-portal.conf;
 * README "Deploying the portal"), served by Debian's nginx through `npm run serve:nginx`'s code
 * (scripts/serve-nginx.ts) over real HTTP.
 *
 * The build it serves is a small one made here with the build's own functions: the `.br`/`.gz` files
 * of scripts/precompress.ts and the policy files of scripts/csp.ts (`writePolicyFiles`, what
 * `vite build` writes); the real remote build is served the same way by the remote browser journeys
 * (tests/e2e-remote/web-server.spec.ts). Expectations are the issue's literal values: the headers
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `Cache-Control: public, max-age=31536000, immutable` for content-hashed assets and `no-cache` for
 * index.html and the manifest; the CSP header equal to the build's `.vite/content-security-policy.txt`.
 *
 * Needs nginx and Debian's libnginx-mod-http-brotli-static (.ci/run installs both).
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, inlineScripts, sha256Source, writePolicyFiles } from '../../scripts/csp';
import { precompressFolder } from '../../scripts/precompress';
import { startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { freePort } from '../support/freePort';
import { raw } from '../support/rawHttp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=31536000';
const INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><script>window.__preload = ['/assets/index-B7x9Qa1c.js'];</script></head><body><div id="root"></div>${'<!-- portal -->'.repeat(40)}<script type="module" src="/assets/index-B7x9Qa1c.js"></script></body></html>`;
const ENTRY = Array.from({ length: 150 }, (_, i) => `export const tramite${i} = "Solicitud de licencia ${i}";`).join('\n');
const STYLE = '.tarjeta{color:#003876;margin:0 auto}\n'.repeat(80);
const MANIFEST = JSON.stringify({ name: 'Portal de Servicios MITUR', short_name: 'MITUR', start_url: '/', display: 'standalone' });

let build: string;
let nginx: RunningNginx;
let tls: RunningNginx;
/** The header value the build wrote for web servers. */
let policy: string;

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'mitur-nginx-build-'));
  chmodSync(build, 0o755);
  mkdirSync(join(build, 'assets'));
  mkdirSync(join(build, 'media'));
  writeFileSync(join(build, 'index.html'), INDEX);
  writeFileSync(join(build, 'assets', 'index-B7x9Qa1c.js'), ENTRY);
  writeFileSync(join(build, 'assets', 'index-Dk3mP0zL.css'), STYLE);
  writeFileSync(join(build, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(join(build, 'media', 'hero.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`);
  precompressFolder(build);
  const env = { VITE_ADMIN_URL: 'https://admin.example.test/v2', VITE_GATEWAY_URL: 'https://pagos.example.test/pago' };
  writePolicyFiles(build, buildPolicy(env, inlineScripts(INDEX).map(sha256Source)).header);
  policy = readFileSync(join(build, '.vite', 'content-security-policy.txt'), 'utf8')
    .replace(/^Content-Security-Policy: /, '')
    .trim();
  nginx = await startNginx({ root: build, port: await freePort() });
  tls = await startNginx({ root: build, port: await freePort(), hsts: HSTS });
});

afterAll(async () => {
  await Promise.all([nginx?.close(), tls?.close()]);
  rmSync(build, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, server = () => nginx) => raw(`${server().origin}${path}`, headers);

/** The checks every answer of the app's HTML passes. */
function expectTheApp(res: Awaited<ReturnType<typeof raw>>, path: string): void {
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type'], path).toMatch(/^text\/html/);
  expect(res.body.toString(), path).toBe(INDEX);
  expect(res.headers['cache-control'], path).toBe('no-cache');
  expect(res.headers['content-security-policy'], path).toBe(policy);
}

describe('security headers', () => {
  it("sends the build's own Content-Security-Policy (frame-ancestors 'none' included), nosniff and the referrer policy", async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toBe(policy);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("denies in Permissions-Policy the features the portal never uses, and keeps the home video's (fullscreen, encrypted media, picture-in-picture)", async () => {
    const header = String((await get('/')).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) expect(header, feature).toContain(`${feature}=()`);
    for (const feature of ['fullscreen', 'encrypted-media', 'picture-in-picture']) expect(header, feature).not.toContain(feature);
  });

  it('sends HSTS only where configured (a server reached over TLS), never on the plain one', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/', {}, () => tls)).headers['strict-transport-security']).toBe(HSTS);
    expect((await get('/assets/index-B7x9Qa1c.js', {}, () => tls)).headers['strict-transport-security']).toBe(HSTS);
  });

  it('sends them on every answer: assets and a missing asset too', async () => {
    for (const path of ['/assets/index-B7x9Qa1c.js', '/manifest.webmanifest', '/assets/index-0ld0ld00.js']) {
      const res = await get(path);
      expect(res.headers['content-security-policy'], path).toBe(policy);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe('the single-page application', () => {
  it('answers index.html for every path that is not a file: deep links of the portal', async () => {
    for (const path of ['/', '/public', '/app/myDesk', '/app/serviceRequestedDetails/1001', '/public/services/28?tab=2', '/app/serviceDescription/abc/']) {
      expectTheApp(await get(path), path);
    }
  });

  it('answers index.html for a path that does not decode (a lone %, %zz, a truncated UTF-8 sequence, %00), never an error page', async () => {
    for (const path of ['/app/serviceDescription/%', '/%zz', '/app/%E0%A4', '/app/a%00b', '/public/%']) {
      expectTheApp(await get(path), path);
    }
  });

  it("answers the app, not the build's notes, under /.vite/", async () => {
    expectTheApp(await get('/.vite/content-security-policy.txt'), '/.vite/content-security-policy.txt');
  });

  it('answers a missing hashed asset with 404, not with HTML and not cacheable as immutable', async () => {
    const res = await get('/assets/index-0ld0ld00.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('caching', () => {
  it('keeps content-hashed assets for a year, immutable', async () => {
    for (const path of ['/assets/index-B7x9Qa1c.js', '/assets/index-Dk3mP0zL.css']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(IMMUTABLE);
    }
    expect((await get('/assets/index-B7x9Qa1c.js')).headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('revalidates index.html, the manifest and the other files of the build (no-cache)', async () => {
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.body.toString()).toBe(MANIFEST);
    expect((await get('/media/hero.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await get('/app/myDesk');
    const again = await get('/app/myDesk', { 'If-None-Match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
  });
});

describe('compression', () => {
  it('sends the .br file to a browser that accepts brotli', async () => {
    expect(nginx.brotli, 'libnginx-mod-http-brotli-static installed (apt-get install libnginx-mod-http-brotli-static; .ci/run does)').toBe(true);
    for (const file of ['assets/index-B7x9Qa1c.js', 'assets/index-Dk3mP0zL.css', 'media/hero.svg']) {
      const res = await get(`/${file}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(res.headers['content-encoding'], file).toBe('br');
      expect(res.headers['vary'], file).toMatch(/Accept-Encoding/i);
      expect(res.body.equals(readFileSync(join(build, `${file}.br`))), file).toBe(true);
    }
    expect((await get('/assets/index-B7x9Qa1c.js', { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the .gz file to a client that accepts gzip only, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/index-B7x9Qa1c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(gzip.body.equals(readFileSync(join(build, 'assets/index-B7x9Qa1c.js.gz')))).toBe(true);
    const plain = await get('/assets/index-B7x9Qa1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY);
  });
});
