/**
 * Global test set-up (vitest). The `dom` project shares one environment between files
 * (`isolate: false`), so what a file leaves behind is undone here after every test: the rendered
 * trees (Testing Library registers its own clean-up only in the first file that imports it) and the
 * toasts.
 */
import { afterEach } from 'vitest';

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
}
