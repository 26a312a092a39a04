/**
 * The fault matrix's engine (issue 10 "Fault matrix generated from the contract"; docs/ARCHITECTURE.md "No
 * blank page, ever"). A driver names ONE operation of the contract (its operationId) and drives the
 * flow that calls it through the whole app (router, shell, session, the real page, its statechart,
 * the real API clients) over the embedded backend (MSW node server). For each of five faults the
 * harness makes exactly that operation fail, derived from the OpenAPI document (method and path,
 * so an operation's fault never leaks to another), and then asserts what a citizen must see:
 *
 * - the spec's message (or the Spanish one the project chose where the spec is silent), given by the
 *   driver, written from the spec, never computed by the code under test: on screen, or in a toast
 *   shown since the fault was armed ({@link findShown}: a success toast lasts 2 s);
 * - no loader left: no `[data-spinner]` and no `[aria-busy="true"]` element once the flow settles;
 * - nothing typed lost: the driver's `kept` assertions (values typed before the call);
 * - that the operation was really called (a driver that misses its call fails), and, for a call a
 *   step sends, that the expected text was not on screen before it;
 * - optionally, that the driver's retry then succeeds (the fault was one-shot).
 *
 * Faults: `network` (fetch rejects), `http500`, `malformed` (status 200, a proxy's HTML page labelled
 * `application/json`), `expiredTwice` ('El token ha expirado' to the call and to its single retry
 * after the refresh, spec 000 §4 Token expiry) and `timeout` (the call never answers; its limit
 * from src/api/timeouts.ts is passed by the test clock as soon as the call is pending, never
 * waited for).
 *
 * Faults after the server acted (issue 25 item 2, {@link AFTER_FAULTS}), for the rows whose driver
 * declares `afterAction` (the writes of the request pipeline and the messages): the operation's real
 * handler runs (the backend stores what it was sent), then its answer is lost — `resetAfter` sends the
 * first half of the body and errors the stream (a connection reset mid-answer), `truncatedAfter`
 * sends the first half as a complete 2xx body. Such a row asserts what `afterAction` says (exactly
 * one record on the server, the page shows what was stored), that no loader is left and that nothing
 * typed was lost (`kept`, when the write did not reach its end).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, queryAllByText, screen, waitFor, type Matcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../src/mocks/node';
import { resetDb } from '../../src/mocks/db';
import { clearCache } from '../../src/api/cache';
import { tokenStore } from '../../src/api/tokenStore';
import { login } from '../../src/api/identity';
import { config } from '../../src/config';
import { timeoutClock, type TimedCall } from '../../src/api/timeouts';
import { TOKEN_EXPIRED_MSG } from '../../src/api/middleware';
import { stopNotificationBells } from '../../src/views/layout/NotificationsBell';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD, DEMO_STAFF_ID } from '../../src/mocks/seed';
import { mswPattern, operation, type Backend, type Operation } from './contract';

/** The five faults every called operation is driven through (the matrix's columns). */
export const FAULTS = ['network', 'http500', 'malformed', 'expiredTwice', 'timeout'] as const;
export type Fault = (typeof FAULTS)[number] | AfterFault;
/** Faults after the server acted (issue 25 item 2): the rows whose driver declares `afterAction`. */
export const AFTER_FAULTS = ['resetAfter', 'truncatedAfter'] as const;
export type AfterFault = (typeof AFTER_FAULTS)[number];

/** Seeded demo accounts (src/mocks/seed.ts, password Demo1234). */
export const ACCOUNTS = {
  citizen: DEMO_CITIZEN_ID,
  citizen2: DEMO_CITIZEN_2_ID,
  gestor: DEMO_GESTOR_ID,
  company: DEMO_COMPANY_RNC,
  staff: DEMO_STAFF_ID,
} as const;
export type Account = keyof typeof ACCOUNTS;

/** What a driver's steps receive. */
export interface FlowContext {
  user: ReturnType<typeof userEvent.setup>;
  /** The memory router's location (`location.history` lists the visited paths). */
  location: ReturnType<typeof memoryLocation>;
  /** The fault being driven. */
  fault: Fault;
}

/** One row of the matrix: how to reach the call of `operationId`, and what must hold after it failed. */
export interface FaultDriver {
  /** OpenAPI operationId (openapi/*.yaml). */
  operationId: string;
  /** The flow in words, e.g. 'Contacto: Enviar'. */
  flow: string;
  /** Who is signed in (default: nobody). */
  as?: Account;
  /** Where the flow starts. */
  path: string;
  /**
   * Steps before the call, with the operation still answering normally (fill a form, open a tab).
   * Without `act`, the fault is armed BEFORE the page renders (a call made on arrival) and
   * `prepare` may still run steps after arrival.
   */
  prepare?(ctx: FlowContext): Promise<void>;
  /** The user's step that sends the call (the fault is armed just before it). */
  act?(ctx: FlowContext): Promise<void>;
  /**
   * Optional: what the browser does on its own once the call failed, before `shows` is checked
   * (e.g. the page reload that follows a failed token refresh, spec 000 §4, which jsdom cannot do).
   */
  afterFailure?(ctx: FlowContext): Promise<void>;
  /** What the user sees after the failure: text or pattern (by fault when they differ). */
  shows: Matcher | ((fault: Fault) => Matcher);
  /** What was typed or chosen before the call and must still be there. */
  kept?(ctx: FlowContext): void | Promise<void>;
  /** Optional: the retry the screen offers, then proof that it worked (the fault was one-shot). */
  retry?(ctx: FlowContext): Promise<void>;
  /**
   * Issue 25 item 2: the row also runs {@link AFTER_FAULTS} (the server acts, its answer is lost).
   * `shows`: what the page says once it found what the server stored; `stored`: exactly one record on
   * the server and the page showing it.
   */
  afterAction?: { shows: Matcher; stored(ctx: FlowContext): void | Promise<void> };
  /**
   * How many calls the fault answers before the operation answers normally again (default 1;
   * expiredTwice signed in: 2, the call and its retry). Set it for an operation that is not retried
   * (the refresh itself).
   */
  times?: number;
}

const BASES: Record<Backend, () => string> = {
  identity: () => config.identityUrl,
  admin: () => config.adminUrl,
  files: () => config.filesUrl,
  content: () => config.contentUrl,
};

/** A started time limit (src/api/timeouts.ts), recorded by the test clock. */
interface Limit {
  call?: TimedCall;
  fire: () => void;
  done: boolean;
}
let limits: Limit[] = [];

/** Passes the limit of the pending call `request` (the newest one started for its method and URL). */
function passLimitOf(request: Request): void {
  const limit = [...limits].reverse().find((l) => !l.done && l.call?.method === request.method && l.call.url === request.url);
  if (!limit) throw new Error(`no time limit was started for ${request.method} ${request.url}`);
  limit.done = true;
  limit.fire();
}

/**
 * The real answer of the backend to `request` (its handler runs and stores), then lost as `fault`
 * says: the first half of the body, then a stream error (`resetAfter`), or as a whole 2xx body
 * (`truncatedAfter`).
 */
async function answerThenLose(fault: AfterFault, request: Request): Promise<Response> {
  const real = await getResponse(handlers, request);
  if (!real) throw new Error(`no handler answers ${request.method} ${request.url}`);
  const text = await real.text();
  const half = new TextEncoder().encode(text.slice(0, Math.floor(text.length / 2)));
  const init = { status: real.status, headers: { 'Content-Type': real.headers.get('Content-Type') ?? 'application/json' } };
  if (fault === 'truncatedAfter') return new HttpResponse(half, init);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(half);
      controller.error(new TypeError('network error: connection reset'));
    },
  });
  return new HttpResponse(body, init);
}

/** The answer of a fault (see module documentation). */
function faultAnswer(fault: Fault, request: Request): Response | Promise<Response> {
  switch (fault) {
    case 'resetAfter':
    case 'truncatedAfter':
      return answerThenLose(fault, request);
    case 'network':
      return HttpResponse.error();
    case 'http500':
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case 'malformed':
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'expiredTwice':
      return HttpResponse.json({ success: false, msg: TOKEN_EXPIRED_MSG });
    case 'timeout':
      // Never answers: once the call is pending, its limit passes (no real waiting).
      return new Promise<Response>((resolve) => {
        setTimeout(() => passLimitOf(request), 0);
        request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
      });
  }
}

/** Makes `op` fail with `fault` for its next `times` calls; returns how many calls it answered. */
function arm(op: Operation, fault: Fault, times: number): { hits: () => number } {
  markShown();
  let left = times;
  let hits = 0;
  const url = `${BASES[op.backend]()}${mswPattern(op.path)}`;
  const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  server.use(
    http[method](url, ({ request }) => {
      if (left <= 0) return undefined;
      left -= 1;
      hits += 1;
      return faultAnswer(fault, request);
    }),
  );
  return { hits: () => hits };
}

/** Elements that show something is still loading. */
function loaders(): string[] {
  return Array.from(document.querySelectorAll('[data-spinner], [aria-busy="true"]')).map(
    (el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? ''}`,
  );
}

/**
 * Copies of the toasts shown since the fault was armed ({@link markShown}), each taken as it
 * appeared and again when its text changed: a success toast lasts 2 s (spec 001 §8 "Success
 * snackbars last 2 s", src/views/components/Toaster.tsx), less than a query's wait on a loaded
 * 2-core machine, so a toast that came and went between two polls is still found by
 * {@link findShown}. Only toasts are copied (`[data-sonner-toast]`): everything else stays on screen.
 */
const toastCopies = document.createElement('div');
const toastWatch = new MutationObserver((records) => {
  const toasts = new Set<Element>();
  for (const record of records) {
    const nodes = record.type === 'characterData' ? [record.target] : Array.from(record.addedNodes);
    for (const node of nodes) {
      const element = node instanceof Element ? node : node.parentElement;
      const toast = element?.closest('[data-sonner-toast]');
      if (toast) toasts.add(toast);
      for (const inner of element?.querySelectorAll('[data-sonner-toast]') ?? []) toasts.add(inner);
    }
  }
  for (const toast of toasts) toastCopies.append(toast.cloneNode(true));
});

/** Forgets the toasts copied so far: what {@link findShown} finds is shown after this call. */
export function markShown(): void {
  toastCopies.replaceChildren();
}

/**
 * Waits until `matcher` is on screen, or was in a toast since {@link markShown} (the harness marks
 * when it arms the fault); fails as `findAllByText` does, naming the text.
 */
export async function findShown(matcher: Matcher, options: { timeout?: number } = {}): Promise<void> {
  await waitFor(() => {
    const count = screen.queryAllByText(matcher).length + queryAllByText(toastCopies, matcher).length;
    expect(count, `"${String(matcher)}" shown`).toBeGreaterThan(0);
  }, options);
}

import { renderApp } from '../support/renderApp';

export { renderApp };

async function signIn(account: Account): Promise<void> {
  const result = await login(ACCOUNTS[account], DEMO_PASSWORD);
  if (!result.ok) throw new Error(`login of ${account} failed: ${JSON.stringify(result.error)}`);
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
}

/** Installs the embedded backend, the test clock and the clean-up of a fault-matrix file. */
function useFaultBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    limits = [];
    markShown();
    toastWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
    vi.spyOn(timeoutClock, 'start').mockImplementation((_ms, onTimeout, call) => {
      const limit: Limit = { call, fire: onTimeout, done: false };
      limits.push(limit);
      return () => {
        limit.done = true;
      };
    });
    // jsdom cannot navigate: a reload (failed refresh, spec 000 §4) is recorded, not performed.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    toastWatch.disconnect();
    cleanup();
    // The bell's chart lives for the page (module state, src/views/layout/NotificationsBell.tsx):
    // each row starts with a fresh one.
    stopNotificationBells();
    server.resetHandlers();
    // Let the shared-refresh window (closed by a setTimeout 0, src/api/middleware.ts) end.
    await new Promise((r) => setTimeout(r, 0));
    resetDb();
    clearCache();
    tokenStore.clear();
    localStorage.clear();
    // Drafts kept for the tab (the citizen wizard's) must not leak into the next row.
    sessionStorage.clear();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}

/**
 * The text a row expects under `fault`. A Testing Library matcher function takes (content,
 * element); a by-fault function takes the fault alone.
 */
function expectedText(shows: FaultDriver['shows'], fault: Fault): Matcher {
  if (typeof shows === 'function' && shows.length <= 1) return (shows as (f: Fault) => Matcher)(fault);
  return shows as Matcher;
}

/** Runs one driver under one fault (see module documentation). */
async function drive(driver: FaultDriver, fault: Fault): Promise<void> {
  const op = operation(driver.operationId);
  // Expired twice: to the call and to its retry after the refresh. Without a session nothing is
  // refreshed (src/api/middleware.ts), so the call is answered once.
  const times = driver.times ?? (fault === 'expiredTwice' && driver.as ? 2 : 1);
  if (driver.as) await signIn(driver.as);
  // Each key in a task of its own, as a person types: with `delay: null` the keys of a row could
  // all land in the microtasks right after a commit, before React subscribed the new form to its
  // actor (a passive effect), and the controlled input kept only the last one.
  const user = userEvent.setup({ delay: 0 });
  let armed: { hits: () => number } | null = null;
  if (!driver.act) armed = arm(op, fault, times);
  const location = await renderApp(driver.path);
  const ctx: FlowContext = { user, location, fault };
  await driver.prepare?.(ctx);
  const shows = expectedText(driver.shows, fault);
  if (driver.act) {
    // Control: the failure's text is not on screen before the call, so the row cannot pass on a
    // text that was already there.
    expect(screen.queryAllByText(shows), `"${String(shows)}" shown before the call`).toEqual([]);
    armed = arm(op, fault, times);
    await driver.act(ctx);
  }
  await waitFor(() => expect(armed!.hits(), `${driver.operationId} was never called by "${driver.flow}"`).toBeGreaterThan(0));
  await driver.afterFailure?.(ctx);
  await findShown(shows);
  await waitFor(() => expect(loaders(), 'loaders left on screen').toEqual([]));
  // A signed-in call is refreshed once and retried once (spec 000 §4 Token expiry).
  if (fault === 'expiredTwice' && driver.as && driver.times === undefined) expect(armed!.hits(), 'the call retried once after the refresh').toBe(2);
  await driver.kept?.(ctx);
  if (driver.retry) await driver.retry(ctx);
}

/** Runs one driver under a fault after the server acted (see module documentation). */
async function driveAfter(driver: FaultDriver, fault: AfterFault): Promise<void> {
  const after = driver.afterAction;
  if (!after || !driver.act) throw new Error(`${driver.operationId}: afterAction needs an act step`);
  const op = operation(driver.operationId);
  if (driver.as) await signIn(driver.as);
  const user = userEvent.setup({ delay: 0 });
  const location = await renderApp(driver.path);
  const ctx: FlowContext = { user, location, fault };
  await driver.prepare?.(ctx);
  const armed = arm(op, fault, 1);
  await driver.act(ctx);
  await waitFor(() => expect(armed.hits(), `${driver.operationId} was never called by "${driver.flow}"`).toBe(1));
  await findShown(after.shows);
  await waitFor(() => expect(loaders(), 'loaders left on screen').toEqual([]));
  await after.stored(ctx);
}

/**
 * Declares the matrix rows of `drivers`: a `describe` per operation (`<backend> <operationId>`),
 * an `it` per fault. The names are what scripts/fault-matrix.ts reads to print the report.
 */
export function faultMatrix(drivers: readonly FaultDriver[]): void {
  useFaultBackend();
  for (const driver of drivers) {
    const op = operation(driver.operationId);
    describe(`${op.backend} ${op.operationId} — ${driver.flow}`, () => {
      for (const fault of FAULTS) it(fault, () => drive(driver, fault));
      if (driver.afterAction) for (const fault of AFTER_FAULTS) it(fault, () => driveAfter(driver, fault));
    });
  }
}
