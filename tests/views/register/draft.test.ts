/**
 * The citizen wizard's draft in sessionStorage (src/views/pages/account/register/draft.ts; issue 10
 * "Storage": corrupt or wrong-shaped data never blanks a page): only the wizard's own fields of the
 * right type come back; passwords and answers never; inherited keys and garbage are ignored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, REGISTER_DRAFT_KEY } from '../../../src/views/pages/account/register/draft';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('readDraft', () => {
  it('keeps own fields of the right type and drops inherited keys, secrets and wrong types', () => {
    sessionStorage.setItem(
      REGISTER_DRAFT_KEY,
      '{"__proto__":{"email":"x@y.z"},"constructor":"x","toString":"x","email":"ana@correo.do","password":"secreta","phone":12}',
    );
    const draft = readDraft();
    expect(draft).toEqual({ email: 'ana@correo.do' });
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
  });

  it.each(['no es json', '[]', 'null', '42', '"texto"'])('garbage %j reads as no draft or an empty one, never throws', (raw) => {
    sessionStorage.setItem(REGISTER_DRAFT_KEY, raw);
    expect(() => readDraft()).not.toThrow();
    expect(Object.keys(readDraft() ?? {})).toEqual([]);
  });

  it('a storage that refuses to be read means no draft', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraft()).toBeUndefined();
  });
});
