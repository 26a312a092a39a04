/** Fault matrix rows of tests/faults/drivers/session.tsx (see tests/faults/harness.tsx). */
import { beforeEach, vi } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/session';

// The registration row walks the whole wizard: a bound for a loaded 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

faultMatrix(drivers);

beforeEach(() => {
  // The citizen wizard keeps a draft in sessionStorage; jsdom has no scrolling.
  sessionStorage.clear();
  window.scrollTo = () => undefined;
});
