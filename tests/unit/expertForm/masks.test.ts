/**
 * Masks of the expert form (src/domain/expertForm/masks.ts): what a masked input keeps while the user
 * types, what it shows after blur, and which message a masked value shows (spec 001 §5 "Dynamic
 * fields", "Monetary mask", "Mask 7 strips digits and dashes", "Density"; §9 lengths; contract §2.6
 * MASK list, §2.7 density). The cases the engine and real-form tests do not reach: every digit cap,
 * every minimum length, the edges of dates, times, money and density.
 */
import { describe, expect, it } from 'vitest';
import { density, formatOnBlur, isIsoDate, isTime, maskError, normaliseInput } from '../../../src/domain/expertForm/masks';

describe('while typing (normaliseInput)', () => {
  it('an unmasked field and masks without typing rules keep exactly what was typed', () => {
    expect(normaliseInput(null, ' Calle 5-B, #12 ')).toBe(' Calle 5-B, #12 ');
    for (const mask of ['4', '5', '8', '9', '10', '11', '20', '21']) expect(normaliseInput(mask, 'Ab 1-2.3,')).toBe('Ab 1-2.3,');
  });

  it('cédula keeps 11 digits, RNC 9, phones 10, numbers-only 27 (contract §2.6; spec 001 §9)', () => {
    const typed = 'a1-2 3(4)5.6789012345678901234567890123';
    expect(normaliseInput('0', typed)).toBe('12345678901');
    expect(normaliseInput('1', typed)).toBe('123456789');
    expect(normaliseInput('2', typed)).toBe('1234567890');
    expect(normaliseInput('3', typed)).toBe('1234567890');
    expect(normaliseInput('6', typed)).toBe('123456789012345678901234567');
  });

  it('mask 7 strips digits and dashes, keeping letters, spaces and accents', () => {
    expect(normaliseInput('7', 'José-Luis 2da')).toBe('JoséLuis da');
  });

  it('mask 12 keeps digits and the first dot with at most 2 decimals', () => {
    expect(normaliseInput('12', 'RD$ 1,234')).toBe('1234');
    expect(normaliseInput('12', '12.3.45')).toBe('12.34');
    expect(normaliseInput('12', '7.')).toBe('7.');
    expect(normaliseInput('12', '.5')).toBe('.5');
    expect(normaliseInput('12', '.1.2.3')).toBe('.12');
    expect(normaliseInput('12', '0.999')).toBe('0.99');
  });
});

describe('after blur (formatOnBlur)', () => {
  it('mask 12 shows thousands separators and 2 decimals', () => {
    expect(formatOnBlur('12', '1234.5')).toBe('1,234.50');
    expect(formatOnBlur('12', '1234567')).toBe('1,234,567.00');
  });

  it('mask 12 leaves a blank or unreadable value as typed; other masks are never reformatted', () => {
    expect(formatOnBlur('12', '   ')).toBe('   ');
    expect(formatOnBlur('12', '1.2.3')).toBe('1.2.3');
    expect(formatOnBlur('6', '1234.5')).toBe('1234.5');
    expect(formatOnBlur(null, '1234.5')).toBe('1234.5');
  });
});

describe('the message of a masked value (maskError)', () => {
  it('no mask, and masks without a local check (8 property, 10 date, 11 time, server masks), show nothing', () => {
    expect(maskError(null, 'x')).toBeNull();
    for (const mask of ['8', '10', '11', '14', '20', '21', '24', 'zz']) expect(maskError(mask, 'x-1')).toBeNull();
  });

  it('minimum lengths count digits for cédula 11, RNC 9, phones 10 (dashes and spaces ignored)', () => {
    expect(maskError('0', '001-0000001')).toEqual({ key: 'requestForm.minLength', params: { n: 11 } });
    expect(maskError('0', '001-0000001-7')).toBeNull();
    expect(maskError('1', '1-31-24679')).toEqual({ key: 'requestForm.minLength', params: { n: 9 } });
    expect(maskError('1', '1-31-24679-6')).toBeNull();
    expect(maskError('2', '809-555-123')).toEqual({ key: 'requestForm.minLength', params: { n: 10 } });
    expect(maskError('3', '829 555 123')).toEqual({ key: 'requestForm.minLength', params: { n: 10 } });
  });

  it('phones must start 809, 829 or 849 (both phone masks); cédula and RNC have no prefix', () => {
    expect(maskError('2', '809-555-1234')).toBeNull();
    expect(maskError('3', '7095551234')).toEqual({ key: 'errors.invalidPhone' });
    expect(maskError('2', '8495551234')).toBeNull();
    expect(maskError('0', '70955512345')).toBeNull();
    expect(maskError('1', '709555123')).toBeNull();
  });

  it('the other identifier needs 15 characters, surrounding spaces not counted', () => {
    expect(maskError('4', ' AB123456789012 ')).toEqual({ key: 'requestForm.minLength', params: { n: 15 } });
    expect(maskError('4', 'AB-123456789012')).toBeNull();
  });

  it('e-mail masks: 5 must be an e-mail; 9 too, and different from the primary e-mail', () => {
    expect(maskError('5', 'persona@ejemplo')).toEqual({ key: 'errors.invalidEmail' });
    expect(maskError('5', 'persona@ejemplo.do')).toBeNull();
    // only mask 9 compares with the primary e-mail
    expect(maskError('5', 'yo@ejemplo.do', { primaryEmail: 'yo@ejemplo.do' })).toBeNull();
    expect(maskError('9', 'persona', { primaryEmail: 'yo@ejemplo.do' })).toEqual({ key: 'errors.invalidEmail' });
    expect(maskError('9', 'otra@ejemplo.do', { primaryEmail: 'yo@ejemplo.do' })).toBeNull();
    expect(maskError('9', 'yo@ejemplo.do', { primaryEmail: 'yo@ejemplo.do' })).toEqual({ key: 'errors.differentEmail' });
    expect(maskError('9', 'yo@ejemplo.do')).toBeNull();
    expect(maskError('9', 'yo@ejemplo.do', { primaryEmail: null })).toBeNull();
  });

  it('numbers only (6): digits, surrounding spaces allowed; letters only (7): no digit, no dash', () => {
    expect(maskError('6', ' 42 ')).toBeNull();
    expect(maskError('6', '4 2')).toEqual({ key: 'errors.numbersOnly' });
    expect(maskError('6', 'x42')).toEqual({ key: 'errors.numbersOnly' });
    expect(maskError('7', 'Ana María')).toBeNull();
    expect(maskError('7', '1Ana')).toEqual({ key: 'errors.lettersOnly' });
    expect(maskError('7', 'Ana-')).toEqual({ key: 'errors.lettersOnly' });
  });

  it('money (12): an amount with or without separators, else the invalid-amount message', () => {
    expect(maskError('12', '1234')).toBeNull();
    expect(maskError('12', '1,234.5')).toBeNull();
    expect(maskError('12', '12a')).toEqual({ key: 'requestForm.invalidAmount' });
  });
});

describe('dates and times of the engine', () => {
  it("a date is a real calendar day written 'yyyy-MM-dd'", () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-12-31')).toBe(true);
    expect(isIsoDate('2023-01-01')).toBe(true);
    for (const v of [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '24-01-31',
      '2024-1-31',
      '2024-01-31T00:00',
      'x2024-01-31',
      '31/01/2024',
    ]) {
      expect(isIsoDate(v), v).toBe(false);
    }
  });

  it("a time is 24-hour 'HH:mm'", () => {
    for (const v of ['00:00', '09:05', '19:59', '23:59']) expect(isTime(v), v).toBe(true);
    for (const v of ['24:00', '9:05', '19:60', '30:00', '12:5', '12:345', 'a12:30', '12:30pm']) expect(isTime(v), v).toBe(false);
  });
});

describe('density (spec 001 §5; contract §2.7)', () => {
  it('rooms / (area m² / 10000), 2 decimals, separators ignored, numbers accepted', () => {
    expect(density('10000', '3')).toBe('3.00');
    expect(density('5,000', '1')).toBe('2.00');
    expect(density(30000, 7)).toBe('2.33');
    expect(density('3000', '2')).toBe('6.67');
  });

  it("'0' when either input is 0, blank, missing or not a number", () => {
    for (const [a, r] of [
      ['0', '5'],
      ['5000', '0'],
      ['', '5'],
      [null, '5'],
      ['5000', undefined],
      ['abc', '5'],
      ['5000', 'x'],
    ] as const) {
      expect(density(a, r), `${a} ${r}`).toBe('0');
    }
  });
});
