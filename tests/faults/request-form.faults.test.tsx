/**
 * Fault matrix rows of tests/faults/drivers/request-form.tsx (see tests/faults/harness.tsx).
 *
 * - The file answers go up through XMLHttpRequest, which jsdom cannot send files with: a stand-in
 *   sends them through fetch to the embedded backend (tests/unit/api/fetchXhr.ts).
 * - The page is imported once before the rows (the first row otherwise pays for transforming the
 *   app while the harness waits for its call), and the Testing Library waits allow a loaded 2-core
 *   machine (the product's own time limits are passed by the test clock, never waited for).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/request-form';
import { FetchXhr } from '../unit/api/fetchXhr';

beforeAll(async () => {
  await Promise.all([import('../../src/views/app/AppRouter'), import('../../src/views/pages/requestService/RequestServicePage')]);
});
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

faultMatrix(drivers);
