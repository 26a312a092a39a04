/** Fault matrix rows of tests/faults/drivers/identity-account.tsx (see tests/faults/harness.tsx). */
import { faultMatrix } from './harness';
import { drivers } from './drivers/identity-account';

faultMatrix(drivers);
