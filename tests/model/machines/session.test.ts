import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { ready } = await loadChart(
  'session',
  () => Promise.all([import('./session.model'), import('../../../src/machines/session.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.sessionModel,
);

if (ready) {
  defineModelTest(ready.model.sessionModel);
  // booting is left at once through `always`.
  describeOracleReach(ready.model.sessionModel, ['booting']);
  describeSpecCitations(ready.chart.sessionMachine);
}
