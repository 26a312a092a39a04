import { modelTestDefinition, type ModelStepInfo } from '../lib/definition';
import { contactDataMachine } from '../../../src/machines/settings/contactData.machine';
import { ApiError } from '../../../src/api/result';
import type { CurrentUser } from '../../../src/api/auth';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { networkError, rejectedError, sampleUser } from './fixtures';
import { actionRecorder, check, countSoFar, eventsSoFar, inputOf, same, uncheckedBefore } from './requestActions.assert';
import type { AnyEventObject } from 'xstate';

const actions = actionRecorder();

/** The spec section each state's `meta.spec` cites (the QA export groups coverage by it: tests/model/README.md). */
const SPEC_OF: Record<string, string> = {
  'contactData.editing': 'spec 001 §2.7 Datos de contacto, §5 Contact data',
  'contactData.saving': 'spec 001 §7 POST /citizen-update',
  'contactData.refreshingUser': 'spec 001 §2.7 Profile settings',
  'contactData.result': 'spec 001 §8 the profile update',
  'contactData.checking': 'spec 001 §7 POST /citizen-update with an unknown outcome (issue 25)',
};

/** Ana as GET /get/auth/user returns her: a full address, both phones and her preferences. */
const ana: CurrentUser = {
  ...sampleUser,
  phone: '8095550123',
  phone2: '8295554321',
  address: 'Calle El Conde 105',
  notificationsWithEmail: true,
  notificationsSms: false,
};
/** A user without a sector, second phone or preferences (e.g. an older account). */
const incomplete: CurrentUser = { ...sampleUser, phone2: null, sector_id: null, sector: null, address: 'Calle Duarte 12' };

const inputs = { ana: { user: ana }, incomplete: { user: incomplete } };
type Label = keyof typeof inputs;

/** The values the form shows at start, written from spec 001 §3 User data (ids as select texts). */
const PREFILLED: Record<Label, Record<string, string | boolean>> = {
  ana: {
    address: 'Calle El Conde 105',
    province_id: '19340',
    municipality_id: '19341',
    sector_id: '19357',
    phone: '8095550123',
    phone2: '8295554321',
    notificationsWithEmail: true,
    notificationsSms: false,
  },
  incomplete: {
    address: 'Calle Duarte 12',
    province_id: '19340',
    municipality_id: '19341',
    sector_id: '',
    phone: '8095550123',
    phone2: '',
    notificationsWithEmail: false,
    notificationsSms: false,
  },
};

/**
 * The form's values after the events so far, per spec 001 §2.7: a new province clears municipality
 * and sector, a new municipality clears the sector.
 */
function valuesSoFar(label: Label, events: AnyEventObject[]): Record<string, string | boolean> {
  const v = { ...PREFILLED[label] };
  for (const e of events) {
    if (e.type === 'field.change') {
      v[e.field as string] = e.value as string;
      if (e.field === 'province_id') Object.assign(v, { municipality_id: '', sector_id: '' });
      if (e.field === 'municipality_id') v.sector_id = '';
    }
    if (e.type === 'preference.change') v[e.field as string] = e.value as boolean;
  }
  return v;
}

/** spec 001 §5 contact data: six required fields; phones 809/829/849 + 7 digits. */
function specErrors(v: Record<string, string | boolean>): Record<string, string> {
  const e: Record<string, string> = {};
  for (const f of ['address', 'province_id', 'municipality_id', 'sector_id', 'phone', 'phone2']) {
    if (String(v[f]).trim() === '') e[f] = 'errors.required';
  }
  for (const f of ['phone', 'phone2']) if (!e[f] && !/^(809|829|849)\d{7}$/.test(String(v[f]))) e[f] = 'errors.invalidPhone';
  return e;
}

/** The events the (fake) child actor `id` received from the machine (sendTo). */
function receivedOf(snapshot: { children: Record<string, unknown> }, id: string): unknown {
  const child = snapshot.children[id] as { getSnapshot?: () => { context?: { received?: unknown } } } | undefined;
  return child?.getSnapshot?.().context?.received;
}

/** The form's values before this step, from the input and the events (spec-written, see {@link valuesSoFar}). */
const valuesBefore = (step: OracleStep) =>
  valuesSoFar(
    step.path.inputLabel as Label,
    step.path.steps.slice(1, step.index).map((s) => s.event),
  );

/** The POST /citizen-update body of these values (contract S3: address trimmed, ids as numbers, phones as 10 digits). */
const bodyOf = (v: Record<string, string | boolean>) => ({
  address: String(v.address).trim(),
  province_id: Number(v.province_id),
  municipality_id: Number(v.municipality_id),
  sector_id: Number(v.sector_id),
  phone: v.phone,
  phone2: v.phone2,
  notificationsWithEmail: v.notificationsWithEmail,
  notificationsSms: v.notificationsSms,
});

const refused = rejectedError('Teléfono en uso, favor introduzca otro teléfono');
const updatedAna: CurrentUser = { ...ana, province_id: 9947, municipality_id: 9948, sector_id: 9951, address: 'Calle Duarte 12' };

/** The answer of POST /citizen-update was lost (src/api/outcome.ts; issue 25). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'malformed' });
/** Before this step, an update's outcome was left unknown (its POST unknown, or the user re-read failed). */
const unchecked = (step: ModelStepInfo) => uncheckedBefore(step, 'updateCitizen', unknownError, 'checkUser');
/**
 * The body of the update whose answer was lost last before this step: the form's values when the
 * unknown error came (nothing can be typed while saving).
 */
function lostBody(step: Pick<OracleStep, 'path' | 'index'>): ReturnType<typeof bodyOf> {
  const events = step.path.steps.slice(1, step.index).map((s) => s.event);
  const at = events.map((e) => e.type === 'xstate.error.actor.updateCitizen' && e.error === unknownError).lastIndexOf(true);
  return bodyOf(valuesSoFar(step.path.inputLabel as Label, events.slice(0, at)));
}
/** Contract S3: the user read again holds the data sent (address, the three ids, both phones). */
function holds(user: CurrentUser, body: ReturnType<typeof bodyOf>): boolean {
  return (
    user.address === body.address &&
    user.province_id === body.province_id &&
    user.municipality_id === body.municipality_id &&
    user.sector_id === body.sector_id &&
    user.phone === body.phone &&
    user.phone2 === body.phone2
  );
}
/** Issue 25 (not in the spec): what the dialog says after the check. */
function checkResult(step: Pick<OracleStep, 'path' | 'index'>, event: AnyEventObject): string {
  if (event.type === 'xstate.error.actor.checkUser') return 'settings.outcomeUnchecked';
  return holds(event.output as CurrentUser, lostBody(step)) ? 'settings.profileUpdated' : 'settings.notReceived';
}

/** spec 001 §2.7 Datos de contacto, §3 Citizen update, §5 Contact data, §7 POST /citizen-update, §8; contract S3. */
export const contactDataModel = modelTestDefinition({
  name: 'contactData',
  machine: contactDataMachine,
  inputs,
  events: {
    'field.change': [
      { field: 'province_id', value: '9947' },
      { field: 'municipality_id', value: '9948' },
      { field: 'sector_id', value: '9951' },
      { field: 'address', value: '  ' },
      { field: 'address', value: ' Calle Duarte 12 ' },
      { field: 'phone', value: '8005551234' },
      { field: 'phone2', value: '8495559876' },
    ],
    'preference.change': [{ field: 'notificationsSms', value: true }],
    'form.submit': [{}],
    'dialog.close': [{}],
    'xstate.done.actor.updateCitizen': [{ output: { msg: 'Se ha modificado su información de usuario' } }, { output: { msg: '' } }, { output: { msg: '  ' } }],
    'xstate.error.actor.updateCitizen': [
      { error: refused },
      { error: new ApiError({ kind: 'rejected', message: '' }) },
      { error: networkError },
      { error: new ApiError({ kind: 'http', status: 500 }) },
      { error: new ApiError({ kind: 'malformed' }) },
      { error: new ApiError({ kind: 'expired', message: 'El token ha expirado' }) },
      { error: unknownError },
    ],
    // Issue 25: the user read again after a lost update, with the new data and without it.
    'xstate.done.actor.checkUser': [{ output: updatedAna }, { output: ana }],
    'xstate.error.actor.checkUser': [{ error: networkError }],
    'xstate.done.actor.loadCurrentUser': [{ output: updatedAna }],
    'xstate.error.actor.loadCurrentUser': [{ error: networkError }],
  },
  provide: { actions: { userUpdated: actions.record('userUpdated') } },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      ['address', 'province_id', 'municipality_id', 'sector_id', 'phone', 'phone2'].map((f) =>
        (s.context.values as unknown as Record<string, unknown>)[f] !== ''
          ? (specErrors(s.context.values as unknown as Record<string, string>)[f] ?? 'ok')
          : 'empty',
      ),
      Object.keys(s.context.errors).length > 0,
      s.context.result === null ? null : typeof s.context.result === 'string' ? s.context.result : 'text',
      s.context.unchecked !== null,
    ]),
  // Oracles written from spec 001 §2.7 Datos de contacto, §3 User data / Citizen update, §5 Contact
  // data, §7 POST /citizen-update and GET /get/auth/user, §8 profile update messages
  // (tests/model/README.md "Oracles"). Provided action recorded: userUpdated.
  expect: {
    initial: 'editing',
    states: {
      editing: {
        shows: [
          'settings.contactData',
          'settings.address',
          'settings.province',
          'settings.municipality',
          'settings.sector',
          'settings.mobilePhone',
          'settings.phone2',
          'settings.notificationsByEmail',
          'settings.notificationsBySms',
          'errors.required | errors.invalidPhone',
          'settings.save',
        ],
        on: {
          // §5: only a form that follows the rules is sent.
          // Issue 25: after an update whose outcome stayed unknown, Guardar reads the user first.
          'form.submit': (step) =>
            unchecked(step as unknown as ModelStepInfo) ? 'checking' : Object.keys(specErrors(valuesBefore(step))).length === 0 ? 'saving' : STAYS,
          'field.change': STAYS,
          'preference.change': STAYS,
        },
        check({ context }, step) {
          const { event, index, started, called } = step;
          expectEqual(called, [], 'no session update while editing');
          if (index === 0) {
            // The cascade starts with the user's province and municipality (spec 001 §2.7, §7 G1-G3).
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [['geography', { provinceId: 19340, municipalityId: 19341 }]],
              'the geography cascade',
            );
            expectEqual([context.values, context.errors, context.result], [PREFILLED[step.path.inputLabel as Label], {}, null], 'prefilled form');
          } else expectEqual(started, [], 'nothing sent while editing');
          if (event.type === 'form.submit') expectEqual(context.errors, specErrors(valuesBefore(step)), 'spec 001 §5 messages under the fields');
          if (event.type === 'dialog.close') expectEqual([context.result, context.errors], [null, {}], 'the dialog closes, the form stays');
        },
      },
      saving: {
        shows: ['the fields, read-only', 'settings.save (loading)'],
        on: {
          'xstate.done.actor.updateCitizen': 'refreshingUser',
          'xstate.error.actor.updateCitizen': ({ event }) => (event.error === unknownError ? 'checking' : 'result'),
          'form.submit': STAYS,
          'field.change': STAYS,
          'preference.change': STAYS,
        },
        check(snapshot, step) {
          expectEqual([snapshot.hasTag('busy'), snapshot.context.errors, snapshot.context.result, step.called], [true, {}, null, []], 'spinner, no messages');
          // §7 POST /citizen-update with the form's values, once per click.
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            step.event.type === 'form.submit' && step.previous?.matches('editing') ? [['updateCitizen', bodyOf(valuesBefore(step))]] : [],
            'POST /citizen-update',
          );
        },
      },
      refreshingUser: {
        shows: ['the fields, read-only', 'settings.save (loading)'],
        on: { 'xstate.done.actor.loadCurrentUser': 'result', 'xstate.error.actor.loadCurrentUser': 'result' },
        check(snapshot, { event, started, called }) {
          // The user is read again (GET /get/auth/user) so the shown data follows the update.
          expectEqual([snapshot.hasTag('busy'), called], [true, []], 'spinner');
          if (event.type === 'xstate.done.actor.updateCitizen') {
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [['loadCurrentUser', undefined]],
              'GET /get/auth/user',
            );
            const msg = (event as { output?: { msg: string } }).output?.msg;
            // §8: the server's msg, else 'Se ha modificado su información de usuario'.
            expectEqual(
              snapshot.context.result,
              msg === 'Se ha modificado su información de usuario' ? { text: 'Se ha modificado su información de usuario' } : 'settings.profileUpdated',
              'the message to show (blank: the fallback)',
            );
          }
        },
      },
      checking: {
        shows: ['the fields, read-only', 'settings.save (loading)', 'settings.checkingOutcome'],
        on: {
          'xstate.done.actor.checkUser': 'result',
          'xstate.error.actor.checkUser': 'result',
          'form.submit': STAYS,
          'field.change': STAYS,
          'preference.change': STAYS,
        },
        check(snapshot, step) {
          expectEqual([snapshot.hasTag('busy'), snapshot.hasTag('checking'), step.called], [true, true, []], 'spinner, the check said, no session update');
          const entered = step.event.type === 'form.submit' || step.event.type === 'xstate.error.actor.updateCitizen';
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            entered ? [['checkUser', undefined]] : [],
            'GET /get/auth/user once, nothing sent',
          );
        },
      },
      result: {
        shows: ['result: data.msg | settings.profileUpdated | settings.updateFailed', 'common.close'],
        on: { 'dialog.close': 'editing' },
        check(snapshot, step) {
          const { event, called, started } = step;
          expectEqual([snapshot.hasTag('busy'), started], [false, []], 'the dialog, nothing sent');
          const found = event.type === 'xstate.done.actor.checkUser' && checkResult(step, event) === 'settings.profileUpdated';
          if (event.type === 'xstate.done.actor.loadCurrentUser' || found) {
            expectEqual(called, [{ name: 'userUpdated', params: event.output }], 'the session gets the re-read user');
          } else expectEqual(called, [], 'no session update');
          if (event.type.endsWith('.actor.checkUser')) expectEqual(snapshot.context.result, checkResult(step, event), 'the check says what it found');
          if (event.type === 'xstate.error.actor.updateCitizen' && event.error !== unknownError) {
            // §8: success false → its data.msg; else 'Ha ocurrido un error'.
            const error = (event as { error?: unknown }).error;
            expectEqual(
              snapshot.context.result,
              error === refused ? { text: 'Teléfono en uso, favor introduzca otro teléfono' } : 'settings.updateFailed',
              'the failure in the dialog',
            );
          }
        },
      },
    },
  },
  assert(real, _model, step) {
    const { event, index, path } = step;
    const label = path.inputLabel as Label;
    const c = real.context;
    for (const [id, meta] of Object.entries(real.getMeta())) {
      const spec = (meta as { spec?: unknown }).spec;
      same(typeof spec === 'string' && spec.startsWith(SPEC_OF[id] ?? '(none)'), true, `meta.spec of ${id} cites "${SPEC_OF[id]}"`);
    }
    const events = eventsSoFar(step);
    if (index === 0) {
      actions.reset();
      same(real.value, 'editing', 'the form shows at once');
      // The cascade child starts with the user's province and municipality (their lists load).
      same(inputOf(real, 'geography'), { provinceId: 19340, municipalityId: 19341 }, 'geography input');
    }
    const expected = valuesSoFar(label, events);
    same(c.values, expected, 'values as prefilled and typed (nothing lost)');
    // What the cascade child was told, in order (spec 001 §2.7).
    const told = events
      .filter((e) => e.type === 'field.change' && (e.field === 'province_id' || e.field === 'municipality_id'))
      .map((e) => (e.field === 'province_id' ? { type: 'province.select', id: Number(e.value) } : { type: 'municipality.select', id: Number(e.value) }));
    same(receivedOf(real, 'geography'), told, 'events sent to the geography cascade');
    const busy = real.matches('saving') || real.matches('refreshingUser') || real.matches('checking');
    same(real.hasTag('busy'), busy, 'busy while saving and re-reading the user');
    if (busy) {
      same(real.can({ type: 'form.submit' }), false, 'one call per double click');
      same(real.can({ type: 'field.change', field: 'address', value: 'x' }), false, 'edits ignored while saving');
    }
    if (real.matches('saving')) {
      same(
        inputOf(real, 'updateCitizen'),
        {
          address: String(expected.address).trim(),
          province_id: Number(expected.province_id),
          municipality_id: Number(expected.municipality_id),
          sector_id: Number(expected.sector_id),
          phone: expected.phone,
          phone2: expected.phone2,
          notificationsWithEmail: expected.notificationsWithEmail,
          notificationsSms: expected.notificationsSms,
        },
        'POST /citizen-update body',
      );
      check(Object.keys(specErrors(expected)).length === 0, 'only a valid form is sent');
    }
    if (event.type === 'form.submit' && real.matches('editing')) {
      same(c.errors, specErrors(expected), 'spec 001 §5 messages under the fields');
    }
    if (event.type === 'xstate.done.actor.updateCitizen') {
      same(real.value, 'refreshingUser', 'the user is read again after a change');
      const msg = (event as { output?: { msg: string } }).output?.msg;
      same(c.result, msg?.trim() ? { text: msg } : 'settings.profileUpdated', "the server msg, else 'Se ha modificado su información de usuario'");
    }
    if (event.type === 'xstate.error.actor.updateCitizen' && (event as { error?: unknown }).error === unknownError) {
      same(real.value, 'checking', 'a lost answer is checked, never a failure');
      same(c.result, null, 'no failure shown');
    } else if (event.type === 'xstate.error.actor.updateCitizen') {
      same(real.value, 'result', 'the dialog shows the failure');
      const error = (event as { error?: unknown }).error;
      same(
        c.result,
        error === refused ? { text: 'Teléfono en uso, favor introduzca otro teléfono' } : 'settings.updateFailed',
        "data.msg, else 'Ha ocurrido un error'",
      );
    }
    if (event.type === 'xstate.done.actor.loadCurrentUser') {
      same(real.value, 'result', 'the dialog shows the message');
      same(actions.last('userUpdated')?.params, updatedAna, 'the session gets the re-read user');
    }
    if (real.matches('checking'))
      check(!real.children.updateCitizen && inputOf(real, 'checkUser') === undefined && 'checkUser' in real.children, 'the user is read, nothing sent');
    if (event.type.endsWith('.actor.checkUser')) {
      same([real.value, c.result], ['result', checkResult({ path, index }, event)], 'the check says what it found');
    }
    const found = events.filter(
      (e, i) => e.type === 'xstate.done.actor.checkUser' && checkResult({ path, index: i + 1 }, e) === 'settings.profileUpdated',
    ).length;
    same(actions.count('userUpdated'), countSoFar(step, 'xstate.done.actor.loadCurrentUser') + found, 'the session is updated only with a re-read user');
    if (event.type === 'xstate.error.actor.loadCurrentUser') same(real.value, 'result', 'a failed re-read still shows the message');
    if (event.type === 'dialog.close') same([real.value, c.result], ['editing', null], 'the dialog closes, the form stays');
  },
});
