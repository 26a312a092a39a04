/**
 * Fault injection of the embedded backend (src/mocks/support.ts faultHandlers + db.injectFault, first
 * in src/mocks/handlers.ts) seen through the REAL clients: each fault kind becomes the right
 * ApiFailure kind (docs/ARCHITECTURE.md Layers "typed failure"; spec 000 §4 token expiry).
 */
import { describe, expect, it } from 'vitest';
import { getProvinces, loadCurrentUser } from '../../../src/api/identity';
import { getDirections, getStatistics } from '../../../src/api/catalogue';
import { getBranches } from '../../../src/api/content';
import { tokenExpiry } from '../../../src/api/clients';
import { db, injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

describe('fault injection', () => {
  it('network → kind network', async () => {
    injectFault({ method: 'GET', path: '/get/provinces', kind: 'network', times: 1 });
    const result = await getProvinces();
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('http500 → kind http with status 500', async () => {
    injectFault({ method: 'GET', path: '/services', kind: 'http500', times: 1 });
    const result = await getDirections();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('malformed → kind malformed', async () => {
    injectFault({ method: 'GET', path: '/sucursales', kind: 'malformed', times: 1 });
    const result = await getBranches();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('malformed');
  });

  it('expired once → one refresh, then the retried call succeeds', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    injectFault({ method: 'GET', path: '/get/auth/user', kind: 'expired', times: 1 });
    const before = tokenExpiry.refreshCount();
    const user = await loadCurrentUser();
    expect(user.ok).toBe(true);
    expect(tokenExpiry.refreshCount()).toBe(before + 1);
  });

  it('expired twice → one refresh, then kind expired', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    injectFault({ method: 'GET', path: '/get/auth/user', kind: 'expired', times: 2 });
    const before = tokenExpiry.refreshCount();
    const user = await loadCurrentUser();
    expect(user.ok).toBe(false);
    if (!user.ok) expect(user.error.kind).toBe('expired');
    expect(tokenExpiry.refreshCount()).toBe(before + 1);
  });

  it('consumes a fault after `times` matching calls and ignores other methods and paths', async () => {
    injectFault({ method: 'GET', path: '/statistics', kind: 'http500', times: 1 });
    injectFault({ method: 'POST', path: '/services', kind: 'http500', times: 1 });
    expect((await getDirections()).ok).toBe(true);
    expect((await getStatistics()).ok).toBe(false);
    expect((await getStatistics()).ok).toBe(true);
    expect(db().faults).toEqual([{ method: 'POST', path: '/services', kind: 'http500', times: 1 }]);
  });
});
