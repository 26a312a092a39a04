/**
 * A draft that cannot be saved never stops the request form (issue 8 defect; docs/ARCHITECTURE.md "No blank
 * page, ever: a failed background call (draft save, counters) degrades quietly"): the request-form
 * statechart with its REAL actors over the embedded backend, POST /drafts failing in every way the
 * API can fail (network, HTTP 500, malformed body, 'El token ha expirado' twice, `success: false`).
 * After the failed save the form has advanced and still works, a quiet notice says the browser kept
 * the draft, and a reload (a new chart) offers that draft back; a later successful save forgets the
 * browser's copy.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createActor, waitFor } from 'xstate';
import { loadCurrentUser } from '../../../src/api/auth';
import { unwrap } from '../../../src/api/result';
import { STORAGE_KEYS } from '../../../src/api/tokenStore';
import { config } from '../../../src/config';
import { requestFormMachine } from '../../../src/machines/requestForm.machine';
import { injectFault } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { serviceList } from '../../../src/mocks/data/catalogue';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import type { FormState } from '../../../src/domain/expertForm';
import { sampleValue } from '../../unit/expertForm/support';
import { signIn, useEmbeddedBackend } from '../../unit/mocks/harness';

useEmbeddedBackend();

// Service 102's form ('Evaluación de anteproyecto turístico', the real DPP form) has many steps.
const service = serviceList.find((s) => Number(s.type_id) !== 1 && s.expertform_id)!;

type Fault = 'network' | 'http500' | 'malformed' | 'expired' | 'rejected';

function failDrafts(kind: Fault): void {
  if (kind === 'rejected') {
    server.use(http.post(`${config.adminUrl}/drafts`, () => HttpResponse.json({ success: false, msg: 'No se pudo guardar' }), { once: true }));
    return;
  }
  // 'expired' twice: the first answer asks for a refresh, the retried call expires again.
  injectFault({ method: 'POST', path: '/drafts', kind, times: kind === 'expired' ? 2 : 1 });
}

async function startForm() {
  const applicant = unwrap(await loadCurrentUser());
  const actor = createActor(requestFormMachine, { input: { serviceId: service.id, applicant, company: null, restricted: false } }).start();
  await waitFor(actor, (s) => s.matches('tariff') || s.matches('filling') || s.matches('draftPrompt'), { timeout: 5000 });
  return actor;
}

/** Fills the visible, empty, enabled fields of the current step with valid values. */
function fillStep(actor: Awaited<ReturnType<typeof startForm>>): void {
  const form = () => actor.getSnapshot().context.form as FormState;
  for (const id of form().model.steps[form().step].fieldIds) {
    const now = form();
    const def = now.model.fields[id];
    if (now.props[id].hidden || !now.props[id].enabled || ['header', 'grid', 'file'].includes(def.type)) continue;
    if (now.values[id] !== undefined) continue;
    const value = sampleValue(now, def, now.props[id].mask);
    if (value !== null) actor.send({ type: 'field.change', fieldId: id, value });
  }
}

describe('a failed draft save keeps the form working and the draft in the browser', () => {
  it.each<Fault>(['network', 'http500', 'malformed', 'expired', 'rejected'])('POST /drafts fails: %s', async (kind) => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const actor = await startForm();
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    const variation = actor.getSnapshot().context.service?.prices?.[0]?.variations[0]?.id as number;
    actor.send({ type: 'variation.select', variationId: variation });
    actor.send({ type: 'tariff.confirm' });
    fillStep(actor);
    failDrafts(kind);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.form?.step).toBe(1);
    await waitFor(actor, (s) => s.matches({ filling: { drafts: 'idle' } }), { timeout: 5000 });

    const snap = actor.getSnapshot();
    expect(errors).toEqual([]);
    expect(snap.status).toBe('active');
    expect(snap.matches('filling')).toBe(true);
    expect(snap.context.draftNotice).toBe('requestForm.draftKeptLocally');
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.dynamicFormData) ?? '{}') as Record<string, { step: number; data: unknown[] }>;
    const local = kept[`${DEMO_CITIZEN_ID}:${service.expertform_id}`];
    expect(local.step).toBe(1);
    expect(local.data.length).toBeGreaterThan(0);
    // the form goes on: going back and forth still works
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.form?.step).toBe(0);
    actor.stop();

    // A reload offers the draft the server never stored.
    const reloaded = await startForm();
    expect(reloaded.getSnapshot().matches('draftPrompt')).toBe(true);
    reloaded.send({ type: 'draft.restore' });
    await waitFor(reloaded, (s) => s.matches('filling'), { timeout: 5000 });
    expect(reloaded.getSnapshot().context.form?.step).toBe(1);

    // The next advance is stored by the server: the browser's copy is forgotten, the notice goes.
    reloaded.send({ type: 'step.back' });
    reloaded.send({ type: 'step.next' });
    expect(reloaded.getSnapshot().matches({ filling: { drafts: 'saving' } })).toBe(true);
    await waitFor(reloaded, (s) => s.matches({ filling: { drafts: 'idle' } }), { timeout: 5000 });
    expect(reloaded.getSnapshot().context.draftNotice).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.dynamicFormData)).toBeNull();
    reloaded.stop();
  });
});
