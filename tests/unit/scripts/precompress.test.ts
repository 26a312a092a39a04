// @vitest-environment node
/**
 * Precompressed assets (scripts/precompress.ts; issue 11 "Fast on a cheap phone", issue 28 item 1): the
 * build writes `<file>.br` and `<file>.gz` beside every text asset of 1 KB or more (nginx's
 * `brotli_static` / `gzip_static`, tests/server/nginx.test.ts), and the preview server (the bench,
 * `npm run start:remote`) sends it to a browser that accepts `br`, over real HTTP.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { acceptsBrotli, precompress, precompressFolder } from '../../../scripts/precompress';
import { freePort } from '../../support/freePort';
import { raw } from '../../support/rawHttp';

// Text that compresses (a module of repeated statements), 4 KB and 200 bytes.
const BIG_JS = Array.from({ length: 120 }, (_, i) => `export const v${i} = "valor ${i}";`).join('\n');
const SMALL_JS = 'export const x = 1;\n';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mitur-br-'));
  mkdirSync(join(dir, 'assets', 'seed-1'), { recursive: true });
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head></head><body>${'<p>portal</p>'.repeat(200)}</body></html>`);
  writeFileSync(join(dir, 'assets', 'big.js'), BIG_JS);
  writeFileSync(join(dir, 'assets', 'small.js'), SMALL_JS);
  writeFileSync(join(dir, 'assets', 'app.css'), '.a{color:red}\n'.repeat(100));
  writeFileSync(join(dir, 'assets', 'seed-1', 'home.json'), JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Trámite ${i}` })) }));
  writeFileSync(join(dir, 'media', 'hero.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`);
  writeFileSync(join(dir, 'media', 'photo.png'), Buffer.alloc(4096, 7));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build writes .br and .gz files', () => {
  it('beside every text asset of 1 KB or more (JavaScript, CSS, JSON, SVG), never index.html, a small file or an image', () => {
    expect(precompressFolder(dir)).toBe(4);
    for (const file of ['assets/big.js', 'assets/app.css', 'assets/seed-1/home.json', 'media/hero.svg']) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString(), file).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString(), file).toBe(text);
    }
    for (const file of ['index.html', 'assets/small.js', 'media/photo.png']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(readFileSync(join(dir, 'assets/big.js.br')).length).toBeLessThan(BIG_JS.length / 4);
    expect(readFileSync(join(dir, 'assets/big.js.gz')).length).toBeLessThan(BIG_JS.length / 4);
  });
});

describe('Accept-Encoding', () => {
  it('accepts br as sent by browsers, refuses it with q=0 or absent', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli(['gzip', 'BR'])).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('brotli-ish')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('the preview server sends them', () => {
  let server: PreviewServer;
  let base: string;
  beforeAll(async () => {
    precompressFolder(dir);
    const port = await freePort();
    server = await preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port, strictPort: true, headers: { 'X-Content-Type-Options': 'nosniff' } },
      plugins: [precompress()],
    });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a browser that accepts br with the .br bytes, its content type and the configured headers', async () => {
    const res = await raw(`${base}/assets/big.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.equals(readFileSync(join(dir, 'assets/big.js.br')))).toBe(true);
    const svg = await raw(`${base}/media/hero.svg?v=2`, { 'Accept-Encoding': 'br' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(brotliDecompressSync(svg.body).toString()).toContain('<svg');
  });

  it('a HEAD gets the headers and no body', async () => {
    const res = await raw(`${base}/assets/app.css`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css');
    expect(res.body.length).toBe(0);
  });

  it('leaves every other request to Vite: gzip-only clients, files without .br, ranges, paths outside the folder', async () => {
    const gzip = await raw(`${base}/assets/big.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await raw(`${base}/assets/small.js`, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(SMALL_JS);
    const range = await raw(`${base}/assets/big.js`, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(range.headers['content-encoding']).not.toBe('br');
    // A .br file in a sibling folder, reached with encoded dots and slashes.
    const sibling = `${dir}-fuera`;
    mkdirSync(sibling, { recursive: true });
    writeFileSync(join(sibling, 'secret.js'), BIG_JS);
    precompressFolder(sibling);
    try {
      const outside = await raw(`${base}/..%2F${encodeURIComponent(basename(sibling))}%2Fsecret.js`, { 'Accept-Encoding': 'br' });
      expect(outside.headers['content-encoding']).not.toBe('br');
      expect(outside.body.includes(readFileSync(join(sibling, 'secret.js.br')))).toBe(false);
    } finally {
      rmSync(sibling, { recursive: true, force: true });
    }
  });
});
