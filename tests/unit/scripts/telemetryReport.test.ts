// @vitest-environment node
/**
 * `npm run telemetry:report` (issue 28 item 2, scripts/telemetry-report.ts): the 75th percentile per
 * metric and route template (nearest rank, the method CrUX documents for its p75), and the error
 * counts.
 */
import { describe, expect, it } from 'vitest';
import { formatSummary, percentile, summarise } from '../../../scripts/telemetry-report';

const line = (o: object) => JSON.stringify({ at: '2026-11-28T11:00:00.000Z', ...o });
const lcp = (value: number, route = '/public') => line({ type: 'metric', name: 'LCP', value, rating: 'good', route });

describe('the telemetry report', () => {
  it('p75 by nearest rank', () => {
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([10], 75)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 75)).toBe(8);
    expect(percentile([], 75)).toBeNaN();
  });

  it('per metric and route, and errors counted by kind, route and message; unreadable lines skipped', () => {
    const lines = [
      lcp(1000),
      lcp(3000),
      lcp(2000),
      lcp(4000),
      lcp(900, '/app/myDesk'),
      line({ type: 'metric', name: 'CLS', value: 0.12, rating: 'needs-improvement', route: '/public' }),
      line({ type: 'error', kind: 'chunk', route: '/app/myDesk', name: 'TypeError', message: 'Failed to fetch dynamically imported module' }),
      line({ type: 'error', kind: 'chunk', route: '/app/myDesk', name: 'TypeError', message: 'Failed to fetch dynamically imported module' }),
      line({ type: 'error', kind: 'error', route: '/public', name: 'Error', message: 'x' }),
      'not json',
      '',
    ];
    const summary = summarise(lines);
    expect(summary.metrics).toEqual([
      { metric: 'LCP', route: '/app/myDesk', samples: 1, p75: 900 },
      { metric: 'LCP', route: '/public', samples: 4, p75: 3000 },
      { metric: 'CLS', route: '/public', samples: 1, p75: 0.12 },
    ]);
    expect(summary.errors).toEqual([
      { kind: 'chunk', route: '/app/myDesk', error: 'TypeError: Failed to fetch dynamically imported module', count: 2 },
      { kind: 'error', route: '/public', error: 'Error: x', count: 1 },
    ]);
    expect(summary.skipped).toBe(1);
    const text = formatSummary(summary);
    expect(text).toMatch(/LCP +\/public +p75 +3000 +\(4 muestras\)/);
    expect(text).toMatch(/CLS +\/public +p75 +0\.120/);
    expect(text).toMatch(/2 +chunk +\/app\/myDesk +TypeError: Failed/);
  });
});
