import { defineModelTest } from '../lib/modelTest';
import { requestSubmitModel } from './requestSubmit.model';

defineModelTest(requestSubmitModel);
