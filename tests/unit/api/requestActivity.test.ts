/**
 * The messages, claims and rating calls (src/api/requestActivity.ts; spec 001 §7 Request detail, §8,
 * §9; contract Q2-Q6) with msw overrides: the exact path and body sent, how each answer is read
 * (success, `success: false`, HTTP 500, network error, malformed body, 'El token ha expirado'
 * refreshed once and retried), and the caching rules (issues 24 h, claims never, the detail forgotten
 * after a message or a rating).
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { config } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { createClaim, getClaims, getIssues, postComment, rateRequest } from '../../../src/api/requestActivity';
import { getRequestDetail } from '../../../src/api/requestDetail';
import type { ApiResult } from '../../../src/api/result';
import { signIn, useEmbeddedBackend } from '../mocks/harness';
import { issues, claims, requestDetail } from '../../model/machines/requestActivityFixtures';

useEmbeddedBackend();

const CLAIM = {
  issue_id: 2,
  citizen_id: '00113918205',
  service_id: 12,
  request_code: 'DPP-2022-000123',
  citizen_name: 'Ana María',
  description: 'La respuesta no llegó en el plazo indicado.',
  company_id: null,
  company_name: null,
};
const COMMENT = { request_id: 1520, text: 'Adjunto%20el%20plano', required_action_id: 78 };
const RATING = { request_id: 1520, rating: 4.5, comment: 'Excelente' };

const cases: Array<{ name: string; url: string; run: () => Promise<ApiResult<unknown>>; body: unknown }> = [
  { name: 'createClaim', url: `${config.adminUrl}/claims`, run: () => createClaim(CLAIM), body: CLAIM },
  { name: 'postComment', url: `${config.adminUrl}/comment`, run: () => postComment(COMMENT), body: COMMENT },
  { name: 'rateRequest', url: `${config.adminUrl}/services/extras/rating`, run: () => rateRequest(RATING), body: RATING },
];

/** Answers POST `url` with each of `answers` in turn (the last one repeats) and records the bodies. */
function answer(url: string, ...answers: Array<() => Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return answers[Math.min(bodies.length - 1, answers.length - 1)]();
    }),
  );
  return bodies;
}

describe.each(cases)('$name', ({ url, run, body }) => {
  it('posts the exact body; an Ack (or any JSON object without success) is a success', async () => {
    const bodies = answer(url, () => HttpResponse.json({ success: true, msg: 'Listo' }));
    expect(await run()).toEqual({ ok: true, data: true });
    expect(bodies).toEqual([body]);
    answer(url, () => HttpResponse.json({ id: 9 }));
    expect(await run()).toEqual({ ok: true, data: true });
  });

  it('success: false is rejected with the server message', async () => {
    answer(url, () => HttpResponse.json({ success: false, msg: 'No procede' }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'No procede' } });
  });

  it('HTTP 500, network error, a non-JSON body and an empty body are failures', async () => {
    answer(url, () => HttpResponse.json({ msg: 'Error interno' }, { status: 500 }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    answer(url, () => HttpResponse.error());
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'network' } });
    answer(url, () => new HttpResponse('<html>mantenimiento</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
    answer(url, () => new HttpResponse(null, { status: 200 }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
  });

  it("'El token ha expirado' refreshes the session once and retries the same body", async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const bodies = answer(
      url,
      () => HttpResponse.json({ success: false, msg: 'El token ha expirado' }),
      () => HttpResponse.json({ success: true }),
    );
    expect(await run()).toEqual({ ok: true, data: true });
    expect(bodies).toEqual([body, body]);
  });
});

describe('GET /issues and GET /claims/{code}', () => {
  it('issues are read once and kept (24 h); claims are read every time, by the request code', async () => {
    let issueReads = 0;
    const claimReads: string[] = [];
    server.use(
      http.get(`${config.adminUrl}/issues`, () => {
        issueReads += 1;
        return HttpResponse.json(issues);
      }),
      http.get(`${config.adminUrl}/claims/:code`, ({ params }) => {
        claimReads.push(String(params.code));
        return HttpResponse.json(claims);
      }),
    );
    expect(await getIssues()).toEqual({ ok: true, data: issues });
    expect(await getIssues()).toEqual({ ok: true, data: issues });
    expect(issueReads).toBe(1);
    expect(await getClaims('DPP-2022-000123')).toEqual({ ok: true, data: claims });
    expect(await getClaims('DPP-2022-000123')).toEqual({ ok: true, data: claims });
    expect(claimReads).toEqual(['DPP-2022-000123', 'DPP-2022-000123']);
  });

  it('a body that is not an array is malformed; items without the contract fields are dropped; failures are not cached', async () => {
    let reply: () => Response = () => HttpResponse.json({ data: issues });
    server.use(
      http.get(`${config.adminUrl}/issues`, () => reply()),
      http.get(`${config.adminUrl}/claims/:code`, () => HttpResponse.json([claims[0], { issue_id: 1 }, 'x'])),
    );
    expect(await getIssues()).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    reply = () => HttpResponse.json([issues[0], { id: '2', content: 'x' }, { id: 3 }]);
    expect(await getIssues()).toEqual({ ok: true, data: [issues[0]] });
    expect(await getClaims('DPP-2022-000123')).toEqual({ ok: true, data: [claims[0]] });
  });

  it('HTTP 500 and network errors are failures', async () => {
    server.use(
      http.get(`${config.adminUrl}/issues`, () => HttpResponse.error()),
      http.get(`${config.adminUrl}/claims/:code`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    expect(await getIssues()).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await getClaims('DPP-2022-000123')).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });
});

describe('the cached request detail', () => {
  it('is forgotten after a message and after a rating (the reload reads it fresh), not after a failure', async () => {
    let detailReads = 0;
    server.use(
      http.get(`${config.adminUrl}/requests/1520`, () => {
        detailReads += 1;
        return HttpResponse.json(requestDetail());
      }),
    );
    await getRequestDetail(1520, '00113918205');
    await getRequestDetail(1520, '00113918205');
    expect(detailReads).toBe(1);
    answer(`${config.adminUrl}/comment`, () => HttpResponse.json({ success: false }));
    await postComment(COMMENT);
    await getRequestDetail(1520, '00113918205');
    expect(detailReads).toBe(1);
    answer(`${config.adminUrl}/comment`, () => HttpResponse.json({ success: true }));
    await postComment(COMMENT);
    await getRequestDetail(1520, '00113918205');
    expect(detailReads).toBe(2);
    answer(`${config.adminUrl}/services/extras/rating`, () => HttpResponse.json({ success: true }));
    await rateRequest(RATING);
    await getRequestDetail(1520, '00113918205');
    expect(detailReads).toBe(3);
  });
});
