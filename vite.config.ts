/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Pre-compressed .br and .gz beside each asset; the gateway serves them (preCompressed) to phones on slow networks.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|mjs)$/, threshold: 1024 })],
  base: './',
  server: {
    port: 5173,
    proxy: { '/_gw': { target: gateway, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', 'storybook-static/**', 'data/**'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
    setupFiles: ['tests/setup/dom-waits.ts'],
  },
});
