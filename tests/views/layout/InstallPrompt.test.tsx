/**
 * Mobile-app install prompt (spec 000 §1): loaded by the shell's slot on a synthetic
 * `beforeinstallprompt`, 'Instalar' calls prompt(), 'Ahora no' hides it for 30 days (localStorage),
 * never shown in display-mode standalone; the web app manifest is linked from index.html.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { ICONS, pngSize } from '../../../scripts/make-icons';
import { MANIFEST_HREF } from '../../../scripts/route-preload';
import { InstallPromptSlot } from '../../../src/views/layout/InstallPromptSlot';
import InstallPrompt, { INSTALL_DISMISS_KEY, INSTALL_DISMISS_MS, isDismissed, type BeforeInstallPromptEvent } from '../../../src/views/layout/InstallPrompt';

type Outcome = 'accepted' | 'dismissed';

/** A synthetic Chromium `beforeinstallprompt` event whose user choice is `outcome`. */
function installEvent(outcome: Outcome = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: Outcome }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

function fire(event: Event) {
  act(() => {
    window.dispatchEvent(event);
  });
}

let standalone = false;
/** navigator.userActivation (jsdom has none): the visitor has interacted unless a test says otherwise. */
let active = true;
Object.defineProperty(navigator, 'userActivation', { configurable: true, get: () => ({ hasBeenActive: active, isActive: false }) });
beforeEach(() => {
  localStorage.clear();
  standalone = false;
  active = true;
  window.matchMedia = (query: string) => ({
    matches: query === '(display-mode: standalone)' && standalone,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
});
afterEach(() => cleanup());

const banner = () => screen.queryByRole('region', { name: 'Instale nuestra aplicación' });

describe('InstallPrompt', () => {
  it('waits until the visitor has interacted with the page', async () => {
    active = false;
    render(<InstallPromptSlot />);
    fire(installEvent('accepted'));
    // the lazy banner module loads, but stays hidden before any interaction
    await act(async () => {
      await import('../../../src/views/layout/InstallPrompt');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(banner()).toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await screen.findByRole('region', { name: 'Instale nuestra aplicación' })).toBeTruthy();
  });

  it('shows nothing until the browser offers installation, then the banner; Instalar calls prompt()', async () => {
    const user = userEvent.setup();
    render(<InstallPromptSlot />);
    expect(banner()).toBeNull();
    const event = installEvent('accepted');
    fire(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('region', { name: 'Instale nuestra aplicación' })).toBeTruthy();
    expect(screen.getByText('Acceda al portal de servicios más rápido desde su teléfono.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
    await waitFor(() => expect(localStorage.getItem(INSTALL_DISMISS_KEY)).toBeNull());
  });

  it("'Ahora no' hides the banner and remembers it for 30 days", async () => {
    const user = userEvent.setup();
    render(<InstallPromptSlot />);
    fire(installEvent());
    await user.click(await screen.findByRole('button', { name: 'Ahora no' }));
    expect(banner()).toBeNull();
    const at = Number(localStorage.getItem(INSTALL_DISMISS_KEY));
    expect(at).toBeGreaterThan(0);
    expect(isDismissed(at + INSTALL_DISMISS_MS - 1)).toBe(true);
    expect(isDismissed(at + INSTALL_DISMISS_MS)).toBe(false);
    // A new event in the same visit stays hidden.
    fire(installEvent());
    expect(banner()).toBeNull();
    cleanup();
    // A later visit within 30 days: still hidden (the banner itself, given the event).
    render(<InstallPrompt event={installEvent() as unknown as BeforeInstallPromptEvent} />);
    expect(banner()).toBeNull();
    cleanup();
    localStorage.clear();
    render(<InstallPrompt event={installEvent() as unknown as BeforeInstallPromptEvent} />);
    expect(banner()).not.toBeNull();
  });

  it('shows again once the dismissal is older than 30 days; declining the browser dialog also remembers it', async () => {
    localStorage.setItem(INSTALL_DISMISS_KEY, String(Date.now() - INSTALL_DISMISS_MS - 1000));
    const user = userEvent.setup();
    render(<InstallPromptSlot />);
    const event = installEvent('dismissed');
    fire(event);
    await user.click(await screen.findByRole('button', { name: 'Instalar' }));
    await waitFor(() => expect(isDismissed()).toBe(true));
  });

  it('hides on appinstalled and is never shown when running standalone', async () => {
    render(<InstallPromptSlot />);
    fire(installEvent());
    expect(await screen.findByRole('region', { name: 'Instale nuestra aplicación' })).toBeTruthy();
    fire(new Event('appinstalled'));
    expect(banner()).toBeNull();
    cleanup();
    standalone = true;
    render(<InstallPrompt event={installEvent() as unknown as BeforeInstallPromptEvent} />);
    expect(banner()).toBeNull();
    fire(installEvent());
    expect(banner()).toBeNull();
  });

  it('has a web app manifest, linked once the page has loaded (standalone, start_url /public, #003876)', () => {
    // Not in index.html: its inline script links it after the first contentful paint (issue 11,
    // scripts/route-preload.ts PAINTED; tests/unit/scripts/routePreload.test.ts).
    expect(readFileSync('index.html', 'utf8')).not.toContain('rel="manifest"');
    expect(MANIFEST_HREF).toBe('/manifest.webmanifest');
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/public', theme_color: '#003876', short_name: expect.any(String) });
    // Bitmaps (scripts/make-icons.ts): Android's installer asks for 192 and 512 px; each file has the size it declares.
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(readFileSync(`public${icon.src}`))).toEqual({ width, height });
    }
  });

  it("names bitmap icons in index.html, each of the size it declares (an SVG icon is a document on the page's main thread)", () => {
    const html = readFileSync('index.html', 'utf8');
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"(?: sizes="(\d+)x(\d+)")?/g)];
    expect(links.map(([, rel, href]) => `${rel} ${href}`)).toEqual(['icon /favicon-32.png', 'apple-touch-icon /apple-touch-icon.png']);
    expect(html).not.toMatch(/rel="icon"[^>]*\.svg/);
    expect(pngSize(readFileSync('public/favicon-32.png'))).toEqual({ width: 32, height: 32 });
    expect(pngSize(readFileSync('public/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    for (const { file, size } of ICONS) expect(pngSize(readFileSync(`public/${file}`))).toEqual({ width: size, height: size });
  });
});
