import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { AssignInput, CompanyClaim, CreateInput, LoadedRequestForm, ManagerInput } from '../../../src/machines/requestForm.machine';
import type { RepresentedCompany } from '../../../src/api/representedCompanies';
import type { SchemaCreateRequestResponse, SchemaDraftSaveBody } from '../../../src/api/generated/admin';
import type { ServerCheck, ServerOutcome } from '../../../src/domain/expertForm';
import { ApiError } from '../../../src/api/result';
import { sampleUser } from './fixtures';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'requestForm',
  () =>
    Promise.all([
      import('./requestForm.model'),
      import('../../../src/machines/requestForm.machine'),
      import('../../../src/machines/requestForm/submit.machine'),
    ]).then(([model, chart, submit]) => ({ model, chart, submit })),
  ({ model }) => model.requestFormModel,
);
if (ready) {
  defineModelTest(ready.model.requestFormModel);
  // A mutant that drops a state or an outcome also drops the paths to it: the oracles must still run.
  describeOracleReach(ready.model.requestFormModel, ['start', 'tariffEntry']);
  describeSpecCitations(ready.chart.requestFormMachine);
}
/** The field ids of the sample form (requestForm.model.ts); a failed load fails every test through `modules()` first. */
const RF = ready ? ready.model.RF : ({} as never);

interface Calls {
  drafts: SchemaDraftSaveBody[];
  uploads: File[][];
  creates: number;
  manager: number;
  assigns: number;
  checks: ServerCheck[];
  loads: number;
  /** What POST /requests was built from, per call. */
  createInputs: CreateInput[];
  /** The citizens whose represented companies were asked for. */
  companyChecks: string[];
}

/** The machine with scripted actors; `plan` decides each call's outcome. */
interface Plan {
  /** 'hold': the upload reports 50 % and never finishes. */
  upload?: () => 'ok' | 'fail' | 'hold';
  create?: () => Promise<unknown>;
  assign?: () => Promise<true>;
  check?: () => Promise<ServerOutcome>;
  /** The answer of GET service + expert form (default: the sample form with tariffs, no draft). */
  load?: () => Promise<LoadedRequestForm>;
  /** The answer of POST /drafts (default: stored). */
  save?: () => Promise<true>;
  /** The company the URL names (default: none, a personal request) and the companies the citizen represents. */
  company?: { claim: CompanyClaim; represented: RepresentedCompany[] };
}

/** The view's actions as the chart called them (toasts, notices, focus, navigation), in order. */
type Shown = Array<{ name: string; params?: unknown }>;

function start(plan: Plan = {}) {
  const calls: Calls = { drafts: [], uploads: [], creates: 0, manager: 0, assigns: 0, checks: [], loads: 0, createInputs: [], companyChecks: [] };
  const errors: string[] = [];
  const shown: Shown = [];
  const { chart, submit, model } = modules();
  const machine = chart.requestFormMachine.provide({
    actors: {
      loadRepresentedCompanies: fromPromise<RepresentedCompany[], { citizenId: string }>(async ({ input }) => {
        calls.companyChecks.push(input.citizenId);
        return plan.company?.represented ?? [];
      }),
      loadRequestForm: fromPromise<LoadedRequestForm, { serviceId: number; citizenId: string }>(async () => {
        calls.loads += 1;
        return plan.load ? plan.load() : { service: model.requestFormService, model: model.requestFormModelForm, draft: null };
      }),
      saveDraft: fromPromise<true, SchemaDraftSaveBody | null>(async ({ input }) => {
        if (input) calls.drafts.push(input);
        return plan.save ? plan.save() : true;
      }),
      validateField: fromPromise<ServerOutcome, ServerCheck>(({ input }) => {
        calls.checks.push(input);
        return plan.check ? plan.check() : Promise.resolve({ ok: true, body: { success: true, exist: true } });
      }),
      // The submit pipeline is a child chart: its own actors are scripted through it.
      submitRequest: submit.requestSubmitMachine.provide({ actors: submitActors(plan, calls) }),
    },
    actions: {
      notifyError: (_, p) => void (errors.push(p.key), shown.push({ name: 'notifyError', params: p })),
      notifySuccess: (_, p) => void shown.push({ name: 'notifySuccess', params: p }),
      notifyNotice: (_, p) => void shown.push({ name: 'notifyNotice', params: p }),
      focusField: (_, p) => void shown.push({ name: 'focusField', params: p }),
      leavePage: () => void shown.push({ name: 'leavePage' }),
      leaveToPublic: () => void shown.push({ name: 'leaveToPublic' }),
      goToDetails: (_, p) => void shown.push({ name: 'goToDetails', params: p }),
    },
  });
  const actor = createActor(machine, { input: { serviceId: 31, applicant: sampleUser, company: plan.company?.claim ?? null, restricted: false } }).start();
  return { actor, calls, errors, shown };
}

/** Scripted actors of the submit pipeline (`submit`): each call counted, outcomes from `plan`. */
function submitActors(plan: Plan, calls: Calls) {
  return {
    uploadFiles: fromCallback<EventObject, { files: File[] }>(({ input, sendBack }) => {
      calls.uploads.push(input.files);
      const outcome = plan.upload ? plan.upload() : 'ok';
      queueMicrotask(() => {
        sendBack({ type: 'upload.progress', percent: 50 });
        if (outcome === 'ok') {
          sendBack({
            type: 'upload.done',
            files: input.files.map((f) => ({ name: f.name.replace(/\.pdf$/, ''), extension: 'pdf', route: `r/${f.name}`, size_mb: 0.01 })),
          });
        } else if (outcome === 'fail') sendBack({ type: 'upload.failed', failure: { kind: 'network' } });
      });
    }),
    createRequest: fromPromise<SchemaCreateRequestResponse, CreateInput>(async ({ input }) => {
      calls.creates += 1;
      calls.createInputs.push(input);
      if (plan.create) await plan.create();
      return { success: true, RequestID: 77, code: 'LO-2026-000077', title: 't', attributes: 'a', acronym: 'LODE' };
    }),
    sendToDocumentManager: fromPromise<true, ManagerInput>(async () => {
      calls.manager += 1;
      return true as const;
    }),
    assignDocuments: fromPromise<true, AssignInput>(async () => {
      calls.assigns += 1;
      return plan.assign ? plan.assign() : (true as const);
    }),
  };
}

type Actor = ReturnType<typeof start>['actor'];

async function toLastStep(actor: Actor, withFile = true) {
  await waitFor(actor, (s) => s.matches('tariff'));
  actor.send({ type: 'variation.select', variationId: 12 });
  actor.send({ type: 'tariff.confirm' });
  actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' });
  actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
  actor.send({ type: 'step.next' });
  if (withFile) {
    actor.send({
      type: 'field.change',
      fieldId: RF.plano,
      value: { files: [{ id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device', file: modules().model.samplePdf() } }] },
    });
  }
}

/** Up to the review 'Revise su solicitud' (issue 27): the last step, then Continuar. */
async function toReview(actor: Actor, withFile = true) {
  await toLastStep(actor, withFile);
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().matches({ reviewing: 'summary' })).toBe(true);
}

describe('requestForm machine (behaviour)', () => {
  it('refuses an incomplete step with the spec message, then saves a draft on each advance', async () => {
    const { actor, calls, errors } = start();
    await waitFor(actor, (s) => s.matches('tariff'));
    actor.send({ type: 'tariff.confirm' });
    expect(actor.getSnapshot().matches('tariff')).toBe(true); // no variation chosen yet
    actor.send({ type: 'variation.select', variationId: 12 });
    actor.send({ type: 'tariff.confirm' });
    actor.send({ type: 'step.next' });
    expect(errors).toEqual(['requestForm.fillRequired']);
    expect(Object.keys(actor.getSnapshot().context.stepErrors).sort()).toEqual([RF.cedula, RF.tipo].sort());
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '2' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.form?.step).toBe(1); // the step shown by the rule
    expect(calls.drafts).toHaveLength(1);
    expect(calls.drafts[0]).toMatchObject({
      citizen_id: sampleUser.citizen_id,
      service_id: 31,
      expertform_id: 114,
      step: 1,
      fakeStep: 1,
      variations: [12],
      totalPayment: '12000.00',
      appliedRuleList: ['1:grp02'],
    });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' }); // hides the step again
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.form?.step).toBe(2); // hidden step skipped
  });

  it('uploads once, creates once on a double confirm, sends to the document manager (send 1) and assigns', async () => {
    const { actor, calls } = start();
    await toReview(actor);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'confirming' })).toBe(true);
    actor.send({ type: 'confirm.accept' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.uploads).toHaveLength(1);
    expect(calls.uploads[0].map((f) => f.name)).toEqual(['plano.pdf']);
    expect([calls.creates, calls.manager, calls.assigns]).toEqual([1, 1, 1]);
  });

  it('cancelling the confirmation returns to the review with every answer, sends nothing, and Enviar asks again', async () => {
    const { actor, calls } = start();
    await toReview(actor);
    const before = actor.getSnapshot().context.form?.values;
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'confirming' })).toBe(true);
    actor.send({ type: 'confirm.cancel' });
    const after = actor.getSnapshot();
    expect(after.matches({ reviewing: 'summary' })).toBe(true);
    expect(after.context.form?.step).toBe(2);
    expect(after.context.form?.values).toEqual(before);
    expect([calls.uploads.length, calls.creates]).toEqual([0, 0]);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'confirming' })).toBe(true);
  });

  it('an upload failure returns to the review with its message and loses nothing', async () => {
    let fail = true;
    const { actor, calls, errors } = start({ upload: () => (fail ? 'fail' : 'ok') });
    await toReview(actor);
    const before = actor.getSnapshot().context.form?.values;
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(errors).toContain('requestForm.uploadError');
    expect([actor.getSnapshot().context.form?.values, actor.getSnapshot().context.error]).toEqual([before, 'requestForm.uploadError']);
    expect(calls.creates).toBe(0);
    fail = false;
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    // Sending again: the last failure's message goes while the request is sent.
    expect([actor.getSnapshot().matches('submitting'), actor.getSnapshot().context.error]).toEqual([true, null]);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.uploads).toHaveLength(2);
  });

  it('a creation failure keeps the uploaded files: the retry creates without uploading again', async () => {
    let fail = true;
    const { actor, calls, errors } = start({
      create: async () => {
        if (fail) throw new ApiError({ kind: 'http', status: 500 });
      },
    });
    await toReview(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(errors).toContain('requestForm.createError');
    fail = false;
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.uploads).toHaveLength(1);
    expect(calls.creates).toBe(2);
  });

  it('an assignment failure never creates a second request: the retry only assigns', async () => {
    let fail = true;
    const { actor, calls } = start({
      assign: async () => {
        if (fail) throw new ApiError({ kind: 'network' });
        return true;
      },
    });
    await toReview(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.error).toBe('requestForm.createError');
    fail = false;
    actor.send({ type: 'submit.retry' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect([calls.uploads.length, calls.creates, calls.manager, calls.assigns]).toEqual([1, 1, 1, 2]);
  });

  it('the upload progress is readable from the submit child, as the view reads it (spec 001 §2.4)', async () => {
    const { actor } = start({ upload: () => 'hold' });
    await toReview(actor);
    expect(modules().chart.uploadProgressOf(actor.getSnapshot().children.submit?.getSnapshot())).toBeNull(); // no pipeline yet
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    const submit = actor.getSnapshot().children.submit;
    expect(submit).toBeDefined();
    await waitFor(submit!, (s) => s.context.uploadPercent === 50);
    expect(modules().chart.uploadProgressOf(submit!.getSnapshot())).toBe(50);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a malformed creation answer shows the support message', async () => {
    const { actor, errors } = start({
      create: async () => {
        throw new ApiError({ kind: 'malformed' });
      },
    });
    await toReview(actor, false);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(errors).toContain('requestForm.unexpectedError');
  });

  it('validates a cédula on blur once, and drops an answer for a value changed meanwhile', async () => {
    let resolve!: (o: ServerOutcome) => void;
    const { actor, calls } = start({ check: () => new Promise((r) => (resolve = r)) });
    await waitFor(actor, (s) => s.matches('tariff'));
    actor.send({ type: 'variation.select', variationId: 11 });
    actor.send({ type: 'tariff.confirm' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    expect(calls.checks).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '40209876545' });
    resolve({ ok: true, body: { success: true, exist: false } });
    await waitFor(actor, (s) => !s.hasTag('checking'));
    expect(actor.getSnapshot().context.form?.serverErrors[RF.cedula]).toBeUndefined();
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    resolve({ ok: true, body: { success: true, exist: false } });
    await waitFor(actor, (s) => !s.hasTag('checking'));
    expect(actor.getSnapshot().context.form?.serverErrors[RF.cedula]).toEqual({ key: 'requestForm.cedulaInvalid' });
  });
});

/** A call held open until the test settles it (a server answer that has not arrived yet). */
interface Held<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
/** A scripted answer that is held: each call pushes its settlers onto `held`. */
const holding =
  <T>(held: Held<T>[]) =>
  () =>
    new Promise<T>((resolve, reject) => held.push({ resolve, reject }));

/** The tariff dialog answered with `variationId`: the form's first step shows. */
async function confirmTariff(actor: Actor, variationId: number) {
  await waitFor(actor, (s) => s.matches('tariff'));
  actor.send({ type: 'variation.select', variationId });
  actor.send({ type: 'tariff.confirm' });
}

describe('requestForm machine (spec 001 §2.4, §4 Form flow, §5, §8)', () => {
  it("a failed load (HTTP 500, a broken answer) shows 'errors.loadFailed' and Reintentar loads again; only a 404 leaves to /public", async () => {
    const sample = (): LoadedRequestForm => ({ service: modules().model.requestFormService, model: modules().model.requestFormModelForm, draft: null });
    for (const failure of [new ApiError({ kind: 'http', status: 500 }), new TypeError('a broken answer')]) {
      let fail = true;
      const { actor, calls, shown } = start({
        load: async () => {
          if (fail) throw failure;
          return sample();
        },
      });
      await waitFor(actor, (s) => s.matches('failed'));
      expect([actor.getSnapshot().context.error, shown]).toEqual(['errors.loadFailed', []]);
      fail = false;
      actor.send({ type: 'retry' });
      await waitFor(actor, (s) => s.matches('tariff'));
      expect([calls.loads, actor.getSnapshot().context.error]).toEqual([2, null]);
    }
    const { actor, shown } = start({
      load: async () => {
        throw new ApiError({ kind: 'http', status: 404 });
      },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect([actor.getSnapshot().value, shown]).toEqual(['notFound', [{ name: 'leaveToPublic' }]]);
  });

  it("the cédula check on blur: 'Validación exitosa' / 'Cédula válida'; a failed call marks the field 'Ha ocurrido un error validando la cedula'; a stale answer shows nothing", async () => {
    const held: Held<ServerOutcome>[] = [];
    const { actor, shown } = start({ check: holding(held) });
    await confirmTariff(actor, 11);
    const cedulaError = () => actor.getSnapshot().context.form?.serverErrors[RF.cedula];
    const settled = () => waitFor(actor, (s) => !s.hasTag('checking'));
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    held[0].reject(new ApiError({ kind: 'network' }));
    await settled();
    const networkMessage = { key: 'requestForm.cedulaNetworkError' };
    expect(cedulaError()).toEqual(networkMessage);
    expect(shown).toEqual([{ name: 'notifyNotice', params: { notice: { title: 'requestForm.validationErrorTitle', body: networkMessage }, valid: false } }]);
    // The same value again: checked again, now accepted.
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    held[1].resolve({ ok: true, body: { success: true, exist: true } });
    await settled();
    expect(cedulaError()).toBeUndefined();
    expect(shown[1]).toEqual({
      name: 'notifyNotice',
      params: { notice: { title: 'requestForm.validationSuccessTitle', body: { key: 'requestForm.cedulaValid' } }, valid: true },
    });
    // Another value, changed again before its answer: the answer is dropped, nothing shown.
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '40209876545' });
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '40209876546' });
    held[2].resolve({ ok: true, body: { success: true, exist: false } });
    await settled();
    expect([cedulaError(), shown[2], held.length]).toEqual([undefined, { name: 'notifyNotice', params: null }, 3]);
  });

  it('a newer advance restarts a running draft save; a failed save keeps the form with the quiet notice; the next stored save clears it (contract F2)', async () => {
    const held: Held<true>[] = [];
    const { actor, calls, shown } = start({ save: holding(held) });
    await confirmTariff(actor, 12);
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '2' }); // shows 'Licencia anterior'
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'field.change', fieldId: RF.licencia, value: 'LIC-2024-0099' });
    actor.send({ type: 'step.next' });
    expect(calls.drafts.map((d) => [d.step, d.variations, d.totalPayment])).toEqual([
      [1, [12], '12000.00'],
      [2, [12], '12000.00'],
    ]);
    held[1].reject(new ApiError({ kind: 'network' }));
    await waitFor(actor, (s) => s.context.draftNotice !== null);
    held[0].resolve(true); // the restarted save's answer is ignored
    await Promise.resolve();
    const after = actor.getSnapshot();
    expect([after.context.draftNotice, after.context.form?.step, after.matches({ filling: 'editing' }), shown]).toEqual([
      'requestForm.draftKeptLocally',
      2,
      true,
      [],
    ]);
    actor.send({ type: 'step.back' });
    expect([actor.getSnapshot().context.form?.step, calls.drafts.length]).toEqual([1, 2]); // going back saves nothing
    actor.send({ type: 'step.next' });
    held[2].resolve(true);
    await waitFor(actor, (s) => s.context.draftNotice === null);
    expect(calls.drafts.map((d) => d.step)).toEqual([1, 2, 2]);
  });

  it("Retroceder on the first step reopens 'Tarifas del servicio': closing returns to the form as it was; another variation is applied with its price", async () => {
    const { actor, calls, shown } = start();
    await confirmTariff(actor, 12);
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'step.back' });
    expect([actor.getSnapshot().matches('tariff'), actor.getSnapshot().context.selectedVariation]).toEqual([true, 12]);
    actor.send({ type: 'variation.select', variationId: 11 });
    actor.send({ type: 'tariff.close' });
    const closed = actor.getSnapshot();
    expect([closed.matches('filling'), closed.context.selectedVariation, closed.context.form?.variationId, closed.context.form?.values[RF.tipo]]).toEqual([
      true,
      12,
      12,
      '1',
    ]);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'variation.select', variationId: 11 });
    actor.send({ type: 'tariff.confirm' });
    const confirmed = actor.getSnapshot();
    expect([confirmed.matches('filling'), confirmed.context.form?.variationId, confirmed.context.form?.step]).toEqual([true, 11, 0]);
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'step.next' });
    expect(calls.drafts.map((d) => [d.step, d.variations, d.totalPayment])).toEqual([[2, [11], '7000.00']]);
    expect(shown).toEqual([]);
    // Closing the dialog before any form exists leaves the page.
    const first = start();
    await waitFor(first.actor, (s) => s.matches('tariff'));
    first.actor.send({ type: 'tariff.close' });
    expect([first.actor.getSnapshot().status, first.shown]).toEqual(['done', [{ name: 'leavePage' }]]);
  });
});

describe("requestForm machine: 'Revise su solicitud' (issue 27)", () => {
  it('the last step leads to the review, which saves the draft as saved there; Enviar Solicitud opens the confirmation', async () => {
    const { actor, calls } = start();
    await toReview(actor);
    // "A draft is saved each time a step is advanced" (spec 001 §4): the review is past the last of the two visible steps.
    expect(calls.drafts.at(-1)).toMatchObject({ step: 2, fakeStep: 2, variations: [12] });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'confirming' })).toBe(true);
    expect([calls.uploads.length, calls.creates]).toEqual([0, 0]);
  });

  it("'Cambiar' opens that step and its Continuar returns to the review, not through the later steps", async () => {
    const { actor, calls } = start();
    await toReview(actor);
    const saves = calls.drafts.length;
    actor.send({ type: 'review.change', step: 0 });
    expect([actor.getSnapshot().matches({ filling: 'editing' }), actor.getSnapshot().context.form?.step]).toEqual([true, 0]);
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '40209876545' });
    actor.send({ type: 'step.next' });
    const back = actor.getSnapshot();
    expect([back.matches({ reviewing: 'summary' }), back.context.form?.values[RF.cedula]]).toEqual([true, '40209876545']);
    expect(calls.drafts.length).toBe(saves + 1);
  });

  it('a changed answer that shows a step not yet answered walks that step first, then returns to the review', async () => {
    const { actor } = start();
    await toReview(actor);
    actor.send({ type: 'review.change', step: 0 });
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '2' }); // Renovación shows 'Licencia anterior' (a required field)
    actor.send({ type: 'step.next' });
    expect([actor.getSnapshot().matches('filling'), actor.getSnapshot().context.form?.step]).toEqual([true, 1]);
    actor.send({ type: 'field.change', fieldId: RF.licencia, value: 'LIC-2024-0099' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'summary' })).toBe(true);
  });

  it('a hidden step cannot be opened; Retroceder on the review opens the last step', async () => {
    const { actor } = start();
    await toReview(actor);
    actor.send({ type: 'review.change', step: 1 }); // 'Licencia anterior' is hidden (Nueva)
    expect(actor.getSnapshot().matches({ reviewing: 'summary' })).toBe(true);
    actor.send({ type: 'review.change', step: 0 });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.back' });
    expect([actor.getSnapshot().matches('filling'), actor.getSnapshot().context.form?.step]).toEqual([true, 2]);
  });
});

describe('requestForm machine: a company in the URL (issue 10; spec 001 §2.3)', () => {
  it("a company the citizen represents is asked for first and the request is made with the server's name; another is refused with nothing loaded", async () => {
    const represented = [{ id: 4, company_name: 'Inversiones Turísticas del Este SRL' }];
    const { actor, calls } = start({ company: { claim: { id: 4, name: 'Nombre Falso' }, represented } });
    await toReview(actor, false);
    expect([calls.companyChecks, calls.loads, actor.getSnapshot().context.company]).toEqual([
      [sampleUser.citizen_id],
      1,
      { id: 4, name: 'Inversiones Turísticas del Este SRL' },
    ]);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.createInputs.map((i) => i.company)).toEqual([{ id: 4, name: 'Inversiones Turísticas del Este SRL' }]);
    const refused = start({ company: { claim: { id: 5, name: 'Inversiones Turísticas del Este SRL' }, represented } });
    await waitFor(refused.actor, (s) => s.status === 'done');
    expect([refused.actor.getSnapshot().value, refused.calls.companyChecks.length, refused.calls.loads]).toEqual(['companyRefused', 1, 0]);
  });
});

describe('requestForm machine: the form region (spec 001 §4 Form flow, §5 Dynamic fields)', () => {
  it('Continuar waits while a server validation runs: nothing advances, nothing is saved or toasted; once answered it advances', async () => {
    const held: Held<ServerOutcome>[] = [];
    const { actor, calls, shown } = start({ check: holding(held) });
    await confirmTariff(actor, 12);
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'field.blur', fieldId: RF.cedula });
    actor.send({ type: 'step.next' });
    expect([actor.getSnapshot().context.form?.step, actor.getSnapshot().hasTag('checking'), calls.drafts.length, shown]).toEqual([0, true, 0, []]);
    held[0].resolve({ ok: true, body: { success: true, exist: true } });
    await waitFor(actor, (s) => !s.hasTag('checking'));
    actor.send({ type: 'step.next' });
    expect([actor.getSnapshot().context.form?.step, calls.drafts.length]).toEqual([2, 1]);
  });

  it("a grid's row is removed by its index, the others kept", async () => {
    const { actor } = start();
    await confirmTariff(actor, 12);
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' });
    actor.send({ type: 'field.change', fieldId: RF.cedula, value: '00113918205' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'grid.add', gridId: RF.socios, row: { nombresocio: 'Pedro Almonte' } });
    actor.send({ type: 'grid.add', gridId: RF.socios, row: { nombresocio: 'Luisa Peña' } });
    actor.send({ type: 'grid.remove', gridId: RF.socios, index: 0 });
    expect(actor.getSnapshot().context.form?.grids[RF.socios]).toEqual([{ nombresocio: 'Luisa Peña' }]);
  });

  it('a company already checked is not checked again when Reintentar reloads a failed form', async () => {
    let fail = true;
    const { actor, calls } = start({
      company: { claim: { id: 4, name: 'Nombre Falso' }, represented: [{ id: 4, company_name: 'Inversiones Turísticas del Este SRL' }] },
      load: async () => {
        if (fail) throw new ApiError({ kind: 'http', status: 500 });
        return { service: modules().model.requestFormService, model: modules().model.requestFormModelForm, draft: null };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('tariff'));
    expect([calls.companyChecks.length, calls.loads, actor.getSnapshot().context.company?.name]).toEqual([1, 2, 'Inversiones Turísticas del Este SRL']);
  });
});
