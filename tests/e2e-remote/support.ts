/**
 * Shared fixture of the remote-build browser suite (issue 11 "The browser suite runs its main journeys
 * on the remote build over HTTP"): every request the browser makes in a test's context is recorded,
 * and after a passing test the run must have been clean — no console error, no uncaught page error, no
 * failed request and no HTTP error answer — except what the test itself declared it provokes
 * (`net.allow(/pattern/)`). Observation only (`context.on(...)`): nothing is stubbed or routed.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { API, LOOPBACK, PORTAL } from './origins';

export { expect };
export { expectNoA11yViolations } from '../e2e/support';
import { fillPromotionalMaterialAt } from '../e2e/support';

/** What the `net` fixture offers a test. */
export interface Net {
  /** Every request of the test's browser context, in order. */
  requests: Request[];
  /** Calls (fetch/XHR) sent to the API origin so far. */
  apiCalls(): Request[];
  /** Declares a problem line the test provokes on purpose (matched against the report lines). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ net: Net }>({
  net: [
    async ({ context }, use, testInfo) => {
      const requests: Request[] = [];
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      context.on('request', (r) => requests.push(r));
      context.on('requestfailed', (r) => {
        // A GET cancelled because the page navigated on (a test's goto while a chunk still loads) is
        // the browser's normal behaviour, not a failure of the server.
        if (r.method() === 'GET' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`failed ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
      });
      context.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
      });
      context.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console error ${m.text()} @ ${m.location().url}`);
      });
      context.on('weberror', (e) => problems.push(`page error ${e.error().message}`));
      await use({
        requests,
        apiCalls: () => requests.filter((r) => r.url().startsWith(`${API}/`) && ['fetch', 'xhr'].includes(r.resourceType())),
        allow: (p) => allowed.push(p),
      });
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = problems.filter((p) => !allowed.some((a) => a.test(p)));
      expect(unexpected, 'console errors, page errors, failed requests and HTTP errors of the run').toEqual([]);
    },
    { auto: true },
  ],
});

/** A request body as sent on the wire. */
export interface SentBody {
  method: string;
  url: string;
  /** The `Content-Type` header sent. */
  contentType: string;
  body: Buffer;
}

/**
 * Records the bodies of the POST/PUT requests `page` sends to the API origin. Playwright's
 * `request.postData()` is empty for bodies the page builds as streams or blobs (fetch with a Request,
 * XHR with FormData), so the bodies are read through the DevTools protocol
 * (`Network.getRequestPostData`), which returns what Chromium put on the wire. Observation only.
 * @returns the live list of bodies, in the order the requests were sent
 */
export async function recordBodies(page: Page): Promise<SentBody[]> {
  const bodies: SentBody[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const { method, url, headers, hasPostData } = e.request;
    if (!hasPostData || !url.startsWith(`${API}/`)) return;
    const contentType = String(Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '');
    const entry: SentBody = { method, url, contentType, body: Buffer.alloc(0) };
    bodies.push(entry);
    void cdp
      .send('Network.getRequestPostData', { requestId: e.requestId })
      .then((r) => {
        entry.body = Buffer.from(r.postData, (r as { base64Encoded?: boolean }).base64Encoded ? 'base64' : 'latin1');
      })
      .catch(() => undefined);
  });
  return bodies;
}

/** Demo citizens of the loopback server's seed (src/mocks/seed.ts). */
export const ANA = { cedula: '001-0456789-6', password: 'Demo1234', name: 'Ana María' };
export const JOSE = { cedula: '402-0987654-5', password: 'Demo1234', name: 'José Miguel' };

/**
 * Signs in on the portal's login page and waits for Mi escritorio (spec 000 §4 Login) and for the
 * citizen upsert sent after every login (contract §1.1 A3, `POST /citizens`, answer ignored), so that
 * a test's next `goto` does not cut that call.
 */
export async function signIn(page: Page, who: { cedula: string; password: string }): Promise<void> {
  await page.goto(`${PORTAL}/public/login`);
  await page.getByLabel(/Cédula o pasaporte/).fill(who.cedula);
  await page.locator('input[name=password]').fill(who.password);
  const upsert = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${API}/admin/citizens`);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
  const answer = await upsert;
  expect(answer.status()).toBe(200);
  // Its body fully read too: a navigation right after (the next goto) would otherwise abort the
  // still-streaming answer, which the net fixture reports as a failed request.
  expect(await answer.finished()).toBeNull();
}

/** The request-form helpers of the demo's browser tests, on the loopback portal's origin. */
export { pdf, PROMOTIONAL_SERVICE, sendRequest } from '../e2e/support';

/** {@link fillPromotionalMaterialAt} on the loopback portal ({@link PORTAL}). */
export const fillPromotionalMaterial = (page: Page) => fillPromotionalMaterialAt(page, PORTAL);

/**
 * Tells the loopback API server to act on the next `method path` call and then lose its answer
 * (server/faults.ts: `resetAfter` mid-body, `truncatedAfter` half a body; issue 25 item 2).
 */
export async function loseNextAnswer(method: string, path: string, kind: 'resetAfter' | 'truncatedAfter'): Promise<void> {
  const res = await fetch(`${API}/demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, kind }),
  });
  expect(res.status).toBe(201);
}

/** Forgets every fault not consumed (after a test). */
export async function clearLostAnswers(): Promise<void> {
  await fetch(`${API}/demo/faults`, { method: 'DELETE' });
}

/** GET `path` on the admin backend as the page's signed-in user (the stored token, key A), parsed. */
export async function adminRead<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
  const res = await fetch(`${API}/admin${path}`, { headers: { Authorization: `${LOOPBACK.authScheme} ${token}`, 'X-Authorization': LOOPBACK.adminAppKey } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

export { API, LOOPBACK, PORTAL };
