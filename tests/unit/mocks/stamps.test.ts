// @vitest-environment node
/**
 * The embedded backend's timestamp order (src/mocks/stamps.ts): the time order of contract C3's
 * `YYYY-MM-DD HH:mm:ss` texts, the same order `localeCompare` gave (the oracle here), without an
 * ICU collator.
 */
import { describe, expect, it } from 'vitest';
import { compareStamps } from '../../../src/mocks/stamps';

const STAMPS = [
  '2025-06-30 21:59:59',
  '2023-02-01 07:00:00',
  '2024-12-31 23:59:59',
  '2025-01-01 00:00:00',
  '2024-02-29 12:30:05',
  '2024-02-29 12:30:05',
  '2023-10-09 08:05:00',
];

describe('compareStamps', () => {
  it('sorts backend timestamps in time order, as localeCompare did', () => {
    const byTime = [...STAMPS].sort((a, b) => Date.parse(a.replace(' ', 'T')) - Date.parse(b.replace(' ', 'T')));
    expect([...STAMPS].sort(compareStamps)).toEqual(byTime);
    expect([...STAMPS].sort(compareStamps)).toEqual([...STAMPS].sort((a, b) => a.localeCompare(b)));
    expect(compareStamps('2024-02-29 12:30:05', '2024-02-29 12:30:05')).toBe(0);
    expect(Math.sign(compareStamps('2023-02-01 07:00:00', '2025-06-30 21:59:59'))).toBe(-1);
    expect(Math.sign(compareStamps('2025-06-30 21:59:59', '2023-02-01 07:00:00'))).toBe(1);
  });
});
