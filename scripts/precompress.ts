/**
 * Precompressed assets, brotli and gzip (issue 11 "Fast on a cheap phone"; issue 28 item 1;
 * docs/ARCHITECTURE.md Budgets).
 *
 * - Build: after Vite wrote the output folder, every text asset of at least
 *   {@link MIN_BYTES} (JavaScript, CSS, SVG, JSON, the web app manifest; not index.html, whose
 *   answer is the SPA fallback of every route) gets a `<file>.br` and a `<file>.gz` beside it,
 *   compressed once with Node's zlib at the highest quality (brotli 11, gzip 9). A server that
 *   serves precompressed files (nginx `brotli_static on` / `gzip_static on`, deploy/nginx; Caddy
 *   `precompressed br gzip`; the preview server below, brotli only) sends those bytes to a browser
 *   that accepts them; any other server ignores them and compresses as before.
 * - Preview (`vite preview`, the bench, `npm run start:remote`): a middleware placed before Vite's
 *   own static files and gzip answers such a request with the `.br` file (`Content-Encoding: br`,
 *   `Vary: Accept-Encoding`, the preview's configured headers). Anything else (no `.br`, a client
 *   without `br`, a range request) falls through to Vite unchanged.
 *
 * Why: the first load is bandwidth-bound on a phone's network. Measured on the remote build's
 * first-load chunks: the runtime chunk 85.7 KB gzip -9 → 74.4 KB brotli, the shell 23.8 → 20.9 KB.
 * The /public budget (110 KB) stays counted in gzip (scripts/bundle-report.ts): the worst case of a
 * server without precompressed files.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';

/** Smallest file worth a `.br` (bytes): below one TCP packet compression saves no round trip. */
export const MIN_BYTES = 1024;

/** Content types of the precompressed extensions (the same Vite's preview server sends). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The files of `dir` (recursive) that get a `.br`: text extensions of {@link CONTENT_TYPES}, >= {@link MIN_BYTES}. */
export function compressible(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...compressible(path));
    else if (CONTENT_TYPES[extname(entry.name)] && statSync(path).size >= MIN_BYTES) out.push(path);
  }
  return out;
}

/**
 * Writes `<file>.br` (brotli quality 11, text mode) and `<file>.gz` (gzip level 9: for nginx
 * `gzip_static`, the browsers and proxies without brotli) beside every {@link compressible} file of
 * `dir`; returns how many files got them.
 */
export function precompressFolder(dir: string): number {
  const files = compressible(dir);
  for (const file of files) {
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return files.length;
}

/** Whether an Accept-Encoding header value accepts brotli (`br`, not with `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Serves `<path>.br` of `root` for a GET/HEAD request that accepts brotli; see module documentation. */
function serveBrotli(server: PreviewServer, root: string) {
  const base = resolve(root);
  return (
    req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
    res: import('node:http').ServerResponse,
    next: () => void,
  ) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !acceptsBrotli(req.headers['accept-encoding'])) return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return next();
    }
    const type = CONTENT_TYPES[extname(path)];
    const file = resolve(base, `.${path}`);
    if (!type || !file.startsWith(base + sep) || !existsSync(`${file}.br`)) return next();
    const size = statSync(`${file}.br`).size;
    for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', size);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') return res.end();
    createReadStream(`${file}.br`).pipe(res);
  };
}

/**
 * The plugin: its build part (`vite build` only, not a dev server's close) writes the `.br` files when the bundle is closed; the preview
 * part serves them. `outDir` is read from the resolved configuration (`build.outDir`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let writes = false;
  return {
    name: 'mitur:precompress',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      writes = config.command === 'build' && config.build.write !== false;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!writes || this.meta.watchMode || !existsSync(outDir)) return;
        precompressFolder(outDir);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveBrotli(server, resolve(root, server.config.build.outDir)));
    },
  };
}
