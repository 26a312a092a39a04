/**
 * Every place that percent-decodes text never throws on a malformed sequence (issue 10 "Hostile
 * text": malformed `%` sequences wherever text or routes are decoded):
 * - route parameters (src/domain/routes.ts safeDecode, matchRoute, resolveRoute; spec 000 §2),
 * - message texts, URI-decoded to be shown (src/machines/requestDetail/messages.machine.ts
 *   decodeMessageText; spec 001 §2.5),
 * - the embedded backend's path parameters and stored messages (src/mocks/handlers/common.ts
 *   decodeParam; src/mocks/requestStore.ts storedCommentText, readableCommentText).
 * A malformed sequence comes back as typed; a valid one is decoded; hostile markup stays a string
 * (rendering it as text is the views' part, checked in the browser by tests/e2e/hostile-text.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { matchRoute, resolveRoute, safeDecode } from '../../../src/domain/routes';
import { decodeMessageText } from '../../../src/machines/requestDetail/messages.machine';
import { decodeParam } from '../../../src/mocks/handlers/common';
import { readableCommentText, storedCommentText } from '../../../src/mocks/requestStore';

/** The malformed forms of the browser suite (tests/e2e/hostile/payloads.ts MALFORMED_PERCENT), plus a few more. */
const MALFORMED = ['%', '%E0%A4%A', '%C3%28', '%%', '%u0041', '100%', '%ZZ', '%C3', '%ED%A0%80', 'a%2', '%F0%9F%98'];

describe('decoding helpers on malformed percent sequences', () => {
  it.each(MALFORMED)('safeDecode(%j) gives the text back unchanged', (m) => {
    expect(safeDecode(m)).toBe(m);
    expect(safeDecode(`Hotel ${m} Caribe`)).toBe(`Hotel ${m} Caribe`);
  });

  it.each(MALFORMED)('decodeMessageText(%j) gives the text back unchanged', (m) => {
    expect(decodeMessageText(m)).toBe(m);
    expect(decodeMessageText(`Revise el ${m} del plano`)).toBe(`Revise el ${m} del plano`);
  });

  it.each(MALFORMED)('the embedded backend keeps %j readable and storable', (m) => {
    expect(decodeParam(m)).toBe(m);
    expect(readableCommentText(m)).toBe(m);
    // Stored encoded (as the real backend keeps messages) and read back as typed.
    expect(readableCommentText(storedCommentText(`Pago del ${m}`))).toBe(`Pago del ${m}`);
  });

  it('valid sequences are decoded', () => {
    expect(safeDecode('Hotel%20Caribe%20Colonial')).toBe('Hotel Caribe Colonial');
    expect(safeDecode('Bah%C3%ADa')).toBe('Bahía');
    expect(decodeMessageText('Hemos%20recibido%20su%20solicitud.')).toBe('Hemos recibido su solicitud.');
    expect(decodeParam('ana%40demo.do')).toBe('ana@demo.do');
  });

  it('a hostile message, encoded, decodes to the same inert string; a non-string message is empty', () => {
    const hostile = '<img src=x onerror=alert(1)> %E0%A4%A';
    expect(decodeMessageText(encodeURIComponent(hostile))).toBe(hostile);
    expect(decodeMessageText('%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(decodeMessageText(null)).toBe('');
    expect(decodeMessageText(42)).toBe('');
  });
});

describe('routes with malformed percent sequences', () => {
  it.each(MALFORMED)(
    'every parameterised route matches %j without throwing, leaves the value out and marks it malformed (issue 25: nothing is called with it)',
    (m) => {
      // The browser leaves these as typed in the path (it does not re-encode a '%').
      const raw = m;
      expect(matchRoute(`/app/serviceDescription/${raw}`)).toEqual({
        route: expect.objectContaining({ id: 'serviceDescription' }),
        params: {},
        malformed: true,
      });
      expect(matchRoute(`/app/activateAccount/${raw}`)).toEqual({ route: expect.objectContaining({ id: 'activateAccount' }), params: {}, malformed: true });
      expect(matchRoute(`/app/serviceRequestedDetails/${raw}`)).toEqual({
        route: expect.objectContaining({ id: 'serviceRequestedDetails' }),
        params: {},
        malformed: true,
      });
      expect(matchRoute(`/app/validatePayment/${raw}`)).toEqual({ route: expect.objectContaining({ id: 'validatePayment' }), params: {}, malformed: true });
      expect(matchRoute(`/app/requestService/1/${raw}/${raw}`)).toEqual({
        route: expect.objectContaining({ id: 'requestService' }),
        params: { serviceID: '1' },
        malformed: true,
      });
    },
  );

  it.each(MALFORMED)('an unknown category %j goes to all services; a private route waits or goes home', (m) => {
    expect(resolveRoute(`/app/listOfServices/${m}`, 'anonymous')).toEqual({ kind: 'redirect', to: '/app/allServices' });
    expect(resolveRoute(`/app/serviceRequestedDetails/${m}`, 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
    expect(resolveRoute(`/app/serviceRequestedDetails/${m}`, 'unknown')).toEqual({
      kind: 'wait',
      route: expect.objectContaining({ id: 'serviceRequestedDetails' }),
    });
    expect(resolveRoute(`/${m}`, 'anonymous')).toEqual({ kind: 'redirect', to: '/public' });
  });
});
