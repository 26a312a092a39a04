import { defineModelTest } from '../lib/modelTest';
import { paymentValidationModel } from './paymentValidation.model';

defineModelTest(paymentValidationModel);
