/**
 * Vite configuration. Modes (DESIGN.md "Two modes, one contract"):
 * - `development` (`npm start`) and `demo` (`npm run build:demo` → dist-demo/): embedded backend,
 *   MSW in the browser.
 * - `production` (`npm run build` → dist/): remote mode; the embedded backend is not bundled and
 *   the MSW worker script is removed from the output.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { routePreload } from './scripts/route-preload.ts';

/** Deletes the MSW worker from a remote-mode build (nothing of the embedded backend ships). */
function dropMockWorker(outDir: string, embedded: boolean): Plugin {
  return {
    name: 'mitur:drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (!embedded) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const embedded = (env.VITE_BACKEND ?? 'embedded') !== 'remote';
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [react(), vanillaExtractPlugin(), dropMockWorker(outDir, embedded), routePreload(process.cwd())],
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    // modulePreload polyfill off: every browser with ES modules we target supports modulepreload.
    build: {
      outDir,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Fewer, larger first-load chunks compress better than many small ones (DESIGN budget:
          // /public <= 110 KB gzipped): the runtime libraries every page needs in one chunk, the
          // blocks of the public pages in another. Everything else stays split per route.
          advancedChunks: {
            groups: [
              {
                name: 'runtime',
                test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|wouter|regexparam|openapi-fetch|p-memoize|mimic-function|expiry-map|map-age-cleaner|p-defer)[\\/]/,
              },
              {
                name: 'public',
                test: /src[\\/](views[\\/]components[\\/](Icon|Counter|ErrorBlock|EmptyState|TextField|Field|SafeHtml|Reveal|Spinner|Feedback|Card|ServiceCard|Button|Link)|views[\\/]pages[\\/]catalogue[\\/](blocks|search)|views[\\/]app[\\/]useResource|machines[\\/](resource\.machine|loaders[\\/](catalogue|home))|api[\\/](cache|catalogue|content|result|call)|domain[\\/](catalogue|constants))/,
              },
            ],
          },
        },
      },
    },
  };
});
