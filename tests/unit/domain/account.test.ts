/**
 * The account rules the settings charts read after a lost answer (issue 25): the server's refusal of
 * a wrong current password (openapi/identity.yaml changePassword, example wrongPassword) and the
 * stored e-mail compared with the one a change sent (spec 001 §5 Change e-mail; contract S2).
 */
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REFUSED, isCurrentPasswordRefusal, isSameEmail } from '../../../src/domain/account';

describe('isCurrentPasswordRefusal (openapi identity changePassword wrongPassword)', () => {
  it('is the contract example, whatever its case, accents, blanks or final period', () => {
    expect(CURRENT_PASSWORD_REFUSED).toBe('La contraseña actual es incorrecta');
    const same = [
      'La contraseña actual es incorrecta',
      ' la contrasena actual es incorrecta. ',
      'LA CONTRASEÑA ACTUAL ES INCORRECTA',
      'La contraseña actual es incorrecta.',
    ];
    expect(same.map(isCurrentPasswordRefusal)).toEqual([true, true, true, true]);
  });

  it('any other refusal, an empty msg or none is not (nothing says the first change went through)', () => {
    const other = ['La contraseña debe tener minimo 6 caracteres', 'La contraseña actual es incorrecta..', 'contraseña actual incorrecta', '', undefined];
    expect(other.map(isCurrentPasswordRefusal)).toEqual([false, false, false, false, false]);
    // Only a FINAL period is dropped: a period inside makes another text.
    expect(['La contraseña actual. es incorrecta', 'La contraseña actual es. incorrecta'].map(isCurrentPasswordRefusal)).toEqual([false, false]);
  });
});

describe('isSameEmail (spec 001 §5 Change e-mail; GET /get/auth/user email, contract S2)', () => {
  it('the stored e-mail is the one sent, without letter case or surrounding blanks', () => {
    expect(isSameEmail('ana.perez@example.do', 'ana.perez@example.do')).toBe(true);
    expect(isSameEmail(' Ana.Perez@Example.DO ', 'ana.perez@example.do')).toBe(true);
    expect(isSameEmail('ana.perez@example.do', 'ANA.PEREZ@EXAMPLE.DO')).toBe(true);
    expect(isSameEmail('ana.perez@example.do', ' ana.perez@example.do ')).toBe(true);
  });

  it('another e-mail, or none stored (null, missing, empty), is not', () => {
    expect(isSameEmail('ana.perez@example.do', 'juan.perez@example.do')).toBe(false);
    expect(isSameEmail('ana.perez@example.do', 'ana.perez@example.com')).toBe(false);
    expect([null, undefined, ''].map((stored) => isSameEmail(stored, 'ana.perez@example.do'))).toEqual([false, false, false]);
  });

  it('no stored e-mail never matches, not even an empty one sent (contract S2: email may be null or missing)', () => {
    expect([null, undefined, '', '   '].map((stored) => isSameEmail(stored, ''))).toEqual([false, false, false, false]);
    expect(isSameEmail('   ', '   ')).toBe(false);
  });
});
