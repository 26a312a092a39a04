/**
 * The Chromium every browser run of the project drives (the Playwright suites, the Lighthouse,
 * interaction and memory benches): Debian's `/usr/bin/chromium` (the suites: its headless shell when
 * installed, {@link testChromePath}), or the binary named by `CHROME_PATH` (README "Set-up": browsers
 * cannot be downloaded here), with the flags this machine
 * needs (root: no sandbox; a closed network: no background traffic, component updates or sync),
 * and without the browser's own pages that no test or bench looks at.
 */

import { existsSync } from 'node:fs';

/** The Chromium binary: `CHROME_PATH` or Debian's. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium (package `chromium-headless-shell`). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the Playwright suites drive: `CHROME_PATH` when set, else Debian's headless shell when
 * it is installed (`.ci/run` installs it), else {@link CHROME_PATH}. The headless shell is the same
 * Blink and V8 without the browser's own interface (Playwright's default for headless runs): the demo
 * suite took 7:29 and 844 s of CPU in it, against 8:32 and 966 s in the full browser (issue 29 item 1:
 * the browser process and the renderers both did less). The benches keep the full browser: they
 * measure what a visitor gets.
 */
export function testChromePath(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium';
}

/** Chromium's flags for every run on this machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium 156 preloads two pages of its own address bar (chrome://omnibox-popup.top-chrome,
  // its plain and AI-mode popups) for every window, in a renderer process beside the test's page.
  // Traced on settings.spec.ts (5 tests, one worker): that renderer took about 1.2 s of CPU per test
  // beside the portal's 1.8-4.2 s; without it, three demo spec files on two workers took 188-190 CPU-s
  // instead of 202-222 (issue 29 item 1). Chromium merges this list with the one Playwright and
  // Lighthouse pass (a renderer's command line shows both).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The Playwright suites' Chromium (playwright.config.ts, playwright.remote.config.ts): {@link
 * CHROMIUM_FLAGS} with V8's optimising compilers off (`--max-opt=1`: the Ignition interpreter and the
 * Sparkplug baseline compiler, no Maglev or TurboFan). A test's page lives seconds; compiling its hot
 * functions again for speed was work on the renderer's background threads no test gains from
 * (settings, request review and desk requests, 16 tests on two workers: those threads 24.7 s of CPU
 * with them, 13.0 s without, the page's main thread unchanged at ~50 s; issue 29 item 1). What a
 * script does is the same in every tier. The benches keep V8's defaults: they measure what a visitor
 * gets.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1'];
