/**
 * Set-up of the fault-matrix project: the global loader shown after authentication (spec 000 §4
 * "Global loading hides 2 seconds after authentication") hides at once, so the matrix's "no loader
 * left" check never waits 2 s per signed-in row; every other constant is the product's.
 */
import { vi } from 'vitest';

vi.mock('../../src/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/domain/constants')>()),
  AUTH_LOADER_HIDE_MS: 0,
}));
