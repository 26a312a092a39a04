/**
 * The Chromium every browser run of the project drives (the Playwright suites, the Lighthouse,
 * interaction and memory benches): Debian's `/usr/bin/chromium`, or the binary named by
 * `CHROME_PATH` (README "Set-up": browsers cannot be downloaded here), with the flags this machine
 * needs (root: no sandbox; a closed network: no background traffic, component updates or sync).
 */

/** The Chromium binary: `CHROME_PATH` or Debian's. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
];
