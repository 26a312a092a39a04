/**
 * src/backendWarmup.ts (issue 11 "Fast on a cheap phone"): without a call, the demo's in-browser
 * backend starts only once the page has painted and the visitor shows intent.
 */
import { describe, expect, it, vi } from 'vitest';

/**
 * Starts `wait` with a first commit that has not happened yet; checks it is still pending 150 ms
 * later (after `before`, e.g. the visitor's intent), then commits and checks it resolves.
 */
async function expectWaitsForCommit(wait: (committed: Promise<void>) => Promise<unknown>, before: () => void = () => {}) {
  let commit = () => {};
  let done = false;
  void wait(new Promise<void>((resolve) => (commit = resolve))).then(() => (done = true));
  before();
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(done).toBe(false);
  commit();
  await vi.waitFor(() => expect(done).toBe(true));
}

describe('afterFirstPaint (when the embedded backend starts without a call)', () => {
  it('waits for the first commit, then a frame and an idle moment', async () => {
    const { afterFirstPaint } = await import('../../../src/backendWarmup');
    // The document is loaded (test environment) but nothing was committed: no start until it is.
    await expectWaitsForCommit(afterFirstPaint);
  });
});

describe('firstIntent (when the embedded backend warms up without a call)', () => {
  it('resolves at the visitor’s first pointer, key, touch or wheel event, not before', async () => {
    const { firstIntent, INTENT_EVENTS } = await import('../../../src/backendWarmup');
    expect([...INTENT_EVENTS]).toEqual(['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel']);
    for (const type of INTENT_EVENTS) {
      const target = new EventTarget();
      let done = false;
      void firstIntent(target).then(() => (done = true));
      target.dispatchEvent(new Event('scroll'));
      target.dispatchEvent(new Event('focusin'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done, `before ${type}`).toBe(false);
      target.dispatchEvent(new Event(type));
      await vi.waitFor(() => expect(done, type).toBe(true));
    }
  });
});

describe('backendWarmup', () => {
  it('needs both the painted page and the visitor’s intent, in either order', async () => {
    const { backendWarmup } = await import('../../../src/backendWarmup');
    // Intent without a committed, painted page: not yet.
    await expectWaitsForCommit(backendWarmup, () => window.dispatchEvent(new Event('keydown')));
  });

  it('a painted page without intent never starts it', async () => {
    const { backendWarmup } = await import('../../../src/backendWarmup');
    let done = false;
    void backendWarmup(Promise.resolve()).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(done).toBe(false);
  });
});
