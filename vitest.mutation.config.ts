/**
 * Vitest configuration for mutation testing only (stryker.config.mjs, `npm run test:mutation`).
 *
 * Limited to the tests that kill mutants in the mutated code (src/machines, src/domain/expertForm):
 * the model-based tests of the charts (tests/model, node environment, no DOM), the expert-form
 * engine's unit tests and the node tests of the charts' helpers (tests/unit/machines; the reads over MSW's node
 * server). Left out, to keep each mutant's run short: the path-coverage gate
 * (tests/model/coverage.test.ts computes all 30 charts' coverage on every run of a chart's static
 * mutants; the chart's own model test already fails wherever the gate would), the DOM/view tests
 * and the fault matrix (jsdom, seconds per file). Stryker's Vitest runner adds its own set-up file
 * and runs one thread.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    env: { VITE_BACKEND: 'embedded' },
    // MUTATION_TESTS (comma-separated test files): one chart's run with only its own tests (see
    // stryker.config.mjs: no test filter then, so Stryker activates module-level mutants before the
    // chart is imported).
    include: process.env.MUTATION_TESTS
      ? process.env.MUTATION_TESTS.split(',')
      : // tests/unit/machines: the node tests of the charts' helpers (reads, request-detail rules and
        // uploads, settings, selectors, the session's storage), all in the node environment
        ['tests/model/**/*.test.ts', 'tests/unit/expertForm/**/*.test.ts', 'tests/unit/machines/**/*.test.ts'],
    exclude: ['tests/model/coverage.test.ts', '**/node_modules/**'],
    // A bound for a loaded 2-core machine (a hung test still fails), not a wait.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
