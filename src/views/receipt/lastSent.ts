/**
 * The receipt of the request just sent from this tab (issue 27 item 2), handed from the request form
 * (src/views/pages/requestService/RequestServicePage.tsx, on 'Solicitud enviada satisfactoriamente.')
 * to the request's detail it redirects to, so that 'Descargar comprobante' there gives the answers
 * exactly as the review showed them (step titles, file sizes, the tariff). Memory only: nothing of the
 * citizen's answers is written to storage; after a reload the detail builds the receipt from the
 * server's answers and the tariff the browser remembers for the request (src/domain/receiptFromDetail.ts
 * `receiptFromDetail`, src/api/sentTariffs.ts).
 */
import type { ReceiptData } from '../../domain/receipt';

const sent = new Map<number, ReceiptData>();

/** Keeps the receipt of request `data.requestId` for this page's life. */
export function keepSentReceipt(data: ReceiptData): void {
  sent.set(data.requestId, data);
}

/** The receipt kept for request `requestId`, if it was sent from this page. */
export function sentReceipt(requestId: number): ReceiptData | undefined {
  return sent.get(requestId);
}
