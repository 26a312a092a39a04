import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { fail, ok } from '../../../src/api/result';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'resource',
  () => Promise.all([import('./resource.model'), import('../../../src/machines/resource.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.resourceModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.resourceModel);
  describeOracleReach(ready.model.resourceModel);
  describeSpecCitations(ready.chart.resourceMachine);
}

// The loader binding the views use (`resourceWith(read)`): the model test replaces the `load` actor,
// so what the real actor does with a read's ApiResult is checked here.
describe('resourceWith', () => {
  it('loads the key asked for and keeps the data', async () => {
    const keys: number[] = [];
    const actor = createActor(
      chart().resourceWith(async (key: number) => (keys.push(key), ok(`dato ${key}`))),
      { input: { key: 7 } },
    ).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect([ready.context.data, ready.context.failure, keys]).toEqual(['dato 7', null, [7]]);
  });

  it('goes to failed with the failure of a failed read', async () => {
    const actor = createActor(
      chart().resourceWith(async () => fail({ kind: 'http', status: 503 })),
      { input: { key: 1 } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect([failed.context.data, failed.context.failure]).toEqual([undefined, { kind: 'http', status: 503 }]);
  });

  it('without a provided read, fails as a network failure', async () => {
    const actor = createActor(chart().resourceMachine, { input: { key: 1 } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toEqual({ kind: 'network' });
    actor.stop();
  });
});
