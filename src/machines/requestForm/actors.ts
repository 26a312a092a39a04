/**
 * Default implementations of the named actors of the request-form chart (src/machines/requestForm.machine.ts)
 * and of its submit pipeline (./submit.machine.ts): the only IO of the charts (spec 001 §4 Form flow and Submit sequence, §7; contract §2.3–§2.10,
 * F2, F5). Each takes a narrow input (./types.ts) and rejects with an ApiError on failure.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SchemaCreateRequestResponse, SchemaDraftSaveBody } from '../../api/generated/admin';
import { getService } from '../../api/catalogue';
import { getRepresentedCompanies, type RepresentedCompany } from '../../api/representedCompanies';
import { assignDocuments, createRequest, getExpertForm, saveDraft, uploadRequestFiles, uploadSoftExpert, validateMask } from '../../api/requestForm';
import { forgetLocalDraft, keepLocalDraft, readLocalDraft } from '../../api/localDraft';
import { nextPaint } from '../../frame';
import { ApiError, unwrap } from '../../api/result';
import { getCompanyRequests, getPersonalRequests, invalidateRequestLists } from '../../api/requestLists';
import { forgetRequestDetail, getRequestDetail } from '../../api/requestDetail';
import { createdByAttempt, documentsAssigned } from '../../domain/unknownOutcome';
import { isRestorableDraft, parseExpertForm, type FormModel, type ServerCheck, type ServerOutcome } from '../../domain/expertForm';
import { assignBody, buildCreateRequest, softExpertRecords } from '../../domain/requestSubmission';
import type { AssignInput, CheckAssignedInput, CreateInput, FindCreatedInput, LoadedRequestForm, ManagerInput, UploadInput } from './types';

/** A chart-side impossibility (a missing form, service or request): the support message (spec 001 §8). */
const malformed = () => new ApiError({ kind: 'malformed' });

/**
 * GET the service and its expert form (contract §2.3, §2.4). `model` null: the service cannot be
 * requested online (type_id 1, no expert form or no steps). The draft is the browser's copy when
 * one exists (it exists only when the last server save failed, so it is the newer one), else the
 * server's `saved_fields` when restorable, else null.
 */
async function loadRequestForm({ input }: { input: { serviceId: number; citizenId: string } }): Promise<LoadedRequestForm> {
  const service = unwrap(await getService(input.serviceId));
  if (Number(service.type_id) === 1 || !service.expertform_id) return { service, model: null, draft: null };
  const payload = unwrap(await getExpertForm(service.expertform_id, input.citizenId));
  let model: FormModel;
  try {
    model = parseExpertForm(payload);
  } catch {
    throw malformed();
  }
  if (model.steps.length === 0) return { service, model: null, draft: null };
  const local = readLocalDraft(input.citizenId, service.expertform_id);
  if (isRestorableDraft(local)) return { service, model, draft: local };
  return { service, model, draft: isRestorableDraft(payload.saved_fields) ? payload.saved_fields : null };
}

/**
 * POST /drafts, the browser's copy kept first (so a save cut short by leaving the step still leaves
 * one) and forgotten once the server stored it. The POST starts once the frame of the Continuar (or
 * Retroceder) that asked for it is painted (src/frame.ts; issue 24: building and sending it took
 * ~10 ms at 4x CPU inside the click, before the next step could show). Rejects when the server did not store it; the chart
 * then shows the quiet notice and the form goes on. A draft without answers (or no form: null) is
 * not sent (contract F2).
 */
async function saveDraftKeepingLocal({ input }: { input: SchemaDraftSaveBody | null }): Promise<true> {
  if (input === null || input.data.length === 0) return true;
  keepLocalDraft(input);
  await nextPaint();
  unwrap(await saveDraft(input));
  forgetLocalDraft(input.citizen_id, input.expertform_id);
  return true;
}

/**
 * POST /files with progress: sends back `upload.progress` (percent), then `upload.done` or
 * `upload.failed`. Stopped (the pipeline left `uploading`), it aborts the upload; xstate drops
 * whatever a stopped callback actor still sends back, so nothing arrives after it.
 */
const uploadFiles = fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  void uploadRequestFiles(input.files, (percent) => sendBack({ type: 'upload.progress', percent }), controller.signal).then(
    (result) => sendBack(result.ok ? { type: 'upload.done', files: result.data } : { type: 'upload.failed', failure: result.error }),
    () => sendBack({ type: 'upload.failed', failure: { kind: 'network' } }),
  );
  return () => controller.abort();
});

/**
 * POST /requests (contract §2.10). The request exists, so the server dropped its draft (contract
 * F5): the browser's copy goes too.
 */
async function createTheRequest({ input }: { input: CreateInput }): Promise<SchemaCreateRequestResponse> {
  const { form, service, descriptors } = input;
  if (!form || !service || !descriptors) throw malformed();
  const created = unwrap(
    await createRequest(
      buildCreateRequest({
        state: form,
        service,
        applicant: input.applicant,
        company: input.company,
        serviceId: String(input.serviceId),
        descriptors,
        now: new Date(),
      }),
    ),
  );
  forgetLocalDraft(input.applicant.citizen_id, service.expertform_id ?? 0);
  return created;
}

/** POST /uploadsoftexpert, one call per document, all at once (spec 001 §4 Submit step 3). */
async function sendToDocumentManager({ input }: { input: ManagerInput }): Promise<true> {
  const { service, created, descriptors } = input;
  if (!service || !created || !descriptors) throw malformed();
  const results = await Promise.all(softExpertRecords(service, created, descriptors).map((r) => uploadSoftExpert(r)));
  for (const r of results) unwrap(r);
  return true;
}

/** POST /assigndocument/{requestId} (spec 001 §4 Submit step 4). */
async function assignTheDocuments({ input }: { input: AssignInput }): Promise<true> {
  if (input.requestId === null || !input.descriptors) throw malformed();
  return unwrap(await assignDocuments(input.requestId, assignBody(input.descriptors)));
}

/**
 * The request a POST /requests with an unknown outcome created (issue 25 item 1), read fresh from the
 * applicant's desk list (contract D2, first page, in process, searched by the service's name; the
 * company's list when the request is for a company): the newest of that service created after the
 * attempt began (src/domain/unknownOutcome.ts `createdByAttempt`). Found, the browser's copy of
 * the draft goes (the server dropped its own, contract F5) and the pipeline continues with it.
 * @returns the request as POST /requests would have answered it, with what a list knows (`RequestID`,
 *   `code`; `title`, `attributes`, `acronym` are only in the lost answer: ''), or null when the
 *   server has none. Rejects with the list's failure.
 */
async function findCreatedRequest({ input }: { input: FindCreatedInput }): Promise<SchemaCreateRequestResponse | null> {
  invalidateRequestLists();
  const query = { citizenId: input.citizenId, page: 1, name: input.serviceName, status: 1 as const };
  const page = unwrap(
    input.companyId === null
      ? await getPersonalRequests(query)
      : await getCompanyRequests({ ...query, docIdentification: input.citizenId, companyId: input.companyId }),
  );
  const found = createdByAttempt(page.data, input.serviceName, input.since);
  if (!found) return null;
  return { success: true, RequestID: found.id, code: found.code ?? '', title: '', attributes: '', acronym: '' };
}

/**
 * Whether a POST /assigndocument with an unknown outcome attached the documents (issue 25 item 1):
 * the request's detail read fresh (contract Q1) lists every descriptor sent
 * (src/domain/unknownOutcome.ts `documentsAssigned`). Rejects with the read's failure.
 */
async function checkAssigned({ input }: { input: CheckAssignedInput }): Promise<boolean> {
  if (input.requestId === null || !input.descriptors) throw malformed();
  forgetRequestDetail(input.requestId);
  const detail = unwrap(await getRequestDetail(input.requestId, input.citizenId));
  return documentsAssigned(input.descriptors, detail.request.request_document ?? []);
}

/** The actors of the chart (`setup({ actors })`), each replaceable with `provide`. */
export const requestFormActors = {
  loadRequestForm: fromPromise<LoadedRequestForm, { serviceId: number; citizenId: string }>(loadRequestForm),
  /** The companies the citizen represents (GET /all/my/requests/with/company/{citizenId}, never cached). */
  loadRepresentedCompanies: fromPromise<RepresentedCompany[], { citizenId: string }>(async ({ input }) =>
    unwrap(await getRepresentedCompanies(input.citizenId)),
  ),
  /** A server mask validation (contract §2.5): resolves `{ ok: false }` when the call failed. */
  validateField: fromPromise<ServerOutcome, ServerCheck>(async ({ input }) => {
    const result = await validateMask(input);
    return result.ok ? { ok: true, body: result.data } : { ok: false };
  }),
  saveDraft: fromPromise<true, SchemaDraftSaveBody | null>(saveDraftKeepingLocal),
};

/** The actors of the submit pipeline (./submit.machine.ts), each replaceable with `provide`. */
export const requestSubmitActors = {
  uploadFiles,
  createRequest: fromPromise<SchemaCreateRequestResponse, CreateInput>(createTheRequest),
  sendToDocumentManager: fromPromise<true, ManagerInput>(sendToDocumentManager),
  assignDocuments: fromPromise<true, AssignInput>(assignTheDocuments),
  findCreatedRequest: fromPromise<SchemaCreateRequestResponse | null, FindCreatedInput>(findCreatedRequest),
  checkAssigned: fromPromise<boolean, CheckAssignedInput>(checkAssigned),
};
