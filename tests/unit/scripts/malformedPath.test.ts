// @vitest-environment node
/**
 * A path that does not decode gets the app on Vite's servers (scripts/malformed-path.ts; issue 26 row
 * 6: `/app/serviceDescription/%` loaded from the address bar got an empty 404 from `vite preview` and
 * the loopback server's portal origin). Over real HTTP, on a small build folder: the preview server
 * (`npm run preview`, `npm run serve:remote`) and the dev server (`npm start`) answer such a path with
 * index.html; other paths are untouched. The preview server runs with the project's vite.config.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { malformedPathFallback, pathDecodes } from '../../../scripts/malformed-path';
import { freePort } from '../../support/freePort';
import { raw } from '../../support/rawHttp';

const INDEX = '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Portal MITUR</title></head><body><div id="root"></div></body></html>';
const MALFORMED = ['/app/serviceDescription/%', '/%zz', '/app/%E0%A4', '/public/%?q=1'];

let dir: string;
let previewServer: PreviewServer;
let devServer: ViteDevServer;
let previewOrigin: string;
let devOrigin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mitur-malformed-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  const [previewPort, devPort] = [await freePort(), await freePort()];
  // The project's own configuration, as `npm run preview` loads it: Vite bundles vite.config.ts and
  // the plugin with it (a bundler once dropped the plugin's decoding call as pure and unused).
  previewServer = await preview({
    configFile: 'vite.config.ts',
    mode: 'demo',
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
  });
  devServer = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [malformedPathFallback()],
    server: { host: '127.0.0.1', port: devPort, strictPort: true, ws: false },
  });
  await devServer.listen();
  previewOrigin = `http://127.0.0.1:${previewPort}`;
  devOrigin = `http://127.0.0.1:${devPort}`;
});

afterAll(async () => {
  await Promise.all([previewServer?.close(), devServer?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('pathDecodes', () => {
  it('is false for a lone %, a % without two hex digits and bytes that are not UTF-8; true otherwise', () => {
    for (const url of ['/app/%', '/%zz', '/a%E0%A4', '/%?q=1']) expect(pathDecodes(url), url).toBe(false);
    for (const url of ['/app/myDesk', '/a%20b', '/tr%C3%A1mites', '/app?q=%', '/x#%']) expect(pathDecodes(url), url).toBe(true);
  });
});

describe('the preview server', () => {
  it('answers a path that does not decode with index.html', async () => {
    for (const path of MALFORMED) {
      const res = await raw(`${previewOrigin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(INDEX);
    }
  });

  it('leaves the other paths alone: a file, a deep link', async () => {
    expect((await raw(`${previewOrigin}/robots.txt`)).body.toString()).toBe('User-agent: *\n');
    expect((await raw(`${previewOrigin}/app/myDesk`)).body.toString()).toBe(INDEX);
  });
});

describe('the dev server', () => {
  it('answers a path that does not decode with the app', async () => {
    for (const path of MALFORMED) {
      const res = await raw(`${devOrigin}${path}`, { Accept: 'text/html' });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain('<title>Portal MITUR</title>');
    }
  });
});
