import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'session',
  () => Promise.all([import('./session.model'), import('../../../src/machines/session.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.sessionModel,
);

if (!('error' in loaded)) {
  defineModelTest(loaded.model.sessionModel);
  // booting is left at once through `always`.
  describeOracleReach(loaded.model.sessionModel, ['booting']);
  describeSpecCitations(loaded.chart.sessionMachine);
}
