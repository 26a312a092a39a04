import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { claimErrors, claimRows, claimsMachine, type CreateClaimBody, type Notice } from '../../../src/machines/requestDetail/claims.machine';
import type { Claim } from '../../../src/api/requestActivity';
import { claims, companyRequest, createdClaim, expectedClaimRows, issues, viewer } from './requestActivityFixtures';
import { defineModelTest } from '../lib/modelTest';
import { describeSpecCitations } from './specCitations';
import { claimsModel } from './claims.model';

defineModelTest(claimsModel);

// tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
describeSpecCitations(claimsModel.machine);

describe('claims chart (behaviour)', () => {
  it('loads, sends one claim on a double click with the company of the request, then re-reads the list', async () => {
    const sent: CreateClaimBody[] = [];
    const reads: string[] = [];
    const notices: Array<Notice | null> = [];
    let resolve!: (v: true) => void;
    const machine = claimsMachine.provide({
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

describe('claims helpers', () => {
  it('claimRows looks the reason up by issue_id and formats the date dd/MM/yyyy', () => {
    expect(claimRows(claims, issues)).toEqual(expectedClaimRows);
    expect(claimRows(claims, [])[0].reason).toBeNull();
  });

  it('claimErrors: both fields required, the reason must be one of the issues', () => {
    expect(claimErrors({ issueId: '', description: '' }, issues)).toEqual({ issueId: 'errors.required', description: 'errors.required' });
    expect(claimErrors({ issueId: '3', description: 'x' }, issues)).toEqual({ issueId: 'errors.required' });
    expect(claimErrors({ issueId: '1', description: ' \n ' }, issues)).toEqual({ description: 'errors.required' });
    expect(claimErrors({ issueId: '1', description: 'x' }, issues)).toEqual({});
  });
});