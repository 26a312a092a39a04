/**
 * 'Datos de contacto' form of /app/myConfiguration (spec 001 §2.7, §3 User data and Citizen update,
 * §5 Contact data, §7 POST /citizen-update, §8 "profile update with success false: the server
 * message data.msg; profile fallback 'Ha ocurrido un error'"; contract S3, §1.3 G1-G3).
 *
 * ```
 * editing ──form.submit [isValid]──▶ saving ──done──▶ refreshingUser ──done / error──▶ result
 *   ▲  │ form.submit (else): errors     │ error ─────────────────────────────────────▶ result
 *   │  └ field.change / preference.change                                               │
 *   └──────────────────────────────── dialog.close ─────────────────────────────────────┘
 *   saving ── unknown outcome ──▶ checking ── the user read again ──▶ result (stored / 'no llegó' / not checked)
 * ```
 * - Prefilled from the signed-in user (input `user`, GET /get/auth/user): address, province_id,
 *   municipality_id, sector_id, phone, phone2, and the notification preferences
 *   `notificationsWithEmail` / `notificationsSms` (false when the server sends none).
 * - The option lists come from the geography cascade (src/machines/geography.machine.ts), invoked
 *   as the child `geography` with the user's province and municipality. A new province clears the
 *   municipality and the sector and is sent to the child as `province.select`; a new municipality
 *   clears the sector and is sent as `municipality.select` (spec 001 §2.7: municipality disabled
 *   until a province is chosen, sector until a municipality is; the view reads the child).
 * - Rules (`validateContactData`, src/domain/validation/forms.ts): the six fields required ('Este
 *   campo es requerido'); phones 809/829/849 + 7 digits ('Favor digitar un teléfono válido').
 * - `saving` and `refreshingUser` (tag `busy`): POST /citizen-update with `{ address (trimmed),
 *   province_id, municipality_id, sector_id (numbers), phone, phone2 (10 digits),
 *   notificationsWithEmail, notificationsSms }`; edits and submits are ignored (one call per double
 *   click). After a success the user is read again (GET /get/auth/user, actor `loadCurrentUser`) and
 *   handed to the session (named action `userUpdated` → `session.userUpdated`), so the desk
 *   profile shows the new data; a failed re-read changes nothing else.
 * - `result`: a dialog with the server's `msg` ('Se ha modificado su información de usuario' when
 *   it sends none); `success: false` → its `msg`, or 'Ha ocurrido un error'; network error, HTTP
 *   500, malformed body, expired token → 'Ha ocurrido un error'. The values stay as typed.
 * - Unknown outcome (issue 25 "Unknown is not failed": the answer of POST /citizen-update was lost,
 *   src/api/outcome.ts): `checking` (tag `busy`) says 'No sabemos si sus datos llegaron al ministerio.
 *   Estamos comprobándolo…' while the user is read again (`checkUser`, GET /get/auth/user). The user
 *   holds the data sent (src/domain/unknownOutcome.ts `contactDataStored`) → the result 'Se ha
 *   modificado su información de usuario' and `userUpdated`; not → 'no llegó' (a new Guardar sends
 *   them); the read failed → said so, and the next Guardar reads again before sending (one intent,
 *   one write). The values stay as typed.
 *
 * IO only through the named actors `updateCitizen`, `loadCurrentUser` and the child `geography`.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { loadCurrentUser, type CurrentUser } from '../../api/auth';
import { updateCitizen, type CitizenUpdateBody, type SettingsAnswer } from '../../api/settings';
import { unwrap } from '../../api/result';
import { contactDataStored } from '../../domain/unknownOutcome';
import { normalizePhone } from '../../domain/validation/contact';
import { hasErrors, validateContactData, type ContactDataField, type ContactDataValues, type FieldErrors } from '../../domain/validation/forms';
import '../../messages/es/settings';
import { changeField } from '../formFields';
import { geographyMachine, geoIdOf } from '../geography.machine';
import { isOutcomeUnknown } from '../outcome';
import { failureMessage, successMessage, type SettingsMessage } from './common';

export type { ContactDataField, SettingsMessage };

/** The two notification preferences (spec 001 §3 Citizen update). */
export type PreferenceField = 'notificationsWithEmail' | 'notificationsSms';

/** The form's values: the six contact fields as typed/chosen (select values as text) and the preferences. */
export interface ContactDataFormValues extends ContactDataValues {
  province_id: string;
  municipality_id: string;
  sector_id: string;
  notificationsWithEmail: boolean;
  notificationsSms: boolean;
}

export interface ContactDataContext {
  values: ContactDataFormValues;
  errors: FieldErrors<ContactDataField>;
  /** The message of the result dialog (null while none is shown). */
  result: SettingsMessage | null;
  /** A POST /citizen-update whose outcome is still unknown (issue 25): its body; null when none. */
  unchecked: CitizenUpdateBody | null;
}

/** Input: the signed-in user the form is prefilled from. */
export interface ContactDataInput {
  user: CurrentUser;
}

export type ContactDataEvent =
  | { type: 'field.change'; field: ContactDataField; value: string }
  | { type: 'preference.change'; field: PreferenceField; value: boolean }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

/** A positive id as the select's value; a missing, 0 or negative id is no choice (''). */
const idText = (id: number | null | undefined) => ((id ?? 0) > 0 ? String(id) : '');

/** The form's values prefilled from the user (spec 001 §3 User data). */
export function contactDataValuesOf(user: CurrentUser): ContactDataFormValues {
  return {
    address: user.address ?? '',
    province_id: idText(user.province_id),
    municipality_id: idText(user.municipality_id),
    sector_id: idText(user.sector_id),
    // Stryker disable next-line StringLiteral: equivalent, normalizePhone keeps the digits only, so any digit-free fallback gives ''.
    phone: normalizePhone(user.phone ?? ''),
    // Stryker disable next-line StringLiteral: equivalent, normalizePhone keeps the digits only, so any digit-free fallback gives ''.
    phone2: normalizePhone(user.phone2 ?? ''),
    notificationsWithEmail: user.notificationsWithEmail === true,
    notificationsSms: user.notificationsSms === true,
  };
}

/** The POST /citizen-update body of valid values (contract S3 + spec 001 §3 notification booleans). */
function bodyOf(values: ContactDataFormValues): CitizenUpdateBody {
  return {
    address: values.address.trim(),
    province_id: geoIdOf(values.province_id) ?? 0,
    municipality_id: geoIdOf(values.municipality_id) ?? 0,
    sector_id: geoIdOf(values.sector_id) ?? 0,
    phone: normalizePhone(values.phone),
    phone2: normalizePhone(values.phone2),
    notificationsWithEmail: values.notificationsWithEmail,
    notificationsSms: values.notificationsSms,
  };
}

// Stryker disable next-line MethodExpression: equivalent, the address rule (required) already ignores surrounding blanks.
const trimmedForRules = (values: ContactDataFormValues): ContactDataFormValues => ({ ...values, address: values.address.trim() });

export const contactDataMachine = setup({
  types: {
    context: {} as ContactDataContext,
    events: {} as ContactDataEvent,
    input: {} as ContactDataInput,
    tags: {} as 'busy' | 'checking',
    children: {} as { geography: 'geography' },
  },
  actors: {
    geography: geographyMachine,
    updateCitizen: fromPromise<SettingsAnswer, CitizenUpdateBody>(async ({ input }) => unwrap(await updateCitizen(input))),
    loadCurrentUser: fromPromise<CurrentUser>(async () => unwrap(await loadCurrentUser())),
  },
  guards: {
    /** spec 001 §5 Contact data rules hold. */
    isValid: ({ context }) => !hasErrors(validateContactData(trimmedForRules(context.values))),
    isProvinceChange: ({ event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to field.change only (the test narrows the event's type).
      event.type === 'field.change' && event.field === 'province_id',
    isMunicipalityChange: ({ event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to field.change only (the test narrows the event's type).
      event.type === 'field.change' && event.field === 'municipality_id',
    /** A previous update's outcome is still unknown: read the user before sending anything (issue 25). */
    hasUncheckedUpdate: ({ context }) => context.unchecked !== null,
    /** POST /citizen-update got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the user read again. It holds the contact data of the unchecked update. */
    isUpdateStored: ({ context }, user: CurrentUser) => context.unchecked !== null && contactDataStored(user, context.unchecked),
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to field.change only (the test narrows the event's type).
    assignField: assign(({ context, event }) => (event.type === 'field.change' ? changeField(context, event.field, event.value) : {})),
    /** spec 001 §2.7: changing the province clears municipality and sector. */
    clearMunicipalityAndSector: assign(({ context }) => ({ values: { ...context.values, municipality_id: '', sector_id: '' } })),
    /** spec 001 §2.7: changing the municipality clears the sector. */
    clearSector: assign(({ context }) => ({ values: { ...context.values, sector_id: '' } })),
    selectProvince: sendTo('geography', ({ context }) => ({ type: 'province.select' as const, id: geoIdOf(context.values.province_id) })),
    selectMunicipality: sendTo('geography', ({ context }) => ({
      type: 'municipality.select' as const,
      id: geoIdOf(context.values.municipality_id),
    })),
    assignPreference: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to preference.change only (the test narrows the event's type).
      event.type === 'preference.change' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    assignErrors: assign({ errors: ({ context }) => validateContactData(trimmedForRules(context.values)) }),
    // Stryker disable next-line ObjectLiteral: equivalent, a valid form has no field error left (each field.change clears its own) and `editing` has no result (dialog.close clears it).
    clearFeedback: assign({ errors: {}, result: null }),
    assignSaved: assign({ result: (_, answer: SettingsAnswer) => successMessage(answer.msg, 'settings.profileUpdated') }),
    assignFailure: assign({ result: ({ event }) => failureMessage(event, 'settings.updateFailed') }),
    clearResult: assign({ result: null }),
    /** The update being sent, its outcome unknown (issue 25). */
    markUnchecked: assign({ unchecked: ({ context }) => bodyOf(context.values) }),
    clearUnchecked: assign({ unchecked: null }),
    /** Params: the message of the check (issue 25). */
    assignResult: assign({ result: (_, result: SettingsMessage) => result }),
    /** Provided by the app: `session.userUpdated` with the re-read user. */
    userUpdated: (_, _user: CurrentUser) => {},
  },
}).createMachine({
  id: 'contactData',
  context: ({ input }) => ({ values: contactDataValuesOf(input.user), errors: {}, result: null, unchecked: null }),
  invoke: {
    id: 'geography',
    src: 'geography',
    input: ({ context }) => ({ provinceId: geoIdOf(context.values.province_id), municipalityId: geoIdOf(context.values.municipality_id) }),
  },
  initial: 'editing',
  states: {
    editing: {
      meta: {
        spec: 'spec 001 §2.7 Datos de contacto, §5 Contact data',
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
      },
      on: {
        'field.change': [
          { guard: 'isProvinceChange', actions: ['assignField', 'clearMunicipalityAndSector', 'selectProvince'] },
          { guard: 'isMunicipalityChange', actions: ['assignField', 'clearSector', 'selectMunicipality'] },
          { actions: 'assignField' },
        ],
        'preference.change': { actions: 'assignPreference' },
        'form.submit': [
          // Issue 25: after an update whose outcome stayed unknown, Guardar reads the user first.
          { guard: 'hasUncheckedUpdate', target: 'checking', actions: 'clearFeedback' },
          {
            guard: 'isValid',
            target: 'saving',
            // Stryker disable next-line StringLiteral: equivalent, a valid form has no field error left (each field.change clears its own) and `editing` has no result (dialog.close clears it).
            actions: 'clearFeedback',
          },
          { actions: 'assignErrors' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 POST /citizen-update', shows: ['the fields, read-only', 'settings.save (loading)'] },
      invoke: {
        id: 'updateCitizen',
        src: 'updateCitizen',
        input: ({ context }) => bodyOf(context.values),
        onDone: { target: 'refreshingUser', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
          { target: 'result', actions: 'assignFailure' },
        ],
      },
    },
    checking: {
      tags: ['busy', 'checking'],
      meta: {
        spec: 'spec 001 §7 POST /citizen-update with an unknown outcome (issue 25): the user read again (GET /get/auth/user), contract S3',
        shows: ['the fields, read-only', 'settings.save (loading)', 'settings.checkingOutcome'],
      },
      invoke: {
        id: 'checkUser',
        src: 'loadCurrentUser',
        onDone: [
          {
            guard: { type: 'isUpdateStored', params: ({ event }) => event.output },
            target: 'result',
            actions: [
              'clearUnchecked',
              { type: 'assignResult', params: 'settings.profileUpdated' },
              { type: 'userUpdated', params: ({ event }) => event.output },
            ],
          },
          { target: 'result', actions: ['clearUnchecked', { type: 'assignResult', params: 'settings.notReceived' }] },
        ],
        onError: { target: 'result', actions: { type: 'assignResult', params: 'settings.outcomeUnchecked' } },
      },
    },
    refreshingUser: {
      tags: ['busy'],
      meta: {
        spec: 'spec 001 §2.7 Profile settings (the shown data follows the update), §7 User data fetch; issue 9 (GET /get/auth/user)',
        shows: ['the fields, read-only', 'settings.save (loading)'],
      },
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: { target: 'result', actions: { type: 'userUpdated', params: ({ event }) => event.output } },
        onError: { target: 'result' },
      },
    },
    result: {
      meta: {
        spec: 'spec 001 §8 the profile update shows the server msg in a dialog',
        shows: ['result: data.msg | settings.profileUpdated | settings.updateFailed', 'common.close'],
      },
      on: { 'dialog.close': { target: 'editing', actions: 'clearResult' } },
    },
  },
});
