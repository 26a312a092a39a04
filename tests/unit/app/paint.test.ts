/**
 * src/paint.ts (issue 11 "Fast on a cheap phone"): work the first paint does not need waits for the
 * browser's next frame, not for a timer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from '../../../src/paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterNextFrame', () => {
  it('resolves only after an animation frame came, and a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let done = false;
    void afterNextFrame().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('a hidden document (no frames) goes on after the fallback delay', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let done = false;
    void afterNextFrame(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    visibility.mockRestore();
  });

  it('without animation frames (a test DOM), after a task', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expect(afterNextFrame()).resolves.toBeUndefined();
  });
});

describe('afterFirstContentfulPaint', () => {
  /** A Paint Timing observer the test drives: `paint()` reports the first contentful paint. */
  function fakePaintTiming(alreadyPainted = false) {
    const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(((name: string) =>
      alreadyPainted && name === 'first-contentful-paint' ? [{ name }] : []) as typeof performance.getEntriesByName);
    return {
      paint: (name = 'first-contentful-paint') => observers.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })),
    };
  }

  it('waits for the first contentful paint entry (a first paint without content is not it)', async () => {
    vi.resetModules();
    const timing = fakePaintTiming();
    const { afterFirstContentfulPaint } = await import('../../../src/paint');
    let done = false;
    void afterFirstContentfulPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    timing.paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    timing.paint();
    await vi.waitFor(() => expect(done).toBe(true));
    // Later callers (a client-side navigation) go on at once.
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });

  it('a page already painted goes on at once', async () => {
    vi.resetModules();
    fakePaintTiming(true);
    const { afterFirstContentfulPaint } = await import('../../../src/paint');
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });

  it('never painted (a hidden tab): goes on after 5 s', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    fakePaintTiming();
    const { afterFirstContentfulPaint, FIRST_PAINT_FALLBACK_MS } = await import('../../../src/paint');
    expect(FIRST_PAINT_FALLBACK_MS).toBe(5000);
    let done = false;
    void afterFirstContentfulPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
