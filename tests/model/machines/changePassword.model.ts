import { modelTestDefinition } from '../lib/definition';
import { changePasswordMachine } from '../../../src/machines/settings/changePassword.machine';
import { ApiError } from '../../../src/api/result';
import { expectEqual, STAYS } from '../lib/oracles';
import { networkError, rejectedError } from './fixtures';
import { actionRecorder, countSoFar, eventsSoFar, inputOf, receivedOf, same } from './requestActions.assert';
import type { AnyEventObject } from 'xstate';

const actions = actionRecorder();

/** The spec section each state's `meta.spec` cites (the QA export groups coverage by it: tests/model/README.md). */
const SPEC_OF: Record<string, string> = {
  'changePassword.closed': 'spec 001 §2.7 Mi configuración',
  'changePassword.editing': 'spec 001 §2.7 change password form, §5 Change password, §8',
  'changePassword.submitting': 'spec 001 §7 POST citizen/change/password',
  'changePassword.unknown': 'spec 001 §7 POST citizen/change/password with an unknown outcome (issue 25)',
  'changePassword.confirming': 'spec 001 §7 POST citizen/change/password, the same values again',
  'changePassword.alreadyChanged': 'spec 001 §7 POST citizen/change/password: the current password refused',
};

/** The server's refusal text (openapi identity.yaml changePassword example). */
const WRONG_OLD = 'La contraseña actual es incorrecta';
const refused = rejectedError(WRONG_OLD);
const otherFailures = [
  networkError,
  new ApiError({ kind: 'http', status: 500 }),
  new ApiError({ kind: 'malformed' }),
  new ApiError({ kind: 'expired', message: 'El token ha expirado' }),
  new ApiError({ kind: 'rejected', message: '' }),
  // A refusal whose text is only blanks says nothing either: the fallback shows.
  new ApiError({ kind: 'rejected', message: '   ' }),
];

/** Issue 25: the answer of the change was lost (src/api/outcome.ts). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
/** Another refusal of the same values (nothing changed): its msg is shown. */
const TOO_SHORT = 'La contraseña debe tener minimo 6 caracteres';
const refusedOther = rejectedError(TOO_SHORT);
const httpError = new ApiError({ kind: 'http', status: 500 });
const errorOf = (e: object) => (e as { error?: unknown }).error;
/** The values of the form as the tests type them (valid). */
const TYPED: Values = { old_password: 'clave1', password: 'nuevaClave456', new_password_confirmation: 'nuevaClave456' };

type Values = { old_password: string; password: string; new_password_confirmation: string };
const EMPTY: Values = { old_password: '', password: '', new_password_confirmation: '' };

/**
 * The values the chart holds: empty when the dialog opens, what its form (the child `form`,
 * accountForm.machine.ts, tested by its own model) ended with once its spec 001 §5 rules held; a
 * success empties them.
 */
function sentSoFar(events: AnyEventObject[]): Values {
  let v = { ...EMPTY };
  for (const e of events) {
    // A success, and a refusal of the current password after an unknown outcome (it had changed), forget the passwords.
    const forgets =
      e.type === 'xstate.done.actor.changePassword' ||
      e.type === 'xstate.done.actor.confirmPassword' ||
      (e.type === 'xstate.error.actor.confirmPassword' && errorOf(e) === refused);
    if (e.type === 'dialog.open' || forgets) v = { ...EMPTY };
    if (e.type === 'xstate.done.actor.form') v = { ...(e.output as Values) };
  }
  return v;
}

/** spec 001 §2.7, §5 Change password, §7, §8; contract S1. */
export const changePasswordModel = modelTestDefinition({
  name: 'changePassword',
  machine: changePasswordMachine,
  events: {
    'dialog.open': [{}],
    'dialog.close': [{}],
    // Typing goes to the form (its values and messages: tests/model/machines/accountForm.model.ts).
    'field.change': [{ field: 'old_password', value: 'clave1' }],
    'form.submit': [{}],
    // The form passed its rules: it ends with the values typed.
    'xstate.done.actor.form': [{ output: TYPED }],
    'xstate.done.actor.changePassword': [{ output: { msg: 'Se ha modificado su contraseña' } }],
    'xstate.error.actor.changePassword': [{ error: refused }, ...otherFailures.map((error) => ({ error })), { error: unknownError }],
    // Issue 25: 'Comprobar' sends the same values again; what the server can answer (openapi changePassword).
    'xstate.done.actor.confirmPassword': [{ output: { msg: 'Se ha modificado su contraseña' } }],
    'xstate.error.actor.confirmPassword': [{ error: refused }, { error: refusedOther }, { error: unknownError }, { error: httpError }],
  },
  provide: { actions: { notifySuccess: actions.record('notifySuccess') } },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.values.password !== '',
      s.context.notice === null ? null : typeof s.context.notice === 'string' ? s.context.notice : 'text',
    ]),
  // Oracles written from spec 001 §2.7 Mi configuración (change password dialog), §5 Change password,
  // §7 POST citizen/change/password (old_password, password, new_password_confirmation), §8 "Password
  // or e-mail change failure" and "Success snackbars last 2 s" (tests/model/README.md "Oracles").
  // Provided action recorded: notifySuccess.
  expect: {
    initial: 'closed',
    states: {
      closed: {
        shows: ['settings.changePassword (button)'],
        on: { 'dialog.open': 'editing' },
        check({ context }, { event, index, called, started }) {
          if (index === 0) expectEqual([context, called, started], [{ values: EMPTY, notice: null }, [], []], 'the button only, nothing sent');
          if (event.type === 'xstate.done.actor.changePassword') {
            // §8: toast 'Se ha modificado su contraseña' for 2 s; the dialog forgets the passwords.
            expectEqual(called, [{ name: 'notifySuccess', params: { key: 'settings.passwordChanged', durationMs: 2000 } }], 'success toast');
            expectEqual(context, { values: EMPTY, notice: null }, 'the passwords are forgotten');
          }
          if (event.type === 'xstate.done.actor.confirmPassword') {
            // Issue 25: the first change had not arrived; this one changed it (one change in all).
            expectEqual(called, [{ name: 'notifySuccess', params: { key: 'settings.passwordChanged', durationMs: 2000 } }], 'success toast');
            expectEqual(context, { values: EMPTY, notice: null }, 'the passwords are forgotten');
          }
          if (event.type === 'dialog.close') expectEqual(called, [], 'no toast on close');
        },
      },
      editing: {
        shows: [
          'settings.changePassword (title)',
          'settings.oldPassword',
          'settings.newPassword',
          'settings.newPasswordConfirmation',
          'errors.required | errors.passwordMin | errors.passwordsMismatch',
          'notice: data.msg | settings.changeFailed',
          'settings.save',
        ],
        on: {
          // Typing and Guardar go to the form, which ends only when its rules hold (§5): then the values are sent.
          'form.submit': STAYS,
          'xstate.done.actor.form': 'submitting',
          'field.change': STAYS,
          'dialog.close': 'closed',
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event, previous, called, started } = step;
          expectEqual(called, [], 'no toast while the dialog is open');
          // The dialog opens empty, without messages.
          if (event.type === 'dialog.open') expectEqual(context, { values: EMPTY, notice: null }, 'the dialog opens empty');
          // The form opens with the chart's values: empty, or what was sent (nothing typed is lost).
          if (previous && !previous.matches('editing')) {
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [['form', { form: 'changePassword', values: sentSoFar(eventsSoFar(step)) }]],
              'the form opens with the values',
            );
          }
          if (event.type === 'form.submit' || event.type === 'field.change') {
            // Typing and Guardar go to the form; nothing is sent, the chart's values unchanged.
            expectEqual([receivedOf(snapshot, 'form').at(-1), context.values, started], [event, previous!.context.values, []], 'forwarded to the form');
          }
          if (event.type === 'xstate.error.actor.changePassword') {
            // §8: success false shows the server's data.msg; any other failure 'Ha sucedido un error intentelo mas tarde'.
            const error = (event as { error?: unknown }).error;
            expectEqual(context.notice, error === refused ? { text: WRONG_OLD } : 'settings.changeFailed', 'the failure in the dialog');
            expectEqual(context.values, TYPED, 'what was typed stays');
          }
          if (event.type === 'xstate.error.actor.confirmPassword') {
            // Issue 25: the same values refused for another reason: nothing changed, its msg, the values kept.
            expectEqual([context.notice, context.values], [{ text: TOO_SHORT }, TYPED], 'the refusal in the dialog');
          }
        },
      },
      unknown: {
        shows: ['the fields, read-only', 'settings.passwordOutcomeUnknown', 'notice: settings.changeFailed', 'settings.passwordCheck'],
        on: { 'form.submit': 'confirming', 'dialog.close': 'closed', 'field.change': STAYS },
        check({ context }, { event, called, started }) {
          // No read shows a password: nothing is sent on its own; the values as sent are kept, read-only.
          expectEqual([context.values, called, started], [TYPED, [], []], 'the values kept, nothing sent');
          // A failure of 'Comprobar' that is no answer of the server: still unknown, 'Ha sucedido un error intentelo mas tarde'.
          expectEqual(
            context.notice,
            event.type === 'xstate.error.actor.confirmPassword' && errorOf(event) === httpError ? 'settings.changeFailed' : null,
            'the notice',
          );
        },
      },
      confirming: {
        shows: ['the fields, read-only', 'settings.passwordOutcomeUnknown', 'settings.passwordCheck (loading)'],
        on: {
          'xstate.done.actor.confirmPassword': 'closed',
          'xstate.error.actor.confirmPassword': ({ event }) => {
            const error = errorOf(event);
            if (error === refused) return 'alreadyChanged';
            return error === refusedOther ? 'editing' : 'unknown';
          },
          'form.submit': STAYS,
          'field.change': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, { started, called }) {
          // §7: the same three values once more (the server refuses them if the first change went through).
          expectEqual(
            [started.map((c) => [c.id, c.input]), called, snapshot.hasTag('busy'), snapshot.context.notice],
            [[['confirmPassword', TYPED]], [], true, null],
            'the same values sent once more',
          );
        },
      },
      alreadyChanged: {
        shows: ['settings.passwordAlreadyChanged', 'common.accept'],
        on: { 'dialog.close': 'closed', 'form.submit': STAYS, 'field.change': STAYS },
        check({ context }, { called, started }) {
          // The current password refused after an unknown outcome: it had changed; the passwords forgotten, no toast.
          expectEqual([context.values, called, started], [EMPTY, [], []], 'said, nothing sent');
        },
      },
      submitting: {
        shows: ['the fields, read-only', 'settings.save (loading)'],
        on: {
          'xstate.done.actor.changePassword': 'closed',
          'xstate.error.actor.changePassword': ({ event }) => (errorOf(event) === unknownError ? 'unknown' : 'editing'),
          'form.submit': STAYS,
          'field.change': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, { event, previous, started, called }) {
          expectEqual([snapshot.context.notice, called, snapshot.hasTag('busy')], [null, [], true], 'spinner, no messages');
          // §7 POST citizen/change/password with the three values as typed, once.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            event.type === 'xstate.done.actor.form' && previous?.matches('editing')
              ? [['changePassword', { old_password: 'clave1', password: 'nuevaClave456', new_password_confirmation: 'nuevaClave456' }]]
              : [],
            'POST citizen/change/password',
          );
        },
      },
    },
  },
  assert(real, _model, step) {
    const { event, index } = step;
    const c = real.context;
    for (const [id, meta] of Object.entries(real.getMeta())) {
      const spec = (meta as { spec?: unknown }).spec;
      same(typeof spec === 'string' && spec.startsWith(SPEC_OF[id] ?? '(none)'), true, `meta.spec of ${id} cites "${SPEC_OF[id]}"`);
    }
    if (index === 0) {
      actions.reset();
      same(real.value, 'closed', 'the page shows the button, not the dialog');
    }
    // Nothing typed is lost: the context holds what the form ended with since the dialog opened.
    same(c.values, sentSoFar(eventsSoFar(step)), 'values as the form ended');
    same('form' in real.children, real.matches('editing'), 'the form runs while the dialog is editable');
    const busy = real.matches('submitting') || real.matches('confirming');
    same(real.hasTag('busy'), busy, 'busy exactly while sending');
    if (busy) {
      // One call per double click: a second submit, an edit or closing are ignored.
      same(real.can({ type: 'form.submit' }), false, 'submit ignored while sending');
      same(real.can({ type: 'dialog.close' }), false, 'close ignored while sending');
      same(real.can({ type: 'field.change', field: 'password', value: 'x' }), false, 'edits ignored while sending');
      same(
        inputOf(real, real.matches('confirming') ? 'confirmPassword' : 'changePassword'),
        { old_password: 'clave1', password: 'nuevaClave456', new_password_confirmation: 'nuevaClave456' },
        'POST citizen/change/password body',
      );
    }
    if (event.type === 'dialog.open') {
      same(real.value, 'editing', 'the dialog opens');
      same(c.notice, null, 'the dialog opens empty');
    }
    if (event.type === 'form.submit' && real.matches('editing')) same(receivedOf(real, 'form').at(-1), event, "'Guardar' goes to the form");
    if (event.type === 'xstate.done.actor.changePassword') {
      same(real.value, 'closed', 'the dialog closes');
      same(actions.last('notifySuccess')?.params, { key: 'settings.passwordChanged', durationMs: 2000 }, "toast 'Se ha modificado su contraseña', 2 s");
    }
    same(
      actions.count('notifySuccess'),
      countSoFar(step, 'xstate.done.actor.changePassword') + countSoFar(step, 'xstate.done.actor.confirmPassword'),
      'a toast only after a success',
    );
    if (event.type === 'xstate.error.actor.changePassword' && errorOf(event) === unknownError) {
      // Issue 25: unknown is not failed; nothing is sent again on its own.
      same([real.value, c.notice, Object.keys(real.children)], ['unknown', null, []], 'the outcome said unknown, nothing sent');
    } else if (event.type === 'xstate.error.actor.changePassword') {
      same(real.value, 'editing', 'the spinner stops, the dialog stays open');
      const error = (event as { error?: unknown }).error;
      same(c.notice, error === refused ? { text: WRONG_OLD } : 'settings.changeFailed', 'data.msg, else Ha sucedido un error intentelo mas tarde');
    }
    if (event.type === 'xstate.error.actor.confirmPassword' && errorOf(event) === refused)
      same(real.value, 'alreadyChanged', "'Su contraseña ya había cambiado'");
    if (event.type === 'dialog.close') same(real.value, 'closed', 'the dialog closes');
  },
});
