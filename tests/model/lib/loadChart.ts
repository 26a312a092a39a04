/**
 * Loading of a chart for its model test file (tests/model/README.md "Mutation testing").
 *
 * The file passes its own dynamic imports; the chart and its model are loaded and the model's paths
 * generated here, not through static imports, so that a chart that fails to build (xstate throws
 * while the module loads) or whose paths cannot be generated fails the test registered here,
 * 'the <name> chart builds and its model paths generate', instead of the file's collection (which
 * Stryker's Vitest runner counts as survived: stryker-js#6150, #6213).
 */
import { it } from 'vitest';
import type { AnyModelTestDefinition } from './definition';
import { generateModelPaths } from './paths';

/**
 * What a model test file uses of its loaded modules:
 * - `modules()`: the modules, or the load error thrown in the test that calls it (the file's own
 *   behaviour tests: each fails with the load error instead of the file's collection);
 * - `ready`: the modules, or null when loading failed (to register the generated path tests and the
 *   oracle checks only when there is a chart to generate them from).
 */
export interface LoadedChart<M> {
  modules: () => M;
  ready: M | null;
}

/**
 * Runs `load` (the file's `import()`s), generates the paths of `modelOf(modules)`, and registers the
 * test that fails with the error when either throws.
 * @param name the chart's name in the test title, e.g. 'login'
 * @param load e.g. `() => Promise.all([import('./login.model'), import('…/login.machine')]).then(([model, chart]) => ({ model, chart }))`
 * @param modelOf the model definition among the loaded modules
 * @returns see {@link LoadedChart}; typical use:
 *   `const { modules, ready } = await loadChart(…); if (ready) defineModelTest(ready.model.loginModel);`
 */
export async function loadChart<M extends object>(
  name: string,
  load: () => Promise<M>,
  modelOf: (modules: M) => AnyModelTestDefinition,
): Promise<LoadedChart<M>> {
  const loaded: M | { error: unknown } = await load()
    .then((modules) => {
      generateModelPaths(modelOf(modules));
      return modules;
    })
    // After the `then`, so an error thrown while generating the paths is caught too.
    .catch((error: unknown) => ({ error }));
  const modules = (): M => {
    if ('error' in loaded) throw loaded.error;
    return loaded;
  };
  it(`the ${name} chart builds and its model paths generate`, () => void modules());
  return { modules, ready: 'error' in loaded ? null : loaded };
}
