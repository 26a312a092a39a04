/**
 * The model-test harness (docs/ARCHITECTURE.md "Tests"): one vitest `describe` per machine with one `it` per
 * generated path (shortest and simple paths of the test machine, see `paths.ts`), each run against
 * the real machine (see `runPath.ts`).
 *
 * Usage, in `tests/model/machines/<name>.test.ts`:
 * ```ts
 * import { defineModelTest } from '../lib/modelTest';
 * import { sessionModel } from './session.model';
 * defineModelTest(sessionModel);
 * ```
 * The definition itself lives in `<name>.model.ts` (built with `modelTestDefinition` from
 * `../lib/definition`, without importing vitest) so the coverage report can load it too.
 */
import { describe, it } from 'vitest';
import type { AnyModelTestDefinition } from './definition';
import { generateModelPaths } from './paths';
import { runModelPath } from './runPath';

export { modelTestDefinition } from './definition';
export type { AnyModelTestDefinition, ModelEventPayloads, ModelPath, ModelStep, ModelStepInfo, ModelTestDefinition, PathGenerators } from './definition';
export { computePathCoverage, formatCoverageReport, isFullyCovered, percent } from './coverage';
export type { CoverageCount, PathCoverage } from './coverage';
export { generateModelPaths } from './paths';
export { ModelMismatchError, runModelPath } from './runPath';
export { toTestMachine } from './toTestMachine';

/**
 * Declares the model test of one machine: `describe('model: <name>')` with one `it` per path,
 * titled by its events (`login.submit → xstate.done.actor.loadUser ⇒ authenticated`).
 *
 * @param def - the machine's definition (same object as in `tests/model/registry.ts`).
 */
export function defineModelTest(def: AnyModelTestDefinition): void {
  describe(`model: ${def.name}`, () => {
    // A chart the harness cannot even walk (a mutant with an empty id or initial state, an unknown
    // guard, no states) must FAIL, not vanish: an error thrown while collecting would make the
    // file fail to load, which a mutation runner counts as a surviving mutant.
    let paths: ReturnType<typeof generateModelPaths>['paths'];
    try {
      paths = generateModelPaths(def).paths;
    } catch (error) {
      it('builds its paths from the chart', () => {
        throw error;
      });
      return;
    }
    it('builds its paths from the chart', () => {
      if (paths.length === 0) throw new Error(`${def.name}: the chart yields no path to test`);
    });
    for (const path of paths) {
      it(path.name, () => runModelPath(def, path));
    }
  });
}
