import { defineModelTest } from '../lib/modelTest';
import { citizenRegistrationModel } from './citizenRegistration.model';

defineModelTest(citizenRegistrationModel);
