import { modelTestDefinition } from '../lib/definition';
import { expectEqual, type OracleStep } from '../lib/oracles';
import { resourceMachine } from '../../../src/machines/resource.machine';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';

const http500 = new ApiError({ kind: 'http', status: 500 });
/** Not an ApiError (a loader that threw): read as a network failure. */
const thrown = new Error('boom');

/** What the failed block keeps of each failure (docs/ARCHITECTURE.md "When a backend is down"). */
const FAILURE = new Map<unknown, unknown>([
  [networkError, { kind: 'network' }],
  [http500, { kind: 'http', status: 500 }],
  [thrown, { kind: 'network' }],
]);

/** The key the block asked for last: 1 at start, 2 once `resource.load` asked for another. */
function keyAfter(step: OracleStep): number {
  if (step.event.type === 'resource.load') return 2;
  return step.index === 0 ? 1 : (step.previous!.context.key as number);
}

/** docs/ARCHITECTURE.md: every backend-backed block loads, fails with a retry, reloads with a new key. */
export const resourceModel = modelTestDefinition({
  name: 'resource',
  machine: resourceMachine,
  input: { key: 1 },
  events: {
    'resource.retry': [{}],
    'resource.load': [{ key: 2 }],
    'xstate.done.actor.load': [{ output: ['dato'] }],
    'xstate.error.actor.load': [{ error: networkError }, { error: http500 }, { error: thrown }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.key, s.context.data !== undefined, s.context.failure]),
  // Oracles written from docs/ARCHITECTURE.md "When a backend is down, the shell, the navigation and
  // the static content still render, and each block that needed the backend says so in Spanish with a
  // way to retry" and spec 000 §8 (tests/model/README.md "Oracles").
  expect: {
    initial: 'loading',
    states: {
      loading: {
        shows: ['loader (previous data kept)'],
        on: { 'xstate.done.actor.load': 'ready', 'xstate.error.actor.load': 'failed' },
        check(snapshot, step) {
          // The block's read is asked for once per entry, with the current key.
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['load', { key: keyAfter(step) }]],
            'read started',
          );
          // The previous data stays on screen while loading (nothing blanks out).
          const data = step.index === 0 ? undefined : step.previous!.context.data;
          expectEqual([snapshot.context.key, snapshot.context.data], [keyAfter(step), data], '[key, data] while loading');
          if (step.index === 0) expectEqual(snapshot.context.failure, null, 'failure at start');
        },
      },
      ready: {
        shows: ['the data'],
        on: { 'resource.load': 'loading' },
        check(snapshot, step) {
          expectEqual([snapshot.context.data, snapshot.context.failure], [['dato'], null], '[data, failure] when ready');
          expectEqual(step.started, [], 'reads started when ready');
        },
      },
      failed: {
        shows: ['errors.loadFailed', 'common.retry'],
        on: { 'resource.retry': 'loading', 'resource.load': 'loading' },
        check(snapshot, step) {
          expectEqual(snapshot.context.failure, FAILURE.get(step.event.error) ?? '(unlisted failure)', 'failure kept');
          // The data loaded before (if any) is kept.
          expectEqual(snapshot.context.data, step.previous!.context.data, 'data after a failure');
          expectEqual(snapshot.context.key, step.previous!.context.key, 'key after a failure');
        },
      },
    },
  },
});
