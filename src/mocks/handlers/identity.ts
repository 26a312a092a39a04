/**
 * Embedded identity backend (docs/ARCHITECTURE.md "Embedded mode"): MSW handlers typed from
 * openapi/identity.yaml, answering under `config.identityUrl` with the wire shapes of the contract
 * (§1.1-§1.3, §1.7, §1.10) and Spanish messages ({@link SERVER_MSG}).
 *
 * Implemented: session (login, current user, refresh, activation, password reset), registration
 * (questions, e-mail/document/name/phone checks, citizen and company registration, security
 * answers), geography, the companies of a profile (list, create, update), user look-up by document,
 * and the settings (password, e-mail, contact data), membership invitations (send, accept: ./membership.ts).
 * The member operations (representatives, member list, add and delete member) are in ./members.ts.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/identity';
import { config } from '../../config';
import {
  isValidCedula,
  isValidEmail,
  isValidPassport,
  isValidPassword,
  isValidRnc,
  isValidWebAddress,
  normalizePhone,
  sameEmail,
} from '../../domain/validation';
import { listMunicipalities, listProvinces, listSectors, findProvince, findMunicipality, loadSectorsOfMunicipality, securityQuestions } from '../data';
import { db, nowStamp, save, sendMail, type DbCompany } from '../db';
import { authenticate, latency } from '../support';
import { checkAuth, issueToken } from '../tokens';
import {
  authUserOf,
  emailOf,
  findAccount,
  findCitizen,
  foldName,
  isCompanyPhoneTaken,
  isDocumentRegistered,
  isEmailTaken,
  normalizeDocument,
  passwordOf,
  randomHex,
  type Account,
} from './accounts';
import { decodeParam, readJson, readObject } from './common';
import { MAIL_TEXT, SERVER_MSG } from './messages';
import {
  checkLocation,
  loadLocationOf,
  checkPhones,
  text,
  validateCitizenRegistration,
  validateCompanyRegistration,
  type Body,
  type FieldErrorMap,
} from './registration';
import { findJcePerson } from '../seed';
import { acceptInvitation, inviteMember, inviterCompany } from './membership';

const http = createOpenApiHttp<paths>({ baseUrl: config.identityUrl });

/** Sets the password of an account (citizen or company account) and saves. */
function setPassword(account: Account, password: string): void {
  if (account.kind === 'citizen') account.citizen.password = password;
  else account.company.account.password = password;
  save();
}

/** The first message of a field-error map (settings answers carry a plain `msg`). */
function firstError(errors: FieldErrorMap): string {
  const first = Object.values(errors)[0];
  return first?.[0] ?? SERVER_MSG.registerFailed;
}

/**
 * A citizen's notification preferences (spec 001 §3 Citizen update), kept on the stored citizen
 * record as optional fields (older stores lack them).
 */
type CitizenPreferences = { notificationsWithEmail?: boolean; notificationsSms?: boolean };

/**
 * The preferences GET /get/auth/user returns (openapi AuthUser, chosen): a citizen's stored values,
 * by default e-mail on and SMS off (the portal already e-mails receipts); none for company accounts.
 */
function preferencesOf(account: Account): CitizenPreferences {
  if (account.kind !== 'citizen') return {};
  const stored = account.citizen as CitizenPreferences;
  return { notificationsWithEmail: stored.notificationsWithEmail ?? true, notificationsSms: stored.notificationsSms ?? false };
}

/** Public shape of a company (contract P1). */
function companyOut(c: DbCompany) {
  return {
    id: c.id,
    company_name: c.company_name,
    company_rnc: c.company_rnc,
    company_phone: c.company_phone,
    company_address: c.company_address,
    company_url_web: c.company_url_web,
  };
}

/**
 * Validates the company form of a profile (contract P2/P3; spec 001 §5 Company form): RNC 9 digits
 * with a valid check digit, phone 10 digits, name and address required, web optional but a web
 * address. `rncFixed` skips the RNC (not editable when modifying).
 */
function validateCompanyForm(body: Body, rncFixed: boolean): FieldErrorMap {
  const errors: FieldErrorMap = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  const rnc = normalizeDocument(body.company_rnc);
  if (!rncFixed) {
    if (!rnc) add('company_rnc', SERVER_MSG.required);
    else if (!isValidRnc(rnc)) add('company_rnc', SERVER_MSG.invalidRnc);
  }
  const phone = text(body, 'company_phone');
  if (!phone) add('company_phone', SERVER_MSG.required);
  else if (!/^\d{10}$/.test(phone)) add('company_phone', SERVER_MSG.invalidPhone);
  if (!text(body, 'company_name')) add('company_name', SERVER_MSG.required);
  if (!text(body, 'company_address')) add('company_address', SERVER_MSG.required);
  const web = text(body, 'company_url_web');
  if (web && !isValidWebAddress(web)) add('company_url_web', SERVER_MSG.invalidWeb);
  return errors;
}

/** The identity backend's handlers, in match order. */
export const identityHandlers: HttpHandler[] = [
  // ------------------------------------------------------------------ session (contract A1-A6)

  /** POST /auth/login (spec 000 §5 Login, §7; contract A1). */
  http.post('/auth/login', async ({ request, response }) => {
    await latency();
    const body = await readObject(request);
    const id = normalizeDocument(body.citizen_id);
    const password = typeof body.password === 'string' ? body.password : '';
    const account = id ? findAccount(id) : undefined;
    if (!account || !password || passwordOf(account) !== password) {
      return response(200).json({ success: false, msg: SERVER_MSG.badCredentials });
    }
    if (account.kind === 'citizen' && !account.citizen.activated) {
      return response(200).json({ success: false, msg: SERVER_MSG.notActivated });
    }
    if (account.kind === 'company' && account.company.account.status !== 'approved') {
      const msg = account.company.account.status === 'pending' ? SERVER_MSG.companyPending : SERVER_MSG.companyRejected;
      return response(200).json({ success: false, msg });
    }
    const token = issueToken(account.id, config.demoTokenTtlMs);
    const profile_img = account.kind === 'citizen' ? account.citizen.profile_img : null;
    return response(200).json({ success: true, msg: SERVER_MSG.loginOk, payload: { token, profile_img } });
  }),

  /** GET /get/auth/user (spec 000 §3 Current user; contract A2). */
  http.get('/get/auth/user', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    return response(200).json({ success: true, payload: { ...(await authUserOf(account)), ...preferencesOf(account) } });
  }),

  /**
   * GET /refresh/token (spec 000 §4 Token expiry; contract A4): a valid OR expired token of an
   * existing account gets a new token; anything else 'Token inválido'.
   */
  http.get('/refresh/token', async ({ request, response }) => {
    await latency();
    const check = checkAuth(request.headers.get('Authorization'));
    const account = check.status === 'missing' ? undefined : findAccount(check.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    return response(200).json({ success: true, payload: { token: issueToken(account.id, config.demoTokenTtlMs) } });
  }),

  /** GET /users/activate/{activationToken} (spec 000 §2 Account activation page; contract A5). */
  http.get('/users/activate/{activationToken}', async ({ params, response }) => {
    await latency();
    const token = decodeParam(params.activationToken ?? '');
    const citizen = token ? db().citizens.find((c) => c.activation_token === token) : undefined;
    if (!citizen) return response(200).json({ success: false, msg: SERVER_MSG.activationInvalid });
    if (citizen.activated) return response(200).json({ success: false, msg: SERVER_MSG.alreadyActive });
    citizen.activated = true;
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.activated });
  }),

  /**
   * POST /users/forgot/password (spec 000 §5 Reset password; contract A6). When document and
   * e-mail match an account, a temporary password replaces the old one and is sent to the demo
   * mailbox (the portal has no "choose a new password" page; the user changes it in settings).
   */
  http.post('/users/forgot/password', async ({ request, response }) => {
    await latency();
    const body = await readObject(request);
    const account = findAccount(normalizeDocument(body.citizen_id));
    const email = text(body, 'email');
    if (!account || !email || !sameEmail(emailOf(account), email)) {
      return response(200).json({ success: false, msg: SERVER_MSG.resetMismatch });
    }
    const temporary = `Mitur-${randomHex(3)}`;
    setPassword(account, temporary);
    sendMail({
      to: emailOf(account),
      subject: MAIL_TEXT.resetSubject,
      body: [
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal de Servicios del Ministerio de Turismo.',
        `Su contraseña temporal es: ${temporary}`,
        'Inicie sesión con ella y cámbiela desde «Mi configuración». Si usted no hizo esta solicitud, contacte a soporte.',
      ],
      link: { label: MAIL_TEXT.resetLabel, href: '/public/login' },
    });
    return response(200).json({ success: true, msg: SERVER_MSG.resetSent });
  }),

  // ------------------------------------------------------------------ registration (contract R1-R3)

  /** GET /auth/get/getquestionandanswer (contract R1). */
  http.get('/auth/get/getquestionandanswer', async ({ response }) => {
    await latency();
    return response(200).json({ success: true, payload: securityQuestions.map((q) => ({ ...q })) });
  }),

  /** GET /validate/email/{email} (spec 000 §5 step 0): `success:false` when an account uses it. */
  http.get('/validate/email/{email}', async ({ params, response }) => {
    await latency();
    const email = decodeParam(params.email ?? '').trim();
    if (email && isEmailTaken(email)) return response(200).json({ success: false, msg: SERVER_MSG.emailInUse });
    return response(200).json({ success: true });
  }),

  /**
   * POST /check/rnc/and/first_name/not/registered (spec 000 §5 step 1, company step 2).
   * `validateWithoutJCE`: only "not registered". Name variant: registered → refused; cédula with
   * an invalid check digit or passport of a wrong length → 'Documento de identidad no válido'; a
   * cédula known to the embedded JCE must carry its first last name (case/accent-insensitive);
   * unknown valid documents accept any name.
   */
  http.post('/check/rnc/and/first_name/not/registered', async ({ request, response }) => {
    await latency();
    const body = await readObject(request);
    const document = normalizeDocument(body.citizen_id);
    if (!document) return response(200).json({ success: false, msg: SERVER_MSG.documentInvalid });
    if (isDocumentRegistered(document)) return response(200).json({ success: false, msg: SERVER_MSG.documentExists });
    const type = text(body, 'document_type');
    if (body.validateWithoutJCE === true) {
      // spec 000 §5 company step 2: a company RNC (document_type '3') must carry a valid DGII check digit.
      if (type === '3' && !isValidRnc(document)) return response(200).json({ success: false, msg: SERVER_MSG.rncInvalid });
      return response(200).json({ success: true, msg: SERVER_MSG.documentOk });
    }
    const valid = type === '1' ? isValidCedula(document) : type === '2' ? isValidPassport(document) : type === '3' ? isValidRnc(document) : false;
    if (!valid) return response(200).json({ success: false, msg: SERVER_MSG.documentInvalid });
    const known = type === '1' ? findJcePerson(document) : undefined;
    const name = text(body, 'citizen_first_last_name');
    if (known && foldName(known.first_last_name) !== foldName(name)) {
      return response(200).json({ success: false, msg: SERVER_MSG.nameMismatch });
    }
    return response(200).json({ success: true, msg: SERVER_MSG.documentOk });
  }),

  /** GET /validate/company/phone/exist/{phone} (spec 000 §5 company step 2). */
  http.get('/validate/company/phone/exist/{phone}', async ({ params, response }) => {
    await latency();
    const phone = normalizePhone(decodeParam(params.phone ?? ''));
    if (phone && isCompanyPhoneTaken(phone)) return response(200).json({ success: false, msg: SERVER_MSG.phoneInUse });
    return response(200).json({ success: true });
  }),

  /**
   * POST /auth/register/portal (spec 000 §5, §7, §8; contract R2). Citizens are stored inactive
   * with a random activation token and receive the activation e-mail; companies are stored awaiting
   * the ministry's approval (no e-mail). Refusals carry `msg.error = { field: [message] }`.
   */
  http.post('/auth/register/portal', async ({ request, response }) => {
    await latency();
    const body = await readObject(request);
    const d = db();
    if (body.is_company === true || text(body, 'document_type') === '3') {
      const result = validateCompanyRegistration(body);
      if (!result.ok) return response(200).json({ success: false, msg: { error: result.errors } });
      const c = result.company;
      d.companies.push({
        id: d.nextCompanyId++,
        company_rnc: c.rnc,
        company_name: c.nombre,
        company_phone: c.telefono,
        company_address: '',
        company_url_web: null,
        owner_citizen_id: null,
        account: {
          email: c.email,
          password: c.password,
          razonsocial: c.razonsocial,
          extension: c.extension,
          company_files: c.company_files,
          status: 'pending',
        },
        created_at: nowStamp(),
      });
      save();
      return response(200).json({ success: true, msg: SERVER_MSG.companyRegistered });
    }
    await loadLocationOf(body);
    const result = validateCitizenRegistration(body);
    if (!result.ok) return response(200).json({ success: false, msg: { error: result.errors } });
    const activation_token = randomHex(16);
    d.citizens.push({
      ...result.citizen,
      rol_base: 1,
      company_id: null,
      profile_img: null,
      activated: false,
      activation_token,
      created_at: nowStamp(),
    });
    save();
    sendMail({
      to: result.citizen.email,
      subject: MAIL_TEXT.activationSubject,
      body: [
        `Hola ${result.citizen.name}:`,
        'Gracias por registrarse en el Portal de Servicios del Ministerio de Turismo de la República Dominicana.',
        'Para activar su cuenta e iniciar sesión, pulse el botón «Activar mi cuenta».',
      ],
      link: { label: MAIL_TEXT.activationLabel, href: `/app/activateAccount/${activation_token}` },
    });
    return response(200).json({ success: true, msg: SERVER_MSG.registered });
  }),

  /**
   * POST /auth/register/questionandanswer (spec 000 §3 Security answers; contract R3): exactly
   * three answers of one registered account, to three different existing questions, once.
   */
  http.post('/auth/register/questionandanswer', async ({ request, response }) => {
    await latency();
    const raw = await readJson(request);
    const items = Array.isArray(raw) ? (raw as unknown[]) : [];
    const answers = items.map((item) => {
      const o = (item && typeof item === 'object' ? item : {}) as Body;
      const q = typeof o.citizen_question === 'number' ? o.citizen_question : Number(text(o, 'citizen_question'));
      return { citizen_id: normalizeDocument(o.citizen_id), citizen_question: q, citizen_answer: text(o, 'citizen_answer') };
    });
    const owner = answers[0]?.citizen_id ?? '';
    const questionIds = new Set(securityQuestions.map((q) => q.id));
    const wellFormed =
      answers.length === 3 &&
      answers.every((a) => a.citizen_id === owner && questionIds.has(a.citizen_question) && a.citizen_answer !== '') &&
      new Set(answers.map((a) => a.citizen_question)).size === 3;
    if (!wellFormed) return response(200).json({ success: false, msg: SERVER_MSG.answersInvalid });
    if (!findAccount(owner)) return response(200).json({ success: false, msg: SERVER_MSG.accountNotFound });
    const d = db();
    if (d.securityAnswers.some((a) => a.citizen_id === owner)) {
      return response(200).json({ success: false, msg: SERVER_MSG.answersAlreadySaved });
    }
    d.securityAnswers.push(...answers);
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.answersSaved });
  }),

  // ------------------------------------------------------------------ geography (contract G1-G3)

  /** GET /get/provinces: the 32 provinces (ONE). */
  http.get('/get/provinces', async ({ response }) => {
    await latency();
    return response(200).json({ success: true, provinces: listProvinces() });
  }),

  /** GET /get/municipalities/{provinceId}; unknown province → `success:false`, empty list. */
  http.get('/get/municipalities/{provinceId}', async ({ params, response }) => {
    await latency();
    const id = params.provinceId ?? '';
    const ok = /^\d+$/.test(id) && findProvince(id) !== undefined;
    return response(200).json({ success: ok, municipalities: ok ? listMunicipalities(id) : [] });
  }),

  /**
   * GET /get/sectors/{municipalityId}; unknown municipality → `success:false`, empty list. Loads the
   * municipality's province file first (src/mocks/data/geography.ts `loadSectorsOfMunicipality`).
   */
  http.get('/get/sectors/{municipalityId}', async ({ params, response }) => {
    await latency();
    const id = params.municipalityId ?? '';
    const ok = /^\d+$/.test(id) && findMunicipality(id) !== undefined;
    if (ok) await loadSectorsOfMunicipality(id);
    return response(200).json({ success: ok, sectors: ok ? listSectors(id) : [] });
  }),

  // ------------------------------------------------------------------ companies of a profile (contract P1-P3)

  /** GET /auth/get/getallcompany: the caller's companies (a company account: itself). */
  http.get('/auth/get/getallcompany', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    const list = account.kind === 'company' ? [account.company] : db().companies.filter((c) => c.owner_citizen_id === account.id);
    return response(200).json({ success: true, payload: list.map(companyOut) });
  }),

  /** POST /auth/register/createnewcompany (spec 001 §5 Company form). */
  http.post('/auth/register/createnewcompany', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account || account.kind !== 'citizen') return response(200).json({ success: false, msg: SERVER_MSG.notAvailable });
    const body = await readObject(request);
    const errors = validateCompanyForm(body, false);
    if (Object.keys(errors).length > 0) return response(200).json({ success: false, msg: firstError(errors) });
    const rnc = normalizeDocument(body.company_rnc);
    const d = db();
    if (d.companies.some((c) => c.owner_citizen_id === account.id && c.company_rnc === rnc)) {
      return response(200).json({ success: false, msg: SERVER_MSG.companyAlreadyLinked });
    }
    d.companies.push({
      id: d.nextCompanyId++,
      company_rnc: rnc,
      company_name: text(body, 'company_name'),
      company_phone: text(body, 'company_phone'),
      company_address: text(body, 'company_address'),
      company_url_web: text(body, 'company_url_web') || null,
      owner_citizen_id: account.id,
      account: null,
      created_at: nowStamp(),
    });
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.companyCreated });
  }),

  /**
   * POST /auth/update/updatecompany (contract P3): the company is found by `id` when sent, else by
   * its RNC among the caller's companies (the existing client sends no id, contract §5.6); the RNC
   * itself is not editable.
   */
  http.post('/auth/update/updatecompany', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const id = typeof body.id === 'number' ? body.id : null;
    const rnc = normalizeDocument(body.company_rnc);
    const company = db().companies.find((c) => c.owner_citizen_id === auth.citizenId && (id !== null ? c.id === id : c.company_rnc === rnc));
    if (!company) return response(200).json({ success: false, msg: SERVER_MSG.companyNotFound });
    const errors = validateCompanyForm(body, true);
    if (Object.keys(errors).length > 0) return response(200).json({ success: false, msg: firstError(errors) });
    company.company_name = text(body, 'company_name');
    company.company_phone = text(body, 'company_phone');
    company.company_address = text(body, 'company_address');
    company.company_url_web = text(body, 'company_url_web') || null;
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.companyUpdated });
  }),

  /** GET /get/basic/user/information/{id}: a registered citizen found by document number. */
  http.get('/get/basic/user/information/{id}', async ({ request, params, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizen = findCitizen(normalizeDocument(decodeParam(params.id ?? '')));
    if (!citizen) return response(200).json({ success: false, msg: SERVER_MSG.accountNotFound });
    return response(200).json({
      success: true,
      payload: {
        citizen_id: citizen.citizen_id,
        name: citizen.name,
        first_last_name: citizen.first_last_name,
        second_last_name: citizen.second_last_name || null,
        email: citizen.email,
        phone: citizen.phone || null,
        occupation: citizen.occupation || null,
      },
    });
  }),

  // ------------------------------------------------------------------ members (later issue)

  /**
   * GET /send/membership/invitation?citizen_id= (spec 000 §7; spec 001 §2.1 Representative add):
   * invites for the caller's company (see ./membership.ts); embedded only, an optional `company_id`
   * picks one of a citizen's companies (the demo back office uses it).
   */
  http.get('/send/membership/invitation', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    const query = new URL(request.url).searchParams;
    const rawCompany = query.get('company_id');
    const company = inviterCompany(account, rawCompany && /^\d+$/.test(rawCompany) ? Number(rawCompany) : null);
    if (!company) return response(200).json({ success: false, msg: SERVER_MSG.companyNotFound });
    return response(200).json(inviteMember(company, query.get('citizen_id') ?? ''));
  }),
  /** POST /accept/membership (spec 000 §2 Membership invitation acceptance page, §4, §7); no login. */
  http.post('/accept/membership', async ({ request, response }) => {
    await latency();
    return response(200).json(acceptInvitation(await readObject(request)));
  }),

  // ------------------------------------------------------------------ settings (contract S1-S3)

  /** POST /citizen/change/password (spec 001 §5 Change password; contract S1). */
  http.post('/citizen/change/password', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    const body = await readObject(request);
    const old = typeof body.old_password === 'string' ? body.old_password : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation = typeof body.new_password_confirmation === 'string' ? body.new_password_confirmation : '';
    if (old !== passwordOf(account)) return response(200).json({ success: false, msg: SERVER_MSG.wrongCurrentPassword });
    if (!isValidPassword(password)) return response(200).json({ success: false, msg: SERVER_MSG.passwordMin });
    if (confirmation !== password) return response(200).json({ success: false, msg: SERVER_MSG.passwordsMismatch });
    setPassword(account, password);
    return response(200).json({ success: true, msg: SERVER_MSG.passwordChanged });
  }),

  /** POST /citizen/change/email (spec 001 §5 Change e-mail; contract S2). Notifies the new address. */
  http.post('/citizen/change/email', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    const body = await readObject(request);
    const password = typeof body.password === 'string' ? body.password : '';
    const email = text(body, 'email');
    const confirmation = text(body, 'new_email_confirmation');
    if (password !== passwordOf(account)) return response(200).json({ success: false, msg: SERVER_MSG.wrongPassword });
    if (!isValidEmail(email)) return response(200).json({ success: false, msg: SERVER_MSG.invalidEmail });
    if (!sameEmail(email, confirmation)) return response(200).json({ success: false, msg: SERVER_MSG.emailsMismatch });
    if (sameEmail(email, emailOf(account))) return response(200).json({ success: false, msg: SERVER_MSG.sameEmail });
    if (isEmailTaken(email, account.id)) return response(200).json({ success: false, msg: SERVER_MSG.emailInUse });
    if (account.kind === 'citizen') account.citizen.email = email;
    else account.company.account.email = email;
    save();
    sendMail({
      to: email,
      subject: MAIL_TEXT.emailChangedSubject,
      body: [
        'El correo electrónico principal de su cuenta del Portal de Servicios del Ministerio de Turismo fue modificado.',
        'A partir de ahora recibirá nuestras notificaciones en esta dirección. Si usted no hizo este cambio, contacte a soporte.',
      ],
      link: { label: MAIL_TEXT.resetLabel, href: '/public/login' },
    });
    return response(200).json({ success: true, msg: SERVER_MSG.emailChanged });
  }),

  /**
   * POST /citizen-update (spec 001 §5 Contact data; contract S3): phones (809/829/849 + 7 digits,
   * both required, different), province → municipality → sector consistent, address required.
   * The notification booleans, when sent, are stored and returned by GET /get/auth/user. Company
   * accounts (base role 2) are refused: their contact data is the company's.
   */
  http.post('/citizen-update', async ({ request, response }) => {
    await latency();
    const auth = authenticate(request);
    if ('response' in auth) return response.untyped(auth.response);
    const account = findAccount(auth.citizenId);
    if (!account) return response(200).json({ success: false, msg: SERVER_MSG.invalidToken });
    if (account.kind !== 'citizen') return response(200).json({ success: false, msg: SERVER_MSG.notAvailable });
    const body = await readObject(request);
    const errors: FieldErrorMap = {};
    checkPhones(body, errors, true);
    await loadLocationOf(body);
    const location = checkLocation(body, errors);
    const address = text(body, 'address');
    if (!address) (errors.address ??= []).push(SERVER_MSG.required);
    if (Object.keys(errors).length > 0 || !location) return response(200).json({ success: false, msg: firstError(errors) });
    const c = account.citizen;
    c.phone = normalizePhone(text(body, 'phone'));
    c.phone2 = normalizePhone(text(body, 'phone2'));
    Object.assign(c, location);
    c.address = address;
    const preferences = c as CitizenPreferences;
    if (typeof body.notificationsWithEmail === 'boolean') preferences.notificationsWithEmail = body.notificationsWithEmail;
    if (typeof body.notificationsSms === 'boolean') preferences.notificationsSms = body.notificationsSms;
    save();
    return response(200).json({ success: true, msg: SERVER_MSG.profileUpdated });
  }),
];
