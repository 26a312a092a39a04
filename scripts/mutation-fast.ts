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
 * - Threshold: `MUTATION_BREAK` (percent, default 90, the target) becomes Stryker's
 *   `thresholds.break`: a lower score exits with status 1.
 * - `MUTATION_BASE` (default `HEAD~1`): diff against another commit instead (e.g. `main` locally).
 * - `MUTATION_CONCURRENCY` (default 1: CI machines are shared) is Stryker's `--concurrency`.
 * - Extra arguments are passed to Stryker (e.g. `-- --dryRunOnly`).
 *
 * Cost: about 4 s per mutant per test process on a loaded 2-core machine (contact + activation,
 * 134 mutants: 8 min 38 s with concurrency 1).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Charts mutated when the last commit changed none: the login chart (issue 12's `isRejected` case). */
export const FIXED_SAMPLE = ['src/machines/login.machine.ts'];
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
const breakAt = process.env.MUTATION_BREAK ?? '90';
const concurrency = process.env.MUTATION_CONCURRENCY ?? '1';
console.log(`test:mutation:fast: ${changed.length ? 'lines changed in the last commit' : 'fixed sample'}: ${files.join(', ')} (break below ${breakAt} %)`);

const result = spawnSync('npx', ['stryker', 'run', '--mutate', files.join(','), '--concurrency', concurrency, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, STRYKER_BREAK: breakAt },
});
process.exitCode = result.status ?? 1;
