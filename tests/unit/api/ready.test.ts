/**
 * src/api/ready.ts: the gate of the network calls (embedded mode, issue 11 "Fast on a cheap
 * phone"): the in-browser backend starts once, with the first call that needs it or when the
 * boot file's `soon` resolves, and a backend that cannot start never leaves a call waiting.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshGate() {
  vi.resetModules();
  return import('../../../src/api/ready');
}

afterEach(() => vi.restoreAllMocks());

describe('callsReady / gateCallsOn', () => {
  it('lets calls go at once when nothing gates them (remote build)', async () => {
    const { callsReady } = await freshGate();
    await expect(callsReady()).resolves.toBeUndefined();
  });

  it('does not start the backend until a call needs it, then starts it once for every call', async () => {
    const { callsReady, gateCallsOn } = await freshGate();
    let finish = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    gateCallsOn(start, new Promise(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    let first = false;
    let second = false;
    void callsReady().then(() => (first = true));
    void callsReady().then(() => (second = true));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The calls wait while the backend starts.
    expect([first, second]).toEqual([false, false]);
    finish();
    await vi.waitFor(() => expect([first, second]).toEqual([true, true]));
    await callsReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the backend when `soon` resolves, without any call, and only once', async () => {
    const { callsReady, gateCallsOn } = await freshGate();
    let soon = () => {};
    const start = vi.fn(() => Promise.resolve());
    gateCallsOn(start, new Promise<void>((resolve) => (soon = resolve)));
    soon();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await callsReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a backend that cannot start lets the calls go (they fail as network errors) and says why in the console', async () => {
    const { callsReady, gateCallsOn } = await freshGate();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    gateCallsOn(() => Promise.reject(new Error('no service worker')));
    await expect(callsReady()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('The embedded backend could not start', expect.objectContaining({ message: 'no service worker' }));
  });
});
