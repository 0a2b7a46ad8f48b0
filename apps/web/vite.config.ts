import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** Where `npm run dev` sends /api and /auth: the reference server of apps/api (`npm start`). */
const apiOrigin = process.env['VO_API_ORIGIN'] ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The live-update websocket lives under /api too (ws: true).
      '/api': { target: apiOrigin, ws: true },
      '/auth': { target: apiOrigin },
      '/files': { target: apiOrigin },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bundle budget (bench/bundle-budget.mjs) reads the manifest to find the entry's static imports.
    manifest: true,
  },
});
