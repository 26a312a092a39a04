/**
 * Set-up of the fault-matrix project: the global loader shown after authentication (spec 000 §4
 * "Global loading hides 2 seconds after authentication") hides at once, so the matrix's "no loader
 * left" check never waits 2 s per signed-in row; every other constant is the product's. Async
 * queries wait longer than elsewhere (see below).
 */
import { vi } from 'vitest';
import { configure } from '@testing-library/react';

// A row renders the whole app; the first row of a file also compiles its lazy pages. findBy*/waitFor
// wait up to 15 s (tests/setup.ts: 5 s), a bound for a loaded 2-core machine, not a delay.
configure({ asyncUtilTimeout: 15_000 });

vi.mock('../../src/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/domain/constants')>()),
  AUTH_LOADER_HIDE_MS: 0,
}));

// jsdom does not scroll: pages that scroll to the top on a route change or an error would print
// "Not implemented: window.scrollTo" for every row.
window.scrollTo = () => undefined;
