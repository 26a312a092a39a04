/**
 * Add / modify company statechart of the desk profile (spec 001 §2.1 Profile tab "add/modify
 * company modal", §3 Company, §5 Company form, §8 profile fallback; contract §1.7 P2/P3; docs/ARCHITECTURE.md
 * Machines "companies and members").
 *
 * editing --form.submit [isValid]--> submitting --(success)--> saved (final, output `{ mode }`)
 * - Client validation (spec 001 §5): name, RNC, phone and address required ('Este campo es
 *   requerido'); web optional but a web address ('Dirección web inválida'). Each error sits on its
 *   field; typing in a field clears its error and the server message.
 * - The RNC is not editable when modifying: `field.change` for `company_rnc` is ignored in `edit`
 *   mode, and the update sends the stored RNC plus the company `id` (the existing client sent no
 *   id, contract §5.6).
 * - Masks are removed before sending: RNC 9 digits (mask 9-99-99999-9), phone 10 digits
 *   (mask 999-999-9999); text fields are trimmed; an empty web is sent as ''.
 * - While submitting, further submits and edits are ignored (a double click never sends twice).
 * - Server refusal (`success: false`, spec 001 §8 "profile update ... show the server msg in a
 *   dialog"): field errors of `msg.error` go on their fields; otherwise the server `msg` is shown in
 *   the dialog (`serverMessage`), falling back to 'Ha ocurrido un error' when it is empty.
 * - A failed call (network, HTTP error, malformed body, expired token) keeps the typed values and
 *   shows the error toast 'Ha ocurrido un error' (spec 001 §8 profile fallback).
 * - On success the success toast is shown (`desk.companyForm.added` / `.updated`, not in spec);
 *   the view closes the dialog and reloads the list when the machine is done.
 *
 * IO through the named actor `saveCompany`; toasts through the named actions `notifyError` and
 * `notifySuccess` (the view provides them).
 */
import { assign, fromPromise, setup } from 'xstate';
import { createCompany, updateCompany, type Company, type CompanyInput } from '../api/identity';
import { unwrap, type ApiFailure } from '../api/result';
import type { MessageKey } from '../messages/es';
import { formatPhone, formatRnc } from '../domain/format/identity';
import { hasErrors, validateCompanyForm, type CompanyFormField, type CompanyFormValues } from '../domain/validation/forms';
import { changeField, failureOfEvent } from './formFields';

/** A message of the form: a catalogue key, or the server's own words. */
export type CompanyFormMessage = MessageKey | { text: string };

/** Whether the dialog adds a new company or modifies an existing one. */
export type CompanyFormMode = 'add' | 'edit';

/** The form's fields, in display order (wire names of P2/P3). */
export const COMPANY_FORM_FIELDS: readonly CompanyFormField[] = ['company_name', 'company_rnc', 'company_phone', 'company_address', 'company_url_web'];

export interface CompanyFormContext {
  mode: CompanyFormMode;
  /** Id of the company being modified (`null` when adding). */
  companyId: number | null;
  /** What the user typed, masks included ('1-01-01234-1', '809-555-3344'). */
  values: CompanyFormValues;
  /** At most one message per field (client rule or server field error). */
  errors: Partial<Record<CompanyFormField, CompanyFormMessage>>;
  /** Message of a server refusal shown in the dialog, or null. */
  serverMessage: CompanyFormMessage | null;
}

export type CompanyFormEvent = { type: 'field.change'; field: CompanyFormField; value: string } | { type: 'form.submit' };

/** Input: the company to modify, or `null` to add one. */
export interface CompanyFormInput {
  company: Company | null;
}

/** Input of the `saveCompany` actor: `id` null creates (P2), a number updates (P3). */
export interface SaveCompanyInput {
  id: number | null;
  body: CompanyInput;
}

/** Output of the machine when the company was saved. */
export interface CompanyFormOutput {
  mode: CompanyFormMode;
}

const digits = (value: string): string => value.replace(/\D/g, '');

/**
 * The form's starting values: empty when adding; the company's data when modifying, with the RNC
 * as 9-99-99999-9 and the phone as 999-999-9999 (the masks of the inputs).
 */
export function initialCompanyValues(company: Company | null): CompanyFormValues {
  return {
    company_name: company?.company_name ?? '',
    company_rnc: company?.company_rnc ? formatRnc(company.company_rnc) : '',
    company_phone: company?.company_phone ? formatPhone(company.company_phone) : '',
    company_address: company?.company_address ?? '',
    company_url_web: company?.company_url_web ?? '',
  };
}

/**
 * The P2/P3 body of the typed values (contract §1.7): RNC and phone as digits only, the other
 * fields trimmed, web '' when empty.
 */
export function companyPayload(values: CompanyFormValues): CompanyInput {
  return {
    company_name: values.company_name.trim(),
    company_rnc: digits(values.company_rnc),
    company_phone: digits(values.company_phone),
    company_address: values.company_address.trim(),
    company_url_web: values.company_url_web.trim(),
  };
}

/** The server field errors (`msg.error`) that belong to a form field, first message each. */
export function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined): Partial<Record<CompanyFormField, CompanyFormMessage>> {
  const out: Partial<Record<CompanyFormField, CompanyFormMessage>> = {};
  for (const field of COMPANY_FORM_FIELDS) {
    const first = fieldErrors?.[field]?.find((m) => m.trim() !== '');
    if (first !== undefined) out[field] = { text: first };
  }
  return out;
}

/**
 * The dialog message of a refusal without field errors of the form: the server `msg`, else the
 * first message of any other field error, else 'Ha ocurrido un error' (spec 001 §8 fallback).
 */
export function refusalMessage(failure: ApiFailure | null): CompanyFormMessage {
  const msg = failure?.message?.trim();
  if (msg) return { text: msg };
  const other = Object.values(failure?.fieldErrors ?? {})
    .flat()
    .find((m) => m.trim() !== '');
  return other !== undefined ? { text: other } : 'errors.generic';
}

export const companyFormMachine = setup({
  types: {
    context: {} as CompanyFormContext,
    events: {} as CompanyFormEvent,
    input: {} as CompanyFormInput,
    output: {} as CompanyFormOutput,
  },
  actors: {
    saveCompany: fromPromise<true, SaveCompanyInput>(async ({ input }) =>
      unwrap(await (input.id === null ? createCompany(input.body) : updateCompany(input.id, input.body))),
    ),
  },
  guards: {
    /** Every field may change, except the RNC of a company being modified. */
    isEditableField: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to field.change only
      event.type === 'field.change' && !(event.field === 'company_rnc' && context.mode === 'edit'),
    isValid: ({ context }) => !hasErrors(validateCompanyForm(context.values)),
    /** The server refused with field errors that belong to the form's fields. */
    hasServerFieldErrors: ({ event }) => {
      const failure = failureOfEvent(event);
      return failure?.kind === 'rejected' && Object.keys(serverFieldErrors(failure.fieldErrors)).length > 0;
    },
    /** The server answered `success: false` (its message goes in the dialog). */
    isRejected: ({ event }) => failureOfEvent(event)?.kind === 'rejected',
  },
  actions: {
    assignField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
      if (event.type !== 'field.change') return {};
      return { ...changeField(context, event.field, event.value), serverMessage: null };
    }),
    assignErrors: assign({ errors: ({ context }) => validateCompanyForm(context.values), serverMessage: null }),
    clearMessages: assign({ errors: {}, serverMessage: null }),
    assignServerFieldErrors: assign({
      // Stryker disable next-line OptionalChaining: equivalent, it runs only after hasServerFieldErrors found a rejected API failure in the event
      errors: ({ event }) => serverFieldErrors(failureOfEvent(event)?.fieldErrors),
      serverMessage: null,
    }),
    assignServerMessage: assign({ serverMessage: ({ event }) => refusalMessage(failureOfEvent(event)) }),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'companyForm',
  context: ({ input }) => ({
    mode: input.company ? 'edit' : 'add',
    companyId: input.company?.id ?? null,
    values: initialCompanyValues(input.company),
    errors: {},
    serverMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: {
        spec: 'spec 001 §2.1 Profile tab (add/modify company modal), §5 Company form, §8 profile fallback',
        shows: [
          'desk.companyForm.commercialName',
          'desk.companyForm.rnc',
          'desk.companyForm.rncLocked',
          'desk.companyForm.phone',
          'desk.companyForm.address',
          'desk.companyForm.web',
          'desk.companyForm.confirm',
          'errors.required',
          'errors.invalidWeb',
          'server msg in the dialog',
          'errors.generic toast after a failed call',
        ],
      },
      on: {
        'field.change': { guard: 'isEditableField', actions: 'assignField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearMessages' }, { actions: 'assignErrors' }],
      },
    },
    submitting: {
      meta: {
        spec: 'spec 001 §7 create/modify company (spec 000 §7 POST /auth/register/createnewcompany, /auth/update/updatecompany; contract §1.7 P2/P3)',
        shows: ['desk.companyForm.saving', 'POST create (P2) or update (P3) with RNC and phone as digits'],
      },
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => ({ id: context.companyId, body: companyPayload(context.values) }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'notifySuccess',
            params: ({ context }) => ({ key: context.mode === 'add' ? 'desk.companyForm.added' : 'desk.companyForm.updated' }),
          },
        },
        onError: [
          { guard: 'hasServerFieldErrors', target: 'editing', actions: 'assignServerFieldErrors' },
          { guard: 'isRejected', target: 'editing', actions: 'assignServerMessage' },
          { target: 'editing', actions: { type: 'notifyError', params: { key: 'errors.generic' } } },
        ],
      },
    },
    saved: {
      type: 'final',
      meta: { spec: 'spec 001 §2.1 Profile tab (the modal closes, the list reloads)', shows: ['desk.companyForm.added', 'desk.companyForm.updated'] },
    },
  },
  output: ({ context }) => ({ mode: context.mode }),
});
