/** Fault matrix rows of tests/faults/drivers/identity-auth.tsx (see tests/faults/harness.tsx). */
import { afterEach, beforeEach } from 'vitest';
import { faultMatrix } from './harness';
import { drivers, seedPendingActivation } from './drivers/identity-auth';

faultMatrix(drivers);

// After the harness's own set-up: José's account waits for its activation link (activateAccount row).
beforeEach(() => seedPendingActivation());
// The membership row puts the invitation link in the address bar (the page reads its query there).
afterEach(() => window.history.replaceState(null, '', '/'));
