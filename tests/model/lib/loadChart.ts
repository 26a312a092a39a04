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

/** The loaded modules, or the error that loading them (or generating the paths) threw. */
export type LoadedChart<M> = M | { error: unknown };

/**
 * Runs `load` (the file's `import()`s), generates the paths of `modelOf(modules)`, and registers the
 * test that fails with the error when either throws.
 * @param name the chart's name in the test title, e.g. 'login'
 * @param load e.g. `() => Promise.all([import('./login.model'), import('…/login.machine')]).then(([model, chart]) => ({ model, chart }))`
 * @param modelOf the model definition among the loaded modules
 */
export async function loadChart<M extends object>(
  name: string,
  load: () => Promise<M>,
  modelOf: (modules: M) => AnyModelTestDefinition,
): Promise<LoadedChart<M>> {
  const loaded: LoadedChart<M> = await load()
    .then((modules) => {
      generateModelPaths(modelOf(modules));
      return modules;
    })
    // After the `then`, so an error thrown while generating the paths is caught too.
    .catch((error: unknown) => ({ error }));
  it(`the ${name} chart builds and its model paths generate`, () => {
    if ('error' in loaded) throw loaded.error;
  });
  return loaded;
}
