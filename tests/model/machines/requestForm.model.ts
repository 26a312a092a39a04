import type { SnapshotFrom } from 'xstate';
import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import {
  currentStepErrors,
  isOnLastStep,
  requestFormMachine,
  type LoadedRequestForm,
  type RequestFormContext,
  type RequestFormInput,
  type SubmitInput,
  type SubmitOutput,
} from '../../../src/machines/requestForm.machine';
import type { SchemaDraft, SchemaExpertForm, SchemaService } from '../../../src/api/generated/admin';
import { ApiError } from '../../../src/api/result';
import { parseExpertForm } from '../../../src/domain/expertForm';
import { networkError, sampleUser } from './fixtures';
import { same } from './requestActions.assert';

/**
 * issue 25 "An expired session keeps the work": when the session ends by a refused refresh, the
 * browser keeps the draft as it stands: the citizen, service 31, expert form 114, the step being
 * typed (not the next one) and its typed answers (the registry number typed in this path), nothing
 * sent to the server, the form unchanged.
 */
function expectDraftKept(
  snapshot: { context: RequestFormContext },
  step: { called: ReadonlyArray<{ name: string; params: unknown }>; started: readonly unknown[] },
): void {
  const form = snapshot.context.form;
  expectEqual(
    step.called.map((a) => a.name),
    ['keepDraftLocally'],
    'the draft kept in the browser',
  );
  const body = step.called[0]?.params as Record<string, unknown>;
  expectEqual(
    [body.citizen_id, body.service_id, body.expertform_id, body.step],
    [CITIZEN, 31, 114, form?.step],
    'the kept draft: who, which form, the step being typed',
  );
  const typed = form?.values[RF.licencia];
  if (typeof typed === 'string') expectEqual(JSON.stringify(body.data).includes(JSON.stringify(typed)), true, 'the typed answer in the kept draft');
  expectEqual(step.started, [], 'nothing sent');
}

/**
 * A small form with what the chart decides on: a select whose option shows a hidden step, a cédula
 * (server-validated on blur), the hidden step with a required text, and an optional file field.
 */
export const requestFormPayload: SchemaExpertForm = {
  formulary_data: { name: 'prueba', institution_id: 10, version: 3 },
  fields: [
    [
      { type: 'header', subtype: 'h1', label: 'Datos de la solicitud', name: 'grp01', hidden: false, orden: '1' },
      {
        type: 'select',
        label: 'Tipo de solicitud',
        name: 'tiposolicitud',
        orden: '2',
        hidden: false,
        enabled: true,
        required: true,
        Mask: null,
        label_persist: 'tiposolicitud_label',
        values: [
          { label: 'Nueva', value: '1', rule: '0:grp02' },
          { label: 'Renovación', value: '2', rule: '1:grp02' },
        ],
      },
      {
        type: 'text',
        subtype: 'text',
        label: 'Cédula del promotor',
        name: 'cedulapromotor',
        orden: '3',
        hidden: false,
        enabled: true,
        required: true,
        Mask: '0',
        length: 13,
      },
      { type: 'header', subtype: 'h1', label: 'Licencia anterior', name: 'grp02', hidden: true, orden: '4' },
      {
        type: 'text',
        subtype: 'text',
        label: 'Número de licencia',
        name: 'numlicencia',
        orden: '5',
        hidden: false,
        enabled: true,
        required: true,
        Mask: null,
        length: 20,
      },
      { type: 'header', subtype: 'h1', label: 'Documentos', name: 'grp03', hidden: false, orden: '6' },
      { type: 'file', label: 'Plano de ubicación', name: 'planoubicacion', orden: '7', hidden: false, enabled: true, required: false, valid_exts: 'pdf' },
      {
        type: 'grid',
        label: 'Socios',
        name: 'socios',
        orden: '8',
        hidden: false,
        enabled: true,
        required: false,
        relationship: 'relsocios',
        fields: [
          {
            type: 'text',
            subtype: 'text',
            label: 'Nombre del socio',
            name: 'nombresocio',
            orden: '9',
            hidden: false,
            enabled: true,
            required: true,
            Mask: null,
          },
        ],
      },
    ],
  ],
  saved_fields: [],
} as unknown as SchemaExpertForm;

export const requestFormModelForm = parseExpertForm(requestFormPayload);
const idOf = (name: string) => requestFormModelForm.byName[name][0];
export const RF = {
  tipo: idOf('tiposolicitud'),
  cedula: idOf('cedulapromotor'),
  licencia: idOf('numlicencia'),
  plano: idOf('planoubicacion'),
  socios: idOf('socios'),
};

export const requestFormService = {
  id: 31,
  name: 'Licencia de operación para agencias de viajes y turoperadores',
  description: null,
  type_id: 2,
  expertform_id: 114,
  process_id: 1045,
  activity_id: 2,
  process_flow: '1',
  send: 1,
  prices: [
    {
      concept: 'Licencia de operación',
      variations: [
        { id: 11, concept: 'Agencia de viajes', price: '7000.00' },
        { id: 12, concept: 'Turoperador', price: '12000.00' },
      ],
    },
  ],
} as unknown as SchemaService;

export const requestFormDraft = {
  citizen_id: sampleUser.citizen_id,
  service_id: 31,
  expertform_id: 114,
  data: [
    { key: 'tiposolicitud', value: '2', labelValue: 'Renovación', type: 'select', label: 'Tipo de solicitud' },
    { key: 'numlicencia', value: 'LIC-2024-0099', labelValue: null, type: 'text', label: 'Número de licencia' },
  ],
  grid: {},
  appliedRuleList: ['1:grp02'],
  fakeStep: 1,
  step: 1,
  variations: [12],
  totalPayment: '12000.00',
} as unknown as SchemaDraft;

/**
 * issue 27: a draft saved on the review 'Revise su solicitud': Renovación (the step 'Licencia
 * anterior' shown, so three visible steps), the cédula and the licence answered, `fakeStep` 3 (one past
 * the last visible step: the review), `step` 2 (the last step).
 */
export const requestFormReviewDraft = {
  ...requestFormDraft,
  data: [
    { key: 'tiposolicitud', value: '2', labelValue: 'Renovación', type: 'select', label: 'Tipo de solicitud' },
    { key: 'cedulapromotor', value: '00113918205', labelValue: null, type: 'text', label: 'Cédula del promotor', Mask: '0' },
    { key: 'numlicencia', value: 'LIC-2024-0099', labelValue: null, type: 'text', label: 'Número de licencia' },
  ],
  fakeStep: 3,
  step: 2,
} as unknown as SchemaDraft;

const loaded = (over: Partial<LoadedRequestForm> = {}): LoadedRequestForm => ({
  service: requestFormService,
  model: requestFormModelForm,
  draft: null,
  ...over,
});

const applicant = sampleUser;
const input = (restricted: boolean): RequestFormInput => ({ serviceId: 31, applicant, company: null, restricted });
/** The URL names company 4 with a forged name (issue 10); or an id beyond Number.MAX_SAFE_INTEGER (id null). */
const withCompany: RequestFormInput = { ...input(false), company: { id: 4, name: 'Nombre Falso' } };
const withUnsafeCompany: RequestFormInput = { ...input(false), company: { id: null, name: 'Inversiones Turísticas del Este SRL' } };
const representsFour = [{ id: 4, company_name: 'Inversiones Turísticas del Este SRL' }];
const representsOthers = [{ id: 1, company_name: 'Posada Zona Colonial' }];

export const samplePdf = () => new File([new Uint8Array([37, 80, 68, 70])], 'plano.pdf', { type: 'application/pdf' });
const fileEntry = () => ({ id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device' as const, file: samplePdf() } });

export const descriptor = { name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.01 };
export const created = { success: true, RequestID: 1520, code: 'LO-2026-000123', title: 'documento-x', attributes: 'a', acronym: 'LODE' };
/** The submission key of the plan's file: `<field name>:<entry id>` (contract §2.9). */
export const PLANO_KEY = 'planoubicacion:f1';

/**
 * What the submit pipeline (`submit`, its own chart and model: requestSubmit.model.ts) may answer
 * (spec 001 §4 Submit sequence, §8): sent; the upload failed; the creation failed (the upload kept);
 * a step after the creation failed (the request and the document manager kept).
 */
const SUBMIT_SENT = { error: null, uploaded: { [PLANO_KEY]: descriptor }, created, managerDone: true, pendingCheck: null };
const SUBMIT_UPLOAD_FAILED = { error: 'requestForm.uploadError' as const, uploaded: {}, created: null, managerDone: false, pendingCheck: null };
const SUBMIT_CREATE_FAILED = {
  error: 'requestForm.createError' as const,
  uploaded: { [PLANO_KEY]: descriptor },
  created: null,
  managerDone: false,
  pendingCheck: null,
};
const SUBMIT_ASSIGN_FAILED = {
  error: 'requestForm.createError' as const,
  uploaded: { [PLANO_KEY]: descriptor },
  created,
  managerDone: true,
  pendingCheck: null,
};
/** issue 25: POST /requests got no readable answer and the check could not read the server: the next submit checks first. */
const SUBMIT_CREATE_UNCHECKED = {
  error: 'requestForm.outcomeUnchecked' as const,
  uploaded: { [PLANO_KEY]: descriptor },
  created: null,
  managerDone: false,
  pendingCheck: { step: 'create' as const, since: 1_764_338_400_000 },
};

/** What `loadRequestForm` may answer (spec 001 §2.3, §2.4, §4 Form flow): the form with tariffs; with a saved draft; no online form; no tariffs. */
const LOADED = loaded();
const LOADED_DRAFT = loaded({ draft: requestFormDraft });
const LOADED_REVIEW_DRAFT = loaded({ draft: requestFormReviewDraft });
const LOADED_UNAVAILABLE = loaded({ model: null });
const LOADED_NO_TARIFFS = loaded({ service: { ...requestFormService, prices: [] } });
const NOT_FOUND = new ApiError({ kind: 'http', status: 404 });
const PIPELINE_BUG = new Error('a bug in the pipeline');
/** The applicant's cédula (the fixture's citizen), as every call carries it. */
const CITIZEN = '00113918205';
/** The company of the URL once checked: the SERVER's name (issue 10). */
const CHECKED_COMPANY = { id: 4, name: 'Inversiones Turísticas del Este SRL' };
/** The filling regions right after the form (re)appears. */
const FORM_SHOWN = ['filling.editing', 'filling.checks.idle', 'filling.drafts.idle'];
/** issue 27: the review 'Revise su solicitud' (its draft save running). */
const REVIEW = 'reviewing.summary';

type Ctx = RequestFormContext;
type Step = OracleStep<SnapshotFrom<typeof requestFormMachine>>;
const prev = (step: Step): Ctx => {
  if (!step.previous) throw new Error('no previous snapshot');
  return step.previous.context;
};

/**
 * issue 27 item 2: once request 1520 exists, the browser remembers for the citizen the tariff and
 * variation chosen (the detail names none, contract §3.1): 11 'Agencia de viajes' RD$ 7,000.00, 12
 * 'Turoperador' RD$ 12,000.00, none for a service without tariffs; the variation's id and the files
 * of each file field by name and size (for the receipt rebuilt after a reload).
 */
function sentTariffKept(step: Step): { name: string; params: unknown } {
  const variation = prev(step).form?.variationId ?? null;
  const tariff =
    variation === 11
      ? { concept: 'Licencia de operación', variation: 'Agencia de viajes', price: 'RD$ 7,000.00' }
      : variation === 12
        ? { concept: 'Licencia de operación', variation: 'Turoperador', price: 'RD$ 12,000.00' }
        : null;
  // The files of the always visible step 'Documentos' by name and size (the detail names no field per document, contract §3.1).
  const form = prev(step).form;
  const files = form ? { planoubicacion: RF.plano in form.values ? [{ name: 'plano.pdf', sizeMb: 0.01 }] : [] } : null;
  return {
    name: 'keepSentTariff',
    params: { citizenId: CITIZEN, choice: { requestId: 1520, serviceId: 31, code: 'LO-2026-000123', tariff, variationId: variation, files } },
  };
}
const valuesOf = (c: Ctx) => (c.form?.values ?? {}) as Record<string, unknown>;
/** Tipo de solicitud 'Renovación' (2) shows the hidden step 'Licencia anterior' (rule 1:grp02). */
const renewal = (c: Ctx) => valuesOf(c)[RF.tipo] === '2';
/** spec 001 §5: the cédula must be given and the server must have accepted it (success and exist). */
const cedulaAccepted = (c: Ctx) => valuesOf(c)[RF.cedula] === CITIZEN && c.form !== null && !(RF.cedula in c.form.serverErrors);
/**
 * The fields of the current step that stop Continuar (spec 001 §5 required flags, cédula on the
 * server, §8 'Llene todos los campos requeridos'), in the step's order: step 0 'Datos de la
 * solicitud' (tipo, cédula), step 1 'Licencia anterior' (número de licencia), step 2 'Documentos'
 * (only optional fields).
 */
function invalidFields(c: Ctx, step: number | undefined = c.form?.step): string[] {
  if (step === 0) return [...(valuesOf(c)[RF.tipo] ? [] : [RF.tipo]), ...(cedulaAccepted(c) ? [] : [RF.cedula])];
  if (step === 1) return valuesOf(c)[RF.licencia] === 'LIC-2024-0099' ? [] : [RF.licencia];
  return [];
}
/** Every visible step is valid: 'Datos de la solicitud', 'Licencia anterior' when Renovación shows it (issue 27: the review may show). */
const allStepsValid = (c: Ctx) => invalidFields(c, 0).length === 0 && (!renewal(c) || invalidFields(c, 1).length === 0);
/** The visible steps (spec 001 §4 hidden steps): 0, 1 when Renovación shows it, 2. */
const visibleStepsOf = (c: Ctx) => (renewal(c) ? [0, 1, 2] : [0, 2]);
/** The next visible step (hidden steps skipped, spec 001 §4), null on the last one (step 2). */
const nextStepOf = (c: Ctx) => (c.form?.step === 0 ? (renewal(c) ? 1 : 2) : c.form?.step === 1 ? 2 : null);
/** The previous visible step, null on the first. */
const previousStepOf = (c: Ctx) => (c.form?.step === 2 ? (renewal(c) ? 1 : 0) : c.form?.step === 1 ? 0 : null);
/** The variations' prices (spec 001 §2.4 tariffs card): 11 Agencia de viajes, 12 Turoperador. */
const PRICE: Record<number, string> = { 11: '7000.00', 12: '12000.00' };
/** The submit pipeline's answer of the last run in the path before this step, if any. */
function lastSubmitOutput(step: Step): SubmitOutput | null {
  const done = step.path.steps.slice(1, step.index).filter((s) => s.event.type === 'xstate.done.actor.submit');
  return (done.at(-1)?.event.output as SubmitOutput | undefined) ?? null;
}

/** Whether the path reached the review 'Revise su solicitud' before this step (issue 27). */
function reachedReview(step: Step): boolean {
  return step.path.steps.slice(0, step.index).some((s) => typeof s.state.value === 'object' && 'reviewing' in (s.state.value as object));
}

/** The draft the last load of the path answered (null: none). */
function loadedDraft(step: Step): SchemaDraft | null {
  const loads = step.path.steps.slice(1, step.index + 1).filter((s) => s.event.type === 'xstate.done.actor.loadRequestForm');
  return (loads.at(-1)?.event.output as LoadedRequestForm | undefined)?.draft ?? null;
}

/** The tags of each top-level state (none where not listed). */
const TAGS: Record<string, string[]> = {
  checkingCompany: ['busy'],
  loading: ['busy'],
  restoring: ['busy', 'guarded'],
  filling: ['guarded'],
  reviewing: ['guarded'],
  submitting: ['busy', 'guarded'],
  submitFailed: ['guarded'],
  sent: ['busy'],
};

/** The number of state nodes active in `value` (each key and each leaf name is one). */
function activeNodes(value: unknown): number {
  if (typeof value === 'string') return 1;
  return Object.values(value as Record<string, unknown>).reduce<number>((n, child) => n + 1 + activeNodes(child), 0);
}

/** What the spec shows in these states (spec 001 §2.4, §4 Form flow, §8): message keys, literal. */
const SHOWS: ReadonlyArray<readonly ['draftPrompt' | 'restoring' | 'tariff' | { reviewing: 'summary' | 'confirming' } | 'sent' | 'failed', readonly string[]]> =
  [
    ['draftPrompt', ['requestForm.draftFound']],
    ['restoring', ['requestForm.restoring']],
    ['tariff', ['requestForm.tariffsTitle']],
    [{ reviewing: 'summary' }, ['requestForm.reviewTitle', 'requestForm.reviewChange', 'requestForm.submit']],
    [{ reviewing: 'confirming' }, ['requestForm.confirmTitle', 'requestForm.confirmBody']],
    ['sent', ['requestForm.sent']],
    ['failed', ['errors.loadFailed', 'common.retry']],
  ];

/** spec 001 §2.4, §4 Form flow and Submit sequence, §5, §8; contract §2.8–§2.10. */
export const requestFormModel = modelTestDefinition({
  name: 'requestForm',
  machine: requestFormMachine,
  inputs: { personal: input(false), restricted: input(true), withCompany, withUnsafeCompany },
  events: {
    retry: [{}],
    'xstate.done.actor.loadRepresentedCompanies': [{ output: representsFour }, { output: representsOthers }, { output: [] }],
    'xstate.error.actor.loadRepresentedCompanies': [{ error: networkError }],
    'xstate.done.actor.loadRequestForm': [
      { output: LOADED },
      { output: LOADED_DRAFT },
      { output: LOADED_REVIEW_DRAFT },
      { output: LOADED_UNAVAILABLE },
      { output: LOADED_NO_TARIFFS },
    ],
    'xstate.error.actor.loadRequestForm': [{ error: NOT_FOUND }, { error: networkError }],
    'draft.restore': [{}],
    'draft.discard': [{}],
    'variation.select': [{ variationId: 11 }],
    'tariff.confirm': [{}],
    'tariff.close': [{}],
    'field.change': [
      { fieldId: RF.tipo, value: '2' },
      { fieldId: RF.cedula, value: '00113918205' },
      { fieldId: RF.licencia, value: 'LIC-2024-0099' },
      { fieldId: RF.plano, value: { files: [fileEntry()] } },
    ],
    'field.blur': [{ fieldId: RF.cedula }],
    'xstate.done.actor.validateField': [
      { output: { ok: true, body: { success: true, exist: true } } },
      { output: { ok: true, body: { success: true, exist: false } } },
    ],
    'xstate.error.actor.validateField': [{ error: networkError }],
    'grid.add': [
      { gridId: RF.socios, row: { nombresocio: 'Pedro Almonte' } },
      { gridId: RF.socios, row: {} },
    ],
    'grid.remove': [{ gridId: RF.socios, index: 0 }],
    'step.next': [{}],
    'step.back': [{}],
    // issue 27: 'Cambiar' of the first step, and of 'Licencia anterior' (hidden unless Renovación).
    'review.change': [{ step: 0 }, { step: 1 }],
    'confirm.accept': [{}],
    'confirm.cancel': [{}],
    'xstate.done.actor.submit': [
      { output: SUBMIT_SENT },
      { output: SUBMIT_UPLOAD_FAILED },
      { output: SUBMIT_CREATE_FAILED },
      { output: SUBMIT_ASSIGN_FAILED },
      { output: SUBMIT_CREATE_UNCHECKED },
    ],
    'xstate.error.actor.submit': [{ error: PIPELINE_BUG }],
    'submit.retry': [{}],
    // Raised by the chart itself on each advance (never sent by the user).
    'draft.save': [],
    'xstate.done.actor.saveDraft': [{ output: true }],
    'xstate.error.actor.saveDraft': [{ error: networkError }],
    // issue 25: the session chart is ending a session whose refresh was refused.
    'session.expiring': [{}],
  },
  provide: {
    actions: {
      keepDraftLocally: () => {},
      keepSentTariff: () => {},
      notifyError: () => {},
      notifySuccess: () => {},
      notifyNotice: () => {},
      focusField: () => {},
      leavePage: () => {},
      leaveToPublic: () => {},
      goToDetails: () => {},
    },
  },
  // Oracles from spec 001 §2.3, §2.4, §4 Form flow and Submit sequence, §5, §8, issue 10 (the URL's
  // company), issue 25 (an expired session keeps the work) (tests/model/README.md "Oracles").
  // Provided actions recorded: keepDraftLocally, keepSentTariff, notifyError, notifySuccess, notifyNotice,
  // focusField, leavePage, leaveToPublic, goToDetails.
  expect: {
    // spec 001 §2.3 rule 1: a restricted base role never gets the form; a company in the URL is checked first.
    initial: (i) => ((i as RequestFormInput).restricted ? 'restricted' : (i as RequestFormInput).company ? 'checkingCompany' : 'loading'),
    states: {
      start: { shows: ['loader'] },
      checkingCompany: {
        shows: ['loader'],
        on: {
          // Only company 4, which the citizen represents, is accepted (the unsafe id never matches).
          'xstate.done.actor.loadRepresentedCompanies': (step) =>
            step.event.output === representsFour && (step.input as RequestFormInput).company?.id === 4 ? 'loading' : 'companyRefused',
          'xstate.error.actor.loadRepresentedCompanies': 'failed',
        },
        check(snapshot, step) {
          expectEqual([snapshot.context.company, snapshot.context.error], [null, null], 'no company before the check; a retry clears the load error');
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['loadRepresentedCompanies', { citizenId: CITIZEN }]],
            'GET /all/my/requests/with/company/00113918205 (get_only_companies_details)',
          );
        },
      },
      companyRefused: {
        shows: ['requestForm.companyRefused', 'requestForm.continuePersonal', 'requestForm.backToService'],
        check(snapshot, step) {
          expectEqual([snapshot.status, snapshot.context.company, step.started], ['done', null, []], 'nothing loaded or sent for the company');
        },
      },
      restricted: {
        shows: ['errors.restrictedRole', 'requestForm.toDesk'],
        check(snapshot, step) {
          expectEqual([snapshot.status, step.started, step.called], ['done', [], []], 'nothing loaded');
        },
      },
      loading: {
        shows: ['loader'],
        on: {
          'xstate.done.actor.loadRequestForm': ({ event }) =>
            event.output === LOADED_UNAVAILABLE
              ? 'unavailable'
              : event.output === LOADED_DRAFT || event.output === LOADED_REVIEW_DRAFT
                ? 'draftPrompt'
                : event.output === LOADED_NO_TARIFFS
                  ? FORM_SHOWN
                  : 'tariff',
          'xstate.error.actor.loadRequestForm': ({ event }) => (event.error === NOT_FOUND ? 'notFound' : 'failed'),
        },
        check(snapshot, step) {
          const c = snapshot.context;
          // The service and its expert form (GET /services/31, GET /expertform/114/get/00113918205), once.
          expectEqual(
            step.started.map((x) => [x.id, x.input]),
            [['loadRequestForm', { serviceId: 31, citizenId: CITIZEN }]],
            'the service and its form requested',
          );
          expectEqual(
            [c.error, c.company],
            [null, (step.input as RequestFormInput).company ? CHECKED_COMPANY : null],
            'no error; the checked company with the server name',
          );
        },
      },
      failed: {
        shows: ['errors.loadFailed', 'common.retry'],
        // A company not yet checked is checked again first.
        on: { retry: (step) => (prev(step).claimedCompany !== null && prev(step).company === null ? 'checkingCompany' : 'loading') },
        check(snapshot, step) {
          expectEqual([snapshot.context.error, step.called], ['errors.loadFailed', []], 'the load error, no toast');
        },
      },
      notFound: {
        shows: ['loader', 'navigation to /public'],
        check(snapshot, { called }) {
          expectEqual([snapshot.status, called], ['done', [{ name: 'leaveToPublic', params: undefined }]], 'a missing service leaves to /public');
        },
      },
      unavailable: {
        shows: ['requestForm.unavailable', 'requestForm.backToService'],
        check(snapshot) {
          expectEqual(
            [snapshot.status, snapshot.context.service, snapshot.context.model, snapshot.context.form],
            ['done', requestFormService, null, null],
            'the service (to go back to), no form',
          );
        },
      },
      draftPrompt: {
        shows: ['requestForm.draftFound', 'requestForm.draftRestore', 'requestForm.draftDiscard'],
        on: { 'draft.restore': 'restoring', 'draft.discard': 'tariff' },
        check(snapshot, step) {
          const c = snapshot.context;
          expectEqual(
            [c.draft, c.form, c.service, c.model],
            [loadedDraft(step), null, requestFormService, requestFormModelForm],
            'the loaded form and its draft',
          );
        },
      },
      restoring: {
        shows: ['requestForm.restoring'],
        // issue 27: a draft saved on the review opens the review (its answers are complete).
        on: { 'xstate.after.restoreDelay': (step) => (loadedDraft(step) === requestFormReviewDraft ? REVIEW : FORM_SHOWN) },
        check(snapshot, step) {
          // Rules, step, data and variation of the draft (Renovación shows 'Licencia anterior', step 1; the review's draft: step 2).
          const { form, draft, selectedVariation } = snapshot.context;
          expectEqual(
            [form?.step, form?.variationId, selectedVariation, form?.values[RF.tipo], form?.values[RF.licencia], draft],
            [loadedDraft(step) === requestFormReviewDraft ? 2 : 1, 12, 12, '2', 'LIC-2024-0099', null],
            'the draft restored',
          );
        },
      },
      tariffEntry: { shows: ['loader'] },
      tariff: {
        shows: ['requestForm.tariffsTitle', 'requestForm.variationLabel', 'requestForm.confirmVariation'],
        on: {
          'variation.select': STAYS,
          'tariff.confirm': (step) => (prev(step).selectedVariation !== null ? FORM_SHOWN : STAYS),
          'tariff.close': (step) => (prev(step).form !== null ? FORM_SHOWN : 'closed'),
        },
        check(snapshot, step) {
          const c = snapshot.context;
          if (step.event.type === 'draft.discard') expectEqual(c.draft, null, 'the discarded draft is dropped');
          if (step.event.type === 'variation.select') expectEqual(c.selectedVariation, 11, 'the chosen variation');
          else if (step.event.type === 'step.back')
            expectEqual([c.form?.step, c.selectedVariation], [0, prev(step).form?.variationId], 'reopened from the first step');
          else if (step.event.type !== 'tariff.confirm') expectEqual([c.form, c.selectedVariation], [null, null], 'no form, no variation yet');
          expectEqual(step.called, [], 'no action');
        },
      },
      closed: {
        shows: ['navigation to the service'],
        check(snapshot, { called }) {
          expectEqual([snapshot.status, called], ['done', [{ name: 'leavePage', params: undefined }]], 'closing the tariffs before a form leaves the page');
        },
      },
      filling: { shows: ['stepper', 'requestForm.back', 'requestForm.continue | requestForm.submit'] },
      'filling.editing': {
        shows: ["the current step's fields", 'error: requestForm.fillRequired'],
        on: {
          'session.expiring': STAYS,
          'field.change': STAYS,
          'grid.add': STAYS,
          'grid.remove': STAYS,
          // spec 001 §5: a typed cédula is checked on the server on blur, once per value (an accepted one is not re-checked).
          'field.blur': (step) => {
            const c = prev(step);
            return valuesOf(c)[RF.cedula] === CITIZEN && c.checks.length === 0 && !c.notices[RF.cedula]
              ? ['filling.editing', 'filling.checks.checking']
              : STAYS;
          },
          'step.next': (step) => {
            const c = prev(step);
            if (c.checks.length > 0 || invalidFields(c).length > 0) return STAYS;
            // issue 27: from the last step to the review; once it was reached, back to it when every visible step is valid.
            if (nextStepOf(c) === null || (reachedReview(step) && allStepsValid(c))) return REVIEW;
            return ['filling.editing', 'filling.drafts.saving'];
          },
          'step.back': (step) => (previousStepOf(prev(step)) === null ? 'tariff' : STAYS),
        },
        check(snapshot, step) {
          const c = snapshot.context;
          const { event } = step;
          if (event.type === 'field.change') expectEqual(c.form?.values[event.fieldId as string], event.value, 'the typed value');
          if (event.type === 'session.expiring') expectDraftKept(snapshot, step);
          if (event.type === 'step.next' && step.before.includes('filling.editing')) {
            const p = prev(step);
            const invalid = invalidFields(p);
            if (p.checks.length > 0) {
              expectEqual([c.form?.step, step.called], [p.form?.step, []], 'Continuar waits for the server check');
            } else if (invalid.length > 0) {
              expectEqual(Object.keys(c.stepErrors).sort(), [...invalid].sort(), "the step's errors shown");
              expectEqual(
                step.called,
                [
                  { name: 'notifyError', params: { key: 'requestForm.fillRequired' } },
                  { name: 'focusField', params: { fieldId: invalid[0] } },
                ],
                "'Llene todos los campos requeridos' and focus on the first invalid field",
              );
              expectEqual(c.form?.step, p.form?.step, 'the step stays');
            } else {
              expectEqual([c.form?.step, c.stepErrors, step.called], [nextStepOf(p), {}, []], 'the next visible step');
            }
          }
          if (event.type === 'step.back') {
            // issue 27: Retroceder on the review opens the last step.
            const fromReview = step.before.some((b) => b.startsWith('reviewing'));
            expectEqual([c.form?.step, c.stepErrors], [fromReview ? 2 : previousStepOf(prev(step)), {}], 'the previous visible step');
          }
          // issue 27: 'Cambiar' opens that step, its answers as they were.
          if (event.type === 'review.change')
            expectEqual([c.form?.step, c.form?.values, c.stepErrors, step.started], [event.step, prev(step).form?.values, {}, []], 'the step of Cambiar');
          if (event.type === 'grid.add') {
            const rows = c.form?.grids[RF.socios] ?? [];
            const before = prev(step).form?.grids[RF.socios] ?? [];
            // spec 001 §5 'Asegurese de llenar los campos': an empty row is refused.
            expectEqual(rows, Object.keys(event.row as object).length ? [...before, event.row] : before, 'the grid rows');
          }
          if (event.type === 'grid.remove') expectEqual(c.form?.grids[RF.socios], undefined, 'the only row removed');
          if (event.type === 'tariff.confirm') {
            expectEqual([c.form?.variationId, c.form?.step], [prev(step).selectedVariation, prev(step).form?.step ?? 0], 'the confirmed variation applied');
          }
          if (event.type === 'tariff.close') expectEqual(c.selectedVariation, prev(step).form?.variationId, "the selection back to the form's variation");
          if (event.type === 'xstate.done.actor.loadRequestForm') expectEqual([c.form?.step, c.form?.variationId], [0, null], 'the form without a tariff');
          if (event.type.startsWith('xstate.after.restoreDelay')) expectEqual(step.elapsedMs, 2500, "the 'Restableciendo' overlay lasts 2.5 s");
        },
      },
      'filling.checks': { shows: ["the current step's fields"] },
      'filling.checks.idle': { shows: ['Continuar enabled'] },
      'filling.checks.checking': {
        shows: ['requestForm.checking', 'Continuar disabled'],
        on: { 'xstate.done.actor.validateField': 'filling.checks.idle', 'xstate.error.actor.validateField': 'filling.checks.idle' },
        check(_snapshot, step) {
          if (step.event.type === 'field.blur') {
            expectEqual(
              step.started.map((c) => [c.id, c.input]),
              [['validateField', { fieldId: RF.cedula, mask: '0', operationId: 'validateCedula', path: { cedula: CITIZEN } }]],
              'GET /jce/validate/00113918205',
            );
          }
        },
      },
      'filling.drafts': { shows: ["the current step's fields"] },
      'filling.drafts.idle': {
        shows: ['requestForm.draftKeptLocally after a failed save'],
        check(snapshot, step) {
          if (step.event.type === 'xstate.done.actor.saveDraft') expectEqual(snapshot.context.draftNotice, null, 'a saved draft: no notice');
          if (step.event.type === 'xstate.error.actor.saveDraft')
            expectEqual(snapshot.context.draftNotice, 'requestForm.draftKeptLocally', 'a failed save: kept in the browser, a quiet notice');
          if (step.event.type.endsWith('.saveDraft')) expectEqual(step.called, [], 'no toast for a draft save');
        },
      },
      'filling.drafts.saving': {
        shows: ["the current step's fields (the save is silent)"],
        on: { 'xstate.done.actor.saveDraft': 'filling.drafts.idle', 'xstate.error.actor.saveDraft': 'filling.drafts.idle' },
        check(snapshot, step) {
          if (step.event.type !== 'step.next') return;
          // spec 001 §4 "A draft is saved each time a step is advanced": POST /drafts with the new step.
          const form = snapshot.context.form;
          const variation = form?.variationId ?? null;
          expectEqual(
            step.started.map((c) => c.id),
            ['saveDraft'],
            'POST /drafts once per advance',
          );
          const body = step.started[0].input as Record<string, unknown>;
          expectEqual(
            [body.citizen_id, body.service_id, body.expertform_id, body.step, body.variations, body.totalPayment],
            [CITIZEN, 31, 114, form?.step, variation === null ? [] : [variation], variation === null ? '' : PRICE[variation]],
            'the draft body',
          );
        },
      },
      reviewing: {
        shows: ['requestForm.reviewTitle', 'each visible step: title, answers, requestForm.reviewChange'],
        on: {
          'session.expiring': STAYS,
          // The review's draft save answers silently (contract F2: the answer is ignored).
          'xstate.done.actor.saveDraft': STAYS,
          'xstate.error.actor.saveDraft': STAYS,
        },
        check(snapshot, step) {
          const c = snapshot.context;
          const entered = !step.before.some((b) => b.startsWith('reviewing'));
          if (step.event.type === 'session.expiring') {
            expectDraftKept(snapshot, step);
            // issue 27: kept as saved on the review (fakeStep one past the last visible step).
            expectEqual((step.called[0]?.params as { fakeStep?: unknown }).fakeStep, visibleStepsOf(c).length, 'the kept draft opens the review');
          } else if (entered) {
            // Reaching the review is an advance (spec 001 §4 "A draft is saved each time a step is advanced"): POST /drafts, marked as on the review.
            const saves = step.started.filter((x) => x.id === 'saveDraft');
            expectEqual(saves.length, 1, 'POST /drafts on reaching the review');
            const body = saves[0].input as Record<string, unknown>;
            expectEqual(
              [body.citizen_id, body.service_id, body.expertform_id, body.step, body.fakeStep, body.variations],
              [CITIZEN, 31, 114, c.form?.step, visibleStepsOf(c).length, c.form?.variationId === null ? [] : [c.form?.variationId]],
              'the draft saved on the review: fakeStep past the last visible step',
            );
          }
          if (step.event.type === 'xstate.done.actor.saveDraft') expectEqual([c.draftNotice, step.called], [null, []], 'a saved draft: no notice, no toast');
          if (step.event.type === 'xstate.error.actor.saveDraft')
            expectEqual([c.draftNotice, step.called], ['requestForm.draftKeptLocally', []], 'a failed save: the quiet notice');
        },
      },
      'reviewing.summary': {
        shows: ['requestForm.reviewTitle', 'requestForm.reviewChange', 'requestForm.back', 'requestForm.submit', 'error: context.error'],
        on: {
          // 'Cambiar' opens that step when it is shown ('Licencia anterior' only for Renovación).
          'review.change': (step) => (visibleStepsOf(prev(step)).includes(step.event.step as number) ? FORM_SHOWN : STAYS),
          'step.back': FORM_SHOWN,
          'step.next': 'reviewing.confirming',
        },
        check(snapshot, step) {
          if (step.event.type === 'confirm.cancel') {
            // 'Revisar' closes the dialog: the review again, the answers kept, nothing sent.
            expectEqual([snapshot.context.form, step.started, step.called], [prev(step).form, [], []], 'back to the review, nothing sent');
          }
          if (step.event.type === 'review.change') expectEqual([snapshot.context.form, step.called], [prev(step).form, []], 'a hidden step is not opened');
          const { event } = step;
          const c = snapshot.context;
          if (event.type === 'xstate.done.actor.submit' || event.type === 'xstate.error.actor.submit') {
            // spec 001 §8: before the request exists, back to the review with the message; uploads kept.
            const out = event.type === 'xstate.done.actor.submit' ? (event.output as SubmitOutput) : null;
            const error = out ? out.error : 'requestForm.unexpectedError';
            expectEqual(
              [c.error, c.uploaded, c.created, step.called],
              [error, out ? out.uploaded : {}, null, [{ name: 'notifyError', params: { key: error } }]],
              'the failed submit: its message toasted, the uploads kept',
            );
          }
        },
      },
      'reviewing.confirming': {
        shows: ['requestForm.confirmTitle', 'requestForm.confirmBody', 'requestForm.submit', 'requestForm.review'],
        on: { 'confirm.accept': 'submitting', 'confirm.cancel': REVIEW },
        check(snapshot, step) {
          if (step.event.type === 'session.expiring') return;
          expectEqual([snapshot.context.form, step.started, step.called], [prev(step).form, [], []], 'the confirmation over the review, nothing sent yet');
        },
      },
      submitting: {
        shows: ['requestForm.sending', 'requestForm.uploading {n} while uploading'],
        on: {
          'xstate.done.actor.submit': ({ event }) =>
            (event.output as SubmitOutput).error === null ? 'sent' : (event.output as SubmitOutput).created !== null ? 'submitFailed' : REVIEW,
          // issue 27: a failure before the request exists returns to the review (the answers, the message).
          'xstate.error.actor.submit': REVIEW,
        },
        check(snapshot, step) {
          const c = snapshot.context;
          expectEqual(c.error, null, 'the last message cleared');
          // spec 001 §4 Submit sequence: the answers, the applicant, the checked company, and what a previous run left.
          const left = lastSubmitOutput(step) ?? { uploaded: {}, created: null, managerDone: false, pendingCheck: null };
          expectEqual(
            step.started.map((x) => x.id),
            ['submit'],
            'the submit pipeline started once',
          );
          const { form, ...rest } = step.started[0].input as SubmitInput;
          expectEqual(form === prev(step).form, true, 'the answers as they are');
          expectEqual(
            rest,
            {
              service: requestFormService,
              applicant: sampleUser,
              company: (step.input as RequestFormInput).company ? CHECKED_COMPANY : null,
              serviceId: 31,
              uploaded: left.uploaded,
              created: left.created,
              managerDone: left.managerDone,
              // issue 25: a write whose outcome is still unknown is passed back, so the pipeline checks before sending.
              pendingCheck: left.pendingCheck,
            },
            'the submit pipeline input',
          );
        },
      },
      submitFailed: {
        shows: ['error: context.error', 'requestForm.retrySubmit'],
        on: { 'submit.retry': 'submitting' },
        check(snapshot, step) {
          expectEqual(
            [snapshot.context.error, snapshot.context.created, snapshot.context.managerDone, step.called],
            ['requestForm.createError', created, true, [{ name: 'notifyError', params: { key: 'requestForm.createError' } }, sentTariffKept(step)]],
            'after the request exists: the message, only a retry; the tariff chosen remembered for request 1520',
          );
        },
      },
      sent: {
        shows: ['requestForm.sent'],
        on: { 'xstate.after.redirectDelay': 'done' },
        check(snapshot, step) {
          expectEqual(
            [snapshot.context.created, snapshot.context.error, step.called],
            [created, null, [{ name: 'notifySuccess', params: { key: 'requestForm.sent' } }, sentTariffKept(step)]],
            "'Solicitud enviada satisfactoriamente.'; the tariff chosen remembered for request 1520",
          );
        },
      },
      done: {
        shows: ['navigation to /app/serviceRequestedDetails/{RequestID}'],
        check(snapshot, step) {
          expectEqual(
            [snapshot.status, step.elapsedMs, step.called],
            ['done', 1000, [{ name: 'goToDetails', params: { requestId: 1520 } }]],
            'redirect after 1 s to /app/serviceRequestedDetails/1520',
          );
        },
      },
    },
  },
  paths: 'shortest',
  // With a company in the URL only the check itself is new: exploring stops once the form has
  // loaded (the personal paths already walk the whole form; the company then only rides along).
  stopWhen: (s) => s.context.claimedCompany !== null && !s.matches('checkingCompany') && !s.matches('loading') && !s.matches('failed'),
  // The answers multiply states; what the guards read is kept: the state, the step, the variation,
  // which fields hold values, the server verdicts, the queue, and the pipeline's progress.
  serializeState: (s) => {
    const c = s.context;
    const form = c.form;
    return JSON.stringify([
      s.value,
      form?.step ?? null,
      form?.variationId ?? null,
      c.selectedVariation,
      form ? Object.keys(currentStepErrors(c)).length > 0 : null,
      form ? isOnLastStep(c) : null,
      form ? RF.plano in form.values : null,
      c.checks.length,
      // issue 27: which draft (saved on a step or on the review) is offered.
      c.draft?.fakeStep ?? null,
      Object.keys(c.uploaded).length,
      c.created !== null,
      c.managerDone,
      c.pendingCheck?.step ?? null,
      c.draftNotice,
      c.reviewed,
    ]);
  },
  assert(real, _model, { event, path, index }) {
    const c = real.context;
    // Tags the view reads: `guarded` the leave warning (spec 001 §4 Form flow), `busy` the loader,
    // `checking` Continuar disabled while a server validation runs (§5).
    const top = typeof real.value === 'string' ? real.value : Object.keys(real.value)[0];
    const tags = [...(TAGS[top] ?? []), ...(real.matches({ filling: { checks: 'checking' } }) ? ['checking'] : [])];
    same([...real.tags].sort(), tags.sort(), `tags of ${top}`);
    // meta on every active state node (spec section + what shows), and what the spec shows in key states.
    const metas = Object.values(real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>);
    if (metas.length !== activeNodes(real.value) || metas.some((m) => typeof m.spec !== 'string' || !Array.isArray(m.shows))) {
      throw new Error(`meta missing in ${JSON.stringify(real.value)}`);
    }
    const shows = metas.flatMap((m) => m.shows as string[]);
    for (const [state, keys] of SHOWS) {
      if (real.matches(state) && !keys.every((k) => shows.includes(k)))
        throw new Error(`${JSON.stringify(state)} shows ${shows.join(', ')}, not ${keys.join(', ')}`);
    }
    // Issue 10: the URL's company is never trusted. It is checked before anything loads; only company
    // 4, listed as represented, is accepted, with the server's name; otherwise the page refuses.
    if (c.claimedCompany !== null && real.matches('loading') && real.children.loadRequestForm) {
      if (JSON.stringify(c.company) !== JSON.stringify({ id: 4, name: 'Inversiones Turísticas del Este SRL' })) {
        throw new Error(`loading for company ${JSON.stringify(c.company)} without a check`);
      }
    }
    if (event.type === 'xstate.done.actor.loadRepresentedCompanies') {
      const output = (event as { output?: unknown }).output;
      const accepted = output === representsFour && c.claimedCompany?.id === 4;
      if (accepted !== real.matches('loading'))
        throw new Error(`company ${JSON.stringify(c.claimedCompany)} with ${JSON.stringify(output)}: ${JSON.stringify(real.value)}`);
      if (!accepted && (!real.matches('companyRefused') || c.company !== null)) throw new Error('an unrepresented company must be refused');
    }
    if (event.type === 'xstate.error.actor.loadRepresentedCompanies' && (!real.matches('failed') || c.error !== 'errors.loadFailed')) {
      throw new Error('a failed company check must offer the retry');
    }
    // spec 001 §4 Submit sequence: the pipeline gets the answers, the applicant, the checked company
    // and what a previous run left (so a retry never uploads twice nor creates a second request).
    if (real.matches('submitting')) {
      const sent = (real.children.submit?.getSnapshot() as { context?: { input?: Record<string, unknown> } } | undefined)?.context?.input;
      if (!sent) throw new Error('submitting without the submit pipeline');
      const company = c.claimedCompany === null ? null : { id: 4, name: 'Inversiones Turísticas del Este SRL' };
      same(
        { company: sent.company, serviceId: sent.serviceId, applicant: sent.applicant, service: sent.service, form: sent.form === c.form },
        { company, serviceId: 31, applicant, service: requestFormService, form: true },
        'submit pipeline input',
      );
      const previous = [...path.steps.slice(1, index)].reverse().find((s) => s.event.type === 'xstate.done.actor.submit')?.event as
        { output?: typeof SUBMIT_SENT } | undefined;
      const left = previous?.output ?? { uploaded: {}, created: null, managerDone: false, pendingCheck: null };
      same(
        { uploaded: sent.uploaded, created: sent.created, managerDone: sent.managerDone, pendingCheck: sent.pendingCheck },
        { uploaded: left.uploaded, created: left.created, managerDone: left.managerDone, pendingCheck: left.pendingCheck },
        'what the last run left, passed back',
      );
    }
    if (event.type === 'xstate.done.actor.submit') {
      const output = (event as { output?: unknown }).output;
      if (output === SUBMIT_SENT) same([real.value, c.created, c.error], ['sent', created, null], 'a sent request');
      if (output === SUBMIT_ASSIGN_FAILED)
        same(
          [real.value, c.created, c.managerDone, c.error],
          ['submitFailed', created, true, 'requestForm.createError'],
          'a failure after the request exists offers only the retry',
        );
      const before = [SUBMIT_UPLOAD_FAILED, SUBMIT_CREATE_FAILED, SUBMIT_CREATE_UNCHECKED].find((o) => o === output) ?? null;
      if (before) {
        if (!real.matches({ reviewing: 'summary' }) || c.form === null) throw new Error('a failed submit before creation must return to the review');
        same(
          [c.error, c.uploaded, c.created, c.pendingCheck],
          [before.error, before.uploaded, null, before.pendingCheck],
          'the message, with the uploads and the unchecked write kept',
        );
      }
    }
    if (event.type === 'xstate.error.actor.submit' && (!real.matches('reviewing') || c.error !== 'requestForm.unexpectedError')) {
      throw new Error('a broken pipeline must return to the review with the support message');
    }
    // spec 001 §4 "A draft is saved each time a step is advanced"; a failed save never stops the form.
    if (real.matches({ filling: { drafts: 'saving' } })) {
      const body = (real.children.saveDraft?.getSnapshot() as { context?: { input?: Record<string, unknown> } } | undefined)?.context?.input;
      if (!body || body.citizen_id !== applicant.citizen_id || body.service_id !== 31 || !Array.isArray(body.data) || body.data.length === 0) {
        throw new Error(`draft body ${JSON.stringify(body)} lacks the citizen, the service or the answers`);
      }
    }
    if (event.type === 'xstate.error.actor.saveDraft') {
      if (!(real.matches('filling') || real.matches('reviewing')) || c.form === null) throw new Error('a failed draft save must keep the form working');
      if (c.draftNotice !== 'requestForm.draftKeptLocally') throw new Error(`draft notice ${c.draftNotice} after a failed save`);
    }
    if (event.type === 'xstate.done.actor.saveDraft' && c.draftNotice !== null) throw new Error('the draft notice stays after a saved draft');
    // spec 001 §2.4 / §4 Form flow "form steps, confirm dialog, submit": the confirmation only guards the
    // submit. Cancelling it returns to the form on its last step (index 2, 'Documentos') with the
    // answers kept, and nothing is uploaded or created.
    if (event.type === 'confirm.cancel') {
      if (!real.matches({ reviewing: 'summary' })) throw new Error(`confirm.cancel → ${JSON.stringify(real.value)}`);
      if (real.children.submit || c.created !== null) throw new Error('a cancelled confirmation sent the request');
    }
    if (event.type === 'grid.add') {
      const rows = c.form?.grids[RF.socios] ?? [];
      if (rows.some((r) => Object.keys(r).length === 0)) throw new Error('an empty grid row was accepted');
    }
    const restored = [...path.steps.slice(1, index + 1)].reverse().find((s) => s.event.type === 'xstate.done.actor.loadRequestForm')?.event as
      { output?: LoadedRequestForm } | undefined;
    if (
      event.type === 'draft.restore' &&
      (c.form?.step !== restored?.output?.draft?.step || c.form?.variationId !== 12 || c.form?.values[RF.licencia] !== 'LIC-2024-0099')
    ) {
      throw new Error('the draft was not restored (step, variation, data)');
    }
  },
});
