import { modelTestDefinition } from '../lib/definition';
import { activationMachine } from '../../../src/machines/activation.machine';
import { networkError } from './fixtures';

/** spec 000 §2 Account activation page, §8 Activation. */
export const activationModel = modelTestDefinition({
  name: 'activation',
  machine: activationMachine,
  input: { token: 'a1b2c3' },
  events: {
    'activation.retry': [{}],
    'xstate.done.actor.activate': [
      { output: { success: true, msg: 'Su cuenta ha sido activada satisfactoriamente.' } },
      { output: { success: false, msg: 'El enlace de activación no es válido o ya fue utilizado.' } },
    ],
    'xstate.error.actor.activate': [{ error: networkError }],
  },
  assert(real) {
    if (real.matches('activated') && !real.context.message) throw new Error('activated without message');
    // The server's answer decides the page: success:true activates, success:false refuses, each with its msg.
    if (real.matches('activated') && real.context.message !== 'Su cuenta ha sido activada satisfactoriamente.') {
      throw new Error(`activated after a refusal: ${real.context.message}`);
    }
    if (real.matches('refused') && real.context.message !== 'El enlace de activación no es válido o ya fue utilizado.') {
      throw new Error(`refused after a success: ${real.context.message}`);
    }
  },
});
