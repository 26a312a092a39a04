import { defineModelTest } from '../lib/modelTest';
import { companyRegistrationModel } from './companyRegistration.model';

defineModelTest(companyRegistrationModel);
