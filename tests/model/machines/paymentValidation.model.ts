import { modelTestDefinition } from '../lib/definition';
import { expectEqual } from '../lib/oracles';
import { paymentValidationMachine } from '../../../src/machines/paymentValidation.machine';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';
import { check, countSoFar, inputOf, same } from './requestActions.assert';

/** The gateway's return for request 130 (contract §3.5) and the broken variants of spec 001 §4 / §8. */
const valid = { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', requiredActionId: '79' };
const inputs = {
  valid,
  withoutAction: { ...valid, requiredActionId: null },
  withoutApproval: { ...valid, numAprobacion: null },
  blankAuthorization: { ...valid, idAutorizacionPortal: '  ' },
  badRequestId: { ...valid, requestId: 'abc' },
  // the route parameter must be a whole positive number: nothing before or after it, no leading zero
  prefixedRequestId: { ...valid, requestId: 'x130' },
  suffixedRequestId: { ...valid, requestId: '130x' },
  zeroRequestId: { ...valid, requestId: '0130' },
  // parameters as a copied URL may carry them, with blanks around; a blank action id is none
  paddedParams: { ...valid, numAprobacion: ' 784512 ', idAutorizacionPortal: ' AUT-130 ', requiredActionId: ' 79 ' },
  blankAction: { ...valid, requiredActionId: ' ' },
};
type Label = keyof typeof inputs;

/** spec 001 §7 updatePaymentInfo body for each input that calls it. */
const BODIES: Partial<Record<Label, unknown>> = {
  valid: { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: '79' },
  withoutAction: { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: null },
  paddedParams: { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: '79' },
  blankAction: { requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: null },
};

const refused = new ApiError({ kind: 'rejected' });
// A failure that is not an API answer at all (a bug below the chart) is not a refusal either.
const checkFailures = [networkError, new ApiError({ kind: 'http', status: 500 }), new ApiError({ kind: 'malformed' }), new Error('boom')];

/** spec 001 §2.6, §4 Payment return, §8; contract §3.5, Q9; issue 8 ('could not be confirmed yet'). */
export const paymentValidationModel = modelTestDefinition({
  name: 'paymentValidation',
  machine: paymentValidationMachine,
  inputs,
  events: {
    retry: [{}],
    'xstate.done.actor.confirmPayment': [{ output: true }],
    'xstate.error.actor.confirmPayment': [{ error: refused }, ...checkFailures.map((error) => ({ error }))],
  },
  // Oracles written from spec 001 §2.6 (texts), §4 Payment return ("fails if approval parameters
  // are missing"), §7 POST requests/extras/updatePaymentInfo, §8; contract §4.2 (60 s) and issue 8
  // (a check that itself failed is unconfirmed, never refused). The chart calls no provided action.
  expect: {
    initial: (input) => {
      const { requestId, numAprobacion, idAutorizacionPortal } = input as typeof valid;
      const sends = ['130'].includes(requestId) && numAprobacion?.trim() === '784512' && idAutorizacionPortal?.trim() === 'AUT-130';
      return sends ? 'verifying' : 'invalid';
    },
    states: {
      start: { shows: ['validatePayment.title', 'nothing else yet (decided at once)'] },
      invalid: {
        shows: ['validatePayment.title', 'validatePayment.error', 'validatePayment.goToDesk', 'validatePayment.viewRequest'],
        check(snapshot, { started }) {
          // §4: the validation fails without any call.
          expectEqual([snapshot.status, snapshot.context.message, started], ['done', 'validatePayment.error', []], '[status, message, calls] without approval');
        },
      },
      verifying: {
        shows: ['validatePayment.title', 'validatePayment.verifying', 'payments.leaveWarning on leaving'],
        on: {
          'xstate.done.actor.confirmPayment': 'confirmed',
          // success: false is a refusal; a network, HTTP or malformed failure leaves it unconfirmed.
          'xstate.error.actor.confirmPayment': ({ event }) => (event.error === refused ? 'refused' : 'unconfirmed'),
          'xstate.after.validationTimeout': 'unconfirmed',
        },
        check(snapshot, step) {
          expectEqual(
            [snapshot.context.message, snapshot.hasTag('guarded'), snapshot.hasTag('busy')],
            [null, true, true],
            "'Verificando pago' with the leave warning",
          );
          // §7: one POST per entry (start or Reintentar) with the query's values.
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['confirmPayment', BODIES[step.path.inputLabel as Label]]],
            'POST updatePaymentInfo body',
          );
        },
      },
      confirmed: {
        shows: ['validatePayment.success', 'validatePayment.goToDesk', 'validatePayment.viewRequest'],
        check: (snapshot) =>
          expectEqual([snapshot.status, snapshot.context.message, snapshot.hasTag('guarded')], ['done', 'validatePayment.success', false], 'success'),
      },
      refused: {
        shows: ['validatePayment.error', 'validatePayment.goToDesk', 'validatePayment.viewRequest'],
        check: (snapshot) =>
          expectEqual([snapshot.status, snapshot.context.message, snapshot.hasTag('guarded')], ['done', 'validatePayment.error', false], 'refusal'),
      },
      unconfirmed: {
        shows: ['validatePayment.unconfirmed', 'validatePayment.retry', 'validatePayment.goToDesk', 'validatePayment.viewRequest'],
        on: { retry: 'verifying' },
        check(snapshot, { event, elapsedMs }) {
          expectEqual([snapshot.status, snapshot.context.message, snapshot.hasTag('busy')], ['active', 'validatePayment.unconfirmed', false], 'unconfirmed');
          // contract §4.2: no answer within 60 s.
          if (event.type.startsWith('xstate.after.')) expectEqual(elapsedMs, 60_000, 'ms until the check is given up');
        },
      },
    },
  },
  paths: 'shortest',
  serializeState: (s) => JSON.stringify([s.value, s.context.message]),
  assert(real, _model, step) {
    const { event, index, path } = step;
    const label = path.inputLabel as Label;
    const calls = BODIES[label] !== undefined;
    const c = real.context;
    if (index === 0) {
      if (!calls) {
        // Missing approval parameters: the error text and NO call (spec 001 §4, §8).
        same(real.value, 'invalid', 'validation fails without approval parameters');
        same(c.message, 'validatePayment.error', 'error text');
        same(inputOf(real, 'confirmPayment'), undefined, 'no updatePaymentInfo call');
        return;
      }
    }
    const verifying = real.matches('verifying');
    same(real.hasTag('guarded'), verifying, 'leave warning exactly while validating');
    if (verifying) {
      same(c.message, null, "'Verificando pago' (no outcome yet)");
      same(inputOf(real, 'confirmPayment'), BODIES[label], 'POST /requests/extras/updatePaymentInfo body');
    }
    if (event.type === 'xstate.done.actor.confirmPayment') {
      same(real.value, 'confirmed', 'success: true');
      same(c.message, 'validatePayment.success', 'success text');
    }
    if (event.type === 'xstate.error.actor.confirmPayment') {
      const isRefusal = (event as { error?: unknown }).error === refused;
      same(real.value, isRefusal ? 'refused' : 'unconfirmed', 'outcome of a failed validation');
      same(c.message, isRefusal ? 'validatePayment.error' : 'validatePayment.unconfirmed', 'message of a failed validation');
    }
    if (event.type.startsWith('xstate.after.')) {
      same(real.value, 'unconfirmed', 'no answer in time');
      // Only the timeouts advance the simulated clock: 60 s each (contract §4.2 HTTP timeout).
      check(step.clockMs === 60_000 * countSoFar(step, event.type), `timeout after 60 s (clock ${step.clockMs})`);
    }
    if (real.matches('unconfirmed')) same(real.can({ type: 'retry' }), true, "'Reintentar' offered");
    if (event.type === 'retry') same(real.value, 'verifying', 'Reintentar checks again');
    check(countSoFar(step, 'xstate.done.actor.confirmPayment') <= 1, 'one success at most');
  },
});
