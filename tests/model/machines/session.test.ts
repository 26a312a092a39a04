import { it } from 'vitest';
import { defineModelTest } from '../lib/modelTest';
import { generateModelPaths } from '../lib/paths';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// The chart and its model are loaded and their paths generated here, not through static imports, so
// that a chart that fails to build (xstate throws while the module loads) or whose paths cannot be
// generated fails a test instead of the file's collection (which the mutation runner would count as
// "no test failed").
const loaded = await Promise.all([import('./session.model'), import('../../../src/machines/session.machine')])
  .then(([model, chart]) => {
    generateModelPaths(model.sessionModel);
    return { model, chart };
  })
  // After the `then`, so an error thrown while generating the paths is caught too.
  .catch((error: unknown) => ({ error }));

it('the session chart builds and its model paths generate', () => {
  if ('error' in loaded) throw loaded.error;
});
if (!('error' in loaded)) {
  defineModelTest(loaded.model.sessionModel);
  // booting is left at once through `always`.
  describeOracleReach(loaded.model.sessionModel, ['booting']);
  describeSpecCitations(loaded.chart.sessionMachine);
}
