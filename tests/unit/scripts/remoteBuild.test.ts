// @vitest-environment node
/**
 * The build that ships (remote mode, `npm run build`), built here with configured values into a
 * temporary folder (issue 10 "Secrets" and "Content-Security-Policy"):
 * - it contains no demo application key, no demo e-mail address (`@demo.`, the seed accounts of
 *   src/mocks/seed*.ts), no fictional directory number and no host literal other than the
 *   configured ones and the allow-list below; what is found is printed;
 * - index.html carries the Content-Security-Policy meta before any script, style or link, with the
 *   configured origins, and the sha256 of every inline script recomputed here from the emitted text;
 * - built without `VITE_TELEMETRY_URL` (the default), it holds no field-data code (issue 28 item 2).
 *
 * A Vitest test rather than a check after `npm run build`: it builds with its own configuration (the
 * origins and keys below, never the operator's), so it holds whatever dist/ was built with, and it
 * runs wherever the unit tests run. One build (a few seconds) serves every assertion of this file.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What an operator would configure (README "Modes and configuration"). */
const CONFIGURED = {
  VITE_BACKEND: 'remote',
  VITE_IDENTITY_URL: 'https://identity.example.test/api',
  VITE_ADMIN_URL: 'https://admin.example.test/v2',
  VITE_FILES_URL: 'https://files.example.test',
  VITE_CONTENT_URL: 'https://content.example.test/wp-json',
  VITE_ADMIN_APP_KEY: 'configured-admin-key',
  VITE_FILES_APP_KEY: 'configured-files-key',
  VITE_AUTH_SCHEME: 'beater',
  VITE_GATEWAY_URL: 'https://gateway.example.test/pay',
  VITE_GATEWAY_RETURN_URL: 'https://portal.example.test/app/validatePayment/',
  VITE_CONTACT_MAP_URL: 'https://maps.example.test/embed?pb=1',
  VITE_HOME_VIDEO_URL: 'https://video.example.test/embed/abc',
};

/** Host literals the configuration above puts in the build. */
const CONFIGURED_HOSTS = [
  'https://identity.example.test',
  'https://admin.example.test',
  'https://files.example.test',
  'https://content.example.test',
  'https://gateway.example.test',
  'https://portal.example.test',
  'https://maps.example.test',
  'https://video.example.test',
];

/**
 * Host literals allowed although nobody configured them: none is ever requested.
 * Standards URIs (XML namespaces and identifiers compared as strings by React DOM and pdf.js), and
 * library text: links in error messages and dummy bases for URL parsing.
 */
const ALLOWED: readonly { prefix: string; why: string }[] = [
  { prefix: 'http://www.w3.org/', why: 'XML namespaces (SVG, XLink, MathML, XHTML, XML, XSLT, XML-DSig)' },
  { prefix: 'http://www.xfa.org/schema/', why: 'pdf.js: XFA form namespaces' },
  { prefix: 'http://ns.adobe.com/', why: 'pdf.js: XMP, XDP and XFDF namespaces' },
  { prefix: 'http://www.apache.org/licenses/LICENSE-2.0', why: 'pdf.js: licence notice' },
  { prefix: 'https://react.dev/errors/', why: 'React: link in its minified error messages' },
  { prefix: 'http://fb.me/use-check-prop-types', why: 'prop-types (react-imask): link in an error message' },
  { prefix: 'https://github.com/date-fns/date-fns/blob/master/docs/', why: 'date-fns: link in an error message' },
  { prefix: 'https://foo.bar', why: 'pdf.js: dummy base when parsing a relative URL' },
  { prefix: 'http://example.com', why: 'pdf.js: dummy base when parsing a relative URL' },
  {
    prefix: 'https://github.com/Hopding/pdf-lib',
    why: 'pdf-lib (the receipt, issue 27): its name and address, the default Producer and Creator of a PDF it writes',
  },
];

/** The demo application keys and fictional directory numbers of the embedded mode. */
const DEMO_LITERALS = ['demo-admin-key', 'demo-files-key', '809-555-0100', '1-809-555-0199'];

/** The seed accounts' e-mail addresses (`name@${DEMO_DOMAIN}` in src/mocks/seed*.ts) and the demo domain. */
function seedEmails(): string[] {
  const domain = /export const DEMO_DOMAIN = '([^']+)'/.exec(readFileSync('src/mocks/data/content.ts', 'utf8'))![1];
  const out = new Set<string>([domain]);
  for (const f of readdirSync('src/mocks').filter((n) => /^seed\w*\.ts$/.test(n))) {
    const text = readFileSync(join('src/mocks', f), 'utf8');
    for (const m of text.matchAll(/([\w.+-]+)@\$\{DEMO_DOMAIN\}/g)) out.add(`${m[1]}@${domain}`);
    for (const m of text.matchAll(/[\w.+-]+@[\w-]+\.[\w.-]+/g)) out.add(m[0]);
  }
  return [...out];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

let outDir = '';
let texts: { file: string; text: string }[] = [];
let html = '';

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'mitur-remote-build-'));
  // A clean environment: Vitest's own (NODE_ENV=test, VITE_BACKEND=embedded) must not reach the
  // build, nor a developer's .env.production.local: every variable the portal reads is given
  // (environment variables win over .env files), empty when not configured above.
  const names = new Set(['src/config.ts', 'scripts/csp.ts'].flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(VITE_[A-Z_]+)'/g)].map((m) => m[1])));
  // The scan itself works (else the clean environment below would silently miss variables).
  if (!names.has('VITE_CSP_FRAME_HOSTS')) throw new Error('no VITE_* name found in src/config.ts and scripts/csp.ts');
  // VITE_TELEMETRY_URL stays unset, as in a build whose operator never heard of it (the default).
  names.delete('VITE_TELEMETRY_URL');
  const blank = Object.fromEntries([...names].map((n) => [n, '']));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...blank, ...CONFIGURED };
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env,
    stdio: 'pipe',
  });
  texts = filesUnder(outDir)
    .filter((f) => /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/.test(f))
    .map((f) => ({ file: relative(outDir, f), text: readFileSync(f, 'utf8') }));
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Every occurrence of `needle` (case-insensitive) as `file: …context…`. */
function occurrences(needle: RegExp): string[] {
  const found: string[] = [];
  for (const { file, text } of texts) {
    for (const m of text.matchAll(needle))
      found.push(`${file}: ${m[0]}  …${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20).replace(/\s+/g, ' ')}…`);
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the remote build contains no demo secret and no stray host', () => {
  it('has no demo application key and no fictional directory number', () => {
    const found = occurrences(new RegExp(DEMO_LITERALS.map(escape).join('|'), 'gi'));
    if (found.length) console.log(`Demo literals in the remote build:\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });

  it('has no demo e-mail address (any `@demo.`, the seed accounts)', () => {
    const emails = seedEmails();
    expect(emails).toContain('ana.rodriguez@demo.mitur.local');
    const found = occurrences(new RegExp(`@demo\\.|${emails.map(escape).join('|')}`, 'gi'));
    if (found.length) console.log(`Demo e-mail addresses in the remote build:\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });

  it('has no host literal other than the configured ones and the allow-list', () => {
    const hosts = new Map<string, Set<string>>();
    for (const { file, text } of texts) {
      // A host literal names a host: 'https://' alone (a prefix test) or 'https://${host}' (built
      // from data at run time) is none.
      for (const m of text.matchAll(/https?:\/\/[a-z0-9][^\s"'`<>()\\,;]*/gi)) {
        const url = m[0];
        if (CONFIGURED_HOSTS.some((h) => url === h || url.startsWith(`${h}/`))) continue;
        if (ALLOWED.some((a) => url.startsWith(a.prefix))) continue;
        if (!hosts.has(url)) hosts.set(url, new Set());
        hosts.get(url)!.add(file);
      }
    }
    const found = [...hosts].map(([url, files]) => `${url}  (${[...files].join(', ')})`);
    if (found.length) console.log(`Host literals in the remote build, neither configured nor allowed:\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });

  it('ships the configured keys and nothing of the embedded backend', () => {
    expect(occurrences(/configured-admin-key/g).length).toBeGreaterThan(0);
    expect(occurrences(/configured-files-key/g).length).toBeGreaterThan(0);
    expect(texts.map((t) => t.file)).not.toContain('mockServiceWorker.js');
  });
});

describe('the remote build without VITE_TELEMETRY_URL sends no field data (issue 28 item 2)', () => {
  it('contains no sending code path: no sendBeacon, no keepalive fetch, nothing of web-vitals', () => {
    // web-vitals' metric ids are `v6-${Date.now()}-…` (lib/generateUniqueID.js).
    const found = occurrences(/sendBeacon|keepalive|`v6-\$\{/gi);
    if (found.length) console.log(`Field-data code in a build without VITE_TELEMETRY_URL:\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });
});

/** The policy of the emitted index.html's CSP meta, directive → sources. */
function metaPolicy(): Map<string, string[]> {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/.exec(html);
  expect(m, 'a Content-Security-Policy meta in index.html').not.toBeNull();
  return new Map(
    m![1]
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the remote build runs under a strict Content-Security-Policy', () => {
  it('puts the meta before any script, style sheet or link of <head>', () => {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
    const meta = head.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(-1);
    for (const tag of ['<script', '<link', '<style']) {
      const at = head.indexOf(tag);
      if (at > -1) expect(meta, `${tag} after the policy`).toBeLessThan(at);
    }
    // Only the charset declaration may come first (it must stay within the first bytes).
    expect(head.slice(0, head.indexOf('<meta http-equiv')).trim()).toBe('<meta charset="UTF-8" />');
  });

  it("allows only same-origin scripts and the hash of each inline script (no 'unsafe-inline', no 'unsafe-eval')", () => {
    const policy = metaPolicy();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBe(1); // the route preloader (scripts/route-preload.ts)
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Inline styles only: Radix's scroll lock writes its <style> with the visitor's scrollbar width.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the portal reach only the configured backends, gateway and embeds', () => {
    const policy = metaPolicy();
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identity.example.test',
      'https://admin.example.test',
      'https://files.example.test',
      'https://content.example.test',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.test', 'https://content.example.test']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://files.example.test', 'https://content.example.test']);
    expect(policy.get('frame-src')).toEqual(['https://video.example.test', 'https://maps.example.test']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://gateway.example.test']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    // Ignored in a meta (Chromium warns): only the documented header carries it.
    expect(policy.has('frame-ancestors')).toBe(false);
  });
  it("writes the web server's header: the meta's policy plus frame-ancestors 'none', as a header line and as nginx's variable (deploy/nginx)", () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1];
    const header = `${meta}; frame-ancestors 'none'`;
    expect(readFileSync(join(outDir, '.vite', 'content-security-policy.txt'), 'utf8')).toBe(`Content-Security-Policy: ${header}\n`);
    expect(readFileSync(join(outDir, '.vite', 'content-security-policy.nginx.conf'), 'utf8')).toContain(`\nset $mitur_csp "${header}";\n`);
  });
});

describe('the remote build starts the first load while the HTML parses (issue 11)', () => {
  const head = () => /<head>([\s\S]*?)<\/head>/.exec(html)![1];

  it('module-preloads every static import of the entry chunk, so they download without waiting for it', () => {
    const entry = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/.exec(head())![1];
    const imports = [...readFileSync(join(outDir, entry), 'utf8').matchAll(/(?:^|;)import\s*(?:\{[^}]*\}\s*from\s*)?"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    const preloaded = [...head().matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w.-]+\.js)">/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual([...imports].sort());
  });

  it('runs the route preloader before any style sheet (an inline script after one waits for it to load)', () => {
    const preloader = head().indexOf('<script>');
    expect(preloader).toBeGreaterThan(-1);
    for (const tag of ['<link rel="stylesheet"', '<link rel="modulepreload"', '<script type="module"'])
      expect(preloader, tag).toBeLessThan(head().indexOf(tag));
  });

  it('links no web app manifest in the HTML: its inline script links it after the first contentful paint (PAINTED)', () => {
    expect(head()).not.toContain('rel="manifest"');
  });
});

describe('the remote build leaves nothing of the first view to a later round trip (issue 11)', () => {
  /** The inline preloader's route table: `[regexSource, files, …]` per route. */
  const routes = () =>
    JSON.parse(/var r=(\[.*?\]\]\]?),p=/.exec(html)![1]) as [string, string[], unknown?, unknown?, unknown?, ([string, string] | null)?, 1?][];
  const routeOf = (path: string) => routes().find(([source]) => new RegExp(source).test(path))!;
  const filesOf = (path: string) => routeOf(path)[1];

  it('defers the files of a signed-in page to the first paint, unless its first view reads data (issue 24)', () => {
    const late = (path: string) => routeOf(path)[6];
    for (const path of ['/app/myDesk', '/app/myConfiguration', '/app/requestService/2']) expect(late(path), path).toBe(1);
    // The request detail exports firstReads: its largest paint is its data, so its files load with the entry.
    expect(late('/app/serviceRequestedDetails/901')).toBeUndefined();
    for (const path of ['/public', '/public/login', '/app/serviceDescription/2', '/app/validatePayment/903']) expect(late(path), path).toBeUndefined();
    expect(filesOf('/app/myDesk').length).toBeGreaterThan(0);
  });

  it('preloads the HTML sanitiser with the pages whose first screen shows backend HTML, when it is HTML, not elsewhere', () => {
    const sanitizer = readdirSync(join(outDir, 'assets')).find((f) => readFileSync(join(outDir, 'assets', f), 'utf8').includes('DOMPurify'));
    expect(sanitizer).toBeDefined();
    // All procedures' general information is HTML (spec 000 §2): always with the page.
    expect(filesOf('/app/allServices')).toContain(`/assets/${sanitizer}`);
    // A service's description may be HTML or plain text (spec 000 §4): the sanitiser follows the
    // early answer of /services/{id} when its description is HTML.
    expect(filesOf('/app/serviceDescription/2')).not.toContain(`/assets/${sanitizer}`);
    expect(routeOf('/app/serviceDescription/2')[5]).toEqual([`/assets/${sanitizer}`, 'description']);
    // The home's general information is below a phone's first screen: the sanitiser loads after
    // the first paint (HomePage firstReads), outside the /public first load (110 KB).
    for (const path of ['/public', '/public/login', '/app/register']) {
      expect(filesOf(path), path).not.toContain(`/assets/${sanitizer}`);
      expect(routeOf(path)[5], path).toBeUndefined();
    }
  });

  it('a service page fetches its first view as few files: the page, the formatters, the shared widgets and their CSS (vite.config.ts codeSplitting)', () => {
    const names = filesOf('/app/serviceDescription/2').map((f) => f.replace(/^\/assets\/|-[\w-]{7}(?=\.\w+$)/g, ''));
    expect(names.sort()).toEqual(['ServiceDescriptionPage.css', 'ServiceDescriptionPage.js', 'format.js', 'widgets.css', 'widgets.js']);
  });

  it("turns the spinner in eight steps, each spoke 45° on and dimmer (a smooth turn was 60 frames a second for Chromium's compositor, issue 24)", () => {
    const css = texts
      .filter((t) => t.file.endsWith('.css'))
      .map((t) => t.text)
      .join('\n');
    const turn = /\.([\w-]+)\{[^}]*animation:[^;}]*steps\(8(?:,end)?\)[^;}]*infinite[^}]*\}/.exec(css);
    expect(turn, 'a rule turning in steps(8), forever').not.toBeNull();
    const spokes = [...css.matchAll(new RegExp(`\\.${turn![1]} line:nth-child\\((\\d)\\)\\{opacity:([\\d.]+);transform:rotate\\((\\d+)deg\\)\\}`, 'g'))];
    expect(spokes.map((m) => [Number(m[1]), Number(m[3])])).toEqual([2, 3, 4, 5, 6, 7, 8].map((n) => [n, (n - 1) * 45]));
    const opacities = spokes.map((m) => Number(m[2]));
    expect(opacities).toEqual([...opacities].sort((a, b) => a - b));
    expect(opacities.every((o) => o > 0 && o < 1)).toBe(true);
  });

  it('writes the favicon into the HTML, a 32 px PNG (no request for it; no SVG document drawn on the main thread)', () => {
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)![1];
    expect(icon.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(icon.slice('data:image/png;base64,'.length), 'base64').equals(readFileSync('public/favicon-32.png'))).toBe(true);
  });
});
