/**
 * The login chart with its REAL actors and stored-login actions (spec 000 §7 POST /auth/login, GET
 * /get/auth/user, POST /citizens after login; §8 Failed login request), the API layer and the token
 * store replaced by recording fakes (the model test replaces the actors themselves).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fail, ok } from '../../../src/api/result';
import { sampleUser } from '../../model/machines/fixtures';

const api = vi.hoisted(() => ({ login: vi.fn(), loadCurrentUser: vi.fn(), postCitizenRecord: vi.fn() }));
const store = vi.hoisted(() => ({ saveLogin: vi.fn(), clear: vi.fn() }));
vi.mock('../../../src/api/auth', () => api);
vi.mock('../../../src/api/tokenStore', () => ({ tokenStore: store }));

const { loginMachine } = await import('../../../src/machines/login.machine');

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

function signIn() {
  const toasts: unknown[] = [];
  const actor = createActor(loginMachine.provide({ actions: { notifyError: (_, params) => void toasts.push(params) } })).start();
  actor.send({ type: 'field.change', field: 'citizen_id', value: '001-1391820-5' });
  actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
  actor.send({ type: 'form.submit' });
  return { actor, toasts };
}

describe('login chart with its real actors', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.postCitizenRecord.mockResolvedValue(ok(true));
  });

  it('signs in: POST /auth/login without dashes, token and image stored, user loaded and sent to the admin API', async () => {
    api.login.mockResolvedValue(ok({ token: 'tok.123', profileImg: '/perfil/ana.png' }));
    api.loadCurrentUser.mockResolvedValue(ok(sampleUser));
    const { actor, toasts } = signIn();
    await waitFor(actor, (s) => s.status === 'done', bounded);
    expect(api.login.mock.calls).toEqual([['00113918205', 'Demo1234']]);
    expect(store.saveLogin.mock.calls).toEqual([['tok.123', '/perfil/ana.png']]);
    expect(api.loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(api.postCitizenRecord.mock.calls).toEqual([[sampleUser]]);
    expect(actor.getSnapshot().output).toEqual({ user: sampleUser, profileImg: '/perfil/ana.png' });
    expect([store.clear.mock.calls, toasts]).toEqual([[], []]);
  });

  it('a refusal shows the server message; nothing stored or cleared', async () => {
    api.login.mockResolvedValue(fail({ kind: 'rejected', message: 'Usuario o contraseña incorrectos' }));
    const { actor, toasts } = signIn();
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actor.getSnapshot().context.serverMessage).toBe('Usuario o contraseña incorrectos');
    expect([store.saveLogin.mock.calls, store.clear.mock.calls, toasts]).toEqual([[], [], []]);
  });

  it('a failed user load clears the stored token and image, shows the toast, and posts no record', async () => {
    api.login.mockResolvedValue(ok({ token: 'tok.123', profileImg: null }));
    api.loadCurrentUser.mockResolvedValue(fail({ kind: 'http', status: 500 }));
    const { actor, toasts } = signIn();
    await waitFor(actor, (s) => s.matches('editing') && toasts.length > 0, bounded);
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ key: 'login.failed' }]);
    expect(api.postCitizenRecord).not.toHaveBeenCalled();
  });
});
