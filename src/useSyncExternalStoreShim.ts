/**
 * What `use-sync-external-store/shim` resolves to in the portal's builds and dev server
 * (vite.config.ts `resolve.alias`): React 19's own `useSyncExternalStore`, for @xstate/react and
 * wouter, which import the shim written for React 16/17. Shape: the shim's named export,
 * `useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot?)`.
 *
 * The shim's fallback code is not needed with React 19 (0.3 KB gzipped less in the first load of
 * /public, docs/ARCHITECTURE.md Budgets), and the package's main entry, which also re-exports
 * React's hook, prints a console error in development ("The main 'use-sync-external-store' entry
 * point is not supported"): re-exporting from React directly is what that message recommends.
 */
export { useSyncExternalStore } from 'react';
