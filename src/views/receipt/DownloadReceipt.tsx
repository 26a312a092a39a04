/**
 * 'Descargar comprobante' (issue 27 item 2): on press, loads the receipt's writer and pdf-lib with a
 * dynamic import (never on a first load), writes the PDF from the data `getData` gives and saves it
 * as 'comprobante-{número}.pdf'. While it works the button says 'Preparando el comprobante…' and is
 * busy; a failure says so in an alert and the button can be pressed again.
 */
import { useState } from 'react';
import type { ReceiptData } from '../../domain/receipt';
import { t } from '../../messages/es';
import '../../messages/es/receipt';
import { Button } from '../components/Button';

/** Saves `bytes` as a PDF file named `fileName` (an object URL, revoked after the click). */
function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Props of {@link DownloadReceipt}. */
export interface DownloadReceiptProps {
  /** The receipt's content, read when pressed (may load what it needs). */
  getData: () => ReceiptData | Promise<ReceiptData>;
  variant?: 'primary' | 'secondary';
}

/** See module documentation. */
export function DownloadReceipt({ getData, variant = 'secondary' }: DownloadReceiptProps) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    try {
      const [data, { receiptDocument }, { receiptPdf }] = await Promise.all([getData(), import('./receiptDocument'), import('./receiptPdf')]);
      const doc = receiptDocument(data);
      saveFile(await receiptPdf(doc), doc.fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" variant={variant} onClick={() => void download()} disabled={state === 'working'} aria-busy={state === 'working' || undefined}>
        {state === 'working' ? t('receipt.preparing') : t('receipt.download')}
      </Button>
      {state === 'failed' ? <p role="alert">{t('receipt.failed')}</p> : null}
    </>
  );
}
