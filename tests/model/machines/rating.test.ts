import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { RatingBody } from '../../../src/machines/requestDetail/rating.machine';
import { resolvedUnrated } from './requestActivityFixtures';

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
