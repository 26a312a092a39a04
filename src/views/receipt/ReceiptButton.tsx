/**
 * The live 'Descargar comprobante' (issue 27 item 2): the receipt chart's actor
 * (src/machines/receipt.machine.ts) behind the button, loaded by ./DownloadReceipt.tsx when the
 * button is first pressed, that press sent to the chart at once. The chart reads the request's
 * expert form when the receipt must be rebuilt from the stored answers; `getData` makes the
 * receipt's content from what it read (the form, or null), and this module writes the PDF
 * (./receiptDocument.ts, ./receiptPdf.ts with pdf-lib, loaded here) and saves it as
 * 'comprobante-{número}.pdf'. While the chart reads or writes the button says 'Preparando el
 * comprobante…' and is busy; a failure says so in an alert and the button can be pressed again.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReceiptData } from '../../domain/receipt';
import { receiptMachineWith, type ReceiptInput, type WriteReceiptInput } from '../../machines/receipt.machine';
import { t } from '../../messages/es';
import '../../messages/es/receipt';
import { useActorRef, useSelector } from '../app/inspect';
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

/** Props of {@link ReceiptButton}. */
export interface ReceiptButtonProps {
  readonly input: ReceiptInput;
  /** The receipt's content from the form the chart read (null: none needed, or it could not be read). */
  readonly getData: (form: WriteReceiptInput['form']) => ReceiptData | Promise<ReceiptData>;
  readonly variant?: 'primary' | 'secondary';
}

/** See module documentation. */
export function ReceiptButton({ input, getData, variant = 'secondary' }: ReceiptButtonProps) {
  // The writer reads the latest `getData` (the detail is re-read on focus); the chart is made once.
  const latest = useRef(getData);
  useEffect(() => {
    latest.current = getData;
  }, [getData]);
  const [machine] = useState(() =>
    receiptMachineWith(async ({ form }) => {
      const [data, { receiptDocument }, { receiptPdf }] = await Promise.all([latest.current(form), import('./receiptDocument'), import('./receiptPdf')]);
      const doc = receiptDocument(data);
      saveFile(await receiptPdf(doc), doc.fileName);
    }),
  );
  const actor = useActorRef(machine, { input });
  const busy = useSelector(actor, (s) => s.matches('readingForm') || s.matches('writing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  // The press that loaded this module.
  useEffect(() => actor.send({ type: 'receipt.download' }), [actor]);
  return (
    <>
      <Button type="button" variant={variant} onClick={() => actor.send({ type: 'receipt.download' })} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('receipt.preparing') : t('receipt.download')}
      </Button>
      {failed ? <p role="alert">{t('receipt.failed')}</p> : null}
    </>
  );
}
