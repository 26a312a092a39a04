import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'activation',
  () => import('./activation.model').then((model) => ({ model })),
  ({ model }) => model.activationModel,
);

if (!('error' in loaded)) defineModelTest(loaded.model.activationModel);
