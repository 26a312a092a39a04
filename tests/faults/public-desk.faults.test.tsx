/** Fault matrix rows of tests/faults/drivers/publicDesk.tsx (see tests/faults/harness.tsx). */
import { afterEach, vi } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/publicDesk';
import { stopNotificationBells } from '../../src/views/layout/NotificationsBell';

// A row renders the whole app (home rows make six calls): a bound for a loaded 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

// The bell's chart lives for the page (module state): each row starts with a fresh one.
afterEach(() => stopNotificationBells());

faultMatrix(drivers);
