/**
 * Assembly of the request submission (spec 001 §4 Submit sequence, §7 POST /requests, POST /files,
 * POST /uploadsoftexpert, POST /assigndocument/{requestId}, §9 fixed values; contract §2.9 files,
 * §2.10 steps 2–5). Pure: the statechart (src/machines/requestForm.machine.ts) calls these and hands
 * the results to its actors.
 *
 * Files of the form are {@link FileEntry}s: a file chosen on the device (`kind: 'device'`, uploaded
 * with POST /files) or a stored document from 'Mis documentos' (`kind: 'myDocuments'`, reused as is,
 * contract §2.9 `isARoute`). Each file's label is "<field label> <n>", n from 1.
 */
import type {
  SchemaAssignDocumentsBody,
  SchemaCreateRequestBody,
  SchemaCreateRequestResponse,
  SchemaDocumentAssignment,
  SchemaFileDescriptor,
  SchemaPrice,
  SchemaVariation,
} from '../api/generated/admin';
import type { FormState } from './expertForm/state';
import { toSubmitForm } from './expertForm/serialise';
import { parseAmount } from './format/money';
import { toIsoDate, toTimeHHmm } from './format/dates';

/** A stored document as 'Mis documentos' lists it (GET /citizens/documentsPage, contract D4). */
export interface StoredDocumentRef {
  readonly name: string;
  readonly extension: string;
  readonly url: string;
  readonly route?: string | null;
  readonly size_mb?: number | null;
}

/** One file of a file field, as the file picker keeps it (structural copy of its `PickedFile`). */
export interface FileEntry {
  /** Stable id within its picker ('f1'…), unique per field. */
  readonly id: string;
  readonly name: string;
  /** Size, MB. */
  readonly sizeMb: number;
  readonly candidate:
    | { readonly kind: 'device'; readonly file: { readonly name: string; readonly size: number } }
    | { readonly kind: 'myDocuments'; readonly document: StoredDocumentRef };
}

/** A file of the submission: where it comes from, its label, and its key (field key + entry id). */
export interface SubmissionFile {
  /** `<field key>:<entry id>`: identifies the file across retries. */
  readonly key: string;
  readonly label: string;
  readonly entry: FileEntry;
}

/** The applicant as the session knows them (identity AuthUser fields used by `userInfo`). */
export interface Applicant {
  readonly citizen_id: string;
  readonly email: string;
  readonly name: string;
  readonly first_last_name: string;
  readonly second_last_name?: string | null;
  readonly phone: string;
  readonly address?: string | null;
  readonly province?: string | null;
  readonly municipality?: string | null;
  readonly sector?: string | null;
}

/** The company a request is made for (spec 001 §2 route parameters company_id, company_name). */
export interface RequestCompany {
  readonly id: number;
  readonly name: string;
}

/** What the submission needs of the service (spec 001 §3 Service). */
export interface SubmissionService {
  readonly id: number;
  readonly name: string;
  readonly expertform_id?: number | null;
  readonly process_id?: number | null;
  readonly activity_id?: number | null;
  readonly process_flow?: string | number | null;
  readonly send?: number | null;
  readonly prices?: readonly SchemaPrice[];
}

/** Fixed values of the request payload (spec 001 §9; contract §2.10). */
export const REQUEST_FIXED = {
  paymentStatus: '1',
  paymentMethod: '2',
  quantity: '1',
  nationality: 'Dominicano',
  documentType: 1,
  online: 1,
} as const;

/** The variation with id `variationId` among the service's prices, or null. */
export function findVariation(prices: readonly SchemaPrice[] | undefined, variationId: number | null): SchemaVariation | null {
  if (variationId === null) return null;
  for (const price of prices ?? []) {
    const found = price.variations.find((v) => v.id === variationId);
    if (found) return found;
  }
  return null;
}

/** Whether the service offers at least one variation to choose (the tariff dialog has something to confirm). */
export function hasVariations(prices: readonly SchemaPrice[] | undefined): boolean {
  return (prices ?? []).some((p) => p.variations.length > 0);
}

/** Amount of the chosen variation, DOP (0 when none or unreadable). */
export function variationAmount(prices: readonly SchemaPrice[] | undefined, variationId: number | null): number {
  return parseAmount(findVariation(prices, variationId)?.price ?? null) ?? 0;
}

/** The draft's `totalPayment` text, two decimals ("7000.00"). */
export function totalPaymentText(amount: number): string {
  return amount.toFixed(2);
}

/** Every file of the visible file fields, in form order, with its label (contract §2.9). */
export function submissionFiles(state: FormState): SubmissionFile[] {
  const out: SubmissionFile[] = [];
  for (const answer of toSubmitForm(state).files) {
    answer.files.forEach((raw, i) => {
      const entry = raw as FileEntry;
      out.push({ key: `${answer.key}:${entry.id}`, label: answer.names[i], entry });
    });
  }
  return out;
}

/** The files that still need POST /files (device files without a descriptor in `uploaded`). */
export function filesToUpload(files: readonly SubmissionFile[], uploaded: Readonly<Record<string, SchemaFileDescriptor>>): SubmissionFile[] {
  return files.filter((f) => f.entry.candidate.kind === 'device' && !uploaded[f.key]);
}

/** The descriptor of a stored document reused as is (contract §2.9 `isARoute`). */
export function storedDescriptor(doc: StoredDocumentRef): SchemaFileDescriptor {
  return {
    name: doc.name,
    extension: doc.extension,
    route: doc.route ?? doc.url,
    url: doc.url,
    ...(typeof doc.size_mb === 'number' ? { size_mb: doc.size_mb } : {}),
  };
}

/**
 * Every file's descriptor with its label (contract §2.10 step 2: uploaded files get the label of
 * their new file; stored documents are appended as they are). Throws a RangeError when a device file
 * has no uploaded descriptor (the pipeline uploads first).
 */
export function labelledDescriptors(files: readonly SubmissionFile[], uploaded: Readonly<Record<string, SchemaFileDescriptor>>): SchemaFileDescriptor[] {
  return files.map((f) => {
    const base = f.entry.candidate.kind === 'device' ? uploaded[f.key] : storedDescriptor(f.entry.candidate.document);
    if (!base) throw new RangeError(`file ${f.key} was not uploaded`);
    return { ...base, label: f.label };
  });
}

/** Input of {@link buildCreateRequest}. */
export interface CreateRequestInput {
  readonly state: FormState;
  readonly service: SubmissionService;
  readonly applicant: Applicant;
  readonly company: RequestCompany | null;
  /** Route parameter, sent as a string (contract §2.10 `service_id`). */
  readonly serviceId: string;
  readonly descriptors: readonly SchemaFileDescriptor[];
  /** Submission time (userInfo `fechasolicitud`, `horasolicitud`). */
  readonly now: Date;
}

/** The `documents` entries of POST /requests: one per file (contract §2.10 step 3). */
export function documentAssignments(service: SubmissionService, descriptors: readonly SchemaFileDescriptor[]): SchemaDocumentAssignment[] {
  return descriptors.map((d) => ({
    documents: [d],
    process_id: service.process_id ?? null,
    names: [d.label ?? d.name ?? ''],
    activity_id: service.activity_id ?? null,
    new_request: true,
  }));
}

/** The POST /requests body (spec 001 §7; contract §2.10 step 4). */
export function buildCreateRequest(input: CreateRequestInput): SchemaCreateRequestBody {
  const { state, service, applicant, company, serviceId, descriptors, now } = input;
  const amount = variationAmount(service.prices, state.variationId);
  const form = toSubmitForm(state);
  const surnames = [applicant.first_last_name, applicant.second_last_name].filter((s) => s && s.trim()).join(' ');
  return {
    req: {
      ...(company ? { company_id: company.id, company_name: company.name } : {}),
      service_id: serviceId,
      doc_identification: applicant.citizen_id,
      name_service: service.name,
      process_flow: String(service.process_flow ?? ''),
      form_version: state.model.version ?? '',
      payment_amount: amount,
      payment_status: REQUEST_FIXED.paymentStatus,
      payment_method: REQUEST_FIXED.paymentMethod,
      total: amount,
      variations: state.variationId === null ? [] : [state.variationId],
      cant: REQUEST_FIXED.quantity,
      idAutorizacionPortal: '',
    },
    form: {
      citizen_record_id: applicant.citizen_id,
      expertform_id: service.expertform_id ?? 0,
      data: form.data,
      grid: form.grid,
    },
    documents: documentAssignments(service, descriptors),
    userInfo: {
      provinciasolici: applicant.province ?? '',
      municipiosolic: applicant.municipality ?? '',
      sectorsolic: applicant.sector ?? '',
      horasolicitud: toTimeHHmm(now),
      numdocsolicita: applicant.citizen_id,
      tipodocsolicita: REQUEST_FIXED.documentType,
      nombressolicita: applicant.name,
      apellidossolici: surnames,
      fechasolicitud: toIsoDate(now),
      direccsolic: applicant.address ?? '',
      nacionsolic: REQUEST_FIXED.nationality,
      celularsolic: applicant.phone.replace(/\D/g, ''),
      emailsolic: applicant.email,
      solicitudonline: REQUEST_FIXED.online,
    },
  };
}

/** One POST /uploadsoftexpert record per file (contract §2.10 step 5, new-request variant). */
export function softExpertRecords(
  service: SubmissionService,
  created: SchemaCreateRequestResponse,
  descriptors: readonly SchemaFileDescriptor[],
): Record<string, unknown>[] {
  return descriptors.map((d) => ({
    documents: [d],
    size_mb: d.size_mb ?? 0,
    title: created.title,
    record_id: created.code,
    attribute: created.attributes,
    process_id: service.process_id ?? null,
    acronym: created.acronym,
    names: [d.label ?? d.name ?? ''],
    activity_id: service.activity_id ?? null,
    new_request: true,
  }));
}

/** The POST /assigndocument/{RequestID} body of a new request (contract F7). */
export function assignBody(descriptors: readonly SchemaFileDescriptor[]): SchemaAssignDocumentsBody {
  return { documents: [...descriptors] };
}

/**
 * Whether the service's file fields take several documents (spec 001 §3 Service `multiple_document`,
 * sent as 'true'/'false', a boolean or 0/1); absent → true. A single-document field refuses a second
 * one with 'No se puede agregar mas de un documento' (spec 000 §5).
 */
export function allowsMultipleDocuments(service: { readonly multiple_document?: string | boolean | number | null }): boolean {
  const v = service.multiple_document;
  if (v === undefined || v === null || v === '') return true;
  return v === true || v === 1 || String(v).trim().toLowerCase() === 'true' || String(v).trim() === '1';
}

/** Whether the service sends each document to the external document manager (spec 001 §4 step 3: `send` equals 1). */
export function sendsToDocumentManager(service: SubmissionService): boolean {
  return Number(service.send) === 1;
}
