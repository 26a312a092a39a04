/**
 * Vite configuration. Modes (DESIGN.md "Two modes, one contract"):
 * - `development` / `demo`: embedded backend (MSW in the browser), `VITE_BACKEND=embedded`.
 * - `production` / `remote`: real backends from `VITE_*` URLs; the embedded backend is not bundled.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
