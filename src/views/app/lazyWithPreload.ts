/**
 * A lazily loaded component (a module's default export) that can be loaded ahead of its first
 * render (the pattern of react-lazy-with-preload, written here in ESM: that package is CommonJS, and
 * its interop wrapper cost 0.5 KB gzipped of the 110 KB first-load budget of /public). Used for every
 * route's page (src/views/app/pages.ts) and for the parts of a page its first view does not show
 * (the request detail's other tabs and its dialogs; issue 24 "The signed-in area as fast as the
 * public one": Lighthouse's simulated largest paint takes in every request that ended before the
 * observed one, so what the first view does not need is fetched after it).
 *
 * Rendered before its module is in, the component is `React.lazy` (it suspends: the nearest
 * `<Suspense>` shows its fallback); after `preload()` resolved, it is the module's component itself
 * (no suspension, the same commit holds it). The choice is made once per mount, so a mounted
 * component never remounts when its module arrives.
 * src/views/app/useLazyReady.ts lets a parent render its own placeholder until the module is in.
 */
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A module whose default export is a component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are read back with ComponentProps
type AnyComponentModule = { default: ComponentType<any> };

/**
 * A lazy component, its `preload()` (loads the module once, resolves with it; rejects as the import
 * does) and `isLoaded()` (whether a render now shows the component itself, without suspending).
 */
export type LazyWithPreload<M extends AnyComponentModule> = ComponentType<ComponentProps<M['default']>> & {
  preload: () => Promise<M>;
  isLoaded: () => boolean;
};

/** @param load the module's dynamic import, e.g. `() => import('./tabs/ClaimsTab')` (its default export is the component) */
export function lazyWithPreload<M extends AnyComponentModule>(load: () => Promise<M>): LazyWithPreload<M> {
  type P = ComponentProps<M['default']>;
  const Lazy = lazy<ComponentType<P>>(load);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  function LazyComponent(props: P) {
    const [Chosen] = useState(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  LazyComponent.preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default as ComponentType<P>;
      return module;
    }));
  LazyComponent.isLoaded = () => loaded !== undefined;
  return LazyComponent;
}
