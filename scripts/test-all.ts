/**
 * `npm test`: every check and test of the project, in order, with the time of each stage printed at
 * the end (issue 29 item 1 "Print the time of each stage at the end of `npm test`"; README "Set-up").
 *
 * Stages ({@link STAGES}) are npm scripts or commands run one after the other with the terminal's
 * output as it is; the first that fails stops the run (exit status: that stage's, 1 when it was
 * killed by a signal) and the table still prints, with the failed stage marked and the stages not
 * run listed as such. Stages in one {@link Stage.group} run side by side (two at a time on CI's 2
 * cores): each one's output is held and printed whole when it ends, so two logs never interleave.
 *
 * Usage: `npm test` (all), `npm test -- --from <stage>` (start at that stage, e.g. after fixing a
 * browser test: `npm test -- --from e2e:demo`), `--to <stage>` (stop after it, e.g. `npm test -- --to
 * gen:api --check` for the static checks), `npm test -- --list` (the stages, nothing run).
 * `TEST_TIMES_FILE=path` also writes the table as JSON (`[{ stage, seconds, status }]`).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One stage of `npm test`. */
export interface Stage {
  /** Short name printed in the table and accepted by `--from`. */
  readonly name: string;
  /** The command, run through the shell from the repository's root. */
  readonly command: string;
  /** Stages with the same group run side by side; none: alone. */
  readonly group?: string;
}

/**
 * The stages of `npm test`, in order (README "Set-up" lists what each checks). Independent stages
 * that keep one core busy each run two by two (issue 29 item 1): the static checks; the fault
 * report beside the path-coverage gate; the chart-mutation audit (one Vitest worker per mutant, in
 * a sandbox copy) beside the fast Stryker subset (concurrency 1); the remote build (dist/) beside
 * the demo build (dist-demo/), whose plugins (vanilla-extract, the brotli and gzip copies) run on
 * one thread. Vitest and the two browser suites use both cores and run alone.
 */
export const STAGES: readonly Stage[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck', group: 'static' },
  { name: 'lint', command: 'npm run --silent lint', group: 'static' },
  { name: 'format:check', command: 'npm run --silent format:check', group: 'static' },
  { name: 'lint:api', command: 'npm run --silent lint:api', group: 'static' },
  { name: 'gen:api --check', command: 'npm run --silent gen:api -- --check', group: 'static' },
  { name: 'vitest', command: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json' },
  { name: 'report:faults', command: 'npm run --silent report:faults', group: 'reports' },
  { name: 'coverage:paths', command: 'npm run --silent coverage:paths', group: 'reports' },
  { name: 'audit:mutations', command: 'npm run --silent audit:mutations', group: 'mutations' },
  { name: 'mutation:fast', command: 'npm run --silent test:mutation:fast', group: 'mutations' },
  { name: 'build (remote)', command: 'npm run --silent build', group: 'builds' },
  { name: 'build:demo', command: 'npm run --silent build:demo', group: 'builds' },
  { name: 'bundle:report', command: 'npm run --silent bundle:report -- --check --browser' },
  { name: 'e2e:demo', command: 'npx playwright test' },
  { name: 'e2e:remote', command: 'npm run --silent test:e2e:remote' },
];

/** What became of a stage. */
export type StageStatus = 'passed' | 'failed' | 'not run';

/** A row of the closing table: a stage, its wall time (s) and its status. */
export interface StageTime {
  readonly stage: string;
  readonly seconds: number;
  readonly status: StageStatus;
}

/** How many stages of one group run at once (CI's machine has 2 cores). */
export const GROUP_CONCURRENCY = 2;

/** Runs one command; `hold` keeps its output and hands it back instead of printing it. */
function runCommand(command: string, hold: boolean): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Splits the stages into consecutive batches: a group's stages together, every other stage alone. */
export function batches(stages: readonly Stage[]): Stage[][] {
  const out: Stage[][] = [];
  for (const stage of stages) {
    const last = out.at(-1);
    if (stage.group !== undefined && last !== undefined && last[0]?.group === stage.group) last.push(stage);
    else out.push([stage]);
  }
  return out;
}

/** Runs `items` with at most `limit` at once, keeping their order in the results. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Formats seconds as `m:ss` (e.g. 754.2 → '12:34'). */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The closing table: a line per stage (name, m:ss, seconds, status) and the total wall time. */
export function formatTimes(times: readonly StageTime[], totalSeconds: number): string {
  const width = Math.max(5, ...times.map((t) => t.stage.length));
  const lines = times.map(
    (t) =>
      `  ${t.stage.padEnd(width)}  ${t.status === 'not run' ? '    -' : clock(t.seconds).padStart(5)}  ${t.status === 'not run' ? '      ' : `${t.seconds.toFixed(1).padStart(6)} s`}  ${t.status}`,
  );
  return [
    '',
    'npm test: stage times (wall clock; grouped stages ran side by side)',
    ...lines,
    `  ${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(5)}  ${totalSeconds.toFixed(1).padStart(6)} s`,
    '',
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const stage of STAGES) console.log(`${stage.name}\t${stage.command}`);
    return 0;
  }
  const fromIndex = argv.indexOf('--from');
  const from = fromIndex >= 0 ? argv[fromIndex + 1] : undefined;
  const toIndex = argv.indexOf('--to');
  const to = toIndex >= 0 ? argv.slice(toIndex + 1).join(' ') : undefined;
  const start = from === undefined ? 0 : STAGES.findIndex((s) => s.name === from);
  const end = to === undefined ? STAGES.length - 1 : STAGES.findIndex((s) => s.name === to);
  if (start < 0 || end < 0) {
    console.error(`npm test: no stage named '${start < 0 ? from : to}' (npm test -- --list names them)`);
    return 2;
  }
  const started = performance.now();
  const times: StageTime[] = STAGES.slice(0, start).map((s) => ({ stage: s.name, seconds: 0, status: 'not run' }));
  let exitCode = 0;
  for (const batch of batches(STAGES.slice(start, end + 1))) {
    if (exitCode !== 0) {
      times.push(...batch.map((s) => ({ stage: s.name, seconds: 0, status: 'not run' as const })));
      continue;
    }
    const hold = batch.length > 1;
    if (!hold) console.log(`\n▶ ${batch[0]?.name}: ${batch[0]?.command}`);
    const results = await pool(batch, GROUP_CONCURRENCY, async (stage) => {
      const result = await runCommand(stage.command, hold);
      if (hold) process.stdout.write(`\n▶ ${stage.name}: ${stage.command}\n${result.output}`);
      return { stage, result };
    });
    for (const { stage, result } of results) {
      times.push({ stage: stage.name, seconds: result.seconds, status: result.code === 0 ? 'passed' : 'failed' });
      if (result.code !== 0 && exitCode === 0) {
        exitCode = result.code;
        console.error(`\n✗ ${stage.name} failed (exit status ${result.code})`);
      }
    }
  }
  times.push(...STAGES.slice(end + 1).map((s) => ({ stage: s.name, seconds: 0, status: 'not run' as const })));
  const total = (performance.now() - started) / 1000;
  console.log(formatTimes(times, total));
  if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
  return exitCode;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
