/**
 * The field data's sender and error capture (issue 28 item 2; src/api/telemetry.ts,
 * src/api/telemetryCapture.ts): errors caught before the sender loads reach it, each thrown value
 * once, with the chart that failed with it when known; nothing is sent before the page is hidden; hiding the page (or pagehide) sends one batch
 * with the route's template; sendBeacon first, fetch with keepalive when it refuses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTelemetry, startTelemetry } from '../../../src/api/telemetry';
import { captureErrors } from '../../../src/api/telemetryCapture';

const URL_ = 'https://telemetria.example.test/v1';

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the sender', () => {
  it('sends nothing while the page is visible, then one batch when it is hidden, with route templates only', () => {
    history.replaceState(null, '', '/app/serviceRequestedDetails/901?tab=pagos');
    const sent: [string, string][] = [];
    const take = startTelemetry(URL_, false, (url, body) => sent.push([url, body]));
    take({ kind: 'error', error: new TypeError('falló 001-0456789-6'), path: location.pathname });
    take({ kind: 'boundary', error: new Error('render'), path: '/app/myDesk' });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe(URL_);
    expect(JSON.parse(sent[0][1])).toEqual({
      v: 1,
      events: [
        { type: 'error', kind: 'error', route: '/app/serviceRequestedDetails/:requestID', name: 'TypeError', message: 'falló [número]' },
        { type: 'error', kind: 'boundary', route: '/app/myDesk', name: 'Error', message: 'render' },
      ],
    });
    expect(sent[0][1]).not.toContain('901');
    // Nothing new: nothing sent on the next hide or pagehide.
    hide();
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    take({ kind: 'rejection', error: new Error('tarde'), path: '/public' });
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('sends at once when the batch is full (40 events)', () => {
    const sent: string[] = [];
    const take = startTelemetry(URL_, false, (_url, body) => sent.push(body));
    for (let i = 0; i < 19; i++) take({ kind: 'error', error: new Error(`e${i}`), path: '/public' });
    expect(sent).toHaveLength(0);
    // 20 errors per page load at most: the batch never fills with errors alone.
    for (let i = 19; i < 60; i++) take({ kind: 'error', error: new Error(`e${i}`), path: '/public' });
    expect(sent).toHaveLength(0);
    hide();
    expect(JSON.parse(sent[0]).events).toHaveLength(20);
  });
});

describe('the transport', () => {
  it('uses navigator.sendBeacon with the text body', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    sendTelemetry(URL_, '{"v":1,"events":[]}');
    expect(beacon).toHaveBeenCalledWith(URL_, '{"v":1,"events":[]}');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive, no-cors and no credentials when sendBeacon refuses or is missing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    sendTelemetry(URL_, 'b1');
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    sendTelemetry(URL_, 'b2');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls[0]).toEqual([
      URL_,
      expect.objectContaining({ method: 'POST', body: 'b1', keepalive: true, mode: 'no-cors', credentials: 'omit' }),
    ]);
    expect(fetchSpy.mock.calls[1][1]).toMatchObject({ body: 'b2', keepalive: true });
  });
});

describe('the error capture before the sender loads', () => {
  it("holds uncaught errors, rejections, chunk failures and the boundaries' catches, each thrown value once, then hands them over in order", () => {
    history.replaceState(null, '', '/app/myDesk');
    const capture = captureErrors();
    const thrown = new RangeError('r');
    dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'r' }));
    const reason = new Error('rechazo');
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = reason;
    dispatchEvent(rejection);
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/a-1234567.js');
    dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: chunk }));
    capture.report('boundary', chunk);
    capture.report('boundary', thrown);
    const got: unknown[] = [];
    capture.handOff((c) => got.push([c.kind, c.error, c.path]));
    expect(got).toEqual([
      ['error', thrown, '/app/myDesk'],
      ['rejection', reason, '/app/myDesk'],
      ['chunk', chunk, '/app/myDesk'],
    ]);
    capture.report('boundary', new Error('después'));
    expect(got).toHaveLength(4);
  });

  it('asks which chart failed with the error, and the sender reports it', () => {
    const failed = new Error('acción rota');
    const capture = captureErrors((error) => (error === failed ? { chart: 'requestDetail', state: 'ready.messages' } : null));
    const sent: string[] = [];
    capture.handOff(startTelemetry(URL_, false, (_url, body) => sent.push(body)));
    capture.report('error', failed);
    capture.report('error', new Error('otro'));
    hide();
    expect(JSON.parse(sent[0]).events.map((e: { chart?: string; state?: string }) => [e.chart, e.state])).toEqual([
      ['requestDetail', 'ready.messages'],
      [undefined, undefined],
    ]);
  });
});
