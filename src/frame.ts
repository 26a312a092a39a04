/**
 * "After the frame is painted" for code outside the views (issue 24 "The signed-in area as fast as
 * the public one", item 2; docs/BUDGETS.md "Interactions and memory"): work an input started that
 * the frame after it does not show (a chart's write, e.g. the request form's draft save on
 * Continuar) waits for that frame, so the frame shows the input's own feedback first. The views'
 * use (a new value rendered after the frame) is src/views/components/afterPaint.ts.
 *
 * The well-known "yield until after the next paint" pattern (web.dev, Optimize INP): an animation
 * frame callback, then a message posted from it, runs once that frame is painted.
 */

/**
 * Runs `callback` once the next frame has been painted: from an animation frame callback, a
 * message posted to itself (a task that runs after that frame's rendering). In a hidden page (no
 * animation frames) or without `requestAnimationFrame`, in a task of its own at once.
 * @returns a function that cancels the call if it has not run yet
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  const post = () => channel.port2.postMessage(null);
  const visible = typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden';
  const frame = visible ? requestAnimationFrame(post) : (post(), 0);
  return () => {
    cancelled = true;
    if (visible) cancelAnimationFrame(frame);
    channel.port1.close();
  };
}

/** {@link afterNextPaint} as a promise: resolves once the next frame has been painted. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}
