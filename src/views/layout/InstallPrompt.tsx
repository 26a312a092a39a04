/**
 * Mobile-app install prompt (spec 000 §1 "A mobile-app install prompt exists"; texts es.ts
 * `nav.installApp`, not in spec). Loaded lazily by {@link InstallPromptSlot} only once the browser
 * fires `beforeinstallprompt` (Chromium, with public/manifest.webmanifest), so it costs nothing on
 * the /public first load.
 *
 * Shows a dismissible banner (a labelled region pinned to the bottom) with 'Instalar', which calls
 * the deferred event's `prompt()`, and 'Ahora no'. Rules:
 * - never shown when the portal already runs installed (`display-mode: standalone`, or iOS
 *   `navigator.standalone`);
 * - 'Ahora no', or declining the browser's own dialog, hides it for {@link INSTALL_DISMISS_MS}
 *   (30 days), remembered in localStorage under {@link INSTALL_DISMISS_KEY} (epoch ms);
 * - accepting, or the `appinstalled` event, hides it; a later `beforeinstallprompt` replaces the
 *   deferred event (the component keeps listening while mounted);
 * - it waits until the visitor has interacted with the page (sticky user activation, or the next
 *   pointer or key press): a banner that pops up before the visitor did anything interrupts the
 *   first read (and would be the page's largest paint).
 */
import { useEffect, useState } from 'react';
import { t } from '../../messages/es';
import { Button } from '../components/Button';
import * as css from './InstallPrompt.css';

/** The Chromium `beforeinstallprompt` event (not in the TypeScript DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** localStorage key of the last dismissal time (epoch ms). */
export const INSTALL_DISMISS_KEY = 'mitur.installPrompt.dismissedAt';
/** How long a dismissal hides the banner: 30 days, ms. */
export const INSTALL_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the portal runs as an installed app (display-mode standalone). */
export function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return media || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Whether a dismissal less than 30 days old (before `now`, epoch ms) is remembered. */
export function isDismissed(now: number = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_DISMISS_KEY));
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_MS;
  } catch {
    return false;
  }
}

/** Remembers a dismissal at `now` (epoch ms); storage failures are ignored. */
export function rememberDismissal(now: number = Date.now()): void {
  try {
    localStorage.setItem(INSTALL_DISMISS_KEY, String(now));
  } catch {
    /* private mode: the banner may show again next visit */
  }
}

/** Whether the visitor has already interacted with the page (User Activation API; false when unknown). */
function hasBeenActive(): boolean {
  return (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive === true;
}

/** True once the visitor has interacted with the page (see module documentation). */
function useEngagement(): boolean {
  const [engaged, setEngaged] = useState(hasBeenActive);
  useEffect(() => {
    if (engaged) return;
    const on = () => setEngaged(true);
    window.addEventListener('pointerdown', on, { capture: true });
    window.addEventListener('keydown', on, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', on, { capture: true });
      window.removeEventListener('keydown', on, { capture: true });
    };
  }, [engaged]);
  return engaged;
}

/** Props of {@link InstallPrompt}. */
export interface InstallPromptProps {
  /** The deferred `beforeinstallprompt` event that caused the banner to load. */
  event: BeforeInstallPromptEvent;
}

/** See module documentation. */
export default function InstallPrompt({ event: initial }: InstallPromptProps) {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(() => (isStandalone() || isDismissed() ? null : initial));
  const engaged = useEngagement();
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      if (!isStandalone() && !isDismissed()) setDeferred(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!deferred || !engaged) return null;

  const dismiss = () => {
    rememberDismissal();
    setDeferred(null);
  };
  const install = async () => {
    setDeferred(null);
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      if (choice.outcome === 'dismissed') rememberDismissal();
    } catch {
      /* the event was already used: nothing to do */
    }
  };

  return (
    <section className={css.banner} aria-labelledby="install-prompt-title">
      <div className={css.text}>
        <h2 id="install-prompt-title" className={css.title}>
          {t('nav.installApp.title')}
        </h2>
        <p className={css.body}>{t('nav.installApp.body')}</p>
      </div>
      <div className={css.actions}>
        <Button type="button" size="sm" variant="text" onClick={dismiss}>
          {t('nav.installApp.dismiss')}
        </Button>
        <Button type="button" size="sm" onClick={install}>
          {t('nav.installApp.install')}
        </Button>
      </div>
    </section>
  );
}
