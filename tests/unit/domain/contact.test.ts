import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  isValidWebAddress,
  normalizePhone,
  sameEmail,
  samePhone,
} from '../../../src/domain/validation/contact';

describe('phones (809/829/849 + 7 digits)', () => {
  it('normalises to digits', () => {
    expect(normalizePhone('(809) 555-1234')).toBe('8095551234');
    expect(normalizePhone('829.555.1234')).toBe('8295551234');
  });
  it.each(['8095551234', '809-555-1234', '(829) 555 1234', '849-000-0000'])('accepts %s', (p) => expect(isValidPhone(p)).toBe(true));
  it.each([
    ['8195551234', 'prefix 819'],
    ['7875551234', 'prefix 787'],
    ['809555123', '9 digits'],
    ['80955512345', '11 digits'],
    ['18095551234', 'leading country code'],
    ['', 'empty'],
  ])('refuses %s (%s)', (p) => expect(isValidPhone(p)).toBe(false));
  it('compares normalised phones', () => {
    expect(samePhone('809-555-1234', '8095551234')).toBe(true);
    expect(samePhone('809-555-1234', '8295551234')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.perez+mitur@sub.example.com.do', ' ana@example.do ', "o'neil@example.org", 'a_b-c@ex-ample.com'])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana example@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    '',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false));
  it('compares addresses case-insensitively', () => {
    expect(sameEmail('Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(sameEmail('ana@example.com', 'ana2@example.com')).toBe(false);
  });
});

describe('isValidPassword (min 6)', () => {
  it('has its boundary at 6', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
});

describe('isValidName', () => {
  it.each(['María', 'José Ramón', 'Núñez', 'Peña', "D'Oleo", 'Pérez-Ruiz', 'Agüero'])('accepts %s', (n) => expect(isValidName(n)).toBe(true));
  it.each(['', '   ', 'Ana3', 'Ana_Maria', 'Ana  María', 'Ana!', "'Ana", 'Ana-'])('refuses %s', (n) => expect(isValidName(n)).toBe(false));
});

describe('isValidWebAddress', () => {
  it.each(['www.empresa.com.do', 'https://empresa.do', 'http://sub.empresa.com/path?x=1', 'empresa.com'])('accepts %s', (w) =>
    expect(isValidWebAddress(w)).toBe(true),
  );
  it.each(['empresa', 'http://', 'empresa .com', 'ftp://empresa.com', 'empresa.c0m'])('refuses %s', (w) => expect(isValidWebAddress(w)).toBe(false));
});
