/** Fault matrix rows of tests/faults/drivers/publicDesk.tsx (see tests/faults/harness.tsx). */
import { afterEach } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/publicDesk';
import { stopNotificationBells } from '../../src/views/layout/NotificationsBell';

// The bell's chart lives for the page (module state): each row starts with a fresh one.
afterEach(() => stopNotificationBells());

faultMatrix(drivers);
