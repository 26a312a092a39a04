import { defineModelTest } from '../lib/modelTest';
import { paymentModel } from './payment.model';

defineModelTest(paymentModel);
