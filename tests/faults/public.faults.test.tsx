/** Fault matrix rows of tests/faults/drivers/public.tsx (see tests/faults/harness.tsx). */
import { faultMatrix } from './harness';
import { drivers } from './drivers/public';

faultMatrix(drivers);
