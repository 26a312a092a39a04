/**
 * Entry point of the path-coverage report (`npm run coverage:paths`, scripts/coverage-paths.ts):
 * computes the coverage of every machine registered in `tests/model/registry.ts`.
 *
 * The script loads this module through Vite's module runner (so machine modules that read
 * `import.meta.env` load as in the app); it must stay free of `vitest` imports.
 */
import { modelRegistry } from '../registry';
import type { AnyModelTestDefinition } from './definition';
import { computePathCoverage } from './coverage';
import type { PathCoverage } from './coverage';

export { formatCoverageReport, isFullyCovered, percent } from './coverage';
import { qaExport } from './qaExport';
export type { PathCoverage } from './coverage';

/**
 * Coverage of each definition, in registry order.
 *
 * @param defs - defaults to the registry.
 */
export function collectPathCoverage(defs: readonly AnyModelTestDefinition[] = modelRegistry): PathCoverage[] {
  return defs.map((def) => computePathCoverage(def));
}

/**
 * The QA export (see `qaExport.ts`): file name (relative to coverage/paths/) → content, and the
 * charts left out because a path fails against the real machine (`<chart>: <message>`). Each path
 * is run against its real machine to write its test case, hence asynchronous.
 *
 * @param defs - defaults to the registry.
 */
export function collectQaFiles(defs: readonly AnyModelTestDefinition[] = modelRegistry): Promise<{ files: Map<string, string>; failures: string[] }> {
  return qaExport(defs);
}
