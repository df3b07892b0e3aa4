import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

const root = import.meta.dirname;

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
    plugins: [svelte({ configFile: resolve(root, 'svelte.config.js') })],
    build: { outDir: resolve(root, 'out/renderer'), rollupOptions: { input: resolve(root, 'renderer/index.html') } },
  },
});
