/**
 * Generates the portal's bitmap icons from public/favicon.svg (the ministry's mark in the portal's
 * colours; same drawing as src/views/layout/Logo.tsx), rendered by the project's Chromium
 * (scripts/chromium.ts `CHROME_PATH`) at each size of {@link ICONS}, into public/.
 *
 * Why bitmaps (issue 24): Chromium draws an SVG icon by loading it as a document of its own on the
 * page's main thread. The SVG favicon was one task of ~9 ms of CPU and 50-64 ms of wall time on the
 * signed-in pages of this 2-core machine, after their first paint, so Lighthouse's simulated
 * blocking time counted it four times; a 32 px PNG is decoded in well under a millisecond. The web app
 * manifest names the 192 and 512 px PNGs (the sizes Android's installer and splash screen ask for);
 * iOS's home screen takes the opaque 180 px one (`apple-touch-icon`; transparency there turns black).
 *
 * Output changes only when the drawing or Chromium's rasteriser does. Usage: `npx tsx
 * scripts/make-icons.ts` (prints each file and its size in bytes).
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One icon: its file under public/, its side in px, and its background (`transparent` or a CSS colour). */
export interface IconSpec {
  file: string;
  size: number;
  background: string;
}

/** The icons index.html and public/manifest.webmanifest name. */
export const ICONS: readonly IconSpec[] = [
  { file: 'favicon-32.png', size: 32, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, background: '#ffffff' },
  { file: 'icon-192.png', size: 192, background: 'transparent' },
  { file: 'icon-512.png', size: 512, background: 'transparent' },
];

/**
 * Width and height (px) of a PNG from its IHDR chunk; throws `Error('not a PNG')` when the bytes do
 * not start with the PNG signature.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function main(): Promise<void> {
  const svg = readFileSync(resolve(ROOT, 'public/favicon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const { file, size, background } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<style>html,body{margin:0;background:${background}}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
      const path = resolve(ROOT, 'public', file);
      await page.screenshot({ path, omitBackground: background === 'transparent' });
      await page.close();
      console.log(`${file} ${statSync(path).size}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
