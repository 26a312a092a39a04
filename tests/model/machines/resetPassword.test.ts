import { defineModelTest } from '../lib/modelTest';
import { resetPasswordModel } from './resetPassword.model';

defineModelTest(resetPasswordModel);
