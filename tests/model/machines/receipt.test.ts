import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { ready } = await loadChart(
  'receipt',
  () => Promise.all([import('./receipt.model'), import('../../../src/machines/receipt.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.receiptModel,
);

if (ready) {
  defineModelTest(ready.model.receiptModel);
  describeOracleReach(ready.model.receiptModel, [], { skipStays: true });
  describeSpecCitations(ready.chart.receiptMachine);
}
