/**
 * Types, wire bodies, pure context updates and the RNC check config of the company registration chart
 * (src/machines/companyRegistration.machine.ts, which re-exports what views and tests use).
 * spec 000 §3 Company registration payload / Company files / Security answers, §5 "Company
 * registration, step 2", §8 Registration failures; issue 4.
 */
import type { CompanyRegistration, DocumentCheck } from '../../api/identity';
import type { CompanyFiles } from '../../api/companyDocuments';
import type { MessageKey, MessageRef } from '../../messages/es';
import {
  validateCitizenStep0,
  validateCitizenStep2,
  validateCitizenStep3,
  validateCompanyData,
  type CitizenStep0Values,
  type CitizenStep2Values,
  type CompanyDataField,
} from '../../domain/validation/forms';
import { stripDashes } from '../../domain/validation/identity';
import { normalizePhone } from '../../domain/validation/contact';
import { failedTo, firstRejectedStep, securityAnswersOf, serverFieldMessages, stepsWithErrors } from './serverChecks';

/** The three document fields of the company data step (spec 000 §3 Company files). */
export type CompanyFileField = 'registromercant' | 'podernotarizado' | 'cedulaperaut';
/** The text fields of the company data step. */
export type CompanyTextField = Exclude<CompanyDataField, CompanyFileField>;

/** Every field of the wizard, per data step. */
export const COMPANY_STEP_FIELDS = {
  0: ['email', 'email_confirmation', 'password', 'password_confirmation'],
  1: ['rnc', 'nombre', 'razonsocial', 'extension', 'telefono', 'registromercant', 'podernotarizado', 'cedulaperaut'],
  2: ['question_1', 'question_2', 'question_3', 'answer_1', 'answer_2', 'answer_3'],
  3: ['terms'],
} as const;

/** A data step (0-3) of the company wizard. */
export type CompanyDataStep = 0 | 1 | 2 | 3;
/** Any field of the company wizard. */
export type CompanyField = (typeof COMPANY_STEP_FIELDS)[CompanyDataStep][number];
/** Fields that hold text (or the terms flag): everything but the files. */
export type CompanyValueField = Exclude<CompanyField, CompanyFileField>;

/** Values of the wizard. A file field holds zero or one chosen PDF. */
export interface CompanyRegistrationValues extends CitizenStep0Values, CitizenStep2Values {
  rnc: string;
  nombre: string;
  razonsocial: string;
  extension: string;
  telefono: string;
  registromercant: readonly File[];
  podernotarizado: readonly File[];
  cedulaperaut: readonly File[];
  terms: boolean;
}

/** An error shown under a field: a catalogue key, the server's own text, or a key with parameters. */
export type CompanyFieldMessage = MessageKey | { text: string } | MessageRef;

/** Outcome of the RNC check (`validateWithoutJCE`): accepted, or refused with the server's msg (may be ''). */
export type RncVerdict = DocumentCheck;

/** Context of the company registration chart. */
export interface CompanyRegistrationContext {
  values: CompanyRegistrationValues;
  /** At most one message per field; the stepper marks the steps that hold any. */
  errors: Partial<Record<CompanyField, CompanyFieldMessage>>;
  /** Form-level message of the current step ('Llene todos los campos requeridos'), or null. */
  notice: MessageKey | null;
  /** Grows when `step.next` / `form.submit` fails the local rules (the view focuses the first invalid field). */
  validationAttempt: number;
  /** Share of the documents' bytes sent, 0..1, while `uploading`; null otherwise. */
  uploadProgress: number | null;
  /** Stored routes of the uploaded documents (the register call's `company_files`), null before. */
  companyFiles: CompanyFiles | null;
  /** After the register call: whether the security answers were stored too (null before). */
  securityAnswersSaved: boolean | null;
}

/** Optional start values (e.g. for tests or a restored form); files are never persisted. */
export interface CompanyRegistrationInput {
  values?: Partial<CompanyRegistrationValues>;
}

/** Events of the company registration chart. */
export type CompanyRegistrationEvent =
  | { type: 'field.change'; field: CompanyValueField; value: string | boolean }
  | { type: 'file.pick'; field: CompanyFileField; file: File | null }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  /** In `answersFailed`: send the security answers again (never the upload or the registration). */
  | { type: 'answers.retry' };

/** What the finished wizard reports. */
export interface CompanyRegistrationOutput {
  email: string;
  rnc: string;
  securityAnswersSaved: boolean;
}

/** Empty wizard values. */
export function emptyCompanyRegistration(): CompanyRegistrationValues {
  return {
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    rnc: '',
    nombre: '',
    razonsocial: '',
    extension: '',
    telefono: '',
    registromercant: [],
    podernotarizado: [],
    cedulaperaut: [],
    question_1: '',
    question_2: '',
    question_3: '',
    answer_1: '',
    answer_2: '',
    answer_3: '',
    terms: false,
  };
}

/** The data step (0-3) showing `field`, or null for a name the wizard does not show. */
export function companyStepOfField(field: string): CompanyDataStep | null {
  for (const step of [0, 1, 2, 3] as const) {
    if ((COMPANY_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return null;
}

/** Local errors of one data step (spec 000 §5: step 0, 2, 3 as the citizen wizard; step 1 company data). */
export function validateCompanyStep(step: CompanyDataStep, values: CompanyRegistrationValues): Partial<Record<CompanyField, MessageKey>> {
  switch (step) {
    case 0:
      return validateCitizenStep0(values);
    case 1:
      return validateCompanyData(values);
    case 2:
      return validateCitizenStep2(values);
    case 3:
      return validateCitizenStep3(values);
  }
}

/** The RNC as sent: without dashes or spaces. */
export function rncOf(values: CompanyRegistrationValues): string {
  return stripDashes(values.rnc);
}

/**
 * The POST /auth/register/portal body (spec 000 §3 Company registration payload): `is_company`
 * true, `document_type` '3', RNC and phone digits only, trimmed texts, `extension` '' when empty,
 * `company_files` the upload's stored routes.
 */
export function toCompanyPayload(values: CompanyRegistrationValues, companyFiles: CompanyFiles): CompanyRegistration {
  return {
    is_company: true,
    document_type: '3',
    rnc: rncOf(values),
    email: values.email.trim(),
    nombre: values.nombre.trim(),
    razonsocial: values.razonsocial.trim(),
    extension: values.extension.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    telefono: normalizePhone(values.telefono),
    company_files: companyFiles,
  };
}

/** The POST /auth/register/questionandanswer body: three answers with `citizen_id` = the RNC. */
export const toCompanySecurityAnswers = (values: CompanyRegistrationValues) => securityAnswersOf(values, rncOf(values));

/** Server field errors (`msg.error`) as wizard field messages: the first message of every field the wizard shows. */
export const companyFieldErrors = (fieldErrors: Record<string, string[]> | undefined): Partial<Record<CompanyField, CompanyFieldMessage>> =>
  serverFieldMessages<CompanyField>(fieldErrors, companyStepOfField);

/** The data steps (0-3) holding at least one error, ascending (the stepper's 'Error' markers). */
export const companyErrorSteps = (errors: Partial<Record<CompanyField, CompanyFieldMessage>>): CompanyDataStep[] => stepsWithErrors(errors, companyStepOfField);

/** First data step with a wizard field error in a rejected register call, or null. */
export const firstCompanyServerErrorStep = (error: unknown) => firstRejectedStep(error, companyStepOfField);

/** The calls' inputs, from the context. */
export const companyInputs = {
  rnc: ({ values }: CompanyRegistrationContext) => ({ rnc: rncOf(values) }),
  phone: ({ values }: CompanyRegistrationContext) => ({ phone: normalizePhone(values.telefono) }),
  register: ({ values, companyFiles }: CompanyRegistrationContext) => toCompanyPayload(values, companyFiles as CompanyFiles),
  answers: ({ values }: CompanyRegistrationContext) => toCompanySecurityAnswers(values),
};

/** Replaces the errors of one step by its local validation, with the notice 'Llene todos los campos requeridos'. */
export function companyStepErrorsUpdate(context: CompanyRegistrationContext, step: CompanyDataStep): Partial<CompanyRegistrationContext> {
  const errors = { ...context.errors };
  for (const field of COMPANY_STEP_FIELDS[step]) delete errors[field];
  return {
    errors: { ...errors, ...validateCompanyStep(step, context.values) },
    notice: 'register.fillRequired',
    validationAttempt: context.validationAttempt + 1,
  };
}

/** The RNC check (`checkRnc`): accepted → `accepted`; refused → `refused` with its message on the RNC; failed → `failed`. */
export const rncCheck = <const A extends object, const R extends object, const F extends string>(accepted: A, refused: R, failed: F) =>
  ({
    id: 'checkRnc',
    src: 'checkRnc',
    input: ({ context }: { context: CompanyRegistrationContext }) => companyInputs.rnc(context),
    onDone: [{ guard: { type: 'isRncAccepted', params: ({ event }: { event: { output: RncVerdict } }) => event.output }, ...accepted }, refused],
    onError: failedTo(failed),
  }) as const;
/** The refused RNC's message on its field (the verdict from the check's output). */
export const rncRefusal = { type: 'assignRncRefusal', params: ({ event }: { event: { output: RncVerdict } }) => event.output } as const;
