import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batches, clock, formatTimes, laneCount, lanes, runStages, STAGES, type Stage } from '../../../scripts/test-all';

describe('npm test stage runner (issue 29 item 1: ≤ 12 min, the time of each stage at the end)', () => {
  it('runs the stages README "Set-up" lists, in two lanes, each waiting for what it needs', () => {
    const byLane = [...lanes(STAGES)].map(([lane, laneBatches]) => [lane, laneBatches.map((b) => b.map((s) => s.name))]);
    expect(byLane).toEqual([
      [
        'checks',
        [
          // Side by side (two at a time): stages that each keep one core busy and share no output.
          ['typecheck', 'lint', 'format:check', 'lint:api', 'gen:api --check'],
          ['vitest'],
          ['report:faults', 'coverage:paths'],
          ['audit:mutations', 'mutation:fast'],
          ['build (remote)'],
          ['bundle:report'],
        ],
      ],
      ['browser', [['build:demo'], ['e2e:demo', 'e2e:remote']]],
    ]);
    const after = Object.fromEntries(STAGES.filter((s) => s.after).map((s) => [s.name, s.after]));
    expect(after).toEqual({
      // The fault report reads Vitest's JSON results; the bundle report both builds; the demo suite serves dist-demo/.
      'report:faults': ['vitest'],
      'bundle:report': ['build (remote)', 'build:demo'],
      'e2e:demo': ['build:demo'],
    });
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toBe('tsx scripts/test-all.ts');
    // Every npm script a stage names exists.
    for (const stage of STAGES) {
      const script = /npm run --silent ([\w:-]+)/.exec(stage.command)?.[1];
      if (script) expect(pkg.scripts[script], stage.name).toBeDefined();
    }
    // The two browser suites run at once: each empties an output folder of its own (not Vitest's).
    expect(readFileSync('playwright.config.ts', 'utf8')).toMatch(/outputDir: 'test-results\/e2e-demo'/);
    expect(readFileSync('playwright.remote.config.ts', 'utf8')).toMatch(/outputDir: 'test-results\/e2e-remote'/);
  });

  it('runs one lane on fewer than 4 cores: every stage in order, the browser stages one at a time', () => {
    expect(laneCount({}, 2)).toBe(1);
    expect(laneCount({}, 3)).toBe(1);
    expect(laneCount({}, 4)).toBe(2);
    expect(laneCount({ NPM_TEST_LANES: '2' }, 2)).toBe(2);
    expect(laneCount({ NPM_TEST_LANES: '1' }, 16)).toBe(1);
    expect(laneCount({ NPM_TEST_LANES: 'x' }, 2)).toBe(1);
    const one = [...lanes(STAGES, 1)].map(([lane, laneBatches]) => [lane, laneBatches.map((b) => b.map((s) => s.name))]);
    expect(one).toEqual([
      [
        'all',
        [
          ['typecheck', 'lint', 'format:check', 'lint:api', 'gen:api --check'],
          ['vitest'],
          ['report:faults', 'coverage:paths'],
          ['audit:mutations', 'mutation:fast'],
          ['build (remote)'],
          ['build:demo'],
          // After both builds: one lane never waits for a stage that comes later.
          ['bundle:report'],
          ['e2e:demo'],
          ['e2e:remote'],
        ],
      ],
    ]);
  });

  it('groups consecutive stages of one group into a batch, every other stage alone', () => {
    const s = (name: string, group?: string): Stage => ({ name, command: name, lane: 'checks', group });
    expect(batches([s('a', 'g'), s('b', 'g'), s('c'), s('d', 'g'), s('e', 'h'), s('f', 'h')]).map((b) => b.map((x) => x.name))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
      ['e', 'f'],
    ]);
    expect(batches([])).toEqual([]);
  });

  /**
   * A stage whose command appends `name:start` to `log`, waits until `log` has the line `waitFor` (if
   * given; 20 s at most, then exit 9), appends `name:end` and exits with `code`: an order, never a time.
   */
  const logged = (log: string, name: string, lane: Stage['lane'], options: { waitFor?: string; code?: number; after?: string[] } = {}): Stage => ({
    name,
    lane,
    after: options.after,
    command:
      `node -e "const f=require('fs');const L='${log}';f.appendFileSync(L,'${name}:start\\n');const t0=Date.now();` +
      `const w=${JSON.stringify(options.waitFor ?? '').replaceAll('"', "'")};` +
      `(function poll(){if(!w||f.readFileSync(L,'utf8').split('\\n').includes(w)){f.appendFileSync(L,'${name}:end\\n');process.exit(${options.code ?? 0})}` +
      `if(Date.now()-t0>20000)process.exit(9);setTimeout(poll,20)})()"`,
  });
  const events = (log: string) => readFileSync(log, 'utf8').trim().split('\n');
  const logFile = (name: string) => {
    const file = join(tmpdir(), `test-all-${process.pid}-${name}.log`);
    rmSync(file, { force: true });
    return file;
  };

  it('runs the lanes at the same time, and a stage only after the stages it names have passed', async () => {
    const log = logFile('lanes');
    const stages = [
      // Ends only once the other lane's last stage has ended: run one lane after the other, it would time out.
      logged(log, 'slow', 'checks', { waitFor: 'suite:end' }),
      logged(log, 'report', 'checks', { after: ['build'] }),
      logged(log, 'build', 'browser'),
      logged(log, 'suite', 'browser'),
    ];
    const out: string[] = [];
    const result = await runStages(stages, stages, (t) => out.push(t));
    expect(result.rows.map((r) => [r.stage, r.status])).toEqual([
      ['slow', 'passed'],
      ['report', 'passed'],
      ['build', 'passed'],
      ['suite', 'passed'],
    ]);
    expect(result.exitCode).toBe(0);
    const seen = events(log);
    // 'report' waits for its lane ('slow') and for 'build' of the other lane.
    expect(seen.indexOf('report:start')).toBeGreaterThan(seen.indexOf('slow:end'));
    expect(seen.indexOf('report:start')).toBeGreaterThan(seen.indexOf('build:end'));
    expect(out.join('')).toMatch(/▶ slow \(passed, \d+:\d\d\)/);
  });

  it('stops the other lane at the first failure and runs nothing more; the failed stage gives the exit status', async () => {
    const log = logFile('fail');
    const stages = [
      // Fails once 'long' runs; 'long' waits for a line nobody writes.
      logged(log, 'breaks', 'checks', { waitFor: 'long:start', code: 3 }),
      logged(log, 'next', 'checks'),
      logged(log, 'long', 'browser', { waitFor: 'never' }),
      logged(log, 'never', 'browser'),
    ];
    const out: string[] = [];
    const result = await runStages(stages, stages, (t) => out.push(t));
    expect(result.rows.map((r) => [r.stage, r.status])).toEqual([
      ['breaks', 'failed'],
      ['next', 'not run'],
      ['long', 'stopped'],
      ['never', 'not run'],
    ]);
    expect(result.exitCode).toBe(3);
    expect(events(log)).not.toContain('long:end');
    expect(out.join('')).toMatch(/✗ breaks failed \(exit status 3\)\n {2}stopping long/);
  });

  it('stops a stage as Ctrl-C does, so a server it started in a process group of its own is stopped too', async () => {
    // Like Playwright with its web servers: the stage starts a server in a group of its own and stops
    // it on SIGINT; a SIGTERM would end the stage at once and leave the server running (a port in use
    // for the next `npm test`).
    const log = logFile('server');
    const server = `require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{detached:true,stdio:'ignore'})`;
    const stage: Stage = {
      name: 'suite',
      lane: 'browser',
      command:
        `node -e "const f=require('fs');const c=${server};f.appendFileSync('${log}','server:'+c.pid+'\\n');` +
        `process.on('SIGINT',()=>{process.kill(-c.pid,'SIGTERM');process.exit(130)});setInterval(()=>{},1000)"`,
    };
    const breaks = logged(log, 'breaks', 'checks', { waitFor: 'never', code: 2 });
    // 'breaks' fails once the server is up (its wait times out after 20 s otherwise).
    const failing: Stage = { ...breaks, command: breaks.command.replace('includes(w)', "some((l)=>l.startsWith('server:'))") };
    const result = await runStages([failing, stage], [failing, stage], () => undefined);
    expect(result.rows.map((r) => [r.stage, r.status])).toEqual([
      ['breaks', 'failed'],
      ['suite', 'stopped'],
    ]);
    const pid = Number(
      events(log)
        .find((l) => l.startsWith('server:'))
        ?.slice('server:'.length),
    );
    expect(pid).toBeGreaterThan(0);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
  });

  it('runs a part: a stage it waits for outside the part counts as done, and is not run', async () => {
    const log = logFile('part');
    const stages = [logged(log, 'build', 'browser'), logged(log, 'suite', 'browser', { after: ['build'] })];
    const result = await runStages(stages, stages.slice(1), () => undefined);
    expect(result.rows.map((r) => [r.stage, r.status])).toEqual([
      ['build', 'not run'],
      ['suite', 'passed'],
    ]);
    expect(events(log)).toEqual(['suite:start', 'suite:end']);
  });

  it('prints m:ss, seconds and status per stage, a dash for a stage not run, and the total', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(59.6)).toBe('1:00');
    expect(clock(754.2)).toBe('12:34');
    const table = formatTimes(
      [
        { stage: 'typecheck', seconds: 41.25, status: 'passed' },
        { stage: 'vitest', seconds: 390, status: 'failed' },
        { stage: 'e2e:remote', seconds: 12, status: 'stopped' },
        { stage: 'e2e:demo', seconds: 0, status: 'not run' },
      ],
      431.3,
    );
    const lines = table.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/stage times/);
    expect(lines[1]).toMatch(/^ {2}typecheck +0:41 + 41\.3 s {2}passed$/);
    expect(lines[2]).toMatch(/^ {2}vitest +6:30 + 390\.0 s {2}failed$/);
    expect(lines[3]).toMatch(/^ {2}e2e:remote +0:12 + 12\.0 s {2}stopped$/);
    expect(lines[4]).toMatch(/^ {2}e2e:demo +- + not run$/);
    expect(lines[5]).toMatch(/^ {2}total +7:11 + 431\.3 s$/);
  });
});
