import { defineModelTest } from '../lib/modelTest';
import { activationModel } from './activation.model';

defineModelTest(activationModel);
