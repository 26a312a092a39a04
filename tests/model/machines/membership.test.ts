import { defineModelTest } from '../lib/modelTest';
import { membershipModel } from './membership.model';

defineModelTest(membershipModel);
