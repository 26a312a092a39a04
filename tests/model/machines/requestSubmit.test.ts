import { defineModelTest } from '../lib/modelTest';
import { requestSubmitModel } from './requestSubmit.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';

defineModelTest(requestSubmitModel);
// A mutant that drops a state or an outcome also drops the paths to it: the oracles must still run.
describeOracleReach(requestSubmitModel, ['route', 'afterCreate']);
describeSpecCitations(requestSubmitModel.machine);
