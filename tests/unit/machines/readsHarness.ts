/**
 * Set-up of the node tests of the read actors (src/machines/reads.ts, ./pageReads.ts,
 * ./companies/myCompanies.ts): the real API client against MSW's node server, each test answering
 * the one endpoint it reads with `answer` (no DOM, no browser storage: the reads need neither).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { clearCache } from '../../../src/api/cache';
import { config } from '../../../src/config';

/** Installs the per-file and per-test hooks: an unanswered request fails the test; no cached read survives a test. */
export function useReadBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => clearCache());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A JSON answer with `status`. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    HttpResponse.json(body as never, { status });

/** A request that fails outright (offline, DNS, CORS). */
export const offline = () => HttpResponse.error();

/**
 * Answers GET `url` (absolute, without query) with `reply` and records the URL of every request it
 * answers (query included), in order.
 */
export function answer(url: string, reply: () => Response): URL[] {
  const seen: URL[] = [];
  server.use(
    http.get(url, ({ request }) => {
      seen.push(new URL(request.url));
      return reply();
    }),
  );
  return seen;
}

/** The path and query of each recorded request ('/api/admin/services/7?page=2'). */
export const sent = (urls: readonly URL[]) => urls.map((u) => `${u.pathname}${u.search}`);

/** Absolute URLs of the admin and content APIs of this build. */
export const adminUrl = (path: string) => `${config.adminUrl}${path}`;
export const contentUrl = (path: string) => `${config.contentUrl}${path}`;

/** A read's result after HTTP 500, and after a request that failed outright. */
export const HTTP_500 = { ok: false, error: { kind: 'http', status: 500 } };
export const NETWORK = { ok: false, error: { kind: 'network' } };
