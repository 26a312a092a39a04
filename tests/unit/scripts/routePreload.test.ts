/**
 * The build plugin that preloads the current route's page chunk (scripts/route-preload.ts): it
 * reads every lazy page of src/views/app/pages.ts, and its inline script adds the links of the
 * first matching route only.
 */
/* eslint-disable @typescript-eslint/no-implied-eval -- the test runs the inline script's source text as index.html does, through the Function constructor */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentPreloads,
  FIRST_PAINT_FALLBACK_MS,
  HTML_FIELDS,
  LATE_BATCH,
  pageModules,
  preconnectOrigins,
  preloadScript,
  type PreloadEntry,
} from '../../../scripts/route-preload';
import { ROUTES, shapedRouteSource } from '../../../src/domain/routes';

// The script adds a route's own files a task after the HTML's: that task runs before the links are
// removed, so no test's links land in the next test's head (issue 29: any order, `--sequence.shuffle`).
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

// The inline script links the manifest after the first contentful paint: a silent observer keeps
// that out of the link lists below (its own tests are at the end of this file).
beforeEach(() => {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      observe() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('route preload', () => {
  it('finds the page module of every route that has a real page, including the embedded-only mailbox', () => {
    const pages = pageModules(readFileSync('src/views/app/pages.ts', 'utf8'));
    expect(pages.home).toBe('public/HomePage');
    expect(pages.requestService).toBe('requestService/RequestServicePage');
    expect(pages.serviceRequestedDetails).toBe('requests/RequestDetailsPage');
    expect(pages.demoMailbox).toBe('demo/MailboxPage');
    for (const id of Object.keys(pages)) expect(ROUTES.map((r) => r.id)).toContain(id);
  });

  it('the inline script adds module preloads and stylesheets of the first route matching the path', () => {
    const script = preloadScript([
      ['^\\/public\\/?$', ['/assets/Home.js', '/assets/Home.css']],
      ['^\\/public\\/login\\/?$', ['/assets/Login.js']],
    ]);
    new Function('location', script)({ pathname: '/public/login' });
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([['modulepreload', '/assets/Login.js']]);
    new Function('location', script)({ pathname: '/public' });
    expect([...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]).slice(1)).toEqual([
      ['modulepreload', '/assets/Home.js'],
      ['stylesheet', '/assets/Home.css'],
    ]);
    new Function('location', script)({ pathname: '/app/unknown' });
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  it('an image of the route is preloaded as a high-priority image (the home hero, embedded builds)', () => {
    const script = preloadScript([['^\\/public\\/?$', ['/assets/Home.js', '/media/hero.svg']]]);
    new Function('location', script)({ pathname: '/public' });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/Home.js'],
      ['preload', '/media/hero.svg'],
    ]);
    expect(links[1].getAttribute('as')).toBe('image');
    expect(links[1].getAttribute('fetchpriority')).toBe('high');
  });

  it('files needed on every path (the embedded backend) are module-preloaded at low priority after the route, on any path', () => {
    const script = preloadScript([['^\\/public\\/?$', ['/assets/Home.js']]], ['/assets/browser.js', '/assets/handlers.js']);
    new Function('location', script)({ pathname: '/app/unknown' });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([
      ['modulepreload', '/assets/browser.js', 'low'],
      ['modulepreload', '/assets/handlers.js', 'low'],
    ]);
    links.forEach((l) => l.remove());
    new Function('location', script)({ pathname: '/public' });
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/Home.js',
      '/assets/browser.js',
      '/assets/handlers.js',
    ]);
  });

  it('a signed-in route (late) adds its files and the always-needed ones only after the first contentful paint (issue 24)', async () => {
    const script = preloadScript(
      [
        ['^\\/public\\/?$', ['/assets/Home.js']],
        ['^\\/app\\/myDesk\\/?$', ['/assets/Desk.js', '/assets/Desk.css'], [], null, null, null, 1],
      ],
      ['/assets/browser.js'],
    );
    let paint = () => {};
    const win = { __miturPainted: new Promise<void>((resolve) => (paint = resolve)) };
    // The script sets its own promise first: keep the test's by making the property read-only.
    Object.defineProperty(win, '__miturPainted', { value: win.__miturPainted, writable: false });
    new Function('location', 'window', script)({ pathname: '/app/myDesk' }, win);
    const hrefs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link:not([rel="manifest"])')].map((l) => [l.rel, l.getAttribute('href')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual([]);
    paint();
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual([
      ['modulepreload', '/assets/Desk.js'],
      ['stylesheet', '/assets/Desk.css'],
      ['modulepreload', '/assets/browser.js'],
    ]);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    // A public route of the same script adds its files at once.
    new Function('location', 'window', script)({ pathname: '/public' }, win);
    expect(hrefs()).toEqual([
      ['modulepreload', '/assets/Home.js'],
      ['modulepreload', '/assets/browser.js'],
    ]);
  });

  it(`a late route's files come ${LATE_BATCH} per task after the paint, in order, each once (issue 24: one long task otherwise)`, async () => {
    const files = Array.from({ length: 2 * LATE_BATCH + 1 }, (_, i) => `/assets/Part${i}.js`);
    const script = preloadScript([['^\\/app\\/myDesk\\/?$', files, [], null, null, null, 1]]);
    let paint = () => {};
    const win = { __miturPainted: new Promise<void>((resolve) => (paint = resolve)) };
    Object.defineProperty(win, '__miturPainted', { value: win.__miturPainted, writable: false });
    new Function('location', 'window', script)({ pathname: '/app/myDesk' }, win);
    const hrefs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link:not([rel="manifest"])')].map((l) => l.getAttribute('href'));
    paint();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(hrefs()).toEqual(files.slice(0, LATE_BATCH));
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual(files.slice(0, 2 * LATE_BATCH));
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual(files);
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual(files);
  });

  it("a late route's turn: once every file is linked, each JavaScript file is imported in order, one per task, then `__miturTurn` resolves (issue 24)", async () => {
    const files = ['/assets/Leaf.js', '/assets/Page.css', '/assets/Page.js'];
    const script = preloadScript([
      ['^\\/public\\/?$', ['/assets/Home.js']],
      ['^\\/app\\/myDesk\\/?$', files, [], null, null, null, 1],
    ]);
    let paint = () => {};
    const win: { __miturPainted: Promise<void>; __miturTurn?: Promise<void> } = { __miturPainted: new Promise<void>((resolve) => (paint = resolve)) };
    Object.defineProperty(win, '__miturPainted', { value: win.__miturPainted, writable: false });
    // The inline script's import(): recorded (the files do not exist here), answered at once.
    const imported: string[] = [];
    const script2 = script.replace(/import\(f\)/g, 'I(f)');
    expect(script2).not.toBe(script);
    new Function('location', 'window', 'I', script2)({ pathname: '/app/myDesk' }, win, (f: string) => {
      imported.push(f);
      return Promise.resolve();
    });
    expect(win.__miturTurn).toBeInstanceOf(Promise);
    let turned = false;
    void win.__miturTurn?.then(() => (turned = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toEqual([]);
    paint();
    await vi.waitFor(() => expect(turned).toBe(true));
    expect(imported).toEqual(['/assets/Leaf.js', '/assets/Page.js']);
    // A failed import does not stop the turn.
    const failing: { __miturPainted: Promise<void>; __miturTurn?: Promise<void> } = { __miturPainted: Promise.resolve() };
    Object.defineProperty(failing, '__miturPainted', { value: failing.__miturPainted, writable: false });
    new Function('location', 'window', 'I', script2)({ pathname: '/app/myDesk' }, failing, () => Promise.reject(new Error('offline')));
    await expect(failing.__miturTurn).resolves.toBeUndefined();
    // A route that is not late has no turn.
    const other: { __miturPainted?: Promise<void>; __miturTurn?: Promise<void> } = {};
    new Function('location', 'window', 'I', script2)({ pathname: '/public' }, other, () => Promise.resolve());
    expect(other.__miturTurn).toBeUndefined();
  });

  it('preconnects to each distinct backend origin configured with an absolute URL (remote builds), not to relative ones', () => {
    expect(
      preconnectOrigins({
        VITE_IDENTITY_URL: 'https://api.example.do/identity',
        VITE_ADMIN_URL: 'https://api.example.do/admin',
        VITE_FILES_URL: 'https://files.example.do:8443/files/',
        VITE_CONTENT_URL: '/api/content',
      }),
    ).toEqual(['https://api.example.do', 'https://files.example.do:8443']);
    expect(preconnectOrigins({})).toEqual([]);
    expect(preconnectOrigins({ VITE_CONTENT_URL: 'not a url' })).toEqual([]);
  });
  it('a content call of the route starts while the HTML parses, is kept for the app, and the image its answer names is preloaded (remote builds), only on that route', async () => {
    const script = preloadScript([
      ['^\\/public\\/?$', ['/assets/Home.js'], ['https://cms.example.do/wp-json/web/v1/homeImage']],
      ['^\\/public\\/login\\/?$', ['/assets/Login.js']],
    ]);
    const asked: string[] = [];
    const answer = (body: unknown) => async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const win = {} as { __miturEarly?: Record<string, Promise<Response>> };
    const run = (pathname: string, fetchFn: (url: string) => Promise<Response>) =>
      new Function('location', 'window', 'fetch', script)({ pathname, href: `http://portal.example.do${pathname}` }, win, fetchFn);
    run('/public/login', answer({ image_url: '/media/hero.svg' }));
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/assets/Login.js']);
    expect(asked).toEqual([]);
    document.head.querySelectorAll('link').forEach((l) => l.remove());

    run('/public', answer({ image_url: '/media/hero.svg' }));
    expect(asked).toEqual(['https://cms.example.do/wp-json/web/v1/homeImage']);
    const kept = win.__miturEarly?.['https://cms.example.do/wp-json/web/v1/homeImage'];
    expect(kept).toBeInstanceOf(Promise);
    // The app reads the kept answer whole (the script read a clone).
    expect(await (await kept!).json()).toEqual({ image_url: '/media/hero.svg' });
    await new Promise((r) => setTimeout(r, 0));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('fetchpriority')])).toEqual([
      ['modulepreload', '/assets/Home.js', null, null],
      ['preload', '/media/hero.svg', 'image', 'high'],
    ]);
  });

  it('an image URL that is neither http(s) nor a same-origin path is never preloaded', async () => {
    const script = preloadScript([['^\\/public\\/?$', [], ['/api/content/web/v1/homeImage']]]);
    for (const image_url of ['javascript:alert(1)', '//evil.example/x.svg', 'data:image/svg+xml,<svg/>', 42]) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      const win = {};
      new Function('location', 'window', 'fetch', script)(
        { pathname: '/public', href: 'http://portal.example.do/public' },
        win,
        async () => new Response(JSON.stringify({ image_url }), { status: 200 }),
      );
      await new Promise((r) => setTimeout(r, 0));
      expect(document.head.querySelectorAll('link').length, String(image_url)).toBe(0);
    }
  });

  it('remote builds start the first reads of the home, all procedures and a service page on the configured APIs; embedded builds nothing', () => {
    expect(
      contentPreloads({ VITE_BACKEND: 'remote', VITE_CONTENT_URL: 'https://cms.example.do/wp-json/', VITE_ADMIN_URL: 'https://api.example.do/admin/' }),
    ).toEqual({
      home: [
        'https://cms.example.do/wp-json/web/v1/homeImage',
        '!https://api.example.do/admin/services',
        '!https://api.example.do/admin/statistics',
        'https://cms.example.do/wp-json/v1/homeVideo',
        'https://cms.example.do/wp-json/v1/descriptionGeneralInformations',
      ],
      allServices: [
        '!https://api.example.do/admin/services',
        'https://cms.example.do/wp-json/v1/descriptionGeneralInformations',
        'https://cms.example.do/wp-json/web/v1/questionandanswers',
      ],
      serviceDescription: ['!https://api.example.do/admin/services/$1', '!https://api.example.do/admin/services/extras/$1/rating?page=1'],
      serviceRequestedDetails: ['@/api/identity/get/auth/user', '@!https://api.example.do/admin/requests/$1?citizenId=$c'],
    });
    expect(contentPreloads({ VITE_BACKEND: 'remote' }).home).toEqual([
      '/api/content/web/v1/homeImage',
      '!/api/admin/services',
      '!/api/admin/statistics',
      '/api/content/v1/homeVideo',
      '/api/content/v1/descriptionGeneralInformations',
    ]);
    expect(contentPreloads({ VITE_CONTENT_URL: 'https://cms.example.do/wp-json' })).toEqual({});
  });

  it('an admin call (!url) carries the application key in X-Authorization, a content call none; $1 is the path parameter', async () => {
    const script = preloadScript(
      [['^\\/app\\/serviceDescription\\/([^/]+?)\\/?$', [], ['!/api/admin/services/$1', '/api/content/web/v1/questionandanswers']]],
      [],
      'clave-A</script>',
    );
    expect(script).not.toContain('</script>');
    const win: { __miturEarly?: Record<string, Promise<Response>> } = {};
    const sent: Array<[string, Record<string, string>]> = [];
    new Function('location', 'window', 'fetch', script)(
      { pathname: '/app/serviceDescription/12', href: 'http://portal.example.do/app/serviceDescription/12' },
      win,
      async (url: string, init: { headers: Record<string, string> }) => {
        sent.push([url, init.headers]);
        return new Response('{}', { status: 200 });
      },
    );
    expect(sent).toEqual([
      ['http://portal.example.do/api/admin/services/12', { 'X-Authorization': 'clave-A</script>' }],
      ['http://portal.example.do/api/content/web/v1/questionandanswers', {}],
    ]);
    expect(Object.keys(win.__miturEarly ?? {})).toEqual([
      'http://portal.example.do/api/admin/services/12',
      'http://portal.example.do/api/content/web/v1/questionandanswers',
    ]);
  });
});

describe('signed-in first reads (issue 24: a request detail opened with a stored session)', () => {
  const DETAIL: PreloadEntry = [
    '^\\/app\\/serviceRequestedDetails\\/([^/]+?)\\/?$',
    ['/assets/Detail.js', '/assets/Detail.css'],
    ['@https://id.example.do/get/auth/user', '@!https://api.example.do/admin/requests/$1?citizenId=$c'],
  ];
  type Sent = Array<[string, Record<string, string>]>;
  function visit(search: string, stored: Record<string, string>, id = '901'): { sent: Sent; early: string[] } {
    localStorage.clear();
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, JSON.stringify(v));
    const win: { __miturEarly?: Record<string, Promise<Response>> } = {};
    const sent: Sent = [];
    new Function('location', 'window', 'fetch', preloadScript([DETAIL], [], 'clave-A', 'beater'))(
      { pathname: `/app/serviceRequestedDetails/${id}`, search, href: `http://portal.example.do/app/serviceRequestedDetails/${id}${search}` },
      win,
      async (url: string, init: { headers: Record<string, string> }) => {
        sent.push([url, init.headers]);
        return new Response('{}', { status: 200 });
      },
    );
    return { sent, early: Object.keys(win.__miturEarly ?? {}) };
  }
  afterEach(() => localStorage.clear());

  it('with a stored token, the user and the request are asked at once with the token (and the key on the admin API), kept for the app', () => {
    const { sent, early } = visit('', { token: 'tok.en', user_cedula: '00104567896' });
    expect(sent).toEqual([
      ['https://id.example.do/get/auth/user', { Authorization: 'beater tok.en' }],
      ['https://api.example.do/admin/requests/901?citizenId=00104567896', { 'X-Authorization': 'clave-A', Authorization: 'beater tok.en' }],
    ]);
    expect(early).toEqual(sent.map(([url]) => url));
  });

  it("a staff member's URL number (doc_identification) is the one read with, as the page does", () => {
    const { sent } = visit('?doc_identification=%2040212345678%20', { token: 'tok.en', user_cedula: '00104567896' });
    expect(sent.map(([url]) => url)).toEqual(['https://id.example.do/get/auth/user', 'https://api.example.do/admin/requests/901?citizenId=40212345678']);
  });

  it('a malformed request id asks for the user only (the page reads no request)', () => {
    expect(visit('', { token: 'tok.en', user_cedula: '00104567896' }, 'abc').sent.map(([url]) => url)).toEqual(['https://id.example.do/get/auth/user']);
    expect(visit('', { token: 'tok.en', user_cedula: '00104567896' }, '0').sent.map(([url]) => url)).toEqual(['https://id.example.do/get/auth/user']);
  });

  it('without a stored token nothing is asked; without a number only the user', () => {
    expect(visit('', { user_cedula: '00104567896' }).sent).toEqual([]);
    expect(visit('', { token: 'tok.en' }).sent.map(([url]) => url)).toEqual(['https://id.example.do/get/auth/user']);
  });

  it("the route's own files are added after the HTML's (a task later), not before them", async () => {
    visit('', { token: 'tok.en', user_cedula: '00104567896' });
    const hrefs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link:not([rel="manifest"])')].map((l) => l.getAttribute('href'));
    expect(hrefs()).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(hrefs()).toEqual(['/assets/Detail.js', '/assets/Detail.css']);
  });
});

describe('the sanitiser follows a description or a required-action message that is HTML (HTML_FIELDS, spec 000 §4, spec 001 §2.5)', () => {
  const SERVICE = '^\\/app\\/serviceDescription\\/([^/]+?)\\/?$';
  const modules = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('maps the service page to the description of its first read, the request detail to its banners’ messages, and no other route', () => {
    expect(HTML_FIELDS).toEqual({ serviceDescription: 'description', serviceRequestedDetails: 'request.messages|requiredActions' });
  });

  it('remote: the answer of /requests/{id} with an HTML message in request.messages or requiredActions preloads the sanitiser; plain text, none or a failed call none', async () => {
    const DETAIL = '^\\/app\\/serviceRequestedDetails\\/([^/]+?)\\/?$';
    const script = preloadScript([
      [DETAIL, ['/assets/Detail.js'], ['/api/admin/requests/$1'], null, null, ['/assets/purify.js', HTML_FIELDS.serviceRequestedDetails]],
    ]);
    const request = (messages: unknown) => ({ id: 901, request_actions_id: 1, request_actions: 1, messages, status: { name: '<b>En proceso</b>' } });
    const answers: Array<[unknown, boolean, number?]> = [
      [{ request: request([{ message: 'Suba el <strong>plano</strong>' }]) }, true],
      [{ request: request([]), requiredActions: [{ action_id: 1, message: '<p>Favor cargar el plano</p>' }] }, true],
      [
        { request: request([{ message: 'Favor cargar el plano de ubicación (escala < 1:500)' }]), requiredActions: [{ action_id: 1, message: 'Texto plano' }] },
        false,
      ],
      [{ request: request(null) }, false],
      [{ request: request([{ message: '<p>x</p>' }]) }, false, 500],
    ];
    for (const [body, sanitiser, status] of answers) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      new Function('location', 'window', 'fetch', script)(
        { pathname: '/app/serviceRequestedDetails/901', href: 'http://portal.example.do/app/serviceRequestedDetails/901' },
        {},
        async () => new Response(JSON.stringify(body), { status: status ?? 200 }),
      );
      await settle();
      expect(modules(), JSON.stringify(body)).toEqual(sanitiser ? ['/assets/Detail.js', '/assets/purify.js'] : ['/assets/Detail.js']);
    }
  });

  it('remote: the answer of /services/{id} with an HTML description preloads the sanitiser once; plain text, another field or a failed call none', async () => {
    const script = preloadScript([
      [
        SERVICE,
        ['/assets/Service.js'],
        ['!/api/admin/services/$1', '/api/admin/services/extras/$1/rating?page=1'],
        null,
        null,
        ['/assets/purify.js', 'description'],
      ],
    ]);
    const answers: Array<[unknown, number?]> = [
      [{ id: 2, description: '<p>Requisitos <strong>previos</strong></p>' }],
      [{ id: 2, description: 'Análisis técnico del anteproyecto: densidad < 3 y alturas > 10 m.' }],
      [{ id: 2, name: '<b>Nombre</b>', description: null }],
      [{ description: '<p>x</p>' }, 500],
    ];
    const expected = [['/assets/Service.js', '/assets/purify.js'], ['/assets/Service.js'], ['/assets/Service.js'], ['/assets/Service.js']];
    for (const [i, [body, status]] of answers.entries()) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      new Function('location', 'window', 'fetch', script)(
        { pathname: '/app/serviceDescription/2', href: 'http://portal.example.do/app/serviceDescription/2' },
        {},
        // Both calls answer the same body: the sanitiser is still added once.
        async () => new Response(JSON.stringify(body), { status: status ?? 200 }),
      );
      await settle();
      expect(modules(), JSON.stringify(body)).toEqual(expected[i]);
    }
  });

  it('demo: a seed answer with an HTML description preloads the sanitiser, a plain-text one none', async () => {
    const script = preloadScript(
      [
        [
          SERVICE,
          ['/assets/Service.js'],
          [],
          ['/assets/seed-abc/serviceDescription-$1.json', ['/api/admin/services/$1']],
          ['2', '3'],
          ['/assets/purify.js', 'description'],
        ],
      ],
      ['/assets/browser.js'],
    );
    const visit = async (id: string, description: string) => {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      new Function('location', 'window', 'fetch', 'localStorage', script)(
        { pathname: `/app/serviceDescription/${id}`, href: `http://demo.example.do/app/serviceDescription/${id}` },
        {},
        async () => new Response(JSON.stringify({ '/api/admin/services/$1': { id: Number(id), description } })),
        { getItem: () => null },
      );
      await settle();
      return modules();
    };
    expect(await visit('2', '<ul><li>Uno</li></ul>')).toEqual(['/assets/Service.js', '/assets/purify.js']);
    expect(await visit('3', 'Texto sin marcas.')).toEqual(['/assets/Service.js']);
  });
});

describe('seed answers of a pristine demo (issue 11; scripts/seed-answers.ts)', () => {
  const SEEDED = preloadScript(
    [
      ['^\\/public\\/?$', ['/assets/Home.js'], [], ['/assets/seed-abc/home.json', ['/api/content/web/v1/homeImage', '/api/admin/services']]],
      [
        '^\\/app\\/serviceDescription\\/([^/]+?)\\/?$',
        ['/assets/Service.js'],
        [],
        ['/assets/seed-abc/serviceDescription-$1.json', ['/api/admin/services/$1', '/api/admin/services/extras/$1/rating?page=1']],
        ['2', '27'],
      ],
    ],
    ['/assets/browser.js'],
  );
  /**
   * Runs the inline script at `pathname` with the given stored demo store (null: none) and window
   * extras; every file answers `file` (status 200 unless `status`).
   */
  function run(pathname: string, stored: string | null, extra: Record<string, unknown> = {}, file = '{}', status = 200) {
    const asked: string[] = [];
    const win: { __miturEarly?: Record<string, Promise<Response>> } & Record<string, unknown> = { ...extra };
    const storage = { getItem: (key: string) => (key === 'mitur-demo-db' ? stored : null) };
    new Function('location', 'window', 'fetch', 'localStorage', SEEDED)(
      { pathname, href: `http://demo.example.do${pathname}` },
      win,
      async (url: string) => {
        asked.push(url);
        return new Response(file, { status });
      },
      storage,
    );
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    return { asked, early: Object.keys(win.__miturEarly ?? {}), answers: win.__miturEarly ?? {}, links };
  }

  it('a first visit (no store) fetches the route’s one seed file, keeps each answer under its API URL, and does not preload the backend', () => {
    const home = run('/public', null);
    expect(home.asked).toEqual(['/assets/seed-abc/home.json']);
    expect(home.early).toEqual(['http://demo.example.do/api/content/web/v1/homeImage', 'http://demo.example.do/api/admin/services']);
    expect(home.links).toEqual([['/assets/Home.js', null]]);
  });

  it('each answer is the file’s entry for its API path, as a JSON response', async () => {
    const file = JSON.stringify({ '/api/content/web/v1/homeImage': { image_url: '/media/hero.svg' }, '/api/admin/services': [{ id: 1, services: [] }] });
    const { answers } = run('/public', null, {}, file);
    const hero = await answers['http://demo.example.do/api/content/web/v1/homeImage'];
    expect(hero.status).toBe(200);
    expect(hero.headers.get('Content-Type')).toBe('application/json');
    expect(await hero.json()).toEqual({ image_url: '/media/hero.svg' });
    expect(await (await answers['http://demo.example.do/api/admin/services']).json()).toEqual([{ id: 1, services: [] }]);
  });

  it('a file that cannot be read, or lacks an answer, rejects that answer (the app then asks the backend)', async () => {
    const missing = run('/public', null, {}, JSON.stringify({ '/api/admin/services': [] }));
    await expect(missing.answers['http://demo.example.do/api/content/web/v1/homeImage']).rejects.toBeDefined();
    await expect(missing.answers['http://demo.example.do/api/admin/services']).resolves.toBeInstanceOf(Response);
    const gone = run('/public', null, {}, 'not found', 404);
    await expect(gone.answers['http://demo.example.do/api/admin/services']).rejects.toBeDefined();
  });

  it('a service page takes the file of its id when the seed has one, none for another id', () => {
    expect(run('/app/serviceDescription/27', null).early).toEqual([
      'http://demo.example.do/api/admin/services/27',
      'http://demo.example.do/api/admin/services/extras/27/rating?page=1',
    ]);
    expect(run('/app/serviceDescription/27', null).asked).toEqual(['/assets/seed-abc/serviceDescription-27.json']);
    const unknown = run('/app/serviceDescription/999', null);
    expect(unknown.asked).toEqual([]);
    expect(unknown.early).toEqual([]);
  });

  it('a visitor whose store exists gets the backend: no seed file, the backend preloaded at low priority', () => {
    const back = run('/public', '{"version":5}');
    expect(back.asked).toEqual([]);
    expect(back.early).toEqual([]);
    expect(back.links).toEqual([
      ['/assets/Home.js', null],
      ['/assets/browser.js', 'low'],
    ]);
  });

  it('the hostile-text seam (window.__miturDemoPatch) rewrites the seed, so its visit gets the backend', () => {
    const patched = run('/public', null, { __miturDemoPatch: () => undefined });
    expect(patched.asked).toEqual([]);
    expect(patched.links).toContainEqual(['/assets/browser.js', 'low']);
  });

  it('a storage that throws (privacy mode) counts as not pristine', () => {
    const script = SEEDED;
    const win: Record<string, unknown> = {};
    const asked: string[] = [];
    new Function('location', 'window', 'fetch', 'localStorage', script)(
      { pathname: '/public', href: 'http://demo.example.do/public' },
      win,
      async (url: string) => {
        asked.push(url);
        return new Response('{}');
      },
      {
        getItem: () => {
          throw new Error('denied');
        },
      },
    );
    expect(asked).toEqual([]);
    expect(win.__miturEarly).toBeUndefined();
  });
});

describe('the first paint and the manifest (docs/ARCHITECTURE.md Budgets; src/paint.ts)', () => {
  /** Runs the inline script with an observer the test drives; returns the window and a paint trigger. */
  function run(observer: 'driven' | 'missing' = 'driven') {
    const callbacks: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    const Observer =
      observer === 'missing'
        ? undefined
        : class {
            constructor(private readonly cb: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
            observe(options: unknown) {
              expect(options).toEqual({ type: 'paint', buffered: true });
              callbacks.push(this.cb);
            }
          };
    vi.stubGlobal('PerformanceObserver', Observer);
    const win: { __miturPainted?: Promise<unknown> } = {};
    new Function('location', 'window', preloadScript([['^\\/public\\/?$', ['/assets/Home.js']]]))({ pathname: '/nowhere' }, win);
    const paint = (name: string) => callbacks.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
    return { win, paint };
  }
  const manifests = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'));
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

  it('keeps a promise resolved at the first contentful paint (not at a first paint without content), then the manifest is linked', async () => {
    const { win, paint } = run();
    let done = false;
    void win.__miturPainted!.then(() => (done = true));
    paint('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(manifests()).toEqual([]);
    paint('first-contentful-paint');
    await win.__miturPainted;
    expect(manifests()).toEqual(['/manifest.webmanifest']);
  });

  it('a page that never paints (a hidden tab) goes on after 5 s', async () => {
    vi.useFakeTimers();
    try {
      const { win } = run();
      let done = false;
      void win.__miturPainted!.then(() => (done = true));
      expect(FIRST_PAINT_FALLBACK_MS).toBe(5000);
      await vi.advanceTimersByTimeAsync(4999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a browser without Paint Timing goes on at once', async () => {
    const { win } = run('missing');
    await win.__miturPainted;
    expect(manifests()).toEqual(['/manifest.webmanifest']);
  });
});

describe('route values are checked before any call (issue 25): the entries use the shaped route sources', () => {
  const route = (id: string) => ROUTES.find((r) => r.id === id)!;

  it('a service, request or payment id is digits; a category 1-4; other values any segment', () => {
    expect(shapedRouteSource(route('serviceDescription'))).toBe('^\\/app\\/serviceDescription\\/([1-9]\\d{0,14})\\/?$');
    expect(shapedRouteSource(route('listOfServices'))).toBe('^\\/app\\/listOfServices\\/([1-4])\\/?$');
    expect(shapedRouteSource(route('requestService'))).toBe('^\\/app\\/requestService\\/([1-9]\\d{0,14})(?:\\/([^/]+?))?(?:\\/([^/]+?))?\\/?$');
  });

  it('/app/serviceDescription/% and /abc start no call and preload nothing; /2 does', () => {
    const script = preloadScript([[shapedRouteSource(route('serviceDescription')), ['/assets/Service.js'], ['!/api/admin/services/$1']]], [], 'clave-A');
    const visit = (id: string) => {
      const sent: string[] = [];
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      new Function('location', 'window', 'fetch', script)(
        { pathname: `/app/serviceDescription/${id}`, href: `http://portal.example.do/app/serviceDescription/${id}` },
        {},
        async (url: string) => {
          sent.push(url);
          return new Response('{}');
        },
      );
      return [sent, document.head.querySelectorAll('link[rel="modulepreload"]').length] as const;
    };
    expect(visit('%')).toEqual([[], 0]);
    expect(visit('abc')).toEqual([[], 0]);
    expect(visit('0')).toEqual([[], 0]);
    expect(visit('2')).toEqual([['http://portal.example.do/api/admin/services/2'], 1]);
  });
});
