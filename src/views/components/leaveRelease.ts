/**
 * Whether the leave warnings (./LeaveWarning.tsx) are released: once the session has ended (a
 * refused refresh, with the request form's answers already kept in the browser; or a logout in
 * another tab; issue 25), staying would keep a page that can send nothing, so the page goes without
 * the browser's prompt. A module of its own: the session (part of every first load) sets it without
 * loading the warning's code.
 */
let released = false;

/** Lets every page go without the browser's prompt from now on; called by the session right before it loads another page. */
export function releaseLeaveWarnings(): void {
  released = true;
}

/** Whether {@link releaseLeaveWarnings} was called. */
export function leaveWarningsReleased(): boolean {
  return released;
}
