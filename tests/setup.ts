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
 * (tests/unit/mocks/dbSeeder.test.ts). Testing Library's errors made while a wait polls leave the
 * document out (tests/support/elementErrors.ts), and of the style sheet sonner injects on import, only the rules
 * a test can observe are kept (tests/support/observedStyles.ts: the rest made every `*ByRole` query
 * slow). jsdom's missing hit testing says it cannot answer (see below: axe-core's stand-in for it left a
 * style behind that changed every later file's computed `pointer-events`).
 */
import { afterAll, afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // jsdom has no layout, hence no hit testing: neither `elementFromPoint` nor `elementsFromPoint`.
  // axe-core, imported by the views' accessibility checks, then installed its own `elementsFromPoint`,
  // which appends `<style>* { pointer-events: all }</style>` to <head>, calls the missing
  // `elementFromPoint`, throws, and never removes the style: every later file of the shared environment
  // then computed `pointer-events: all` for every element (a toast sonner hides, a layer Radix
  // disables), only after a file with a dialog open in an axe check had run
  // (tests/views/requests/PaymentsTab.test.tsx; issue 29's order dependence). Both say they cannot
  // answer, as axe's stand-in did without the style: axe counts the checks that ask (is a modal open?)
  // as incomplete, as before; the browser suites run them for real.
  const noHitTesting = (): never => {
    throw new Error('jsdom has no layout: elementFromPoint and elementsFromPoint cannot answer');
  };
  document.elementFromPoint = noHitTesting;
  document.elementsFromPoint = noHitTesting;
  const { cleanup, configure } = await import('@testing-library/react');
  const { getElementError } = await import('./support/elementErrors');
  // findBy*/waitFor wait up to 5 s (default 1 s): enough on a loaded CI machine, still a bound. A
  // wait's polls no longer copy the whole document into each error they throw away
  // (tests/support/elementErrors.ts); a failed query still prints it.
  configure({ asyncUtilTimeout: 5000, getElementError });
  const { toast } = await import('sonner');
  // sonner put its 97-rule style sheet into the document as it loaded: only the rules a test can
  // observe stay, so that jsdom's getComputedStyle (every *ByRole query) does not match the others
  // (tests/support/observedStyles.ts).
  const { keepObservedStyleRules } = await import('./support/observedStyles');
  keepObservedStyleRules(document);
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
