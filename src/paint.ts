/**
 * "After the browser has painted" (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets):
 * work the first paint does not need (a block's HTML sanitiser, the web app manifest, the embedded
 * backend) starts once the page's first contentful paint has been presented
 * ({@link afterFirstContentfulPaint}), instead of competing with it for the network and the main
 * thread. A paint, not a timer nor an animation frame: Chrome may hold the first paint for a while
 * (paint holding; animation frames still run meanwhile), and Lighthouse's simulation counts every
 * request that ended before the observed paint.
 */

/**
 * Resolves after the browser's next frame: an animation-frame callback, then a task (the frame has
 * been produced by then). Where animation frames do not exist (jsdom) or never come (a hidden tab
 * gets none), after a task.
 * @param hiddenFallbackMs how long a hidden document waits before going on without a frame, ms
 */
export function afterNextFrame(hiddenFallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function') return next();
    requestAnimationFrame(next);
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') setTimeout(resolve, hiddenFallbackMs);
  });
}

/** Longest wait for the first contentful paint before going on without it, ms (a hidden tab paints nothing). */
export const FIRST_PAINT_FALLBACK_MS = 5000;

let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the page's first contentful paint has been presented (its `paint` performance
 * entry, Paint Timing), at once if it already has; at most {@link FIRST_PAINT_FALLBACK_MS} later
 * without it. Where Paint Timing is not supported (jsdom), after the next frame ({@link afterNextFrame}).
 * One wait per page (shared).
 */
export function afterFirstContentfulPaint(): Promise<void> {
  firstPaint ??= waitForFirstContentfulPaint();
  return firstPaint;
}

function waitForFirstContentfulPaint(): Promise<void> {
  const supported = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!supported) return afterNextFrame();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_PAINT_FALLBACK_MS);
  });
}
