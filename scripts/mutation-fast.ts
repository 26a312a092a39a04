/**
 * The fast mutation subset (`npm run test:mutation:fast`; issue 12 "a fast subset so the score cannot
 * silently fall"): Stryker (stryker.config.mjs) on the charts and expert-form modules changed in the
 * last commit, or on a fixed sample when the commit changed none, failing below a score threshold.
 *
 * - Files: `git diff HEAD~1 HEAD` under src/machines and src/domain/expertForm (`.ts`, not `.d.ts`,
 *   still present), at most {@link MAX_FILES} of them (sorted, the rest named and skipped), and in
 *   them only the lines the commit added or changed (Stryker mutation ranges `file:start-end`), so
 *   the run grows with the change, not with the chart; none → {@link FIXED_SAMPLE}, whole. A CI
 *   clone has no `origin`/`main` to diff against, but it has the last commit (a shallow clone of
 *   depth 1 has not: then the fixed sample runs).
 * - Threshold: `MUTATION_BREAK` (percent, default 90, the issue's target) on the ADJUSTED score of
 *   scripts/mutation-record.ts (load failures counted as killed: docs/mutation/README.md), read
 *   from the run's JSON (reports/mutation/fast.json): a lower score exits with status 1.
 * - `MUTATION_BASE` (default `HEAD~1`): diff against another commit instead (e.g. `main` locally).
 * - `MUTATION_CONCURRENCY` (default 1: CI machines are shared) is Stryker's `--concurrency`.
 * - Extra arguments are passed to Stryker (e.g. `-- --dryRunOnly`).
 *
 * Cost: the fixed sample (contact, 96 mutants, its own model test) about 2 min with concurrency 1
 * on a loaded 2-core machine; changed lines: about 4 s per mutant.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { recordOf, TARGET } from './mutation-record';

/** Charts mutated when the last commit changed none: the contact chart (issue 12's `isValid` case). */
export const FIXED_SAMPLE = ['src/machines/contact.machine.ts'];
/** The tests the fixed sample runs: its model test (MUTATION_TESTS, vitest.mutation.config.ts). */
export const FIXED_SAMPLE_TESTS = ['tests/model/machines/contact.test.ts'];
/** At most this many changed files per run, to keep the run short. */
export const MAX_FILES = 2;

/**
 * Lines added or changed by the last commit, per file: `git diff -U0` hunk headers
 * `@@ -a,b +start,count @@` → `file:start-end` (count 0: a deletion only, nothing to mutate).
 */
export function changedRanges(diff: string): Map<string, string[]> {
  const ranges = new Map<string, string[]>();
  let file: string | undefined;
  for (const line of diff.split('\n')) {
    const name = /^\+\+\+ b\/(.+)$/.exec(line);
    if (name) {
      file = name[1].endsWith('.ts') && !name[1].endsWith('.d.ts') && existsSync(name[1]) ? name[1] : undefined;
      continue;
    }
    const hunk = /^@@ -\S+ \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (!hunk || file === undefined) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
    if (count === 0) continue;
    ranges.set(file, [...(ranges.get(file) ?? []), `${file}:${start}-${start + count - 1}`]);
  }
  return ranges;
}

function lastCommitDiff(): string {
  try {
    return execFileSync('git', ['diff', '-U0', process.env.MUTATION_BASE ?? 'HEAD~1', 'HEAD', '--', 'src/machines', 'src/domain/expertForm'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return ''; // no previous commit (shallow clone): fixed sample
  }
}

const ranges = changedRanges(lastCommitDiff());
const changed = [...ranges.keys()].sort();
const files = changed.length ? changed.slice(0, MAX_FILES).flatMap((file) => ranges.get(file)!) : FIXED_SAMPLE;
if (changed.length > MAX_FILES) console.log(`test:mutation:fast: skipped (over ${MAX_FILES} files): ${changed.slice(MAX_FILES).join(', ')}`);
const breakAt = Number(process.env.MUTATION_BREAK ?? TARGET);
const concurrency = process.env.MUTATION_CONCURRENCY ?? '1';
const report = 'reports/mutation/fast.json';
console.log(
  `test:mutation:fast: ${changed.length ? 'lines changed in the last commit' : 'fixed sample'}: ${files.join(', ')} (fails below ${breakAt} %, adjusted score)`,
);

const result = spawnSync('npx', ['stryker', 'run', '--mutate', files.join(','), '--concurrency', concurrency, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    STRYKER_JSON: report,
    // The fixed sample runs its chart's own model test only (stryker.config.mjs: no per-test filter).
    ...(changed.length ? {} : { MUTATION_TESTS: FIXED_SAMPLE_TESTS.join(',') }),
  },
});
if (result.status !== 0) {
  process.exitCode = result.status ?? 1;
} else {
  // The gate: the adjusted score of scripts/mutation-record.ts (a mutant whose chart cannot even be
  // loaded fails its test file in `npm test`, which Stryker's Vitest runner reports as survived).
  const mutated = (JSON.parse(readFileSync(report, 'utf8')) as { files: Record<string, { mutants: Parameters<typeof recordOf>[1] }> }).files;
  for (const [file, { mutants }] of Object.entries(mutated)) {
    const record = recordOf(file, mutants, 'HEAD', '');
    const ok = record.adjustedScore === null || record.adjustedScore >= breakAt;
    console.log(
      `test:mutation:fast: ${file}: ${record.score ?? '–'} % (adjusted ${record.adjustedScore ?? '–'} %; ${record.counts.loadFailures} load failures)${ok ? '' : ` below ${breakAt} %`}`,
    );
    if (!ok) process.exitCode = 1;
  }
}
