import { defineModelTest } from '../lib/modelTest';
import { requiredDocumentModel } from './requiredDocument.model';

defineModelTest(requiredDocumentModel);
