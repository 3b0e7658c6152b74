import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's build of the web app (web/src/server-render.tsx), written into the client build's
// folder so both always come from one build: asset addresses in the server's HTML are the client's.
// Every dependency is bundled in, so the file runs from wherever the web app was built to.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server-render.tsx',
    outDir: '../dist/web/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'server-render.js' } },
  },
});
