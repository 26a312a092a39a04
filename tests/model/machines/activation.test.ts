import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'activation',
  () => Promise.all([import('./activation.model'), import('../../../src/machines/activation.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.activationModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.activationModel);
  describeOracleReach(ready.model.activationModel);
  describeSpecCitations(ready.chart.activationMachine);
}

/**
 * The chart with its `activate` call (GET /users/activate/{activationToken}) answered by `answers`
 * in turn (a function that throws fails the call), recording the token each call was sent.
 */
function activation(token: string, answers: Array<() => { success: boolean; msg: string }>) {
  const tokens: string[] = [];
  const actor = createActor(
    chart().activationMachine.provide({
      actors: {
        activate: fromPromise<{ success: boolean; msg: string }, { token: string }>(async ({ input }) => {
          tokens.push(input.token);
          const answer = answers.shift();
          if (!answer) throw new Error('unexpected activation call');
          return answer();
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, tokens };
}

describe('activation machine (behaviour, spec 000 §2 Account activation page, §8 Activation)', () => {
  it('an answer with success: true activates the account and keeps the server message for the success icon', async () => {
    const { actor, tokens } = activation('tok-123', [() => ({ success: true, msg: 'Cuenta activada correctamente' })]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('activated');
    expect(actor.getSnapshot().context.message).toBe('Cuenta activada correctamente');
    expect(tokens).toEqual(['tok-123']);
  });

  it('an answer with success: false is a refusal that shows the server message with the failure icon', async () => {
    const { actor } = activation('tok-viejo', [() => ({ success: false, msg: 'El enlace de activación ya fue utilizado' })]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.message).toBe('El enlace de activación ya fue utilizado');
  });

  it('a call that fails says so and Reintentar sends the same token again', async () => {
    const { actor, tokens } = activation('tok-123', [
      () => {
        throw networkError;
      },
      () => ({ success: true, msg: '' }),
    ]);
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(actor.getSnapshot().context.message).toBe('');
    actor.send({ type: 'activation.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('activated');
    expect(tokens).toEqual(['tok-123', 'tok-123']);
  });
});
