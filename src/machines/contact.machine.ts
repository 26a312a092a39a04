/**
 * Contact form statechart (spec 000 §2 Contact page, §4 "Contact form: loader, then success message
 * and form reset", §5 Contact form, §7 POST /send/claim, §8 Contact; contract D8, §4.4).
 *
 * editing --form.submit [isValid]--> submitting --(sent)--> editing (values reset)
 *                                               --(failed)--> editing (values kept)
 * - Client validation (spec 000 §5): fullName, relationTo, email, phoneNumber and message required
 *   ('Este campo es requerido'); e-mail valid ('Favor digitar un email válido'); phone a prefix
 *   809/829/849 plus 7 digits ('Favor digitar un teléfono válido'). Each error sits on its field;
 *   typing in a field clears its error.
 * - The body sent (contract D8): `name` and `message` trimmed, `mail` trimmed, `phone` as 10 digits,
 *   `relation` the LABEL text of the chosen option 1-4 (contract §4.4), not its number.
 * - While submitting (the view shows the loader), further submits and edits are ignored, so a double
 *   click sends once.
 * - Success: success toast 'Mensaje enviado satisfactoriamente' and the form is emptied.
 * - Any failure (network, HTTP error, `success: false`, expired token): error toast 'Ha ocurrido un
 *   error'; the loader stops (the old client never hid it, contract §5.16) and the values are kept.
 *
 * IO through the named actor `sendContactMessage`; toasts through the named actions
 * `notifySuccess` and `notifyError` (the view provides them).
 */
import { assign, fromPromise, setup } from 'xstate';
import { sendContactMessage, type ContactMessage } from '../api/contact';
import { unwrap } from '../api/result';
import { CONTACT_RELATIONS } from '../domain/catalogue';
import { normalizePhone } from '../domain/validation/contact';
import { hasErrors, validateContact, type ContactField, type ContactValues, type FieldErrors } from '../domain/validation/forms';
import { t, type MessageKey } from '../messages/es';
import '../messages/es/contact';
import { changeField } from './formFields';

/** The form's values as typed; `relationTo` is the option id as text ('1'-'4') or '' when none. */
export interface ContactFormValues extends ContactValues {
  relationTo: string;
}

export interface ContactContext {
  values: ContactFormValues;
  errors: FieldErrors<ContactField>;
}

export type ContactEvent = { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

/** The form's fields in display order (spec 000 §2: name, mail, phone, relation, message). */
export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'phoneNumber', 'relationTo', 'message'];

/** An empty form (start, and after a message was sent). */
export const emptyContactValues = (): ContactFormValues => ({
  fullName: '',
  relationTo: '',
  email: '',
  phoneNumber: '',
  message: '',
});

/**
 * The Spanish label of a relation option id ('1'-'4' or 1-4), e.g. '3' → 'Confotur'
 * (contract §4.4); '' for anything else.
 */
export function relationLabel(id: string | number): string {
  const relation = CONTACT_RELATIONS.find((r) => String(r.id) === String(id));
  return relation ? t(relation.labelKey) : '';
}

/**
 * The form's errors: {@link validateContact} (spec 000 §5), plus 'Este campo es requerido' on a
 * relation that is not one of the options 1-4 (the select offers no other value).
 */
export function contactErrors(values: ContactFormValues): FieldErrors<ContactField> {
  const errors = validateContact(values);
  if (!errors.relationTo && relationLabel(values.relationTo) === '') errors.relationTo = 'errors.required';
  return errors;
}

/** The POST /send/claim body of valid typed values (contract D8). */
export function contactPayload(values: ContactFormValues): ContactMessage {
  return {
    name: values.fullName.trim(),
    mail: values.email.trim(),
    phone: normalizePhone(values.phoneNumber),
    relation: relationLabel(values.relationTo),
    message: values.message.trim(),
  };
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    sendContactMessage: fromPromise<true, ContactMessage>(async ({ input }) => unwrap(await sendContactMessage(input))),
  },
  guards: {
    /** Every field valid and the relation one of the four options. */
    isValid: ({ context }) => !hasErrors(contactErrors(context.values)),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
      if (event.type !== 'field.change') return {};
      return changeField(context, event.field, event.value);
    }),
    assignErrors: assign({ errors: ({ context }) => contactErrors(context.values) }),
    // Stryker disable next-line ObjectLiteral: equivalent, no error is left at a valid submit (each error sits on an invalid field, and typing in that field clears it)
    clearErrors: assign({ errors: {} }),
    resetForm: assign({ values: () => emptyContactValues(), errors: {} }),
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  id: 'contact',
  context: { values: emptyContactValues(), errors: {} },
  initial: 'editing',
  states: {
    editing: {
      meta: {
        spec: 'spec 000 §2 Contact page, §5 Contact form, §8 Contact',
        shows: [
          'contact.fullName',
          'contact.email',
          'contact.phone',
          'contact.relation',
          'contact.message',
          'contact.send',
          'errors.required',
          'contact.success',
          'contact.failure',
        ],
      },
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            // Stryker disable next-line StringLiteral: equivalent, see clearErrors
            actions: 'clearErrors',
          },
          { actions: 'assignErrors' },
        ],
      },
    },
    submitting: {
      meta: {
        spec: 'spec 000 §4 Contact form (loader); §7 POST /send/claim',
        shows: ['contact.sending', 'loader', 'POST /send/claim with name, mail, phone, relation, message'],
      },
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => contactPayload(context.values),
        onDone: {
          target: 'editing',
          actions: ['resetForm', { type: 'notifySuccess', params: { key: 'contact.success' } }],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifyError', params: { key: 'contact.failure' } },
        },
      },
    },
  },
});
