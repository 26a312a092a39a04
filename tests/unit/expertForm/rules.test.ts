/**
 * Rule strings of the expert form (src/domain/expertForm/rules.ts; contract §2.5 RULE list and
 * `invertRule`; spec 001 §4 "Field rules are driven by chosen option values"): the edges of the
 * grammar `"<a1>,<a2>,...:<f1>,<f2>,..."` the real forms do not all carry.
 */
import { describe, expect, it } from 'vitest';
import { invertAction, invertRule, parseRule, RULE } from '../../../src/domain/expertForm/rules';

describe('parseRule', () => {
  it('pairs actions and names by position, trimmed; the pairs beyond the shorter list are dropped', () => {
    expect(parseRule(' 8 : texto5032 ')).toEqual([{ action: 8, field: 'texto5032' }]);
    expect(parseRule('0,4,1:a,b')).toEqual([
      { action: 0, field: 'a' },
      { action: 4, field: 'b' },
    ]);
    expect(parseRule('0:a,b')).toEqual([{ action: 0, field: 'a' }]);
  });

  it('drops blank actions, blank names and actions outside 0-10', () => {
    expect(parseRule('0, :a,b')).toEqual([{ action: 0, field: 'a' }]);
    expect(parseRule('0,1:a, ')).toEqual([{ action: 0, field: 'a' }]);
    expect(parseRule('10,11,-1,1.5,0:a,b,c,d,e')).toEqual([
      { action: 10, field: 'a' },
      { action: 0, field: 'e' },
    ]);
  });

  it('no rule: empty, null, undefined, no colon, or nothing before the colon', () => {
    for (const rule of ['', null, undefined, '0', '0,1', ':a']) expect(parseRule(rule)).toEqual([]);
  });

  it('the same string gives the same (memoised) result', () => {
    expect(parseRule('3,2:x,y')).toBe(parseRule('3,2:x,y'));
  });
});

describe('invertAction / invertRule (contract §2.5)', () => {
  it('0↔1, 2↔3, 4↔6, anything else → 7 (clear)', () => {
    expect([RULE.hide, RULE.show, RULE.disable, RULE.enable, RULE.require, RULE.notRequired].map(invertAction)).toEqual([1, 0, 3, 2, 6, 4]);
    expect([RULE.click, RULE.clear, RULE.toCedula, RULE.toPassport, RULE.toRnc].map(invertAction)).toEqual([7, 7, 7, 7, 7]);
  });

  it("same field list; '' when the rule has no valid pair", () => {
    expect(invertRule('7,10:x,x')).toBe('7,7:x,x');
    expect(invertRule('0,4:a,b')).toBe('1,6:a,b');
    expect([invertRule(null), invertRule('12:a'), invertRule('sin regla')]).toEqual(['', '', '']);
  });
});
