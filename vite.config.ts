/**
 * Vite configuration. Modes (docs/ARCHITECTURE.md "Two modes, one contract"):
 * - `development` (`npm start`) and `demo` (`npm run build:demo` → dist-demo/): embedded backend,
 *   MSW in the browser.
 * - `production` (`npm run build` → dist/): remote mode; the embedded backend is not bundled and
 *   the MSW worker script is removed from the output.
 * In embedded mode the dev and preview servers also answer the simulated card gateway's form POST
 * (`mitur:demo-gateway`). Every build ships the Content-Security-Policy of scripts/csp.ts (both
 * modes: the browser tests run the demo build under the same policy).
 */
import { readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentPreloads, MANIFEST_HREF, preconnectOrigins, routePreload } from './scripts/route-preload.ts';
import { contentSecurityPolicy } from './scripts/csp.ts';
import { stripChartMeta } from './scripts/strip-chart-meta.ts';
import { seedAnswersPlugin } from './scripts/seed-answers.ts';
import { precompress } from './scripts/precompress.ts';
import { malformedPathFallback } from './scripts/malformed-path.ts';

/**
 * Deletes the MSW worker from a remote-mode build (nothing of the embedded backend ships), in the
 * output folder actually used (`--outDir` included).
 */
function dropMockWorker(embedded: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'mitur:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!embedded) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Writes the favicon into index.html as a data: URL (public/favicon-32.png, 1,387 bytes, base64):
 * the browser then needs no request for it. Lighthouse's simulation of the remote home (HTTP/1.1,
 * six connections per origin) started the favicon with the style sheets, holding a connection the
 * first-load JavaScript waited for (issue 11 "Fast on a cheap phone"). A bitmap, not the SVG drawing
 * it is made from (scripts/make-icons.ts): Chromium draws an SVG icon as a document of its own on the
 * page's main thread, a long task after the first paint (issue 24). The manifest names the 192 and
 * 512 px PNGs (an installed app's icons).
 */
function inlineFavicon(root: string): Plugin {
  return {
    name: 'mitur:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const png = readFileSync(resolve(root, 'public/favicon-32.png')).toString('base64');
      return html.replace('href="/favicon-32.png"', `href="data:image/png;base64,${png}"`);
    },
  };
}

/**
 * The web app manifest link under the dev server (`npm start`): builds link it from index.html's
 * inline script once the first contentful paint is on screen (scripts/route-preload.ts `PAINTED`,
 * a build-only plugin), so the dev server writes it in the HTML instead (the install prompt, spec
 * 000 §1, works there too).
 */
export function devManifest(): Plugin {
  return {
    name: 'mitur:dev-manifest',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<\/head>/i, `  <link rel="manifest" href="${MANIFEST_HREF}" />\n  </head>`),
  };
}

/**
 * The first-load chunks every page loads with index.html (the entry `index`, the bundler's
 * `rolldown-runtime`, the libraries' `runtime`, the shell and public blocks' `public`): a build file
 * name (`assets/public-BzgQuAO.js`) matches. Their lazy imports list only CSS (see `modulePreload`).
 */
const FIRST_LOAD_CHUNK = /(^|\/)(index|rolldown-runtime|runtime|public)-[\w-]+\.js$/;

/** Largest gateway form body accepted, bytes (the contract §3.4 fields are a few hundred bytes). */
const GATEWAY_BODY_MAX = 64 * 1024;

/**
 * The simulated card gateway's entry (embedded mode; issue 8, contract §3.4): the portal's card
 * payment is a real browser form POST (urlencoded) to `config.gatewayUrl`, a navigation MSW never
 * sees. This middleware answers a POST on `path` with 303 to GET `path?<the same fields>`, where the
 * SPA's demo page /demo/pasarela reads them. Anything else goes on to the next middleware.
 */
export function gatewayPostMiddleware(path: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const pathname = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || pathname !== path) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_BODY_MAX) {
        if (!refused) {
          refused = true;
          res.statusCode = 413;
          res.end();
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = 303;
      res.setHeader('Location', `${path}?${fields.toString()}`);
      res.end();
    });
  };
}

/** Serves {@link gatewayPostMiddleware} under `npm start` and `npm run preview` (embedded builds only). */
function demoGateway(path: string): Plugin {
  const handle = gatewayPostMiddleware(path);
  return {
    name: 'mitur:demo-gateway',
    configureServer(server) {
      server.middlewares.use(handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handle);
    },
  };
}

/** Path part of the configured gateway URL (default '/demo/pasarela', src/config.ts). */
function gatewayPath(url: string | undefined): string {
  return new URL(url || '/demo/pasarela', 'http://localhost').pathname;
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const embedded = (env.VITE_BACKEND ?? 'embedded') !== 'remote';
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  // Embedded builds ship the seed answers of the public first reads (scripts/seed-answers.ts).
  const seed = embedded && command === 'build' ? seedAnswersPlugin(process.cwd()) : null;
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      stripChartMeta(),
      dropMockWorker(embedded),
      inlineFavicon(process.cwd()),
      devManifest(),
      malformedPathFallback(),
      precompress(),
      ...(seed ? [seed] : []),
      routePreload(process.cwd(), {
        embedded,
        preconnect: preconnectOrigins(env),
        fetches: contentPreloads(env),
        adminAppKey: env.VITE_ADMIN_APP_KEY,
        authScheme: env.VITE_AUTH_SCHEME,
        seedAnswers: seed?.answers,
      }),
      // After every plugin that writes inline script into index.html: it hashes their final text.
      contentSecurityPolicy(env),
      ...(embedded ? [demoGateway(gatewayPath(env.VITE_GATEWAY_URL))] : []),
    ],
    // Embedded builds: MSW's cookie store gets a small jar instead of tough-cookie and its
    // public-suffix list (src/mocks/cookieJarLite.ts: ~0.35 s less main thread at 4x on the demo's
    // first load; the portal uses no cookie).
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: @xstate/react's and wouter's imports of the React 17
        // shim go to React's hook (src/useSyncExternalStoreShim.ts; the package's main entry would
        // print a console error in development) and to the package's React >= 18 selector entry:
        // no fallback code, 0.3 KB gzipped less in the first load of /public (budget 110 KB).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(process.cwd(), 'src/useSyncExternalStoreShim.ts') },
        ...(embedded && command === 'build' ? [{ find: /^tough-cookie$/, replacement: resolve(process.cwd(), 'src/mocks/cookieJarLite.ts') }] : []),
      ],
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    // modulePreload polyfill off: every browser with ES modules we target supports modulepreload.
    build: {
      outDir,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      modulePreload: {
        polyfill: false,
        // A lazy import made by a first-load chunk (a route of AppRouter) keeps only its CSS (Vite
        // appends the CSS, loaded before the route renders, so no unstyled flash): its JavaScript
        // imports are fetched by the module graph itself. Those lists live in the first-load chunks,
        // and every file name in them costs /public bytes (budget 110 KB gzipped,
        // docs/ARCHITECTURE.md; JS names cost 0.9 KB). The price: the first visit of a route fetches
        // its chunk, then the imports not yet loaded (one round trip more on a client-side
        // navigation). The route opened first is unaffected: scripts/route-preload.ts preloads its
        // whole graph while the HTML parses.
        // A lazy import made by any other chunk (a page's tabs, views and dialogs) keeps its whole
        // graph but the first-load chunks: the list lives in that page's chunk, not in /public's
        // first load, and the browser fetches the part and its imports at once instead of level by
        // level (the request detail's opened view, the required-document form, was four levels of
        // files after its page chunk before its largest paint; issue 24).
        // index.html (hostType 'html') keeps every dependency of the entry: its modulepreload tags let
        // the browser fetch the first-load chunks while the HTML parses, instead of after the entry
        // chunk arrives and names them (one round trip more before the first paint).
        resolveDependencies: (_file, deps, { hostId, hostType }) => {
          if (hostType === 'html') return deps;
          if (FIRST_LOAD_CHUNK.test(hostId)) return [];
          return deps.filter((d) => !FIRST_LOAD_CHUNK.test(d));
        },
      },
      rolldownOptions: {
        output: {
          // Seven-character content hashes (the shortest rolldown accepts for this many chunks): every
          // lazy chunk's file name is listed in the entry chunk's preload map, so each character saved
          // per name is ~0.05 KB of the /public first load (budget 110 KB gzipped).
          chunkFileNames: 'assets/[name]-[hash:7].js',
          entryFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          // Fewer, larger first-load chunks compress better than many small ones (budget:
          // /public <= 110 KB gzipped): the runtime libraries every page needs in one chunk, the
          // shell (layout, router, page title, route boundary) and the blocks of the
          // public pages in another (merging the shell into it saved 0.8 KB gz against a separate entry
          // chunk). Everything else stays split per route, except two small shared groups that a
          // public page would otherwise fetch as seven files of 0.3-1.5 KB each (the service page,
          // /app/serviceDescription/{id}: 13 files before its first paint, each a round trip on one of
          // six HTTP/1.1 connections in Lighthouse's simulation, LCP 2.3 s): the formatters with
          // date-fns and its Spanish locale (`format`), and the service page's shared widgets with
          // the service strings (`widgets`). A desk page that needs one formatter loads them all
          // (at most ~8 KB gzipped more), after its own first paint.
          codeSplitting: {
            groups: [
              {
                name: 'runtime',
                test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|wouter|regexparam|openapi-fetch)[\\/]|src[\\/]useSyncExternalStoreShim\.ts$/,
              },
              {
                name: 'public',
                test: /src[\\/](views[\\/](layout[\\/](Header|Footer|Logo|headerParts|AppShell|navigation|InstallPromptSlot|useMediaQuery)|app[\\/](AppRouter|pageTitle|RouteBoundary|App\b))|views[\\/]components[\\/](PageBanner|GlobalLoader|Icon|Counter|ErrorBlock|EmptyState|TextField|Field|SafeHtml|Reveal|Spinner|Feedback|Card|ServiceCard|Button|Link)|views[\\/]pages[\\/]catalogue[\\/](blocks|search)|views[\\/]app[\\/]useResource|machines[\\/]resource\.machine|api[\\/](cache|catalogue|content|result|call)|domain[\\/](catalogue|constants))/,
              },
              {
                name: 'format',
                test: /(src[\\/]domain[\\/]format[\\/]|node_modules[\\/]date-fns[\\/])/,
              },
              {
                // The small modules the signed-in pages share (roles, the file rules, the request and
                // member reads): four files of 0.2-1.5 KB before the request detail's largest paint,
                // one file now (issue 24). And the hook every page binds its chart with
                // (src/views/app/usePageChart.ts and dequal/lite, 0.9 KB; issue 29 item 5): in a file
                // of its own it was one more file before every page's first paint; here the signed-in
                // pages fetch none more, and the public pages that bind a chart (the login,
                // registration, reset and contact pages) fetch this file instead of that one (1.9 KB
                // more). Not the statuses: they import the date formatters (8 KB), which the payment
                // validation page does not need.
                name: 'signedIn',
                test: /(src[\\/](domain[\\/](roles|validation[\\/]files)|api[\\/](requestDetail|requestLists|companyMembers)|views[\\/]app[\\/]usePageChart)\.ts$|node_modules[\\/]dequal[\\/])/,
                // Not their imports (e.g. the identity API, which public pages use).
                includeDependenciesRecursively: false,
              },
              {
                name: 'widgets',
                test: /src[\\/](views[\\/]components[\\/](Pagination|paginationItems|StarRating)|messages[\\/]es[\\/]service)\b/,
              },
            ],
          },
        },
      },
    },
  };
});
