/**
 * Shared set-up of the embedded-backend tests: MSW's node server with every handler, a fresh store,
 * an empty read cache and empty browser storage for each test; plus raw-call helpers for operations
 * that have no client function yet (or whose answer the client ignores).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { config } from '../../../src/config';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';

/** Installs the per-file and per-test hooks. Call once at the top of a test file. */
export function useEmbeddedBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    // Let the client's shared-refresh window (closed by a setTimeout 0) end before the next test.
    await new Promise((resolve) => setTimeout(resolve, 0));
    resetDb();
    clearCache();
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A raw JSON call to a backend: `{ status, body }`. */
export async function raw(
  url: string,
  init: { method?: string; body?: unknown; token?: string | null; appKey?: boolean } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token !== undefined) headers.Authorization = `${config.authScheme} ${init.token ?? 'null'}`;
  if (init.appKey) headers['X-Authorization'] = config.adminAppKey;
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

/** Identity URL of a path. */
export const idUrl = (path: string) => `${config.identityUrl}${path}`;
/** Admin URL of a path. */
export const adminUrl = (path: string) => `${config.adminUrl}${path}`;
/** Content URL of a path. */
export const contentUrl = (path: string) => `${config.contentUrl}${path}`;

/** Signs in through the real client and stores the token like the app does; returns the token. */
export async function signIn(document: string, password: string): Promise<string> {
  const result = await login(document, password);
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result.error)}`);
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  return result.data.token;
}
