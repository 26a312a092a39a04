/**
 * Types, wire bodies, pure context updates and the two document-step check configs of the citizen
 * registration chart
 * (src/machines/citizenRegistration.machine.ts, which re-exports what views and tests use).
 * spec 000 §3 Citizen registration payload / Security answers, §4 location cascade, §5 Citizen
 * registration, §8 Registration failures; contract R1-R3.
 */
import type { CitizenRegistration } from '../../api/identity';
import { failureOf } from '../../api/result';
import type { MessageKey } from '../../messages/es';
import {
  citizenStepOfField,
  CITIZEN_STEP_FIELDS,
  isBlank,
  isCedulaType,
  validateCitizenStep,
  validateCitizenStep1,
  type CitizenDataStep,
  type CitizenField,
  type CitizenRegistrationValues,
} from '../../domain/validation/forms';
import { stripDashes } from '../../domain/validation/identity';
import { normalizePhone } from '../../domain/validation/contact';
import { failedTo, FIELD_ERROR_FEEDBACK, firstRejectedStep, securityAnswersOf, serverFieldMessages, stepsWithErrors } from './serverChecks';

/** An error shown under a field: a catalogue key, or a message the server wrote (`{ text }`). */
export type FieldMessage = MessageKey | { text: string };

/** Outcome of the document check (validity, then "not registered yet"). */
export type DocumentVerdict = { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'registered'; msg: string };

/** Outcome of the name check: accepted, or refused with the server's message (may be ''). */
export type NameVerdict = { ok: true } | { ok: false; msg: string };

type FieldErrors = Partial<Record<CitizenField, FieldMessage>>;

/** Context of the citizen registration chart. */
export interface CitizenRegistrationContext {
  values: CitizenRegistrationValues;
  /** At most one message per field; the stepper marks the steps that hold any. */
  errors: FieldErrors;
  /** The server accepted the current document type + number (GET /validate and "not registered"). */
  documentValidated: boolean;
  /** The server accepted the current first last name for the current document. */
  nameChecked: boolean;
  /** Form-level message of the current step ('Llene todos los campos requeridos'), or null. */
  notice: MessageKey | null;
  /** Grows when `step.next` / `form.submit` fails the local rules, so the view can focus the first invalid field. */
  validationAttempt: number;
  /** After the register call: whether the security answers were stored (null before; false in `answersFailed`). */
  securityAnswersSaved: boolean | null;
}

/** Optional start values (e.g. a draft restored after a reload). The document starts unvalidated. */
export interface CitizenRegistrationInput {
  values?: Partial<CitizenRegistrationValues>;
}

/** Events of the citizen registration chart. */
export type CitizenRegistrationEvent =
  | { type: 'field.change'; field: CitizenField; value: string | boolean }
  | { type: 'document.blur' }
  | { type: 'firstLastName.blur' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  /** In `answersFailed`: send the security answers again (never the registration). */
  | { type: 'answers.retry' };

/** What the finished wizard reports (it finishes only once the answers are saved). */
export interface CitizenRegistrationOutput {
  email: string;
  securityAnswersSaved: boolean;
}

/** The three name fields, which refuse input until the document is validated (spec 000 §5). */
export const NAME_FIELDS: readonly CitizenField[] = ['name', 'first_last_name', 'second_last_name'];

/** The document type and number: changing either invalidates the document's validation (spec 000 §5). */
export const DOCUMENT_FIELDS: readonly CitizenField[] = ['document_type', 'citizen_id'];

/** Document as sent to the server: without dashes or surrounding spaces. */
export function documentOf(values: CitizenRegistrationValues): string {
  return stripDashes(values.citizen_id);
}

/** Wire document type: '1' cédula, '2' passport (spec 000 §3). */
export function documentTypeOf(values: CitizenRegistrationValues): '1' | '2' {
  return isCedulaType(values.document_type) ? '1' : '2';
}

/**
 * The POST /auth/register/portal body (spec 000 §3; contract R2): document without dashes, phones
 * digits only, location ids as numbers, `document_type` '1' | '2', trimmed texts, `occupation`,
 * `second_last_name`, `phone2` and `email2` as '' when empty.
 */
export function toRegistrationPayload(values: CitizenRegistrationValues): CitizenRegistration {
  return {
    document_type: documentTypeOf(values),
    citizen_id: documentOf(values),
    email: values.email.trim(),
    name: values.name.trim(),
    first_last_name: values.first_last_name.trim(),
    second_last_name: values.second_last_name.trim(),
    occupation: values.occupation.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    province_id: Number(values.province_id),
    municipality_id: Number(values.municipality_id),
    sector_id: Number(values.sector_id),
    phone: normalizePhone(values.phone),
    phone2: normalizePhone(values.phone2),
    email2: values.email2.trim(),
    address: values.address.trim(),
  };
}

/** The POST /auth/register/questionandanswer body: three `{ citizen_question, citizen_answer, citizen_id }`. */
export const toSecurityAnswers = (values: CitizenRegistrationValues) => securityAnswersOf(values, documentOf(values));

/** The register call's inputs, from the context. */
export const citizenInputs = {
  document: ({ values }: CitizenRegistrationContext) => ({ document: documentOf(values), documentType: documentTypeOf(values) }),
  name: ({ values }: CitizenRegistrationContext) => ({
    document: documentOf(values),
    documentType: documentTypeOf(values),
    firstLastName: values.first_last_name.trim(),
  }),
  register: ({ values }: CitizenRegistrationContext) => toRegistrationPayload(values),
  answers: ({ values }: CitizenRegistrationContext) => toSecurityAnswers(values),
};

/** Server field errors (`msg.error`) as wizard field messages: the first message of every field the wizard shows. */
export const wizardFieldErrors = (fieldErrors: Record<string, string[]> | undefined): FieldErrors =>
  serverFieldMessages<CitizenField>(fieldErrors, citizenStepOfField);

/** The data steps (0-3) holding at least one error, ascending (for the stepper's 'Error' markers). */
export const errorStepsOf = (errors: FieldErrors): CitizenDataStep[] => stepsWithErrors(errors, citizenStepOfField);

/** First data step with a wizard field error in a rejected register call (its `event.error`), or null. */
export const firstServerErrorStep = (error: unknown) => firstRejectedStep(error, citizenStepOfField);

/** Local errors of a data step; step 1 without the "validate the document first" rule (the server checks follow). */
export const stepErrors = (step: CitizenDataStep, values: CitizenRegistrationValues) => validateCitizenStep(step, values, {});

/** Whether the document type and number pass the local rules, so the server can check them. */
export function isDocumentComplete(values: CitizenRegistrationValues): boolean {
  const errors = validateCitizenStep1(values);
  return !errors.document_type && !errors.citizen_id;
}

type Update = Partial<CitizenRegistrationContext>;
const without = (errors: FieldErrors, fields: readonly CitizenField[]) => {
  const out = { ...errors };
  for (const field of fields) delete out[field];
  return out;
};

/** Context updates of the chart's actions (pure; the chart wraps each in its `assign`). */
export const citizenUpdates = {
  /** Replaces the errors of one step by its local validation, with the notice 'Llene todos los campos requeridos'. */
  stepErrors: (c: CitizenRegistrationContext, step: CitizenDataStep): Update => ({
    errors: { ...without(c.errors, CITIZEN_STEP_FIELDS[step]), ...stepErrors(step, c.values) },
    notice: 'register.fillRequired',
    validationAttempt: c.validationAttempt + 1,
  }),
  /** spec 000 §4: a province change clears municipality and sector. */
  clearMunicipalityAndSector: (c: CitizenRegistrationContext): Update => ({
    values: { ...c.values, municipality_id: '', sector_id: '' },
    errors: without(c.errors, ['municipality_id', 'sector_id']),
  }),
  /** spec 000 §4: a municipality change clears sector. */
  clearSector: (c: CitizenRegistrationContext): Update => ({ values: { ...c.values, sector_id: '' }, errors: without(c.errors, ['sector_id']) }),
  /** Local error of the document on blur (incomplete cédula / passport length); nothing when blank. */
  documentError: (c: CitizenRegistrationContext): Update => {
    const error = isBlank(c.values.citizen_id) ? undefined : validateCitizenStep1(c.values).citizen_id;
    return error ? { errors: { ...c.errors, citizen_id: error } } : {};
  },
  /** The document passed: its errors go, and so does 'validate the document first' on the names. */
  documentValidated: (c: CitizenRegistrationContext): Update => {
    const errors = without(c.errors, DOCUMENT_FIELDS);
    for (const field of NAME_FIELDS) if (errors[field] === 'register.validateDocumentFirst') delete errors[field];
    return { documentValidated: true, errors };
  },
  /** 'Documento de identidad no válido', the server's msg, or 'Ya existe un usuario con este documento de identidad'. */
  documentRefusal: (c: CitizenRegistrationContext, verdict: DocumentVerdict): Update => {
    const message: FieldMessage =
      verdict.ok || verdict.reason === 'invalid' ? 'register.documentInvalid' : verdict.msg.trim() ? { text: verdict.msg } : 'register.documentExists';
    return { documentValidated: false, nameChecked: false, errors: { ...c.errors, citizen_id: message } };
  },
  nameChecked: (c: CitizenRegistrationContext): Update => ({ nameChecked: true, errors: without(c.errors, ['first_last_name']) }),
  /** The server's msg, or 'El nombre ya existe'. */
  nameRefusal: (c: CitizenRegistrationContext, verdict: NameVerdict): Update => {
    // Stryker disable next-line StringLiteral: runs only on a refused verdict (the chart's isNameAccepted guard took the accepted one), never on ok
    const msg = verdict.ok ? '' : verdict.msg.trim();
    return { nameChecked: false, errors: { ...c.errors, first_last_name: msg ? { text: msg } : 'register.nameExists' } };
  },
  /** Each server field error on its field (spec 000 §8); one on the document or name undoes its check. */
  serverFieldErrors: (c: CitizenRegistrationContext, error: unknown): Update => {
    // Stryker disable next-line OptionalChaining: runs only after isFieldRejectionOnStep, which holds only for a rejected failure (never null here)
    const serverErrors = wizardFieldErrors(failureOf(error)?.fieldErrors);
    const touchesDocument = DOCUMENT_FIELDS.some((f) => serverErrors[f] !== undefined);
    const touchesName = touchesDocument || serverErrors.first_last_name !== undefined;
    return {
      errors: { ...c.errors, ...serverErrors },
      documentValidated: touchesDocument ? false : c.documentValidated,
      nameChecked: touchesName ? false : c.nameChecked,
    };
  },
};

/**
 * The citizen chart's document check (`validateDocument` invoke config): accepted → `accepted`, marked validated; refused → `refused`
 * with the verdict on the document (and, while submitting, the field-error toast and scroll);
 * failed → `failed` with the generic toast.
 */
export const documentCheck = <A extends string, R extends string, F extends string>(accepted: A, refused: R, failed: F, submitting: boolean) => {
  const refusal = { type: 'assignDocumentRefusal', params: ({ event }: { event: { output: DocumentVerdict } }) => event.output } as const;
  return {
    id: 'validateDocument',
    src: 'validateDocument',
    input: ({ context }: { context: CitizenRegistrationContext }) => citizenInputs.document(context),
    onDone: [
      {
        guard: { type: 'isDocumentAccepted', params: ({ event }: { event: { output: DocumentVerdict } }) => event.output },
        target: accepted,
        actions: 'markDocumentValidated',
      },
      { target: refused, actions: submitting ? [refusal, ...FIELD_ERROR_FEEDBACK] : [refusal] },
    ],
    onError: failedTo(failed),
  } as const;
};

/** The name check (`checkName`), as {@link documentCheck} for the first last name. */
export const nameCheck = <A extends string, R extends string, F extends string>(accepted: A, refused: R, failed: F, submitting: boolean) => {
  const refusal = { type: 'assignNameRefusal', params: ({ event }: { event: { output: NameVerdict } }) => event.output } as const;
  return {
    id: 'checkName',
    src: 'checkName',
    input: ({ context }: { context: CitizenRegistrationContext }) => citizenInputs.name(context),
    onDone: [
      {
        guard: { type: 'isNameAccepted', params: ({ event }: { event: { output: NameVerdict } }) => event.output },
        target: accepted,
        actions: 'markNameChecked',
      },
      { target: refused, actions: submitting ? [refusal, ...FIELD_ERROR_FEEDBACK] : [refusal] },
    ],
    onError: failedTo(failed),
  } as const;
};
