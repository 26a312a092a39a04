// @vitest-environment node
/**
 * The company a request URL names (src/machines/requestForm/types.ts `companyClaimOf`; spec 001 §2
 * /app/requestService/{serviceID}/{companyID?}/{companyName?} and the query parameters company_id,
 * company_name; issue 10 "URL-trusted company"): no id → a personal request; an id that is not a
 * plain positive integer a JS number holds exactly is kept as a claim that matches no company.
 */
import { describe, expect, it } from 'vitest';
import { companyClaimOf } from '../../../src/machines/requestForm/types';

describe('companyClaimOf', () => {
  it.each([null, undefined, ''])('no company id (%j): a personal request, whatever the name', (rawId) => {
    expect(companyClaimOf(rawId, 'Hotel Caribe')).toBeNull();
  });

  it.each([
    ['7', 7],
    ['120', 120],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('a positive integer id %s is the number %d', (rawId, id) => {
    expect(companyClaimOf(rawId, 'Hotel Caribe')).toEqual({ id, name: 'Hotel Caribe' });
  });

  it.each(['0', '00', '012', '12a', 'a12', '-12', '+12', '12 ', '1.5', '1e2', '0x1F', '9007199254740992', '90071992547409930'])(
    'an id %j that is not exact: a claim with no id (it matches no represented company)',
    (rawId) => {
      expect(companyClaimOf(rawId, 'Posada Colonial')).toEqual({ id: null, name: 'Posada Colonial' });
    },
  );

  it.each([null, undefined])('a missing name (%j) is empty', (rawName) => {
    expect(companyClaimOf('12', rawName)).toEqual({ id: 12, name: '' });
  });
});
