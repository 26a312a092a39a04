import { describe, expect, it } from 'vitest';
import { defineModelTest } from '../lib/modelTest';
import { geographyModel } from './geography.model';
import { geoIdOf, geographyMachine } from '../../../src/machines/geography.machine';
import { describeOracleReach, describeSpecCitations } from './specCitations';

defineModelTest(geographyModel);
describeOracleReach(geographyModel);
describeSpecCitations(geographyMachine);

describe('geoIdOf (a select value → the bidclasif of the territorial division, or nothing chosen)', () => {
  it('reads a positive whole id from a number or its text', () => {
    expect([geoIdOf(19340), geoIdOf('19340'), geoIdOf(1), geoIdOf('7')]).toEqual([19340, 19340, 1, 7]);
  });

  it('gives null for nothing chosen and for anything that is not a positive whole id', () => {
    expect([null, undefined, '', '0', 0, -3, '-3', '1.5', 2.5, 'abc', ' '].map((v) => geoIdOf(v as string | number | null | undefined))).toEqual([
      null, null, null, null, null, null, null, null, null, null, null,
    ]);
  });
});
