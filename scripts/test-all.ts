/**
 * `npm test`: every check and test of the project, with the time of each stage printed at the end
 * (issue 29 item 1 "Print the time of each stage at the end of `npm test`"; README "Set-up").
 *
 * Stages ({@link STAGES}) are npm scripts or commands in two LANES that run at the same time on a
 * machine with 4 or more cores, and in one lane, in {@link STAGES}' order, on fewer ({@link laneCount},
 * {@link lanes}: on CI's 2-core machine two lanes took as long as one; issue 29 item 1):
 * - `checks`: the stages that keep the cores busy (static checks, Vitest, reports, mutation runs, the
 *   remote build and the bundle report), one after the other, the stages of one {@link Stage.group}
 *   side by side (two at a time: each keeps one core busy);
 * - `browser`: the demo build, then both browser suites side by side. They mostly wait (the demo's
 *   simulated latency, the pages' own delays, Playwright's polling): the demo suite alone used 444 s of
 *   CPU in 19 min on a loaded machine, under half a core on average on a quiet one, so alone they
 *   left a core idle for about ten minutes.
 * A stage starts once the stages it names in {@link Stage.after} have passed (e.g. the bundle report
 * after both builds, whichever lane built them). The first stage that fails stops the run: a stage
 * still running is stopped (SIGINT to its process group, as Ctrl-C, then SIGKILL), nothing more starts,
 * the exit status is the failed stage's (1 when it was killed by a signal), and the table still prints,
 * marking the failed stage, the stopped ones and those not run. Every stage's output is held and
 * printed whole when it ends, so two logs never interleave; a line says when each starts.
 *
 * Usage: `npm test` (all), `npm test -- --from <stage>` (that stage and those after it in
 * {@link STAGES}' order, e.g. after fixing a browser test: `npm test -- --from e2e:demo`; a stage named
 * in `after` but outside the range counts as done), `--to <stage>` (stop after it, e.g. `npm test --
 * --to gen:api --check` for the static checks), `npm test -- --list` (the stages, nothing run).
 * `TEST_TIMES_FILE=path` also writes the table as JSON (`[{ stage, seconds, status }]`).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One stage of `npm test`. */
export interface Stage {
  /** Short name printed in the table and accepted by `--from`. */
  readonly name: string;
  /** The command, run through the shell from the repository's root. */
  readonly command: string;
  /** The lane it runs in (see module documentation). */
  readonly lane: Lane;
  /** Consecutive stages of one lane with the same group run side by side; none: alone. */
  readonly group?: string;
  /** Stages (of either lane) that must have passed before it starts. */
  readonly after?: readonly string[];
}

/** The two lanes of {@link STAGES}, run at the same time. */
export type Lane = 'checks' | 'browser';

/**
 * The stages of `npm test` (README "Set-up" lists what each checks). In the `checks` lane, stages
 * that keep one core busy each run two by two: the static checks; the fault report beside the
 * path-coverage gate; the chart-mutation audit (one Vitest worker per mutant, in a sandbox copy)
 * beside the fast Stryker subset (concurrency 1). Vitest uses both cores and runs alone in its lane.
 * The `browser` lane builds the demo (dist-demo/) and then runs both suites side by side: the remote
 * suite builds its own loopback build (playwright.remote.config.ts) and uses other ports and another
 * output folder than the demo suite (playwright.config.ts).
 */
export const STAGES: readonly Stage[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck', lane: 'checks', group: 'static' },
  { name: 'lint', command: 'npm run --silent lint', lane: 'checks', group: 'static' },
  { name: 'format:check', command: 'npm run --silent format:check', lane: 'checks', group: 'static' },
  { name: 'lint:api', command: 'npm run --silent lint:api', lane: 'checks', group: 'static' },
  { name: 'gen:api --check', command: 'npm run --silent gen:api -- --check', lane: 'checks', group: 'static' },
  { name: 'vitest', command: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json', lane: 'checks' },
  { name: 'report:faults', command: 'npm run --silent report:faults', lane: 'checks', group: 'reports', after: ['vitest'] },
  { name: 'coverage:paths', command: 'npm run --silent coverage:paths', lane: 'checks', group: 'reports' },
  { name: 'audit:mutations', command: 'npm run --silent audit:mutations', lane: 'checks', group: 'mutations' },
  { name: 'mutation:fast', command: 'npm run --silent test:mutation:fast', lane: 'checks', group: 'mutations' },
  { name: 'build (remote)', command: 'npm run --silent build', lane: 'checks' },
  { name: 'build:demo', command: 'npm run --silent build:demo', lane: 'browser' },
  { name: 'bundle:report', command: 'npm run --silent bundle:report -- --check --browser', lane: 'checks', after: ['build (remote)', 'build:demo'] },
  { name: 'e2e:demo', command: 'npx playwright test', lane: 'browser', group: 'e2e', after: ['build:demo'] },
  { name: 'e2e:remote', command: 'npm run --silent test:e2e:remote', lane: 'browser', group: 'e2e' },
];

/** What became of a stage: `stopped` when another stage's failure ended the run while it ran. */
export type StageStatus = 'passed' | 'failed' | 'stopped' | 'not run';

/** A row of the closing table: a stage, its wall time (s) and its status. */
export interface StageTime {
  readonly stage: string;
  readonly seconds: number;
  readonly status: StageStatus;
}

/** How long a stopped stage has to end on its own (SIGINT) before its process group is killed, in ms. */
export const STOP_GRACE_MS = 10_000;

/** How many stages of one group run at once (CI's machine has 2 cores). */
export const GROUP_CONCURRENCY = 2;

/** A running command: its result, and a way to stop it (its whole process group). */
interface Running {
  readonly done: Promise<{ code: number; output: string; seconds: number }>;
  stop(): void;
}

/** Runs one command in a process group of its own, its output held and handed back. */
function runCommand(command: string): Running {
  const started = performance.now();
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  let ended = false;
  const done = new Promise<{ code: number; output: string; seconds: number }>((resolve) => {
    child.on('close', (code, signal) => {
      ended = true;
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    });
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone.
    }
  };
  return {
    done,
    stop() {
      if (ended) return;
      // SIGINT, as Ctrl-C would: Playwright then stops its web servers (the demo preview, the remote
      // portal's nginx and API server), which run in process groups of their own; on SIGTERM it exits
      // at once and leaves them listening, and the next `npm test` fails on a port in use. What is
      // left of the group after the grace period is killed.
      signalGroup('SIGINT');
      setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS).unref();
    },
  };
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

/**
 * The batches of each lane, in {@link STAGES}' order within the lane. With `count` 1, one lane of
 * every stage in {@link STAGES}' order, the browser stages one at a time: on a 2-core machine the two
 * lanes took as long as one (CI, 2026-12-07: the static checks 11 min instead of 3-4, the demo suite
 * 17.5 min instead of 11, Vitest about twice its time; every stage there is bound by the same two
 * cores), and a browser journey starved by the other lane came close to its time-out.
 */
export function lanes(stages: readonly Stage[], count: 1 | 2 = 2): Map<Lane | 'all', Stage[][]> {
  const out = new Map<Lane | 'all', Stage[][]>();
  if (count === 1) {
    out.set('all', batches(stages.map((s) => (s.lane === 'browser' ? { ...s, group: undefined } : s))));
    return out;
  }
  for (const lane of new Set(stages.map((s) => s.lane))) out.set(lane, batches(stages.filter((s) => s.lane === lane)));
  return out;
}

/**
 * How many lanes `npm test` runs: `NPM_TEST_LANES` (1 or 2) when set, else 2 on a machine with 4 or
 * more cores (the browser suites mostly wait there while the checks keep other cores busy) and 1 on
 * fewer (see {@link lanes}).
 */
export function laneCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): 1 | 2 {
  if (env.NPM_TEST_LANES === '1' || env.NPM_TEST_LANES === '2') return Number(env.NPM_TEST_LANES) as 1 | 2;
  return cores >= 4 ? 2 : 1;
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
    'npm test: stage times (wall clock; lanes, and grouped stages, ran side by side)',
    ...lines,
    `  ${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(5)}  ${totalSeconds.toFixed(1).padStart(6)} s`,
    '',
  ].join('\n');
}

/** A stage's outcome, awaited by the stages that name it in `after`. */
interface Outcome {
  readonly promise: Promise<StageStatus>;
  resolve(status: StageStatus): void;
}

function outcome(): Outcome {
  let resolve: (status: StageStatus) => void = () => undefined;
  const promise = new Promise<StageStatus>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What {@link runStages} hands back: the exit status and a row per stage of `stages`, in their order. */
export interface RunResult {
  readonly exitCode: number;
  readonly rows: StageTime[];
  readonly totalSeconds: number;
}

/**
 * Runs `selected` (a part of `stages`, in order) by lanes (see module documentation); a stage of
 * `stages` outside `selected` counts as passed for those that wait for it and is 'not run' in the rows.
 * `write` receives every line printed (stage starts, each stage's held output, the failure).
 */
export async function runStages(stages: readonly Stage[], selected: readonly Stage[], write: (text: string) => void, laneTotal: 1 | 2 = 2): Promise<RunResult> {
  const started = performance.now();
  const times = new Map<string, StageTime>();
  const outcomes = new Map(stages.map((s) => [s.name, outcome()]));
  for (const stage of stages) if (!selected.includes(stage)) outcomes.get(stage.name)?.resolve('passed');
  const running = new Map<Running, Stage>();
  const stopped = new Set<Running>();
  let exitCode = 0;

  const finish = (stage: Stage, seconds: number, status: StageStatus) => {
    times.set(stage.name, { stage: stage.name, seconds, status });
    outcomes.get(stage.name)?.resolve(status);
  };
  const runStage = async (stage: Stage): Promise<void> => {
    for (const name of stage.after ?? []) {
      if ((await outcomes.get(name)?.promise) !== 'passed') return finish(stage, 0, 'not run');
    }
    if (exitCode !== 0) return finish(stage, 0, 'not run');
    write(`\n▷ ${stage.name} started at ${clock((performance.now() - started) / 1000)}: ${stage.command}\n`);
    const run = runCommand(stage.command);
    running.set(run, stage);
    const result = await run.done;
    running.delete(run);
    const status: StageStatus = stopped.has(run) ? 'stopped' : result.code === 0 ? 'passed' : 'failed';
    write(`\n▶ ${stage.name} (${status}, ${clock(result.seconds)}): ${stage.command}\n${result.output}`);
    if (status === 'failed' && exitCode === 0) {
      exitCode = result.code;
      write(`\n✗ ${stage.name} failed (exit status ${result.code})\n`);
      for (const [other, otherStage] of running) {
        write(`  stopping ${otherStage.name}\n`);
        stopped.add(other);
        other.stop();
      }
    }
    finish(stage, result.seconds, status);
  };
  await Promise.all(
    [...lanes(selected, laneTotal).values()].map(async (laneBatches) => {
      for (const batch of laneBatches) await pool(batch, GROUP_CONCURRENCY, runStage);
    }),
  );
  return {
    exitCode,
    rows: stages.map((s) => times.get(s.name) ?? { stage: s.name, seconds: 0, status: 'not run' as const }),
    totalSeconds: (performance.now() - started) / 1000,
  };
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const stage of STAGES) console.log(`${stage.name}\t${stage.lane}${stage.after ? ` (after ${stage.after.join(', ')})` : ''}\t${stage.command}`);
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
  const count = laneCount();
  console.log(`npm test: ${count === 2 ? 'two lanes at once' : 'one lane'} (${availableParallelism()} cores; NPM_TEST_LANES=1|2 chooses)`);
  const { exitCode, rows, totalSeconds } = await runStages(STAGES, STAGES.slice(start, end + 1), (text) => process.stdout.write(text), count);
  console.log(formatTimes(rows, totalSeconds));
  if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, `${JSON.stringify(rows, null, 2)}\n`);
  return exitCode;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
