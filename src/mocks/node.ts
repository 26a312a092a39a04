/**
 * The embedded backend under Node (Vitest): `server.listen()` in `beforeAll`, `server.resetHandlers()`
 * and `resetDb()` between tests, `server.close()` in `afterAll`.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW request interception for tests, with every embedded-backend handler. */
export const server = setupServer(...handlers);
