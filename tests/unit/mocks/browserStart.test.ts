/**
 * src/mocks/browser.ts `startEmbeddedBackend` (issue 24): with a stored session the index of the
 * territorial division starts downloading with the seed data, and the sectors of the signed-in
 * citizen's province once the store is read, before the worker answers the first call (GET
 * /get/auth/user waits for both); without one they are left to the first call that needs them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ geography: 0, started: 0, sectorsOf: [] as unknown[], order: [] as string[] }));

vi.mock('msw/browser', () => ({
  setupWorker: () => ({
    start: async () => {
      seen.started += 1;
      seen.order.push('worker started');
    },
  }),
}));
vi.mock('../../../src/mocks/workerControl', () => ({ untilWorkerCanStart: async () => {} }));
vi.mock('../../../src/mocks/data/geography', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/mocks/data/geography')>()),
  loadGeography: () => {
    seen.geography += 1;
    return Promise.resolve();
  },
  loadSectorsOfMunicipality: (id: unknown) => {
    seen.sectorsOf.push(id);
    seen.order.push('sectors');
    return Promise.resolve();
  },
}));

afterEach(() => {
  localStorage.clear();
  seen.geography = 0;
  seen.started = 0;
  seen.sectorsOf = [];
  seen.order = [];
});

describe('startEmbeddedBackend', () => {
  it('a visitor with a stored token gets the territorial division loading with the seed data, before the worker starts', async () => {
    localStorage.setItem('token', JSON.stringify('a-token'));
    const { startEmbeddedBackend } = await import('../../../src/mocks/browser');
    const starting = startEmbeddedBackend();
    await vi.waitFor(() => expect(seen.geography).toBe(1));
    expect(seen.started).toBe(0);
    await starting;
    expect(seen.started).toBe(1);
  });

  it('a visitor without a session does not load it at start', async () => {
    const { startEmbeddedBackend } = await import('../../../src/mocks/browser');
    await startEmbeddedBackend();
    expect([seen.geography, seen.started, seen.sectorsOf]).toEqual([0, 1, []]);
  });

  it("a signed-in citizen's province sectors load too, before the worker starts (Ana: Santo Domingo de Guzmán)", async () => {
    const { issueToken } = await import('../../../src/mocks/tokens');
    localStorage.setItem('token', JSON.stringify(issueToken('00104567896', 60_000)));
    const { startEmbeddedBackend } = await import('../../../src/mocks/browser');
    await startEmbeddedBackend();
    expect(seen.sectorsOf).toEqual([19341]);
    expect(seen.order).toEqual(['sectors', 'worker started']);
    expect(seen.geography).toBe(1);
  });
});
