/**
 * The complete Spanish catalogue: the core areas of src/messages/es.ts plus every lazy area of
 * src/messages/es/ (importing this module loads them all). For tests and tooling; pages import only
 * the areas they show.
 */
import { coreMessages, type Messages } from './es';
import { login } from './es/login';
import { register } from './es/register';
import { companyRegister } from './es/companyRegister';
import { activation } from './es/activation';
import { resetPassword } from './es/resetPassword';
import { membership } from './es/membership';
import { service } from './es/service';
import { contact } from './es/contact';
import { generalQueries } from './es/generalQueries';
import { policy } from './es/policy';
import { files } from './es/files';
import { desk } from './es/desk';
import { notifications } from './es/notifications';
import { requestForm } from './es/requestForm';
import { requestDetail } from './es/requestDetail';
import { claims } from './es/claims';
import { payments } from './es/payments';
import { messagesTab } from './es/messagesTab';
import { rating } from './es/rating';
import { validatePayment } from './es/validatePayment';
import { settings } from './es/settings';
import { demo } from './es/demo';
import { receipt } from './es/receipt';

export const es: Messages = {
  ...coreMessages,
  login,
  register,
  companyRegister,
  activation,
  resetPassword,
  membership,
  service,
  contact,
  generalQueries,
  policy,
  files,
  desk,
  notifications,
  requestForm,
  requestDetail,
  claims,
  payments,
  messagesTab,
  rating,
  validatePayment,
  settings,
  demo,
  receipt,
};
