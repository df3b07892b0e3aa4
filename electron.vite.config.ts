import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * `npm run dev` only: the dev server's hot reload needs a websocket, which the page's strict CSP
 * (`connect-src 'none'`) forbids. The built app keeps the strict policy.
 */
function devCsp(): Plugin {
  return {
    name: 'stikk-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("connect-src 'none'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*"),
  };
}

export default defineConfig({
  main: {
    build: { outDir: 'out/main', lib: { entry: { index: resolve(root, 'electron/main.ts') } } },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      lib: { entry: { index: resolve(root, 'electron/preload.ts') }, formats: ['cjs'] },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    base: './',
    plugins: [svelte({ configFile: resolve(root, 'svelte.config.js') }), devCsp()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rollupOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
