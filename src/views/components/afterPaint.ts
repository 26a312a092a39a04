/**
 * "Paint what the input did first, the heavy part after" (issue 24 "The signed-in area as fast as
 * the public one", item 2; docs/BUDGETS.md "Interactions and memory"): a view that shows a new
 * value (a whole step of the request form, a page of the desk's cards) renders it once the browser
 * has painted the frame of the input that changed it, in a transition. The frame after a click then
 * shows the click's own feedback (the pressed button, the current page of a pager) within a few
 * milliseconds, and the new content follows in the next frames instead of holding that frame back.
 *
 * The well-known "yield until after the next paint" pattern (web.dev, Optimize INP: an animation
 * frame callback, then a message posted from it, runs once that frame is painted): unlike
 * `useDeferredValue` alone, whose render React's scheduler may run before the frame is presented
 * (its task can be queued before the frame's callbacks run), the render starts after that frame.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../frame';

export { afterNextPaint };

/**
 * `value` as the screen shows it: the first render returns `value`; a later change is returned
 * once the next frame has been painted ({@link afterNextPaint}), rendered in a transition
 * (`startTransition`, so a newer input interrupts it). A change back before then cancels it.
 * @example const shownStep = useValueAfterPaint(form.step); // the step shown lags the chart's by one frame
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(() => value)));
  }, [value, shown]);
  return shown;
}
