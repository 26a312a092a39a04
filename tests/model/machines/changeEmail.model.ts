import { modelTestDefinition, type ModelStepInfo } from '../lib/definition';
import { changeEmailMachine } from '../../../src/machines/settings/changeEmail.machine';
import { ApiError } from '../../../src/api/result';
import { expectEqual, STAYS } from '../lib/oracles';
import { networkError, rejectedError, sampleUser } from './fixtures';
import { actionRecorder, check, countSoFar, eventsSoFar, inputOf, receivedOf, same, uncheckedAfter, uncheckedBefore } from './requestActions.assert';
import type { AnyEventObject } from 'xstate';

const actions = actionRecorder();

/** The spec section each state's `meta.spec` cites (the QA export groups coverage by it: tests/model/README.md). */
const SPEC_OF: Record<string, string> = {
  'changeEmail.closed': 'spec 001 §2.7 Mi configuración',
  'changeEmail.editing': 'spec 001 §2.7 change e-mail form, §5 Change e-mail, §8',
  'changeEmail.submitting': 'spec 001 §7 POST /citizen/change/email',
  'changeEmail.changed': 'spec 001 §4 e-mail change forces logout after 2.5 s',
  'changeEmail.loggedOut': 'spec 001 §4 Logout',
  'changeEmail.checking': 'spec 001 §7 POST /citizen/change/email with an unknown outcome (issue 25)',
};

/** The server's refusal text (openapi identity.yaml changeEmail example). */
const IN_USE = 'Correo electrónico en uso, favor introduzca otro correo electrónico';
const refused = rejectedError(IN_USE);
const otherFailures = [
  networkError,
  new ApiError({ kind: 'http', status: 500 }),
  new ApiError({ kind: 'malformed' }),
  new ApiError({ kind: 'expired', message: 'El token ha expirado' }),
];

/** The answer of POST /citizen/change/email was lost (src/api/outcome.ts; issue 25). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'timeout' });
/** Before this step, a change's outcome was left unknown (its POST unknown, or the user re-read failed). */
const unchecked = (step: ModelStepInfo) => uncheckedBefore(step, 'changeEmail', unknownError, 'checkEmail');
/** The user read again after a lost change: with the new e-mail (in other letter case, blanks around it), or still the old one. */
const changedUser = { ...sampleUser, email: ' Ana.Nueva@correo.do ' };
/** Issue 25 (not in the spec): what the dialog says after a check that did not find the change. */
const checkNotice = (e: AnyEventObject) => (e.type === 'xstate.error.actor.checkEmail' ? 'settings.emailOutcomeUnchecked' : 'settings.emailNotReceived');
/** The only e-mail a valid form of this model sends (trimmed). */
const SENT_EMAIL = 'ana.nueva@correo.do';

type Values = { password: string; email: string; new_email_confirmation: string };
const EMPTY: Values = { password: '', email: '', new_email_confirmation: '' };
/**
 * What the dialog's form (the child `form`, accountForm.machine.ts, tested by its own model) ends
 * with once its spec 001 §5 rules hold: the values as typed, blanks around the e-mails.
 */
const TYPED: Values = { password: 'Demo1234', email: ' ana.nueva@correo.do ', new_email_confirmation: 'ana.nueva@correo.do ' };

/** The values the chart holds: empty when the dialog opens, what the form ended with once it passed. */
function sentSoFar(events: AnyEventObject[]): Values {
  let v = { ...EMPTY };
  for (const e of events) {
    if (e.type === 'dialog.open') v = { ...EMPTY };
    if (e.type === 'xstate.done.actor.form') v = { ...(e.output as Values) };
  }
  return v;
}

/** spec 001 §2.7, §4 (logout and reload 2.5 s after the change), §5 Change e-mail, §7, §8; contract S2. */
export const changeEmailModel = modelTestDefinition({
  name: 'changeEmail',
  machine: changeEmailMachine,
  events: {
    'dialog.open': [{}],
    'dialog.close': [{}],
    // Typing goes to the form (its values and messages: tests/model/machines/accountForm.model.ts).
    'field.change': [{ field: 'email', value: ' ana.nueva@correo.do ' }],
    'form.submit': [{}],
    // The form passed its rules: it ends with the values typed.
    'xstate.done.actor.form': [{ output: TYPED }],
    'xstate.done.actor.changeEmail': [{ output: { msg: 'Email modificado satisfactoriamente, Inicie sesión nuevamente' } }],
    'xstate.error.actor.changeEmail': [{ error: refused }, ...otherFailures.map((error) => ({ error })), { error: unknownError }],
    // Issue 25: the user read again after a lost change.
    'xstate.done.actor.checkEmail': [{ output: changedUser }, { output: sampleUser }],
    'xstate.error.actor.checkEmail': [{ error: networkError }],
  },
  provide: { actions: { logout: actions.record('logout') } },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.values.password !== '',
      s.context.notice === null ? null : typeof s.context.notice === 'string' ? 'key' : 'text',
      s.context.unchecked,
    ]),
  // Oracles written from spec 001 §2.7 Mi configuración (change e-mail dialog), §4 "A successful
  // e-mail change forces logout and page reload after 2.5 s", §5 Change e-mail, §7 POST
  // /citizen/change/email, §8, §9 (tests/model/README.md "Oracles"). Provided action recorded: logout.
  expect: {
    initial: 'closed',
    states: {
      closed: {
        shows: ['settings.changeEmail (button)'],
        on: { 'dialog.open': 'editing' },
        check({ context }, { index, called, started }) {
          if (index === 0) expectEqual([context, started], [{ values: EMPTY, notice: null, unchecked: null }, []], 'the button only, nothing sent');
          expectEqual(called, [], 'no logout while closed');
        },
      },
      editing: {
        shows: [
          'settings.changeEmail (title)',
          'settings.password',
          'settings.newEmail',
          'settings.newEmailConfirmation',
          'errors.required | errors.passwordMin | errors.invalidEmail | errors.emailsMismatch',
          'notice: data.msg | settings.changeFailed',
          'settings.save',
        ],
        on: {
          // Issue 25: after a change whose outcome stayed unknown, Guardar reads the user first; else
          // Guardar goes to the form, which ends only when its rules hold (§5).
          'form.submit': (step) => (unchecked(step as unknown as ModelStepInfo) ? 'checking' : STAYS),
          'xstate.done.actor.form': 'submitting',
          'field.change': STAYS,
          'dialog.close': 'closed',
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event, previous, called, started } = step;
          expectEqual(called, [], 'no logout while editing');
          // The form opens empty; a change still unchecked is remembered (issue 25).
          const pending = uncheckedAfter(step, 'changeEmail', unknownError, 'checkEmail') ? SENT_EMAIL : null;
          if (event.type === 'dialog.open') expectEqual(context, { values: EMPTY, notice: null, unchecked: pending }, 'the dialog opens empty');
          if (event.type.endsWith('.actor.checkEmail')) {
            expectEqual(
              [context.notice, context.values, context.unchecked],
              [checkNotice(event), sentSoFar(eventsSoFar(step)), pending],
              'the check says why, the values kept',
            );
          }
          // The form opens with the chart's values: empty, or what was sent (nothing typed is lost).
          if (previous && !previous.matches('editing')) {
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [['form', { form: 'changeEmail', values: sentSoFar(eventsSoFar(step)) }]],
              'the form opens with the values',
            );
          }
          if (event.type === 'form.submit' || event.type === 'field.change') {
            // Typing and Guardar go to the form; nothing is sent, the chart's values unchanged.
            expectEqual([receivedOf(snapshot, 'form').at(-1), context.values], [event, previous!.context.values], 'forwarded to the form');
          }
          if (event.type === 'xstate.error.actor.changeEmail' && event.error !== unknownError) {
            // §8: success false shows the server's data.msg; any other failure 'Ha sucedido un error intentelo mas tarde'.
            const error = (event as { error?: unknown }).error;
            expectEqual(context.notice, error === refused ? { text: IN_USE } : 'settings.changeFailed', 'the failure in the dialog');
            expectEqual(context.values, TYPED, 'what was typed stays');
          }
        },
      },
      submitting: {
        shows: ['the fields, read-only', 'settings.save (loading)'],
        on: {
          'xstate.done.actor.changeEmail': 'changed',
          'xstate.error.actor.changeEmail': ({ event }) => (event.error === unknownError ? 'checking' : 'editing'),
          'form.submit': STAYS,
          'field.change': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, { event, previous, started, called }) {
          expectEqual([snapshot.context.notice, called, snapshot.hasTag('busy')], [null, [], true], 'spinner, no messages');
          // §7 POST /citizen/change/email: the password as typed, the e-mails without surrounding blanks; once.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            event.type === 'xstate.done.actor.form' && previous?.matches('editing')
              ? [['changeEmail', { password: 'Demo1234', email: 'ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do' }]]
              : [],
            'POST /citizen/change/email',
          );
        },
      },
      checking: {
        shows: ['the fields, read-only', 'settings.save (loading)', 'settings.emailCheckingOutcome'],
        on: {
          // Found: the e-mail is the one sent (letter case ignored) → changed, as after an answer.
          'xstate.done.actor.checkEmail': ({ event }) => (event.output === changedUser ? 'changed' : 'editing'),
          'xstate.error.actor.checkEmail': 'editing',
          'form.submit': STAYS,
          'field.change': STAYS,
          'dialog.close': STAYS,
        },
        check(snapshot, { event, started, called }) {
          expectEqual(
            [snapshot.hasTag('busy'), snapshot.hasTag('checking'), called, snapshot.context.unchecked],
            [true, true, [], SENT_EMAIL],
            'spinner, the check said',
          );
          const entered = event.type === 'form.submit' || event.type === 'xstate.error.actor.changeEmail';
          expectEqual(
            started.map((c) => [c.id, c.input]),
            entered ? [['checkEmail', undefined]] : [],
            'GET /get/auth/user once, nothing sent',
          );
        },
      },
      changed: {
        shows: ['settings.emailChanged'],
        // §4, §9: 2.5 s after the change, logout and reload.
        on: { 'xstate.after.logoutAfterEmailChangeDelay': 'loggedOut', 'dialog.close': STAYS },
        check(snapshot, { called }) {
          expectEqual([called, snapshot.hasTag('busy'), snapshot.status], [[], true, 'active'], 'the message, no logout yet');
        },
      },
      loggedOut: {
        shows: ['settings.emailChanged', 'session.loggingOut (global loader)'],
        check(snapshot, { called, elapsedMs }) {
          expectEqual([called, elapsedMs, snapshot.status], [[{ name: 'logout', params: undefined }], 2500, 'done'], 'logout 2500 ms after the change');
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
    same(c.values, sentSoFar(eventsSoFar(step)), 'values as the form ended (nothing lost)');
    same('form' in real.children, real.matches('editing'), 'the form runs while the dialog is editable');
    const sending = real.matches('submitting');
    same(
      real.hasTag('busy'),
      sending || real.matches('checking') || real.matches('changed') || real.matches('loggedOut'),
      'busy while sending, checking and after the change',
    );
    if (real.matches('checking')) check(!real.children.changeEmail && 'checkEmail' in real.children, 'the user is read, nothing sent');
    if (event.type === 'xstate.done.actor.checkEmail' && (event as { output?: unknown }).output === changedUser) {
      same([real.value, c.unchecked], ['changed', null], 'the change found: the e-mail changed, the logout follows');
    }
    if (sending) {
      same(real.can({ type: 'form.submit' }), false, 'submit ignored while sending');
      same(real.can({ type: 'dialog.close' }), false, 'close ignored while sending');
      same(
        inputOf(real, 'changeEmail'),
        { password: 'Demo1234', email: 'ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do' },
        'POST /citizen/change/email body (e-mails trimmed)',
      );
    }
    if (event.type === 'form.submit' && real.matches('editing')) same(receivedOf(real, 'form').at(-1), event, "'Guardar' goes to the form");
    if (event.type === 'dialog.open') same([real.value, c.notice], ['editing', null], 'the dialog opens empty');
    if (event.type === 'xstate.error.actor.changeEmail' && (event as { error?: unknown }).error === unknownError) {
      same([real.value, c.notice], ['checking', null], 'a lost answer is checked, never a failure');
    }
    if (event.type === 'xstate.done.actor.changeEmail') {
      same(real.value, 'changed', "'Email modificado satisfactoriamente, Inicie sesión nuevamente'");
      same(real.can({ type: 'dialog.close' }), false, 'the message cannot be dismissed');
      same(actions.count('logout'), 0, 'no logout before 2.5 s');
    }
    if (event.type.startsWith('xstate.after.')) {
      same(real.value, 'loggedOut', 'logout after the delay');
      same(step.clockMs, 2500, 'spec 001 §4: 2.5 s after the change');
      same(real.status, 'done', 'the dialog is finished');
    }
    same(actions.count('logout'), countSoFar(step, 'xstate.after.logoutAfterEmailChangeDelay.changeEmail.changed'), 'logout exactly once, after 2.5 s');
    if (event.type === 'xstate.error.actor.changeEmail' && (event as { error?: unknown }).error !== unknownError) {
      same(real.value, 'editing', 'the spinner stops, the dialog stays open');
      const error = (event as { error?: unknown }).error;
      same(c.notice, error === refused ? { text: IN_USE } : 'settings.changeFailed', 'data.msg, else Ha sucedido un error intentelo mas tarde');
    }
    if (event.type === 'dialog.close') same(real.value, 'closed', 'the dialog closes');
  },
});
