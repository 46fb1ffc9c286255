/**
 * Builds the console into the gateway package (dist/console), which serves it at /console. Everything is a
 * file of its own — no inline script or style, no data: URLs — so the page runs under a strict
 * Content-Security-Policy; the client package is bundled from its TypeScript source.
 */
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  base: '/console/',
  logLevel: 'warn',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../gateway/dist/console',
    emptyOutDir: true,
    target: 'es2022',
    // The preload polyfill is an inline script; every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
