/**
 * The loopback API server over real HTTP (issue 11 "The simulated backends as a real HTTP server";
 * README "The loopback server"; server/app.ts). The server runs in this worker on free ports with a
 * temporary data folder; every check is a real HTTP call with `fetch`.
 *
 * Expectations are literal, from the contract and the spec: contract §0.1 (the `beater` scheme, the
 * `X-Authorization` application keys A and B, bare downloads), §3.4/§3.5 (gateway fields and return
 * query), openapi `Unauthorized` (`{ success: false, msg: 'No autorizado' }`), the seeded account
 * Ana (001-0456789-6 / Demo1234) and her seeded request DPP-2026-000123 (id 1001, authorisation
 * AUT-1001, RD$ 15,000.00 due).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../server/app';
import { loopback, REPO_ROOT, type Loopback } from '../../server/loopback';
import { freePort } from '../support/freePort';

const ADMIN_KEY = 'loopback-admin-key-a';
const FILES_KEY = 'loopback-files-key-b';
const REFUSED = { success: false, msg: 'No autorizado' };
/** Starting the server loads the handlers through Vite: a bound for a loaded 2-core machine, not a wait. */
const START_BOUND_MS = 120_000;

let lb: Loopback;
let api: ApiServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mitur-loopback-'));
  const [portalPort, apiPort] = [await freePort(), await freePort()];
  lb = loopback({ MITUR_PORTAL_PORT: String(portalPort), MITUR_API_PORT: String(apiPort), MITUR_API_DATA: dataDir });
  api = await startApiServer(lb);
}, START_BOUND_MS);

afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, START_BOUND_MS);

/** Signs Ana in over HTTP and returns her token. */
async function signInAna(): Promise<string> {
  const res = await fetch(`${lb.apiOrigin}/identity/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'beater null' },
    body: JSON.stringify({ citizen_id: '00104567896', password: 'Demo1234' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; payload: { token: string } };
  expect(body.success).toBe(true);
  return body.payload.token;
}

describe('CORS', () => {
  it('answers a preflight from the portal origin with the methods and the three headers', async () => {
    const res = await fetch(`${lb.apiOrigin}/admin/services`, {
      method: 'OPTIONS',
      headers: {
        Origin: lb.portalOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(lb.portalOrigin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'x-authorization', 'content-type']) expect(allowed.split(/,\s*/)).toContain(h);
  });

  it('gives a foreign origin no allow header (preflight or call)', async () => {
    const pre = await fetch(`${lb.apiOrigin}/admin/services`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-authorization' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')).toBeNull();
    const call = await fetch(`${lb.apiOrigin}/content/v1/homeVideo`, { headers: { Origin: 'http://evil.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the four backends under their base paths', () => {
  it('answers identity (geography, loaded lazily), content and, with key A, admin calls from the portal origin', async () => {
    const provinces = await fetch(`${lb.apiOrigin}/identity/get/provinces`, { headers: { Origin: lb.portalOrigin, Authorization: 'beater null' } });
    expect(provinces.status).toBe(200);
    expect(provinces.headers.get('access-control-allow-origin')).toBe(lb.portalOrigin);
    const body = (await provinces.json()) as { provinces: { bidclasif: unknown; ctituloclas: string }[] };
    expect(body.provinces.map((p) => p.ctituloclas)).toContain('Santo Domingo');
    const branches = await fetch(`${lb.apiOrigin}/content/sucursales/v1/sucursales`, { headers: { Origin: lb.portalOrigin } });
    expect(branches.status).toBe(200);
    expect(Array.isArray(await branches.json())).toBe(true);
    const stats = await fetch(`${lb.apiOrigin}/admin/statistics`, { headers: { Origin: lb.portalOrigin, 'X-Authorization': ADMIN_KEY } });
    expect(Object.keys((await stats.json()) as object)).toEqual(expect.arrayContaining(['requests', 'citizens']));
  });

  it('compresses an answer of 1 KB or more for a client that accepts it (the catalogue), not a small one (statistics)', async () => {
    const headers = { Origin: lb.portalOrigin, 'X-Authorization': ADMIN_KEY, 'Accept-Encoding': 'gzip' };
    const catalogue = await fetch(`${lb.apiOrigin}/admin/services`, { headers });
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('content-encoding')).toBe('gzip');
    expect(catalogue.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const directions = (await catalogue.json()) as { services: unknown[] }[];
    expect(directions.flatMap((d) => d.services).length).toBeGreaterThan(20);
    const plain = await fetch(`${lb.apiOrigin}/admin/services`, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(directions);
    const stats = await fetch(`${lb.apiOrigin}/admin/statistics`, { headers });
    expect(stats.headers.get('content-encoding')).toBeNull();
  });

  it('answers an unknown path with 404', async () => {
    expect((await fetch(`${lb.apiOrigin}/nada/aqui`)).status).toBe(404);
  });
});

describe('application keys (contract §0.1)', () => {
  it('refuses an admin call without the key or with the file server key, answers it with key A', async () => {
    const none = await fetch(`${lb.apiOrigin}/admin/services`, { headers: { Authorization: 'beater null' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual(REFUSED);
    const wrong = await fetch(`${lb.apiOrigin}/admin/services`, { headers: { Authorization: 'beater null', 'X-Authorization': FILES_KEY } });
    expect(wrong.status).toBe(401);
    const demoKey = await fetch(`${lb.apiOrigin}/admin/services`, { headers: { 'X-Authorization': 'demo-admin-key' } });
    expect(demoKey.status).toBe(401);
    const right = await fetch(`${lb.apiOrigin}/admin/services`, { headers: { Authorization: 'beater null', 'X-Authorization': ADMIN_KEY } });
    expect(right.status).toBe(200);
    expect(Array.isArray(await right.json())).toBe(true);
  });

  it('refuses a file server upload with the admin key', async () => {
    const token = await signInAna();
    const form = new FormData();
    form.append('file[]', new Blob([new Uint8Array(10)], { type: 'application/pdf' }), 'a.pdf');
    const res = await fetch(`${lb.apiOrigin}/files/files`, {
      method: 'POST',
      headers: { Authorization: `beater ${token}`, 'X-Authorization': ADMIN_KEY },
      body: form,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(REFUSED);
  });
});

describe('session over HTTP (scheme beater)', () => {
  it('signs in, then a signed-in call with `beater <token>` answers Ana', async () => {
    const token = await signInAna();
    const res = await fetch(`${lb.apiOrigin}/identity/get/auth/user`, { headers: { Authorization: `beater ${token}` } });
    const body = (await res.json()) as { success: boolean; payload: { citizen_id: string; name: string } };
    expect(body.success).toBe(true);
    expect(body.payload.citizen_id).toBe('00104567896');
    expect(body.payload.name).toBe('Ana María');
  });

  it('refuses the same token sent as `Bearer <token>` like an invalid token', async () => {
    const token = await signInAna();
    const res = await fetch(`${lb.apiOrigin}/identity/get/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(REFUSED);
    const desk = await fetch(`${lb.apiOrigin}/admin/statistics/00104567896`, { headers: { Authorization: `Bearer ${token}`, 'X-Authorization': ADMIN_KEY } });
    expect(desk.status).toBe(401);
  });
});

/** 20 MB of recognisable bytes (the upload limit's order of size). */
const BIG = (() => {
  const bytes = new Uint8Array(20 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251;
  return bytes;
})();
let uploadedUrl = '';

describe('multipart upload (spec 001 §7 POST /files, field file[])', () => {
  it('stores a 20 MB file sent as real multipart and serves its bytes back without headers', async () => {
    const token = await signInAna();
    const form = new FormData();
    form.append('file[]', new Blob([BIG], { type: 'application/pdf' }), 'plano-grande.pdf');
    const res = await fetch(`${lb.apiOrigin}/files/files`, {
      method: 'POST',
      headers: { Authorization: `beater ${token}`, 'X-Authorization': FILES_KEY },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; files: { name: string; extension: string; size_mb: number; url: string }[] };
    expect(body.success).toBe(true);
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ name: 'plano-grande', extension: 'pdf', size_mb: 20 });
    expect(body.files[0].url.startsWith(`${lb.apiOrigin}/files/storage/`)).toBe(true);
    uploadedUrl = body.files[0].url;
    const back = await fetch(uploadedUrl);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await back.arrayBuffer()), Buffer.from(BIG))).toBe(0);
  });
});

describe('simulated card gateway at /pasarela (contract §3.4, §3.5)', () => {
  const fields = () => ({
    montoServicio: '15000.00',
    codigoServicio: 'DPP-01',
    codigoCentroRecaudacion: '12',
    nombre: 'Ana María Rodríguez Peña',
    numeroDocumento: '00104567896',
    tipoDocumento: 'Cédula',
    medioPago: 'Tarjeta',
    idAutorizacionPortal: 'AUT-1001',
    urlRetorno: `${lb.portalOrigin}/app/validatePayment/1001`,
  });

  it('shows the posted form in Spanish with Aprobar, Rechazar and Abandonar', async () => {
    const res = await fetch(`${lb.apiOrigin}/pasarela`, { method: 'POST', body: new URLSearchParams(fields()) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('DPP-2026-000123');
    expect(html).toContain('AUT-1001');
    for (const label of ['Aprobar', 'Rechazar', 'Abandonar']) expect(html).toMatch(new RegExp(`<button[^>]*>${label}</button>`));
    expect(html).not.toMatch(/<button[^>]*value="aprobar"[^>]*disabled/);
  });

  it('Aprobar redirects to urlRetorno on the portal with numAprobacion and idAutorizacionPortal', async () => {
    const res = await fetch(`${lb.apiOrigin}/pasarela/decision`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields(), decision: 'aprobar' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location') ?? '');
    expect(to.origin).toBe(lb.portalOrigin);
    expect(to.pathname).toBe('/app/validatePayment/1001');
    expect(to.searchParams.get('numAprobacion')).toMatch(/^\d{6}$/);
    expect(to.searchParams.get('idAutorizacionPortal')).toBe('AUT-1001');
  });

  it('a double click on Aprobar approves once: the second post of the same page gets the same answer', async () => {
    const html = await (await fetch(`${lb.apiOrigin}/pasarela`, { method: 'POST', body: new URLSearchParams(fields()) })).text();
    const once = /name="pagina" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(once).not.toBe('');
    const post = () =>
      fetch(`${lb.apiOrigin}/pasarela/decision`, {
        method: 'POST',
        body: new URLSearchParams({ ...fields(), pagina: once, decision: 'aprobar' }),
        redirect: 'manual',
      });
    const [first, second] = [await post(), await post()];
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
  });

  it('will not approve a payment whose return URL is on another origin', async () => {
    const bad = { ...fields(), urlRetorno: 'http://evil.example/app/validatePayment/1001' };
    const page = await (await fetch(`${lb.apiOrigin}/pasarela`, { method: 'POST', body: new URLSearchParams(bad) })).text();
    expect(page).toMatch(/<button[^>]*value="aprobar"[^>]*disabled/);
    const res = await fetch(`${lb.apiOrigin}/pasarela/decision`, {
      method: 'POST',
      body: new URLSearchParams({ ...bad, decision: 'aprobar' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(422);
  });
});

let resetMailTo = '';

// Before the mailbox's password reset, which replaces Ana's password with a temporary one (Demo1234 no longer signs in).
describe('faults after the server acted (issue 25 item 2, POST /demo/faults)', () => {
  const armFault = (fault: unknown) =>
    fetch(`${lb.apiOrigin}/demo/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });
  const comment = (token: string, text: string) =>
    fetch(`${lb.apiOrigin}/admin/comment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `beater ${token}`, 'X-Authorization': ADMIN_KEY, 'Accept-Encoding': 'br, gzip' },
      body: JSON.stringify({ request_id: 902, text: encodeURIComponent(text), required_action_id: null }),
    });
  const storedComments = async (token: string, text: string) => {
    const res = await fetch(`${lb.apiOrigin}/admin/requests/902?citizenId=00104567896`, {
      headers: { Authorization: `beater ${token}`, 'X-Authorization': ADMIN_KEY },
    });
    const body = (await res.json()) as { request: { comments: { text: string }[] } };
    return body.request.comments.filter((c) => decodeURIComponent(c.text) === text).length;
  };

  it('refuses a fault it does not know (422)', async () => {
    expect((await armFault({ method: 'POST', path: '/admin/comment', kind: 'explode' })).status).toBe(422);
  });

  it('truncatedAfter: the comment is stored, the answer is the first half of its JSON (a complete 200)', async () => {
    const token = await signInAna();
    expect((await armFault({ method: 'POST', path: '/admin/comment', kind: 'truncatedAfter' })).status).toBe(201);
    const res = await comment(token, 'Cuarenta habitaciones estándar.');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text.startsWith('{')).toBe(true);
    expect(await storedComments(token, 'Cuarenta habitaciones estándar.')).toBe(1);
  });

  it('resetAfter: the comment is stored, the body breaks off (the connection is reset); the next call answers whole', async () => {
    const token = await signInAna();
    await armFault({ method: 'POST', path: '/admin/comment', kind: 'resetAfter' });
    const res = await comment(token, 'Apertura prevista en marzo.');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(await storedComments(token, 'Apertura prevista en marzo.')).toBe(1);
    const again = await comment(token, 'Y cinco suites.');
    expect(JSON.parse(await again.text())).toBeTypeOf('object');
  });
});

describe('demo mailbox at /demo/mailbox', () => {
  it('lists the reset e-mail with a working link on the PORTAL origin', async () => {
    const sent = await fetch(`${lb.apiOrigin}/identity/users/forgot/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'beater null' },
      body: JSON.stringify({ citizen_id: '00104567896', email: 'ana.rodriguez@demo.mitur.local' }),
    });
    expect(((await sent.json()) as { success: boolean }).success).toBe(true);
    const mails = (await (await fetch(`${lb.apiOrigin}/demo/mailbox.json`)).json()) as { to: string; link: { href: string } | null }[];
    const mail = mails[0];
    expect(mail.to).toBe('ana.rodriguez@demo.mitur.local');
    expect(mail.link?.href.startsWith(`${lb.portalOrigin}/`)).toBe(true);
    resetMailTo = mail.link?.href ?? '';
    const html = await (await fetch(`${lb.apiOrigin}/demo/mailbox`)).text();
    expect(html).toContain(`href="${resetMailTo.replace(/&/g, '&amp;')}"`);
  });
});

describe('field data at POST /telemetry (issue 28 item 2)', () => {
  it("stores a beacon's valid events as JSON lines beside the data, only their fields, without the app key; answers 204", async () => {
    const body = JSON.stringify({
      v: 1,
      events: [
        { type: 'metric', name: 'LCP', value: 1830, rating: 'good', route: '/app/myDesk', cedula: '00104567896' },
        { type: 'error', kind: 'boundary', route: '/app/serviceRequestedDetails/1001', name: 'TypeError', message: 'x de ana@example.test' },
      ],
    });
    // As sendBeacon sends a string: text/plain, no preflight, no application key.
    const res = await fetch(`${lb.apiOrigin}/telemetry`, {
      method: 'POST',
      headers: { Origin: lb.portalOrigin, 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(res.status).toBe(204);
    expect((await fetch(`${lb.apiOrigin}/telemetry`, { method: 'POST', body: 'no json' })).status).toBe(204);
    const stored = readFileSync(join(dataDir, 'telemetry.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(stored.map(({ at, ...event }) => [typeof at, event])).toEqual([
      ['string', { type: 'metric', name: 'LCP', value: 1830, rating: 'good', route: '/app/myDesk' }],
      ['string', { type: 'error', kind: 'boundary', route: '(otra)', name: 'TypeError', message: 'x de [correo]' }],
    ]);
    // More than a beacon may carry: refused.
    expect((await fetch(`${lb.apiOrigin}/telemetry`, { method: 'POST', body: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });
});

describe('persistence in the data folder', () => {
  it(
    'keeps the store and the uploaded bytes across a restart; npm run api:reset empties them (and the field data)',
    async () => {
      expect(resetMailTo).not.toBe('');
      expect(uploadedUrl).not.toBe('');
      await api.close();
      api = await startApiServer(lb);
      const mails = (await (await fetch(`${lb.apiOrigin}/demo/mailbox.json`)).json()) as { link: { href: string } | null }[];
      expect(mails.map((m) => m.link?.href)).toContain(resetMailTo);
      const back = await fetch(uploadedUrl);
      expect(back.status).toBe(200);
      expect((await back.arrayBuffer()).byteLength).toBe(BIG.byteLength);

      await api.close();
      const reset = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(REPO_ROOT, 'server', 'reset.ts')], {
        env: { ...process.env, MITUR_API_DATA: dataDir },
        encoding: 'utf8',
      });
      expect(reset.status).toBe(0);
      api = await startApiServer(lb);
      const after = (await (await fetch(`${lb.apiOrigin}/demo/mailbox.json`)).json()) as { link: { href: string } | null }[];
      expect(after.map((m) => m.link?.href)).not.toContain(resetMailTo);
      expect((await fetch(uploadedUrl)).status).toBe(404);
      expect(existsSync(join(dataDir, 'telemetry.jsonl')), 'the field data is emptied too').toBe(false);
    },
    START_BOUND_MS * 2,
  );
});
