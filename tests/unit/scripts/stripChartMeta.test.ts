/**
 * The build drops the charts' state `meta` (scripts/strip-chart-meta.ts; docs/ARCHITECTURE.md
 * "Budgets"): parsed with Vite's own parser, every `meta: {…}` property is cut, nothing else.
 */
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { cutRanges, metaRanges } from '../../../scripts/strip-chart-meta';

const strip = (code: string) => cutRanges(code, metaRanges(parseAst(code)));

describe('strip-chart-meta', () => {
  it('removes the meta of nested states, with their commas, and keeps everything else', () => {
    const code = `const m = createMachine({ id: 'x', initial: 'a', states: { a: { meta: { spec: 'spec 000 §4', shows: ['x'] }, on: { go: 'b' } }, b: { type: 'final', meta: { spec: 's', shows: [] } } } });`;
    expect(strip(code)).toBe(`const m = createMachine({ id: 'x', initial: 'a', states: { a: { on: { go: 'b' } }, b: { type: 'final',  } } });`);
  });

  it('keeps a property named meta whose value is not an object literal, and a string "meta"', () => {
    const code = `const a = { meta: metaOf('x'), text: 'meta: {}' };`;
    expect(strip(code)).toBe(code);
  });

  it('removes a quoted "meta" key and a meta holding nested objects (outermost range only)', () => {
    const code = `x({ "meta": { spec: 's', nested: { meta: { y: 1 } } }, z: 2 });`;
    expect(strip(code)).toBe(`x({ z: 2 });`);
  });
});
