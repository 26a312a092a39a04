import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach } from './specCitations';
import { citizenRegistrationModel } from './citizenRegistration.model';

defineModelTest(citizenRegistrationModel);
describeOracleReach(citizenRegistrationModel);
