// @vitest-environment node
/**
 * scripts/bench-interactions.ts (issue 24 "The signed-in area as fast as the public one", item 2;
 * docs/ARCHITECTURE.md Budgets): the pure helpers of the interaction bench: the summary of samples
 * (median, p75 in ms), the ratio to the floor, the figures of one interaction from the probe's
 * events and Event Timing entries, the rows of a build's table, the printed row, the options, and
 * the budget `--check` fails on (median <= 100 ms at 4x AND <= 2x the floor's same control).
 * No browser and nothing timed here; importing the module must not start the bench.
 */
import { describe, expect, it } from 'vitest';
import {
  INTERACTION_BUDGET,
  INTERACTIONS,
  TABLE_HEADER,
  formatRow,
  interactionFigures,
  missedInteractionBudgets,
  parseArgs,
  ratioOf,
  rowsOf,
  summarize,
  summarizeEventTiming,
  type Row,
  type Sample,
  type Summary,
} from '../../../scripts/bench-interactions';

const s = (median: number, p75 = median, n = 10): Summary => ({ n, median, p75 });

/** A row whose portal median is `portal` ms and floor median `floor` ms. */
function row(label: string, portal: number | null, floor: number | null, extra: Partial<Row> = {}): Row {
  return {
    id: 'typing',
    label,
    portal: portal === null ? null : s(portal),
    floor: floor === null ? null : s(floor),
    portalEventTiming: null,
    floorEventTiming: null,
    ...extra,
  };
}

describe('summarize', () => {
  it('gives the median and the nearest-rank p75 of the samples (ms) and their count', () => {
    expect(summarize([40, 10, 30, 20])).toEqual({ n: 4, median: 25, p75: 30 });
    expect(summarize([166, 31, 222])).toEqual({ n: 3, median: 166, p75: 222 });
  });

  it('gives NaN figures for no sample', () => {
    const r = summarize([]);
    expect(r.n).toBe(0);
    expect(r.median).toBeNaN();
    expect(r.p75).toBeNaN();
  });

  it('counts an Event Timing interaction Chromium did not report (under 16 ms) as 0', () => {
    expect(summarizeEventTiming([null, 24, 32, null, 40])).toEqual({ n: 5, median: 24, p75: 32 });
    expect(summarizeEventTiming([null, null, 48]).median).toBe(0);
  });
});

describe('ratioOf', () => {
  it('divides the portal median by the floor median', () => {
    expect(ratioOf(s(166), s(31))).toBeCloseTo(5.355, 3);
    expect(ratioOf(s(58), s(29))).toBe(2);
  });

  it('is NaN when a side is missing, not a number, or the floor is 0', () => {
    expect(ratioOf(null, s(30))).toBeNaN();
    expect(ratioOf(s(30), null)).toBeNaN();
    expect(ratioOf(s(30), s(Number.NaN))).toBeNaN();
    expect(ratioOf(s(30), s(0))).toBeNaN();
  });
});

describe('interactionFigures', () => {
  it('takes the largest event-to-next-frame of the interaction’s events', () => {
    const events = [
      { type: 'pointerdown', ts: 100, frame: 118 },
      { type: 'pointerup', ts: 130, frame: 190 },
      { type: 'click', ts: 130, frame: 190 },
    ];
    expect(interactionFigures(events, []).frameMs).toBe(60);
  });

  it('takes the largest Event Timing duration among entries starting at an event or sharing its interactionId', () => {
    const events = [
      { type: 'keydown', ts: 500.5, frame: 540 },
      { type: 'keyup', ts: 560, frame: 575 },
    ];
    const entries = [
      { name: 'keydown', start: 500.5, duration: 40, id: 7 },
      { name: 'keyup', start: 561, duration: 16, id: 7 },
      { name: 'keypress', start: 500.5, duration: 48, id: 7 },
      { name: 'click', start: 200, duration: 300, id: 3 },
    ];
    expect(interactionFigures(events, entries)).toEqual({ frameMs: 39.5, eventTimingMs: 48 });
  });

  it('gives null Event Timing when no entry matches (the interaction took under 16 ms) and NaN without events', () => {
    expect(interactionFigures([{ type: 'click', ts: 10, frame: 22 }], [{ name: 'click', start: 900, duration: 24, id: 1 }]).eventTimingMs).toBeNull();
    expect(interactionFigures([], []).frameMs).toBeNaN();
  });
});

describe('rowsOf', () => {
  const samples = (...frames: number[]): Sample[] => frames.map((frameMs) => ({ frameMs, eventTimingMs: frameMs >= 16 ? Math.ceil(frameMs / 8) * 8 : null }));

  it('gives one row per interaction in table order, the desk’s and the detail’s tabs against the floor’s tabs', () => {
    const rows = rowsOf(
      new Map([
        ['deskTab', samples(200, 100, 150)],
        ['detailTab', samples(60, 80)],
      ]),
      new Map([['tabs', samples(30, 40, 50)]]),
    );
    expect(rows.map((r) => r.id)).toEqual(INTERACTIONS.map((i) => i.id));
    const desk = rows.find((r) => r.id === 'deskTab');
    expect(desk?.portal).toEqual({ n: 3, median: 150, p75: 200 });
    expect(desk?.floor).toEqual({ n: 3, median: 40, p75: 50 });
    expect(desk?.portalEventTiming?.median).toBe(152);
    expect(rows.find((r) => r.id === 'detailTab')?.floor?.median).toBe(40);
    expect(rows.find((r) => r.id === 'typing')?.portal).toBeNull();
  });

  it('keeps no portal figure for the grid’s edit (the portal has none) and names the errors of both sides', () => {
    const rows = rowsOf(
      new Map([['gridEdit', samples(10)]]),
      new Map([['gridEdit', samples(50)]]),
      new Map([['radio', 'radio: no frame']]),
      new Map([['tabs', 'tabs: not found']]),
    );
    const edit = rows.find((r) => r.id === 'gridEdit');
    expect(edit?.portal).toBeNull();
    expect(edit?.floor?.median).toBe(50);
    expect(rows.find((r) => r.id === 'radio')?.error).toBe('radio: no frame');
    expect(rows.find((r) => r.id === 'deskTab')?.error).toBe('floor: tabs: not found');
    expect(rows.find((r) => r.id === 'detailTab')?.error).toBe('floor: tabs: not found');
  });
});

describe('missedInteractionBudgets', () => {
  it('is 100 ms and 2x the floor', () => {
    expect(INTERACTION_BUDGET).toEqual({ maxMs: 100, maxRatio: 2 });
  });

  it('passes exactly 100 ms and exactly 2x the floor', () => {
    expect(missedInteractionBudgets([row('Continuar (draft save)', 100, 50)])).toEqual([]);
  });

  it('fails just over 100 ms, naming the interaction', () => {
    expect(missedInteractionBudgets([row('open the grid dialog', 100.1, 60)])).toEqual(['open the grid dialog: median 100.1 ms > 100 ms']);
  });

  it('fails just over 2x the floor, naming the interaction and the floor’s figure', () => {
    expect(missedInteractionBudgets([row('rule radio', 58.2, 29)])).toEqual(['rule radio: 2.01x the floor (29.0 ms) > 2x']);
  });

  it('names every missed interaction with all its reasons and only those', () => {
    const rows = [row('typing (one key)', 39, 29), row('add a grid row', 166, 31), row('rule checkbox', 37, 29), row('desk paging', 130, 70)];
    expect(missedInteractionBudgets(rows)).toEqual([
      'add a grid row: median 166.0 ms > 100 ms; 5.35x the floor (31.0 ms) > 2x',
      'desk paging: median 130.0 ms > 100 ms',
    ]);
  });

  it('fails a failed measurement and a portal figure without a floor figure; skips a control the portal does not have', () => {
    const rows = [
      row('rule select (keyboard)', null, 30, { error: 'select (service 13 step 2): locator.waitFor: Timeout 30000ms exceeded.' }),
      row('detail tab switch', 50, null),
      row('edit a grid row', null, 40),
    ];
    expect(missedInteractionBudgets(rows)).toEqual([
      'rule select (keyboard): not measured (select (service 13 step 2): locator.waitFor: Timeout 30000ms exceeded.)',
      'detail tab switch: no floor figure to compare with',
    ]);
  });

  it('takes another budget', () => {
    expect(missedInteractionBudgets([row('typing (one key)', 39, 29)], { maxMs: 30, maxRatio: 1.2 })).toEqual([
      'typing (one key): median 39.0 ms > 30 ms; 1.34x the floor (29.0 ms) > 1.2x',
    ]);
  });
});

describe('formatRow', () => {
  it('prints medians and p75 with one decimal, the ratio, the Event Timing medians and the count, aligned with the header', () => {
    const r = row('add a grid row', 166, 31, { portal: s(166, 222, 10), floor: s(31, 35.25, 10), portalEventTiming: s(160), floorEventTiming: s(8) });
    const line = formatRow(r);
    expect(line).toMatch(/^add a grid row\s+166\.0\s+222\.0 \|\s+31\.0\s+35\.3 \|\s+5\.35x \|\s+160\s+<16 \|\s+10$/);
    expect(line.length).toBe(TABLE_HEADER.length);
  });

  it('prints — for what was not measured and the error under the row', () => {
    const line = formatRow(row('rule radio', null, 29, { error: 'radio (service 19 step 1): no frame within 30000 ms after the input' }));
    expect(line.split('\n')[0]).toMatch(/^rule radio\s+—\s+— \|\s+29\.0\s+29\.0 \|\s+— \|/);
    expect(line.split('\n')[1]).toBe('    FAILED: radio (service 19 step 1): no frame within 30000 ms after the input');
  });
});

describe('parseArgs', () => {
  it('defaults to 10 runs on both builds without --check', () => {
    expect(parseArgs([])).toEqual({ check: false, runs: 10, builds: ['demo', 'remote'] });
  });

  it('reads --check, --runs and --builds', () => {
    expect(parseArgs(['--check', '--runs', '3', '--builds', 'remote'])).toEqual({ check: true, runs: 3, builds: ['remote'] });
  });

  it('refuses a bad run count or an unknown build', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs', 'x'])).toThrow(/--runs/);
    expect(() => parseArgs(['--builds', 'demo,prod'])).toThrow(/prod/);
  });
});
