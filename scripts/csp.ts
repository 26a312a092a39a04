/**
 * Content-Security-Policy of the built portal (docs/ARCHITECTURE.md "Security"; issue 10; README "Security
 * headers and keys").
 *
 * The policy is computed at build time from the `VITE_*` configuration (the backends' origins, the
 * gateway, the embeds) and from the exact text of index.html's inline scripts (their sha256), and is
 * shipped two ways:
 * - as `<meta http-equiv="Content-Security-Policy">` at the top of <head> (right after the charset
 *   declaration, before every script, style sheet and link), so the static files are protected
 *   whatever serves them;
 * - as the header text for the web server, written to `<outDir>/.vite/content-security-policy.txt`
 *   (and, for deploy/nginx, to `<outDir>/.vite/content-security-policy.nginx.conf`): the header adds `frame-ancestors 'none'`, which a meta cannot carry
 *   (browsers ignore it there, like reporting directives).
 *
 * `script-src` is `'self'` plus the hash of each inline script (the route preloader of
 * scripts/route-preload.ts): no `'unsafe-inline'`, no `'unsafe-eval'`. `style-src` allows inline
 * styles (see {@link buildPolicy}). tests/unit/scripts/remoteBuild.test.ts checks a built remote
 * bundle; tests/e2e/csp.spec.ts loads every route of the demo build under the policy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The build's `VITE_*` variables (Vite's `loadEnv`). */
export type CspEnv = Record<string, string | undefined>;

/** The policy in its two forms. */
export interface ContentSecurityPolicy {
  /** For the meta element: every directive a meta may carry. */
  meta: string;
  /** For the `Content-Security-Policy` response header: the meta's policy plus `frame-ancestors 'none'`. */
  header: string;
}

/**
 * The origin of a configured URL: `null` for an empty value or a same-origin path (`/api/admin`,
 * covered by `'self'`), `https://host[:port]` for an absolute http(s) URL.
 * @throws Error naming the variable when the value is neither (the build then fails).
 * @example originOf('VITE_ADMIN_URL', 'https://admin.example.test/v2') // 'https://admin.example.test'
 */
export function originOf(name: string, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '' || (v.startsWith('/') && !v.startsWith('//'))) return null;
  let url: URL | null;
  try {
    url = new URL(v);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name}: "${v}" is neither an http(s) URL nor a same-origin path`);
  }
  return url.origin;
}

/** `'sha256-…'` source of an inline script or style text (UTF-8, exactly as emitted). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline `<script>` (no `src`) of an HTML document, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
}

const unique = (list: (string | null)[]): string[] => [...new Set(list.filter((s): s is string => Boolean(s)))];

/**
 * Builds the policy.
 * @param env the build's `VITE_*` variables: VITE_IDENTITY_URL, VITE_ADMIN_URL, VITE_FILES_URL,
 *   VITE_CONTENT_URL (connect-src; files and content also img-src and media-src: documents and CMS
 *   media), VITE_TELEMETRY_URL (connect-src, only when set: the field data's beacons, issue 28 item 2), VITE_GATEWAY_URL (form-action: the card payment is a real form POST, spec 001 §7),
 *   VITE_HOME_VIDEO_URL and VITE_CONTACT_MAP_URL (frame-src), VITE_CSP_FRAME_HOSTS and
 *   VITE_CSP_IMG_HOSTS (space-separated extra origins: the CMS's video host, an image host).
 * @param scriptHashes `'sha256-…'` of each inline script (see {@link sha256Source}).
 * @throws Error when a variable is not a URL (see {@link originOf}).
 */
export function buildPolicy(env: CspEnv, scriptHashes: readonly string[]): ContentSecurityPolicy {
  const o = (name: string) => originOf(name, env[name]);
  const list = (name: string) =>
    (env[name] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((v) => originOf(name, v));
  const backends = unique([o('VITE_IDENTITY_URL'), o('VITE_ADMIN_URL'), o('VITE_FILES_URL'), o('VITE_CONTENT_URL'), o('VITE_TELEMETRY_URL')]);
  const media = unique([o('VITE_FILES_URL'), o('VITE_CONTENT_URL')]);
  const images = unique([...media, ...list('VITE_CSP_IMG_HOSTS')]);
  const frames = unique([o('VITE_HOME_VIDEO_URL'), o('VITE_CONTACT_MAP_URL'), ...list('VITE_CSP_FRAME_HOSTS')]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // Styles only (they cannot run script): Radix Dialog's scroll lock (react-remove-scroll-bar)
    // writes a <style> whose text holds the visitor's scrollbar width, unknown at build time, and
    // sonner injects its stylesheet as a <style>. A hash would switch 'unsafe-inline' off (CSP
    // ignores it beside a hash), so: 'unsafe-inline'. Backend HTML gets no <style> and no `style`
    // attribute through SafeHtml (DOMPurify), React text is escaped. README "Security headers and keys".
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['media-src', ["'self'", ...media]],
    ['connect-src', ["'self'", ...backends]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['form-action', ["'self'", ...unique([o('VITE_GATEWAY_URL')])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  const meta = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
  return { meta, header: `${meta}; frame-ancestors 'none'` };
}

/**
 * Inserts the meta element at the top of <head>: right after `<meta charset>` when that comes first
 * (the charset must stay within the document's first bytes), else right after `<head>`.
 */
export function insertMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
  const charset = /(<head[^>]*>)(\s*)(<meta charset="[^"]*"\s*\/?>)/i;
  if (charset.test(html)) return html.replace(charset, (_m, head: string, space: string, meta: string) => `${head}${space}${meta}${space}${tag}`);
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${tag}`);
}

/** Where a build keeps its header line, relative to the output folder (README "Security headers and keys"). */
export const POLICY_TEXT_FILE = '.vite/content-security-policy.txt';
/** Where a build keeps the same policy for nginx (deploy/nginx/mitur-portal.conf), relative to the output folder. */
export const POLICY_NGINX_FILE = '.vite/content-security-policy.nginx.conf';

/**
 * The nginx form of the header: `set $mitur_csp "<header>";`, which deploy/nginx/mitur-portal.conf
 * sends as `Content-Security-Policy` (issue 28 item 1). The server block includes this file of the
 * build it serves, so the header always matches that build's index.html (its inline script's hash).
 * @throws Error when the policy holds a character nginx would read inside a quoted value (`"`, `$`,
 *   `\`, a line break): origins and base64 hashes never do.
 */
export function nginxPolicy(header: string): string {
  if (/["$\\\r\n]/.test(header)) throw new Error(`Content-Security-Policy: cannot be written for nginx: ${header}`);
  return `# The Content-Security-Policy of this build (scripts/csp.ts), for deploy/nginx/mitur-portal.conf.\nset $mitur_csp "${header}";\n`;
}

/**
 * Writes the header text of a build's policy in its two files under `outDir`: {@link POLICY_TEXT_FILE}
 * (`Content-Security-Policy: <header>`, for any web server) and {@link POLICY_NGINX_FILE}
 * ({@link nginxPolicy}).
 */
export function writePolicyFiles(outDir: string, header: string): void {
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, POLICY_TEXT_FILE), `Content-Security-Policy: ${header}\n`);
  writeFileSync(join(outDir, POLICY_NGINX_FILE), nginxPolicy(header));
}

/**
 * Vite build plugin: puts the policy into index.html and writes the header text. Listed AFTER every
 * plugin that adds inline script (mitur:route-preload): its `transformIndexHtml` runs last among the
 * `post` hooks and hashes the scripts' final text. After writing, the emitted index.html is read
 * again and the build fails if any inline script's hash is missing from its policy.
 * @param env the build's `VITE_*` variables (see {@link buildPolicy}).
 */
export function contentSecurityPolicy(env: CspEnv): Plugin {
  let outDir = 'dist';
  let header = '';
  return {
    name: 'mitur:content-security-policy',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = buildPolicy(env, inlineScripts(html).map(sha256Source));
        header = policy.header;
        return insertMeta(html, policy.meta);
      },
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const missing = inlineScripts(html)
        .map(sha256Source)
        .filter((h) => !html.includes(h));
      if (missing.length) throw new Error(`Content-Security-Policy: index.html has inline script(s) whose hash is not in its policy: ${missing.join(' ')}`);
      writePolicyFiles(outDir, header);
    },
  };
}
