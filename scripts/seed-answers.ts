/**
 * Seed answers of the embedded demo (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets).
 *
 * A visitor whose demo store is still pristine (no `mitur-demo-db` in localStorage: a first visit,
 * or storage cleared) would get, for the public reads of the home, all procedures and a service
 * page, exactly the answers the embedded backend computes from its seed. The demo build computes
 * them once, at build time, by running the SAME handlers and seed (src/mocks/handlers.ts) in Node,
 * and ships them as static JSON files under `assets/seed-<hash>/`, one per route (per service for a
 * service page) holding the answers of all its reads. The route preloader of
 * index.html (scripts/route-preload.ts) fetches the route's file while the HTML parses, for that
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
  /** Output file name (`assets/seed-<hash>/<route>[-<id>].json`) → its JSON text. */
  files: Record<string, string>;
  /**
   * Route id → its file (an absolute path on the portal's origin; `$1` for the route's parameter),
   * the API paths that file answers (`$1` kept), and for a route with a parameter the values it has
   * a file for (the seed's service ids). A file is one JSON object: API path (as in `reads`) →
   * that read's answer. One request per route: on HTTP/1.1 (six connections per origin) five files
   * for the home held five of the connections the first-load JavaScript waited for.
   */
  routes: Record<string, { file: string; reads: string[]; params?: string[] }>;
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
    /** Answers by concrete API path. */
    const texts: Record<string, string> = {};
    const kept: Record<string, { reads: string[]; params?: string[] }> = {};
    for (const [route, paths] of Object.entries(SEED_READS)) {
      const params = paths.some((p) => p.includes('$1')) ? ids : undefined;
      const reads: string[] = [];
      for (const path of paths) {
        let complete = true;
        for (const value of params && path.includes('$1') ? params : [undefined]) {
          const concrete = value === undefined ? path : path.replace('$1', value);
          const text = await answer(concrete);
          if (text === null) {
            complete = false;
            continue;
          }
          texts[concrete] = text;
        }
        // A parameterised read is kept when every service has its answer; a plain one when it has one.
        if (complete) reads.push(path);
      }
      kept[route] = { reads, ...(params ? { params } : {}) };
    }
    const hash = createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 7);
    const dir = `assets/seed-${hash}`;
    const files: Record<string, string> = {};
    const routes: SeedAnswers['routes'] = {};
    /** One route's file: its reads (with `value` for `$1`) → their answers. */
    const bundle = (reads: string[], value?: string) =>
      `{${reads.map((path) => `${JSON.stringify(path)}:${texts[value === undefined ? path : path.replace('$1', value)]}`).join(',')}}`;
    for (const [route, { reads, params }] of Object.entries(kept)) {
      if (reads.length === 0) continue;
      const name = params ? `${dir}/${route}-$1.json` : `${dir}/${route}.json`;
      for (const value of params ?? [undefined]) files[value === undefined ? name : name.replace('$1', value)] = bundle(reads, value);
      routes[route] = { file: `/${name}`, reads, ...(params ? { params } : {}) };
    }
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
