// Vite build of the stock HydraAdmin reference (bench/stock -> .tmp/bench/stock-dist), same bundler and
// plugin as our admin so that P4 compares the applications, not the tooling.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: false,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/bench/stock-dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
