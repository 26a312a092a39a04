/**
 * Every handler of the embedded backend, in match order (DESIGN.md "Embedded mode"): the
 * fault-injection handlers first (they answer only when a fault is queued, see `injectFault`),
 * then the identity, admin and content backends. Importing this module also registers the seed
 * (src/mocks/seed.ts) with the store.
 */
import type { HttpHandler } from 'msw';
import './seed';
import { faultHandlers } from './support';
import { identityHandlers } from './handlers/identity';
import { adminHandlers } from './handlers/admin';
import { contentHandlers } from './handlers/content';

/** All handlers: faults, identity, admin, content. */
export const handlers: HttpHandler[] = [...faultHandlers, ...identityHandlers, ...adminHandlers, ...contentHandlers];
