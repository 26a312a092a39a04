import { defineModelTest } from '../lib/modelTest';
import { resourceModel } from './resource.model';

defineModelTest(resourceModel);
