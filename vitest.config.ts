import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Test files that mock app modules (see the 'mocked' project): in 'dom', which shares modules between
 * files, a mock would reach the files after them (tests/unit/mocks/browserStart.test.ts's territorial
 * division that never loads failed the registration page's tests run after it).
 */
const MOCKED_MODULES = [
  'tests/unit/machines/**/*.test.ts',
  'tests/views/app/pages.test.ts',
  'tests/views/app/RouteBoundary.test.tsx',
  'tests/views/app/AppRouter.test.tsx',
  'tests/unit/app/main.test.ts',
  'tests/unit/mocks/browserStart.test.ts',
];

/**
 * The model test files that replace app modules (`vi.mock`), found by reading them: the 'model'
 * project shares modules between its files (isolate: false), so such a file run after another that
 * already loaded the real module would test the real one (a fresh clone's run: the request-form
 * actors reached the network). They run in 'model-mocked', each from fresh modules.
 */
function modelFilesThatMock(dir = 'tests/model'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modelFilesThatMock(path);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(') ? [path] : [];
  });
}
const MOCKED_MODELS = modelFilesThatMock();

/**
 * Projects whose files start first, heaviest first (issue 29 item 1 "projects ordered so the slowest
 * start first"): the fault matrix is ~3/4 of the run's test time (a fresh clone: 12 files, 405 rows,
 * each the whole app in jsdom; its largest file ~2 min), so it starts at once on both workers and the
 * small files of the other projects fill the workers' ends instead of one fault file running alone.
 */
export const PROJECT_START_ORDER = ['faults'];

/**
 * Files of the other projects that start right after the fault matrix's, before Vitest's own order
 * (which, without a last run's durations, i.e. in a fresh clone, starts larger files first): files
 * that are small but long, measured (a shuffled run on a loaded 2-core machine, 2026-12-07: 143 s and
 * 70 s, the next 64 s): the lint-plugin test builds the TypeScript program for its type-aware case
 * (tests/unit/lint/plugins.test.ts, 4 KB, 173rd file by size), the back office renders the demo's
 * whole staff screen per test (5 KB, 142nd). Started late, either ended the run alone on one worker.
 */
export const FILE_START_ORDER = ['tests/unit/lint/plugins.test.ts', 'tests/views/demo/BackOfficePage.test.tsx'];

/**
 * Vitest's own order (failed first, then longest by the last run's cache, else larger files first)
 * within each rank of {@link PROJECT_START_ORDER}, then the files of {@link FILE_START_ORDER} in
 * their order, then the other files, in Vitest's order.
 * Vitest's default runs the projects one after the other by name, so the fault matrix ran after
 * `dom` and its largest files ended the run alone on one worker.
 */
export class HeaviestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = PROJECT_START_ORDER.indexOf(spec.project.name);
      if (at >= 0) return at;
      const file = FILE_START_ORDER.findIndex((f) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${f}`));
      return PROJECT_START_ORDER.length + (file < 0 ? FILE_START_ORDER.length : file);
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

/**
 * Workers: Vitest's default is one less than the cores (1 on CI's 2-core machine), which leaves a
 * core idle once the main process has transformed the modules; every file here is bound by its own
 * worker's CPU, so two workers on two cores, and Vitest's default on larger machines.
 */
export const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    maxWorkers: MAX_WORKERS,
    // A shuffled run (`--sequence.shuffle`, `--sequence.shuffle.files`: checking that no file depends on
    // the ones before it) keeps Vitest's random order.
    ...(process.argv.some((arg) => arg.startsWith('--sequence.shuffle')) ? {} : { sequence: { sequencer: HeaviestProjectsFirst } }),
    setupFiles: ['tests/setup.ts'],
    env: { VITE_BACKEND: 'embedded' },
    // CI runs every file at once on a loaded 2-core machine: integration tests (real statecharts,
    // the embedded backend, uploads, delays) and the path-coverage gate of the largest chart need
    // more than the 5 s default there. A hung test still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The statecharts' model tests need no DOM: node is ~2x faster to start than jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/{unit,views}/**/*.test.{ts,tsx}'],
          exclude: [...MOCKED_MODULES, '**/node_modules/**'],
        },
      },
      // Files that replace modules the app shares (vi.mock of the API layer, the token store, the
      // reads) and load what they test on those mocks: each starts from fresh modules, so a module
      // another file already loaded (isolate: false above) is never the unmocked one, and their
      // mocks never leak into a later file.
      { extends: true, test: { name: 'mocked', environment: 'jsdom', isolate: true, include: MOCKED_MODULES } },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'node',
          isolate: false,
          include: ['tests/model/**/*.test.{ts,tsx}'],
          exclude: [...MOCKED_MODELS, '**/node_modules/**'],
        },
      },
      ...(MOCKED_MODELS.length
        ? [{ extends: true as const, test: { name: 'model-mocked', environment: 'node' as const, isolate: true, include: MOCKED_MODELS } }]
        : []),
      // The loopback API server over real HTTP (server/, issue 11): starts it in the worker on free ports.
      { extends: true, test: { name: 'server', environment: 'node', isolate: true, include: ['tests/server/**/*.test.ts'] } },
      // The fault matrix (tests/faults, issue 10): the whole app per row; isolated files so each
      // starts from fresh modules (its set-up replaces one constant).
      {
        extends: true,
        // A row walks a flow of the whole app, typing like a user: 90 s is a bound for a loaded
        // 2-core machine (a hung row still fails), not a wait.
        test: {
          name: 'faults',
          environment: 'jsdom',
          isolate: true,
          include: ['tests/faults/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/faults/setup.ts'],
          testTimeout: 90_000,
        },
      },
    ],
  },
});
