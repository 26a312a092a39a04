/**
 * The required-document and payment calls (src/api/requiredActions.ts, src/api/payments.ts; spec 001
 * §7 Request detail calls, §8; contract §3.3, §3.4, §3.5, Q7, Q9, F6, F7) with msw overrides: the
 * exact path and body sent, and how each answer is read (success, `success: false`, HTTP 500,
 * network error, malformed body, 'El token ha expirado' refreshed once and retried).
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { config } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { completeRequiredDocuments, saveRequiredDocumentRecord } from '../../../src/api/requiredActions';
import { sendPaymentVoucher, sendVoucherRecord, updatePaymentInfo } from '../../../src/api/payments';
import type { ApiResult } from '../../../src/api/result';
import { signIn, useEmbeddedBackend } from '../mocks/harness';

useEmbeddedBackend();

const doc = { name: 'plano', extension: 'pdf', type: 'application/pdf', route: 'r/plano.pdf', url: '/s/plano.pdf', size_mb: 0.5 };
const RECORD = {
  documents: [{ ...doc, label: 'Documento de accion requerida 1' }],
  size_mb: 0.5,
  title: 'documento-00104567896',
  record_id: 'DPP-2026-000130',
  attribute: 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
  process_id: 1045,
  acronym: 'DPPDE',
  names: ['Documento de accion requerida 1'],
  required_action_id: 77,
  activity_id: 4,
  new_request: false,
};
const COMPLETION = {
  documents: [{ ...doc, label: 'Documento de accion requerida 1' }],
  record_id: 'DPP-2026-000130',
  status: true as const,
  required_action_id: 77,
};
const VOUCHER = { voucher: true as const, status: true as const, required_action_id: 79, documents: [{ ...doc, label: 'Comprobante de pago' }] };
const VOUCHER_RECORD = {
  documents: [{ ...doc, label: 'Comprobante de pago' }],
  title: 'documento-00104567896',
  record_id: 'DPP-2026-000130',
  attribute: 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
  process_id: 1045,
  acronym: 'DPPDE',
  names: ['Comprobante de pago'],
  activity_id: 4,
  new_request: false,
};
const PAYMENT = { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: '79' };

interface Case {
  name: string;
  url: string;
  run: () => Promise<ApiResult<unknown>>;
  body: unknown;
  ok: Record<string, unknown>;
  data: unknown;
}

const cases: Case[] = [
  {
    name: 'saveRequiredDocumentRecord',
    url: `${config.adminUrl}/requests/action/save`,
    run: () => saveRequiredDocumentRecord(RECORD),
    body: RECORD,
    ok: { success: true },
    data: true,
  },
  {
    name: 'completeRequiredDocuments',
    url: `${config.adminUrl}/assigndocumentsoftexpert`,
    run: () => completeRequiredDocuments(COMPLETION),
    body: COMPLETION,
    ok: { success: true },
    data: true,
  },
  {
    name: 'sendPaymentVoucher',
    url: `${config.adminUrl}/assigndocument/130`,
    run: () => sendPaymentVoucher(130, VOUCHER),
    body: VOUCHER,
    ok: { success: true, request_code: 'DPP-2026-000130' },
    data: { requestCode: 'DPP-2026-000130' },
  },
  {
    name: 'sendVoucherRecord',
    url: `${config.filesUrl}/uploadsoftexpert`,
    run: () => sendVoucherRecord(VOUCHER_RECORD),
    body: VOUCHER_RECORD,
    ok: { success: true },
    data: true,
  },
  {
    name: 'updatePaymentInfo',
    url: `${config.adminUrl}/requests/extras/updatePaymentInfo`,
    run: () => updatePaymentInfo(PAYMENT),
    body: PAYMENT,
    ok: { success: true },
    data: true,
  },
];

/** Answers `url` with each of `answers` in turn (the last one repeats) and records the bodies. */
function answer(url: string, ...answers: Array<() => Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return (answers[Math.min(bodies.length - 1, answers.length - 1)] ?? answers[0])();
    }),
  );
  return bodies;
}

describe.each(cases)('$name', ({ url, run, body, ok, data }) => {
  it('posts the exact body and reads a successful answer', async () => {
    const bodies = answer(url, () => HttpResponse.json(ok));
    expect(await run()).toEqual({ ok: true, data });
    expect(bodies).toEqual([body]);
  });

  it('success: false is rejected with the server message', async () => {
    answer(url, () => HttpResponse.json({ success: false, msg: 'No procede' }));
    const result = await run();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'rejected', message: 'No procede' });
  });

  it('HTTP 500, network error and a non-JSON body are failures (a write: its outcome is unknown, src/api/outcome.ts)', async () => {
    answer(url, () => HttpResponse.json({ msg: 'Error interno' }, { status: 500 }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    answer(url, () => HttpResponse.error());
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'network' } });
    answer(url, () => new HttpResponse('<html>mantenimiento</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
  });

  it("'El token ha expirado' refreshes the session once and retries the same body", async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const bodies = answer(
      url,
      () => HttpResponse.json({ success: false, msg: 'El token ha expirado' }),
      () => HttpResponse.json(ok),
    );
    expect(await run()).toEqual({ ok: true, data });
    expect(bodies).toEqual([body, body]);
  });
});

describe('answers that lack what the portal reads', () => {
  it('a voucher assignment without request_code is malformed', async () => {
    answer(`${config.adminUrl}/assigndocument/130`, () => HttpResponse.json({ success: true }));
    expect(await sendPaymentVoucher(130, VOUCHER)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('an updatePaymentInfo answer without a boolean success is malformed (not a refusal)', async () => {
    answer(`${config.adminUrl}/requests/extras/updatePaymentInfo`, () => HttpResponse.json({ ok: 1 }));
    expect(await updatePaymentInfo(PAYMENT)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
