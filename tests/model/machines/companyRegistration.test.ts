import { it } from 'vitest';
import { defineModelTest } from '../lib/modelTest';
import { generateModelPaths } from '../lib/paths';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// The chart and its model are loaded and their paths generated here, not through static imports, so
// that a chart that fails to build (xstate throws while the module loads) or whose paths cannot be
// generated fails a test instead of the file's collection (which the mutation runner would count as
// "no test failed").
const loaded = await Promise.all([import('./companyRegistration.model'), import('../../../src/machines/companyRegistration.machine')])
  .then(([model, chart]) => {
    generateModelPaths(model.companyRegistrationModel);
    return { model, chart };
  })
  // After the `then`, so an error thrown while generating the paths is caught too.
  .catch((error: unknown) => ({ error }));

it('the company registration chart builds and its model paths generate', () => {
  if ('error' in loaded) throw loaded.error;
});
if (!('error' in loaded)) {
  defineModelTest(loaded.model.companyRegistrationModel);
  describeOracleReach(loaded.model.companyRegistrationModel);
  describeSpecCitations(loaded.chart.companyRegistrationMachine);
}
