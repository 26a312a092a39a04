/**
 * Company member rules (spec 001 §2.1 Companies tab, §6 Member roles, §8 Second representative).
 */
import { describe, expect, it } from 'vitest';
import { REPRESENTATIVES_PER_COMPANY, isRepresentativeLimitReached } from '../../../src/domain/members';

const representative = (citizen_id: string) => ({ citizen_id, rol_id: 2, rol_name: 'Representante', name: 'Ana' });

describe('isRepresentativeLimitReached (spec 001 §2.1 "Only one representative is allowed per company", §8)', () => {
  it('one representative per company', () => {
    expect(REPRESENTATIVES_PER_COMPANY).toBe(1);
  });

  it('an empty list leaves room for one; one or more listed block another', () => {
    expect(isRepresentativeLimitReached([])).toBe(false);
    expect(isRepresentativeLimitReached([representative('00113918205')])).toBe(true);
    // The contract's list may hold more than the rule allows (data from before the rule): still blocked.
    expect(isRepresentativeLimitReached([representative('00113918205'), representative('40212345678')])).toBe(true);
  });
});
