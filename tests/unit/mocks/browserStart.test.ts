/**
 * src/mocks/browser.ts `startEmbeddedBackend` (issue 24): with a stored session the territorial
 * division starts downloading with the seed data, before the worker answers the first call (GET
 * /get/auth/user waits for it); without one it is left to the first call that needs it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ geography: 0, started: 0 }));

vi.mock('msw/browser', () => ({
  setupWorker: () => ({
    start: async () => {
      seen.started += 1;
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
}));

afterEach(() => {
  localStorage.clear();
  seen.geography = 0;
  seen.started = 0;
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
    expect([seen.geography, seen.started]).toEqual([0, 1]);
  });
});
