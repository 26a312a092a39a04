/**
 * Embedded backend dispatch (src/mocks/dispatch.ts, issue 11 "Fast on a cheap phone"): a request
 * is tried only against the handlers whose method and literal URL prefix can match, in their
 * original order, and gets the same answer as with every handler.
 */
import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { candidatesFor, dispatchingHandler, indexHandlers, literalPrefix } from '../../../src/mocks/dispatch';
import { handlers as realHandlers } from '../../../src/mocks/handlers';
import { config } from '../../../src/config';

const O = 'http://127.0.0.1:4391';

describe('literalPrefix', () => {
  it('cuts an absolute path before its first parameter or wildcard, keeping the port', () => {
    expect(literalPrefix('http://127.0.0.1:4391/api/Admin/services/:serviceId', O)).toBe('http://127.0.0.1:4391/api/admin/services/');
    expect(literalPrefix('http://127.0.0.1:4391/api/content/*', O)).toBe('http://127.0.0.1:4391/api/content/');
    expect(literalPrefix('https://h.example/web/v1/homeImage', O)).toBe('https://h.example/web/v1/homeimage');
  });
  it('resolves a relative path against the origin', () => {
    expect(literalPrefix('/api/x/:id', O)).toBe('http://127.0.0.1:4391/api/x/');
  });
  it('keeps everything (empty prefix) for wildcards, RegExps, functions and unusual characters', () => {
    expect(literalPrefix('*', O)).toBe('');
    expect(literalPrefix(/api/, O)).toBe('');
    expect(literalPrefix(() => true, O)).toBe('');
    expect(literalPrefix('/api/año', O)).toBe('');
  });
});

describe('candidatesFor', () => {
  const many: HttpHandler[] = [
    http.all(`${O}/api/a/*`, () => undefined),
    ...Array.from({ length: 50 }, (_, i) => http.get(`${O}/api/b/item${i}/:id`, () => HttpResponse.json({ i }))),
    http.post(`${O}/api/a/things`, () => HttpResponse.json({ posted: true })),
    http.get(`${O}/api/a/things/:id`, ({ params }) => HttpResponse.json({ id: params.id })),
    http.get(/special/, () => HttpResponse.json({ regexp: true })),
  ];
  const entries = indexHandlers(many, O);

  it('keeps only handlers whose method and prefix can match, in order', () => {
    const indices = (list: HttpHandler[]) => list.map((h) => many.indexOf(h));
    expect(indices(candidatesFor(entries, 'get', `${O}/API/a/things/7?x=1`))).toEqual([0, 52, 53]);
    expect(indices(candidatesFor(entries, 'POST', `${O}/api/a/things`))).toEqual([0, 51]);
  });

  it('answers like the whole list, having tried 3 handlers instead of 55', async () => {
    const request = new Request(`${O}/api/a/things/7`);
    const direct = await getResponse(many, request.clone());
    const filtered = await getResponse([dispatchingHandler(many, O)], request.clone());
    expect(await filtered?.json()).toEqual({ id: '7' });
    expect(await direct?.json()).toEqual({ id: '7' });
    expect(await getResponse([dispatchingHandler(many, O)], new Request(`${O}/nothing/here`))).toBeUndefined();
  });

  it('keeps, for every real handler of the embedded backend, the handler a sample request needs', () => {
    const all = indexHandlers(realHandlers, O);
    const home = candidatesFor(all, 'GET', `${config.contentUrl}/web/v1/homeImage`);
    expect(home.length).toBeGreaterThan(0);
    expect(home.length).toBeLessThan(realHandlers.length / 4);
  });
});
