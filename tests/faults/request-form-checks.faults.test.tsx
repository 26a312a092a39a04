/**
 * Fault matrix rows of tests/faults/drivers/request-form-checks.tsx (see tests/faults/harness.tsx).
 * The page is imported once before the rows (the first row otherwise pays for transforming the app
 * while the harness waits for its call), and the Testing Library waits allow a loaded 2-core machine
 * (the product's own time limits are passed by the test clock, never waited for).
 */
import { beforeAll } from 'vitest';
import { faultMatrix } from './harness';
import { drivers } from './drivers/request-form-checks';

beforeAll(async () => {
  await Promise.all([import('../../src/views/app/AppRouter'), import('../../src/views/pages/requestService/RequestServicePage')]);
});

faultMatrix(drivers);
