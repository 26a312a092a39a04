/**
 * The XHR client `uploadCompanyDocuments` (files API uploadCompanyDocuments; spec 000 §3 Company
 * files, §7): request shape, upload progress and the mapping of every outcome to an ApiResult. A
 * fake XMLHttpRequest stands in for the network (jsdom's XHR multipart bodies do not reach MSW's
 * node parser intact; the embedded handler itself is covered in tests/unit/mocks).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyDocumentsUrl, uploadCompanyDocuments, COMPANY_DOCUMENTS_HASH } from '../../../src/api/companyDocuments';
import { config } from '../../../src/config';
import { XhrStandIn } from './fetchXhr';

/** Records the request; the test answers it with `respond` and drives `progress`. */
class FakeXhr extends XhrStandIn {
  static last: FakeXhr;
  body: FormData | null = null;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.uploadListeners.forEach((fn) => fn({ lengthComputable, loaded, total }));
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.fire('load');
  }
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const docs = () => ({ registromercant: pdf('registro.pdf'), cedulaperaut: pdf('cedula.pdf') });
const PAYLOAD = { registromercant: 'empresas/1/r.pdf', podernotarizado: null, cedulaperaut: 'empresas/1/c.pdf' };

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadCompanyDocuments', () => {
  it('POSTs the named PDF parts to {filesUrl}/{hash} with the app key and no session', async () => {
    const pending = uploadCompanyDocuments({ ...docs(), podernotarizado: pdf('poder.pdf') });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${config.filesUrl}/${COMPANY_DOCUMENTS_HASH}`);
    expect(xhr.url).toBe(companyDocumentsUrl());
    expect(xhr.headers).toEqual({ Authorization: `${config.authScheme} null`, 'X-Authorization': config.filesAppKey, Accept: 'application/json' });
    const parts = [...xhr.body!.entries()].map(([k, v]) => [k, (v as File).name]);
    expect(parts).toEqual([
      ['registromercant', 'registro.pdf'],
      ['podernotarizado', 'poder.pdf'],
      ['cedulaperaut', 'cedula.pdf'],
    ]);
    xhr.respond(200, JSON.stringify({ success: true, payload: PAYLOAD }));
    expect(await pending).toEqual({ ok: true, data: PAYLOAD });
  });

  it('leaves out the optional notarised power when not given', async () => {
    const pending = uploadCompanyDocuments({ ...docs(), podernotarizado: null });
    expect([...FakeXhr.last.body!.keys()]).toEqual(['registromercant', 'cedulaperaut']);
    FakeXhr.last.respond(200, JSON.stringify({ success: true, payload: { registromercant: 'a', cedulaperaut: 'b' } }));
    expect(await pending).toEqual({ ok: true, data: { registromercant: 'a', podernotarizado: null, cedulaperaut: 'b' } });
  });

  it('reports upload progress as a fraction, then 1 on success', async () => {
    const seen: number[] = [];
    const pending = uploadCompanyDocuments(docs(), (f) => seen.push(f));
    const xhr = FakeXhr.last;
    xhr.progress(25, 100);
    xhr.progress(10, 0, false); // not computable: ignored
    xhr.progress(100, 100);
    xhr.respond(200, JSON.stringify({ success: true, payload: PAYLOAD }));
    await pending;
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it.each([
    ['HTTP 413 with msg', 413, JSON.stringify({ success: false, msg: 'Demasiado grande' }), { kind: 'http', status: 413, message: 'Demasiado grande' }],
    ['HTTP 500 without JSON', 500, 'boom', { kind: 'http', status: 500, message: undefined }],
    [
      'success:false',
      200,
      JSON.stringify({ success: false, msg: 'No se pudieron guardar los documentos' }),
      { kind: 'rejected', status: 200, message: 'No se pudieron guardar los documentos' },
    ],
    ['not JSON', 200, '<html>', { kind: 'malformed', status: 200 }],
    ['no payload', 200, JSON.stringify({ success: true }), { kind: 'malformed', status: 200 }],
    ['payload without a required route', 200, JSON.stringify({ success: true, payload: { registromercant: 'a' } }), { kind: 'malformed', status: 200 }],
  ])('maps %s to a failure', async (_label, status, text, error) => {
    const seen: number[] = [];
    const pending = uploadCompanyDocuments(docs(), (f) => seen.push(f));
    FakeXhr.last.respond(status, text);
    expect(await pending).toEqual({ ok: false, error });
    expect(seen).toEqual([]);
  });

  it.each(['error', 'abort'] as const)('maps an XHR %s to a network failure', async (type) => {
    const pending = uploadCompanyDocuments(docs());
    FakeXhr.last.fire(type);
    expect(await pending).toEqual({ ok: false, error: { kind: 'network' } });
  });
});
