/** File sizes (issue 9 "Sizes under 1 MB show in KB, never as '0 MB'"): expectations written out. */
import { describe, expect, it } from 'vitest';
import { fileSize } from '../../../src/domain/format/size';

describe('fileSize', () => {
  it('shows sizes under 1 MB in whole KB, at least 1 KB', () => {
    expect(fileSize(0.84)).toEqual({ unit: 'KB', n: 860 });
    expect(fileSize(0.0003)).toEqual({ unit: 'KB', n: 1 });
    expect(fileSize(0.5)).toEqual({ unit: 'KB', n: 512 });
    expect(fileSize(0)).toEqual({ unit: 'KB', n: 0 });
  });
  it('shows 1 MB and more in MB with up to two decimals', () => {
    expect(fileSize(1)).toEqual({ unit: 'MB', n: 1 });
    expect(fileSize(2.456)).toEqual({ unit: 'MB', n: 2.46 });
    expect(fileSize(120)).toEqual({ unit: 'MB', n: 120 });
  });
  it('never shows a negative or non-number size', () => {
    expect(fileSize(-1)).toEqual({ unit: 'KB', n: 0 });
    expect(fileSize(Number.NaN)).toEqual({ unit: 'KB', n: 0 });
  });
});
