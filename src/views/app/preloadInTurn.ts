/**
 * A page's later parts preloaded one per task (issue 24 "The signed-in area as fast as the public
 * one"; the request detail's other tabs and dialogs, src/views/pages/requests/RequestDetailsPage.tsx).
 * A module of its own, not part of ./lazyWithPreload.ts: that one is in /public's first load (budget
 * 110 KB gzipped), this one only in the pages that use it.
 */
/**
 * Preloads `parts` one per task, in order (issue 24: a page's later parts, fetched once its first
 * view is painted). Each `preload()` call runs the bundler's preload of that part's files (a look-up
 * and a `<link>` per file) and is followed by a task boundary (a message posted to itself), so the
 * browser may paint and answer input between parts: started together, the request detail's seven
 * later parts were one task of ~140 ms at 4x CPU slowdown, counted as blocking time. A part whose
 * load fails is left for its first render to fetch again (its error shows there). Nothing is
 * returned: the calls are fire-and-forget.
 */
export function preloadInTurn(parts: readonly { preload: () => Promise<unknown> }[]): void {
  const channel = new MessageChannel();
  let next = 0;
  const step = () => {
    const part = parts[next++];
    if (!part) {
      channel.port1.close();
      return;
    }
    void part.preload().catch(() => undefined);
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = step;
  step();
}
