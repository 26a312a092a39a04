/**
 * The Chromium the Playwright suites drive (scripts/chromium.ts `testChromePath`; issue 29 item 1):
 * the one `CHROME_PATH` names, else Debian's headless shell when installed, else Debian's browser.
 */
import { describe, expect, it } from 'vitest';
import { HEADLESS_SHELL_PATH, TEST_CHROMIUM_FLAGS, CHROMIUM_FLAGS, testChromePath } from '../../../scripts/chromium';

describe('testChromePath', () => {
  it('takes the binary CHROME_PATH names, installed shell or not', () => {
    expect(testChromePath({ CHROME_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
    expect(testChromePath({ CHROME_PATH: '/opt/chrome/chrome' }, () => false)).toBe('/opt/chrome/chrome');
  });

  it("takes Debian's headless shell when it is installed", () => {
    expect(testChromePath({}, (path) => path === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
    expect(HEADLESS_SHELL_PATH).toBe('/usr/bin/chromium-headless-shell');
  });

  it("falls back to Debian's browser without the shell (an empty CHROME_PATH counts as none)", () => {
    expect(testChromePath({}, () => false)).toBe('/usr/bin/chromium');
    expect(testChromePath({ CHROME_PATH: '' }, () => false)).toBe('/usr/bin/chromium');
  });
});

describe('TEST_CHROMIUM_FLAGS', () => {
  it("are every flag of the benches' browser and V8's optimising compilers off", () => {
    expect(TEST_CHROMIUM_FLAGS.slice(0, CHROMIUM_FLAGS.length)).toEqual(CHROMIUM_FLAGS);
    expect(TEST_CHROMIUM_FLAGS.slice(CHROMIUM_FLAGS.length)).toEqual(['--js-flags=--max-opt=1']);
  });
});
