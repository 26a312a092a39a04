import { describe, expect, it } from 'vitest';
import {
  canRequestDirectly,
  decideRequestStart,
  isOfficerMessage,
  isRequestOwner,
  isRestrictedRole,
  OFFICER_USER_ID,
  RESTRICTED_BASE_ROLE,
} from '../../../src/domain/roles';

describe('roles (spec 000 §6, spec 001 §6)', () => {
  it('constants', () => {
    expect(RESTRICTED_BASE_ROLE).toBe(2);
    expect(OFFICER_USER_ID).toBe(2);
  });
  it('role 2 cannot request directly', () => {
    expect(canRequestDirectly(2)).toBe(false);
    expect(canRequestDirectly('2')).toBe(false);
    expect(isRestrictedRole(2)).toBe(true);
    for (const role of [1, 3, 0, null, undefined, '']) expect(canRequestDirectly(role), String(role)).toBe(true);
  });
  it('user id 2 is the officer', () => {
    expect(isOfficerMessage(2)).toBe(true);
    expect(isOfficerMessage('2')).toBe(true);
    expect(isOfficerMessage(3)).toBe(false);
    expect(isOfficerMessage(null)).toBe(false);
  });
  it('request start follows the spec order', () => {
    expect(decideRequestStart({ rolBase: 2, authenticated: false, companiesCount: 0 })).toBe('restricted');
    expect(decideRequestStart({ rolBase: 2, authenticated: true, companiesCount: 3 })).toBe('restricted');
    expect(decideRequestStart({ rolBase: null, authenticated: false, companiesCount: 0 })).toBe('loginPrompt');
    expect(decideRequestStart({ rolBase: 1, authenticated: true, companiesCount: 0 })).toBe('direct');
    expect(decideRequestStart({ rolBase: 1, authenticated: true, companiesCount: 1 })).toBe('chooseCompany');
  });
  it('owner compares citizen id and doc_identification without dashes', () => {
    expect(isRequestOwner('001-1234567-3', '00112345673')).toBe(true);
    expect(isRequestOwner('00112345673', '00112345674')).toBe(false);
    expect(isRequestOwner(null, '00112345673')).toBe(false);
    expect(isRequestOwner('', '')).toBe(false);
  });
});
