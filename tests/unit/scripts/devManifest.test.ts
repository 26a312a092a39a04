// @vitest-environment node
/**
 * vite.config.ts `devManifest` (spec 000 §1 install prompt; issue 11): builds link the web app
 * manifest from index.html's inline script after the first contentful paint (scripts/route-preload.ts
 * PAINTED); the dev server (`npm start`) writes it in the HTML instead.
 */
import { describe, expect, it } from 'vitest';
import { devManifest } from '../../../vite.config';

describe('devManifest', () => {
  it('writes the manifest link at the end of <head>, under the dev server only', () => {
    const plugin = devManifest();
    expect(plugin.apply).toBe('serve');
    const transform = plugin.transformIndexHtml as (html: string) => string;
    expect(transform('<html><head><title>x</title></head><body></body></html>')).toBe(
      '<html><head><title>x</title>  <link rel="manifest" href="/manifest.webmanifest" />\n  </head><body></body></html>',
    );
  });
});
