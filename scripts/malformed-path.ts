/**
 * A path that does not decode gets the app, on Vite's servers too (issue 26 row 6; issue 28 item 1).
 *
 * `/app/serviceDescription/%` (a `%` not followed by two hex digits, or bytes that are not UTF-8 such
 * as `%E0%A4`) loaded from the address bar used to get an empty 404 from `vite preview` and from the
 * loopback server's portal origin (Vite's static files decode the path and give up): the browser
 * showed its own error page. With this plugin such a GET or HEAD is answered with the app's
 * index.html, whose router shows the not-found state (the route values are checked before any call,
 * issue 25 item 5); any other request is left untouched. nginx does the same with
 * `error_page 400 =200 /index.html` (deploy/nginx/mitur-portal.conf).
 */
import type { Connect, Plugin } from 'vite';

/** Whether the path part of a request target decodes (`decodeURIComponent`, as Vite's static files do). */
export function pathDecodes(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    // The result is used: a bundler drops an unused call of a global it knows to be pure (Vite's
    // bundle of vite.config.ts did, and every path then "decoded").
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}

/** Connect middleware: a GET/HEAD whose path does not decode is rewritten to `target` (the app's HTML). */
export function malformedPathMiddleware(target: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url && !pathDecodes(req.url)) req.url = target;
    next();
  };
}

/**
 * The plugin, for the dev server (`npm start`: `/`, which Vite answers with the transformed
 * index.html) and the preview server (`/index.html` of the build). Its middleware runs before Vite's
 * own (registered directly in the configure hooks).
 */
export function malformedPathFallback(): Plugin {
  return {
    name: 'mitur:malformed-path-fallback',
    configureServer(server) {
      server.middlewares.use(malformedPathMiddleware('/'));
    },
    configurePreviewServer(server) {
      server.middlewares.use(malformedPathMiddleware('/index.html'));
    },
  };
}
