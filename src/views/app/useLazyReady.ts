/**
 * A placeholder of one's own until a lazy part's module is in, instead of a `<Suspense>` fallback
 * (issue 24): React holds content revealed after a fallback until 300 ms after that fallback
 * appeared (its fallback throttling), which delayed a request detail's first view by up to 300 ms
 * after its data and code were in. Its own module: src/views/app/lazyWithPreload.ts is part of every
 * first load (budget 110 KB gzipped), this hook only of the pages that use it.
 */
import { useEffect, useState } from 'react';

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
