/**
 * "After the browser has painted" (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets):
 * work the first paint does not need (a block's HTML sanitiser, the embedded backend) starts once
 * the page's first contentful paint has been presented, instead of competing with it for the
 * network and the main thread. A paint, not a timer nor an animation frame: Chrome may hold the
 * first paint for a while (paint holding; animation frames still run meanwhile), and Lighthouse's
 * simulation counts every request that ended before the observed paint.
 *
 * The wait itself starts with the page: index.html's inline script (scripts/route-preload.ts
 * `PAINTED`) observes Paint Timing from the first byte and keeps the promise in
 * `window.__miturPainted` (it also links the web app manifest then). Its few lines live in the HTML,
 * not in the first-load JavaScript (budget 110 KB gzipped).
 */

declare global {
  interface Window {
    /** Set by index.html's inline script: resolves after the first contentful paint (at most 5 s). */
    __miturPainted?: Promise<unknown>;
    /**
     * Set by index.html's inline script (scripts/route-preload.ts): 1 when the opened route is a
     * `late` signed-in route (its files wait for the first paint), 0 when it is not; absent without
     * that script (the dev server, tests).
     */
    __miturLate?: 0 | 1;
    /**
     * Set by index.html's inline script for a `late` route (scripts/route-preload.ts): resolves once
     * the route's files are linked and each of its JavaScript chunks was evaluated in a task of its
     * own, in dependency order, after the first paint (issue 24: evaluated together when the page
     * was imported, the desk's 20 chunks were one task of 15-20 ms, 60-120 ms at 4x).
     */
    __miturTurn?: Promise<void>;
  }
}

/**
 * Resolves once the page's first contentful paint has been presented (`window.__miturPainted`);
 * at once where the HTML set no such promise (the dev server, tests).
 */
export function afterFirstContentfulPaint(): Promise<unknown> {
  return (typeof window !== 'undefined' && window.__miturPainted) || Promise.resolve();
}

/**
 * Whether the opened route's page and reads wait for the first paint (a signed-in page whose largest
 * paint is its banner, painted with the shell: scripts/route-preload.ts `late`), as index.html's
 * inline script decided; true without that script (the dev server, tests), as before it existed.
 */
export const openedRouteIsLate = (): boolean => window.__miturLate !== 0;
