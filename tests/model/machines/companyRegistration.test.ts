import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'company registration',
  () => Promise.all([import('./companyRegistration.model'), import('../../../src/machines/companyRegistration.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.companyRegistrationModel,
);

if (!('error' in loaded)) {
  defineModelTest(loaded.model.companyRegistrationModel);
  describeOracleReach(loaded.model.companyRegistrationModel);
  describeSpecCitations(loaded.chart.companyRegistrationMachine);
}
