/**
 * The machines covered by model-based tests and by the path-coverage gate (docs/ARCHITECTURE.md "Tests").
 * Each definition below becomes a `createTestModel` (xstate/graph) test model of its machine in
 * tests/model/lib (invoke/after turned into plain events), whose shortest and simple paths run
 * against the real machine.
 *
 * To add a machine (see tests/model/README.md):
 * 1. write `tests/model/machines/<name>.model.ts` exporting its definition, built with
 *    `modelTestDefinition({ name, machine, events, inputs, … })` from `./lib/definition`
 *    (do not import vitest there: the report script loads it outside the test runner);
 * 2. write `tests/model/machines/<name>.test.ts` with `defineModelTest(<definition>)` from
 *    `./lib/modelTest` — it runs every generated path against the real machine;
 * 3. import the definition here and append it to `modelRegistry` — `tests/model/coverage.test.ts`
 *    (part of `npm test`) and `npm run coverage:paths` then require 100 % of its states and
 *    transitions to be covered.
 */
import type { AnyModelTestDefinition } from './lib/definition';
import { sessionModel } from './machines/session.model';
import { loginModel } from './machines/login.model';
import { resourceModel } from './machines/resource.model';
import { activationModel } from './machines/activation.model';
import { citizenRegistrationModel } from './machines/citizenRegistration.model';
import { geographyModel } from './machines/geography.model';
import { companyFormModel } from './machines/companyForm.model';
import { contactModel } from './machines/contact.model';
import { resetPasswordModel } from './machines/resetPassword.model';
import { membershipModel } from './machines/membership.model';
import { requestStartModel } from './machines/requestStart.model';
import { filePickerModel } from './machines/filePicker.model';
import { requestFormModel } from './machines/requestForm.model';
import { requestSubmitModel } from './machines/requestSubmit.model';
import { messagesModel } from './machines/messages.model';
import { claimsModel } from './machines/claims.model';
import { ratingModel } from './machines/rating.model';
import { companyRegistrationModel } from './machines/companyRegistration.model';
import { requestDetailModel } from './machines/requestDetail.model';
import { requiredDocumentModel } from './machines/requiredDocument.model';
import { paymentModel } from './machines/payment.model';
import { paymentValidationModel } from './machines/paymentValidation.model';
import { deskRequestsModel } from './machines/deskRequests.model';
import { changeOwnerModel } from './machines/changeOwner.model';
import { changePasswordModel } from './machines/changePassword.model';
import { changeEmailModel } from './machines/changeEmail.model';
import { accountFormModel } from './machines/accountForm.model';
import { memberRemovalModel } from './machines/memberRemoval.model';
import { contactDataModel } from './machines/contactData.model';
import { notificationsModel } from './machines/notifications.model';
import { deskDocumentsModel } from './machines/deskDocuments.model';
import { representativesModel } from './machines/representatives.model';
import { membersModel } from './machines/members.model';
import { receiptModel } from './machines/receipt.model';

/** Every registered model-test definition, one per machine (unique `name`). */
export const modelRegistry: readonly AnyModelTestDefinition[] = [
  sessionModel,
  loginModel,
  resourceModel,
  activationModel,
  citizenRegistrationModel,
  geographyModel,
  companyFormModel,
  contactModel,
  resetPasswordModel,
  membershipModel,
  requestStartModel,
  filePickerModel,
  companyRegistrationModel,
  requestFormModel,
  requestSubmitModel,
  messagesModel,
  claimsModel,
  ratingModel,
  requestDetailModel,
  requiredDocumentModel,
  paymentModel,
  paymentValidationModel,
  changePasswordModel,
  changeEmailModel,
  accountFormModel,
  memberRemovalModel,
  contactDataModel,
  notificationsModel,
  deskDocumentsModel,
  deskRequestsModel,
  changeOwnerModel,
  representativesModel,
  membersModel,
  receiptModel,
];
