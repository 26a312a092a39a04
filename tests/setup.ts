/**
 * Global test set-up (vitest). The `dom` project shares one environment between files
 * (`isolate: false`), so what a file leaves behind is undone here after every test: the rendered
 * trees (Testing Library registers its own clean-up only in the first file that imports it) and the
 * toasts; and after every file, the embedded backend's store: most files reset it before each of
 * their tests, so the state their last test left (Ana's password changed, a request sent) reached
 * the next file's first test, which then failed ('login failed') only in a whole run, after such a
 * file (issue 29's order dependence). A file that resets the modules (`vi.resetModules`: the
 * geography, seed and call-gate tests) leaves a module graph in which this reset may run before
 * src/mocks/seed.ts: the store it starts is then seeded when the seed registers (src/mocks/db.ts
 * `setSeeder`), not left without accounts for the next file's first sign-in
 * (tests/unit/mocks/dbSeeder.test.ts).
 */
import { afterAll, afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait up to 5 s (default 1 s): enough on a loaded CI machine, still a bound.
  configure({ asyncUtilTimeout: 5000 });
  const { toast } = await import('sonner');
  afterEach(() => {
    cleanup();
    // sonner keeps its toasts in a module-level store: drop them so the next file starts empty
    toast.dismiss();
  });
  afterAll(async () => {
    const { resetDb } = await import('../src/mocks/db');
    resetDb();
    localStorage.clear();
  });
}
