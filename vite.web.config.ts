// `npm run web`: serve the built renderer on 127.0.0.1 for a plain browser (no Electron needed).
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  build: { outDir: '../out/renderer' },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
});
