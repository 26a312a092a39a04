/**
 * Where the shell mounts the mobile-app install prompt (spec 000 §1). Listens for the browser's
 * `beforeinstallprompt` (Chromium), defers it (`preventDefault`, so the browser's own mini
 * info-bar does not show) and only then loads the banner chunk (src/views/layout/InstallPrompt.tsx),
 * keeping it out of the /public first load. A failed chunk renders nothing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import type { BeforeInstallPromptEvent } from './InstallPrompt';

const InstallPrompt = lazy(() => import('./InstallPrompt'));

/** See module documentation. */
export function InstallPromptSlot() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt, { once: true });
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  if (!event) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <InstallPrompt event={event} />
      </Suspense>
    </ChunkBoundary>
  );
}
