/**
 * "Paint what the input did first, the heavy part after" (src/views/components/afterPaint.ts; issue
 * 24 item 2): `afterNextPaint` runs its callback after the next animation frame (or at once, in a
 * task, in a hidden page), and can be cancelled; `useValueAfterPaint` returns a changed value only
 * after that, and a change back in between never shows.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useValueAfterPaint } from '../../../src/views/components/afterPaint';

afterEach(() => vi.restoreAllMocks());

describe('afterNextPaint', () => {
  it('runs the callback after the next animation frame, in a task of its own', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const done = vi.fn();
    afterNextPaint(done);
    await new Promise((r) => setTimeout(r, 20));
    expect(done).not.toHaveBeenCalled();
    frames.forEach((f) => f(performance.now()));
    expect(done).not.toHaveBeenCalled();
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('cancelled before the frame, never runs', async () => {
    const done = vi.fn();
    const cancel = afterNextPaint(done);
    cancel();
    await new Promise((r) => setTimeout(r, 60));
    expect(done).not.toHaveBeenCalled();
  });

  it('in a hidden page (no animation frames) runs without waiting for one', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const done = vi.fn();
    afterNextPaint(done);
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(raf).not.toHaveBeenCalled();
  });
});

describe('useValueAfterPaint', () => {
  it('returns the first value at once and a change after the next paint; a change back in between never shows', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const shown = useValueAfterPaint(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 1 } },
    );
    expect(result.current).toBe(1);
    act(() => rerender({ value: 2 }));
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(2));
    act(() => rerender({ value: 3 }));
    act(() => rerender({ value: 2 }));
    await new Promise((r) => setTimeout(r, 60));
    expect(result.current).toBe(2);
    expect(seen).not.toContain(3);
  });
});
