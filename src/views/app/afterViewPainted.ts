/**
 * "Once this view is on screen" (issue 24 "The signed-in area as fast as the public one"): what a
 * page's first view does not show (the request detail's other tabs and dialogs) is fetched once the
 * view has been painted, not while it paints. Lighthouse's simulated largest paint takes in every
 * request started before the observed one. Its own module, not src/paint.ts: that one is part of
 * every first load (budget 110 KB gzipped), this one only of the pages that use it.
 */

/** Longest wait of {@link afterViewPainted} for a largest-paint entry, ms (a view smaller than the page's largest paint reports none). */
export const VIEW_PAINT_FALLBACK_MS = 1000;
/** How long {@link afterViewPainted} waits after a largest-paint entry for a later one (a block that paints a commit later), ms. */
export const VIEW_PAINT_QUIET_MS = 300;

/**
 * Resolves once the view just committed has been painted: when the browser has reported a new
 * largest contentful paint (Largest Contentful Paint API, an entry rendered after this call) and no
 * further one for {@link VIEW_PAINT_QUIET_MS} (a block of the view that shows a commit later, e.g.
 * backend HTML once sanitised, is a later entry), or after {@link VIEW_PAINT_FALLBACK_MS} without any
 * (a view smaller than what the page already painted, input already given, a browser without the
 * API). Call it once a view was committed, to start what that view does not show after it is on
 * screen (issue 24: the request detail's other tabs and dialogs; Lighthouse's simulated largest
 * paint takes in every request started before the observed one, and an animation frame or two is
 * not enough: the frame is presented later than its callbacks run).
 */
export function afterViewPainted(): Promise<void> {
  return new Promise((resolve) => {
    const since = typeof performance === 'undefined' ? 0 : performance.now();
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      resolve();
    };
    let timer = setTimeout(finish, VIEW_PAINT_FALLBACK_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
        clearTimeout(timer);
        timer = setTimeout(finish, VIEW_PAINT_QUIET_MS);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      /* no Largest Contentful Paint API: the time-out goes on */
    }
  });
}
