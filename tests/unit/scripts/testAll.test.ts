import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batches, clock, formatTimes, STAGES, type Stage } from '../../../scripts/test-all';

describe('npm test stage runner (issue 29 item 1: the time of each stage at the end)', () => {
  it('runs the stages README "Set-up" lists, in order, browser suites last', () => {
    expect(STAGES.map((s) => s.name)).toEqual([
      'typecheck',
      'lint',
      'format:check',
      'lint:api',
      'gen:api --check',
      'vitest',
      'report:faults',
      'coverage:paths',
      'audit:mutations',
      'mutation:fast',
      'build (remote)',
      'build:demo',
      'bundle:report',
      'e2e:demo',
      'e2e:remote',
    ]);
    // Side by side (two at a time): stages that each keep one core busy and share no output.
    const groups = batches(STAGES)
      .filter((b) => b.length > 1)
      .map((b) => b.map((s) => s.name));
    expect(groups).toEqual([
      ['typecheck', 'lint', 'format:check', 'lint:api', 'gen:api --check'],
      ['report:faults', 'coverage:paths'],
      ['audit:mutations', 'mutation:fast'],
      ['build (remote)', 'build:demo'],
    ]);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toBe('tsx scripts/test-all.ts');
    // Every npm script a stage names exists.
    for (const stage of STAGES) {
      const script = /npm run --silent ([\w:-]+)/.exec(stage.command)?.[1];
      if (script) expect(pkg.scripts[script], stage.name).toBeDefined();
    }
  });

  it('groups consecutive stages of one group into a batch, every other stage alone', () => {
    const s = (name: string, group?: string): Stage => ({ name, command: name, group });
    expect(batches([s('a', 'g'), s('b', 'g'), s('c'), s('d', 'g'), s('e', 'h'), s('f', 'h')]).map((b) => b.map((x) => x.name))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
      ['e', 'f'],
    ]);
    expect(batches([])).toEqual([]);
  });

  it('prints m:ss, seconds and status per stage, a dash for a stage not run, and the total', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(59.6)).toBe('1:00');
    expect(clock(754.2)).toBe('12:34');
    const table = formatTimes(
      [
        { stage: 'typecheck', seconds: 41.25, status: 'passed' },
        { stage: 'vitest', seconds: 390, status: 'failed' },
        { stage: 'e2e:demo', seconds: 0, status: 'not run' },
      ],
      431.3,
    );
    const lines = table.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/stage times/);
    expect(lines[1]).toMatch(/^ {2}typecheck +0:41 + 41\.3 s {2}passed$/);
    expect(lines[2]).toMatch(/^ {2}vitest +6:30 + 390\.0 s {2}failed$/);
    expect(lines[3]).toMatch(/^ {2}e2e:demo +- + not run$/);
    expect(lines[4]).toMatch(/^ {2}total +7:11 + 431\.3 s$/);
  });
});
