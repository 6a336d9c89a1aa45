// Vite 8 (rolldown) build of the web app. Chunk groups keep React in one long-cached chunk and
// each language's texts in its own chunk; everything else is split by route (lazy imports).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server the dev and preview servers forward /api to (the lead's server runs on :3000).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @portal/shared registers zod schemas with .meta() at module level, which a bundler must
        // treat as a side effect. The browser never reads that registry, so modules of the shared
        // package whose exports are unused (the zod schemas on /home) can be dropped.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
