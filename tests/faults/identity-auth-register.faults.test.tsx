/** Fault matrix rows of tests/faults/drivers/identity-auth-register.tsx (see tests/faults/harness.tsx). */
import { beforeEach, vi } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/identity-auth-register';

// A row walks several wizard steps through the whole app, typing like a user; on a loaded 2-core
// machine that takes longer than the project's 30 s default (a hung row still fails).
vi.setConfig({ testTimeout: 90_000 });

faultMatrix(drivers);

beforeEach(() => {
  // The citizen wizard keeps a draft in sessionStorage (nothing typed lost on reload): every row
  // starts from an empty wizard. jsdom has no scrolling (the wizard scrolls to the top on errors).
  sessionStorage.clear();
  window.scrollTo = () => undefined;
});
