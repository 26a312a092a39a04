/**
 * The tariffs this browser remembers of the requests it sent (src/api/sentTariffs.ts; issue 27 item
 * 2): kept by citizen and request, read back for that citizen only, the newest 50 kept, removed by a
 * chosen logout and kept when a session expires (contract §0.2 Logout; issue 25), a full or corrupt
 * storage never throws.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSentTariff, readSentTariff, SENT_TARIFFS_LIMIT } from '../../../src/api/sentTariffs';
import { SENT_TARIFFS_KEY, tokenStore } from '../../../src/api/tokenStore';

const choice = (requestId: number) => ({
  requestId,
  serviceId: 25,
  code: `MER-2026-${String(requestId).padStart(6, '0')}`,
  tariff: { concept: 'Autorización de uso', variation: 'Uso comercial', price: 'RD$ 5,000.00' },
  variationId: 252,
  files: { anexo1: [{ name: 'carta.pdf', sizeMb: 0.001 }] },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sentTariffs (issue 27)', () => {
  it("keeps a request's choice for its sender only", () => {
    keepSentTariff('00104567896', choice(1520));
    expect(readSentTariff('00104567896', 1520)).toMatchObject(choice(1520));
    expect(readSentTariff('40209876545', 1520)).toBeNull();
    expect(readSentTariff('00104567896', 1521)).toBeNull();
    // the choice and the files' names and sizes (the detail names no field per document), under its own key
    expect(Object.keys(JSON.parse(localStorage.getItem('mitur.sentTariffs') ?? '{}'))).toEqual(['00104567896:1520']);
  });

  it(`remembers the newest ${SENT_TARIFFS_LIMIT} requests`, () => {
    let now = 1_795_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    for (let id = 1; id <= 51; id += 1) keepSentTariff('00104567896', choice(id));
    expect(readSentTariff('00104567896', 1)).toBeNull();
    expect(readSentTariff('00104567896', 2)).not.toBeNull();
    expect(readSentTariff('00104567896', 51)).not.toBeNull();
  });

  it('a chosen logout forgets them; an expired session keeps them (as the drafts)', () => {
    keepSentTariff('00104567896', choice(1520));
    tokenStore.clear(true);
    expect(readSentTariff('00104567896', 1520)).not.toBeNull();
    tokenStore.clear();
    expect(localStorage.getItem(SENT_TARIFFS_KEY)).toBeNull();
    expect(readSentTariff('00104567896', 1520)).toBeNull();
  });

  it('a full storage, a corrupt value: nothing thrown, nothing found', () => {
    localStorage.setItem(SENT_TARIFFS_KEY, '{no es JSON');
    expect(readSentTariff('00104567896', 1520)).toBeNull();
    localStorage.setItem(SENT_TARIFFS_KEY, '[1,2]');
    expect(readSentTariff('00104567896', 1520)).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => keepSentTariff('00104567896', choice(1520))).not.toThrow();
  });
});
