/**
 * Seed answers of the embedded demo (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets).
 *
 * A visitor whose demo store is still pristine (no `mitur-demo-db` in localStorage: a first visit,
 * or storage cleared) would get, for the public reads of the home, all procedures and a service
 * page, exactly the answers the embedded backend computes from its seed. The demo build computes
 * them once, at build time, by running the SAME handlers and seed (src/mocks/handlers.ts) in Node,
 * and ships each answer as a static JSON file under `assets/seed-<hash>/`. The route preloader of
 * index.html (scripts/route-preload.ts) fetches the route's files while the HTML parses, for that
 * pristine visitor only, and the app's first GET of each URL takes the answer (src/api/early.ts), so
 * the first render no longer waits for the in-browser backend (MSW, the seed, the handlers: ~110 KB
 * of JavaScript and the simulated latency), which then starts once the page is idle
 * (src/main.tsx). Any other visitor (a changed store, a queued fault, the hostile-text test seam
 * `window.__miturDemoPatch`) is answered by the backend as before.
 *
 * One difference, accepted: GET /statistics counts visits in the store (contract C4, the simulated
 * counter); a visit answered from the seed shows the seed's count plus one, as the backend would,
 * but does not store it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { createServer as createViteServer, type Plugin } from 'vite';

/** The embedded backend's bases (src/config.ts embedded defaults), as the app's requests name them. */
const CONTENT = '/api/content';
const ADMIN = '/api/admin';

/**
 * Public reads of each route's first view answered from the seed, by route id (the calls of
 * scripts/route-preload.ts `contentPreloads`, at the embedded bases); `$1` is the route's first
 * parameter (a service id), expanded for every service of the seed.
 */
export const SEED_READS: Readonly<Record<string, readonly string[]>> = {
  home: [`${CONTENT}/web/v1/homeImage`, `${ADMIN}/services`, `${ADMIN}/statistics`, `${CONTENT}/v1/homeVideo`, `${CONTENT}/v1/descriptionGeneralInformations`],
  allServices: [`${ADMIN}/services`, `${CONTENT}/v1/descriptionGeneralInformations`, `${CONTENT}/web/v1/questionandanswers`],
  serviceDescription: [`${ADMIN}/services/$1`, `${ADMIN}/services/extras/$1/rating?page=1`],
};

/** What the build ships: files by name (relative to the output folder) and each route's reads. */
export interface SeedAnswers {
  /** Output file name (`assets/seed-<hash>/<slug>.json`) → the answer's JSON text. */
  files: Record<string, string>;
  /**
   * Route id → `[API path, file path]` pairs (both absolute paths on the portal's origin, `$1` kept),
   * and for a route with a parameter the values it has a file for (the seed's service ids).
   */
  routes: Record<string, { reads: [string, string][]; params?: string[] }>;
}

/** File name part of an API path: `/api/admin/services/$1` → `admin-services-$1`. */
export function slugOf(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .replace(/[^\w$]+/g, '-')
    .replace(/-+$/, '');
}

/** Service ids of GET /services' answer (contract C1: directions, each with its `services`). */
export function serviceIdsOf(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  const ids: string[] = [];
  for (const direction of answer as { services?: { id?: unknown }[] }[]) {
    for (const service of direction.services ?? []) if (typeof service.id === 'number') ids.push(String(service.id));
  }
  return ids;
}

/**
 * Runs the embedded backend's handlers on a fresh seed (in Node, through a Vite SSR server so the
 * handlers read the embedded configuration, with no simulated latency) and collects the answers of
 * {@link SEED_READS}. Only 200 answers are kept (a read the seed cannot answer is left to the backend).
 * @param root the project folder
 * @throws when the handlers cannot be loaded or GET /services has no service
 */
export async function generateSeedAnswers(root: string): Promise<SeedAnswers> {
  const envDir = mkdtempSync(join(tmpdir(), 'mitur-seed-env-'));
  writeFileSync(join(envDir, '.env.seed'), 'VITE_BACKEND=embedded\nVITE_DEMO_LATENCY_MS=0\n');
  const vite = await createViteServer({
    configFile: false,
    root,
    mode: 'seed',
    envDir,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { handlers } = (await vite.ssrLoadModule('/src/mocks/handlers.ts')) as { handlers: RequestHandler[] };
    const { config } = (await vite.ssrLoadModule('/src/config.ts')) as { config: { adminUrl: string; adminAppKey: string } };
    const origin = new URL(config.adminUrl).origin;
    const answer = async (path: string): Promise<string | null> => {
      const headers = path.startsWith(ADMIN) ? { 'X-Authorization': config.adminAppKey } : undefined;
      const response = await getResponse(handlers, new Request(`${origin}${path}`, { headers }));
      return response && response.status === 200 ? response.text() : null;
    };
    const services = await answer(`${ADMIN}/services`);
    const ids = services ? serviceIdsOf(JSON.parse(services)) : [];
    if (ids.length === 0) throw new Error('seed answers: GET /services answered no service');
    const texts: Record<string, string> = {};
    const routes: Record<string, { reads: [string, string][]; params?: string[] }> = {};
    for (const [route, paths] of Object.entries(SEED_READS)) {
      const params = paths.some((p) => p.includes('$1')) ? ids : undefined;
      const kept: string[] = [];
      for (const path of paths) {
        let complete = true;
        for (const value of params && path.includes('$1') ? params : [undefined]) {
          const concrete = value === undefined ? path : path.replace('$1', value);
          const text = await answer(concrete);
          if (text === null) {
            complete = false;
            continue;
          }
          texts[slugOf(concrete)] = text;
        }
        // A parameterised read is kept when every service has its answer; a plain one when it has one.
        if (complete) kept.push(path);
      }
      routes[route] = { reads: kept.map((p) => [p, slugOf(p)]), ...(params ? { params } : {}) };
    }
    const hash = createHash('sha256')
      .update(JSON.stringify(texts))
      .digest('hex')
      .slice(0, 7);
    const dir = `assets/seed-${hash}`;
    const files: Record<string, string> = {};
    for (const [slug, text] of Object.entries(texts)) files[`${dir}/${slug}.json`] = text;
    for (const route of Object.values(routes)) route.reads = route.reads.map(([api, slug]) => [api, `/${dir}/${slug}.json`]);
    return { files, routes };
  } finally {
    await vite.close();
    rmSync(envDir, { recursive: true, force: true });
  }
}

/**
 * Vite plugin of embedded builds: computes the seed answers when the build starts and emits their
 * files. `answers()` gives them to the route preloader (scripts/route-preload.ts), which runs later
 * in the same build (index.html is transformed once the bundle is generated).
 */
export function seedAnswersPlugin(root: string): Plugin & { answers: () => SeedAnswers | null } {
  let result: SeedAnswers | null = null;
  return {
    name: 'mitur:seed-answers',
    apply: 'build',
    answers: () => result,
    async buildStart() {
      result = await generateSeedAnswers(root);
      for (const [fileName, source] of Object.entries(result.files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
