import { modelTestDefinition } from '../lib/definition';
import { currentStepErrors, isOnLastStep, requestFormMachine, type LoadedRequestForm, type RequestFormInput } from '../../../src/machines/requestForm.machine';
import type { SchemaDraft, SchemaExpertForm, SchemaService } from '../../../src/api/generated/admin';
import { ApiError } from '../../../src/api/result';
import { parseExpertForm } from '../../../src/domain/expertForm';
import { networkError, sampleUser } from './fixtures';
import { same } from './requestActions.assert';

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
      { type: 'text', subtype: 'text', label: 'Cédula del promotor', name: 'cedulapromotor', orden: '3', hidden: false, enabled: true, required: true, Mask: '0', length: 13 },
      { type: 'header', subtype: 'h1', label: 'Licencia anterior', name: 'grp02', hidden: true, orden: '4' },
      { type: 'text', subtype: 'text', label: 'Número de licencia', name: 'numlicencia', orden: '5', hidden: false, enabled: true, required: true, Mask: null, length: 20 },
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
        fields: [{ type: 'text', subtype: 'text', label: 'Nombre del socio', name: 'nombresocio', orden: '9', hidden: false, enabled: true, required: true, Mask: null }],
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
const SUBMIT_SENT = { error: null, uploaded: { [PLANO_KEY]: descriptor }, created, managerDone: true };
const SUBMIT_UPLOAD_FAILED = { error: 'requestForm.uploadError' as const, uploaded: {}, created: null, managerDone: false };
const SUBMIT_CREATE_FAILED = { error: 'requestForm.createError' as const, uploaded: { [PLANO_KEY]: descriptor }, created: null, managerDone: false };
const SUBMIT_ASSIGN_FAILED = { error: 'requestForm.createError' as const, uploaded: { [PLANO_KEY]: descriptor }, created, managerDone: true };

/** The number of state nodes active in `value` (each key and each leaf name is one). */
function activeNodes(value: unknown): number {
  if (typeof value === 'string') return 1;
  return Object.values(value as Record<string, unknown>).reduce<number>((n, child) => n + 1 + activeNodes(child), 0);
}

/** What the spec shows in these states (spec 001 §2.4, §4 Form flow, §8): message keys, literal. */
const SHOWS: ReadonlyArray<readonly ['draftPrompt' | 'restoring' | 'tariff' | 'confirming' | 'sent' | 'failed', readonly string[]]> = [
  ['draftPrompt', ['requestForm.draftFound']],
  ['restoring', ['requestForm.restoring']],
  ['tariff', ['requestForm.tariffsTitle']],
  ['confirming', ['requestForm.confirmTitle', 'requestForm.confirmBody']],
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
      { output: loaded() },
      { output: loaded({ draft: requestFormDraft }) },
      { output: loaded({ model: null }) },
      { output: loaded({ service: { ...requestFormService, prices: [] } as SchemaService }) },
    ],
    'xstate.error.actor.loadRequestForm': [{ error: new ApiError({ kind: 'http', status: 404 }) }, { error: networkError }],
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
    'xstate.done.actor.validateField': [{ output: { ok: true, body: { success: true, exist: true } } }, { output: { ok: true, body: { success: true, exist: false } } }],
    'xstate.error.actor.validateField': [{ error: networkError }],
    'grid.add': [{ gridId: RF.socios, row: { nombresocio: 'Pedro Almonte' } }, { gridId: RF.socios, row: {} }],
    'grid.remove': [{ gridId: RF.socios, index: 0 }],
    'step.next': [{}],
    'step.back': [{}],
    'confirm.accept': [{}],
    'confirm.cancel': [{}],
    'xstate.done.actor.submit': [{ output: SUBMIT_SENT }, { output: SUBMIT_UPLOAD_FAILED }, { output: SUBMIT_CREATE_FAILED }, { output: SUBMIT_ASSIGN_FAILED }],
    'xstate.error.actor.submit': [{ error: new Error('a bug in the pipeline') }],
    'submit.retry': [{}],
    // Raised by the chart itself on each advance (never sent by the user).
    'draft.save': [],
    'xstate.done.actor.saveDraft': [{ output: true }],
    'xstate.error.actor.saveDraft': [{ error: networkError }],
  },
  provide: {
    actions: {
      notifyError: () => {},
      notifySuccess: () => {},
      notifyNotice: () => {},
      focusField: () => {},
      leavePage: () => {},
      leaveToPublic: () => {},
      goToDetails: () => {},
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
      c.draft !== null,
      Object.keys(c.uploaded).length,
      c.created !== null,
      c.managerDone,
      c.draftNotice,
    ]);
  },
  assert(real, _model, { event, path, index }) {
    const c = real.context;
    // meta on every active state node (spec section + what shows), and what the spec shows in key states.
    const metas = Object.values(real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>);
    if (metas.length !== activeNodes(real.value) || metas.some((m) => typeof m.spec !== 'string' || !Array.isArray(m.shows))) {
      throw new Error(`meta missing in ${JSON.stringify(real.value)}`);
    }
    const shows = metas.flatMap((m) => m.shows as string[]);
    for (const [state, keys] of SHOWS) {
      if (real.matches(state) && !keys.every((k) => shows.includes(k))) throw new Error(`${state} shows ${shows.join(', ')}, not ${keys.join(', ')}`);
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
      if (accepted !== real.matches('loading')) throw new Error(`company ${JSON.stringify(c.claimedCompany)} with ${JSON.stringify(output)}: ${JSON.stringify(real.value)}`);
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
      const previous = [...path.steps.slice(1, index)].reverse().find((s) => s.event.type === 'xstate.done.actor.submit')?.event as { output?: typeof SUBMIT_SENT } | undefined;
      const left = previous?.output ?? { uploaded: {}, created: null, managerDone: false };
      same({ uploaded: sent.uploaded, created: sent.created, managerDone: sent.managerDone }, { uploaded: left.uploaded, created: left.created, managerDone: left.managerDone }, 'what the last run left, passed back');
    }
    if (event.type === 'xstate.done.actor.submit') {
      const output = (event as { output?: unknown }).output;
      if (output === SUBMIT_SENT) same([real.value, c.created, c.error], ['sent', created, null], 'a sent request');
      if (output === SUBMIT_ASSIGN_FAILED) same([real.value, c.created, c.managerDone, c.error], ['submitFailed', created, true, 'requestForm.createError'], 'a failure after the request exists offers only the retry');
      const before = output === SUBMIT_UPLOAD_FAILED ? SUBMIT_UPLOAD_FAILED : output === SUBMIT_CREATE_FAILED ? SUBMIT_CREATE_FAILED : null;
      if (before) {
        if (!real.matches('filling') || c.form === null) throw new Error('a failed submit before creation must return to the form');
        same([c.error, c.uploaded, c.created], [before.error, before.uploaded, null], 'the message, with the uploads kept');
      }
    }
    if (event.type === 'xstate.error.actor.submit' && (!real.matches('filling') || c.error !== 'requestForm.unexpectedError')) {
      throw new Error('a broken pipeline must return to the form with the support message');
    }
    // spec 001 §4 "A draft is saved each time a step is advanced"; a failed save never stops the form.
    if (real.matches({ filling: { drafts: 'saving' } })) {
      const body = (real.children.saveDraft?.getSnapshot() as { context?: { input?: Record<string, unknown> } } | undefined)?.context?.input;
      if (!body || body.citizen_id !== applicant.citizen_id || body.service_id !== 31 || !Array.isArray(body.data) || body.data.length === 0) {
        throw new Error(`draft body ${JSON.stringify(body)} lacks the citizen, the service or the answers`);
      }
    }
    if (event.type === 'xstate.error.actor.saveDraft') {
      if (!real.matches('filling') || c.form === null) throw new Error('a failed draft save must keep the form working');
      if (c.draftNotice !== 'requestForm.draftKeptLocally') throw new Error(`draft notice ${c.draftNotice} after a failed save`);
    }
    if (event.type === 'xstate.done.actor.saveDraft' && c.draftNotice !== null) throw new Error('the draft notice stays after a saved draft');
    // spec 001 §2.4 / §4 Form flow "form steps, confirm dialog, submit": the confirmation only guards the
    // submit. Cancelling it returns to the form on its last step (index 2, 'Documentos') with the
    // answers kept, and nothing is uploaded or created.
    if (event.type === 'confirm.cancel') {
      if (!real.matches({ filling: 'editing' }) || c.form?.step !== 2) throw new Error(`confirm.cancel → ${JSON.stringify(real.value)} step ${c.form?.step}`);
      if (real.children.submit || c.created !== null) throw new Error('a cancelled confirmation sent the request');
    }
    if (event.type === 'grid.add') {
      const rows = c.form?.grids[RF.socios] ?? [];
      if (rows.some((r) => Object.keys(r).length === 0)) throw new Error('an empty grid row was accepted');
    }
    if (event.type === 'draft.restore' && (c.form?.step !== 1 || c.form.variationId !== 12 || c.form.values[RF.licencia] !== 'LIC-2024-0099')) {
      throw new Error('the draft was not restored (step, variation, data)');
    }
  },
});
