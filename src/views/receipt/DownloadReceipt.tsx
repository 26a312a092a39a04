/**
 * 'Descargar comprobante' (issue 27 item 2), as the request's Detalles tab first shows it: a button
 * only. Pressed, it loads the live button (./ReceiptButton.tsx: the receipt chart, the PDF writer
 * and pdf-lib, never on a first load) and hands it the press; from then on the live button is shown.
 * While the module loads the button says 'Preparando el comprobante…' and is busy; a module that
 * does not load says so in an alert ('No se pudo preparar el comprobante…') and the button can be
 * pressed again.
 */
import { useState, type ComponentType } from 'react';
import { t } from '../../messages/es';
import '../../messages/es/receipt';
import { Button } from '../components/Button';
import type { ReceiptButtonProps } from './ReceiptButton';

export type DownloadReceiptProps = ReceiptButtonProps;

/** See module documentation. */
export function DownloadReceipt(props: DownloadReceiptProps) {
  const [live, setLive] = useState<ComponentType<ReceiptButtonProps> | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (live) {
    const Live = live;
    return <Live {...props} />;
  }
  const load = async () => {
    setState('loading');
    try {
      const { ReceiptButton } = await import('./ReceiptButton');
      setLive(() => ReceiptButton);
    } catch {
      setState('failed');
    }
  };
  const busy = state === 'loading';
  return (
    <>
      <Button type="button" variant={props.variant ?? 'secondary'} onClick={() => void load()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('receipt.preparing') : t('receipt.download')}
      </Button>
      {state === 'failed' ? <p role="alert">{t('receipt.failed')}</p> : null}
    </>
  );
}
