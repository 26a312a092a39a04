/**
 * Types of the request-form statechart (src/machines/requestForm.machine.ts): its input, context,
 * events and the narrow inputs of its actors (spec 001 §2.4, §4; contract §2.8–§2.10), plus the
 * check of a URL's company claim (issue 10).
 */
import type { SchemaCreateRequestResponse, SchemaDraft, SchemaFileDescriptor, SchemaService } from '../../api/generated/admin';
import type { ApiFailure } from '../../api/result';
import type { FieldValue, FormModel, FormState, GridRow, ServerCheck, ServerNotice, StepErrors } from '../../domain/expertForm';
import type { Applicant, RequestCompany } from '../../domain/requestSubmission';
import type { MessageKey } from '../../messages/es';

/**
 * The company a URL names (route or query parameters `company_id`, `company_name`; spec 001 §2),
 * NOT yet checked. `id` is null when the URL's id is not a positive integer within
 * Number.MAX_SAFE_INTEGER (such an id never matches a represented company).
 */
export interface CompanyClaim {
  id: number | null;
  name: string;
}

/**
 * The claim of a URL's raw `company_id` / `company_name` (already percent-decoded): null without an
 * id (a personal request); else `{ id, name }` where `id` is the number only when the text is a
 * positive integer without sign, spaces, exponent or leading zeros and at most
 * Number.MAX_SAFE_INTEGER (9007199254740991), so it survives the trip to a JS number unchanged;
 * otherwise `id` is null.
 * @example companyClaimOf('4', 'Hotel') // { id: 4, name: 'Hotel' }
 * @example companyClaimOf('9007199254740993', '') // { id: null, name: '' }
 */
export function companyClaimOf(rawId: string | null | undefined, rawName: string | null | undefined): CompanyClaim | null {
  if (rawId === null || rawId === undefined || rawId === '') return null;
  const id = /^[1-9]\d*$/.test(rawId) && Number.isSafeInteger(Number(rawId)) ? Number(rawId) : null;
  return { id, name: rawName ?? '' };
}

/** Input of the machine (the page passes the route parameters and the session user). */
export interface RequestFormInput {
  /** Route parameter `serviceID`. */
  serviceId: number;
  applicant: Applicant;
  /**
   * Company chosen in '¿Cómo desea continuar?' as the URL carries it (route or query parameters),
   * or null: checked against the represented companies before the form loads (issue 10).
   */
  company: CompanyClaim | null;
  /** The user's base role is the restricted one (spec 001 §2.3 rule 1). */
  restricted: boolean;
}

/** What `loadRequestForm` resolves with. `model` is null when the service has no online form. */
export interface LoadedRequestForm {
  service: SchemaService;
  model: FormModel | null;
  draft: SchemaDraft | null;
}

/** A queued server validation: the field and the value it checks. */
export interface QueuedCheck {
  fieldId: string;
  check: ServerCheck;
  value: string;
}

/** Context of {@link requestFormMachine}: the input plus the loaded service and form, answers and pipeline progress. */
export interface RequestFormContext extends Omit<RequestFormInput, 'company'> {
  /** The company the URL names, unchecked (the input's `company`). */
  claimedCompany: CompanyClaim | null;
  /** The company the request is made for: set only once the citizen is known to represent it (server's name). */
  company: RequestCompany | null;
  service: SchemaService | null;
  model: FormModel | null;
  draft: SchemaDraft | null;
  /** The answers; null until a variation is confirmed or a draft restored. */
  form: FormState | null;
  /** Variation selected in the tariff dialog (confirmed into `form.variationId`). */
  selectedVariation: number | null;
  /** Errors shown after a refused Continuar / Enviar, by field id. */
  stepErrors: StepErrors;
  /** Success notices of server validations, by field id ('Cédula válida'…). */
  notices: Readonly<Record<string, ServerNotice>>;
  checks: QueuedCheck[];
  /** Descriptors of uploaded device files by submission file key (kept across retries). */
  uploaded: Readonly<Record<string, SchemaFileDescriptor>>;
  created: SchemaCreateRequestResponse | null;
  /** The documents were sent to the document manager (a retry does not send them again). */
  managerDone: boolean;
  /** A submit write whose outcome is unknown and not yet checked (the next submit checks first). */
  pendingCheck: PendingCheck | null;
  /** Message of the last failure (load or submit), shown in an alert. */
  error: MessageKey | null;
  /** The notice of the last server validation, for the toast (null: none to show). */
  lastNotice: { notice: ServerNotice; valid: boolean } | null;
  /**
   * The citizen has reached the review 'Revise su solicitud' (issue 27), or restored a draft saved
   * there: a Continuar on any step then returns to the review once every visible step is valid.
   */
  reviewed: boolean;
  /**
   * Quiet notice of the last draft save: 'requestForm.draftKeptLocally' when the server could not
   * store it (the browser keeps it), null once a save succeeded.
   */
  draftNotice: MessageKey | null;
}

/** Events of {@link requestFormMachine} (dot-separated). */
export type RequestFormEvent =
  | { type: 'retry' }
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  | { type: 'variation.select'; variationId: number }
  | { type: 'tariff.confirm' }
  | { type: 'tariff.close' }
  | { type: 'field.change'; fieldId: string; value: FieldValue | undefined }
  | { type: 'field.blur'; fieldId: string }
  | { type: 'grid.add'; gridId: string; row: GridRow }
  | { type: 'grid.remove'; gridId: string; index: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** 'Cambiar' on the review (issue 27): open real step `step`. */
  | { type: 'review.change'; step: number }
  | { type: 'draft.save' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'submit.retry' }
  /** The session is being ended by a refused token refresh (issue 25): keep the answers in the browser. */
  | { type: 'session.expiring' };

/**
 * Input of the submit pipeline (./submit.machine.ts, invoked as `submit`): only what its steps read
 * (spec 001 §4 Submit sequence), plus what a previous run left (uploads, the created request, the
 * document manager done) so that a retry resumes where it stopped. `form` and `service` are null
 * only if the chart were wrong (the actors then reject as malformed).
 */
export interface SubmitInput {
  form: FormState | null;
  service: SchemaService | null;
  applicant: Applicant;
  /** The checked company (server's name) or null for a personal request. */
  company: RequestCompany | null;
  serviceId: number;
  /** Descriptors of uploaded device files by submission file key (kept across retries). */
  uploaded: Readonly<Record<string, SchemaFileDescriptor>>;
  created: SchemaCreateRequestResponse | null;
  /** The documents were sent to the document manager (a retry does not send them again). */
  managerDone: boolean;
  /** A write of a previous run whose outcome is still unknown: a retry checks the server first. */
  pendingCheck: PendingCheck | null;
}

/**
 * A write of the pipeline whose outcome is unknown (src/api/outcome.ts) and not yet checked:
 * POST /requests begun at `since` (epoch ms, the browser's clock), or POST /assigndocument.
 */
export type PendingCheck = { step: 'create'; since: number } | { step: 'assign' };

/** Context of the submit pipeline: its input, the upload progress and the failure message. */
export interface SubmitContext extends SubmitInput {
  /** Upload progress, percent (0–100), null when no upload runs. */
  uploadPercent: number | null;
  /** Message key of the failed step; null while running and once sent. */
  error: MessageKey | null;
  /** When the current POST /requests began (epoch ms), null before any. */
  attemptStartedAt: number | null;
}

/**
 * Output of the submit pipeline: `error` null when every step succeeded (the request is sent),
 * else the message of the failed step; with what the run leaves for a retry (`uploaded`,
 * `created`, `managerDone`, `pendingCheck`).
 */
export type SubmitOutput = Pick<SubmitContext, 'error' | 'uploaded' | 'created' | 'managerDone' | 'pendingCheck'>;

/** Events of the submit pipeline: `upload.*` come from the `uploadFiles` callback actor. */
export type SubmitEvent =
  { type: 'upload.progress'; percent: number } | { type: 'upload.done'; files: SchemaFileDescriptor[] } | { type: 'upload.failed'; failure: ApiFailure };

/** Input of `uploadFiles`: the device files in submission order. */
export interface UploadInput {
  files: File[];
}

/**
 * Input of `createRequest` (POST /requests, contract §2.10): what the body is built from. `form` and
 * `service` are null only if the chart were wrong (the actor then rejects as malformed).
 */
export interface CreateInput {
  form: FormState | null;
  service: SchemaService | null;
  applicant: Applicant;
  /** The checked company (server's name) or null for a personal request. */
  company: RequestCompany | null;
  serviceId: number;
  /** Descriptors of every file of the submission, labelled, in submission order (null: one is missing). */
  descriptors: SchemaFileDescriptor[] | null;
}

/** Input of `sendToDocumentManager` (POST /uploadsoftexpert per document, spec 001 §4 step 3). */
export interface ManagerInput {
  service: SchemaService | null;
  created: SchemaCreateRequestResponse | null;
  /** As in {@link CreateInput}. */
  descriptors: SchemaFileDescriptor[] | null;
}

/**
 * Input of `findCreatedRequest` (issue 25: the request a POST /requests with an unknown outcome
 * created): whose desk list to read (the applicant, the company or null for a personal request),
 * the service's name and when the attempt began (epoch ms).
 */
export interface FindCreatedInput {
  citizenId: string;
  companyId: number | null;
  serviceName: string;
  since: number;
}

/** Input of `checkAssigned` (issue 25: did a POST /assigndocument with an unknown outcome attach the documents?). */
export interface CheckAssignedInput {
  requestId: number | null;
  citizenId: string;
  descriptors: SchemaFileDescriptor[] | null;
}

/** Input of `assignDocuments` (POST /assigndocument/{requestId}, spec 001 §4 step 4). */
export interface AssignInput {
  /** The created request's RequestID; null only if the chart were wrong (the actor then rejects). */
  requestId: number | null;
  /** As in {@link CreateInput}. */
  descriptors: SchemaFileDescriptor[] | null;
}
