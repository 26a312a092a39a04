/**
 * Hostile text in the browser (issue 10 "Hostile text"; docs/ARCHITECTURE.md Security: backends and users are
 * not trusted): 72 payloads (script, event handlers, `javascript:` and `data:` URLs, SVG,
 * mutation-XSS classics, templates, URI-encoded forms; tests/e2e/hostile/payloads.ts) sit in every
 * text the embedded backend serves (tests/e2e/hostile/seed.ts: CMS HTML, service texts, answers,
 * messages, file names, names, claims, notifications, the mailbox) and are typed by the user where a
 * text is later shown (contact form, request message, claim). Every page that renders them is
 * visited, and on each:
 * - no payload ran: `__xss` (exposed to every frame, opaque `data:` frames included), `alert`,
 *   `confirm`, `prompt` and dialogs are recorded, and must stay unrecorded;
 * - the DOM holds nothing live: no `on*` attribute, no `javascript:`/`vbscript:`/`data:text/html`
 *   address, no script or frame but the app's own;
 * - the page is not blank (a heading shows) and no uncaught error was raised.
 * Malformed percent sequences (`%`, `%E0%A4%A`, `%C3%28`, `%%`, `%u0041`) go into every
 * parameterised route of src/domain/routes.ts, the query strings the pages read (tab,
 * company_name, doc_identification, id) and the policy page's hash: each page shows its heading or
 * its not-found state, never a blank page or an uncaught error.
 * The counts (payloads tried, places visited, executions) are printed at the end.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MALFORMED_PERCENT, PAYLOADS } from './hostile/payloads';
import { patchStaticSeed, poisonDatabase } from './hostile/seed';

const ANA = { document: '001-0456789-6', password: 'Demo1234' };
const LUIS = { document: '028-0456123-7', password: 'Demo1234' };

/** What ran, where (must stay empty). */
const executions: string[] = [];
/** Uncaught errors, where (must stay empty). */
const pageErrors: string[] = [];
/** Every place checked (page, tab or dialog). */
const places: string[] = [];
/** Malformed routes and queries tried. */
const malformedTried: string[] = [];
let where = 'start';

/** Records every way a payload could announce itself, in every frame and page of the context. */
async function watch(context: BrowserContext, page: Page): Promise<void> {
  await context.exposeFunction('__xss', (marker: unknown) => {
    executions.push(`__xss(${String(marker)}) at ${where}`);
  });
  await context.addInitScript(() => {
    const report = (kind: string) => (message?: unknown) => {
      (window as unknown as { __xss: (m: string) => void }).__xss(`${kind}:${String(message)}`);
      return kind === 'prompt' ? null : false;
    };
    window.alert = report('alert') as typeof window.alert;
    window.confirm = report('confirm') as typeof window.confirm;
    window.prompt = report('prompt') as typeof window.prompt;
  });
  page.on('dialog', (dialog) => {
    executions.push(`dialog ${dialog.type()} "${dialog.message()}" at ${where}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => {
    // The browser's periodic update check of the embedded backend's service worker (MSW, demo build
    // only) may fail while the preview server is busy; that is not the portal's code.
    if (/Failed to update a ServiceWorker/.test(error.message)) return;
    pageErrors.push(`${error.message} at ${where}`);
  });
  page.on('framenavigated', (frame) => {
    if (/^\s*(javascript|vbscript):/i.test(frame.url())) executions.push(`navigation to ${frame.url()} at ${where}`);
  });
  context.on('page', (popup) => {
    if (popup !== page) executions.push(`popup ${popup.url()} at ${where}`);
  });
}

/** Live markup anywhere in the document: event handlers, script addresses, foreign scripts or frames. */
function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster', 'srcdoc', 'srcset', 'content']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      // The build's own favicon (index.html, a data:image/png URL: an icon is an image, it never
      // runs script); backend text never reaches <head>.
      if (el.tagName === 'LINK' && el.parentElement === document.head && el.getAttribute('rel') === 'icon') continue;
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 40)}">`);
        else if (name === 'srcdoc' && el.tagName === 'IFRAME') found.push(`<iframe srcdoc>`);
        else if (urlAttrs.has(name) && /(^|url=)(javascript|vbscript|data:text\/html|data:image\/svg)/.test(value)) {
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
    }
    for (const s of Array.from(document.querySelectorAll('script'))) {
      const src = s.getAttribute('src');
      const ownModule = src !== null && src.startsWith('/assets/');
      const preloader = s.parentElement === document.head && src === null && s.textContent?.includes('modulepreload');
      if (!ownModule && !preloader) found.push(`<script ${src ?? s.textContent?.slice(0, 40)}>`);
    }
    for (const f of Array.from(document.querySelectorAll('iframe, frame, object, embed, base, meta[http-equiv]'))) {
      const src = f.getAttribute('src') ?? '';
      const ownFrame = f.tagName === 'IFRAME' && /^https:\/\//.test(src) && !f.hasAttribute('srcdoc');
      // The app's own Content-Security-Policy meta tag (index.html) is the only meta http-equiv allowed.
      const ownPolicy = f.tagName === 'META' && f.parentElement === document.head && f.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy';
      if (!ownFrame && !ownPolicy) found.push(`<${f.tagName.toLowerCase()} ${src.slice(0, 60)}${f.getAttribute('http-equiv') ?? ''}>`);
    }
    return found;
  });
}

/**
 * Checks one place: it settled (no pending call, nothing busy), is not blank, holds no live markup,
 * and nothing ran or failed. `heading`: a heading expected on the place, when known.
 */
async function check(page: Page, place: string, heading?: string | RegExp): Promise<void> {
  where = place;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]'), `${place}: still busy`).toHaveCount(0, { timeout: 20_000 });
  if (heading) await expect(page.getByRole('heading', { name: heading }).first(), `${place}: heading`).toBeVisible();
  await expect(page.getByRole('heading').first(), `${place}: blank page`).toBeVisible();
  // Give error/load events of images and media a moment to fire (they would call __xss).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await liveMarkup(page), `${place}: live markup`).toEqual([]);
  expect(executions, `${place}: payload executed`).toEqual([]);
  expect(pageErrors, `${place}: uncaught error`).toEqual([]);
  places.push(place);
}

async function visit(page: Page, path: string, heading?: string | RegExp, place = path): Promise<void> {
  where = place;
  await page.goto(path);
  await check(page, place, heading);
}

/**
 * Opens a malformed path straight from the address bar: the server answers it with the app (issue 26
 * row 6: every server the project ships, here Vite's preview server through
 * scripts/malformed-path.ts), which then handles it.
 */
async function visitMalformed(page: Page, path: string): Promise<void> {
  where = `malformed ${path}`;
  malformedTried.push(path);
  const probe = await page.request.get(path);
  expect(probe.status(), `${path}: the server answers the app`).toBe(200);
  expect(await probe.text(), `${path}: the server answers the app`).toContain('<div id="root">');
  await page.goto(path);
  await check(page, where);
}

async function signIn(page: Page, who: { document: string; password: string }): Promise<void> {
  where = 'login';
  await page.goto('/public/login');
  await page.getByLabel(/Cédula o pasaporte/).fill(who.document);
  await page.locator('input[name=password]').fill(who.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/app\/myDesk$/);
}

/** Loads the portal once, then poisons its static data and database. */
async function poison(context: BrowserContext, page: Page): Promise<void> {
  await watch(context, page);
  await patchStaticSeed(page);
  where = 'seeding';
  await page.goto('/public');
  await page.waitForLoadState('networkidle');
  await poisonDatabase(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('mitur-demo-db')?.includes('__xss(') ?? false), 'database poisoned').toBe(true);
  poisonedPages.push(page);
}

/** Clicks every tab of the page's first tab list in turn and checks each. */
async function everyTab(page: Page, prefix: string): Promise<void> {
  const list = page.getByRole('tablist').first();
  // Counted again after each click: a tab may come or go once the detail reloads.
  for (let i = 0; i < (await list.getByRole('tab').count()); i++) {
    const tab = list.getByRole('tab').nth(i);
    const name = ((await tab.textContent()) ?? '').trim();
    where = `${prefix} tab ${name}`;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check(page, where);
  }
}

async function openTab(page: Page, name: string | RegExp, place: string, heading?: string | RegExp): Promise<void> {
  where = place;
  const tab = page.getByRole('tab', { name, exact: typeof name === 'string' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await check(page, place, heading);
}

/** Totals over the tests (each test starts with empty lists, so one failure does not fail the next). */
const allExecutions: string[] = [];
/** Pages whose database was poisoned, and how many times each test's database was (re)written. */
const poisonedPages: Page[] = [];
const rewrites: number[] = [];
const allErrors: string[] = [];
test.afterEach(async () => {
  for (const p of poisonedPages.splice(0)) rewrites.push(Number(await p.evaluate(() => localStorage.getItem('hostile-poisonings')).catch(() => 0)));
  allExecutions.push(...executions.splice(0));
  allErrors.push(...pageErrors.splice(0));
});

test.afterAll(() => {
  const hostilePlaces = places.filter((p) => !p.startsWith('malformed '));
  console.log(
    [
      `Hostile text: ${PAYLOADS.length} payloads tried in ${hostilePlaces.length} places (${new Set(hostilePlaces.map((p) => p.split(' ')[0])).size} routes), executions: ${allExecutions.length}.`,
      `Malformed percent sequences: ${MALFORMED_PERCENT.length} forms in ${malformedTried.length} routes and queries, blank pages or uncaught errors: ${allErrors.length} (each loaded straight from the server, which answered the app).`,
      `Database rewritten per test (1 = never re-seeded): ${rewrites.join(', ')}.`,
      `Places: ${hostilePlaces.join(', ')}`,
      ...allExecutions.map((e) => `EXECUTED ${e}`),
      ...allErrors.map((e) => `UNCAUGHT ${e}`),
    ].join('\n'),
  );
});

test('public pages, the demo mailbox and back office show every backend text inert', async ({ context, page }) => {
  test.setTimeout(240_000);
  await poison(context, page);
  // Spot check: the general information shows the payloads as sanitised HTML (link text kept, the
  // javascript: address dropped) and the home search renders service names as text.
  await visit(page, '/public', undefined, '/public (home)');
  await visit(page, '/app/allServices', undefined, '/app/allServices');
  for (const id of [1, 2, 3, 4]) await visit(page, `/app/listOfServices/${id}`, undefined, `/app/listOfServices/${id}`);
  await expect(page.getByText('enlace 5').first()).toBeVisible();
  for (const id of [1, 7, 8]) await visit(page, `/app/serviceDescription/${id}`, undefined, `/app/serviceDescription/${id}`);
  await visit(page, '/app/policy', undefined, '/app/policy');
  await expect(page.getByText('enlace 5').first()).toBeVisible();
  await visit(page, '/app/generalQueries', undefined, '/app/generalQueries');
  await everyTab(page, '/app/generalQueries');
  await visit(page, '/app/contact', undefined, '/app/contact');
  await visit(page, '/demo/mailbox', undefined, '/demo/mailbox');
  // Subjects are payloads, shown as text.
  await expect(page.getByRole('heading', { name: /__xss\(\d+\)/ }).first()).toBeVisible();
  await visit(page, '/demo/backoffice?id=902', undefined, '/demo/backoffice');
});

test('the signed-in citizen sees her desk, notifications, profile and requests inert, and what she types stays text', async ({ context, page }) => {
  test.setTimeout(240_000);
  await poison(context, page);
  await signIn(page, ANA);
  await check(page, '/app/myDesk (requests)');
  for (const name of ['Empresas', 'Documentos']) await openTab(page, name, `/app/myDesk tab ${name}`);
  // The notifications bell lists the poisoned notifications as text.
  where = 'notifications';
  await page
    .getByRole('button', { name: /notificaci/i })
    .first()
    .click();
  await check(page, 'notifications bell');
  await page.keyboard.press('Escape');
  await visit(page, '/app/myConfiguration', undefined, '/app/myConfiguration');

  for (const id of [901, 907, 912]) {
    await visit(page, `/app/serviceRequestedDetails/${id}`, undefined, `/app/serviceRequestedDetails/${id}`);
    await everyTab(page, `/app/serviceRequestedDetails/${id}`);
  }

  // Request 902 has a pending information action: the messages show as typed, the citizen answers
  // with a payload, and a claim carries another; both come back as text.
  await visit(page, '/app/serviceRequestedDetails/902', undefined, '/app/serviceRequestedDetails/902');
  await openTab(page, 'Mensajes', '/app/serviceRequestedDetails/902 tab Mensajes');
  await expect(page.getByText(/Pago del 100% % %E0%A4%A %C3%28 %% %u0041/).first()).toBeVisible();
  await expect(page.getByText('<script>__xss(52)</script>', { exact: false }).first()).toBeVisible();
  const typed = PAYLOADS.find((p) => p.marker === 72)!.text;
  await page.getByPlaceholder('Escriba aqui su mensaje').fill(typed);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Información requerida enviada satisfactoriamente').first()).toBeVisible();
  await expect(page.getByText(typed).first()).toBeVisible();
  await check(page, '/app/serviceRequestedDetails/902 message sent');

  await openTab(page, 'Quejas y Reclamaciones', '/app/serviceRequestedDetails/902 tab Quejas y Reclamaciones');
  const claimText = PAYLOADS.find((p) => p.marker === 33)!.text;
  await page.getByRole('button', { name: 'NUEVA RECLAMACIÓN' }).click();
  const claim = page.getByRole('dialog', { name: 'Nueva reclamación' });
  await claim.getByLabel('Seleccione el motivo de la queja').selectOption({ index: 1 });
  await claim.getByLabel('Observaciones').fill(claimText);
  await check(page, 'claim dialog');
  await claim.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Reclamación creada con exito').first()).toBeVisible();
  await expect(page.getByText(claimText).first()).toBeVisible();
  await check(page, '/app/serviceRequestedDetails/902 claim created');
  await visit(page, '/demo/backoffice?id=902', undefined, '/demo/backoffice (after)');
});

test('the gestor sees his companies, members and company requests inert', async ({ context, page }) => {
  test.setTimeout(180_000);
  await poison(context, page);
  await signIn(page, LUIS);
  await check(page, '/app/myDesk (gestor)');
  await openTab(page, 'Empresas', '/app/myDesk tab Empresas (gestor)');
  const members = page.getByRole('button', { name: 'Ver miembros' });
  if ((await members.count()) > 0) {
    await members.first().click();
    await check(page, 'members dialog');
    await page.keyboard.press('Escape');
  }
  await visit(page, '/app/serviceRequestedDetails/2031', undefined, '/app/serviceRequestedDetails/2031');
});

test('malformed percent sequences in routes, queries and hashes never blank a page nor throw', async ({ context, page }) => {
  test.setTimeout(180_000);
  await watch(context, page);
  const routes = (m: string) => [
    `/app/activateAccount/${m}`,
    `/app/serviceDescription/${m}`,
    `/app/listOfServices/${m}`,
    `/app/validatePayment/${m}`,
    `/app/acceptMembership?token_code=${m}&citizen_id=${m}&company_id=${m}`,
    `/app/allServices?search=${m}#${m}`,
    `/app/policy#${m}`,
    `/public/login?next=${m}`,
    `/demo/backoffice?id=${m}`,
    `/${m}`,
  ];
  const privateRoutes = (m: string) => [
    `/app/requestService/${m}`,
    `/app/requestService/1/${m}/${m}`,
    `/app/requestService/1?company_id=${m}&company_name=${m}`,
    `/app/serviceRequestedDetails/${m}`,
    `/app/serviceRequestedDetails/902?doc_identification=${m}`,
    `/app/myDesk?tab=${m}`,
  ];
  // Each route gets one of the five forms in turn (each form reaches path parameters, queries and a
  // hash); tests/unit/domain/decode.test.ts decodes all five in every decoder.
  const pick = (i: number) => [MALFORMED_PERCENT[i % MALFORMED_PERCENT.length]];
  const publicCount = routes('').length;
  for (let i = 0; i < publicCount; i++) {
    for (const m of pick(i)) await visitMalformed(page, routes(m)[i]);
  }
  await signIn(page, ANA);
  for (let i = 0; i < privateRoutes('').length; i++) {
    for (const m of pick(i + publicCount)) await visitMalformed(page, privateRoutes(m)[i]);
  }
});
