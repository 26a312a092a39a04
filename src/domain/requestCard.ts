/**
 * The desk's request card (spec 001 §2.1 Requests tab "Request card", §3 Request list item, §4
 * statuses and button rules; contract D2, §3.2): what one list item shows, pure and built on the
 * status rules of ./status.ts (progress label and bar, main button, assign rule), plus the detail
 * URL of §2.1 ("/app/serviceRequestedDetails/{id} with query doc_identification, user_rol_company,
 * status_id and, for company requests, company_id and company_name").
 */
import type { MessageKey, MessageRef } from '../messages/es';
import { formatDate } from './format/dates';
import { MEMBER_ROLE } from './members';
import { isRequestOwner } from './roles';
import { canAssignApplicant, progressLabel, progressPercent, requestCardButton, statusVariant, type StatusVariant } from './status';

/**
 * Member role id of the company's representative inside a company (spec 001 §1 "a role inside a
 * company (for example the representative role …)"; ./members.ts `MEMBER_ROLE.representative`, 2
 * 'Representante'). The list item's `user_rol_company` carries the viewer's role in the request's
 * company.
 */
export const REPRESENTATIVE_MEMBER_ROLE_ID = MEMBER_ROLE.representative;

/** Status colour keys of contract §3.2 (`status.color`). */
export type StatusColor = 'info' | 'success' | 'warning' | 'danger';

/** The fields of a request list item the card reads (spec 001 §3 Request list item; contract D2). */
export interface RequestListItemLike {
  id: number;
  code?: string | null;
  provisional?: number | null;
  service: { name: string };
  status: { id: number; name: string; color?: string | null };
  progress?: number | string | null;
  created_at: string;
  user_rol_company?: string | number | null;
  company_id?: number | null;
  company_name?: string | null;
  doc_identification?: string | null;
  user_name?: string | null;
  user_first_last_name?: string | null;
  user_last_name?: string | null;
  /** Pending required actions (count or truthy flag; contract D2 "truthy"). */
  request_actions?: unknown;
  nmtramite?: string | null;
}

/** Who looks at the card. */
export interface CardViewer {
  /** The signed-in user's citizen id (or the company account's RNC). */
  citizenId: string;
  /** The viewer has the company base role (rolBase 2). */
  isCompanyBaseRole: boolean;
}

/** One card, ready to show. */
export interface RequestCard {
  id: number;
  /** Service name. */
  serviceName: string;
  /** Project name (`nmtramite`), null when none. */
  project: string | null;
  /** The request number: `code`, or the id while the request is provisional or has no code (contract D2). */
  number: string;
  /** Company name, null for a personal request. */
  company: string | null;
  /** 'Solicitado por': the applicant's name and last names, else their document, else null. */
  requestedBy: string | null;
  statusName: string;
  /** Contract §3.2 colour key, or null when the backend sent another. */
  statusColor: StatusColor | null;
  /** dd/MM/yyyy ('' when unreadable). */
  date: string;
  /** 0-100 (100 for ids 8 and 10). */
  percent: number;
  /** 'N% COMPLETADO', 'RECHAZADO' or 'CANCELADO'. */
  progressLabel: MessageRef;
  /** Bar variant by status name: Completada success, Cancelada rejected, else inProcess. */
  variant: StatusVariant;
  /** Pending actions: the banner 'Esta solicitud requiere de tu acción para continuar.' shows. */
  actionRequired: boolean;
  /** VER DETALLE, RESPONDER or DAR SEGUIMIENTO (spec 001 §4). */
  mainButton: MessageKey;
  /** ASIGNAR/CAMBIAR SOLICITANTE shows (spec 001 §4). */
  canAssign: boolean;
  /** The card's detail URL (see {@link requestDetailHref}). */
  href: string;
}

const COLORS: readonly StatusColor[] = ['info', 'success', 'warning', 'danger'];

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Whether `request_actions` says actions are pending: a positive number, `true`, a non-empty list or a non-blank, non-'0' text. */
export function hasPendingActions(value: unknown): boolean {
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '' && value.trim() !== '0';
  return value !== null && value !== undefined && typeof value === 'object';
}

/** Whether the item is a company request (it carries a company id). */
export function isCompanyRequest(item: RequestListItemLike): boolean {
  return item.company_id !== null && item.company_id !== undefined;
}

/**
 * The detail URL of spec 001 §2.1: `/app/serviceRequestedDetails/{id}?doc_identification=…&user_rol_company=…&status_id=…`
 * plus `&company_id=…&company_name=…` for a company request. Empty values are sent empty
 * (`user_rol_company=` for a personal request); values are URL-encoded.
 */
export function requestDetailHref(item: RequestListItemLike): string {
  const query = new URLSearchParams();
  query.set('doc_identification', item.doc_identification ?? '');
  query.set('user_rol_company', item.user_rol_company === null || item.user_rol_company === undefined ? '' : String(item.user_rol_company));
  query.set('status_id', String(item.status.id));
  if (isCompanyRequest(item)) {
    query.set('company_id', String(item.company_id));
    query.set('company_name', item.company_name ?? '');
  }
  return `/app/serviceRequestedDetails/${item.id}?${query.toString()}`;
}

/** 'Solicitado por': name and last names of the applicant, else the document, else null. */
export function requestedBy(item: RequestListItemLike): string | null {
  const name = [item.user_name, item.user_first_last_name, item.user_last_name].map(text).filter(Boolean).join(' ');
  return name || text(item.doc_identification);
}

/**
 * The card of `item` for `viewer` (spec 001 §2.1, §4):
 * - number: `code`, or the id while provisional (contract D2 "provisional 0 → show code");
 * - progress: ids 8/10 at 100 % with RECHAZADO/CANCELADO, else 'N% COMPLETADO';
 * - main button: VER DETALLE for 7, 8, 10; RESPONDER (personal) / DAR SEGUIMIENTO (company) when
 *   actions are pending and the viewer is the applicant; else VER DETALLE;
 * - assign: not for 7, 8, 10; only for the company base role or a member whose role in the
 *   request's company (`user_rol_company`) is the representative role ({@link REPRESENTATIVE_MEMBER_ROLE_ID}),
 *   and only on company requests.
 */
export function requestCard(item: RequestListItemLike, viewer: CardViewer): RequestCard {
  const company = isCompanyRequest(item);
  const pending = hasPendingActions(item.request_actions);
  const provisional = Number(item.provisional) === 1;
  const code = text(item.code);
  const color = text(item.status.color);
  return {
    id: item.id,
    serviceName: item.service.name,
    project: text(item.nmtramite),
    number: !provisional && code ? code : String(item.id),
    company: company ? text(item.company_name) : null,
    requestedBy: requestedBy(item),
    statusName: item.status.name,
    statusColor: color && (COLORS as readonly string[]).includes(color) ? (color as StatusColor) : null,
    date: formatDate(item.created_at),
    percent: progressPercent(item.status.id, item.progress),
    progressLabel: progressLabel(item.status.id, item.progress),
    variant: statusVariant(item.status.name),
    actionRequired: pending,
    mainButton: requestCardButton({
      statusId: item.status.id,
      hasPendingActions: pending,
      viewerIsApplicant: isRequestOwner(viewer.citizenId, item.doc_identification),
      isCompanyRequest: company,
    }),
    canAssign:
      company &&
      canAssignApplicant({
        statusId: item.status.id,
        isCompanyBaseRole: viewer.isCompanyBaseRole,
        isRepresentativeMember: Number(item.user_rol_company) === REPRESENTATIVE_MEMBER_ROLE_ID,
      }),
    href: requestDetailHref(item),
  };
}
