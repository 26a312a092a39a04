import { defineModelTest } from '../lib/modelTest';
import { contactDataModel } from './contactData.model';

defineModelTest(contactDataModel);
