import { defineModelTest } from '../lib/modelTest';
import { loginModel } from './login.model';

defineModelTest(loginModel);
