import { defineModelTest } from '../lib/modelTest';
import { changePasswordModel } from './changePassword.model';

defineModelTest(changePasswordModel);
