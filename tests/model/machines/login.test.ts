import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentUser, LoginOutcome } from '../../../src/api/auth';
import type { MessageKey } from '../../../src/messages/es';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { networkError, rejectedError, sampleUser } from './fixtures';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'login',
  () => Promise.all([import('./login.model'), import('../../../src/machines/login.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.loginModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.loginModel);
  describeOracleReach(ready.model.loginModel);
  describeSpecCitations(ready.chart.loginMachine);
}

interface Controlled<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** The chart with controlled `login` / `loadUser` actors and recorded provided actions. */
function start() {
  const logins: Array<{ citizenId: string; password: string }> = [];
  const pendingLogin: Array<Controlled<LoginOutcome>> = [];
  const pendingUser: Array<Controlled<CurrentUser>> = [];
  const actions: Array<{ name: string; params?: unknown }> = [];
  const machine = chart().loginMachine.provide({
    actors: {
      login: fromPromise<LoginOutcome, { citizenId: string; password: string }>(({ input }) => {
        logins.push(input);
        return new Promise((resolve, reject) => pendingLogin.push({ resolve, reject }));
      }),
      loadUser: fromPromise<CurrentUser>(() => new Promise((resolve, reject) => pendingUser.push({ resolve, reject }))),
    },
    actions: {
      storeLogin: (_, token: LoginOutcome) => void actions.push({ name: 'storeLogin', params: token }),
      clearStoredLogin: () => void actions.push({ name: 'clearStoredLogin' }),
      notifyError: (_, params: { key: MessageKey }) => void actions.push({ name: 'notifyError', params }),
    },
  });
  const actor = createActor(machine).start();
  const fill = (citizenId = '001-1391820-5', password = 'Demo1234') => {
    actor.send({ type: 'field.change', field: 'citizen_id', value: citizenId });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  return { actor, logins, pendingLogin, pendingUser, actions, fill };
}

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

const failedCallActions = [{ name: 'clearStoredLogin' }, { name: 'notifyError', params: { key: 'login.failed' } }];

describe('login chart (behaviour)', () => {
  it('spec 000 §5: an empty submit marks both fields required and sends nothing', () => {
    const { actor, logins } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ citizen_id: 'errors.required', password: 'errors.required' });
    // Typing in a field clears its error only.
    actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    expect(actor.getSnapshot().context.errors).toEqual({ citizen_id: 'errors.required' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(logins).toEqual([]);
  });

  it('spec 000 §5, §7: a complete form sends POST /auth/login once, without dashes, even on a double click', () => {
    const { actor, logins, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(logins).toEqual([{ citizenId: '00113918205', password: 'Demo1234' }]);
  });

  it("spec 000 §7: the answer's token and profile image are stored and the image goes to the session", async () => {
    const { actor, pendingLogin, pendingUser, actions, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    pendingLogin[0].resolve({ token: 'tok.123', profileImg: '/perfil/ana.png' });
    await waitFor(actor, (s) => s.matches('loadingUser'), bounded);
    expect(actions).toEqual([{ name: 'storeLogin', params: { token: 'tok.123', profileImg: '/perfil/ana.png' } }]);
    pendingUser[0].resolve(sampleUser);
    await waitFor(actor, (s) => s.status === 'done', bounded);
    expect(actor.getSnapshot().output).toEqual({ user: sampleUser, profileImg: '/perfil/ana.png' });
  });

  it('spec 000 §8: a refusal shows the server message; a new submit removes it while sending', async () => {
    const { actor, pendingLogin, actions, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    pendingLogin[0].reject(rejectedError('Usuario o contraseña incorrectos'));
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actor.getSnapshot().context.serverMessage).toBe('Usuario o contraseña incorrectos');
    expect(actions).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    // spec 000 §8 Failed login request: the second attempt fails on the network: the toast, no message.
    pendingLogin[1].reject(networkError);
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(actions).toEqual(failedCallActions);
  });

  it('spec 000 §8: a refusal without a message leaves nothing under the form', async () => {
    const { actor, pendingLogin, actions, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    pendingLogin[0].reject(rejectedError(undefined as unknown as string));
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(actions).toEqual([]);
  });

  it('spec 000 §8: an unexpected failure of the call (not an API failure) is a failed login request', async () => {
    const { actor, pendingLogin, actions, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    pendingLogin[0].reject(new TypeError('Failed to fetch'));
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(actions).toEqual(failedCallActions);
  });

  it('spec 000 §8: a failed user load clears the stored login and shows the toast; the form keeps its values', async () => {
    const { actor, pendingLogin, pendingUser, actions, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    pendingLogin[0].resolve({ token: 'tok.123', profileImg: null });
    await waitFor(actor, (s) => s.matches('loadingUser'), bounded);
    pendingUser[0].reject(networkError);
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect(actions).toEqual([{ name: 'storeLogin', params: { token: 'tok.123', profileImg: null } }, ...failedCallActions]);
    expect(actor.getSnapshot().context.values).toEqual({ citizen_id: '001-1391820-5', password: 'Demo1234' });
  });
});
