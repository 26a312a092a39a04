/**
 * Answers started by the HTML before the app loaded (issue 11 "Fast on a cheap phone"; docs/
 * ARCHITECTURE.md Budgets): in a remote build the inline script of scripts/route-preload.ts starts
 * the reads of the route's first view while the HTML parses (`contentPreloads`: the home's hero
 * image, services, statistics, video and general information; all procedures; a service page),
 * keeps each promise in `window.__miturEarly` under its absolute URL, and preloads the image the
 * hero answer names, so the hero image (the page's largest paint) downloads while the JavaScript does.
 * The app's first GET of that URL takes the promise instead of asking again: one request, no
 * duplicate. Each promise is taken once; later calls (a retry) go to the network.
 * In a demo build whose store is still pristine, the same script keeps here the seed answers of
 * the route's first reads (scripts/seed-answers.ts: static files computed at build time by the
 * embedded backend's own handlers), under the API URL they answer.
 */

/** Where the inline script keeps its promises: absolute URL → the fetch it started. */
export type EarlyAnswers = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    /** Set by the remote build's inline route-preload script; absent elsewhere. */
    __miturEarly?: EarlyAnswers;
  }
}

/**
 * The answer the HTML already asked for `request` (a GET with the same absolute URL), removed so it
 * is used once; `undefined` when there is none (every other call, embedded builds, tests).
 */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || typeof window === 'undefined') return undefined;
  const early = window.__miturEarly;
  const answer = early?.[request.url];
  if (!early || !answer) return undefined;
  delete early[request.url];
  return answer;
}
