import { defineModelTest } from '../lib/modelTest';
import { sessionModel } from './session.model';

defineModelTest(sessionModel);
