import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['tests/{unit,model,views}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    env: { VITE_BACKEND: 'embedded' },
  },
});
