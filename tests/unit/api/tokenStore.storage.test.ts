/**
 * Every other key the app stores (issue 10 "Storage": corrupt or wrong-shaped data never blanks a
 * page): the browser's copy of request-form drafts under `dynamicFormData` (contract §0.2;
 * src/api/localDraft.ts). Garbage reads as "no draft", is replaced by the next save, and a full
 * storage never throws.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLocalDraft, keepLocalDraft, readLocalDraft } from '../../../src/api/localDraft';
import type { SchemaDraftSaveBody } from '../../../src/api/generated/admin';

const KEY = 'dynamicFormData';
const draft: SchemaDraftSaveBody = {
  citizen_id: '00104567896',
  service_id: 12,
  expertform_id: 34,
  data: [{ key: 'nombre_proyecto', value: 'Hotel Las Olas' }],
  grid: {},
  appliedRuleList: [],
  fakeStep: 0,
  step: 1,
  variations: [],
  totalPayment: '0',
} as unknown as SchemaDraftSaveBody;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('dynamicFormData with garbage', () => {
  const garbage: Array<[string, string]> = [
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"x"'],
    ['an array', '[{"citizen_id":"00104567896"}]'],
    ['a huge string', JSON.stringify('x'.repeat(1_000_000))],
  ];
  it.each(garbage)('%s: no draft; the next save replaces it; forgetting does not throw', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readLocalDraft('00104567896', 34)).toBeNull();
    expect(() => forgetLocalDraft('00104567896', 34)).not.toThrow();
    keepLocalDraft(draft);
    expect(readLocalDraft('00104567896', 34)).toEqual(draft);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ '00104567896:34': draft });
  });

  it.each([
    ['null', null],
    ['a number', 5],
    ['a string', 'borrador'],
    ['a list', [1, 2]],
  ])('an entry that is %s reads as no draft', (_, entry) => {
    localStorage.setItem(KEY, JSON.stringify({ '00104567896:34': entry }));
    expect(readLocalDraft('00104567896', 34)).toBeNull();
  });

  it('keeps the other citizens\u2019 entries when one is saved or forgotten', () => {
    localStorage.setItem(KEY, JSON.stringify({ '40200000001:34': { data: 'x' } }));
    keepLocalDraft(draft);
    forgetLocalDraft('00104567896', 34);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ '40200000001:34': { data: 'x' } });
  });
});

describe('dynamicFormData with a full or blocked storage', () => {
  it('saving does not throw when the storage is full (the server copy is the one kept)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepLocalDraft(draft)).not.toThrow();
    expect(readLocalDraft('00104567896', 34)).toBeNull();
  });

  it('reading does not throw when the storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocalDraft('00104567896', 34)).toBeNull();
    expect(() => forgetLocalDraft('00104567896', 34)).not.toThrow();
  });
});
