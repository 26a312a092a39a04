/** Fault matrix rows of tests/faults/drivers/identity-account-members.tsx (see tests/faults/harness.tsx). */
import { faultMatrix } from './harness';
import { drivers } from './drivers/identity-account-members';

faultMatrix(drivers);
