import { defineModelTest } from '../lib/modelTest';
import { requestStartModel } from './requestStart.model';

defineModelTest(requestStartModel);
