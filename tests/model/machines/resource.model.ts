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
  assert(real, _model, { event }) {
    // meta on the (single) active state; a failed block says so in Spanish with a way to retry.
    const metas = Object.values(real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>);
    if (metas.length !== 1 || typeof metas[0].spec !== 'string' || !Array.isArray(metas[0].shows)) throw new Error(`meta missing in ${JSON.stringify(real.value)}`);
    if (real.matches('failed') && JSON.stringify(metas[0].shows) !== JSON.stringify(['errors.loadFailed', 'common.retry'])) throw new Error('failed must show the message and the retry');
    if (event.type === 'xstate.done.actor.load' && JSON.stringify(real.context.data) !== '["dato"]') throw new Error('the loaded data is not kept');
    if (event.type === 'xstate.error.actor.load' && real.context.failure?.kind !== 'network') throw new Error('the failure is not kept');
    if (event.type === 'resource.load' && (real.context.key !== 2 || !real.matches('loading'))) throw new Error('a new key loads');
  },
});
