import { modelTestDefinition } from '../lib/definition';
import { expectEqual } from '../lib/oracles';
import { activationMachine } from '../../../src/machines/activation.machine';
import { networkError } from './fixtures';

const ACTIVATED_MSG = 'Su cuenta ha sido activada satisfactoriamente.';
const REFUSED_MSG = 'El enlace de activación no es válido o ya fue utilizado.';

/** The state's `meta.spec` cites `section` (what the QA export groups the state's coverage by: tests/model/README.md). */
function citesSpec(snapshot: { getMeta(): Record<string, unknown> }, id: string, section: string): void {
  const spec = (snapshot.getMeta()[id] as { spec?: unknown } | undefined)?.spec;
  expectEqual(typeof spec === 'string' && spec.startsWith(section), true, `meta.spec of ${id} cites "${section}" (is ${JSON.stringify(spec)})`);
}

/** spec 000 §2 Account activation page, §4 Account, §7 GET /users/activate/{activationToken}, §8 Activation. */
export const activationModel = modelTestDefinition({
  name: 'activation',
  machine: activationMachine,
  input: { token: 'a1b2c3' },
  events: {
    'activation.retry': [{}],
    'xstate.done.actor.activate': [{ output: { success: true, msg: ACTIVATED_MSG } }, { output: { success: false, msg: REFUSED_MSG } }],
    'xstate.error.actor.activate': [{ error: networkError }],
  },
  // Oracles written from spec 000 §2 "Account activation page: takes the activation token as a path
  // parameter, calls the server, and shows the server message with a success or failure icon", §7
  // GET /users/activate/{activationToken} (success, msg), §8 Activation (tests/model/README.md
  // "Oracles"). No provided actions (the page reads the state and the message).
  expect: {
    initial: 'activating',
    states: {
      activating: {
        shows: ['activation.activating', 'spinner', 'GET /users/activate/{activationToken}'],
        on: {
          // §2/§8: the answer's `success` decides the icon: true → success, false → failure.
          'xstate.done.actor.activate': ({ event }) => ((event.output as { success: boolean }).success ? 'activated' : 'refused'),
          // The call itself failed: nothing was answered, the page offers a retry.
          'xstate.error.actor.activate': 'unreachable',
        },
        check(snapshot, { event, started }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'activation.activating', 'spec 000 §2 Account activation page; §7 GET /users/activate/{activationToken}');
          // §7: GET /users/activate/{activationToken} with the token of the path, once per try.
          if (event.type === 'xstate.init' || event.type === 'activation.retry') {
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [['activate', { token: 'a1b2c3' }]],
              'GET /users/activate/a1b2c3',
            );
          }
          expectEqual(context, { token: 'a1b2c3', message: '' }, 'context while activating');
        },
      },
      activated: {
        shows: ['activation.successIcon', 'server msg', 'activation.successFallback', 'activation.goToLogin'],
        check(snapshot) {
          // §8: the server message with a success icon; nothing more happens on this page.
          expectEqual([snapshot.context.message, snapshot.status], [ACTIVATED_MSG, 'done'], 'server message, final');
          citesSpec(snapshot, 'activation.activated', 'spec 000 §2 Account activation page; §8 Activation');
        },
      },
      refused: {
        shows: ['activation.failureIcon', 'server msg', 'activation.failureFallback', 'nav.goHome'],
        check(snapshot) {
          // §8: the server message with a failure icon.
          expectEqual([snapshot.context.message, snapshot.status], [REFUSED_MSG, 'done'], 'server message, final');
          citesSpec(snapshot, 'activation.refused', 'spec 000 §2 Account activation page; §8 Activation');
        },
      },
      unreachable: {
        shows: ['errors.loadFailed', 'common.retry'],
        on: { 'activation.retry': 'activating' },
        check(snapshot, { started }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'activation.unreachable', 'spec 000 §8 Activation');
          // The page offers 'Reintentar' (an event the chart no longer accepts would never be sent by the paths).
          expectEqual(snapshot.can({ type: 'activation.retry' }), true, 'retry offered');
          expectEqual([context, started], [{ token: 'a1b2c3', message: '' }, []], 'no server message, nothing sent');
        },
      },
    },
  },
});
