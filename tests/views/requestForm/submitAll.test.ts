/**
 * Every online procedure of the embedded catalogue can be requested end to end (issue 3 "done
 * when"): for each, the request-form statechart with its REAL actors (src/api over the embedded
 * backend, msw node server) loads the service and its form, confirms the first tariff, fills every
 * visible step (a value valid for each mask, a grid row, a PDF per file field), advances, confirms
 * and submits; the request then exists with its answers and documents, and the draft is gone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { loadCurrentUser } from '../../../src/api/auth';
import { unwrap } from '../../../src/api/result';
import { requestFormMachine } from '../../../src/machines/requestForm.machine';
import { db } from '../../../src/mocks/db';
import { serviceList } from '../../../src/mocks/data/catalogue';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import type { FieldValue, FormState } from '../../../src/domain/expertForm';
import { sampleValue } from '../../unit/expertForm/support';
import { signIn, useEmbeddedBackend } from '../../unit/mocks/harness';
import { FetchXhr } from '../../unit/api/fetchXhr';

useEmbeddedBackend();
afterEach(() => vi.unstubAllGlobals());

const online = serviceList.filter((s) => Number(s.type_id) !== 1 && s.expertform_id);

/** The events that fill the current step: each visible field once, a row per grid, a PDF per file field. */
function fillStep(form: FormState, send: (e: Parameters<ReturnType<typeof createActor<typeof requestFormMachine>>['send']>[0]) => void, get: () => FormState) {
  const step = form.model.steps[form.step];
  for (const id of step.fieldIds) {
    const now = get();
    const def = now.model.fields[id];
    if (now.props[id].hidden || !now.props[id].enabled || def.type === 'header') continue;
    if (def.type === 'grid') {
      const row: Record<string, FieldValue> = {};
      for (const childId of def.children) {
        const sub = now.model.fields[childId];
        const value = sub.name && !now.props[childId].hidden ? sampleValue(now, sub, now.props[childId].mask) : null;
        if (value !== null) row[sub.name as string] = value;
      }
      send({ type: 'grid.add', gridId: id, row: row });
      continue;
    }
    if (def.type === 'file') {
      const ext = (def.validExts ?? 'pdf').replace(/^\./, '').split(',')[0].trim() || 'pdf';
      const file = new File([new Uint8Array([37, 80, 68, 70, 45, 49])], `${def.name}.${ext}`, {
        type: ext === 'pdf' ? 'application/pdf' : 'application/octet-stream',
      });
      send({ type: 'field.change', fieldId: id, value: { files: [{ id: 'f1', name: file.name, sizeMb: 0.01, candidate: { kind: 'device', file } }] } });
      continue;
    }
    if (now.values[id] !== undefined && def.type !== 'checkbox-group') continue; // set by a carrier or a rule
    const value = sampleValue(now, def, now.props[id].mask);
    if (value !== null) send({ type: 'field.change', fieldId: id, value });
  }
}

describe('every online procedure can be requested and submitted', () => {
  it.each(online.map((s) => [s.id, s.name] as const))('service %i — %s', async (serviceId) => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const applicant = unwrap(await loadCurrentUser());
    const before = (db().requests ?? []).length;
    const actor = createActor(requestFormMachine, { input: { serviceId, applicant, company: null, restricted: false } }).start();
    await waitFor(actor, (s) => s.matches('tariff') || s.matches('filling'), { timeout: 5000 });
    if (actor.getSnapshot().matches('tariff')) {
      const first = actor.getSnapshot().context.service?.prices?.[0]?.variations[0]?.id as number;
      actor.send({ type: 'variation.select', variationId: first });
      actor.send({ type: 'tariff.confirm' });
    }
    const form = () => actor.getSnapshot().context.form as FormState;
    for (let guard = 0; guard < 40 && actor.getSnapshot().matches('filling'); guard += 1) {
      fillStep(form(), (e) => actor.send(e), form);
      const stepBefore = form().step;
      actor.send({ type: 'step.next' });
      const snap = actor.getSnapshot();
      if (snap.matches('filling')) {
        expect(snap.context.stepErrors, `step ${form().model.steps[stepBefore].title}`).toEqual({});
        expect(form().step).not.toBe(stepBefore);
      }
    }
    // issue 27: the last step leads to the review; Enviar Solicitud there opens the confirmation.
    expect(actor.getSnapshot().matches({ reviewing: 'summary' })).toBe(true);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ reviewing: 'confirming' })).toBe(true);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('sent') || s.matches('submitFailed') || (s.matches('reviewing') && s.context.error !== null), { timeout: 10_000 });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    const requests = db().requests ?? [];
    expect(requests).toHaveLength(before + 1);
    const created = requests[requests.length - 1];
    expect(created.service_id).toBe(serviceId);
    expect(created.data.length).toBeGreaterThan(0);
    const files = actor.getSnapshot().context.uploaded;
    expect(created.documents.filter((d) => d.origin_doc === 0)).toHaveLength(Object.keys(files).length);
    expect((db().drafts ?? []).filter((d) => d.citizen_id === DEMO_CITIZEN_ID && Number(d.service_id) === serviceId)).toEqual([]);
    actor.stop();
  });
});
