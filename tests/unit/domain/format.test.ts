import { describe, expect, it } from 'vitest';
import {
  dayName,
  DAY_NAMES,
  formatAmount,
  formatCedula,
  formatDate,
  formatDateTime,
  formatDeliveryTime,
  formatDocument,
  formatMessageDate,
  formatMoneyDOP,
  formatMoneyRD,
  formatPhone,
  formatRnc,
  formatScheduleRow,
  joinSpanish,
  parseAmount,
  parseBackendDate,
  to12Hour,
  toIsoDate,
  toTimeHHmm,
} from '../../../src/domain/format';

describe('identity formatters', () => {
  it('cédula 3-7-1', () => {
    expect(formatCedula('00112345678')).toBe('001-1234567-8');
    expect(formatCedula('001-1234567-8')).toBe('001-1234567-8');
    expect(formatCedula('0011234567')).toBe('0011234567');
    expect(formatCedula('AB1234567')).toBe('AB1234567');
  });
  it('phone 3-3-4', () => {
    expect(formatPhone('8095551234')).toBe('809-555-1234');
    expect(formatPhone('809 555 1234')).toBe('809-555-1234');
    expect(formatPhone('80955512')).toBe('80955512');
  });
  it('RNC 1-2-5-1', () => {
    expect(formatRnc('131246796')).toBe('1-31-24679-6');
    expect(formatRnc('13124679')).toBe('13124679');
  });
  it('formatDocument picks by digit count and leaves passports alone', () => {
    expect(formatDocument('00112345678')).toBe('001-1234567-8');
    expect(formatDocument('131246796')).toBe('1-31-24679-6');
    expect(formatDocument('RD1234567')).toBe('RD1234567');
  });
});

describe('money', () => {
  it('parses backend amounts', () => {
    expect(parseAmount('7000.00')).toBe(7000);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount(12)).toBe(12);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });
  it('formats with thousands separators and 2 decimals', () => {
    expect(formatAmount(7000)).toBe('7,000.00');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatAmount(undefined)).toBe('');
  });
  it('writes every amount as Intl en-US with 2 decimals does (the oracle), without constructing an Intl formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    const edges = [1.005, 2.675, 1.255, 0.125, 1.115, -1234.565, 123456789.125, -0.001, -0, 0.1 + 0.2, 1e-7, 999.995, 9999999999999.99, 1e13, 1e21, 5e-324];
    // A fixed pseudo-random sample: cents, thirds and arbitrary magnitudes, both signs.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const sample = Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 13 - 3);
      const v = i % 3 === 0 ? Math.round(next() * magnitude * 100) / 100 : i % 3 === 1 ? (next() * magnitude) / 3 : next() * magnitude;
      return next() < 0.2 ? -v : v;
    });
    for (const n of [...edges, ...sample]) expect(formatAmount(n), String(n)).toBe(intl.format(n));
    expect(formatAmount('1.005')).toBe('1.01');
  });
  it('RD$ and DOP$ variants', () => {
    expect(formatMoneyRD('7000.00')).toBe('RD$ 7,000.00');
    expect(formatMoneyDOP(7000)).toBe('DOP$ 7,000.00');
    expect(formatMoneyRD('x')).toBe('');
  });
});

describe('dates', () => {
  it('reads backend local dates', () => {
    const d = parseBackendDate('2022-01-31 14:05:09')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([2022, 0, 31, 14, 5, 9]);
    expect(parseBackendDate('2022-01-31')!.getHours()).toBe(0);
    expect(parseBackendDate('2022-01-31T08:30')!.getHours()).toBe(8);
  });
  it('reads zoned ISO strings (microseconds allowed)', () => {
    expect(parseBackendDate('2022-01-31T10:00:00.000000Z')!.getTime()).toBe(Date.UTC(2022, 0, 31, 10));
    expect(parseBackendDate('2022-01-31T10:00:00-04:00')!.getTime()).toBe(Date.UTC(2022, 0, 31, 14));
  });
  it('refuses impossible or unknown input', () => {
    expect(parseBackendDate('2022-02-30')).toBeNull();
    expect(parseBackendDate('2022-01-31 25:00:00')).toBeNull();
    expect(parseBackendDate('31/01/2022')).toBeNull();
    expect(parseBackendDate('')).toBeNull();
    expect(parseBackendDate(null)).toBeNull();
    expect(parseBackendDate(new Date(Number.NaN))).toBeNull();
  });
  it('formats dd/MM/yyyy', () => {
    expect(formatDate('2022-01-05 10:00:00')).toBe('05/01/2022');
    expect(formatDate(new Date(2023, 11, 24))).toBe('24/12/2023');
    expect(formatDate('garbage')).toBe('');
  });
  it('formats yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2022-01-05 09:03:07')).toBe('2022-01-05 09:03:07');
    expect(formatDateTime(new Date(2022, 6, 1, 23, 59, 0))).toBe('2022-07-01 23:59:00');
  });
  it('formats the messages date in Spanish with 12-hour time', () => {
    expect(formatMessageDate('2022-01-31 14:05:00')).toBe('31 de enero 2022 02:05 PM');
    expect(formatMessageDate('2022-09-03 00:15:00')).toBe('3 de septiembre 2022 12:15 AM');
  });
  it('payload formats', () => {
    expect(toIsoDate(new Date(2022, 0, 5, 18))).toBe('2022-01-05');
    expect(toTimeHHmm(new Date(2022, 0, 5, 8, 7))).toBe('08:07');
  });
});

describe('12-hour time ("PM" style)', () => {
  it.each([
    ['14:30', '2:30 PM'],
    ['14:30:00', '2:30 PM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['11:59:59', '11:59 AM'],
    ['23:59', '11:59 PM'],
    ['8:00', '8:00 AM'],
    ['08:00:00', '8:00 AM'],
  ])('%s → %s', (input, expected) => expect(to12Hour(input)).toBe(expected));
  it.each(['24:00', '12:60', 'abc', '', '1230'])('leaves %s unchanged', (v) => expect(to12Hour(v)).toBe(v));
});

describe('schedule days', () => {
  it('maps numbers (0/7 Domingo, 1 Lunes ... 6 Sábado)', () => {
    expect(dayName(0)).toBe('Domingo');
    expect(dayName(1)).toBe('Lunes');
    expect(dayName('3')).toBe('Miércoles');
    expect(dayName(6)).toBe('Sábado');
    expect(dayName(7)).toBe('Domingo');
    expect(dayName(8)).toBe(8 + '');
  });
  it('normalises Spanish and English names', () => {
    expect(dayName('miercoles')).toBe('Miércoles');
    expect(dayName(' SÁBADO ')).toBe('Sábado');
    expect(dayName('Monday')).toBe('Lunes');
    expect(dayName('Feriado')).toBe('Feriado');
  });
  it('has seven names', () => expect(DAY_NAMES).toHaveLength(7));
  it('formats a schedule row', () => {
    expect(formatScheduleRow({ day: 'Lunes', init: '08:00:00', finit: '16:00:00' })).toEqual({
      day: 'Lunes',
      from: '8:00 AM',
      to: '4:00 PM',
    });
  });
});

describe('delivery time', () => {
  it('joins parts in Spanish', () => {
    expect(formatDeliveryTime({ months: 2, days: 5, hours: 4 })).toBe('2 meses, 5 días y 4 horas');
    expect(formatDeliveryTime({ months: 0, days: 5, hours: 4 })).toBe('5 días y 4 horas');
    expect(formatDeliveryTime({ months: 3, days: 0, hours: 0 })).toBe('3 meses');
    expect(formatDeliveryTime({ months: 1, days: 0, hours: 6 })).toBe('1 mes y 6 horas');
  });
  it('uses singulars', () => {
    expect(formatDeliveryTime({ months: 1, days: 1, hours: 1 })).toBe('1 mes, 1 día y 1 hora');
  });
  it('reads numeric strings and ignores blanks, negatives and junk', () => {
    expect(formatDeliveryTime({ months: '0', days: '15', hours: null })).toBe('15 días');
    expect(formatDeliveryTime({ days: -2, hours: 'x' })).toBe('');
    expect(formatDeliveryTime({ months: 0, days: 0, hours: 0 })).toBe('');
    expect(formatDeliveryTime(null)).toBe('');
  });
  it('joinSpanish', () => {
    expect(joinSpanish([])).toBe('');
    expect(joinSpanish(['a'])).toBe('a');
    expect(joinSpanish(['a', 'b'])).toBe('a y b');
    expect(joinSpanish(['a', 'b', 'c'])).toBe('a, b y c');
  });
});
