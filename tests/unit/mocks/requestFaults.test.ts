/**
 * Fault injection on every call of the request detail added in issue 8 (src/mocks/handlers/
 * requestDetail, comments, claims, rating, requiredActions, payments, and the voucher use of
 * assigndocument): each of the four faults (network error, HTTP 500, malformed body, 'El token ha
 * expirado') answers instead of the handler, once, and changes nothing; the next call is served.
 */
import { describe, expect, it } from 'vitest';
import { db, injectFault, type DbFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, signIn, useEmbeddedBackend } from './harness';
import { config } from '../../../src/config';

useEmbeddedBackend();

/** One call: method, the fault's path fragment, the url and body. */
interface Call {
  name: string;
  method: 'GET' | 'POST';
  fault: string;
  path: string;
  body?: () => unknown;
}

const actionOf = (id: number) =>
  db()
    .requests!.find((r) => r.id === id)!
    .actions!.find((a) => a.completed_at === null)!.id;

const CALLS: Call[] = [
  { name: 'getRequest', method: 'GET', fault: '/requests/901', path: `/requests/901?citizenId=${DEMO_CITIZEN_ID}` },
  {
    name: 'deleteRequest',
    method: 'POST',
    fault: '/requests/delete',
    path: '/requests/delete',
    body: () => ({ citizen_id: DEMO_CITIZEN_ID, request_id: 911 }),
  },
  {
    name: 'postComment',
    method: 'POST',
    fault: '/comment',
    path: '/comment',
    body: () => ({ request_id: 902, text: 'Hola', required_action_id: actionOf(902) }),
  },
  { name: 'getIssues', method: 'GET', fault: '/issues', path: '/issues' },
  { name: 'getClaims', method: 'GET', fault: '/claims/', path: '/claims/DPP-2026-000047' },
  {
    name: 'createClaim',
    method: 'POST',
    fault: '/claims',
    path: '/claims',
    body: () => ({ issue_id: 1, request_code: 'DPP-2026-000041', description: 'Demora' }),
  },
  { name: 'rateService', method: 'POST', fault: '/services/extras/rating', path: '/services/extras/rating', body: () => ({ request_id: 908, rating: 4 }) },
  {
    name: 'saveRequiredDocumentRecord',
    method: 'POST',
    fault: '/requests/action/save',
    path: '/requests/action/save',
    body: () => ({
      documents: [{ route: 'a/b.pdf' }],
      record_id: 'DPP-2026-000041',
      required_action_id: actionOf(901),
      title: 't',
      attribute: 'a',
      names: ['n'],
      new_request: false,
    }),
  },
  {
    name: 'assignDocumentsSoftExpert',
    method: 'POST',
    fault: '/assigndocumentsoftexpert',
    path: '/assigndocumentsoftexpert',
    body: () => ({ documents: [{ route: 'a/b.pdf' }], record_id: 'DPP-2026-000041', status: true, required_action_id: actionOf(901) }),
  },
  {
    name: 'assignDocuments (voucher)',
    method: 'POST',
    fault: '/assigndocument/',
    path: '/assigndocument/903',
    body: () => ({ voucher: true, status: true, documents: [{ route: 'a/b.pdf' }] }),
  },
  {
    name: 'updatePaymentInfo',
    method: 'POST',
    fault: '/requests/extras/updatePaymentInfo',
    path: '/requests/extras/updatePaymentInfo',
    body: () => ({ requestId: 903, numAprobacion: '123456', idAutorizacionPortal: 'AUT-903' }),
  },
];

const KINDS: DbFault['kind'][] = ['network', 'http500', 'malformed', 'expired'];

async function send(token: string, call: Call): Promise<Response> {
  return fetch(adminUrl(call.path), {
    method: call.method,
    headers: { 'Content-Type': 'application/json', 'X-Authorization': config.adminAppKey, Authorization: `${config.authScheme} ${token}` },
    body: call.body ? JSON.stringify(call.body()) : undefined,
  });
}

describe.each(CALLS)('$name under injected faults', (call) => {
  it.each(KINDS)('%s answers instead of the handler, once, and changes nothing', async (kind) => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const before = JSON.stringify({ requests: db().requests, claims: db().claims, records: db().requiredDocumentRecords });
    injectFault({ method: call.method, path: call.fault, kind, times: 1 });
    if (kind === 'network') {
      await expect(send(token, call)).rejects.toThrow();
    } else {
      const res = await send(token, call);
      const text = await res.text();
      if (kind === 'http500') expect(res.status).toBe(500);
      if (kind === 'malformed') expect(() => JSON.parse(text)).toThrow();
      if (kind === 'expired') expect(JSON.parse(text)).toEqual({ success: false, msg: 'El token ha expirado' });
    }
    expect(JSON.stringify({ requests: db().requests, claims: db().claims, records: db().requiredDocumentRecords })).toBe(before);
    expect(db().faults).toEqual([]);
    const served = await send(token, call);
    expect(served.status).toBeLessThan(500);
    const answer = (await served.json()) as unknown;
    expect(answer).not.toEqual({ success: false, msg: 'El token ha expirado' });
  });
});
