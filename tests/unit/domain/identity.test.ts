import { describe, expect, it } from 'vitest';
import {
  cedulaCheckDigit,
  cedulaLengthOk,
  digitsOnly,
  isValidCedula,
  isValidPassport,
  isValidRnc,
  makeValidCedula,
  makeValidRnc,
  rncCheckDigit,
  stripDashes,
} from '../../../src/domain/validation/identity';

describe('stripDashes / digitsOnly', () => {
  it('removes dashes and surrounding spaces', () => {
    expect(stripDashes(' 001-1234567-8 ')).toBe('00112345678');
    expect(stripDashes('AB-12')).toBe('AB12');
    expect(stripDashes('')).toBe('');
  });
  it('keeps digits only', () => {
    expect(digitsOnly('(809) 555-1234')).toBe('8095551234');
  });
});

describe('cédula check digit (weights 1,2,1,2..., products > 9 minus 9)', () => {
  // Worked by hand:
  // 0010000001: products 0,0,1,0,0,0,0,0,0,2 = 3 → (10-3)%10 = 7
  // 4022345678: products 4,0,2,4,3,8,5,12→3,7,16→7 = 43 → 7
  // 0011234567: products 0,0,1,2,2,6,4,10→1,6,14→5 = 27 → 3
  // 0000000000: sum 0 → (10-0)%10 = 0
  // 9999999999: 9,18→9 ×5 pairs = 90 → 0
  // 1000000000: 1 → 9
  it.each([
    ['0010000001', 7],
    ['4022345678', 7],
    ['0011234567', 3],
    ['0000000000', 0],
    ['9999999999', 0],
    ['1000000000', 9],
  ])('%s → %i', (first10, check) => {
    expect(cedulaCheckDigit(first10)).toBe(check);
  });

  it('throws on anything but 10 digits', () => {
    expect(() => cedulaCheckDigit('123456789')).toThrow(RangeError);
    expect(() => cedulaCheckDigit('12345678901')).toThrow(RangeError);
    expect(() => cedulaCheckDigit('12345678a0')).toThrow(RangeError);
  });
});

describe('isValidCedula', () => {
  it.each(['00100000017', '001-0000001-7', '40223456787', '402-2345678-7', '00112345673', '99999999990'])('accepts %s', (v) =>
    expect(isValidCedula(v)).toBe(true),
  );

  it.each([
    ['00100000018', 'wrong check digit'],
    ['00100000016', 'wrong check digit'],
    ['40223456780', 'wrong check digit'],
    ['0010000001', 'too short'],
    ['001000000170', 'too long'],
    ['0010000001A', 'letter'],
    ['001 0000001 7', 'spaces inside'],
    ['', 'empty'],
  ])('refuses %s (%s)', (v) => expect(isValidCedula(v)).toBe(false));

  it('every single-digit change of a valid cédula is refused', () => {
    const valid = '40223456787';
    for (let i = 0; i < 11; i += 1) {
      const d = Number(valid[i]);
      const changed = `${valid.slice(0, i)}${(d + 1) % 10}${valid.slice(i + 1)}`;
      expect(isValidCedula(changed), changed).toBe(false);
    }
  });
});

describe('cedulaLengthOk', () => {
  it('counts 11 characters without dashes', () => {
    expect(cedulaLengthOk('001-1234567-8')).toBe(true);
    expect(cedulaLengthOk('00112345678')).toBe(true);
    expect(cedulaLengthOk('0011234567')).toBe(false);
    expect(cedulaLengthOk('001123456789')).toBe(false);
  });
});

describe('isValidPassport (6..15 characters)', () => {
  it('accepts the boundaries', () => {
    expect(isValidPassport('AB1234')).toBe(true); // 6
    expect(isValidPassport('A'.repeat(15))).toBe(true); // 15
    expect(isValidPassport('  RD123456  ')).toBe(true); // trimmed
  });
  it('refuses outside the boundaries', () => {
    expect(isValidPassport('AB123')).toBe(false); // 5
    expect(isValidPassport('A'.repeat(16))).toBe(false); // 16
    expect(isValidPassport('      ')).toBe(false);
  });
});

describe('RNC check digit (weights 7,9,8,6,5,4,3,2; r = sum % 11)', () => {
  // By hand:
  // 13124679: 7+27+8+12+20+24+21+18 = 137, 137 % 11 = 5 → 11-5 = 6
  // 10101063: 7+0+8+0+5+0+18+6 = 44, r = 0 → 2
  // 00000300: 3*4 = 12, r = 1 → 1
  // 00000001: 2, r = 2 → 9
  // 00000005: 10, r = 10 → 1
  it.each([
    ['13124679', 6],
    ['10101063', 2],
    ['00000300', 1],
    ['00000001', 9],
    ['00000005', 1],
  ])('%s → %i', (first8, check) => {
    expect(rncCheckDigit(first8)).toBe(check);
  });

  it('throws on anything but 8 digits', () => {
    expect(() => rncCheckDigit('1234567')).toThrow(RangeError);
    expect(() => rncCheckDigit('1234567x')).toThrow(RangeError);
  });
});

describe('isValidRnc', () => {
  it.each(['131246796', '1-31-24679-6', '101010632', '000003001'])('accepts %s', (v) => expect(isValidRnc(v)).toBe(true));
  it.each(['131246797', '101010631', '13124679', '1312467960', '13124679A', ''])('refuses %s', (v) => expect(isValidRnc(v)).toBe(false));
});

describe('generators', () => {
  it('makeValidCedula appends the check digit', () => {
    expect(makeValidCedula('0010000001')).toBe('00100000017');
    for (const seed of ['0000000000', '1234567890', '4020000123', '2239876543']) {
      const c = makeValidCedula(seed);
      expect(c).toHaveLength(11);
      expect(c.startsWith(seed)).toBe(true);
      expect(isValidCedula(c)).toBe(true);
    }
  });
  it('makeValidRnc appends the check digit', () => {
    expect(makeValidRnc('13124679')).toBe('131246796');
    for (const seed of ['00000000', '12345678', '40112345', '99999999']) {
      const r = makeValidRnc(seed);
      expect(r).toHaveLength(9);
      expect(isValidRnc(r)).toBe(true);
    }
  });
  it('refuses bad seeds', () => {
    expect(() => makeValidCedula('123')).toThrow(RangeError);
    expect(() => makeValidRnc('123')).toThrow(RangeError);
  });
});
