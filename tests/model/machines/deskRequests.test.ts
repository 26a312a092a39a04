import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deskRequestsMachine, type ListRequest, type RequestListPage } from '../../../src/machines/deskRequests.machine';
import { defineModelTest } from '../lib/modelTest';
import { deskRequestsModel, LUIS, threePages } from './deskRequests.model';

defineModelTest(deskRequestsModel);

describe('deskRequests chart (behaviour)', () => {
  it('a search typed while a page loads is applied on submit, page 1, trimmed (spec 001 §2.1)', async () => {
    const calls: ListRequest[] = [];
    const machine = deskRequestsMachine.provide({
      actors: {
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return threePages;
        }),
      },
    });
    const actor = createActor(machine, { input: { citizenId: LUIS, kind: 'personal' } }).start();
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    actor.send({ type: 'page.go', page: 3 });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    actor.send({ type: 'search.change', text: ' DPP-2025 ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    expect(calls).toEqual([
      { kind: 'personal', query: { citizenId: LUIS, page: 1, name: '', status: 1 } },
      { kind: 'personal', query: { citizenId: LUIS, page: 3, name: '', status: 1 } },
      { kind: 'personal', query: { citizenId: LUIS, page: 1, name: 'DPP-2025', status: 1 } },
    ]);
  });
});
