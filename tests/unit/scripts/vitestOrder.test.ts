// @vitest-environment node
/**
 * The order Vitest starts the files in (vitest.config.ts `HeaviestProjectsFirst`; issue 29 item 1
 * "projects ordered so the slowest start first"): the fault matrix's files first, then the small but
 * long files named in FILE_START_ORDER, then the other files, each rank in Vitest's own order (failed first, then longest by the last run, else larger
 * files first); and two workers at least.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { FILE_START_ORDER, HeaviestProjectsFirst, MAX_WORKERS, PROJECT_START_ORDER } from '../../../vitest.config';

/** A file of `project` as Vitest's sequencer sees it (what its `sort` reads). */
function spec(project: string, file: string, isolate = project !== 'dom'): TestSpecification {
  return { project: { name: project, config: { sequence: { groupOrder: 0 }, isolate } }, moduleId: `/repo/${file}` } as unknown as TestSpecification;
}

/** Vitest's context with a last run's durations (ms) by `project:file`, none for a fresh clone. */
function sequencer(durations: Record<string, number> = {}): HeaviestProjectsFirst {
  const ctx = {
    config: { root: '/repo' },
    cache: {
      getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
      getFileStats: () => ({ size: 1 }),
    },
  };
  return new HeaviestProjectsFirst(ctx as never);
}

const names = (specs: TestSpecification[]) => specs.map((s) => `${s.project.name}:${s.moduleId.replace('/repo/', '')}`);

describe('HeaviestProjectsFirst', () => {
  it('starts the fault matrix first although its project name sorts after dom', async () => {
    expect(PROJECT_START_ORDER).toEqual(['faults']);
    const files = [spec('dom', 'a.test.tsx'), spec('model', 'm.test.ts'), spec('faults', 'f.faults.test.tsx'), spec('server', 's.test.ts')];
    const sorted = names(await sequencer().sort(files));
    expect(sorted[0]).toBe('faults:f.faults.test.tsx');
    expect(sorted.slice(1).sort()).toEqual(['dom:a.test.tsx', 'model:m.test.ts', 'server:s.test.ts']);
  });

  it('keeps the last run’s longest-first order inside each rank', async () => {
    const files = [spec('faults', 'short.faults.test.tsx'), spec('dom', 'x.test.tsx'), spec('faults', 'long.faults.test.tsx'), spec('dom', 'y.test.tsx')];
    const durations = { 'faults:short.faults.test.tsx': 10, 'faults:long.faults.test.tsx': 120, 'dom:x.test.tsx': 1, 'dom:y.test.tsx': 5 };
    expect(names(await sequencer(durations).sort(files))).toEqual([
      'faults:long.faults.test.tsx',
      'faults:short.faults.test.tsx',
      'dom:y.test.tsx',
      'dom:x.test.tsx',
    ]);
  });

  it('starts the small but long files right after the fault matrix, ahead of larger and longer-cached ones', async () => {
    expect(FILE_START_ORDER).toEqual(['tests/unit/lint/plugins.test.ts', 'tests/views/demo/BackOfficePage.test.tsx']);
    const files = [
      spec('dom', 'tests/views/big.test.tsx'),
      spec('dom', 'tests/views/demo/BackOfficePage.test.tsx'),
      spec('faults', 'tests/faults/f.faults.test.tsx'),
      spec('dom', 'tests/unit/lint/plugins.test.ts'),
      spec('server', 'tests/server/s.test.ts'),
    ];
    const durations = { 'dom:tests/views/big.test.tsx': 90_000, 'server:tests/server/s.test.ts': 60_000, 'dom:tests/unit/lint/plugins.test.ts': 1 };
    expect(names(await sequencer(durations).sort(files))).toEqual([
      'faults:tests/faults/f.faults.test.tsx',
      'dom:tests/unit/lint/plugins.test.ts',
      'dom:tests/views/demo/BackOfficePage.test.tsx',
      'dom:tests/views/big.test.tsx',
      'server:tests/server/s.test.ts',
    ]);
    // Every name is a file of the suite (a renamed file would silently lose its place).
    for (const file of FILE_START_ORDER) expect(existsSync(file), file).toBe(true);
  });

  it('runs two workers at least (Vitest’s default is one on a 2-core machine)', () => {
    expect(MAX_WORKERS).toBeGreaterThanOrEqual(2);
  });
});
