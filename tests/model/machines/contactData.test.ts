import { it } from 'vitest';
import { defineModelTest } from '../lib/modelTest';
import { generateModelPaths } from '../lib/paths';

// The model (and through it the chart) is loaded and its paths generated here, not through a static
// import, so that a chart that fails to build (xstate throws while the module loads) or whose paths
// cannot be generated fails a test instead of the file's collection (which the mutation runner would
// count as "no test failed").
const loaded = await import('./contactData.model')
  .then((model) => {
    generateModelPaths(model.contactDataModel);
    return { model };
  })
  // After the `then`, so an error thrown while generating the paths is caught too.
  .catch((error: unknown) => ({ error }));

it('the contact data chart builds and its model paths generate', () => {
  if ('error' in loaded) throw loaded.error;
});
if (!('error' in loaded)) defineModelTest(loaded.model.contactDataModel);
