// @vitest-environment node
/**
 * The Content-Security-Policy builder of scripts/csp.ts (issue 10; README "Security headers and
 * keys"): origins from the configuration, hashes of inline scripts, the meta's place in <head>, and
 * the header's extra directive. The policy of a real build is checked in remoteBuild.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPolicy, inlineScripts, insertMeta, nginxPolicy, originOf, sha256Source } from '../../../scripts/csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy builder', () => {
  it('reduces a configured URL to its origin; a same-origin path or nothing needs no source', () => {
    expect(originOf('VITE_ADMIN_URL', 'https://admin.example.test:8443/v2/api')).toBe('https://admin.example.test:8443');
    expect(originOf('VITE_ADMIN_URL', '/api/admin')).toBeNull();
    expect(originOf('VITE_ADMIN_URL', '')).toBeNull();
    expect(originOf('VITE_ADMIN_URL', undefined)).toBeNull();
  });

  it('refuses a value that is neither an http(s) URL nor a path, naming the variable', () => {
    expect(() => originOf('VITE_FILES_URL', 'javascript:alert(1)')).toThrow(/VITE_FILES_URL/);
    expect(() => originOf('VITE_FILES_URL', 'files.example.test')).toThrow(/VITE_FILES_URL/);
    expect(() => originOf('VITE_FILES_URL', "https://x.test' 'unsafe-inline")).toThrow(/VITE_FILES_URL/);
  });

  it('hashes an inline script as the browser does (sha256 of its UTF-8 text, base64)', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScripts('<head><script type="module" src="/a.js"></script><script>var a=1</script></head><body><script>b()</script>')).toEqual([
      'var a=1',
      'b()',
    ]);
  });

  it('the embedded defaults (every URL a same-origin path) give a same-origin policy', () => {
    const { meta, header } = buildPolicy({ VITE_BACKEND: 'embedded' }, ["'sha256-abc='"]);
    expect(meta).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self'; connect-src 'self'; frame-src 'none'; worker-src 'self' blob:; form-action 'self'; object-src 'none'; " +
        "base-uri 'self'; manifest-src 'self'",
    );
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('adds each configured origin once, and the extra image and frame hosts', () => {
    const d = directives(
      buildPolicy(
        {
          VITE_IDENTITY_URL: 'https://api.example.test/identity',
          VITE_ADMIN_URL: 'https://api.example.test/admin',
          VITE_FILES_URL: 'https://files.example.test',
          VITE_CONTENT_URL: '/wp-json',
          VITE_GATEWAY_URL: 'https://pagos.example.test/checkout',
          VITE_CONTACT_MAP_URL: 'https://maps.example.test/embed?x=1',
          VITE_CSP_FRAME_HOSTS: 'https://www.youtube-nocookie.example.test https://maps.example.test',
          VITE_CSP_IMG_HOSTS: 'https://cdn.example.test/uploads',
        },
        [],
      ).meta,
    );
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.example.test', 'https://files.example.test']);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.test', 'https://cdn.example.test']);
    expect(d.get('frame-src')).toEqual(['https://maps.example.test', 'https://www.youtube-nocookie.example.test']);
    expect(d.get('form-action')).toEqual(["'self'", 'https://pagos.example.test']);
    expect(d.get('script-src')).toEqual(["'self'"]);
  });

  it('names the field-data origin (VITE_TELEMETRY_URL) in connect-src only when it is set, and nowhere else (issue 28 item 2)', () => {
    const base = { VITE_ADMIN_URL: 'https://api.example.test/admin' };
    const without = directives(buildPolicy(base, []).meta);
    expect(without.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    const withUrl = buildPolicy({ ...base, VITE_TELEMETRY_URL: 'https://telemetria.example.test/v1/portal?k=1' }, []);
    expect(directives(withUrl.meta).get('connect-src')).toEqual(["'self'", 'https://api.example.test', 'https://telemetria.example.test']);
    expect(withUrl.header.match(/telemetria\.example\.test/g)).toHaveLength(1);
    // A same-origin path is covered by 'self'.
    expect(directives(buildPolicy({ ...base, VITE_TELEMETRY_URL: '/telemetria' }, []).meta).get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
  });

  it("the README's example header is what the builder gives for the README's example configuration", () => {
    const line = /^Content-Security-Policy: (.+)$/m.exec(readFileSync('README.md', 'utf8'));
    expect(line).not.toBeNull();
    const env = {
      VITE_IDENTITY_URL: 'https://api.mitur.gob.do/identity',
      VITE_ADMIN_URL: 'https://api.mitur.gob.do/admin',
      VITE_FILES_URL: 'https://api.mitur.gob.do/files',
      VITE_CONTENT_URL: 'https://mitur.gob.do/wp-json',
      VITE_GATEWAY_URL: 'https://pagos.example.do/pago',
    };
    expect(line![1]).toBe(buildPolicy(env, ["'sha256-<route preloader>'"]).header);
  });

  it('puts the meta right after the charset declaration, before every script and link', () => {
    const html = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n    <script src="/a.js"></script>\n  </head>';
    const out = insertMeta(html, "default-src 'self'");
    expect(out).toBe(
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />\n    <title>x</title>\n    <script src="/a.js"></script>\n  </head>',
    );
    expect(insertMeta('<html><head><link rel="icon" href="/i.svg"></head>', "object-src 'none'")).toBe(
      '<html><head>\n    <meta http-equiv="Content-Security-Policy" content="object-src \'none\'" /><link rel="icon" href="/i.svg"></head>',
    );
  });
});

describe('the policy for nginx (deploy/nginx/mitur-portal.conf, issue 28)', () => {
  it("is the header in nginx's `set $mitur_csp` line, and a value nginx would misread is refused", () => {
    const header = buildPolicy({ VITE_ADMIN_URL: 'https://admin.example.test' }, ["'sha256-abc+/='"]).header;
    expect(nginxPolicy(header).split('\n')).toContain(`set $mitur_csp "${header}";`);
    for (const bad of ['a "b"', 'a $b', 'a \\b', 'a\nb']) expect(() => nginxPolicy(bad), bad).toThrow();
  });
});
