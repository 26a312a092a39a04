import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'contact data',
  () => import('./contactData.model').then((model) => ({ model })),
  ({ model }) => model.contactDataModel,
);

if (!('error' in loaded)) defineModelTest(loaded.model.contactDataModel);
