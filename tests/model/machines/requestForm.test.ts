import { defineModelTest } from '../lib/modelTest';
import { requestFormModel } from './requestForm.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { requestSubmitMachine } from '../../../src/machines/requestForm/submit.machine';
import { requestFormMachine, uploadProgressOf, type AssignInput, type CreateInput, type LoadedRequestForm, type ManagerInput } from '../../../src/machines/requestForm.machine';
import type { SchemaCreateRequestResponse, SchemaDraftSaveBody, SchemaFileDescriptor } from '../../../src/api/generated/admin';
import type { ServerCheck, ServerOutcome } from '../../../src/domain/expertForm';
import { ApiError } from '../../../src/api/result';
import { RF, requestFormModelForm, requestFormService, samplePdf } from './requestForm.model';
import { sampleUser } from './fixtures';

defineModelTest(requestFormModel);
// A mutant that drops a state or an outcome also drops the paths to it: the oracles must still run.
describeOracleReach(requestFormModel, ['start', 'tariffEntry']);
describeSpecCitations(requestFormModel.machine);

interface Calls {
  drafts: SchemaDraftSaveBody[];
  uploads: File[][];
  creates: number;
  manager: number;
  assigns: number;
  checks: ServerCheck[];
}

/** The machine with scripted actors; `plan` decides each call's outcome. */
interface Plan {
  /** 'hold': the upload reports 50 % and never finishes. */
  upload?: () => 'ok' | 'fail' | 'hold';
  create?: () => Promise<unknown>;
  assign?: () => Promise<true>;
  check?: () => Promise<ServerOutcome>;
}

function start(plan: Plan = {}) {
  const calls: Calls = { drafts: [], uploads: [], creates: 0, manager: 0, assigns: 0, checks: [] };
  const errors: string[] = [];
  const machine = requestFormMachine.provide({
    actors: {
      loadRequestForm: fromPromise<LoadedRequestForm, { serviceId: number; citizenId: string }>(async () => ({
        service: requestFormService,
        model: requestFormModelForm,
        draft: null,
      })),
      saveDraft: fromPromise<true, SchemaDraftSaveBody | null>(async ({ input }) => {
        if (input) calls.drafts.push(input);
        return true;
      }),
      validateField: fromPromise<ServerOutcome, ServerCheck>(({ input }) => {
        calls.checks.push(input);
        return plan.check ? plan.check() : Promise.resolve({ ok: true, body: { success: true, exist: true } });
      }),
      // The submit pipeline is a child chart: its own actors are scripted through it.
      submitRequest: requestSubmitMachine.provide({ actors: submitActors(plan, calls) }),
    },
    actions: { notifyError: (_, p) => void errors.push(p.key) },
  });
  const actor = createActor(machine, { input: { serviceId: 31, applicant: sampleUser, company: null, restricted: false } }).start();
  return { actor, calls, errors };
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
            sendBack({ type: 'upload.done', files: input.files.map((f) => ({ name: f.name.replace(/\.pdf$/, ''), extension: 'pdf', route: `r/${f.name}`, size_mb: 0.01 }) as SchemaFileDescriptor) });
          } else if (outcome === 'fail') sendBack({ type: 'upload.failed', failure: { kind: 'network' } });
        });
      }),
      createRequest: fromPromise<SchemaCreateRequestResponse, CreateInput>(async () => {
        calls.creates += 1;
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
    actor.send({ type: 'field.change', fieldId: RF.plano, value: { files: [{ id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device', file: samplePdf() } }] } });
  }
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
    expect(calls.drafts[0]).toMatchObject({ citizen_id: sampleUser.citizen_id, service_id: 31, expertform_id: 114, step: 1, fakeStep: 1, variations: [12], totalPayment: '12000.00', appliedRuleList: ['1:grp02'] });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'field.change', fieldId: RF.tipo, value: '1' }); // hides the step again
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.form?.step).toBe(2); // hidden step skipped
  });

  it('uploads once, creates once on a double confirm, sends to the document manager (send 1) and assigns', async () => {
    const { actor, calls } = start();
    await toLastStep(actor);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'confirm.accept' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.uploads).toHaveLength(1);
    expect(calls.uploads[0].map((f) => f.name)).toEqual(['plano.pdf']);
    expect([calls.creates, calls.manager, calls.assigns]).toEqual([1, 1, 1]);
  });

  it('cancelling the confirmation returns to the last step with every answer, sends nothing, and Enviar asks again', async () => {
    const { actor, calls } = start();
    await toLastStep(actor);
    const before = actor.getSnapshot().context.form?.values;
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'confirm.cancel' });
    const after = actor.getSnapshot();
    expect(after.matches({ filling: 'editing' })).toBe(true);
    expect(after.context.form?.step).toBe(2);
    expect(after.context.form?.values).toEqual(before);
    expect([calls.uploads.length, calls.creates]).toEqual([0, 0]);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('an upload failure returns to the form with its message and loses nothing', async () => {
    let fail = true;
    const { actor, calls, errors } = start({ upload: () => (fail ? 'fail' : 'ok') });
    await toLastStep(actor);
    const before = actor.getSnapshot().context.form?.values;
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('filling'));
    expect(errors).toContain('requestForm.uploadError');
    expect(actor.getSnapshot().context.form?.values).toEqual(before);
    expect(calls.creates).toBe(0);
    fail = false;
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls.uploads).toHaveLength(2);
  });

  it('a creation failure keeps the uploaded files: the retry creates without uploading again', async () => {
    let fail = true;
    const { actor, calls, errors } = start({ create: async () => { if (fail) throw new ApiError({ kind: 'http', status: 500 }); } });
    await toLastStep(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('filling') && s.context.error !== null);
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
    const { actor, calls } = start({ assign: async () => { if (fail) throw new ApiError({ kind: 'network' }); return true; } });
    await toLastStep(actor);
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
    await toLastStep(actor);
    expect(uploadProgressOf(actor.getSnapshot().children.submit?.getSnapshot())).toBeNull(); // no pipeline yet
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    const submit = actor.getSnapshot().children.submit;
    expect(submit).toBeDefined();
    await waitFor(submit!, (s) => s.context.uploadPercent === 50);
    expect(uploadProgressOf(submit!.getSnapshot())).toBe(50);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a malformed creation answer shows the support message', async () => {
    const { actor, errors } = start({ create: async () => { throw new ApiError({ kind: 'malformed' }); } });
    await toLastStep(actor, false);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('filling') && s.context.error !== null);
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
