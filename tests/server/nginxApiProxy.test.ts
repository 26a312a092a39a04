/**
 * The backends under the portal's own origin (deploy/nginx/mitur-api-proxy.conf; README "One origin
 * for the backends"; issue 24), served by Debian's nginx through scripts/serve-nginx.ts with the
 * shipped file filled in as an operator does (`apiProxyConfig`), in front of four small HTTP servers
 * standing for the identity, admin, file and content backends, each echoing what reached it.
 *
 * Expectations from the contract (existing-portal-contract.md §0: paths are relative to each
 * backend's base URL; the token in `Authorization`, the application keys in their own headers; F4
 * uploads as multipart bodies) and from what a proxy must not change: method, path below the base,
 * query string verbatim, headers and body as sent; the backend's status, body and own
 * `Cache-Control` as answered. The portal's pages keep working beside it.
 *
 * Needs nginx (.ci/run installs it).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, inlineScripts, sha256Source, writePolicyFiles } from '../../scripts/csp';
import { apiProxyConfig, startNginx, type ApiUpstreams, type RunningNginx } from '../../scripts/serve-nginx';
import { freePort } from '../support/freePort';

const INDEX = '<!doctype html><html lang="es"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const BACKENDS = ['identity', 'admin', 'files', 'content'] as const;

/** What one backend received. */
interface Received {
  backend: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let build: string;
let nginx: RunningNginx;
const backends: Server[] = [];
const upstreams = {} as ApiUpstreams;

/** A backend that echoes the request as JSON, 201 for a POST, with its own Cache-Control. */
function echoBackend(name: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const received: Received = {
          backend: name,
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=5' });
        res.end(JSON.stringify(received));
      });
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'mitur-nginx-proxy-build-'));
  chmodSync(build, 0o755);
  mkdirSync(join(build, 'assets'));
  writeFileSync(join(build, 'index.html'), INDEX);
  writePolicyFiles(build, buildPolicy({ VITE_ADMIN_URL: '/api/admin' }, inlineScripts(INDEX).map(sha256Source)).header);
  for (const name of BACKENDS) {
    const { server, port } = await echoBackend(name);
    backends.push(server);
    // A base URL with a path of its own, as the content API's wp-json root has.
    upstreams[name] = `http://127.0.0.1:${port}/${name === 'content' ? 'wp-json/' : `${name}-base/`}`;
  }
  nginx = await startNginx({ root: build, port: await freePort(), api: upstreams });
});

afterAll(async () => {
  await nginx?.close();
  await Promise.all(backends.map((s) => new Promise((r) => s.close(r))));
  rmSync(build, { recursive: true, force: true });
});

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; received: Received }> {
  const res = await fetch(`${nginx.origin}${path}`, init);
  return { status: res.status, headers: res.headers, received: (await res.json()) as Received };
}

describe('the four backends under /api/', () => {
  it('forwards each prefix to its backend, the path below the base and the query string as sent', async () => {
    const cases: [string, string, string][] = [
      ['/api/identity/get/auth/user', 'identity', '/identity-base/get/auth/user'],
      ['/api/admin/requests/901?citizenId=00104567896', 'admin', '/admin-base/requests/901?citizenId=00104567896'],
      ['/api/admin/services?name=Gu%C3%ADa%20tur%C3%ADstica&page=2', 'admin', '/admin-base/services?name=Gu%C3%ADa%20tur%C3%ADstica&page=2'],
      ['/api/files/storage/2026/plano.pdf', 'files', '/files-base/storage/2026/plano.pdf'],
      ['/api/content/web/v1/homeImage', 'content', '/wp-json/web/v1/homeImage'],
    ];
    for (const [path, backend, url] of cases) {
      const { status, received } = await call(path);
      expect(status, path).toBe(200);
      expect(received.backend, path).toBe(backend);
      expect(received.url, path).toBe(url);
    }
  });

  it("passes the token, the application key and the body, and answers the backend's status and body", async () => {
    const body = JSON.stringify({ request_id: 901, comment: 'Adjunto el plano con coordenadas UTM «actualizado»' });
    const { status, received } = await call('/api/admin/comment', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc.def.ghi', 'X-Authorization': 'clave-de-aplicacion', 'Content-Type': 'application/json' },
      body,
    });
    expect(status).toBe(201);
    expect(received.method).toBe('POST');
    expect(received.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(received.headers['x-authorization']).toBe('clave-de-aplicacion');
    expect(received.body).toBe(body);
    expect(received.headers['x-forwarded-proto']).toBe('http');
    expect(received.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("keeps the backend's own Cache-Control (the portal's no-cache is for its own files) and still sends the portal's headers", async () => {
    const { headers } = await call('/api/admin/statistics');
    expect(headers.get('cache-control')).toBe('private, max-age=5');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves the portal itself as it was: a deep link is the app, a path beside /api/… too', async () => {
    for (const path of ['/app/myDesk', '/api', '/apix/admin/services']) {
      const res = await fetch(`${nginx.origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(INDEX);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});

describe('apiProxyConfig (the shipped file filled in)', () => {
  const good: ApiUpstreams = {
    identity: 'https://id.example.test/',
    admin: 'https://bo.example.test/api/',
    files: 'https://fs.example.test/',
    content: 'https://www.example.test/wp-json/',
  };

  it('puts each base URL in its location and leaves no «…» outside the comments', () => {
    const text = apiProxyConfig(good);
    expect(text).toContain('location ^~ /api/admin/ {\n    set $mitur_cache "";\n    proxy_pass https://bo.example.test/api/;');
    expect(text).toContain('proxy_pass https://www.example.test/wp-json/;');
    expect(text.split('\n').filter((l) => !l.trimStart().startsWith('#') && l.includes('«'))).toEqual([]);
  });

  it('refuses a base URL that is not http(s), lacks its final slash or would break the file', () => {
    expect(() => apiProxyConfig({ ...good, admin: 'ftp://bo.example.test/' })).toThrow(/admin/);
    expect(() => apiProxyConfig({ ...good, files: 'https://fs.example.test' })).toThrow(/files/);
    expect(() => apiProxyConfig({ ...good, identity: 'https://id.example.test/; return 200;/' })).toThrow(/identity/);
  });

  it('refuses a shipped file with a value left to fill in', () => {
    expect(() => apiProxyConfig(good, 'location / {\n    proxy_pass «https://otro.example.test/»;\n}\n')).toThrow(/por completar/);
  });
});
