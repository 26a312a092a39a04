/**
 * scripts/make-icons.ts `pngSize`: a PNG's width and height from its IHDR chunk (issue 24: the portal's
 * bitmap icons declare the sizes they have).
 */
import { describe, expect, it } from 'vitest';
import { pngSize } from '../../../scripts/make-icons';

/** The first 24 bytes of a PNG: the signature, the IHDR chunk's length and type, width and height. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('pngSize', () => {
  it('reads the width and the height, big-endian, from the IHDR chunk', () => {
    expect(pngSize(pngHead(32, 32))).toEqual({ width: 32, height: 32 });
    expect(pngSize(pngHead(512, 180))).toEqual({ width: 512, height: 180 });
    expect(pngSize(pngHead(70000, 1))).toEqual({ width: 70000, height: 1 });
  });

  it('reads a view into a larger buffer from its own start', () => {
    const whole = new Uint8Array(40);
    whole.set(pngHead(192, 192), 16);
    expect(pngSize(whole.subarray(16))).toEqual({ width: 192, height: 192 });
  });

  it('refuses bytes that are not a PNG: an SVG, a cut-off file, a wrong signature', () => {
    expect(() => pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"></svg>'))).toThrow('not a PNG');
    expect(() => pngSize(pngHead(32, 32).subarray(0, 20))).toThrow('not a PNG');
    const wrong = pngHead(32, 32);
    wrong[1] = 0x51;
    expect(() => pngSize(wrong)).toThrow('not a PNG');
  });
});
