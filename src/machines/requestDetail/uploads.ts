/**
 * Pieces shared by the required-document and payment charts (spec 001 §2.5 Required-action banners
 * and Payments tab, §7 Request detail calls; contract §3.3, §3.4, F4):
 *
 * - {@link uploadFilesLogic}: the `uploadFiles` callback actor, POST /files with progress. It sends
 *   back `upload.progress` (percent 0–100), then `upload.done` (descriptors in file order) or
 *   `upload.failed` (the {@link ApiFailure}); leaving the state aborts the upload.
 * - {@link latestActionId}: the id of the request's latest required action of some types (the one
 *   a completion or a payment closes; a domain rule, src/domain/requestDetail.ts, re-exported).
 * - {@link documentManagerFields}: the fields every document-manager record of a required action or
 *   a voucher shares (`title`, `record_id`, `attribute`, `acronym`, contract §3.3/§3.4).
 */
import { fromCallback, type EventObject } from 'xstate';
import { uploadRequestFiles, type FileDescriptor } from '../../api/requestForm';
import type { ApiFailure } from '../../api/result';
import { latestActionId } from '../../domain/requestDetail';

export type { FileDescriptor };

/** A device file the citizen picked, with the picker's stable id (`f1`, `f2`, …). */
export interface ChosenFile {
  id: string;
  file: File;
}

/** Events the {@link uploadFilesLogic} actor sends back to its parent. */
export type UploadEvent =
  { type: 'upload.progress'; percent: number } | { type: 'upload.done'; files: FileDescriptor[] } | { type: 'upload.failed'; failure: ApiFailure };

/** Input of {@link uploadFilesLogic}: the files to send, in order. */
export interface UploadFilesInput {
  files: File[];
}

/** POST /files with progress (contract F4); see module documentation. */
export const uploadFilesLogic = fromCallback<EventObject, UploadFilesInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  // Nothing reaches the parent once the state is left: xstate drops what a stopped callback actor sends back.
  const back = (event: UploadEvent) => sendBack(event);
  void uploadRequestFiles(input.files, (percent) => back({ type: 'upload.progress', percent }), controller.signal).then(
    (result) => back(result.ok ? { type: 'upload.done', files: result.data } : { type: 'upload.failed', failure: result.error }),
    () => back({ type: 'upload.failed', failure: { kind: 'network' } }),
  );
  return () => controller.abort();
});

/** Percent clamped to 0–100 and rounded (what the progress bar shows). */
export function clampPercent(percent: number): number {
  return Math.round(Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0)));
}

/** The required action a completion or a payment closes: the domain's rule (src/domain/requestDetail.ts), re-exported. */
export { latestActionId };

/** The record fields shared by required-action and voucher records (contract §3.3, §3.4). */
export interface DocumentManagerFields {
  /** 'documento-<citizen_id>'. */
  title: string;
  /** The request code. */
  record_id: string;
  /** 'NumeroSolicitud=<code>;DocumentoIdentidadSolicitante=<citizen_id>;TipoDocumentoPortal=Adjunto'. */
  attribute: string;
  /** Direction acronym + 'DE'. */
  acronym: string;
}

/**
 * The shared record fields for the request `code` and the citizen `citizenId` (contract §3.3:
 * `title "documento-<citizen_id>"`, `record_id` request code, `attribute`, `acronym` direction
 * acronym + "DE").
 */
export function documentManagerFields(code: string, citizenId: string, directionAcronym: string): DocumentManagerFields {
  return {
    title: `documento-${citizenId}`,
    record_id: code,
    attribute: `NumeroSolicitud=${code};DocumentoIdentidadSolicitante=${citizenId};TipoDocumentoPortal=Adjunto`,
    acronym: `${directionAcronym}DE`,
  };
}
