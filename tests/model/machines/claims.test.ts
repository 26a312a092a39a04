import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateClaimBody, Notice } from '../../../src/machines/requestDetail/claims.machine';
import type { Claim } from '../../../src/api/requestActivity';
import { claims, companyRequest, createdClaim, expectedClaimRows, issues, requestDetail, viewer } from './requestActivityFixtures';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'claims',
  () =>
    Promise.all([import('./claims.model'), import('../../../src/machines/requestDetail/claims.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.claimsModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.claimsModel);
  // Events that stay in place (a double click while sending) leave the graph state as it was: no path sends them.
  describeOracleReach(ready.model.claimsModel, [], { skipStays: true });
  // tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
  describeSpecCitations(ready.chart.claimsMachine);
}

describe('claims chart (behaviour)', () => {
  it('loads, sends one claim on a double click with the company of the request, then re-reads the list', async () => {
    const sent: CreateClaimBody[] = [];
    const reads: string[] = [];
    const notices: Array<Notice | null> = [];
    let resolve!: (v: true) => void;
    const machine = chart().claimsMachine.provide({
      actors: {
        loadClaimsTab: fromPromise(async ({ input }: { input: { requestCode: string } }) => {
          reads.push(input.requestCode);
          return { claims, issues };
        }),
        loadClaims: fromPromise<Claim[], { requestCode: string }>(async ({ input }) => {
          reads.push(input.requestCode);
          return [...claims, createdClaim];
        }),
        createClaim: fromPromise<true, CreateClaimBody>(({ input }) => {
          sent.push(input);
          return new Promise<true>((r) => (resolve = r));
        }),
      },
      actions: { notify: (_, notice) => void notices.push(notice) },
    });
    const actor = createActor(machine, { input: { detail: companyRequest, viewer } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    actor.send({ type: 'claim.new' });
    actor.send({ type: 'field.change', field: 'issueId', value: '1' });
    actor.send({ type: 'field.change', field: 'description', value: 'Sin respuesta' });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'claim.cancel' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'sending' } })).toBe(true);
    expect(sent).toEqual([
      {
        issue_id: 1,
        citizen_id: '00113918205',
        service_id: 12,
        request_code: 'DPP-2022-000123',
        citizen_name: 'Ana María',
        description: 'Sin respuesta',
        company_id: 5,
        company_name: 'Hotel Bahía Azul SRL',
      },
    ]);
    resolve(true);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(actor.getSnapshot().context.claims.map((c) => c.id)).toEqual([31, 32, 33, 34]);
    expect(reads).toEqual(['DPP-2022-000123', 'DPP-2022-000123']);
    expect(notices).toEqual([{ kind: 'success', key: 'claims.success', durationMs: 2000 }]);
  });
});

/** The chart on `detail` with answering fakes; records every request sent and the toasts. */
function startAnswering(detail: RequestDetail, who = viewer) {
  const sent: Array<[string, unknown]> = [];
  const machine = chart().claimsMachine.provide({
    actors: {
      loadClaimsTab: fromPromise(async ({ input }: { input: { requestCode: string } }) => (sent.push(['GET /claims + /issues', input]), { claims, issues })),
      loadClaims: fromPromise<Claim[], { requestCode: string }>(async ({ input }) => (sent.push(['GET /claims', input]), [...claims, createdClaim])),
      createClaim: fromPromise<true, CreateClaimBody>(async ({ input }) => (sent.push(['POST /claims', input]), true)),
    },
    actions: { notify: () => {} },
  });
  return { actor: createActor(machine, { input: { detail, viewer: who } }).start(), sent };
}

describe('claims chart (dialog and request data)', () => {
  it("reopening 'Nueva reclamación' after a cancel starts an empty form without errors", async () => {
    const { actor } = startAnswering(companyRequest);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }), { timeout: 2000 });
    actor.send({ type: 'claim.new' });
    actor.send({ type: 'field.change', field: 'description', value: 'Borrador' });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'claim.cancel' });
    actor.send({ type: 'claim.new' });
    expect([actor.getSnapshot().context.values, actor.getSnapshot().context.errors]).toEqual([{ issueId: '', description: '' }, {}]);
  });

  it("typing in one field clears its 'Este campo es requerido' only (spec 001 §5 Claim form)", async () => {
    const { actor } = startAnswering(companyRequest);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }), { timeout: 2000 });
    actor.send({ type: 'claim.new' });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'field.change', field: 'description', value: 'Sin respuesta' });
    expect(actor.getSnapshot().context.errors).toEqual({ issueId: 'errors.required' });
  });

  it('a request without a code reads and sends an empty request code; the claimant is the first name(s) without blanks (contract Q5)', async () => {
    const { actor, sent } = startAnswering(requestDetail({ code: null as unknown as string }), { ...viewer, name: '  Ana María ' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }), { timeout: 2000 });
    actor.send({ type: 'claim.new' });
    actor.send({ type: 'field.change', field: 'issueId', value: '2' });
    actor.send({ type: 'field.change', field: 'description', value: 'Sin respuesta' });
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && sent.length === 3, { timeout: 2000 });
    expect(sent).toEqual([
      ['GET /claims + /issues', { requestCode: '' }],
      [
        'POST /claims',
        {
          issue_id: 2,
          citizen_id: '00113918205',
          service_id: 12,
          request_code: '',
          citizen_name: 'Ana María',
          description: 'Sin respuesta',
          company_id: null,
          company_name: null,
        },
      ],
      ['GET /claims', { requestCode: '' }],
    ]);
  });
});

describe('claims helpers', () => {
  it('claimRows looks the reason up by issue_id and formats the date dd/MM/yyyy', () => {
    expect(chart().claimRows(claims, issues)).toEqual(expectedClaimRows);
    expect(chart().claimRows(claims, [])[0].reason).toBeNull();
  });

  it('claimRows shows blanks as nothing: a blank company, creator or solution is none; a missing observation, status or unreadable date is empty', () => {
    const bare = { id: 35, issue_id: 1, description: null, company_name: '  ', citizen_name: ' ', created_at: 1650466800000, status: null, solution: ' ' };
    expect(chart().claimRows([bare as unknown as Claim], issues)).toEqual([
      { id: 35, reason: 'Demora en la respuesta', observation: '', company: null, creator: null, createdAt: '', status: '', solution: null },
    ]);
  });

  it('claimErrors: both fields required, the reason must be one of the issues', () => {
    expect(chart().claimErrors({ issueId: '', description: '' }, issues)).toEqual({ issueId: 'errors.required', description: 'errors.required' });
    expect(chart().claimErrors({ issueId: '3', description: 'x' }, issues)).toEqual({ issueId: 'errors.required' });
    expect(chart().claimErrors({ issueId: '1', description: ' \n ' }, issues)).toEqual({ description: 'errors.required' });
    expect(chart().claimErrors({ issueId: '1', description: 'x' }, issues)).toEqual({});
  });
});
