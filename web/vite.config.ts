import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in web/ and is built into dist/web, which the hapi server serves.
// The server fills the <!--app-head--> and <!--bootstrap-data--> markers of index.html.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Where `npm run dev:web` forwards API calls: the server's default port (config PORT=3000).
const devApiTarget = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Keep first-load JavaScript small: screens are separate chunks loaded per route.
    chunkSizeWarningLimit: 400,
  },
  server: {
    // web/ imports isomorphic code from ../common.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': devApiTarget,
      '/auth': devApiTarget,
      '/secure': devApiTarget,
      '/storage': devApiTarget,
    },
  },
});
