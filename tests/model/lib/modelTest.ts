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
export type {
  AnyModelTestDefinition,
  ModelEventPayloads,
  ModelPath,
  ModelStep,
  ModelStepInfo,
  ModelTestDefinition,
  PathGenerators,
} from './definition';
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
    const { paths } = generateModelPaths(def);
    for (const path of paths) {
      it(path.name, () => runModelPath(def, path));
    }
  });
}
