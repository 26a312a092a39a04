/**
 * Toast notifications (sonner) and a thin `notify` API.
 *
 * `<Toaster>` must be mounted once (AppShell does it): top-center, rich colours (palette overridden
 * in styles/global.css.ts to reach >= 4.5:1), close button, Spanish labels from props. Sonner's
 * container is a polite live region, so messages are announced.
 *
 * Performance: sonner (~10 KB gzip) is loaded lazily, outside the first-load bundle: the outlet
 * renders after its chunk arrives and `notify.*` imports it on first use. Toasts created before the
 * outlet mounted are replayed by sonner when it subscribes, so none is lost. `notify.*` returns the
 * toast id synchronously (generated here when not given).
 *
 * Default durations (ms): success 2000 (spec 001 §8 "Success snackbars last 2 s"), info 3000,
 * error 4000 (spec 001 uses 3000 for the claims error snackbar: pass `{ durationMs: 3000 }`).
 *
 * @example notify.success('Mensaje enviado satisfactoriamente'); notify.error('Ha ocurrido un error', { durationMs: 3000 });
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ChunkBoundary } from './ChunkBoundary';

/** Default durations in ms per kind. */
export const TOAST_DURATION_MS = {
  success: 2000,
  info: 3000,
  error: 4000,
} as const;

const loadSonner = () => import('sonner');

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The outlet (and sonner itself, ~9 KB gzipped) is only loaded once something is notified. */
let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const isWanted = () => wanted;

/** Props of {@link Toaster}. */
export interface ToasterProps {
  labels: {
    /** Accessible name of each toast's close button (e.g. "Cerrar notificación"). */
    close: string;
    /** Accessible name of the notifications region (e.g. "Notificaciones"). */
    region: string;
  };
  position?: 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';
}

/** The single toast outlet. */
export function Toaster({ labels, position = 'top-center' }: ToasterProps) {
  const active = useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!active) return null;
  // Rendered into <body>: #root is its own stacking context (isolation: isolate), and dialogs portal
  // into <body>, so a toast raised while a dialog is open would otherwise sit under its overlay.
  // Radix's modal hiding (aria-hidden) leaves aria-live regions, such as this one, readable.
  return createPortal(
    <ChunkBoundary>
      <Suspense fallback={null}>
        <SonnerToaster
          position={position}
          richColors
          closeButton
          duration={TOAST_DURATION_MS.info}
          visibleToasts={3}
          customAriaLabel={labels.region}
          toastOptions={{ closeButtonAriaLabel: labels.close }}
        />
      </Suspense>
    </ChunkBoundary>,
    document.body,
  );
}

/** Options of a notification. */
export interface NotifyOptions {
  /** How long the toast stays, in milliseconds (defaults in {@link TOAST_DURATION_MS}). */
  durationMs?: number;
  /** Stable id: a toast with the same id replaces the previous one (no duplicates). */
  id?: string;
}

type Kind = keyof typeof TOAST_DURATION_MS;
let counter = 0;

function show(kind: Kind, message: string, options: NotifyOptions): string {
  counter += 1;
  const id = options.id ?? `notify-${counter}`;
  const duration = options.durationMs ?? TOAST_DURATION_MS[kind];
  want();
  loadSonner()
    .then(({ toast }) => {
      toast[kind](message, { id, duration });
    })
    .catch(() => {
      /* chunk unavailable (offline): the message cannot be shown */
    });
  return id;
}

/** Shows toasts; each call returns the toast id. */
export const notify = {
  success: (message: string, options: NotifyOptions = {}): string => show('success', message, options),
  error: (message: string, options: NotifyOptions = {}): string => show('error', message, options),
  info: (message: string, options: NotifyOptions = {}): string => show('info', message, options),
  /** Removes one toast (by id) or all. */
  dismiss(id?: string): void {
    loadSonner()
      .then(({ toast }) => {
        toast.dismiss(id);
      })
      .catch(() => {});
  },
};
