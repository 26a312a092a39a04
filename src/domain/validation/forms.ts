/**
 * Form validation: small composable field rules and the validators of the portal's plain forms.
 *
 * - Rules (`required`, `minLength`, `equals`, ...) are `(value) => MessageKey | null`. Every rule
 *   except {@link required} and {@link isTrue} lets a blank value pass, so optional fields need no
 *   wrapper: `check(v, required(), email())` for a required e-mail, `check(v, email())` for an
 *   optional one.
 * - Form validators are pure functions over a plain object of values returning
 *   `Partial<Record<field, MessageKey>>` (an empty object when valid). Field names follow the wire
 *   payload names (spec 000 §3, spec 001 §3/§7) so server field errors (`msg.error`) map 1:1;
 *   UI-only fields use the same snake_case style (`email_confirmation`, `question_1`, `terms`).
 *
 * Server-side checks (e-mail in use, document exists, RNC registered, phone in use, ...) are not
 * here: the machines set those keys from the server answers.
 */
import type { MessageKey } from '../../messages/es';
import {
  CEDULA_LENGTH,
  COMPANY_PHONE_MIN_LENGTH,
  COMPANY_RNC_MIN_LENGTH,
  DOCUMENT_TYPE,
  MEMBER_DOCUMENT_MIN_LENGTH,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_QUESTION_COUNT,
} from '../constants';
import { isValidEmail, isValidName, isValidPhone, isValidWebAddress, normalizePhone, sameEmail, samePhone } from './contact';
import { isValidPassport, stripDashes } from './identity';

// ---------------------------------------------------------------------------------------------
// Composable rules
// ---------------------------------------------------------------------------------------------

/** A field rule: a message key when the value breaks it, else null. */
export type Rule<V = unknown> = (value: V) => MessageKey | null;

/** Errors of a form: at most one message key per field. Empty object = valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** An id chosen in a select (province, municipality, sector, question...): blank when '' / null / undefined. */
export type SelectValue = string | number | null | undefined;

/**
 * Whether a value counts as empty for "required": null, undefined, a whitespace-only string, an
 * empty array or `false`. `0` is NOT blank (a real id may be 0).
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** Fails blank values (see {@link isBlank}); default message 'Este campo es requerido'. */
export function required(key: MessageKey = 'errors.required'): Rule {
  return (value) => (isBlank(value) ? key : null);
}

/** Fails unless the value is exactly `true` (checkboxes such as the terms). */
export function isTrue(key: MessageKey = 'errors.required'): Rule {
  return (value) => (value === true ? null : key);
}

/** Fails a non-blank value shorter than `n` characters (after trimming). */
export function minLength(n: number, key: MessageKey = 'errors.wrongLength'): Rule {
  return (value) => (isBlank(value) || asText(value).trim().length >= n ? null : key);
}

/** Fails a non-blank value longer than `n` characters. */
export function maxLength(n: number, key: MessageKey = 'errors.maxLength'): Rule {
  return (value) => (isBlank(value) || asText(value).length <= n ? null : key);
}

/** Fails a non-blank value whose trimmed length is not exactly `n`. */
export function exactLength(n: number, key: MessageKey = 'errors.wrongLength'): Rule {
  return (value) => (isBlank(value) || asText(value).trim().length === n ? null : key);
}

/** Fails a non-blank value different from `other` (compared as strings). */
export function equals(other: unknown, key: MessageKey): Rule {
  return (value) => (isBlank(value) || asText(value) === asText(other ?? '') ? null : key);
}

/** Fails a non-blank value that does not match `re`. */
export function pattern(re: RegExp, key: MessageKey): Rule {
  return (value) => (isBlank(value) || re.test(asText(value)) ? null : key);
}

/** Fails a non-blank value for which `ok` returns false. */
export function predicate(ok: (value: string) => boolean, key: MessageKey): Rule {
  return (value) => (isBlank(value) || ok(asText(value)) ? null : key);
}

/** Fails a non-blank invalid e-mail; default 'Favor digitar un email válido'. */
export function email(key: MessageKey = 'errors.invalidEmail'): Rule {
  return predicate(isValidEmail, key);
}

/** Fails a non-blank invalid Dominican phone; default 'Favor digitar un teléfono válido'. */
export function phone(key: MessageKey = 'errors.invalidPhone'): Rule {
  return predicate(isValidPhone, key);
}

/** Fails a non-blank value that is not a personal name (letters, spaces, accents). */
export function personName(key: MessageKey = 'errors.lettersOnly'): Rule {
  return predicate(isValidName, key);
}

/** Runs `rules` in order and returns the first failure, or null. */
export function check<V>(value: V, ...rules: Rule<V>[]): MessageKey | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/**
 * Validates an object field by field.
 * @param values the form values
 * @param schema rules per field, run in order (first failure wins)
 * @returns errors of the failing fields only
 */
export function validateFields<F extends string>(values: Partial<Record<F, unknown>>, schema: Partial<Record<F, readonly Rule[]>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(schema) as F[]) {
    const error = check(values[field], ...(schema[field] ?? []));
    if (error) errors[field] = error;
  }
  return errors;
}

/** Whether an error object holds at least one error. */
export function hasErrors(errors: Partial<Record<string, MessageKey | undefined>>): boolean {
  return Object.values(errors).some((e) => e !== undefined && e !== null);
}

// ---------------------------------------------------------------------------------------------
// Login and password reset (spec 000 §5 Login, §5 Reset password)
// ---------------------------------------------------------------------------------------------

/** Login form fields (wire names of POST /auth/login). */
export type LoginField = 'citizen_id' | 'password';
/** Login form values; `citizen_id` is a cédula (dashes allowed) or a passport. */
export type LoginValues = Record<LoginField, string>;

/** spec 000 §5 Login: identity and password required ('Este campo es requerido'). */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return validateFields<LoginField>(values, { citizen_id: [required()], password: [required()] });
}

/** Password reset form fields: document, e-mail, e-mail confirmation. */
export type ResetPasswordField = 'citizen_id' | 'email' | 'email_confirmation';
/** Password reset form values. */
export type ResetPasswordValues = Record<ResetPasswordField, string>;

/**
 * spec 000 §5 Reset password: all three required ('Este campo es requerido'); e-mail valid
 * ('Ingrese un email valido'); confirmation equal to the e-mail ('Los correos no coinciden').
 */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  return validateFields<ResetPasswordField>(values, {
    citizen_id: [required()],
    email: [required(), email('resetPassword.invalidEmail')],
    email_confirmation: [required(), equals(values.email, 'resetPassword.emailsMismatch')],
  });
}

// ---------------------------------------------------------------------------------------------
// Citizen registration (spec 000 §5 Citizen registration, steps 0-3)
// ---------------------------------------------------------------------------------------------

/** Step 0 (authentication info) fields. */
export type CitizenStep0Field = 'email' | 'email_confirmation' | 'password' | 'password_confirmation';
/** Step 0 values. */
export type CitizenStep0Values = Record<CitizenStep0Field, string>;

/** Step 1 (personal data) fields (wire names of POST /auth/register/portal). */
export type CitizenStep1Field =
  | 'document_type'
  | 'citizen_id'
  | 'name'
  | 'first_last_name'
  | 'second_last_name'
  | 'occupation'
  | 'province_id'
  | 'municipality_id'
  | 'sector_id'
  | 'phone'
  | 'phone2'
  | 'email2'
  | 'address';

/** Registration document type: 1 cédula, 2 passport (spec 000 §3); '' when not chosen yet. */
export type DocumentTypeValue = 1 | 2 | '1' | '2' | '' | null;

/** Step 1 values. `citizen_id` may carry the display dashes of a cédula. */
export interface CitizenStep1Values {
  document_type: DocumentTypeValue;
  citizen_id: string;
  name: string;
  first_last_name: string;
  second_last_name: string;
  occupation: string;
  province_id: SelectValue;
  municipality_id: SelectValue;
  sector_id: SelectValue;
  phone: string;
  phone2: string;
  email2: string;
  address: string;
}

/** Context of step 1 that is not a field value. */
export interface CitizenStep1Context {
  /**
   * Whether the server accepted the document (GET /validate/...). When explicitly `false`, a typed
   * name fails with 'Debe validar el documento de identidad antes de ingresar el nombre'.
   */
  documentValidated?: boolean;
}

/** Step 2 (security info) fields: three question slots and three answers. */
export type CitizenStep2Field = 'question_1' | 'question_2' | 'question_3' | 'answer_1' | 'answer_2' | 'answer_3';
/** Step 2 values: question ids (from GET /auth/get/getquestionandanswer) and answers. */
export interface CitizenStep2Values {
  question_1: SelectValue;
  question_2: SelectValue;
  question_3: SelectValue;
  answer_1: string;
  answer_2: string;
  answer_3: string;
}

/** Step 3 (terms) field. */
export type CitizenStep3Field = 'terms';
/** Step 3 values. */
export interface CitizenStep3Values {
  terms: boolean;
}

/** Every field of the citizen registration wizard. */
export type CitizenField = CitizenStep0Field | CitizenStep1Field | CitizenStep2Field | CitizenStep3Field;
/** All values of the citizen registration wizard. */
export type CitizenRegistrationValues = CitizenStep0Values & CitizenStep1Values & CitizenStep2Values & CitizenStep3Values;
/** Data steps of the wizard (4 is the confirmation step, which has no fields). */
export type CitizenDataStep = 0 | 1 | 2 | 3;

/** The fields of each data step, in display order. */
export const CITIZEN_STEP_FIELDS: Readonly<Record<CitizenDataStep, readonly CitizenField[]>> = {
  0: ['email', 'email_confirmation', 'password', 'password_confirmation'],
  1: [
    'document_type',
    'citizen_id',
    'name',
    'first_last_name',
    'second_last_name',
    'occupation',
    'province_id',
    'municipality_id',
    'sector_id',
    'phone',
    'phone2',
    'email2',
    'address',
  ],
  2: ['question_1', 'answer_1', 'question_2', 'answer_2', 'question_3', 'answer_3'],
  3: ['terms'],
};

/**
 * The data step that holds `field` (e.g. to put a server field error on its step), or null for a
 * name that is not a wizard field.
 */
export function citizenStepOfField(field: string): CitizenDataStep | null {
  for (const step of [0, 1, 2, 3] as const) {
    if ((CITIZEN_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return null;
}

/** Empty values of the whole wizard (initial form state). */
export function emptyCitizenRegistration(): CitizenRegistrationValues {
  return {
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    document_type: '',
    citizen_id: '',
    name: '',
    first_last_name: '',
    second_last_name: '',
    occupation: '',
    province_id: '',
    municipality_id: '',
    sector_id: '',
    phone: '',
    phone2: '',
    email2: '',
    address: '',
    question_1: '',
    question_2: '',
    question_3: '',
    answer_1: '',
    answer_2: '',
    answer_3: '',
    terms: false,
  };
}

/**
 * Step 0, authentication info (spec 000 §5): e-mail required and valid ('Ingrese un email válido');
 * confirmation required and equal ('Los correos no coinciden'); password required, at least 6
 * ('La contraseña debe tener minimo 6 caracteres'); confirmation required, at least 6 and equal
 * ('Las contraseñas no coinciden'). Also used by the company wizard's first step.
 */
export function validateCitizenStep0(values: CitizenStep0Values): FieldErrors<CitizenStep0Field> {
  return validateFields<CitizenStep0Field>(values, {
    email: [required(), email('register.invalidEmail')],
    email_confirmation: [required(), equals(values.email, 'register.emailsMismatch')],
    password: [required(), minLength(PASSWORD_MIN_LENGTH, 'register.passwordMin')],
    password_confirmation: [required(), minLength(PASSWORD_MIN_LENGTH, 'register.passwordMin'), equals(values.password, 'register.passwordsMismatch')],
  });
}

/** Whether a document-type value means cédula (1). */
export function isCedulaType(documentType: DocumentTypeValue): boolean {
  return String(documentType) === String(DOCUMENT_TYPE.cedula);
}

/** Whether a document-type value means passport (2). */
export function isPassportType(documentType: DocumentTypeValue): boolean {
  return String(documentType) === String(DOCUMENT_TYPE.passport);
}

/**
 * Step 1, personal data (spec 000 §5):
 * - document_type required;
 * - citizen_id required; cédula exactly 11 characters without dashes ('La cédula debe tener
 *   exactamente 11 caracteres'); passport 6-15 characters (`register.passportLength`); the check
 *   digit and the existence of the document are the server's (GET /validate/...);
 * - name required, letters only, and refused while `context.documentValidated === false`;
 * - first_last_name required; second_last_name optional; both letters only;
 * - occupation optional; province_id, municipality_id, sector_id, address required;
 * - phone required, 809/829/849 + 7 digits ('Favor digitar un teléfono válido');
 * - phone2 optional, a valid phone, and different from phone ('El teléfono secundario no puede ser
 *   igual al teléfono primario');
 * - email2 optional, valid when present ('Ingrese un email válido').
 */
export function validateCitizenStep1(values: CitizenStep1Values, context: CitizenStep1Context = {}): FieldErrors<CitizenStep1Field> {
  const documentRules: Rule[] = [required()];
  if (isCedulaType(values.document_type)) {
    documentRules.push(predicate((v) => stripDashes(v).length === CEDULA_LENGTH, 'register.cedulaLength'));
  } else if (isPassportType(values.document_type)) {
    documentRules.push(predicate(isValidPassport, 'register.passportLength'));
  }
  const nameRules: Rule[] = [required()];
  if (context.documentValidated === false) nameRules.push(() => 'register.validateDocumentFirst');
  nameRules.push(personName());

  const errors = validateFields<CitizenStep1Field>(values, {
    document_type: [required()],
    citizen_id: documentRules,
    name: nameRules,
    first_last_name: [required(), personName()],
    second_last_name: [personName()],
    province_id: [required()],
    municipality_id: [required()],
    sector_id: [required()],
    phone: [required(), phone()],
    phone2: [phone(), predicate((v) => !samePhone(v, values.phone), 'register.phone2SameAsPhone')],
    email2: [email('register.invalidEmail')],
    address: [required()],
  });
  return errors;
}

/**
 * Step 2, security info (spec 000 §5): the three question slots and the three answers are all
 * required. (A question chosen in one slot is hidden from the others: {@link availableSecurityQuestions}.)
 */
export function validateCitizenStep2(values: CitizenStep2Values): FieldErrors<CitizenStep2Field> {
  const schema: Partial<Record<CitizenStep2Field, readonly Rule[]>> = {};
  for (let slot = 1; slot <= SECURITY_QUESTION_COUNT; slot += 1) {
    schema[`question_${slot}` as CitizenStep2Field] = [required()];
    schema[`answer_${slot}` as CitizenStep2Field] = [required()];
  }
  return validateFields<CitizenStep2Field>(values, schema);
}

/**
 * Step 3, terms (spec 000 §5): must be accepted ('Debe aceptar los terminos y condiciones de uso y
 * privacidad para continuar').
 */
export function validateCitizenStep3(values: CitizenStep3Values): FieldErrors<CitizenStep3Field> {
  return validateFields<CitizenStep3Field>(values, { terms: [isTrue('register.termsRequired')] });
}

/** Validates one data step of the citizen wizard. */
export function validateCitizenStep(step: CitizenDataStep, values: CitizenRegistrationValues, context: CitizenStep1Context = {}): FieldErrors<CitizenField> {
  switch (step) {
    case 0:
      return validateCitizenStep0(values);
    case 1:
      return validateCitizenStep1(values, context);
    case 2:
      return validateCitizenStep2(values);
    case 3:
      return validateCitizenStep3(values);
  }
}

/** A security question as listed by GET /auth/get/getquestionandanswer (spec 000 §3). */
export interface SecurityQuestion {
  id: number | string;
  questions: string;
}

/**
 * The questions to offer in `slot` (1-3): all of them minus those chosen in the OTHER slots
 * (spec 000 §5 step 2 "a question chosen in one slot is hidden from the other slots").
 * @param selected the ids chosen in slots 1..3 (blank = none)
 */
export function availableSecurityQuestions<Q extends SecurityQuestion>(all: readonly Q[], selected: readonly SelectValue[], slot: 1 | 2 | 3): Q[] {
  const taken = new Set(selected.filter((id, index) => index !== slot - 1 && !isBlank(id)).map((id) => String(id)));
  return all.filter((q) => !taken.has(String(q.id)));
}

// ---------------------------------------------------------------------------------------------
// Company registration, company data step (spec 000 §5 Company registration, step 2)
// ---------------------------------------------------------------------------------------------

/** Company data step fields (wire names of the company payload and its files). */
export type CompanyDataField = 'rnc' | 'nombre' | 'razonsocial' | 'extension' | 'telefono' | 'registromercant' | 'podernotarizado' | 'cedulaperaut';

/** Company data step values; the three file fields hold the chosen files (any array-like list). */
export interface CompanyDataValues {
  rnc: string;
  nombre: string;
  razonsocial: string;
  extension: string;
  telefono: string;
  registromercant: readonly unknown[];
  podernotarizado: readonly unknown[];
  cedulaperaut: readonly unknown[];
}

/**
 * spec 000 §5 company step 2: RNC required and at least 9 characters ('Cantidad de caracteres
 * incorrecto'); nombre and razonsocial required; extension optional; telefono required and at least
 * 10 digits (same 'Cantidad de caracteres incorrecto', the spec gives no text for it); commercial
 * registry and representative identity card files required; notarised power optional. The file
 * type (PDF only) is checked when a file is picked (`validateCompanyDocument`); uniqueness and RNC
 * validity are server checks.
 */
export function validateCompanyData(values: CompanyDataValues): FieldErrors<CompanyDataField> {
  return validateFields<CompanyDataField>(values, {
    rnc: [required(), predicate((v) => stripDashes(v).length >= COMPANY_RNC_MIN_LENGTH, 'companyRegister.rncLength')],
    nombre: [required()],
    razonsocial: [required()],
    telefono: [required(), predicate((v) => normalizePhone(v).length >= COMPANY_PHONE_MIN_LENGTH, 'errors.wrongLength')],
    registromercant: [required()],
    cedulaperaut: [required()],
  });
}

// ---------------------------------------------------------------------------------------------
// Other plain forms (spec 000 §5 Contact form; spec 001 §5)
// ---------------------------------------------------------------------------------------------

/** Contact form fields (spec 000 §5). */
export type ContactField = 'fullName' | 'relationTo' | 'email' | 'phoneNumber' | 'message';
/** Contact form values; `relationTo` is the relation option id 1-4. */
export interface ContactValues {
  fullName: string;
  relationTo: SelectValue;
  email: string;
  phoneNumber: string;
  message: string;
}

/**
 * spec 000 §5 Contact form: every field required; e-mail valid ('Favor digitar un email válido');
 * phone a Dominican phone ('Favor digitar un teléfono válido', contract D8 sends 10 digits).
 */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return validateFields<ContactField>(values, {
    fullName: [required()],
    relationTo: [required()],
    email: [required(), email()],
    phoneNumber: [required(), phone()],
    message: [required()],
  });
}

/** Change-password form fields (spec 001 §5; wire names of POST citizen/change/password). */
export type ChangePasswordField = 'old_password' | 'password' | 'new_password_confirmation';
/** Change-password values. */
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/**
 * spec 001 §5: all required; passwords at least 6 ('La contraseña debe tener minimo 6 caracteres');
 * confirmation equal to the new password ('Las contraseñas no coinciden').
 */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return validateFields<ChangePasswordField>(values, {
    old_password: [required(), minLength(PASSWORD_MIN_LENGTH, 'errors.passwordMin')],
    password: [required(), minLength(PASSWORD_MIN_LENGTH, 'errors.passwordMin')],
    new_password_confirmation: [required(), minLength(PASSWORD_MIN_LENGTH, 'errors.passwordMin'), equals(values.password, 'errors.passwordsMismatch')],
  });
}

/** Change-e-mail form fields (spec 001 §5; wire names of POST /citizen/change/email). */
export type ChangeEmailField = 'password' | 'email' | 'new_email_confirmation';
/** Change-e-mail values. */
export type ChangeEmailValues = Record<ChangeEmailField, string>;

/** spec 001 §5: password (min 6), e-mail (valid), confirmation equal to the e-mail. */
export function validateChangeEmail(values: ChangeEmailValues): FieldErrors<ChangeEmailField> {
  return validateFields<ChangeEmailField>(values, {
    password: [required(), minLength(PASSWORD_MIN_LENGTH, 'errors.passwordMin')],
    email: [required(), email()],
    new_email_confirmation: [required(), equals(values.email, 'errors.emailsMismatch')],
  });
}

/** Settings contact-data fields (spec 001 §2.7, §5; wire names of POST /citizen-update). */
export type ContactDataField = 'address' | 'province_id' | 'municipality_id' | 'sector_id' | 'phone' | 'phone2';
/** Settings contact-data values. */
export interface ContactDataValues {
  address: string;
  province_id: SelectValue;
  municipality_id: SelectValue;
  sector_id: SelectValue;
  phone: string;
  phone2: string;
}

/**
 * spec 001 §5 contact data: all six fields required; phones 809/829/849 + 7 digits (contract S3;
 * the spec shows no rule beyond "required", so no phone2 ≠ phone rule here).
 */
export function validateContactData(values: ContactDataValues): FieldErrors<ContactDataField> {
  return validateFields<ContactDataField>(values, {
    address: [required()],
    province_id: [required()],
    municipality_id: [required()],
    sector_id: [required()],
    phone: [required(), phone()],
    phone2: [required(), phone()],
  });
}

/** Desk company form fields (spec 001 §2.1, §5; wire names of P2/P3). */
export type CompanyFormField = 'company_name' | 'company_rnc' | 'company_phone' | 'company_address' | 'company_url_web';
/** Desk company form values. */
export type CompanyFormValues = Record<CompanyFormField, string>;

/**
 * spec 001 §5 company form: name, RNC, phone, address required ('Este campo es requerido'); web
 * optional but a web address ('Dirección web inválida').
 */
export function validateCompanyForm(values: CompanyFormValues): FieldErrors<CompanyFormField> {
  return validateFields<CompanyFormField>(values, {
    company_name: [required()],
    company_rnc: [required()],
    company_phone: [required()],
    company_address: [required()],
    company_url_web: [predicate(isValidWebAddress, 'desk.companyForm.invalidWeb')],
  });
}

/** Claim form fields (spec 001 §2.5, §5). */
export type ClaimField = 'issue_id' | 'description';
/** Claim form values: the reason (issue id) and the observations. */
export interface ClaimValues {
  issue_id: SelectValue;
  description: string;
}

/** spec 001 §5: reason and message both required ('Este campo es requerido'). */
export function validateClaim(values: ClaimValues): FieldErrors<ClaimField> {
  return validateFields<ClaimField>(values, { issue_id: [required()], description: [required()] });
}

/** spec 001 §5 information message: required, at most 500 characters. */
export function validateInformationMessage(text: string): MessageKey | null {
  return check<unknown>(text, required(), maxLength(MESSAGE_MAX_LENGTH));
}

/**
 * spec 001 §2.1 member / representative search: document required and at least 9 characters
 * ('Digite un número de documento de identidad válido').
 */
export function validateMemberDocument(document: string): MessageKey | null {
  return check<unknown>(
    document,
    required(),
    predicate((v) => stripDashes(v).length >= MEMBER_DOCUMENT_MIN_LENGTH, 'desk.companies.invalidDocument'),
  );
}

/**
 * Dynamic form e-mail mask "different e-mail" (spec 000 §5, spec 001 §5): a valid e-mail that is
 * not the user's primary e-mail ('Favor digitar un email diferente al solicitante').
 */
export function validateDifferentEmail(value: string, primaryEmail: string): MessageKey | null {
  return check<unknown>(
    value,
    email(),
    predicate((v) => !sameEmail(v, primaryEmail), 'errors.differentEmail'),
  );
}
