/**
 * Embedded identity backend (src/mocks/handlers/identity.ts) driven through the REAL client
 * functions of src/api (spec 000 §4 session and token expiry, §5 login and registration, §7 calls,
 * §8 errors; contract A1-A6, R1-R3, G1-G3, P1-P3, S1-S3).
 */
import { describe, expect, it } from 'vitest';
import {
  activateAccount,
  checkDocumentAndName,
  getMunicipalities,
  getProvinces,
  getSectors,
  getSecurityQuestions,
  isEmailAvailable,
  loadCurrentUser,
  login,
  registerCitizen,
  registerSecurityAnswers,
  type CitizenRegistration,
} from '../../../src/api/identity';
import { getCitizenMetrics } from '../../../src/api/catalogue';
import { onSessionExpired, tokenExpiry } from '../../../src/api/clients';
import { tokenStore } from '../../../src/api/tokenStore';
import { db } from '../../../src/mocks/db';
import { issueToken, readToken } from '../../../src/mocks/tokens';
import { DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { useEmbeddedBackend, idUrl, raw, signIn } from './harness';

useEmbeddedBackend();

/** A valid registration of Carmen Luisa Féliz Báez (known to the embedded JCE, not registered). */
function carmen(over: Partial<CitizenRegistration> = {}): CitizenRegistration {
  return {
    document_type: '1',
    citizen_id: '03101234569',
    email: 'carmen.feliz@correo.demo',
    name: 'Carmen Luisa',
    first_last_name: 'Féliz',
    second_last_name: 'Báez',
    occupation: '',
    password: 'secreto1',
    password_confirmation: 'secreto1',
    province_id: 19340,
    municipality_id: 19341,
    sector_id: 18302,
    phone: '8095551234',
    phone2: '',
    email2: '',
    address: 'Av. Tiradentes 20, Ensanche Naco',
    ...over,
  };
}

/** Registers Carmen and returns her activation token (read from the demo mailbox link). */
async function registerCarmen(): Promise<string> {
  const result = await registerCitizen(carmen());
  expect(result).toEqual({ ok: true, data: true });
  const mail = db().mails.find((m) => m.to === 'carmen.feliz@correo.demo');
  const href = mail?.link?.href ?? '';
  const match = /^\/app\/activateAccount\/([0-9a-f]+)$/.exec(href);
  expect(match).not.toBeNull();
  return match![1];
}

function setStoredToken(token: string): void {
  localStorage.setItem('token', JSON.stringify(token));
}

describe('POST /auth/login', () => {
  it('accepts the demo citizen and returns a token for her and a null profile image', async () => {
    const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(readToken(result.data.token)?.sub).toBe(DEMO_CITIZEN_ID);
    expect(result.data.profileImg).toBeNull();
  });

  it('strips dashes from the document again', async () => {
    const result = await login('001-0456789-6', DEMO_PASSWORD);
    expect(result.ok).toBe(true);
  });

  it('refuses a wrong password and an unknown document with the same message', async () => {
    const wrong = await login(DEMO_CITIZEN_ID, 'otraClave');
    const unknown = await login('22300123456', DEMO_PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ kind: 'rejected', message: 'Usuario o contraseña incorrectos' });
    }
  });

  it('refuses an account that is not activated yet', async () => {
    await registerCarmen();
    const result = await login('03101234569', 'secreto1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('Debe activar su cuenta. Revise su correo electrónico.');
  });

  it('refuses a company account awaiting approval and accepts the approved demo company (base role 2)', async () => {
    const reg = await raw(idUrl('/auth/register/portal'), {
      body: {
        is_company: true,
        document_type: '3',
        rnc: '130123454',
        email: 'tramites@hotelnuevo.demo',
        nombre: 'Hotel Nuevo',
        razonsocial: 'Hotel Nuevo, S.R.L.',
        extension: '',
        password: 'secreto1',
        password_confirmation: 'secreto1',
        telefono: '8095550000',
        company_files: { registromercant: 'empresas/130123454/rm.pdf', podernotarizado: null, cedulaperaut: 'empresas/130123454/ced.pdf' },
      },
    });
    expect(reg.body).toMatchObject({ success: true });
    expect(db().mails).toHaveLength(0);
    const pending = await login('130123454', 'secreto1');
    expect(pending.ok).toBe(false);
    if (!pending.ok) expect(pending.error.message).toMatch(/pendiente de aprobación/);

    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const user = await loadCurrentUser();
    expect(user.ok && user.data).toMatchObject({ citizen_id: DEMO_COMPANY_RNC, rol_base: 2, company_id: 2 });
  });
});

describe('GET /get/auth/user', () => {
  it('answers the current user with the location names of the real geography', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const user = await loadCurrentUser();
    expect(user).toEqual({
      ok: true,
      data: {
        citizen_id: DEMO_CITIZEN_ID,
        email: 'ana.rodriguez@demo.mitur.local',
        name: 'Ana María',
        first_last_name: 'Rodríguez',
        second_last_name: 'Peña',
        phone: '8095550142',
        phone2: '8295550177',
        address: 'Calle Arzobispo Meriño 254, Ciudad Colonial',
        province: 'Distrito Nacional',
        municipality: 'Santo Domingo de Guzmán',
        sector: 'Ciudad Colonial',
        province_id: 19340,
        municipality_id: 19341,
        sector_id: 18388,
        rol_base: 1,
        company_id: null,
        notificationsWithEmail: true,
        notificationsSms: false,
      },
    });
  });

  it('answers 401 without a token (never refreshed)', async () => {
    const before = tokenExpiry.refreshCount();
    const user = await loadCurrentUser();
    expect(user.ok).toBe(false);
    if (!user.ok) expect(user.error).toMatchObject({ kind: 'http', status: 401 });
    expect(tokenExpiry.refreshCount()).toBe(before);
  });
});

describe('token expiry (spec 000 §4)', () => {
  it('refreshes an expired token once, stores the new one and retries the call', async () => {
    const expired = issueToken(DEMO_CITIZEN_ID, -1000);
    setStoredToken(expired);
    const before = tokenExpiry.refreshCount();
    const user = await loadCurrentUser();
    expect(user.ok && user.data.citizen_id).toBe(DEMO_CITIZEN_ID);
    expect(tokenExpiry.refreshCount()).toBe(before + 1);
    const stored = tokenStore.getToken();
    expect(stored).not.toBe(expired);
    expect(readToken(stored)!.exp).toBeGreaterThan(Date.now());
  });

  it('shares one refresh between calls in flight', async () => {
    setStoredToken(issueToken(DEMO_CITIZEN_ID, -1000));
    const before = tokenExpiry.refreshCount();
    const [user, metrics] = await Promise.all([loadCurrentUser(), getCitizenMetrics(DEMO_CITIZEN_ID)]);
    expect(user.ok).toBe(true);
    expect(metrics.ok).toBe(true);
    expect(tokenExpiry.refreshCount()).toBe(before + 1);
  });

  it('refuses to refresh a token of an unknown account: the call fails as expired and the app is told, which ends the session (issue 25: the session keeps the draft before it removes the token, tests/unit/api/sessionEnd.test.ts)', async () => {
    let expiredEvents = 0;
    const off = onSessionExpired(() => (expiredEvents += 1));
    setStoredToken(issueToken('22300123456', -1000));
    const user = await loadCurrentUser();
    off();
    expect(user.ok).toBe(false);
    if (!user.ok) expect(user.error.kind).toBe('expired');
    expect(expiredEvents).toBe(1);
    // Not removed by the API layer: the session's end does it, after keeping the request form's draft.
    expect(readToken(tokenStore.getToken())?.sub ?? null).toBe('22300123456');
  });

  it('GET /refresh/token answers "Token inválido" without a token', async () => {
    const r = await raw(idUrl('/refresh/token'), { token: null });
    expect(r.body).toEqual({ success: false, msg: 'Token inválido' });
  });
});

describe('POST /auth/register/portal (citizen)', () => {
  it('stores an inactive citizen and mails the activation link', async () => {
    await registerCarmen();
    const stored = db().citizens.find((c) => c.citizen_id === '03101234569');
    expect(stored).toMatchObject({ activated: false, rol_base: 1, email: 'carmen.feliz@correo.demo', sector_id: 18302 });
    const mail = db().mails[0];
    expect(mail.subject).toBe('Activa tu cuenta del Portal de Servicios MITUR');
    expect(mail.link).toEqual({ label: 'Activar mi cuenta', href: `/app/activateAccount/${stored!.activation_token}` });
  });

  it('maps every failing field to msg.error (fieldErrors)', async () => {
    const result = await registerCitizen(
      carmen({
        citizen_id: '03101234560',
        email: 'ANA.RODRIGUEZ@demo.mitur.local',
        password: '12345',
        password_confirmation: '123456',
        name: 'Carmen 2',
        phone: '8005551234',
        phone2: '8005551234',
        sector_id: 18388 + 999999,
        address: '  ',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('rejected');
    expect(result.error.fieldErrors).toEqual({
      citizen_id: ['La cédula no es válida'],
      email: ['Correo electrónico en uso, favor introduzca otro correo electrónico'],
      password: ['La contraseña debe tener minimo 6 caracteres'],
      password_confirmation: ['Las contraseñas no coinciden'],
      name: ['Solo se permiten letras y espacios'],
      phone: ['Favor digitar un teléfono válido'],
      phone2: ['Favor digitar un teléfono válido'],
      sector_id: ['El sector no pertenece al municipio seleccionado'],
      address: ['Este campo es requerido'],
    });
    expect(db().mails).toHaveLength(0);
  });

  it('refuses a registered document, a known cédula with another last name, equal phones and a foreign municipality', async () => {
    const taken = await registerCitizen(carmen({ citizen_id: DEMO_CITIZEN_ID, email: 'otra@correo.demo' }));
    expect(!taken.ok && taken.error.fieldErrors).toEqual({ citizen_id: ['Ya existe un usuario con este documento de identidad'] });

    const wrongName = await registerCitizen(carmen({ first_last_name: 'Fernández', phone2: '8095551234', municipality_id: 18409 }));
    expect(!wrongName.ok && wrongName.error.fieldErrors).toEqual({
      first_last_name: ['El nombre no coincide con el documento de identidad'],
      phone2: ['El teléfono secundario no puede ser igual al teléfono primario'],
      municipality_id: ['El municipio no pertenece a la provincia seleccionada'],
      sector_id: ['El sector no pertenece al municipio seleccionado'],
    });
  });

  it('checks passports by length (6-15) and accepts any valid one', async () => {
    const short = await registerCitizen(carmen({ document_type: '2', citizen_id: 'AB12' }));
    expect(!short.ok && short.error.fieldErrors).toEqual({ citizen_id: ['El pasaporte debe tener entre 6 y 15 caracteres'] });
    const ok = await registerCitizen(carmen({ document_type: '2', citizen_id: 'RD1234567', first_last_name: 'Cualquiera' }));
    expect(ok.ok).toBe(true);
  });

  it('accepts the accent- and case-insensitive last name of a known cédula', async () => {
    const result = await registerCitizen(carmen({ first_last_name: 'FELIZ' }));
    expect(result.ok).toBe(true);
  });
});

describe('GET /users/activate/{token}', () => {
  it('activates once, then reports the account as active; unknown tokens are refused', async () => {
    const token = await registerCarmen();
    expect(await activateAccount(token)).toEqual({ ok: true, data: { success: true, msg: 'Su cuenta ha sido activada satisfactoriamente.' } });
    const again = await activateAccount(token);
    expect(again.ok && again.data.success).toBe(false);
    expect(await activateAccount('deadbeef')).toEqual({
      ok: true,
      data: { success: false, msg: 'El enlace de activación no es válido o ya fue utilizado.' },
    });
    const signedIn = await login('03101234569', 'secreto1');
    expect(signedIn.ok).toBe(true);
  });
});

describe('POST /auth/register/questionandanswer', () => {
  it('stores three answers to different questions of a registered account, once', async () => {
    await registerCarmen();
    const answers = [1, 2, 3].map((q) => ({ citizen_question: q, citizen_answer: `r${q}`, citizen_id: '03101234569' }));
    expect(await registerSecurityAnswers(answers)).toEqual({ ok: true, data: true });
    expect(db().securityAnswers.filter((a) => a.citizen_id === '03101234569')).toHaveLength(3);
    const again = await raw(idUrl('/auth/register/questionandanswer'), { body: answers });
    expect(again.body.success).toBe(false);
  });

  it('refuses repeated or unknown questions, fewer than three and unknown accounts', async () => {
    await registerCarmen();
    const bad = [
      [1, 1, 2].map((q) => ({ citizen_question: q, citizen_answer: 'x', citizen_id: '03101234569' })),
      [1, 2, 99].map((q) => ({ citizen_question: q, citizen_answer: 'x', citizen_id: '03101234569' })),
      [1, 2].map((q) => ({ citizen_question: q, citizen_answer: 'x', citizen_id: '03101234569' })),
      [1, 2, 3].map((q) => ({ citizen_question: q, citizen_answer: 'x', citizen_id: '22300123456' })),
    ];
    for (const body of bad) {
      const r = await raw(idUrl('/auth/register/questionandanswer'), { body });
      expect(r.body.success).toBe(false);
    }
    expect(db().securityAnswers.some((a) => a.citizen_id === '03101234569')).toBe(false);
  });
});

describe('registration checks', () => {
  it('lists the seed security questions', async () => {
    const result = await getSecurityQuestions();
    expect(result.ok && result.data).toHaveLength(10);
    expect(result.ok && result.data[0]).toEqual({ id: 1, questions: '¿Cuál es el nombre de su primera mascota?' });
  });

  it('reports e-mails in use case-insensitively', async () => {
    expect(await isEmailAvailable('ANA.Rodriguez@demo.mitur.local')).toEqual({ ok: true, data: false });
    expect(await isEmailAvailable('nueva+demo@correo.demo')).toEqual({ ok: true, data: true });
  });

  it('checks document and first last name against the embedded JCE', async () => {
    const check = (id: string, name: string, type: '1' | '2' | '3' = '1') => checkDocumentAndName(id, { firstLastName: name, documentType: type });
    expect(await check('03101234569', 'féliz')).toEqual({ ok: true, data: { ok: true } });
    expect(await check('03101234569', 'Pérez')).toEqual({ ok: true, data: { ok: false, msg: 'El nombre no coincide con el documento de identidad' } });
    expect(await check('22300123456', 'de la  CRUZ')).toEqual({ ok: true, data: { ok: true } });
    expect(await check('00100000017', 'Cualquiera')).toEqual({ ok: true, data: { ok: true } });
    expect(await check('00100000018', 'Cualquiera')).toEqual({ ok: true, data: { ok: false, msg: 'Documento de identidad no válido' } });
    expect(await check(DEMO_CITIZEN_ID, 'Rodríguez')).toEqual({
      ok: true,
      data: { ok: false, msg: 'Ya existe un usuario con este documento de identidad' },
    });
  });

  it('checks only registration in the validateWithoutJCE variant', async () => {
    expect(await checkDocumentAndName(DEMO_COMPANY_RNC, { withoutJce: true })).toEqual({
      ok: true,
      data: { ok: false, msg: 'Ya existe un usuario con este documento de identidad' },
    });
    expect(await checkDocumentAndName('130123454', { withoutJce: true })).toEqual({ ok: true, data: { ok: true } });
  });

  it('reports company phones in use', async () => {
    expect((await raw(idUrl('/validate/company/phone/exist/8095557788'))).body).toEqual({
      success: false,
      msg: 'Teléfono en uso, favor introduzca otro teléfono',
    });
    expect((await raw(idUrl('/validate/company/phone/exist/8095550001'))).body).toEqual({ success: true });
  });

  it('validates a company registration field by field', async () => {
    const r = await raw(idUrl('/auth/register/portal'), {
      body: {
        is_company: true,
        document_type: '3',
        rnc: '13012345',
        email: 'mal',
        nombre: '',
        razonsocial: 'X',
        password: 'secreto1',
        password_confirmation: 'secreto1',
        telefono: '8095557788',
        company_files: { registromercant: '', podernotarizado: null, cedulaperaut: 'c.pdf' },
      },
    });
    expect(r.body).toEqual({
      success: false,
      msg: {
        error: {
          rnc: ['Cantidad de caracteres incorrecto'],
          email: ['Ingrese un email válido'],
          nombre: ['Este campo es requerido'],
          telefono: ['Teléfono en uso, favor introduzca otro teléfono'],
          registromercant: ['Este campo es requerido'],
        },
      },
    });
    const badDigit = await raw(idUrl('/auth/register/portal'), { body: { is_company: true, document_type: '3', rnc: '130123455' } });
    expect(badDigit.body.msg.error.rnc).toEqual(['RNC inválido, introduzca otro RNC']);
  });
});

describe('geography (contract G1-G3)', () => {
  it('cascades province → municipality → sector over the real data', async () => {
    const provinces = await getProvinces();
    expect(provinces.ok && provinces.data).toHaveLength(32);
    expect(provinces.ok && provinces.data).toContainEqual({ bidclasif: 19340, ctituloclas: 'Distrito Nacional' });
    const municipalities = await getMunicipalities(19340);
    expect(municipalities).toEqual({ ok: true, data: [{ bidclasif: 19341, ctituloclas: 'Santo Domingo de Guzmán' }] });
    const sectors = await getSectors(19341);
    expect(sectors.ok && sectors.data).toContainEqual({ bidclasif: 18388, ctituloclas: 'Ciudad Colonial' });
  });

  it('answers success:false with an empty list for unknown ids', async () => {
    expect((await raw(idUrl('/get/municipalities/123456789'))).body).toEqual({ success: false, municipalities: [] });
    expect((await raw(idUrl('/get/sectors/19340'))).body).toEqual({ success: false, sectors: [] });
    expect(await getSectors(999)).toEqual({ ok: true, data: [] });
  });
});

describe('password reset (contract A6)', () => {
  it('mails a temporary password when document and e-mail match', async () => {
    const mismatch = await raw(idUrl('/users/forgot/password'), { body: { citizen_id: DEMO_CITIZEN_ID, email: 'otra@correo.demo' } });
    expect(mismatch.body).toEqual({ success: false, msg: 'El documento y el correo no coinciden con ninguna cuenta' });
    const ok = await raw(idUrl('/users/forgot/password'), { body: { citizen_id: '001-0456789-6', email: 'Ana.Rodriguez@demo.mitur.local' } });
    expect(ok.body).toEqual({ success: true, msg: 'Se ha enviado un mensaje a su correo electrónico' });
    const temporary = /Su contraseña temporal es: (\S+)/.exec(db().mails[0].body.join('\n'))![1];
    expect((await login(DEMO_CITIZEN_ID, DEMO_PASSWORD)).ok).toBe(false);
    expect((await login(DEMO_CITIZEN_ID, temporary)).ok).toBe(true);
  });
});

describe('settings (contract S1-S3)', () => {
  it('changes the password after checking the current one', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const url = idUrl('/citizen/change/password');
    expect((await raw(url, { token, body: { old_password: 'mala12', password: 'nueva123', new_password_confirmation: 'nueva123' } })).body).toEqual({
      success: false,
      msg: 'La contraseña actual es incorrecta',
    });
    expect((await raw(url, { token, body: { old_password: DEMO_PASSWORD, password: 'corta', new_password_confirmation: 'corta' } })).body.msg).toBe(
      'La contraseña debe tener minimo 6 caracteres',
    );
    expect((await raw(url, { token, body: { old_password: DEMO_PASSWORD, password: 'nueva123', new_password_confirmation: 'nueva124' } })).body.msg).toBe(
      'Las contraseñas no coinciden',
    );
    expect((await raw(url, { token, body: { old_password: DEMO_PASSWORD, password: 'nueva123', new_password_confirmation: 'nueva123' } })).body).toEqual({
      success: true,
      msg: 'Se ha modificado su contraseña',
    });
    expect((await login(DEMO_CITIZEN_ID, 'nueva123')).ok).toBe(true);
  });

  it('changes the e-mail when free, and refuses one in use', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const url = idUrl('/citizen/change/email');
    const used = await raw(url, {
      token,
      body: { password: DEMO_PASSWORD, email: 'jose.martinez@demo.mitur.local', new_email_confirmation: 'jose.martinez@demo.mitur.local' },
    });
    expect(used.body.msg).toBe('Correo electrónico en uso, favor introduzca otro correo electrónico');
    const ok = await raw(url, { token, body: { password: DEMO_PASSWORD, email: 'ana.nueva@correo.demo', new_email_confirmation: 'ana.nueva@correo.demo' } });
    expect(ok.body).toEqual({ success: true, msg: 'Email modificado satisfactoriamente, Inicie sesión nuevamente' });
    expect(db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_ID)?.email).toBe('ana.nueva@correo.demo');
    expect(db().mails[0].to).toBe('ana.nueva@correo.demo');
  });

  it('updates the contact data with the same geography and phone rules', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const url = idUrl('/citizen-update');
    const base = { phone: '8095551111', phone2: '8495552222', province_id: 18408, municipality_id: 18409, sector_id: 18420, address: 'Calle 5 #3' };
    expect((await raw(url, { token, body: { ...base, sector_id: 18388 } })).body.msg).toBe('El sector no pertenece al municipio seleccionado');
    expect((await raw(url, { token, body: { ...base, phone2: '8095551111' } })).body.msg).toBe(
      'El teléfono secundario no puede ser igual al teléfono primario',
    );
    expect((await raw(url, { token, body: base })).body).toEqual({ success: true, msg: 'Se ha modificado su información de usuario' });
    const user = await loadCurrentUser();
    expect(user.ok && user.data).toMatchObject({ municipality: 'Santo Domingo Este', sector: 'Ensanche Ozama', phone: '8095551111' });
  });
});

describe('companies of a profile (contract P1-P3)', () => {
  it('lists, adds and modifies the caller’s companies', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const list = async () => (await raw(idUrl('/auth/get/getallcompany'), { token })).body;
    expect((await list()).payload).toEqual([expect.objectContaining({ id: 1, company_name: 'Posada Zona Colonial', company_rnc: '101012341' })]);
    const create = (body: object) => raw(idUrl('/auth/register/createnewcompany'), { token, body });
    const company = { company_rnc: '130123454', company_phone: '8095557799', company_name: 'Hotel Caribe', company_address: 'Av. 27 de Febrero 1' };
    expect((await create({ ...company, company_rnc: '130123455' })).body.msg).toBe('Favor digitar un RNC válido');
    expect((await create({ ...company, company_url_web: 'no es web' })).body.msg).toBe('Dirección web inválida');
    expect((await create(company)).body).toEqual({ success: true, msg: 'Empresa registrada satisfactoriamente' });
    expect((await create(company)).body.success).toBe(false);
    const update = await raw(idUrl('/auth/update/updatecompany'), { token, body: { ...company, company_name: 'Hotel Caribe Mar' } });
    expect(update.body).toEqual({ success: true, msg: 'Empresa actualizada satisfactoriamente' });
    expect((await list()).payload.map((c: { company_name: string }) => c.company_name)).toEqual(['Posada Zona Colonial', 'Hotel Caribe Mar']);
  });

  it('finds a registered user by document', async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const found = await raw(idUrl('/get/basic/user/information/40209876545'), { token });
    expect(found.body).toMatchObject({ success: true, payload: { citizen_id: '40209876545', name: 'José Miguel' } });
    const missing = await raw(idUrl('/get/basic/user/information/22300123456'), { token });
    expect(missing.body).toEqual({ success: false, msg: 'No existe un usuario con este documento de identidad' });
  });
});
