import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { ratingModel } from './rating.model';
import { isHalfStepRating, ratingMachine, type RatingBody } from '../../../src/machines/requestDetail/rating.machine';
import { resolvedUnrated } from './requestActivityFixtures';

defineModelTest(ratingModel);

describe('rating chart (behaviour)', () => {
  it('a double click sends once; the values stay while sending', async () => {
    const sent: RatingBody[] = [];
    let resolve!: (v: true) => void;
    let rated = 0;
    const machine = ratingMachine.provide({
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

describe('isHalfStepRating', () => {
  it('accepts 0.5 to 5 in half steps only', () => {
    expect([0.5, 1, 2.5, 3, 4.5, 5].every(isHalfStepRating)).toBe(true);
    expect([0, -1, 0.25, 3.3, 5.5, Number.NaN, Number.POSITIVE_INFINITY].some(isHalfStepRating)).toBe(false);
  });
});
