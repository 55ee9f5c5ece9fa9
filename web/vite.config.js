import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { extraBuilds } from './extra-builds.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
const startModule = /[\\/]web[\\/](state|ui)[\\/]|[\\/]web[\\/]worker[\\/]client\.js$|[\\/]wasm[\\/]calls\.mjs$|[\\/]quiz-link\.js$|[\\/]fflate[\\/]/;

// `vite build` writes the static site (index.html, embed.html and assets/), then element.js and the
// one-file playground grundy-playground.html into the same folder (see extra-builds.mjs).
export default defineConfig({
  root,
  // Relative paths, so dist/ works from any folder of any static host.
  base: './',
  server: { fs: { allow: [projectRoot] } },
  worker: { format: 'es' },
  plugins: [extraBuilds({ root })],
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the page runs in (es2022, module workers) preloads modules itself.
    modulePreload: { polyfill: false },
    // One style sheet for every page and panel, loaded in the head: a panel whose code comes later
    // is styled from the first paint, and the start is one request, not one a chunk.
    cssCodeSplit: false,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./embed.html', import.meta.url)),
      },
      // What the pages start with (the state, the worker client, the words' loader, the link's
      // packing) in one script rather than a handful of small ones, each a request before the worker
      // can start.
      output: { codeSplitting: { groups: [{ name: 'start', test: startModule }] } },
    },
  },
});
