/**
 * `useMediaQuery(query, fallback)`: whether a CSS media query currently matches, kept up to date on
 * viewport changes (React `useSyncExternalStore` over `window.matchMedia`).
 *
 * Where `matchMedia` does not exist (jsdom, non-browser renders) it returns `fallback`.
 *
 * @example const full = useMediaQuery(mediaQueries.headerFull, true);
 */
import { useCallback, useSyncExternalStore } from 'react';

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** See module documentation. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}
