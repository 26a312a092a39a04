import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { REQUEST_DETAIL_INPUTS } from './requestDetail.model';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'requestDetail',
  () =>
    Promise.all([import('./requestDetail.model'), import('../../../src/machines/requestDetail/requestDetail.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.requestDetailModel,
);
const chart = () => modules().chart;
/** The model's request details (A, B, I, R: see requestDetail.model.ts) and inputs. */
const fixtures = () => modules().model.REQUEST_DETAIL_FIXTURES;
const inputs = () => modules().model.REQUEST_DETAIL_INPUTS;

if (ready) {
  defineModelTest(ready.model.requestDetailModel);
  // States left at once through `always` (never active after a step).
  describeOracleReach(ready.model.requestDetailModel, ['start', 'deciding', 'ready.data.rechecking']);
  describeSpecCitations(ready.chart.requestDetailMachine);
}

/** The chart with fake actors that answer from `answers` (one per read, the last one repeated). */
function start(
  answers: Array<RequestDetail | Error>,
  remove: () => Promise<true> = async () => true,
  input: (typeof REQUEST_DETAIL_INPUTS)[keyof typeof REQUEST_DETAIL_INPUTS] = inputs().owner,
) {
  const reads: unknown[] = [];
  const deletes: unknown[] = [];
  const toasts: string[] = [];
  let desk = 0;
  const machine = chart().requestDetailMachine.provide({
    actors: {
      loadRequestDetail: fromPromise(async ({ input }) => {
        reads.push(input);
        const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      deleteRequest: fromPromise(async ({ input }) => {
        deletes.push(input);
        return remove();
      }),
    },
    actions: {
      notifyError: (_, p) => void toasts.push(p.key),
      goToDesk: () => void (desk += 1),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, reads, deletes, toasts, desk: () => desk };
}

describe('requestDetail machine (behaviour)', () => {
  it('a double click on Confirmar sends POST /requests/delete once', async () => {
    let resolve!: (v: true) => void;
    const { actor, deletes, desk } = start([fixtures().I], () => new Promise<true>((r) => (resolve = r)));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'request.delete' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'request.delete' });
    expect(deletes).toEqual([{ citizen_id: '00113918205', request_id: 1520 }]);
    resolve(true);
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(desk()).toBe(1);
  });

  it('a failed re-read keeps the shown detail and view, and toasts', async () => {
    const { actor, reads, toasts } = start([fixtures().A, networkError]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'view.select', view: 'claims' });
    actor.send({ type: 'detail.changed' });
    expect(actor.getSnapshot().context.detail?.request.code).toBe('REQ-A');
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect(reads).toEqual([
      { requestId: 1520, citizenId: '00113918205', fresh: false },
      { requestId: 1520, citizenId: '00113918205', fresh: true },
    ]);
    expect(actor.getSnapshot().context.detail?.request.code).toBe('REQ-A');
    expect(actor.getSnapshot().context.view).toBe('claims');
    expect(toasts).toEqual(['requestDetail.refreshFailed']);
  });

  it('after the required document: details at once, then the re-read shows no action', async () => {
    const { actor } = start([fixtures().A, fixtures().R]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.view).toBe('requiredDocument');
    actor.send({ type: 'requiredDocument.done' });
    expect(actor.getSnapshot().context.view).toBe('details');
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect(actor.getSnapshot().context.detail?.request.code).toBe('REQ-R');
    expect(actor.getSnapshot().can({ type: 'action.complete' })).toBe(false);
  });

  it('a re-read that removes the view falls back to details with the notice; picking a tab clears it (spec 001 §2.5 Tabs)', async () => {
    const { actor } = start([fixtures().A, fixtures().R]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'detail.changed' });
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect([actor.getSnapshot().context.view, actor.getSnapshot().context.notice]).toEqual(['details', 'requestDetail.viewGone']);
    actor.send({ type: 'view.select', view: 'claims' });
    expect([actor.getSnapshot().context.view, actor.getSnapshot().context.notice]).toEqual(['claims', null]);
  });

  it("'Completar' after a fall-back opens the action's view and clears the notice (spec 001 §2.5 banners)", async () => {
    // REQ-B opens on 'Mensajes' (action 3); the re-read answers REQ-A (action 1): no 'Mensajes' tab any more.
    const { actor } = start([fixtures().B, fixtures().A]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.view).toBe('messages');
    actor.send({ type: 'detail.changed' });
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect([actor.getSnapshot().context.view, actor.getSnapshot().context.notice]).toEqual(['details', 'requestDetail.viewGone']);
    actor.send({ type: 'action.complete' });
    expect([actor.getSnapshot().context.view, actor.getSnapshot().context.notice]).toEqual(['requiredDocument', null]);
  });
});

const notFound404 = new ApiError({ kind: 'http', status: 404 });

describe('requestDetail machine (load outcomes, spec 001 §2.5, §4, §8)', () => {
  it('a 404 or an answer without request is a missing request; an HTTP 500 offers Reintentar', async () => {
    for (const [error, state] of [
      [notFound404, 'notFound'],
      [rejectedError('No se encontró la solicitud'), 'notFound'],
      [new ApiError({ kind: 'http', status: 500 }), 'failed'],
    ] as const) {
      const { actor } = start([error]);
      await waitFor(actor, (s) => !s.matches('loading'));
      expect([String(error.failure.kind), actor.getSnapshot().value]).toEqual([error.failure.kind, state]);
    }
  });

  it("'#documents' opens the details (not the required action's view) and scrolls to 'Documentos subidos'", async () => {
    const { actor } = start([fixtures().A], undefined, inputs().ownerDocumentsHash);
    await waitFor(actor, (s) => s.matches('ready'));
    expect([actor.getSnapshot().context.view, actor.getSnapshot().context.scrollToDocuments]).toEqual(['details', true]);
  });

  it('a re-read that finds the request gone (404) shows the missing request', async () => {
    const { actor } = start([fixtures().A, notFound404]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'detail.changed' });
    await waitFor(actor, (s) => !s.matches({ ready: { data: 'reloading' } }));
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('a change during a re-read reads again (the newest state wins)', async () => {
    const { actor, reads } = start([fixtures().A]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'detail.changed' });
    actor.send({ type: 'detail.changed' });
    expect(reads).toEqual([
      { requestId: 1520, citizenId: '00113918205', fresh: false },
      { requestId: 1520, citizenId: '00113918205', fresh: true },
      { requestId: 1520, citizenId: '00113918205', fresh: true },
    ]);
  });

  it('while the page shows, the focus watcher runs and its detail.changed re-reads the detail without the cache', async () => {
    const reads: unknown[] = [];
    let watchers = 0;
    const machine = chart().requestDetailMachine.provide({
      actors: {
        loadRequestDetail: fromPromise(async ({ input }) => (reads.push(input), fixtures().I)),
        watchForChanges: fromCallback(({ sendBack }) => {
          watchers += 1;
          // the window got the focus back
          sendBack({ type: 'detail.changed' });
        }),
      },
    });
    const actor = createActor(machine, { input: inputs().owner }).start();
    await waitFor(actor, (s) => s.matches('ready') && reads.length === 2);
    expect(watchers).toBe(1);
    expect(reads).toEqual([
      { requestId: 1520, citizenId: '00113918205', fresh: false },
      { requestId: 1520, citizenId: '00113918205', fresh: true },
    ]);
  });
});
