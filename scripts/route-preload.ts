/**
 * Vite build plugin: starts downloading the current route's page chunk while the HTML is parsed
 * (docs/ARCHITECTURE.md budgets: first load and Lighthouse). Every route is a lazy chunk (src/views/app/pages.ts),
 * so without this the page's code is only requested after the shell's JavaScript has downloaded
 * and run: a second round trip before the page can paint.
 *
 * At build time it maps each route pattern of src/domain/routes.ts to the page chunk of
 * src/views/app/pages.ts and that chunk's static imports and CSS not already loaded by index.html,
 * and inlines a small script in <head> that matches `location.pathname` and adds
 * `<link rel="modulepreload">` / `<link rel="stylesheet">` for them. The app itself is unchanged:
 * the lazy import later finds the modules already fetched.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SeedAnswers } from './seed-answers.ts';
import type { Plugin } from 'vite';
import { ROUTES, shapedRouteSource } from '../src/domain/routes.ts';
import { homeImage } from '../src/mocks/data/content.ts';
import { DEMO_STORE_KEY } from '../src/mocks/storeKey.ts';
import { STORAGE_KEYS } from '../src/api/tokenStore.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  /** The modules bundled in the chunk (absolute paths). */
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Route id → page module path (relative to src/views/pages, without extension), read from pages.ts. */
export function pageModules(pagesSource: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of pagesSource.matchAll(/(\w+):\s*(?:[^,\n]*\?\s*)?lazy\(\(\)\s*=>\s*import\('\.\.\/pages\/([^']+)'\)\)/g)) out[m[1]] = m[2];
  return out;
}

/** Files the inline script preloads as images (`<link rel=preload as=image fetchpriority=high>`). */
const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/;

/**
 * One route of the inline script: `[regexSource, files, calls?, seed?, params?, html?, late?]`:
 * - `files`: module preloads, stylesheets and images of the route;
 * - `calls`: backend calls started with `fetch()` (remote builds, {@link contentPreloads});
 * - `seed`: `[file, API paths]` (embedded builds, scripts/seed-answers.ts): while the demo's store
 *   is pristine, the route's one file (API path → answer) is fetched and each answer kept for its
 *   API path;
 * - `params`: the values of the route's first parameter that have seed files (service ids);
 * - `html`: `[file, field]`: a module (the HTML sanitiser) preloaded only once an early answer of
 *   the route (a call or a seed answer) has a string `field` that looks like HTML
 *   ({@link HTML_FIELDS});
 * - `late`: `1` for a signed-in route (access `private`, src/domain/routes.ts) whose page has no
 *   `firstReads` (its largest paint is the banner painted with the shell, not its data): its files,
 *   and the `always` files, are added only once the first contentful paint has been presented (see
 *   {@link preloadScript}).
 */
export type PreloadEntry = readonly [
  string,
  readonly string[],
  (readonly string[])?,
  (readonly [string, readonly string[]] | null)?,
  (readonly string[] | null)?,
  (readonly [string, string] | null)?,
  1?,
];

/**
 * Routes whose page needs the HTML sanitiser only when a field of its first read is HTML, by route
 * id → the fields' paths in the answer (dotted, several separated by `|`; a field that is not a
 * string is tested as its JSON): the service page (/app/serviceDescription/{id}, spec 000 §4)
 * sanitises the service's `description` when it is HTML and shows plain text as it is
 * (src/views/pages/catalogue/ServiceDescriptionPage.tsx `firstReads`); the request detail
 * (/app/serviceRequestedDetails/{id}, spec 001 §2.5, contract §3.1 "html allowed") does the same
 * with its required-action banners, the messages of `request.messages` or else of `requiredActions`
 * (src/views/pages/requests/RequestDetailsPage.tsx `firstReads`; issue 24: the banner is that page's
 * largest paint, and the sanitiser's 11 KB were downloaded before it for plain text too). Preloading the sanitiser (DOMPurify, 12 KB gzipped)
 * with every service page cost a plain-text page its LCP in Lighthouse's simulation (1.83 s
 * without it against 1.95 s with it, median of 3 on the demo's service 2): the inline script now
 * preloads it only once the early answer shows HTML. Other pages that call `preloadSanitizer()`
 * (all procedures: the general information is always HTML) keep it in their files.
 */
export const HTML_FIELDS: Readonly<Record<string, string>> = {
  serviceDescription: 'description',
  serviceRequestedDetails: 'request.messages|requiredActions',
};

/** Whether a text looks like HTML: the same test as src/views/components/SafeHtml.tsx `looksLikeHtml`. */
const LOOKS_LIKE_HTML = '/<\\/?[a-z][^>]*>/i';

/** Where the web app manifest is served (public/manifest.webmanifest). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** Longest wait for the first contentful paint before going on without it, ms (a hidden tab paints nothing). */
export const FIRST_PAINT_FALLBACK_MS = 5000;

/**
 * First part of the inline script (docs/ARCHITECTURE.md Budgets; src/paint.ts): `window.__miturPainted`,
 * a promise resolved once the page's first contentful paint has been presented (Paint Timing, a
 * buffered observer; at most {@link FIRST_PAINT_FALLBACK_MS} later without it, at once where the
 * observer is missing), after the web app manifest was linked (spec 000 §1 install prompt). The
 * manifest is not written in index.html: there the browser fetched it, then its icon, during the
 * first load, holding two of the six HTTP/1.1 connections the first paint needed (Lighthouse's
 * simulation of the demo /public); Chromium checks installability again when the link is added.
 */
const PAINTED =
  `window.__miturPainted=new Promise(function(d){setTimeout(d,${FIRST_PAINT_FALLBACK_MS});try{new PerformanceObserver(function(l){l.getEntriesByName('first-contentful-paint').length&&d()}).observe({type:'paint',buffered:true})}catch(e){d()}})` +
  `.then(function(){var l=document.createElement('link');l.rel='manifest';l.href=${JSON.stringify(MANIFEST_HREF)};document.head.appendChild(l)});`;

/**
 * Files a `late` route adds per task once the first paint is presented (issue 24): the desk's 25
 * links added at once were, with the app's own start after the paint, one task of 60-140 ms at 4x CPU
 * slowdown, all of it counted as blocking time; six per task (a timer between) keep each short.
 */
export const LATE_BATCH = 6;

/**
 * The inline script: `[[regexSource, [file, …]], …]` matched against location.pathname; the first
 * matching route's files are added (`.css` as stylesheets, images as high-priority image preloads,
 * the rest as module preloads), then the route's optional third list, backend calls started with
 * `fetch()` (same-origin credentials, like the app's) and kept in `window.__miturEarly` by absolute
 * URL, where the app's first GET of that URL takes the answer (src/api/early.ts: one request). In a
 * call, `$1`, `$2`… stand for the route pattern's parameters (e.g. the service id of
 * /app/serviceDescription/2); a call written `!url` is an admin-API call and carries `appKey` in
 * the `X-Authorization` header, as the app's admin client does (src/api/middleware.ts). A call
 * written `@url` (or `@!url`) is a signed-in read (issue 24, {@link contentPreloads}): it carries
 * `Authorization: <authScheme> <token>` with the token the browser stored (`token`, spec 000 §3),
 * and `$c` in it stands for the identity number the page reads with (the URL's
 * `doc_identification` for staff, else the stored `user_cedula`), as the app's call does; without
 * a stored token (or that number), or with a path parameter that is not a positive number (a
 * malformed request id: the page reads nothing), the call is not made. A route with such calls adds its own files only after the entry's (the HTML's module
 * preloads, found while the parser goes on): its data then comes with the shell, not after. An answer
 * naming an `image_url` (http(s) or a same-origin path: the home hero, contract W1) also gets that
 * image preloaded at high priority, so it downloads while the JavaScript does. Embedded builds with
 * seed answers (scripts/seed-answers.ts): when the demo's store is pristine (no
 * {@link DEMO_STORE_KEY} in localStorage, no `window.__miturDemoPatch`), the route's seed file is
 * fetched (one request) and each of its answers kept in `window.__miturEarly` under its API URL as a
 * JSON response (for a route with a parameter, only when the parameter has a file); a file that
 * cannot be read, or lacks an answer, leaves that promise rejected, and the app then asks the
 * backend (src/api/clients.ts). Then `always` (module preloads at low priority, on every path;
 * with seed answers, only for a visitor whose store is not pristine: a pristine one needs no
 * backend before the first paint). A route with `html` ({@link HTML_FIELDS}) preloads the sanitiser
 * once one of its early answers (a call's JSON, or any answer of its seed file) has that field
 * holding HTML, at most once. A `late` route (signed-in: issue 24) adds its files ({@link LATE_BATCH} per task) and the `always`
 * files only once `window.__miturPainted` resolved: its first paint is the shell and the global
 * loader while the session's user loads (src/main.tsx renders it at once), and Lighthouse's simulated
 * largest paint takes in every request that ended before the observed one (the desk's 25 files and
 * the demo backend's 13 made its simulated LCP 3.5 s for an h1 painted at 0.6 s). The page's files
 * and the backend then load while the user does. The image, fetch, seed, html, key, late and `always` branches are only
 * written when used (the HTML is part of the /public first load). It starts with the first-paint
 * promise and the manifest link of {@link PAINTED}.
 */
export function preloadScript(entries: readonly PreloadEntry[], always: readonly string[] = [], appKey = '', authScheme = 'Bearer'): string {
  const data = JSON.stringify(entries);
  const images = entries.some(([, files]) => files.some((f) => IMAGE.test(f)));
  const fetches = entries.some(([, , calls]) => calls?.length);
  const seeded = entries.some(([, , , seed]) => seed?.[1].length);
  const keyed = appKey !== '' && entries.some(([, , calls]) => calls?.some((c) => c.replace(/^@/, '').startsWith('!')));
  const signedIn = entries.some(([, , calls]) => calls?.some((c) => c.startsWith('@')));
  const htmlAware = entries.some((e) => e[5]);
  const late = entries.some((e) => e[6]);
  const add =
    `function a(f,q){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='stylesheet'}` +
    (images
      ? `else if(/\\.(svg|png|jpe?g|webp|avif)$/.test(f)){l.rel='preload';l.as='image';l.setAttribute('as','image');l.setAttribute('fetchpriority','high')}`
      : '') +
    `else{l.rel='modulepreload';l.crossOrigin='';if(q)l.setAttribute('fetchpriority',q)}l.href=f;document.head.appendChild(l)}`;
  return (
    `(function(){${PAINTED}${add}var r=${data},p=location.pathname,m${seeded ? `,P=0;try{P=!localStorage.getItem(${JSON.stringify(DEMO_STORE_KEY)})&&!window.__miturDemoPatch}catch(e){}` : ';'}` +
    `${late ? 'var L;' : ''}for(var i=0;i<r.length;i++){if(m=new RegExp(r[i][0]).exec(p)){` +
    (late || signedIn
      ? `var F=r[i][1],g=function(){F.forEach(function(f){a(f)})};` +
        (late
          ? `(window.__miturLate=L=r[i][6]?1:0)?(window.__miturTurn=new Promise(function(R){window.__miturPainted.then(function(){var j=0,k=0,J=F.filter(function(f){return/\\.js$/.test(f)});` +
            `function e(){var f=J[k++];f?import(f).then(w,w):R()}function w(){setTimeout(e)}` +
            `(function n(){F.slice(j,j+=${LATE_BATCH}).forEach(function(f){a(f)});j<F.length?setTimeout(n):e()})()})})):`
          : '') +
        (signedIn ? `(r[i][2]||[]).some(function(f){return f.charAt(0)=='@'})?setTimeout(g,0):` : '') +
        `g();`
      : `r[i][1].forEach(function(f){a(f)});`) +
    (htmlAware
      ? `var H=r[i][5],h=function(b){if(H&&b&&H[1].split('|').some(function(d){var v=d.split('.').reduce(function(o,k){return o&&o[k]},b);return v!=null&&${LOOKS_LIKE_HTML}.test(typeof v=='string'?v:JSON.stringify(v))})){a(H[0]);H=0}};`
      : '') +
    (seeded
      ? `var s=r[i][3];if(P&&s&&(!r[i][4]||r[i][4].indexOf(m[1])>=0)){var E=window.__miturEarly=window.__miturEarly||{},x=function(t){return t.replace(/\\$(\\d)/g,function(_,n){return m[n]})},` +
        `A=fetch(x(s[0]),{credentials:'same-origin'}).then(function(q){if(!q.ok)throw q.status;return q.json()});` +
        `s[1].forEach(function(c){var z=A.then(function(b){if(!b||!(c in b))throw c;return new Response(JSON.stringify(b[c]),{headers:{'Content-Type':'application/json'}})});z.catch(function(){});E[new URL(x(c),location.href).href]=z})` +
        (htmlAware ? `;A.then(function(b){for(var k in b)h(b[k])}).catch(function(){})` : '') +
        `}`
      : '') +
    (fetches
      ? `var E=window.__miturEarly={};` +
        (signedIn
          ? `var T,C;try{T=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}));C=(new URLSearchParams(location.search||'').get('doc_identification')||'').trim()||JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userCedula)}))}catch(e){}`
          : '') +
        `(r[i][2]||[]).forEach(function(f){` +
        (signedIn
          ? `var o=f.charAt(0)=='@';if(o){f=f.slice(1);if(typeof T!='string'||!T||/\\$c/.test(f)&&(typeof C!='string'||!C)||/\\$1/.test(f)&&!/^[1-9]\\d*$/.test(m[1]))return}`
          : '') +
        `var k=f.charAt(0)=='!',u=new URL(f.slice(k?1:0).replace(/\\$(\\d)/g,function(_,n){return m[n]})${signedIn ? `.replace(/\\$c/g,function(){return encodeURIComponent(C)})` : ''},location.href).href,H={};` +
        (keyed ? `if(k)H['X-Authorization']=${JSON.stringify(appKey).replace(/</g, '\\u003c')};` : '') +
        (signedIn ? `if(o)H.Authorization=${JSON.stringify(authScheme).replace(/</g, '\\u003c')}+' '+T;` : '') +
        `var q=E[u]=fetch(u,{credentials:'same-origin',headers:H});` +
        `q.then(function(x){return x.ok?x.clone().json():null}).then(function(b){${htmlAware ? 'h(b);' : ''}var s=b&&b.image_url;if(typeof s=='string'&&/^(https?:\\/\\/|\\/(?!\\/))/.test(s)){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','image');l.setAttribute('fetchpriority','high');l.href=s;document.head.appendChild(l)}}).catch(function(){})});`
      : '') +
    `break}}` +
    (always.length
      ? late
        ? `${seeded ? 'if(!P)' : ''}(function(w){L?window.__miturPainted.then(w):w()})(function(){${JSON.stringify(always)}.forEach(function(f){a(f,'low')})});`
        : `${seeded ? 'if(!P)' : ''}${JSON.stringify(always)}.forEach(function(f){a(f,'low')});`
      : '') +
    `})();`
  );
}

/** Base-URL variables of the four backends (README "Modes and configuration"). */
const BACKEND_URL_VARS = ['VITE_IDENTITY_URL', 'VITE_ADMIN_URL', 'VITE_FILES_URL', 'VITE_CONTENT_URL'] as const;

/**
 * Distinct origins of the backends configured with absolute http(s) URLs (a remote build whose
 * backends live on other hosts), in variable order; relative or unparsable values give none. The
 * HTML preconnects to them: the first calls (content, catalogue) then skip the DNS + TCP + TLS set-up
 * on a phone's network.
 */
export function preconnectOrigins(env: Readonly<Record<string, string | undefined>>): string[] {
  const out: string[] = [];
  for (const key of BACKEND_URL_VARS) {
    const value = env[key];
    if (!value || !/^https?:\/\//i.test(value)) continue;
    try {
      const { origin } = new URL(value);
      if (!out.includes(origin)) out.push(origin);
    } catch {
      /* not a URL: nothing to preconnect to */
    }
  }
  return out;
}

/** Backend calls a route's first view needs, by route id (see {@link contentPreloads}). */
export type RouteFetches = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * Backend calls to start while the HTML parses, by route id, in a remote build: the reads of the
 * route's first view, at the URLs the app's clients build (src/api/content.ts, src/api/catalogue.ts)
 * on the configured bases (`VITE_CONTENT_URL`, `VITE_ADMIN_URL`, defaults as src/config.ts); the
 * app's first GET of each takes its answer (src/api/early.ts), before the first render where the
 * page module exports `firstReads` (src/views/app/pages.ts), else as its blocks mount:
 * - home: the hero's GET /web/v1/homeImage (contract W1; its answer names the page's largest paint,
 *   preloaded too), /services (C1), /statistics (C4), /v1/homeVideo (W2),
 *   /v1/descriptionGeneralInformations (W3);
 * - all procedures: /services, the general information and the FAQ (/web/v1/questionandanswers);
 * - a service page: /services/{id} and the first page of its ratings (`$1`: the id in the path);
 * - a request's detail, opened signed in (issue 24: its largest paint is that request's data):
 *   GET /get/auth/user (contract A2) and GET /requests/{id}?citizenId (`$c`, the number the page
 *   reads with; src/views/pages/requests/RequestDetailsPage.tsx `firstReads`), both written `@url`:
 *   they carry the stored token as the app's calls do, and are made only when one is stored.
 * Admin calls are written `!url`: they carry the application key (`VITE_ADMIN_APP_KEY`), as the
 * app's do; the public reads carry no token (the answer is the one the app would get).
 * Without them the chain is HTML → JS → first reads → render. Embedded builds: none (the
 * in-browser backend answers only once started).
 */
export function contentPreloads(env: Readonly<Record<string, string | undefined>>): RouteFetches {
  if (env.VITE_BACKEND !== 'remote') return {};
  const content = (env.VITE_CONTENT_URL || '/api/content').replace(/\/+$/, '');
  const admin = `!${(env.VITE_ADMIN_URL || '/api/admin').replace(/\/+$/, '')}`;
  const identity = (env.VITE_IDENTITY_URL || '/api/identity').replace(/\/+$/, '');
  const generalInformation = `${content}/v1/descriptionGeneralInformations`;
  return {
    home: [`${content}/web/v1/homeImage`, `${admin}/services`, `${admin}/statistics`, `${content}/v1/homeVideo`, generalInformation],
    allServices: [`${admin}/services`, generalInformation, `${content}/web/v1/questionandanswers`],
    serviceDescription: [`${admin}/services/$1`, `${admin}/services/extras/$1/rating?page=1`],
    serviceRequestedDetails: [`@${identity}/get/auth/user`, `@${admin}/requests/$1?citizenId=$c`],
  };
}

/** Options of {@link routePreload}. */
export interface RoutePreloadOptions {
  /**
   * Embedded build (docs/ARCHITECTURE.md "Two modes"): the in-browser backend's chunks (src/mocks/
   * browser.ts and its imports) are module-preloaded at low priority on every path, so they download
   * while the shell loads instead of after it (every first call waits for them), and the home route
   * preloads the hero image of the demo's content seed (GET /web/v1/homeImage answers it), the page's
   * largest paint. A remote build knows neither (its backends answer at run time).
   */
  embedded?: boolean;
  /** Origins to preconnect to (`<link rel=preconnect crossorigin>`), see {@link preconnectOrigins}. */
  preconnect?: readonly string[];
  /** Backend calls preloaded as CORS fetches on their route, see {@link contentPreloads}. */
  fetches?: RouteFetches;
  /** The admin API's application key sent with its preloaded calls (`VITE_ADMIN_APP_KEY`). */
  adminAppKey?: string;
  /** The scheme of the `Authorization` header of the signed-in preloaded calls (`VITE_AUTH_SCHEME`, default `Bearer`). */
  authScheme?: string;
  /** Embedded builds: the seed answers of scripts/seed-answers.ts (known once the build started). */
  seedAnswers?: () => SeedAnswers | null;
}

/**
 * Inserts `tags` right before the first `<script type="module">`, `<link rel="modulepreload">` or
 * `<link rel="stylesheet">` of the built HTML (else at the end of <head>). An inline script placed
 * after a stylesheet waits for that stylesheet to load before it runs (HTML's "script-blocking style
 * sheets"): the route's preloads and first reads would start only once the shell's CSS is in (the
 * Lighthouse trace of the remote /public: the reads started ~0.25 s after the HTML, after the CSS).
 * Measured the other way round (the entry's JavaScript first, the inline script after it): the
 * simulated LCP of the remote /public rose from ~2.1 s to ~2.6 s (its first reads and hero image
 * started later), so the route's files and reads stay first.
 */
export function beforeFirstAsset(html: string, tags: string): string {
  const first = /<(script type="module"|link rel="(modulepreload|stylesheet)")[^>]*>/i.exec(html);
  if (!first) return html.replace(/<\/head>/i, `  ${tags}\n  </head>`);
  return `${html.slice(0, first.index)}${tags}\n    ${html.slice(first.index)}`;
}

/** See module documentation; `root` is the project directory. */
export function routePreload(root: string, options: RoutePreloadOptions = {}): Plugin {
  return {
    name: 'mitur:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & (typeof bundle)[string] => c.type === 'chunk') as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const loadedByHtml = new Set<string>();
        const walk = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          const c = byFile.get(file);
          c?.imports.forEach((i) => walk(i, into, skip));
        };
        const walkPost = (file: string, into: Set<string>, skip: Set<string>, on = new Set<string>()) => {
          if (into.has(file) || skip.has(file) || on.has(file)) return;
          on.add(file);
          byFile.get(file)?.imports.forEach((i) => walkPost(i, into, skip, on));
          into.add(file);
        };
        if (entry) walk(entry.fileName, loadedByHtml, new Set());
        const pages = pageModules(readFileSync(resolve(root, 'src/views/app/pages.ts'), 'utf8'));
        // The HTML sanitiser (DOMPurify, loaded on demand by src/views/components/SafeHtml.tsx): a
        // page whose first reads wait for it (`preloadSanitizer()`: backend HTML in its first view)
        // gets it preloaded with the page, instead of after its first reads answered and the
        // JavaScript ran (the last link of the remote home's chain in Lighthouse's simulation).
        const sanitizer = chunks.find((c) => c.moduleIds?.some((id) => /[\\/]node_modules[\\/]dompurify[\\/]/.test(id)));
        const usesSanitizer = (page: string) => /preloadSanitizer\(/.test(readFileSync(resolve(root, `src/views/pages/${page}.tsx`), 'utf8'));
        // A signed-in page whose first view reads its data before the user is in (it exports
        // `firstReads`: the request detail, whose largest paint is that data) is not `late`: its
        // files load beside the entry, so they are in when the data is (issue 24: deferred, the
        // detail's simulated LCP rose 3.03 → 3.37 s in the remote build).
        const hasFirstReads = (page: string) => /export function firstReads\(/.test(readFileSync(resolve(root, `src/views/pages/${page}.tsx`), 'utf8'));
        const entries: PreloadEntry[] = [];
        const seed = options.seedAnswers?.() ?? null;
        for (const route of ROUTES) {
          const page = pages[route.id];
          if (!page) continue;
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`src/views/pages/${page}.tsx`));
          if (!chunk) continue;
          const files = new Set<string>();
          const late = route.access === 'private' && !hasFirstReads(page);
          // A late route's files in dependency order (each after the chunks it imports): the inline
          // script evaluates them in that order, one per task ({@link preloadScript}).
          if (late) walkPost(chunk.fileName, files, loadedByHtml);
          else walk(chunk.fileName, files, loadedByHtml);
          const htmlField = HTML_FIELDS[route.id];
          if (sanitizer && usesSanitizer(page) && !htmlField) walk(sanitizer.fileName, files, loadedByHtml);
          // The sanitiser chunk alone (its own imports are first-load chunks or none).
          const html = sanitizer && htmlField && !loadedByHtml.has(sanitizer.fileName) ? ([`/${sanitizer.fileName}`, htmlField] as const) : undefined;
          const css = new Set<string>();
          for (const f of files) byFile.get(f)?.viteMetadata?.importedCss.forEach((x) => css.add(x));
          const hero = options.embedded && route.id === 'home' && homeImage.image_url.startsWith('/') ? [homeImage.image_url] : [];
          const calls = options.fetches?.[route.id] ?? [];
          const preloads = [...[...files, ...css].map((f) => `/${f}`), ...hero];
          // A value without its route's shape (`/app/serviceDescription/%`, a request id `abc`) matches
          // no entry: nothing is preloaded or called for it (issue 25).
          const source = shapedRouteSource(route);
          const seeded = seed?.routes[route.id];
          const seedEntry = seeded?.reads.length ? ([seeded.file, seeded.reads] as const) : undefined;
          if (late) entries.push([source, preloads, [...calls], seedEntry ?? null, seeded?.params ?? null, html ?? null, 1]);
          else if (html) entries.push([source, preloads, [...calls], seedEntry ?? null, seeded?.params ?? null, html]);
          else if (seedEntry)
            entries.push(seeded?.params ? [source, preloads, [...calls], seedEntry, seeded.params] : [source, preloads, [...calls], seedEntry]);
          else entries.push(calls.length ? [source, preloads, [...calls]] : [source, preloads]);
        }
        const backend = new Set<string>();
        if (options.embedded) {
          const browser = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('src/mocks/browser.ts'));
          if (browser) {
            walk(browser.fileName, backend, loadedByHtml);
            // src/mocks/browser.ts imports MSW, the seed data and the handlers with import(), in
            // stages: those chunks are needed on every path all the same.
            for (const file of browser.dynamicImports) walk(file, backend, loadedByHtml);
          }
        }
        // The embedded backend's chunks, needed on every path. With seed answers the inline script
        // preloads them for a visitor whose store is not pristine only. Without (no seed: a build
        // that could not compute them), they are tags at the end of <head> (low priority, after
        // everything the page itself needs), found by the preload scanner with no script work.
        const scripted = seed ? [...backend].map((f) => `/${f}`) : [];
        const tags = [
          ...(options.preconnect ?? []).map((href) => `<link rel="preconnect" href="${href}" crossorigin="">`),
          `<script>${preloadScript(entries, scripted, options.adminAppKey, options.authScheme || undefined)}</script>`,
        ];
        const always = seed ? [] : [...backend].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" fetchpriority="low">`);
        const withTags = beforeFirstAsset(html, tags.join('\n    '));
        return always.length ? withTags.replace(/<\/head>/i, `  ${always.join('\n    ')}\n  </head>`) : withTags;
      },
    },
  };
}
