/**
 * Confirmation dialog (`role="alertdialog"`): message, Cancel and Confirm buttons.
 * Used e.g. for 'Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra
 * revertirse' (Confirmar / Cancelar), spec 001 §2.5.
 *
 * While `loading` the confirm button shows a spinner and ignores clicks, and the dialog cannot be
 * dismissed (so a running action is not abandoned half-way).
 *
 * @example
 * <ConfirmDialog open={o} onOpenChange={setO} title="Eliminar solicitud" message="¿Está seguro…?"
 *   confirmLabel="Confirmar" cancelLabel="Cancelar" closeLabel="Cerrar" onConfirm={del} tone="danger" />
 */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Main question / warning (the dialog's description). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  onConfirm: () => void;
  /** Called on Cancel (in addition to `onOpenChange(false)`). */
  onCancel?: () => void;
  /** `danger` for destructive actions (red confirm button). */
  tone?: 'primary' | 'danger';
  loading?: boolean;
  /** Screen-reader text while loading (e.g. "Procesando"). */
  loadingLabel?: string;
  /** Extra content under the message. */
  children?: ReactNode;
}

/** See module documentation. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  loading = false,
  loadingLabel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (loading && !next) return;
        onOpenChange(next);
      }}
      title={title}
      description={message}
      closeLabel={closeLabel}
      role="alertdialog"
      dismissible={!loading}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={loading}
            onClick={() => {
              onCancel?.();
              onOpenChange(false);
            }}
          >
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={loading} loadingLabel={loadingLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default ConfirmDialog;
