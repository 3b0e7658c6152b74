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
    // The server reads it to name a landing screen's chunks in the HTML (server/http/screen-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page loads first comes in three files (the app, the libraries, the bundler's
        // small runtime) instead of a dozen shared fragments: the app is served over HTTP/1.1 (six
        // connections), where each extra file waits its turn. The libraries are a file of their
        // own, so a release that changes only the app's code leaves them in the browser's cache.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
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
