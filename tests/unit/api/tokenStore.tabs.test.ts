/**
 * The shared session across tabs and how a session ends (issue 25 "Every tab", "An expired session
 * keeps the work"): another tab's sign-in, logout and expiry as the storage event reports them; an
 * expired session keeps the browser's copy of the drafts and says so; a chosen logout removes it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onSessionChangedElsewhere,
  onSessionExpiring,
  SESSION_END_KEY,
  sessionEndReason,
  STORAGE_KEYS,
  tokenStore,
} from '../../../src/api/tokenStore';

/** What the browser fires in the other tabs when one writes `key` (the writing tab gets nothing). */
function storageEvent(key: string | null, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

const DRAFTS = JSON.stringify({ '00104567896:124': { citizen_id: '00104567896', expertform_id: 124, data: [{ key: 'a', value: 'b' }] } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('onSessionChangedElsewhere (the storage event of the token key)', () => {
  it('a token where there was none is a sign-in; a token removed is a logout; a replaced token (a refresh) is nothing', () => {
    const seen: string[] = [];
    const off = onSessionChangedElsewhere((c) => seen.push(c));
    storageEvent(STORAGE_KEYS.token, null, '"t1"');
    storageEvent(STORAGE_KEYS.token, '"t1"', '"t2"');
    storageEvent(STORAGE_KEYS.token, '"t2"', null);
    storageEvent(STORAGE_KEYS.profileImg, null, '"x.png"');
    off();
    storageEvent(STORAGE_KEYS.token, null, '"t3"');
    expect(seen).toEqual(['signedIn', 'signedOut']);
  });

  it('a token removed after the end marker was written is an expiry', () => {
    const seen: string[] = [];
    const off = onSessionChangedElsewhere((c) => seen.push(c));
    localStorage.setItem(SESSION_END_KEY, JSON.stringify('expired'));
    storageEvent(STORAGE_KEYS.token, '"t1"', null);
    off();
    expect(seen).toEqual(['expired']);
  });

  it('a whole-storage clear in another tab is a logout', () => {
    const seen: string[] = [];
    const off = onSessionChangedElsewhere((c) => seen.push(c));
    storageEvent(null, null, null);
    off();
    expect(seen).toEqual(['signedOut']);
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
    tokenStore.endExpired();
    off();
    expect(tokenWhenTold).toEqual(['tok']);
    expect(draftsWhenTold).toEqual([DRAFTS]);
    expect(tokenStore.read()).toEqual({ token: null, profileImg: null, userCedula: null, userPrimaryEmail: null });
    expect(localStorage.getItem(STORAGE_KEYS.dynamicFormData)).toBe(DRAFTS);
    expect(sessionEndReason()).toBe('expiredDraftKept');
  });

  it('an expired session without a draft of that user says only that it expired', () => {
    tokenStore.saveLogin('tok', null);
    tokenStore.saveUser('40209876545', 'jose@correo.do');
    localStorage.setItem(STORAGE_KEYS.dynamicFormData, DRAFTS);
    tokenStore.endExpired();
    expect(sessionEndReason()).toBe('expired');
  });

  it('the next sign-in forgets the marker; a chosen logout removes the drafts and the marker', () => {
    signedIn();
    tokenStore.endExpired();
    tokenStore.saveLogin('tok2', null);
    expect(sessionEndReason()).toBeNull();
    tokenStore.endExpired();
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
