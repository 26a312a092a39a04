/** Fault matrix rows of tests/faults/drivers/session.tsx (see tests/faults/harness.tsx). */
import { faultMatrix } from './harness';
import { drivers } from './drivers/session';

faultMatrix(drivers);
