/**
 * The web app manifest link (public/manifest.webmanifest: name, icons, `display: standalone`,
 * `start_url` /public; spec 000 §1 "A mobile-app install prompt exists", src/views/layout/
 * InstallPrompt.tsx), added to `<head>` once the page has loaded and painted (src/paint.ts) instead
 * of written in index.html.
 *
 * Why (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets): a manifest link in the HTML
 * makes the browser fetch the manifest, then its icon, while the first-load JavaScript downloads; on
 * HTTP/1.1 (six connections per origin) they held two of the six connections the first paint needed
 * (Lighthouse's simulation of the demo /public). Installing needs the manifest only once the visitor
 * has the page: Chromium evaluates installability again when a manifest link is added, and fires
 * `beforeinstallprompt` then.
 */

import { afterFirstContentfulPaint } from './paint';

/** Where the manifest is served (public/manifest.webmanifest). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** Adds `<link rel="manifest" href="/manifest.webmanifest">` to `<head>`, once (an existing one is kept). */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}

/**
 * Calls {@link linkManifest} after the document has loaded (its `load` event) and the browser has
 * presented its first contentful paint (src/paint.ts).
 * @returns resolves once the link is in
 */
export function linkManifestAfterLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => afterFirstContentfulPaint()).then(() => linkManifest());
}
