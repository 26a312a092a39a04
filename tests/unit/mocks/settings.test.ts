/**
 * The embedded backend of /app/myConfiguration seen through the REAL client functions
 * (src/api/settings.ts; spec 001 §2.7, §3 Citizen update, §5, §7 Settings and session, §8; contract
 * S1-S3): the new password and e-mail are the account's afterwards, the notification preferences are
 * stored and returned by GET /get/auth/user, every call maps network error / HTTP 500 / malformed
 * body / expired token to the typed failures; and the company wizard's RNC check (spec 000 §5
 * company step 2) refuses a wrong check digit.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { companyRegistrationMachine } from '../../../src/machines/companyRegistration.machine';
import { changeEmail, changePassword, updateCitizen } from '../../../src/api/settings';
import { checkDocumentAndName, login } from '../../../src/api/identity';
import { loadCurrentUser } from '../../../src/api/auth';
import { tokenExpiry } from '../../../src/api/clients';
import { injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { idUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const contact = {
  address: 'Calle Duarte 12',
  province_id: 18408,
  municipality_id: 18409,
  sector_id: 18420,
  phone: '8095551111',
  phone2: '8495552222',
};

describe('change password (contract S1)', () => {
  it('the new password signs in, the old one no longer does', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const result = await changePassword({ old_password: DEMO_PASSWORD, password: 'Nueva5678', new_password_confirmation: 'Nueva5678' });
    expect(result).toEqual({ ok: true, data: { msg: 'Se ha modificado su contraseña' } });
    expect((await login(DEMO_CITIZEN_ID, DEMO_PASSWORD)).ok).toBe(false);
    expect((await login(DEMO_CITIZEN_ID, 'Nueva5678')).ok).toBe(true);
  });

  it('a wrong current password is a refusal carrying the server msg', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const result = await changePassword({ old_password: 'otra123', password: 'Nueva5678', new_password_confirmation: 'Nueva5678' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'rejected', message: 'La contraseña actual es incorrecta' }) });
  });
});

describe('change e-mail (contract S2)', () => {
  it('the new e-mail is the account’s; sign-in with the cédula still works', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const result = await changeEmail({ password: DEMO_PASSWORD, email: 'ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do' });
    expect(result).toEqual({ ok: true, data: { msg: 'Email modificado satisfactoriamente, Inicie sesión nuevamente' } });
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const user = await loadCurrentUser();
    expect(user.ok && user.data.email).toBe('ana.nueva@correo.do');
  });

  it('a wrong password is refused with the server msg', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const result = await changeEmail({ password: 'otra123', email: 'ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('rejected');
    if (!result.ok) expect(result.error.message).toBeTruthy();
  });
});

describe('contact data (contract S3, spec 001 §3 Citizen update)', () => {
  it('stores the notification preferences and GET /get/auth/user returns them with the new data', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const before = await loadCurrentUser();
    // Never chosen yet: e-mail on, SMS off (openapi AuthUser, chosen defaults).
    expect(before.ok && [before.data.notificationsWithEmail, before.data.notificationsSms]).toEqual([true, false]);
    const result = await updateCitizen({ ...contact, notificationsWithEmail: false, notificationsSms: true });
    expect(result).toEqual({ ok: true, data: { msg: 'Se ha modificado su información de usuario' } });
    const after = await loadCurrentUser();
    expect(after.ok && after.data).toMatchObject({
      address: 'Calle Duarte 12',
      province_id: 18408,
      municipality_id: 18409,
      sector_id: 18420,
      municipality: 'Santo Domingo Este',
      sector: 'Ensanche Ozama',
      phone: '8095551111',
      phone2: '8495552222',
      notificationsWithEmail: false,
      notificationsSms: true,
    });
    // Without the booleans the stored choice stays.
    expect((await updateCitizen(contact)).ok).toBe(true);
    const again = await loadCurrentUser();
    expect(again.ok && [again.data.notificationsWithEmail, again.data.notificationsSms]).toEqual([false, true]);
  });

  it('a company account (base role 2) is refused: its contact data is the company’s', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const result = await updateCitizen(contact);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'rejected', message: 'Operación no disponible en el entorno de demostración' });
    const user = await loadCurrentUser();
    expect(user.ok && 'notificationsWithEmail' in user.data).toBe(false);
  });
});

describe('failures of the settings calls', () => {
  const calls = [
    ['/citizen/change/password', () => changePassword({ old_password: DEMO_PASSWORD, password: 'Nueva5678', new_password_confirmation: 'Nueva5678' })],
    ['/citizen/change/email', () => changeEmail({ password: DEMO_PASSWORD, email: 'ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do' })],
    ['/citizen-update', () => updateCitizen(contact)],
  ] as const;

  for (const [path, run] of calls) {
    it(`${path}: network error, HTTP 500, malformed body → typed failures (a write without a readable answer: unknown); an expired token is refreshed once and retried`, async () => {
      await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
      injectFault({ method: 'POST', path, kind: 'network', times: 1 });
      expect(await run()).toEqual({ ok: false, error: { kind: 'unknown', cause: 'network' } });
      injectFault({ method: 'POST', path, kind: 'http500', times: 1 });
      expect(await run()).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
      injectFault({ method: 'POST', path, kind: 'malformed', times: 1 });
      expect(await run()).toMatchObject({ ok: false, error: { kind: 'unknown', cause: 'malformed' } });
      injectFault({ method: 'POST', path, kind: 'expired', times: 1 });
      const refreshes = tokenExpiry.refreshCount();
      expect((await run()).ok).toBe(true);
      expect(tokenExpiry.refreshCount()).toBe(refreshes + 1);
    });
  }
});

describe('company wizard step 2: the RNC check (spec 000 §5)', () => {
  const url = idUrl('/check/rnc/and/first_name/not/registered');

  it("refuses an RNC with a wrong check digit: 'RNC inválido, introduzca otro RNC'", async () => {
    expect((await raw(url, { body: { citizen_id: '131246790', validateWithoutJCE: true, document_type: '3' } })).body).toEqual({
      success: false,
      msg: 'RNC inválido, introduzca otro RNC',
    });
    expect(await checkDocumentAndName('131246790', { withoutJce: true, documentType: '3' })).toEqual({
      ok: true,
      data: { ok: false, msg: 'RNC inválido, introduzca otro RNC' },
    });
  });

  it('accepts the same RNC with its right digit, and refuses a registered one', async () => {
    expect(await checkDocumentAndName('131246796', { withoutJce: true, documentType: '3' })).toEqual({ ok: true, data: { ok: true } });
    const registered = await checkDocumentAndName(DEMO_COMPANY_RNC, { withoutJce: true, documentType: '3' });
    expect(registered.ok && registered.data.ok).toBe(false);
  });

  it('the wizard refuses the wrong digit before calling, and asks the server with document_type 3 otherwise', async () => {
    const checkRnc = companyRegistrationMachine.implementations.actors.checkRnc as AnyActorLogic;
    const run = (rnc: string) => toPromise(createActor(checkRnc, { input: { rnc } }).start());
    injectFault({ method: 'POST', path: '/check/rnc', kind: 'http500', times: 1 });
    // No call for a wrong digit: the injected fault stays unused, the verdict is the spec's refusal.
    expect(await run('131246790')).toEqual({ ok: false, msg: '' });
    await expect(run('131246796')).rejects.toThrow();
    expect(await run('131246796')).toEqual({ ok: true });
    expect(await run(DEMO_COMPANY_RNC)).toEqual({ ok: false, msg: 'Ya existe un usuario con este documento de identidad' });
  });

  it('without document_type only "not registered" is checked (a 9-digit passport stays possible)', async () => {
    expect(await checkDocumentAndName('131246790', { withoutJce: true })).toEqual({ ok: true, data: { ok: true } });
  });
});
