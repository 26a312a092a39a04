import { modelTestDefinition } from '../lib/definition';
import { resetPasswordMachine, type RequestResetInput } from '../../../src/machines/resetPassword.machine';
import { hasErrors, validateResetPassword } from '../../../src/domain/validation/forms';
import { networkError, rejectedError } from './fixtures';

/** spec 000 §4 Reset password, §5 Reset password, §8 Reset password messages. */
export const resetPasswordModel = modelTestDefinition({
  name: 'resetPassword',
  machine: resetPasswordMachine,
  events: {
    'field.change': [
      { field: 'citizen_id', value: '001-0456789-6' },
      { field: 'email', value: 'ana.rodriguez@correo.do' },
      { field: 'email_confirmation', value: 'ana.rodriguez@correo.do' },
      { field: 'email_confirmation', value: 'otra@correo.do' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.requestReset': [{ output: 'Se ha enviado un mensaje a su correo electrónico' }],
    'xstate.error.actor.requestReset': [
      { error: rejectedError('El documento y el correo no coinciden con ninguna cuenta') },
      { error: networkError },
    ],
  },
  // Four field events make simple paths explode; shortest paths already take every transition.
  paths: 'shortest',
  provide: { actions: { notifySuccess: () => {}, notifyError: () => {} } },
  // Typed values multiply states; what decides the guard (valid or not) and the message suffices.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.values.citizen_id !== '',
      s.context.values.email !== '',
      s.context.values.email_confirmation,
      hasErrors(validateResetPassword(s.context.values)),
      s.context.serverMessage !== null,
    ]),
  assert(real) {
    const { context } = real;
    // Validation errors and the server message never coexist with a submit in flight.
    if (real.matches('submitting') && (hasErrors(context.errors) || context.serverMessage !== null)) {
      throw new Error('submitting with messages still shown');
    }
    // What is sent: the document without dashes, the e-mail as typed (spec 000 §2 normalisation).
    if (real.matches('submitting')) {
      const input = (real.children.requestReset?.getSnapshot() as { context?: { input?: RequestResetInput } } | undefined)?.context?.input;
      if (input?.citizenId !== '00104567896' || input.email !== 'ana.rodriguez@correo.do') {
        throw new Error(`requestReset input ${JSON.stringify(input)}`);
      }
    }
    // Editing after a refusal or a failure keeps what was typed.
    if (real.matches('editing') && context.serverMessage !== null && context.values.citizen_id !== '001-0456789-6') {
      throw new Error('typed document lost after a refusal');
    }
    if (real.matches('sent') && real.status !== 'done') throw new Error('sent is not final');
  },
});
