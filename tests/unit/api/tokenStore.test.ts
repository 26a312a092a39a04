/**
 * Session storage when the browser refuses writes (issue 10 "Storage full"): the session is kept in
 * this tab's memory, the next calls carry the token, and the app is told the session was not
 * persisted. Garbage in the stored keys (contract §0.2 names) reads as "nothing stored".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionNotPersisted, STORAGE_KEYS, storageRefusesWrites, tokenStore } from '../../../src/api/tokenStore';
import { authMiddleware } from '../../../src/api/middleware';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Makes every localStorage.setItem throw as a full storage does. */
function fillStorage() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw quotaError();
  });
}

/** The Authorization header the clients' middleware puts on a call (src/api/clients.ts wiring). */
async function authorizationSent(): Promise<string | null> {
  const mw = authMiddleware({ scheme: () => 'Bearer', getToken: tokenStore.getToken });
  const request = new Request('http://identity.test/get/auth/user');
  const out = await mw.onRequest!({ request } as Parameters<NonNullable<typeof mw.onRequest>>[0]);
  return (out instanceof Request ? out : request).headers.get('Authorization');
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
  localStorage.clear();
});

describe('tokenStore with a full storage (QuotaExceededError)', () => {
  it('keeps the login in memory: reads return it and the next call carries the token, not "Bearer null"', async () => {
    fillStorage();
    const persisted = tokenStore.saveLogin('tok-123', 'https://files.example.do/ana.png');
    expect(persisted).toBe(false);
    expect(tokenStore.getToken()).toBe('tok-123');
    expect(tokenStore.read()).toEqual({ token: 'tok-123', profileImg: 'https://files.example.do/ana.png', userCedula: null, userPrimaryEmail: null });
    expect(await authorizationSent()).toBe('Bearer tok-123');
  });

  it('keeps a refreshed token in memory too, over an older stored one', () => {
    localStorage.setItem('token', JSON.stringify('old-token'));
    fillStorage();
    tokenStore.setToken('new-token');
    expect(tokenStore.getToken()).toBe('new-token');
  });

  it('tells its listeners once the token could not be stored (also a listener added later)', () => {
    const early = vi.fn();
    const stop = onSessionNotPersisted(early);
    fillStorage();
    tokenStore.saveLogin('tok-123', null);
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    const stopLate = onSessionNotPersisted(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    stopLate();
  });

  it('reports a persisted login when the storage accepts it, and tells nobody', () => {
    const listener = vi.fn();
    const stop = onSessionNotPersisted(listener);
    expect(tokenStore.saveLogin('tok-ok', null)).toBe(true);
    expect(localStorage.getItem('token')).toBe('"tok-ok"');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('clear() forgets the memory copy as well (logout)', () => {
    fillStorage();
    tokenStore.saveLogin('tok-123', null);
    tokenStore.clear();
    expect(tokenStore.getToken()).toBeNull();
  });

  it('a storage that cannot even be read (blocked) still serves the memory copy', () => {
    fillStorage();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    tokenStore.saveLogin('tok-123', null);
    expect(tokenStore.getToken()).toBe('tok-123');
  });
});

describe('tokenStore with garbage in the stored keys', () => {
  const garbage: Array<[string, string]> = [
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["a","b"]'],
    ['an object', '{"token":"x"}'],
    ['a boolean', 'true'],
    ['a bare word', 'undefined'],
  ];
  it.each(garbage)('reads %s as nothing stored', (_, raw) => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, raw);
    expect(tokenStore.read()).toEqual({ token: null, profileImg: null, userCedula: null, userPrimaryEmail: null });
    expect(tokenStore.getToken()).toBeNull();
  });

  it('reads an empty string token as no token (never "Bearer ")', () => {
    localStorage.setItem('token', '""');
    expect(tokenStore.getToken()).toBeNull();
  });

  it('reads a huge string without failing', () => {
    const huge = 'x'.repeat(2_000_000);
    localStorage.setItem('profile_img', JSON.stringify(huge));
    expect(tokenStore.read().profileImg).toHaveLength(2_000_000);
  });
});

describe('storageRefusesWrites (issue 25 "Storage full": explained after a reload)', () => {
  it('a working storage accepts the probe and keeps nothing of it', () => {
    expect(storageRefusesWrites()).toBe(false);
    expect(localStorage.length).toBe(0);
  });
  it('a full storage refuses it', () => {
    fillStorage();
    expect(storageRefusesWrites()).toBe(true);
  });
});
