/**
 * The pure part of the field data (issue 28 item 2, src/domain/telemetry.ts): route templates, the
 * scrubbing of error messages, the batch (what it keeps, when it asks to be sent, the beacon body)
 * and what the receiving server keeps of a body. Expectations from the rules: the route's
 * template, never its ids or query; no cédula, e-mail, phone or long number in a message; batched.
 */
import { describe, expect, it } from 'vitest';
import {
  createTelemetryBatch,
  errorEvent,
  MESSAGE_MAX,
  readTelemetryBatch,
  routeTemplate,
  scrubMessage,
  stateText,
  UNKNOWN_ROUTE,
  type TelemetryEvent,
} from '../../../src/domain/telemetry';

const metric = (name: 'LCP' | 'INP' | 'CLS', value: number, route = '/public'): TelemetryEvent => ({ type: 'metric', name, value, rating: 'good', route });

describe('route templates', () => {
  it('give the pattern of src/domain/routes.ts, never the ids, the query or the fragment', () => {
    expect(routeTemplate('/app/serviceRequestedDetails/901', false)).toBe('/app/serviceRequestedDetails/:requestID');
    expect(routeTemplate('/app/serviceRequestedDetails/901?tab=pagos#x', false)).toBe('/app/serviceRequestedDetails/:requestID');
    expect(routeTemplate('/app/requestService/12/131987656/Hotel%20Caribe', false)).toBe('/app/requestService/:serviceID/:companyID?/:companyName?');
    expect(routeTemplate('/public', false)).toBe('/public');
  });

  it('an address that is no route, or a demo page in a remote build, is one bucket', () => {
    expect(routeTemplate('/otra/cosa/001-0456789-6', false)).toBe(UNKNOWN_ROUTE);
    expect(routeTemplate('/demo/mailbox', false)).toBe(UNKNOWN_ROUTE);
    expect(routeTemplate('/demo/mailbox', true)).toBe('/demo/mailbox');
  });
});

describe('scrubbing an error message', () => {
  it('removes cédulas, RNCs, phone numbers and any run of six digits or more', () => {
    expect(scrubMessage('cédula 001-0456789-6 no válida')).toBe('cédula [número] no válida');
    expect(scrubMessage('00104567896')).toBe('[número]');
    expect(scrubMessage('RNC 131-98765-6, tel. 809 555 0100 o 809.555.0100')).toBe('RNC [número], tel. [número] o [número]');
    expect(scrubMessage('token 123456')).toBe('token [número]');
    // Five digits and short numbers stay (line numbers, counts, HTTP statuses).
    expect(scrubMessage('HTTP 500 en la línea 12345')).toBe('HTTP 500 en la línea 12345');
  });

  it('removes e-mail-like text', () => {
    expect(scrubMessage('No se pudo enviar a ana.rodriguez+x@correo.example.do.')).toBe('No se pudo enviar a [correo]');
    expect(scrubMessage('<ana@x.do>')).toBe('<[correo]>');
  });

  it('keeps a URL or path without its query, fragment and numeric segments', () => {
    expect(scrubMessage('GET https://api.example.test/admin/requests/901?citizenId=00104567896 failed')).toBe(
      'GET https://api.example.test/admin/requests/:n failed',
    );
    expect(scrubMessage('en /app/serviceRequestedDetails/2001#pagos')).toBe('en /app/serviceRequestedDetails/:n');
    expect(scrubMessage('Failed to fetch dynamically imported module: https://portal.example.test/assets/Detail-a1b2c3d.js')).toBe(
      'Failed to fetch dynamically imported module: https://portal.example.test/assets/Detail-a1b2c3d.js',
    );
  });

  it(`collapses white space and keeps at most ${MESSAGE_MAX} characters`, () => {
    expect(scrubMessage('  a\n\n b\t')).toBe('a b');
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(MESSAGE_MAX);
  });
});

describe('error events', () => {
  it('hold the kind, the route template, the class name and the scrubbed message', () => {
    expect(errorEvent('error', new TypeError('x de ana@x.do es undefined'), '/app/myDesk')).toEqual({
      type: 'error',
      kind: 'error',
      route: '/app/myDesk',
      name: 'TypeError',
      message: 'x de [correo] es undefined',
    });
  });

  it('a thrown value that is not an object reports its type only (a thrown string could be anything typed)', () => {
    expect(errorEvent('rejection', '001-0456789-6 Ana María', '/public')).toMatchObject({ name: 'NonError', message: '(string)' });
    expect(errorEvent('rejection', undefined, '/public')).toMatchObject({ name: 'NonError', message: '(undefined)' });
  });

  it('a chunk that did not load is kind chunk, whoever caught it', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/x-abc1234.js');
    expect(errorEvent('boundary', failed, '/public').kind).toBe('chunk');
    expect(errorEvent('rejection', new Error('Unable to preload CSS for /assets/y.css'), '/public').kind).toBe('chunk');
  });

  it('carries the chart id and state when known, and an odd class name becomes Error', () => {
    expect(errorEvent('error', new Error('boom'), '/public', { chart: 'requestDetail', state: 'ready.messages' })).toMatchObject({
      chart: 'requestDetail',
      state: 'ready.messages',
    });
    expect(errorEvent('error', new Error('boom'), '/public')).not.toHaveProperty('chart');
    expect(errorEvent('error', { name: 'ana@x.do', message: 'm' }, '/public').name).toBe('Error');
  });

  it('writes a state value as dotted paths, parallel regions joined by commas', () => {
    expect(stateText('idle')).toBe('idle');
    expect(stateText({ ready: 'messages' })).toBe('ready.messages');
    expect(stateText({ a: 'x', b: { c: 'y' } })).toBe('a.x,b.c.y');
    expect(stateText({ a: {} })).toBe('a');
  });
});

describe('the batch', () => {
  it('is empty until something is added; take() gives the beacon body and empties it', () => {
    const batch = createTelemetryBatch();
    expect(batch.take()).toBeNull();
    batch.add(metric('LCP', 1200));
    batch.add(errorEvent('error', new Error('e'), '/public'));
    expect(JSON.parse(batch.take() ?? '')).toEqual({
      v: 1,
      events: [metric('LCP', 1200), { type: 'error', kind: 'error', route: '/public', name: 'Error', message: 'e' }],
    });
    expect(batch.take()).toBeNull();
  });

  it('keeps the last value of a metric per route (CLS and INP are reported again as they grow)', () => {
    const batch = createTelemetryBatch();
    batch.add(metric('CLS', 0.01));
    batch.add(metric('CLS', 0.2));
    batch.add(metric('CLS', 0.05, '/app/myDesk'));
    expect(JSON.parse(batch.take() ?? '').events).toEqual([metric('CLS', 0.2), metric('CLS', 0.05, '/app/myDesk')]);
  });

  it('drops an error already reported in this page load, even after a send, and errors past the limit', () => {
    const batch = createTelemetryBatch({ maxErrors: 2 });
    const e = (m: string) => errorEvent('error', new Error(m), '/public');
    expect(batch.add(e('a'))).toBe(true);
    expect(batch.add(e('a'))).toBe(false);
    batch.take();
    expect(batch.add(e('a'))).toBe(false);
    expect(batch.add(e('b'))).toBe(true);
    expect(batch.add(e('c'))).toBe(false);
    expect(batch.add(metric('LCP', 1))).toBe(true);
  });

  it('asks to be sent once it holds maxEvents events', () => {
    const batch = createTelemetryBatch({ maxEvents: 3 });
    batch.add(metric('LCP', 1));
    batch.add(metric('INP', 1));
    expect(batch.full()).toBe(false);
    batch.add(metric('CLS', 1));
    expect(batch.full()).toBe(true);
    batch.take();
    expect(batch.full()).toBe(false);
  });
});

describe('what the server keeps of a beacon body', () => {
  it('only the fields of an event, known route templates, messages scrubbed again', () => {
    const body = JSON.stringify({
      v: 1,
      events: [
        { ...metric('LCP', 2100), cedula: '001-0456789-6' },
        { type: 'error', kind: 'error', route: '/app/serviceRequestedDetails/901', name: 'Error', message: 'de ana@x.do', token: 'abc' },
        { type: 'metric', name: 'XYZ', value: 1, rating: 'good', route: '/public' },
        { type: 'error', kind: 'other', route: '/public', name: 'E', message: '' },
      ],
    });
    expect(readTelemetryBatch(body)).toEqual([
      metric('LCP', 2100),
      { type: 'error', kind: 'error', route: UNKNOWN_ROUTE, name: 'Error', message: 'de [correo]' },
    ]);
  });

  it('nothing from a body that is not a batch', () => {
    expect(readTelemetryBatch('no json')).toEqual([]);
    expect(readTelemetryBatch('{"events":[]}')).toEqual([]);
    expect(readTelemetryBatch('{"v":1,"events":{}}')).toEqual([]);
  });
});
