/**
 * The shared session across tabs and how a session ends (src/api/sessionEnd.ts; issue 25 "Every tab", "An expired session
 * keeps the work"): another tab's sign-in, logout and expiry as the storage event reports them; an
 * expired session keeps the browser's copy of the drafts and says so; a chosen logout removes it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endExpired, onSessionExpiring, sessionChangeOf, sessionEndReason } from '../../../src/api/sessionEnd';
import { SESSION_END_KEY, STORAGE_KEYS, tokenStore } from '../../../src/api/tokenStore';

/** What the browser fires in the other tabs when one writes `key` (the writing tab gets nothing). */
const storageEvent = (key: string | null, oldValue: string | null, newValue: string | null) =>
  sessionChangeOf({ key, oldValue, newValue, storageArea: localStorage });

const DRAFTS = JSON.stringify({ '00104567896:124': { citizen_id: '00104567896', expertform_id: 124, data: [{ key: 'a', value: 'b' }] } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sessionChangeOf (the storage event of the token key)', () => {
  it('a token where there was none is a sign-in; a token removed is a logout; a replaced token (a refresh) or another key is nothing', () => {
    expect(storageEvent(STORAGE_KEYS.token, null, '"t1"')).toBe('signedIn');
    expect(storageEvent(STORAGE_KEYS.token, '"t1"', '"t2"')).toBeNull();
    expect(storageEvent(STORAGE_KEYS.token, '"t2"', null)).toBe('signedOut');
    expect(storageEvent(STORAGE_KEYS.profileImg, null, '"x.png"')).toBeNull();
    expect(sessionChangeOf({ key: STORAGE_KEYS.token, oldValue: '"t1"', newValue: null, storageArea: sessionStorage })).toBeNull();
  });

  it('a token removed after the end marker was written is an expiry', () => {
    localStorage.setItem(SESSION_END_KEY, JSON.stringify('expired'));
    expect(storageEvent(STORAGE_KEYS.token, '"t1"', null)).toBe('expired');
  });

  it('a whole-storage clear in another tab is a logout', () => {
    expect(storageEvent(null, null, null)).toBe('signedOut');
  });
});

describe('how a session ends', () => {
  function signedIn(): void {
    tokenStore.saveLogin('tok', null);
    tokenStore.saveUser('00104567896', 'ana@correo.do');
    localStorage.setItem(STORAGE_KEYS.dynamicFormData, DRAFTS);
  }

  it('an expired session: listeners first, then the session keys go, the drafts stay, the marker says a draft was kept', () => {
    signedIn();
    const draftsWhenTold: Array<string | null> = [];
    const tokenWhenTold: Array<string | null> = [];
    const off = onSessionExpiring(() => {
      draftsWhenTold.push(localStorage.getItem(STORAGE_KEYS.dynamicFormData));
      tokenWhenTold.push(tokenStore.getToken());
    });
    endExpired();
    off();
    expect(tokenWhenTold).toEqual(['tok']);
    expect(draftsWhenTold).toEqual([DRAFTS]);
    expect(tokenStore.read()).toEqual({ token: null, profileImg: null, userCedula: null, userPrimaryEmail: null });
    expect(localStorage.getItem(STORAGE_KEYS.dynamicFormData)).toBe(DRAFTS);
    expect(sessionEndReason()).toBe('expiredDraftKept');
  });

  it("a tab that follows another's expiry (the stored number already gone) names its own user's draft", () => {
    localStorage.setItem(STORAGE_KEYS.dynamicFormData, DRAFTS);
    endExpired('00104567896');
    expect(sessionEndReason()).toBe('expiredDraftKept');
    endExpired('40209876545');
    expect(sessionEndReason()).toBe('expired');
  });

  it('an expired session without a draft of that user says only that it expired', () => {
    tokenStore.saveLogin('tok', null);
    tokenStore.saveUser('40209876545', 'jose@correo.do');
    localStorage.setItem(STORAGE_KEYS.dynamicFormData, DRAFTS);
    endExpired();
    expect(sessionEndReason()).toBe('expired');
  });

  it('the next sign-in forgets the marker; a chosen logout removes the drafts and the marker', () => {
    signedIn();
    endExpired();
    tokenStore.saveLogin('tok2', null);
    expect(sessionEndReason()).toBeNull();
    endExpired();
    tokenStore.clear();
    expect([sessionEndReason(), localStorage.getItem(STORAGE_KEYS.dynamicFormData)]).toEqual([null, null]);
  });

  it('a marker that is not one of ours reads as nothing', () => {
    localStorage.setItem(SESSION_END_KEY, '"closed"');
    expect(sessionEndReason()).toBeNull();
    localStorage.setItem(SESSION_END_KEY, '{not json');
    expect(sessionEndReason()).toBeNull();
  });
});
