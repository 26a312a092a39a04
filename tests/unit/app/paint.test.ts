/**
 * src/paint.ts (issue 11 "Fast on a cheap phone"): work the first paint does not need waits for the
 * promise index.html's inline script keeps (scripts/route-preload.ts PAINTED, tested in
 * tests/unit/scripts/routePreload.test.ts), and goes on at once without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstContentfulPaint } from '../../../src/paint';

afterEach(() => {
  delete window.__miturPainted;
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the HTML’s first-paint promise', async () => {
    let paint = () => {};
    window.__miturPainted = new Promise<void>((resolve) => (paint = resolve));
    let done = false;
    void afterFirstContentfulPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    paint();
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
    expect(done).toBe(true);
  });

  it('without it (dev server, tests) goes on at once', async () => {
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });
});
