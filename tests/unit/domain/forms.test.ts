import '../../../src/messages/all';
import { describe, expect, it } from 'vitest';
import {
  availableSecurityQuestions,
  check,
  CITIZEN_STEP_FIELDS,
  citizenStepOfField,
  emptyCitizenRegistration,
  equals,
  exactLength,
  hasErrors,
  isBlank,
  isTrue,
  maxLength,
  minLength,
  pattern,
  required,
  validateChangeEmail,
  validateChangePassword,
  validateCitizenStep,
  validateCitizenStep0,
  validateCitizenStep1,
  validateCitizenStep2,
  validateCitizenStep3,
  validateClaim,
  validateCompanyData,
  validateCompanyForm,
  validateContact,
  validateContactData,
  validateDifferentEmail,
  validateFields,
  validateInformationMessage,
  validateLogin,
  validateMemberDocument,
  validateResetPassword,
  type CitizenStep1Values,
  type CompanyDataValues,
} from '../../../src/domain/validation/forms';
import { t } from '../../../src/messages/es';

describe('rule helpers', () => {
  it('isBlank', () => {
    for (const v of [null, undefined, '', '   ', [], false]) expect(isBlank(v)).toBe(true);
    for (const v of [0, 'a', ['x'], true]) expect(isBlank(v)).toBe(false);
  });
  it('required', () => {
    expect(required()('')).toBe('errors.required');
    expect(required('register.termsRequired')(null)).toBe('register.termsRequired');
    expect(required()(0)).toBeNull();
  });
  it('length rules let blanks pass and have exact boundaries', () => {
    expect(minLength(6)('')).toBeNull();
    expect(minLength(6)('12345')).toBe('errors.wrongLength');
    expect(minLength(6)('123456')).toBeNull();
    expect(maxLength(3)('abcd')).toBe('errors.maxLength');
    expect(maxLength(3)('abc')).toBeNull();
    expect(exactLength(2)('a')).toBe('errors.wrongLength');
    expect(exactLength(2)('ab')).toBeNull();
  });
  it('equals, pattern, isTrue', () => {
    expect(equals('a', 'errors.emailsMismatch')('b')).toBe('errors.emailsMismatch');
    expect(equals('a', 'errors.emailsMismatch')('a')).toBeNull();
    expect(pattern(/^\d+$/, 'errors.numbersOnly')('12a')).toBe('errors.numbersOnly');
    expect(isTrue()(false)).toBe('errors.required');
    expect(isTrue()('true')).toBe('errors.required');
    expect(isTrue()(true)).toBeNull();
  });
  it('check returns the first failure in order', () => {
    expect(check<unknown>('', required(), minLength(6))).toBe('errors.required');
    expect(check<unknown>('abc', required(), minLength(6))).toBe('errors.wrongLength');
    expect(check<unknown>('abcdef', required(), minLength(6))).toBeNull();
  });
  it('validateFields and hasErrors', () => {
    const errors = validateFields<'a' | 'b'>({ a: '', b: 'x' }, { a: [required()], b: [required()] });
    expect(errors).toEqual({ a: 'errors.required' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('login (spec 000 §5 Login)', () => {
  it('requires both fields', () => {
    expect(validateLogin({ citizen_id: '', password: '' })).toEqual({
      citizen_id: 'errors.required',
      password: 'errors.required',
    });
    expect(t('errors.required')).toBe('Este campo es requerido');
    expect(validateLogin({ citizen_id: '001-1234567-8', password: 'x' })).toEqual({});
  });
});

describe('reset password (spec 000 §5 Reset password)', () => {
  it('requires all three', () => {
    expect(validateResetPassword({ citizen_id: '', email: '', email_confirmation: '' })).toEqual({
      citizen_id: 'errors.required',
      email: 'errors.required',
      email_confirmation: 'errors.required',
    });
  });
  it('uses the reset texts for invalid and different e-mails', () => {
    const errors = validateResetPassword({ citizen_id: '1', email: 'ana@', email_confirmation: 'otra@example.com' });
    expect(errors.email).toBe('resetPassword.invalidEmail');
    expect(t(errors.email!)).toBe('Ingrese un email valido');
    expect(errors.email_confirmation).toBe('resetPassword.emailsMismatch');
    expect(t(errors.email_confirmation!)).toBe('Los correos no coinciden');
  });
  it('accepts a valid form', () => {
    expect(validateResetPassword({ citizen_id: '00112345673', email: 'ana@example.com', email_confirmation: 'ana@example.com' })).toEqual({});
  });
});

describe('citizen registration step 0', () => {
  const valid = { email: 'ana@example.com', email_confirmation: 'ana@example.com', password: '123456', password_confirmation: '123456' };
  it('accepts valid values', () => expect(validateCitizenStep0(valid)).toEqual({}));
  it('requires every field', () => {
    expect(validateCitizenStep0({ email: '', email_confirmation: '', password: '', password_confirmation: '' })).toEqual({
      email: 'errors.required',
      email_confirmation: 'errors.required',
      password: 'errors.required',
      password_confirmation: 'errors.required',
    });
  });
  it('checks e-mail validity and equality', () => {
    const errors = validateCitizenStep0({ ...valid, email: 'ana', email_confirmation: 'ana2' });
    expect(t(errors.email!)).toBe('Ingrese un email válido');
    expect(t(errors.email_confirmation!)).toBe('Los correos no coinciden');
  });
  it('checks password length (boundary 6) and equality', () => {
    const short = validateCitizenStep0({ ...valid, password: '12345', password_confirmation: '12345' });
    expect(t(short.password!)).toBe('La contraseña debe tener minimo 6 caracteres');
    expect(t(short.password_confirmation!)).toBe('La contraseña debe tener minimo 6 caracteres');
    const different = validateCitizenStep0({ ...valid, password_confirmation: '1234567' });
    expect(different.password).toBeUndefined();
    expect(t(different.password_confirmation!)).toBe('Las contraseñas no coinciden');
  });
});

describe('citizen registration step 1', () => {
  const valid: CitizenStep1Values = {
    document_type: 1,
    citizen_id: '001-1234567-3',
    name: 'María José',
    first_last_name: 'Núñez',
    second_last_name: '',
    occupation: '',
    province_id: 1,
    municipality_id: '10',
    sector_id: 100,
    phone: '809-555-1234',
    phone2: '',
    email2: '',
    address: 'Calle Duarte 1',
  };

  it('accepts valid values with the optional fields empty', () => {
    expect(validateCitizenStep1(valid)).toEqual({});
  });

  it('requires document type, document, name, first last name, location, phone and address', () => {
    const empty = validateCitizenStep1({
      ...valid,
      document_type: '',
      citizen_id: '',
      name: '',
      first_last_name: '',
      province_id: '',
      municipality_id: null,
      sector_id: undefined,
      phone: '',
      address: ' ',
    });
    expect(empty).toEqual({
      document_type: 'errors.required',
      citizen_id: 'errors.required',
      name: 'errors.required',
      first_last_name: 'errors.required',
      province_id: 'errors.required',
      municipality_id: 'errors.required',
      sector_id: 'errors.required',
      phone: 'errors.required',
      address: 'errors.required',
    });
  });

  it('cédula must have exactly 11 characters (dashes not counted)', () => {
    expect(t(validateCitizenStep1({ ...valid, citizen_id: '001-123456-7' }).citizen_id!)).toBe('La cédula debe tener exactamente 11 caracteres');
    expect(validateCitizenStep1({ ...valid, citizen_id: '001123456789' }).citizen_id).toBe('register.cedulaLength');
    expect(validateCitizenStep1({ ...valid, citizen_id: '00112345673' }).citizen_id).toBeUndefined();
    expect(validateCitizenStep1({ ...valid, document_type: '1', citizen_id: '00112345673' }).citizen_id).toBeUndefined();
  });

  it('passport must have 6 to 15 characters', () => {
    const passport = { ...valid, document_type: 2 as const };
    expect(validateCitizenStep1({ ...passport, citizen_id: 'AB123' }).citizen_id).toBe('register.passportLength');
    expect(validateCitizenStep1({ ...passport, citizen_id: 'AB1234' }).citizen_id).toBeUndefined();
    expect(validateCitizenStep1({ ...passport, citizen_id: 'A'.repeat(15) }).citizen_id).toBeUndefined();
    expect(validateCitizenStep1({ ...passport, citizen_id: 'A'.repeat(16) }).citizen_id).toBe('register.passportLength');
  });

  it('refuses a typed name before the document is validated', () => {
    const errors = validateCitizenStep1(valid, { documentValidated: false });
    expect(t(errors.name!)).toBe('Debe validar el documento de identidad antes de ingresar el nombre');
    expect(validateCitizenStep1({ ...valid, name: '' }, { documentValidated: false }).name).toBe('errors.required');
    expect(validateCitizenStep1(valid, { documentValidated: true }).name).toBeUndefined();
  });

  it('names are letters only', () => {
    expect(validateCitizenStep1({ ...valid, name: 'Ana3' }).name).toBe('errors.lettersOnly');
    expect(validateCitizenStep1({ ...valid, second_last_name: 'X_1' }).second_last_name).toBe('errors.lettersOnly');
  });

  it('phone must be 809/829/849 + 7 digits', () => {
    expect(t(validateCitizenStep1({ ...valid, phone: '8195551234' }).phone!)).toBe('Favor digitar un teléfono válido');
    expect(validateCitizenStep1({ ...valid, phone: '849-555-1234' }).phone).toBeUndefined();
  });

  it('phone2 must differ from phone and be valid when present', () => {
    const same = validateCitizenStep1({ ...valid, phone2: '(809) 555-1234' });
    expect(t(same.phone2!)).toBe('El teléfono secundario no puede ser igual al teléfono primario');
    expect(validateCitizenStep1({ ...valid, phone2: '123' }).phone2).toBe('errors.invalidPhone');
    expect(validateCitizenStep1({ ...valid, phone2: '829-555-1234' }).phone2).toBeUndefined();
  });

  it('email2 must be valid when present', () => {
    expect(t(validateCitizenStep1({ ...valid, email2: 'x@' }).email2!)).toBe('Ingrese un email válido');
    expect(validateCitizenStep1({ ...valid, email2: 'otro@example.com' }).email2).toBeUndefined();
  });
});

describe('citizen registration steps 2 and 3', () => {
  it('requires all three questions and answers', () => {
    expect(validateCitizenStep2({ question_1: 1, question_2: '', question_3: null, answer_1: 'a', answer_2: '', answer_3: ' ' })).toEqual({
      question_2: 'errors.required',
      question_3: 'errors.required',
      answer_2: 'errors.required',
      answer_3: 'errors.required',
    });
    expect(validateCitizenStep2({ question_1: 1, question_2: 2, question_3: '3', answer_1: 'a', answer_2: 'b', answer_3: 'c' })).toEqual({});
  });
  it('requires the terms', () => {
    expect(t(validateCitizenStep3({ terms: false }).terms!)).toBe('Debe aceptar los terminos y condiciones de uso y privacidad para continuar');
    expect(validateCitizenStep3({ terms: true })).toEqual({});
  });
  it('hides a question chosen in another slot', () => {
    const all = [1, 2, 3, 4, 5].map((id) => ({ id, questions: `P${id}` }));
    expect(availableSecurityQuestions(all, [2, '', 4], 1).map((q) => q.id)).toEqual([1, 2, 3, 5]); // keeps its own choice
    expect(availableSecurityQuestions(all, [2, '', 4], 2).map((q) => q.id)).toEqual([1, 3, 5]);
    expect(availableSecurityQuestions(all, [2, '3', 4], 3).map((q) => q.id)).toEqual([1, 4, 5]);
    expect(availableSecurityQuestions(all, [null, null, null], 1)).toHaveLength(5);
  });
});

describe('citizen wizard helpers', () => {
  it('validateCitizenStep dispatches by step', () => {
    const values = emptyCitizenRegistration();
    expect(Object.keys(validateCitizenStep(0, values)).sort()).toEqual(['email', 'email_confirmation', 'password', 'password_confirmation'].sort());
    expect(validateCitizenStep(1, values).address).toBe('errors.required');
    expect(validateCitizenStep(2, values).answer_3).toBe('errors.required');
    expect(validateCitizenStep(3, values)).toEqual({ terms: 'register.termsRequired' });
  });
  it('every field of the empty form belongs to exactly one step', () => {
    const fields = Object.keys(emptyCitizenRegistration());
    const stepped = [0, 1, 2, 3].flatMap((s) => CITIZEN_STEP_FIELDS[s as 0 | 1 | 2 | 3]);
    expect([...stepped].sort()).toEqual([...fields].sort());
    expect(new Set(stepped).size).toBe(stepped.length);
  });
  it('maps a server field error to its step', () => {
    expect(citizenStepOfField('email')).toBe(0);
    expect(citizenStepOfField('citizen_id')).toBe(1);
    expect(citizenStepOfField('answer_2')).toBe(2);
    expect(citizenStepOfField('terms')).toBe(3);
    expect(citizenStepOfField('unknown')).toBeNull();
  });
});

describe('company data step (spec 000 §5 company step 2)', () => {
  const valid: CompanyDataValues = {
    rnc: '1-31-24679-6',
    nombre: 'Hotel Ejemplo',
    razonsocial: 'Hotel Ejemplo SRL',
    extension: '',
    telefono: '809-555-1234',
    registromercant: [{}],
    podernotarizado: [],
    cedulaperaut: [{}],
  };
  it('accepts valid values (notarised power optional)', () => expect(validateCompanyData(valid)).toEqual({}));
  it('RNC at least 9 characters', () => {
    expect(t(validateCompanyData({ ...valid, rnc: '13124679' }).rnc!)).toBe('Cantidad de caracteres incorrecto');
  });
  it('phone at least 10 digits and required files', () => {
    const errors = validateCompanyData({ ...valid, telefono: '809555123', registromercant: [], cedulaperaut: [], nombre: '' });
    expect(errors).toEqual({
      telefono: 'errors.wrongLength',
      registromercant: 'errors.required',
      cedulaperaut: 'errors.required',
      nombre: 'errors.required',
    });
  });
});

describe('other forms', () => {
  it('contact form: all required, valid e-mail and phone', () => {
    expect(Object.keys(validateContact({ fullName: '', relationTo: '', email: '', phoneNumber: '', message: '' }))).toHaveLength(5);
    expect(validateContact({ fullName: 'Ana', relationTo: 2, email: 'ana@', phoneNumber: '123', message: 'Hola' })).toEqual({
      email: 'errors.invalidEmail',
      phoneNumber: 'errors.invalidPhone',
    });
  });
  it('change password', () => {
    expect(validateChangePassword({ old_password: 'abcdef', password: 'abc', new_password_confirmation: 'abd' })).toEqual({
      password: 'errors.passwordMin',
      new_password_confirmation: 'errors.passwordMin',
    });
    expect(validateChangePassword({ old_password: 'abcdef', password: 'abcdefg', new_password_confirmation: 'abcdefh' }).new_password_confirmation).toBe(
      'errors.passwordsMismatch',
    );
  });
  it('change e-mail', () => {
    expect(validateChangeEmail({ password: '123456', email: 'a@b.co', new_email_confirmation: 'a@b.cc' })).toEqual({
      new_email_confirmation: 'errors.emailsMismatch',
    });
    expect(validateChangeEmail({ password: '12345', email: 'a@b', new_email_confirmation: '' })).toEqual({
      password: 'errors.passwordMin',
      email: 'errors.invalidEmail',
      new_email_confirmation: 'errors.required',
    });
  });
  it('contact data', () => {
    expect(validateContactData({ address: 'x', province_id: 1, municipality_id: 2, sector_id: 3, phone: '8095551234', phone2: '' })).toEqual({
      phone2: 'errors.required',
    });
  });
  it('company form: web optional but valid', () => {
    const base = { company_name: 'A', company_rnc: '131246796', company_phone: '8095551234', company_address: 'x', company_url_web: '' };
    expect(validateCompanyForm(base)).toEqual({});
    expect(t(validateCompanyForm({ ...base, company_url_web: 'no es web' }).company_url_web!)).toBe('Dirección web inválida');
  });
  it('claim, message, member document, different e-mail', () => {
    expect(validateClaim({ issue_id: '', description: '' })).toEqual({ issue_id: 'errors.required', description: 'errors.required' });
    expect(validateInformationMessage('')).toBe('errors.required');
    expect(validateInformationMessage('a'.repeat(500))).toBeNull();
    expect(validateInformationMessage('a'.repeat(501))).toBe('errors.maxLength');
    expect(validateMemberDocument('12345678')).toBe('desk.companies.invalidDocument');
    expect(validateMemberDocument('123456789')).toBeNull();
    expect(validateDifferentEmail('Ana@example.com', 'ana@example.com')).toBe('errors.differentEmail');
    expect(validateDifferentEmail('otra@example.com', 'ana@example.com')).toBeNull();
    expect(validateDifferentEmail('otra@', 'ana@example.com')).toBe('errors.invalidEmail');
  });
});
