import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { paymentValidationModel } from './paymentValidation.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import { paymentValidationMachine } from '../../../src/machines/paymentValidation.machine';
import type { UpdatePaymentInfoBody } from '../../../src/api/payments';

defineModelTest(paymentValidationModel);
// 'start' is left at once through `always` (never active after a step).
describeOracleReach(paymentValidationModel, ['start']);
describeSpecCitations(paymentValidationMachine);

const input = { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', requiredActionId: '79' };

describe('paymentValidation machine (behaviour)', () => {
  it('retries after a failed check and confirms; a hung check gives up after 60 s', async () => {
    const calls: UpdatePaymentInfoBody[] = [];
    let answer: 'fail' | 'ok' | 'hang' = 'fail';
    const clock = new SimulatedClock();
    const machine = paymentValidationMachine.provide({
      actors: {
        confirmPayment: fromPromise<true, UpdatePaymentInfoBody>(({ input: body }) => {
          calls.push(body);
          if (answer === 'hang') return new Promise<true>(() => {});
          return answer === 'fail' ? Promise.reject(networkError) : Promise.resolve(true);
        }),
      },
    });
    const actor = createActor(machine, { input, clock }).start();
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    answer = 'hang';
    actor.send({ type: 'retry' });
    clock.increment(59_999);
    expect(actor.getSnapshot().value).toBe('verifying');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    answer = 'ok';
    actor.send({ type: 'retry' });
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(calls).toHaveLength(3);
    expect(calls[2]).toEqual({ requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: '79' });
  });
});
