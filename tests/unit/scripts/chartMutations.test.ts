/**
 * The 19 chart mutations of issues 12 and 29 item 4 (scripts/chart-mutations.ts, `npm run audit:mutations`) stay
 * applicable: each find-text occurs exactly once in its chart, so a chart edit that moves the line
 * is noticed here, in `npm test`, instead of at the next audit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../../scripts/chart-mutations';

describe('audit:mutations list', () => {
  it('names 19 distinct mutations', () => {
    expect(new Set(MUTATIONS.map((m) => m.id)).size).toBe(19);
  });
  for (const m of MUTATIONS) {
    it(`${m.id}: the find-text occurs exactly once in ${m.file} and the replacement changes it`, () => {
      const source = readFileSync(m.file, 'utf8');
      expect(source.split(m.find).length - 1).toBe(1);
      expect(m.replace).not.toBe(m.find);
    });
  }
});
