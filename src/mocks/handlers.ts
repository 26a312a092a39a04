/**
 * Every handler of the embedded backend, in match order (docs/ARCHITECTURE.md "Embedded mode"): the
 * fault-injection handlers first (they answer only when a fault is queued, see `injectFault`),
 * then the identity, admin and content backends. Importing this module also registers the seed
 * (src/mocks/seed.ts) with the store.
 */
import { http, type HttpHandler } from 'msw';
import { config } from '../config';
import { loadGeography } from './data/geography';
import './seed';
import { faultHandlers } from './support';
import { identityHandlers } from './handlers/identity';
import { memberHandlers } from './handlers/members';
import { adminHandlers } from './handlers/admin';
import { contentHandlers } from './handlers/content';
import { filesHandlers } from './handlers/files';
import { requestHandlers } from './handlers/requests';
import { requestDetailHandlers } from './handlers/requestDetail';
import { commentHandlers } from './handlers/comments';
import { claimHandlers } from './handlers/claims';
import { ratingHandlers } from './handlers/rating';
import { requiredActionHandlers } from './handlers/requiredActions';
import { paymentHandlers } from './handlers/payments';
import { notificationHandlers } from './handlers/notifications';
import { documentsHandlers } from './handlers/documents';
import { requestListHandlers } from './handlers/requestLists';

/** All handlers: faults, identity, admin, content, files. */
/**
 * Identity calls (geography lists, users, registration) wait for the index of the territorial
 * division (provinces and municipalities, ~2 KB brotli; src/mocks/data/geography.ts). The handlers
 * that read sectors load their province's file themselves.
 */
const geographyGate = http.all(`${config.identityUrl}/*`, async () => {
  await loadGeography();
  return undefined;
});

export const handlers: HttpHandler[] = [
  ...faultHandlers,
  geographyGate,
  ...identityHandlers,
  ...memberHandlers,
  ...requestHandlers,
  // Request detail and what follows a submit (issue 8), before the catalogue handlers.
  ...requestDetailHandlers,
  ...commentHandlers,
  ...claimHandlers,
  ...ratingHandlers,
  ...requiredActionHandlers,
  ...paymentHandlers,
  ...requestListHandlers,
  ...notificationHandlers,
  ...documentsHandlers,
  ...adminHandlers,
  ...contentHandlers,
  ...filesHandlers,
];
