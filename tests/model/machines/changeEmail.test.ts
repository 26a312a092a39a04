import { defineModelTest } from '../lib/modelTest';
import { changeEmailModel } from './changeEmail.model';

defineModelTest(changeEmailModel);
