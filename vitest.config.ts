import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    setupFiles: ['tests/setup.ts'],
    env: { VITE_BACKEND: 'embedded' },
    // The statecharts' model tests need no DOM: node is ~2x faster to start than jsdom.
    projects: [
      { extends: true, test: { name: 'dom', environment: 'jsdom', isolate: false, include: ['tests/{unit,views}/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'model', environment: 'node', isolate: false, include: ['tests/model/**/*.test.{ts,tsx}'] } },
    ],
  },
});
