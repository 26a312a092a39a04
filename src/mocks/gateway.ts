/**
 * The simulated card payment gateway of the embedded mode (issue 8; spec 001 §7 "Card payment: a
 * browser form POST to the payment gateway ..."; contract §3.4 field names, §3.5 return query, §5 item
 * 14 "the server must verify with the gateway"). Store logic of the demo page /demo/pasarela
 * (src/views/pages/demo/GatewayPage.tsx); never part of a remote build.
 *
 * The portal POSTs a real HTML form to `config.gatewayUrl` ('/demo/pasarela'); the dev and preview
 * servers answer that POST with a 303 to GET `/demo/pasarela?<the same fields>` (vite.config.ts
 * plugin `mitur:demo-gateway`), so this page reads the fields from the query.
 *
 * - Aprobar: issues a 6-digit approval number for the request whose `idAutorizacionPortal` was posted,
 *   stores it (`gatewayApprovals`: amount posted, required action of the return URL, unused), writes
 *   `approval_number` and `succesfullyPayment_date` on the request (as the real gateway notifies the
 *   backend) and returns to `urlRetorno` with `numAprobacion` and `idAutorizacionPortal` added.
 * - Rechazar: returns to `urlRetorno` with `idAutorizacionPortal` only.
 * - Abandonar: back to the request's detail page.
 * updatePaymentInfo (src/mocks/handlers/payments.ts) then accepts only an approval issued here.
 */
import { parseAmount } from '../domain/format/money';
import { findService } from './data';
import { gatewayApprovalsTable, nowStamp, requestsTable, save, type DbRequest } from './db';
import { detailPath, mailOwner } from './requestStore';
import './seed';

/** The form fields of contract §3.4, in the order the page shows them. */
export const GATEWAY_FIELDS = [
  'montoServicio',
  'codigoServicio',
  'codigoCentroRecaudacion',
  'nombre',
  'numeroDocumento',
  'tipoDocumento',
  'medioPago',
  'idAutorizacionPortal',
  'urlRetorno',
] as const;

/** One gateway field name. */
export type GatewayField = (typeof GATEWAY_FIELDS)[number];

/** What the gateway received. */
export interface GatewayPost {
  /** Every field of {@link GATEWAY_FIELDS} (missing ones as ''). */
  fields: Record<GatewayField, string>;
  /** Names of the missing (empty) fields. */
  missing: GatewayField[];
  /** The amount, DOP, or null when not a positive number. */
  amount: number | null;
  /** The request the portal authorisation id belongs to, if any. */
  request: DbRequest | undefined;
  /** The return URL resolved against `origin`, or null when missing, unparseable or of another origin. */
  returnUrl: URL | null;
}

/** Reads the gateway fields from a query string (`location.search`). */
export function readGatewayPost(search: string, origin: string): GatewayPost {
  const q = new URLSearchParams(search);
  const fields = Object.fromEntries(GATEWAY_FIELDS.map((f) => [f, (q.get(f) ?? '').trim()])) as Record<GatewayField, string>;
  const missing = GATEWAY_FIELDS.filter((f) => fields[f] === '');
  const n = parseAmount(fields.montoServicio);
  let returnUrl: URL | null;
  try {
    const url = new URL(fields.urlRetorno, origin);
    returnUrl = fields.urlRetorno && url.origin === origin ? url : null;
  } catch {
    returnUrl = null;
  }
  return {
    fields,
    missing,
    amount: n !== null && n > 0 ? Math.round(n * 100) / 100 : null,
    request: fields.idAutorizacionPortal ? requestsTable().find((r) => r.idAutorizacionPortal === fields.idAutorizacionPortal) : undefined,
    returnUrl,
  };
}

/** Whether the gateway can process the post: no field missing, an amount, a known request, a same-origin return URL. */
export function isProcessable(post: GatewayPost): boolean {
  return post.missing.length === 0 && post.amount !== null && post.request !== undefined && post.returnUrl !== null;
}

/** `url` with `extra` merged into its query (existing parameters such as `requiredActionID` kept). */
export function withQuery(url: URL, extra: Record<string, string>): string {
  const next = new URL(url.href);
  for (const [k, v] of Object.entries(extra)) next.searchParams.set(k, v);
  return `${next.pathname}${next.search}${next.hash}`;
}

function newApprovalNumber(): string {
  const taken = new Set(gatewayApprovalsTable().map((a) => a.approval_number));
  for (;;) {
    const n = String(100000 + Math.floor(Math.random() * 900000));
    if (!taken.has(n)) return n;
  }
}

/**
 * Aprobar: issues and stores an approval for a processable post (see module documentation).
 * @returns the same-origin path to send the browser to, and the approval number
 * @throws Error when the post is not {@link isProcessable}
 */
export function approvePayment(post: GatewayPost, now = new Date()): { approvalNumber: string; to: string } {
  if (!isProcessable(post)) throw new Error('gateway post not processable');
  const request = post.request as DbRequest;
  const actionId = Number(post.returnUrl!.searchParams.get('requiredActionID'));
  const approvalNumber = newApprovalNumber();
  const stamp = nowStamp(now);
  gatewayApprovalsTable().push({
    approval_number: approvalNumber,
    request_id: request.id,
    idAutorizacionPortal: request.idAutorizacionPortal,
    amount: post.amount as number,
    required_action_id: Number.isInteger(actionId) && actionId > 0 ? actionId : null,
    used: false,
    created_at: stamp,
  });
  request.approval_number = approvalNumber;
  request.succesfullyPayment_date = stamp;
  save();
  mailOwner(request, 'Pago en línea aprobado', [
    `La pasarela de pagos aprobó su pago de RD$ ${(post.amount as number).toFixed(2)} por ${findService(request.service_id)?.name ?? 'el servicio solicitado'}.`,
    `Número de aprobación: ${approvalNumber}.`,
  ]);
  return { approvalNumber, to: withQuery(post.returnUrl!, { numAprobacion: approvalNumber, idAutorizacionPortal: request.idAutorizacionPortal }) };
}

/** Rechazar: the return path with `idAutorizacionPortal` and no approval number (null without a valid return URL). */
export function declinePayment(post: GatewayPost): string | null {
  return post.returnUrl ? withQuery(post.returnUrl, { idAutorizacionPortal: post.fields.idAutorizacionPortal }) : null;
}

/** Abandonar: the request's detail page, or the desk when the request is unknown. */
export function abandonPath(post: GatewayPost): string {
  return post.request ? detailPath(post.request) : '/app/myDesk';
}
