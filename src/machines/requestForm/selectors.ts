/**
 * Pure reads of the request-form context (src/machines/requestForm.machine.ts), shared by its guards,
 * its actors' inputs and the view (spec 001 §2.4, §4 Form flow and Submit sequence, §5; contract
 * §2.8–§2.10). Each takes only the slice of the context it reads, so a view can pass what it
 * selected and an actor receives only what it uses.
 */
import type { SchemaDraftSaveBody, SchemaFileDescriptor } from '../../api/generated/admin';
import {
  isStepVisible,
  nextVisibleStep,
  reviewOf,
  toDraft,
  validateAll,
  validateGridRow,
  validateStep,
  visibleSteps,
  type GridRow,
  type StepErrors,
} from '../../domain/expertForm';
import { filesToUpload, labelledDescriptors, submissionFiles, totalPaymentText, variationAmount, type SubmissionFile } from '../../domain/requestSubmission';
import { chosenTariff, type SentChoice } from '../../domain/receipt';
import type { SentFiles } from '../../domain/storedReview';
import type { ReviewFile } from '../../domain/expertForm';
import type {
  AssignInput,
  CheckAssignedInput,
  CreateInput,
  FindCreatedInput,
  ManagerInput,
  RequestFormContext,
  SubmitContext,
  SubmitInput,
  UploadInput,
} from './types';

/** The answers and what validation needs of the applicant (mask 9 compares with the primary e-mail). */
export type FormSlice = Pick<RequestFormContext, 'form' | 'applicant'>;
/** The answers and the uploads kept across retries. */
export type FilesSlice = Pick<RequestFormContext, 'form' | 'uploaded'>;

/** The mask context of validation: the user's primary e-mail (mask 9). */
const maskContext = (c: Pick<RequestFormContext, 'applicant'>) => ({ primaryEmail: c.applicant.email });

/** Whether the current step is the last visible one (the button reads 'Enviar Solicitud'). */
export function isOnLastStep(c: Pick<RequestFormContext, 'form'>): boolean {
  return c.form !== null && nextVisibleStep(c.form) === null;
}

/**
 * Whether the review ('Revise su solicitud', issue 27) may show now: the citizen has reached it
 * before (`reviewed`: from the last step, or a draft saved there) and every visible step is valid
 * (spec 001 §5; a rule of a changed answer may have shown a step not yet answered, which is then
 * walked as usual).
 */
export function isReviewReady(c: FormSlice & Pick<RequestFormContext, 'reviewed'>): boolean {
  return c.reviewed && c.form !== null && Object.keys(validateAll(c.form, maskContext(c))).length === 0;
}

/**
 * The first visible step with an error (local checks and server verdicts), or null when every
 * visible step is valid: where a draft saved on the review opens when it lacks something (files are
 * never part of a draft, contract §2.8), so that its Continuar returns to the review (issue 27).
 */
export function firstInvalidStep(c: FormSlice): number | null {
  if (!c.form) return null;
  const form = c.form;
  return visibleSteps(form).find((s) => Object.keys(validateStep(form, s.index, maskContext(c))).length > 0)?.index ?? null;
}

/** Whether real step `step` is shown (a 'Cambiar' of the review opens only a visible step). */
export function isVisibleStepOf(c: Pick<RequestFormContext, 'form'>, step: number): boolean {
  return c.form !== null && isStepVisible(c.form, step);
}

/** Errors of the current step, local and from server checks, by field id ({} before the form exists). */
export function currentStepErrors(c: FormSlice): StepErrors {
  return c.form ? validateStep(c.form, c.form.step, maskContext(c)) : {};
}

/** Errors of a grid row in the popup, by sub-field name ('' = 'Asegurese de llenar los campos'). */
export function gridRowErrors(c: FormSlice, gridId: string, row: GridRow): StepErrors {
  return c.form ? validateGridRow(c.form, gridId, row, maskContext(c)) : {};
}

/** The files of the submission (visible file fields). */
export function filesOf(c: Pick<RequestFormContext, 'form'>): SubmissionFile[] {
  return c.form ? submissionFiles(c.form) : [];
}

/** The first field id of `errors` in the current step's order (focus target), or null. */
export function firstInvalidField(c: Pick<RequestFormContext, 'form'>, errors: StepErrors): string | null {
  if (!c.form) return null;
  const step = c.form.model.steps[c.form.step];
  return step.fieldIds.find((id) => id in errors) ?? null;
}

/**
 * Descriptors of every file of the submission, labelled; null when one was not uploaded (the upload
 * answered fewer descriptors than files: the actor receiving it rejects as malformed, spec 001 §8).
 */
function descriptorsOf(c: FilesSlice): SchemaFileDescriptor[] | null {
  try {
    return labelledDescriptors(filesOf(c), c.uploaded);
  } catch {
    return null;
  }
}

/**
 * The POST /drafts body of the current answers (contract §2.8), or null before the form exists
 * (nothing to save). `atReview`: saved on the review (issue 27), so that it opens there when
 * restored (src/domain/expertForm/serialise.ts `toDraft`).
 */
export function draftBody(c: Pick<RequestFormContext, 'form' | 'applicant' | 'serviceId' | 'service'>, atReview = false): SchemaDraftSaveBody | null {
  if (!c.form) return null;
  return toDraft(
    c.form,
    {
      citizenId: c.applicant.citizen_id,
      serviceId: c.serviceId,
      expertformId: c.service?.expertform_id ?? 0,
      totalPayment: totalPaymentText(variationAmount(c.service?.prices, c.form.variationId)),
    },
    atReview,
  );
}

/**
 * What the browser remembers of the request once it exists (issue 27 item 2: the detail names no
 * variation, contract §3.1): the sender, the request's id, service and number, the tariff and
 * variation chosen (null: the service has no tariff) with the variation's id, and the files of each
 * visible file field by name and size as the review lists them (`[]`: none attached; the detail
 * does not say which field a document was sent for). Null before the request exists.
 */
export function sentChoiceOf(
  c: Pick<RequestFormContext, 'form' | 'applicant' | 'serviceId' | 'service' | 'created'>,
): { citizenId: string; choice: SentChoice } | null {
  const id = Number(c.created?.RequestID);
  if (!c.created || !Number.isSafeInteger(id) || id <= 0) return null;
  const code = typeof c.created.code === 'string' && c.created.code.trim() !== '' ? c.created.code.trim() : null;
  return {
    citizenId: c.applicant.citizen_id,
    choice: {
      requestId: id,
      serviceId: c.serviceId,
      code,
      tariff: chosenTariff(c.service?.prices, c.form?.variationId ?? null),
      variationId: c.form?.variationId ?? null,
      files: c.form ? sentFilesOf(c.form) : null,
    },
  };
}

/** The files of each visible file field of `form`, by the field's server name, as the review lists them. */
function sentFilesOf(form: NonNullable<RequestFormContext['form']>): SentFiles {
  const out: Record<string, ReviewFile[]> = {};
  for (const item of reviewOf(form).flatMap((s) => s.items)) {
    const def = form.model.fields[item.id];
    if (def.type === 'file' && def.name) out[def.name] = item.value.kind === 'files' ? [...item.value.files] : [];
  }
  return out;
}

/**
 * The device files of the submission not uploaded yet, with their submission keys, in submission
 * order: what `uploadFiles` sends, and how `upload.done`'s descriptors (same order) are keyed.
 */
export function pendingUploads(c: FilesSlice): { key: string; file: File }[] {
  return filesToUpload(filesOf(c), c.uploaded).flatMap(({ key, entry: { candidate } }) => {
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent, filesToUpload keeps device files only (the check narrows the type to read `file`), so this branch never runs
    if (candidate.kind !== 'device') return [];
    // A device entry restored without the file itself has nothing to send to POST /files.
    return candidate.file instanceof File ? [{ key, file: candidate.file }] : [];
  });
}

/** Whether some device file of the submission is not uploaded yet. */
export function hasPendingUploads(c: FilesSlice): boolean {
  return pendingUploads(c).length > 0;
}

/** Input of `uploadFiles`: the device files not uploaded yet, in submission order. */
export function uploadInput(c: FilesSlice): UploadInput {
  return { files: pendingUploads(c).map((p) => p.file) };
}

/**
 * Input of the submit pipeline (`submit`, ./submit.machine.ts): what its steps read, and what a
 * previous run left (uploads, created request, document manager done) so a retry resumes.
 */
export function submitInput(c: RequestFormContext): SubmitInput {
  return {
    form: c.form,
    service: c.service,
    applicant: c.applicant,
    company: c.company,
    serviceId: c.serviceId,
    uploaded: c.uploaded,
    created: c.created,
    managerDone: c.managerDone,
    pendingCheck: c.pendingCheck,
  };
}

/** Input of `createRequest`: what POST /requests is built from (contract §2.10). */
export function createInput(c: Pick<SubmitInput, 'form' | 'service' | 'applicant' | 'company' | 'serviceId' | 'uploaded'>): CreateInput {
  return {
    form: c.form,
    service: c.service,
    applicant: c.applicant,
    company: c.company,
    serviceId: c.serviceId,
    descriptors: descriptorsOf(c),
  };
}

/** Input of `sendToDocumentManager`: the service, the created request and the descriptors. */
export function managerInput(c: Pick<SubmitInput, 'form' | 'uploaded' | 'service' | 'created'>): ManagerInput {
  return { service: c.service, created: c.created, descriptors: descriptorsOf(c) };
}

/**
 * Input of `findCreatedRequest`: the applicant's list (the company's when the request is for one),
 * the service's name and when the unknown attempt began.
 */
export function findCreatedInput(c: Pick<SubmitContext, 'applicant' | 'company' | 'service' | 'pendingCheck'>): FindCreatedInput {
  return {
    citizenId: c.applicant.citizen_id,
    companyId: c.company?.id ?? null,
    // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, a request is only created with its service (createRequest refuses without it), so its lost creation is looked for with the service's name
    serviceName: c.service?.name ?? '',
    // Stryker disable next-line ConditionalExpression,OptionalChaining: `checkingCreated`, the only state that asks, is entered only with a lost creation pending (markCreateUnknown, hasUncheckedCreate), so its true branch is equivalent (the check narrows the type to read `since`; the false branch is killed, but Stryker cannot disable one replacement)
    since: c.pendingCheck?.step === 'create' ? c.pendingCheck.since : 0,
  };
}

/** Input of `checkAssigned`: the created request, the reader and the descriptors sent. */
export function checkAssignedInput(c: Pick<SubmitContext, 'form' | 'uploaded' | 'created' | 'applicant'>): CheckAssignedInput {
  return { ...assignInput(c), citizenId: c.applicant.citizen_id };
}

/** Input of `assignDocuments`: the created request's id and the descriptors. */
export function assignInput(c: Pick<SubmitInput, 'form' | 'uploaded' | 'created'>): AssignInput {
  return { requestId: c.created ? Number(c.created.RequestID) : null, descriptors: descriptorsOf(c) };
}
