import { defineModelTest } from '../lib/modelTest';
import { describeOracleReach } from './specCitations';
import { companyRegistrationModel } from './companyRegistration.model';

defineModelTest(companyRegistrationModel);
describeOracleReach(companyRegistrationModel);
