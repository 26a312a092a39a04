/**
 * Mutation testing (issue 12; docs/ARCHITECTURE.md "Tests"): StrykerJS with its Vitest runner over
 * the charts (src/machines) and the expert-form engine (src/domain/expertForm).
 *
 * - `npm run test:mutation` mutates everything below; `npm run test:mutation -- --mutate
 *   src/machines/contact.machine.ts` a subset; add `--concurrency 1` on a shared machine.
 * - `npm run test:mutation:fast` (scripts/mutation-fast.ts): the charts changed in the last commit,
 *   or a fixed sample, with a score threshold (`STRYKER_BREAK`, percent: below it the run fails).
 * - Tests: vitest.mutation.config.ts (model tests + expert-form unit tests, node environment);
 *   `related` runs, per mutated file, only the test files that import it; `perTest` coverage runs,
 *   per mutant, only the tests that reach it (all related tests for static mutants: chart configs).
 * - Ignored mutants: `// Stryker disable` comments with their reason, and the rules of the
 *   `xstate` ignorer (stryker.xstate-ignorer.mjs), which report their own reason.
 * - Reports: the clear-text per-file score table on the console; HTML and JSON under
 *   reports/mutation/ (gitignored).
 */

const breakAt = process.env.STRYKER_BREAK ? Number(process.env.STRYKER_BREAK) : null;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // MUTATION_TESTS set (a chart's own test files, vitest.mutation.config.ts): every mutant runs those
  // tests, without a per-test filter. A filter makes the Vitest runner switch a module-level mutant
  // on after the chart was imported (stryker-js#6144), so chart-configuration mutants (a target, a
  // guard's name, an invoke) would be reported as survived with no test run.
  vitest: { configFile: 'vitest.mutation.config.ts', related: !process.env.MUTATION_TESTS },
  // stryker.xstate-ignorer.mjs: the chart patterns no test can kill by design (`setup({ types })`,
  // the real IO actors the model harness replaces), ignored with their reason in one place instead
  // of a `// Stryker disable` comment in every chart (issue 29 item 5).
  plugins: ['@stryker-mutator/vitest-runner', './stryker.xstate-ignorer.mjs'],
  ignorers: ['xstate'],
  mutate: ['src/machines/**/*.ts', 'src/domain/expertForm/**/*.ts', '!src/**/*.d.ts'],
  coverageAnalysis: process.env.MUTATION_TESTS ? 'all' : 'perTest',
  // Files the tests never read (builds, reports, benchmarks) stay out of the sandbox copy, and so do
  // the sandboxes of other runs going on at the same time (`--tempDirName .stryker-tmp-<name>`).
  ignorePatterns: ['dist', 'dist-*', 'coverage', 'test-results', 'reports', 'bench', '.data', 'playwright-report', 'docs', '.stryker-tmp*'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { allowColor: false, reportScoreTable: true, reportMutants: true, logTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // STRYKER_JSON: where one run's JSON goes (scripts/mutation-record.ts reads it into docs/mutation/).
  jsonReporter: { fileName: process.env.STRYKER_JSON ?? 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: breakAt },
  // The model tests of a chart run in seconds; the factor leaves room for a loaded 2-core machine.
  timeoutFactor: 3,
  timeoutMS: 10_000,
  checkers: [],
};
