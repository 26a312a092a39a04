import { defineModelTest } from '../lib/modelTest';
import { geographyModel } from './geography.model';

defineModelTest(geographyModel);
