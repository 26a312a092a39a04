import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { RatingBody } from '../../../src/machines/requestDetail/rating.machine';
import { resolvedUnrated } from './requestActivityFixtures';
import { modelPathOf } from '../lib/paths';
import { runModelPath } from '../lib/runPath';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'rating',
  () => Promise.all([import('./rating.model'), import('../../../src/machines/requestDetail/rating.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.ratingModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.ratingModel);
  describeOracleReach(ready.model.ratingModel, [], { skipStays: true });
  describeSpecCitations(ready.chart.ratingMachine);
}

/** The chart with a controlled rating call; `fail` makes it reject. */
function startRating(fail = false) {
  const sent: RatingBody[] = [];
  const toasts: unknown[] = [];
  const machine = chart().ratingMachine.provide({
    actors: {
      rateRequest: fromPromise<true, RatingBody>(async ({ input }) => {
        sent.push(input);
        if (fail) throw new Error('HTTP 500');
        return true;
      }),
    },
    actions: { notify: (_, notice) => void toasts.push(notice), notifyRated: () => {} },
  });
  return { actor: createActor(machine, { input: { detail: resolvedUnrated } }).start(), sent, toasts };
}

describe('rating chart (behaviour)', () => {
  it('a double click sends once; the values stay while sending', async () => {
    const sent: RatingBody[] = [];
    let resolve!: (v: true) => void;
    let rated = 0;
    const machine = chart().ratingMachine.provide({
      actors: {
        rateRequest: fromPromise<true, RatingBody>(({ input }) => {
          sent.push(input);
          return new Promise<true>((r) => (resolve = r));
        }),
      },
      actions: { notifyRated: () => void (rated += 1) },
    });
    const actor = createActor(machine, { input: { detail: resolvedUnrated } }).start();
    expect(actor.getSnapshot().context.rating).toBe(3);
    actor.send({ type: 'rating.change', value: 3.5 });
    actor.send({ type: 'rating.submit' });
    actor.send({ type: 'rating.submit' });
    actor.send({ type: 'rating.change', value: 1 });
    expect(sent).toEqual([{ request_id: 1520, rating: 3.5, comment: null }]);
    expect(actor.getSnapshot().context.rating).toBe(3.5);
    resolve(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(rated).toBe(1);
  });
});

describe('rating chart (bodies, spec 001 §7 rating call)', () => {
  it('the comment is sent trimmed; a blank one as null', async () => {
    const typed = startRating();
    typed.actor.send({ type: 'comment.change', text: '  Muy buena atención  ' });
    expect(typed.actor.getSnapshot().context.comment).toBe('  Muy buena atención  ');
    typed.actor.send({ type: 'rating.submit' });
    await waitFor(typed.actor, (s) => s.status === 'done');
    expect(typed.sent).toEqual([{ request_id: 1520, rating: 3, comment: 'Muy buena atención' }]);

    const blank = startRating();
    blank.actor.send({ type: 'comment.change', text: '   ' });
    blank.actor.send({ type: 'rating.submit' });
    await waitFor(blank.actor, (s) => s.status === 'done');
    expect(blank.sent).toEqual([{ request_id: 1520, rating: 3, comment: null }]);
  });

  it("a failed rating goes back to the dialog with the values and 'Ha ocurrido un error' (3 s)", async () => {
    const { actor, toasts } = startRating(true);
    actor.send({ type: 'rating.change', value: 4.5 });
    actor.send({ type: 'comment.change', text: 'Lento' });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect([actor.getSnapshot().context.rating, actor.getSnapshot().context.comment]).toEqual([4.5, 'Lento']);
    expect(toasts).toEqual([{ kind: 'error', key: 'rating.failure', durationMs: 3000 }]);
  });
});

describe('isHalfStepRating', () => {
  it('accepts 0.5 to 5 in half steps only', () => {
    expect([0.5, 1, 2.5, 3, 4.5, 5].every(chart().isHalfStepRating)).toBe(true);
    expect([0, -1, 0.25, 3.3, 5.5, Number.NaN, Number.POSITIVE_INFINITY].some(chart().isHalfStepRating)).toBe(false);
  });
});

/**
 * Runs the events `types` (each with the payload `picked` gives its type, see `ratingModelWith`)
 * through the model's oracles, and returns what the chart did: the POST bodies sent, the re-reads
 * started, the toasts (their keys) and the last state.
 */
async function scenario(picked: Parameters<typeof import('./rating.model').ratingModelWith>[0], types: string[]) {
  const def = modules().model.ratingModelWith(picked);
  const started: Array<{ id: string; input: unknown }> = [];
  const toasts: unknown[] = [];
  let last: { value: unknown; status: string } = { value: null, status: '' };
  // A chart that does not offer an event of the scenario (a mutant that never checks) still runs
  // the steps it offers, so the oracle of the step that went wrong reports it.
  let offered = types.length;
  let missing: Error | null = null;
  for (; offered > 0; offered -= 1) {
    try {
      modelPathOf(def, types.slice(0, offered));
      break;
    } catch (error) {
      missing ??= error as Error;
    }
  }
  await runModelPath(def, modelPathOf(def, types.slice(0, offered)), (step) => {
    started.push(...step.started);
    toasts.push(...step.called.filter((c) => c.name === 'notify').map((c) => (c.params as { key: string }).key));
    last = { value: step.snapshot.value, status: step.snapshot.status };
  });
  if (missing) throw missing;
  return {
    sent: started.filter((s) => s.id === 'rateRequest').map((s) => s.input),
    reads: started.filter((s) => s.id === 'readRating').map((s) => s.input),
    toasts,
    last,
  };
}

const SUBMIT = 'rating.submit';
const LOST = 'xstate.error.actor.rateRequest';
const READ_FAILED = 'xstate.error.actor.readRating';
const READ = 'xstate.done.actor.readRating';
/** The re-read: the request (contract Q1 `id`) as its owner (`doc_identification`). */
const REREAD = { requestId: 1520, citizenId: resolvedUnrated.request.doc_identification };

// Issue 25 item 1c and the rule "one user intent never sends two writes, even when an answer is
// lost": after a rating whose answer was lost and whose check failed, ENVIAR re-reads the request
// and sends nothing; once a check found the request without a rating ('no llegó'), ENVIAR is a new
// intent and sends again. Contract §3.1: `rating` is an array, empty until the request is rated.
describe('rating chart (issue 25: an unchecked rating is checked before any second send)', () => {
  it('the check failed: ENVIAR re-reads instead of sending; the rating found there closes the dialog', async () => {
    const { sent, reads, toasts, last } = await scenario(
      {
        'rating.change': { value: 4.5 },
        'xstate.error.actor.rateRequest': { error: modules().model.unknownError },
        'xstate.done.actor.readRating': { output: modules().model.ratedDetail },
      },
      ['rating.change', 'comment.change', SUBMIT, LOST, READ_FAILED, SUBMIT, READ],
    );
    expect(sent).toEqual([{ request_id: 1520, rating: 4.5, comment: 'Me atendieron con rapidez.' }]);
    expect(reads).toEqual([REREAD, REREAD]);
    expect(toasts).toEqual(['rating.outcomeUnchecked', 'rating.success']);
    expect(last).toEqual({ value: 'rated', status: 'done' });
  });

  it('the check failed twice, then found no rating: only the ENVIAR after that sends, with the values kept', async () => {
    const { sent, reads, toasts, last } = await scenario(
      {
        'rating.change': { value: 0.5 },
        'xstate.error.actor.rateRequest': { error: modules().model.unknownError },
        'xstate.done.actor.readRating': { output: resolvedUnrated },
      },
      ['rating.change', SUBMIT, LOST, READ_FAILED, SUBMIT, READ_FAILED, SUBMIT, READ, SUBMIT, 'xstate.done.actor.rateRequest'],
    );
    expect(sent).toEqual([
      { request_id: 1520, rating: 0.5, comment: null },
      { request_id: 1520, rating: 0.5, comment: null },
    ]);
    expect(reads).toEqual([REREAD, REREAD, REREAD]);
    expect(toasts).toEqual(['rating.outcomeUnchecked', 'rating.outcomeUnchecked', 'rating.notReceived', 'rating.success']);
    expect(last).toEqual({ value: 'rated', status: 'done' });
  });

  it("the check found no rating ('no llegó'): the next ENVIAR sends again, and a second lost answer is checked again", async () => {
    const { sent, reads, toasts, last } = await scenario(
      { 'xstate.error.actor.rateRequest': { error: modules().model.unknownError }, 'xstate.done.actor.readRating': { output: resolvedUnrated } },
      [SUBMIT, LOST, READ, SUBMIT, LOST, READ],
    );
    expect(sent).toEqual([
      { request_id: 1520, rating: 3, comment: null },
      { request_id: 1520, rating: 3, comment: null },
    ]);
    expect(reads).toEqual([REREAD, REREAD]);
    expect(toasts).toEqual(['rating.notReceived', 'rating.notReceived']);
    expect(last).toEqual({ value: 'editing', status: 'active' });
  });
});
