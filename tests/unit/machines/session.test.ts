/**
 * The session chart's pure parts and its REAL actor and storage actions (spec 000 §3 Session "Stored
 * locally", §4 Session, §7 GET /get/auth/user; issue 10), with the API layer and the token store
 * replaced by recording fakes (the model test replaces the actor and these actions themselves).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, fail, ok } from '../../../src/api/result';
import { sampleUser } from '../../model/machines/fixtures';

const api = vi.hoisted(() => ({ loadCurrentUser: vi.fn() }));
const store = vi.hoisted(() => ({ read: vi.fn(), saveUser: vi.fn(), clear: vi.fn() }));
const refuses = vi.hoisted(() => vi.fn(() => false));
vi.mock('../../../src/api/auth', () => api);
vi.mock('../../../src/api/tokenStore', () => ({
  tokenStore: store,
  onSessionNotPersisted: vi.fn(),
  storageRefusesWrites: refuses,
  STORAGE_KEYS: { token: 'token' },
}));
vi.mock('../../../src/api/clients', () => ({ onSessionExpired: vi.fn() }));

const { isTokenRefusal, readSessionInput, sessionMachine } = await import('../../../src/machines/session.machine');

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

const stored = (token: string | null, profileImg: string | null) => ({ token, profileImg, userCedula: null, userPrimaryEmail: null });

describe('readSessionInput (spec 000 §3 Session "Stored locally: token, profile image")', () => {
  it('a stored token starts the user load, with the stored image (the storage is not probed)', () => {
    store.read.mockReturnValue(stored('tok.123', '/perfil/ana.png'));
    refuses.mockReturnValue(true);
    expect(readSessionInput()).toEqual({ hasToken: true, profileImg: '/perfil/ana.png', storageFull: false });
    expect(refuses).not.toHaveBeenCalled();
  });
  it('without a token the session starts anonymous, told whether the storage refuses writes (issue 25 "Storage full")', () => {
    store.read.mockReturnValue(stored(null, null));
    refuses.mockReturnValue(false);
    expect(readSessionInput()).toEqual({ hasToken: false, profileImg: null, storageFull: false });
    refuses.mockReturnValue(true);
    expect(readSessionInput()).toEqual({ hasToken: false, profileImg: null, storageFull: true });
  });
});

describe('isTokenRefusal (spec 000 §2 "If the current user cannot be loaded…"; issue 10)', () => {
  it.each([
    ['HTTP 401', { kind: 'http', status: 401 }],
    ['HTTP 403', { kind: 'http', status: 403 }],
    ['success: false', { kind: 'rejected', message: 'Token inválido' }],
    ['the failed refresh', { kind: 'expired' }],
  ] as const)('%s ends the session', (_, failure) => {
    expect(isTokenRefusal(new ApiError(failure))).toBe(true);
  });
  it.each([
    ['network', { kind: 'network' }],
    ['HTTP 500', { kind: 'http', status: 500 }],
    ['HTTP 404', { kind: 'http', status: 404 }],
    ['HTTP without status', { kind: 'http' }],
    ['malformed', { kind: 'malformed' }],
    ['malformed, whatever the status', { kind: 'malformed', status: 401 }],
    ['timeout', { kind: 'timeout' }],
  ] as const)('%s is transient', (_, failure) => {
    expect(isTokenRefusal(new ApiError(failure))).toBe(false);
  });
  it('an error that is not an API failure is transient', () => {
    expect(isTokenRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isTokenRefusal(undefined)).toBe(false);
  });
});

describe('session chart with its real actor and storage actions', () => {
  beforeEach(() => vi.resetAllMocks());

  function boot(hasToken: boolean) {
    const done: string[] = [];
    const machine = sessionMachine.provide({
      actions: {
        reloadPage: () => void done.push('reloadPage'),
        goToPublic: () => void done.push('goToPublic'),
        goToSignIn: () => void done.push('goToSignIn'),
        endExpiredSession: (_, citizenId) => void done.push(`endExpiredSession ${citizenId}`),
      },
    });
    return { actor: createActor(machine, { input: { hasToken, profileImg: null } }).start(), done };
  }

  it('a stored token loads the user (GET /get/auth/user) and remembers identity number and e-mail', async () => {
    api.loadCurrentUser.mockResolvedValue(ok(sampleUser));
    const { actor } = boot(true);
    await waitFor(actor, (s) => s.matches('authenticated'), bounded);
    expect(api.loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toEqual(sampleUser);
    expect(store.saveUser.mock.calls).toEqual([['00113918205', 'ana.rodriguez@correo.do']]);
    expect(store.clear).not.toHaveBeenCalled();
  });

  it('a refused token clears the stored session and goes to /public', async () => {
    api.loadCurrentUser.mockResolvedValue(fail({ kind: 'http', status: 401 }));
    const { actor, done } = boot(true);
    await waitFor(actor, (s) => s.matches('anonymous'), bounded);
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(done).toEqual(['goToPublic']);
  });

  it('a transient failure keeps the stored session', async () => {
    api.loadCurrentUser.mockResolvedValue(fail({ kind: 'network' }));
    const { actor, done } = boot(true);
    await waitFor(actor, (s) => s.matches('userUnavailable'), bounded);
    expect([store.clear.mock.calls, done]).toEqual([[], []]);
  });

  it('signing in remembers the user; an expired session ends the stored one keeping the drafts and loads the sign-in (issue 25)', () => {
    const { actor, done } = boot(false);
    actor.send({ type: 'session.signedIn', user: sampleUser, profileImg: '/perfil/ana.png' });
    expect(store.saveUser.mock.calls).toEqual([['00113918205', 'ana.rodriguez@correo.do']]);
    expect(actor.getSnapshot().context.profileImg).toBe('/perfil/ana.png');
    actor.send({ type: 'session.expired' });
    expect(store.clear).not.toHaveBeenCalled();
    expect(done).toEqual(['endExpiredSession 00113918205', 'goToSignIn']);
  });

  it('another tab\'s logout clears the store and reloads at once (issue 25 "Every tab")', () => {
    const { actor, done } = boot(false);
    actor.send({ type: 'session.signedIn', user: sampleUser, profileImg: null });
    actor.send({ type: 'session.endedElsewhere' });
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(done).toEqual(['reloadPage']);
  });

  describe('timers (spec 000 §4, §9: global loading hides 2 s after authentication; logout delay 1500 ms)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('the global loader stays 2000 ms after signing in', () => {
      const { actor } = boot(false);
      actor.send({ type: 'session.signedIn', user: sampleUser, profileImg: null });
      vi.advanceTimersByTime(1999);
      expect(actor.getSnapshot().matches({ authenticated: 'settling' })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
    });

    it("'Cerrando sesión' stays 1500 ms, then the store is cleared and the page reloads", () => {
      const { actor, done } = boot(false);
      actor.send({ type: 'session.signedIn', user: sampleUser, profileImg: null });
      actor.send({ type: 'session.logout' });
      vi.advanceTimersByTime(1499);
      expect([actor.getSnapshot().value, store.clear.mock.calls, done]).toEqual(['loggingOut', [], []]);
      vi.advanceTimersByTime(1);
      expect([actor.getSnapshot().value, store.clear.mock.calls.length, done]).toEqual(['signedOut', 1, ['reloadPage']]);
    });
  });

  it('issue 10: a refused token store keeps the session in memory and says so, in any state', () => {
    const { actor } = boot(false);
    expect(actor.getSnapshot().context.storageNoticeKey).toBeNull();
    actor.send({ type: 'session.storageFull' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.storageNoticeKey]).toEqual(['anonymous', 'session.storageFull']);
    actor.send({ type: 'session.signedIn', user: sampleUser, profileImg: null });
    expect(actor.getSnapshot().context.storageNoticeKey).toBe('session.storageFull');
  });
});
