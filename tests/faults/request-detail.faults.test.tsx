/**
 * Fault matrix rows of tests/faults/drivers/request-detail.tsx (see tests/faults/harness.tsx).
 *
 * - The required document's files go up through XMLHttpRequest, which jsdom cannot send files with:
 *   a stand-in sends them through fetch to the embedded backend (tests/unit/api/fetchXhr.ts).
 * - The pages of this file are imported once before the rows (the first row otherwise pays for
 *   transforming the app while the harness waits for its call), and the Testing Library waits allow
 *   a loaded 2-core machine (the product's own time limits are passed by the test clock, never waited).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/request-detail';
import { FetchXhr } from '../unit/api/fetchXhr';

beforeAll(async () => {
  await Promise.all([
    import('../../src/views/app/AppRouter'),
    import('../../src/views/pages/requests/RequestDetailsPage'),
    import('../../src/views/pages/payments/ValidatePaymentPage'),
    import('../../src/views/pages/desk/MyDeskPage'),
  ]);
});
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

faultMatrix(drivers);
