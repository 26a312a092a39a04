/**
 * src/manifestLink.ts (issue 11 "Fast on a cheap phone"): the web app manifest is linked once the
 * page has loaded, not fetched with the first paint; installing (spec 000 §1) still finds it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { linkManifest, linkManifestAfterLoad } from '../../../src/manifestLink';

const links = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'));

// The dom project shares one document between files (src/main.tsx, imported elsewhere, links it too).
beforeEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

describe('linkManifest', () => {
  it('adds one link to /manifest.webmanifest, however often it is called', () => {
    expect(links()).toEqual([]);
    linkManifest();
    linkManifest();
    expect(links()).toEqual(['/manifest.webmanifest']);
  });
});

describe('linkManifestAfterLoad', () => {
  it('waits for the load event of a document still loading and a frame after it, then links the manifest', async () => {
    const state = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    try {
      const linked = linkManifestAfterLoad();
      expect(links()).toEqual([]);
      window.dispatchEvent(new Event('load'));
      // Not in the load event's task: after the next frame.
      expect(links()).toEqual([]);
      await linked;
      expect(links()).toEqual(['/manifest.webmanifest']);
    } finally {
      Object.defineProperty(document, 'readyState', state);
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('links it after the next frame when the document has already loaded', async () => {
    expect(document.readyState).toBe('complete');
    const linked = linkManifestAfterLoad();
    expect(links()).toEqual([]);
    await linked;
    expect(links()).toEqual(['/manifest.webmanifest']);
  });
});
