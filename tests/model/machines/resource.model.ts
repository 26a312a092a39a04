import { modelTestDefinition } from '../lib/definition';
import { resourceMachine } from '../../../src/machines/resource.machine';
import { networkError } from './fixtures';

/** docs/ARCHITECTURE.md: every backend-backed block loads, fails with a retry, reloads with a new key. */
export const resourceModel = modelTestDefinition({
  name: 'resource',
  machine: resourceMachine,
  input: { key: 1 },
  events: {
    'resource.retry': [{}],
    'resource.load': [{ key: 2 }],
    'xstate.done.actor.load': [{ output: ['dato'] }],
    'xstate.error.actor.load': [{ error: networkError }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.key]),
});
