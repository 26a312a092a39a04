import { describe, expect, it } from 'vitest';
import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { membershipMachine } from '../../../src/machines/membership.machine';
import { membershipModel } from './membership.model';
import { parseInvitationQuery } from '../../../src/machines/membership.machine';

defineModelTest(membershipModel);
describeOracleReach(membershipModel, ['checking']);
describeSpecCitations(membershipMachine);

/** spec 000 §2 "Reads citizen_id, company_id and token_code from the query", §3 Membership invitation. */
describe('parseInvitationQuery', () => {
  it('reads the three values, with or without the leading ?, trimmed', () => {
    const expected = { citizenId: '40209876545', companyId: 3, tokenCode: 'a1b2c3d4e5f6' };
    expect(parseInvitationQuery('?citizen_id=40209876545&company_id=3&token_code=a1b2c3d4e5f6')).toEqual(expected);
    expect(parseInvitationQuery('citizen_id=%2040209876545%20&company_id=%203%20&token_code=%20a1b2c3d4e5f6%20')).toEqual(expected);
    expect(parseInvitationQuery('?citizen_id=402-0987654-5&company_id=12&token_code=x')).toEqual({ citizenId: '402-0987654-5', companyId: 12, tokenCode: 'x' });
  });

  it('is null when a value is missing or blank', () => {
    expect(parseInvitationQuery('')).toBeNull();
    expect(parseInvitationQuery('?company_id=3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=%20&company_id=3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=%20&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3&token_code=%20')).toBeNull();
  });

  it('is null when company_id is not a positive integer', () => {
    expect(parseInvitationQuery('?citizen_id=1&company_id=0&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=-3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3a&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=a3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=1.5&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=1&token_code=x')).toEqual({ citizenId: '1', companyId: 1, tokenCode: 'x' });
  });
});
