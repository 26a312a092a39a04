// @vitest-environment node
/**
 * The embedded build's stand-in for `tough-cookie` (src/mocks/cookieJarLite.ts, aliased in
 * vite.config.ts; issue 11 "Fast on a cheap phone"). The oracle is the real package: the same
 * `Set-Cookie` headers set on both jars give the same cookies for the same request URLs (the
 * host-only cookies MSW's cookie store handles), and what MSW persists reads back.
 */
import { describe, expect, it } from 'vitest';
import * as real from 'tough-cookie';
import { Cookie, CookieJar, MemoryCookieStore } from '../../../src/mocks/cookieJarLite';

const ORIGIN = 'http://127.0.0.1:4173';

/** name=value pairs the jar sends to `url`, sorted. */
function sent(cookies: readonly { key: string; value: string }[]): string[] {
  return cookies.map((c) => `${c.key}=${c.value}`).sort();
}

describe('cookieJarLite', () => {
  it('answers the cookies of a URL as tough-cookie does: host-only, path-matched, deleted by Max-Age or a past Expires', async () => {
    const lite = new CookieJar(new MemoryCookieStore());
    const tough = new real.CookieJar(new real.MemoryCookieStore());
    const set: [string, string][] = [
      ['a=1', `${ORIGIN}/api/identity/login`],
      ['b=2; Path=/', `${ORIGIN}/x`],
      ['c=3; Path=/api/files', `${ORIGIN}/api/files/upload`],
      ['d=4; Path=/api/files; Max-Age=600; HttpOnly; SameSite=Lax', `${ORIGIN}/`],
      ['e=5; Max-Age=0', `${ORIGIN}/`],
      ['b=20; Path=/', `${ORIGIN}/y`],
      ['c=; Path=/api/files; Expires=Thu, 01 Jan 1970 00:00:00 GMT', `${ORIGIN}/`],
      ['f=6; Path=/; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT', `${ORIGIN}/`],
      ['not a cookie', `${ORIGIN}/`],
      ['g=7', 'http://other.test/'],
    ];
    for (const [header, url] of set) {
      await lite.setCookie(header, url);
      await tough.setCookie(header, url, { ignoreError: true });
    }
    for (const url of [
      `${ORIGIN}/`,
      `${ORIGIN}/api/identity/x`,
      `${ORIGIN}/api/identity`,
      `${ORIGIN}/api/files/1`,
      `${ORIGIN}/api/filesX`,
      'http://other.test/a',
      'http://localhost:4173/',
    ]) {
      expect(sent(lite.getCookiesSync(url)), url).toEqual(sent(tough.getCookiesSync(url)));
    }
    expect(sent(lite.getCookiesSync(`${ORIGIN}/api/identity/x`))).toEqual(['a=1', 'b=20', 'f=6']);
  });

  it('serialises as MSW persists and reads back its store index (toJSON, fromJSON), refusing what is not a cookie', async () => {
    const store = new MemoryCookieStore();
    await new CookieJar(store).setCookie('token=abc; Path=/api', `${ORIGIN}/api/x`);
    const saved = JSON.parse(
      JSON.stringify(Object.values(store.idx).flatMap((byPath) => Object.values(byPath).flatMap((byKey) => Object.values(byKey)))),
    ) as unknown[];
    expect(saved).toEqual([{ key: 'token', value: 'abc', domain: '127.0.0.1', path: '/api' }]);
    const back = Cookie.fromJSON(saved[0]);
    expect(back?.toString()).toBe('token=abc');
    expect(Cookie.fromJSON(JSON.stringify(saved[0]))?.path).toBe('/api');
    expect(Cookie.fromJSON(null)).toBeNull();
    expect(Cookie.fromJSON('{')).toBeNull();
    expect(Cookie.fromJSON({ value: 'x' })).toBeNull();
  });
});
