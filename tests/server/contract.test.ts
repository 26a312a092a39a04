/**
 * The contract check of the wire (issue 25 item 7; server/contract.ts): what it finds, checked on
 * calls written here from the contract, then over real HTTP on the loopback server with
 * MITUR_CONTRACT_CHECK=1.
 *
 * Expectations are literal, from openapi/admin.yaml and the contract: the catalogue `GET /services`
 * is public (application key A only, contract §0.1; issue 25 item 7), the personal request list
 * `GET /all/my/requests/without/company/{citizenId}` needs a token and answers a page
 * `{ data, last_page, … }` or, with an expired token, HTTP 200 `{ success: false, msg: 'El token ha
 * expirado' }` (contract §0.2); stored files' downloads are no operation (contract §0.1 "bare axios").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCall, contractReport, loadContract, readRecord, type CheckedCall, type WireRequest } from '../../server/contract';
import { START_BOUND_MS, startTestApi, type TestApi } from '../support/loopbackServer';

const KEY = { 'x-authorization': 'any-key' };
const SIGNED_IN = { ...KEY, authorization: 'beater eyJ.token' };
const JSON_TYPE = 'application/json';

let contract: Awaited<ReturnType<typeof loadContract>>;
beforeAll(async () => {
  contract = await loadContract();
}, START_BOUND_MS);

const get = (path: string, headers: WireRequest['headers'], query: WireRequest['query'] = {}): WireRequest => ({ method: 'GET', path, query, headers });
const json = (status: number, body: unknown) => ({ status, contentType: `${JSON_TYPE}; charset=utf-8`, body: Buffer.from(JSON.stringify(body)) });
const kinds = (c: CheckedCall | null) => c?.violations.map((v) => v.kind);

const DIRECTIONS = [{ id: 1, name: 'Aprobación y Análisis de proyectos (DPP)', description: null, services: [] }];
const PAGE = { current_page: 1, last_page: 1, data: [] };
const EXPIRED = { success: false, msg: 'El token ha expirado' };
const DESK = '/admin/all/my/requests/without/company/00104567896';

describe('checkCall', () => {
  it('takes the public catalogue read signed out, with the application key alone', async () => {
    const checked = await checkCall(contract, get('/admin/services', KEY), json(200, DIRECTIONS));
    expect(checked).toMatchObject({ backend: 'admin', operationId: 'getServices', violations: [] });
  });

  it('refuses a signed-in operation sent with `beater null` (no token)', async () => {
    const checked = await checkCall(contract, get(DESK, { ...KEY, authorization: 'beater null' }, { page: '1' }), json(200, PAGE));
    expect(checked?.operationId).toBe('getMyRequestsWithoutCompany');
    expect(kinds(checked)).toEqual(['security']);
  });

  it("takes a desk list's page and its 'El token ha expirado' answer", async () => {
    expect(kinds(await checkCall(contract, get(DESK, SIGNED_IN, { page: '1' }), json(200, PAGE)))).toEqual([]);
    expect(kinds(await checkCall(contract, get(DESK, SIGNED_IN, { page: '1' }), json(200, EXPIRED)))).toEqual([]);
  });

  it('names what an answer of the wrong shape lacks', async () => {
    const checked = await checkCall(contract, get(DESK, SIGNED_IN, { page: '1' }), json(200, { data: [] }));
    expect(kinds(checked)).toEqual(['response']);
    expect(checked?.violations[0].what).toContain('last_page');
  });

  it('refuses a status the operation does not declare, and a path no operation has', async () => {
    expect(kinds(await checkCall(contract, get('/admin/services', KEY), json(500, { msg: 'x' })))).toEqual(['status']);
    const none = await checkCall(contract, get('/admin/no/such/path', KEY), json(404, {}));
    expect([none?.operationId, kinds(none)]).toEqual([null, ['operation']]);
  });

  it('leaves out what is no API operation: stored files and other paths of the server', async () => {
    const pdf = { status: 200, contentType: 'application/pdf', body: Buffer.from('%PDF-1.7') };
    expect(await checkCall(contract, get('/files/storage/solicitudes/x.pdf', {}), pdf)).toBeNull();
    expect(await checkCall(contract, get('/demo/mailbox', {}), pdf)).toBeNull();
  });
});

describe('contractReport', () => {
  it('lists each violation with operationId, method, path, status and what differs, and fails on one', () => {
    const calls: CheckedCall[] = [
      { backend: 'admin', operationId: 'getServices', method: 'GET', path: '/admin/services', status: 200, violations: [] },
      {
        backend: 'admin',
        operationId: 'getMyRequestsWithoutCompany',
        method: 'GET',
        path: DESK,
        status: 200,
        violations: [{ kind: 'response', what: "answer 200: (root) must have required property 'last_page'" }],
      },
    ];
    const report = contractReport(calls);
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toMatch(/^Contract check .*: 2 calls of 2 operations, 1 violations, 0 excused\.$/);
    expect(report.lines).toContain(
      `  admin.getMyRequestsWithoutCompany GET ${DESK} → 200: [response] answer 200: (root) must have required property 'last_page'`,
    );
    expect(contractReport(calls.slice(0, 1)).ok).toBe(true);
    expect(contractReport([{ ...calls[1], violations: [{ ...calls[1].violations[0], excused: 'a reason' }] }]).ok).toBe(true);
  });
});

describe('over HTTP (MITUR_CONTRACT_CHECK=1)', () => {
  let server: TestApi;

  beforeAll(async () => {
    server = await startTestApi({ MITUR_CONTRACT_CHECK: '1' });
  }, START_BOUND_MS);

  afterAll(() => server?.stop(), START_BOUND_MS);

  /** The record once it holds `n` calls (each is appended when its answer has finished). */
  async function record(n: number): Promise<CheckedCall[]> {
    for (;;) {
      const calls = readRecord(server.dataDir) ?? [];
      if (calls.length >= n) return calls;
      await new Promise((r) => setImmediate(r));
    }
  }

  it('records every call of the four backends with what differs, the answer checked before compression and before a fault cut it', async () => {
    const { lb } = server;
    const keyed = { 'X-Authorization': lb.adminAppKey, Authorization: 'beater null', 'Accept-Encoding': 'gzip' };
    expect((await fetch(`${lb.apiOrigin}/admin/services`, { headers: keyed })).status).toBe(200);
    // A signed-out call of an operation that needs a token: the server refuses it, the check says why.
    await fetch(`${lb.apiOrigin}${DESK}?page=1`, { headers: keyed }).then((r) => r.arrayBuffer());
    // The answer of the public catalogue cut on the wire after the handler gave it (server/faults.ts):
    // half of it as a whole answer, then half of it and the connection gone.
    for (const kind of ['truncatedAfter', 'resetAfter']) {
      await fetch(`${lb.apiOrigin}/demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': JSON_TYPE },
        body: JSON.stringify({ method: 'GET', path: '/admin/services', kind }),
      });
      await fetch(`${lb.apiOrigin}/admin/services`, { headers: keyed })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
    const calls = await record(4);
    expect(calls.map((c) => [c.operationId, c.status, c.fault ?? null, c.violations.map((v) => v.kind)])).toEqual([
      ['getServices', 200, null, []],
      ['getMyRequestsWithoutCompany', 401, null, ['security']],
      ['getServices', 200, 'truncatedAfter', []],
      ['getServices', 200, 'resetAfter', []],
    ]);
  });
});
