/**
 * When the embedded (demo) backend starts without a call (docs/ARCHITECTURE.md Budgets; issue 11
 * "Fast on a cheap phone"): src/main.tsx hands {@link backendWarmup} to the call gate
 * (src/api/ready.ts), which starts the in-browser backend at the first call that needs it or when
 * this resolves, whichever comes first. Imported by the embedded branch only: a remote build drops
 * this module.
 */
import { afterFirstContentfulPaint } from './paint';

/** Longest wait for an idle moment after the first paint before the embedded backend starts anyway, ms. */
export const BACKEND_IDLE_TIMEOUT_MS = 1000;

/**
 * Events that show a visitor about to act (pointer, key, touch, wheel): the embedded backend warms up
 * at the first of them ({@link firstIntent}).
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Resolves at the first {@link INTENT_EVENTS} event on `target` (captured, passive: the event
 * itself is untouched), then stops listening.
 */
export function firstIntent(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const seen = () => {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, seen, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) target.addEventListener(type, seen, { capture: true, passive: true });
  });
}

/**
 * Resolves once the first render is committed (`committed`), the document has loaded (its `load`
 * event: the images of the first view included), the first contentful paint has been presented
 * (src/paint.ts), and then an idle moment came (at most {@link BACKEND_IDLE_TIMEOUT_MS} later).
 */
export function afterFirstPaint(committed: Promise<void>): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  // Committed and loaded, then painted: the paint presented (an animation frame may come while Chrome
  // still holds the page's first paint, src/paint.ts).
  return Promise.all([committed, loaded])
    .then(() => afterFirstContentfulPaint())
    .then(
      () =>
        new Promise<void>((resolve) =>
          typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: BACKEND_IDLE_TIMEOUT_MS }) : setTimeout(resolve, 50),
        ),
    );
}

/**
 * Resolves once the page is painted ({@link afterFirstPaint}) and the visitor has shown intent
 * ({@link firstIntent}, which may come first): a visitor who only reads a page the seed answers
 * never pays for the backend's ~110 KB of JavaScript.
 */
export function backendWarmup(committed: Promise<void>): Promise<void> {
  return Promise.all([afterFirstPaint(committed), firstIntent()]).then(() => undefined);
}
