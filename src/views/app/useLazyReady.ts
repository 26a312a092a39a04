/**
 * A placeholder of one's own until a lazy part's module is in, instead of a `<Suspense>` fallback
 * (issue 24): React holds content revealed after a fallback until 300 ms after that fallback
 * appeared (its fallback throttling), which delayed a request detail's first view by up to 300 ms
 * after its data and code were in. Its own module: src/views/app/lazyWithPreload.ts is part of every
 * first load (budget 110 KB gzipped), this hook only of the pages that use it.
 */
import { createElement, Suspense, useEffect, useState, type ReactNode } from 'react';

/** What {@link useLazyReady} needs of a lazy component. */
export interface Preloadable {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/**
 * Whether `lazy`'s module is in (render the component) or not yet (render a placeholder): when not,
 * loads it and renders again once the load settled. A failed load also reads as ready: the lazy
 * component then tries its import again and throws its error to the nearest error boundary, as
 * `React.lazy` does (keep a `<Suspense>` around it for that retry).
 */
export function useLazyReady(lazy: Preloadable): boolean {
  const [settled, setSettled] = useState<Preloadable | null>(null);
  const ready = lazy.isLoaded() || settled === lazy;
  useEffect(() => {
    // An updater: the lazy component is a function, which setState would call as one. (A settle
    // after unmount is a no-op.)
    const settle = () => setSettled(() => lazy);
    if (!ready) lazy.preload().then(settle, settle);
  }, [lazy, ready]);
  return ready;
}

/**
 * `children` (an element of a lazy component) once `part`'s module is in, `placeholder` until then
 * (see {@link useLazyReady}; the `<Suspense>` only serves a failed load's retry).
 */
export function LazyPart({ part, placeholder, children }: { part: Preloadable; placeholder: ReactNode; children: ReactNode }) {
  return useLazyReady(part) ? createElement(Suspense, { fallback: placeholder }, children) : placeholder;
}

/**
 * Whether `flag` has been true at least once during the component's life: a lazily loaded dialog,
 * once wanted, stays mounted (it closes with its animation and returns the focus as usual).
 */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
