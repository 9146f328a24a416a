// Vite build of the admin (src/admin -> dist/). The dev server proxies the API, the resource files and the
// client profiles to the local server (npm run dev:api, port 8080), so the admin talks to the same origin.
// VITE_API_ENTRYPOINT (read at build time, see src/admin/config.ts) points the admin at another Hydra API.
// Build steps (scripts/): the start-up JSON Schema validators as ajv standalone code, preload hints in
// index.html for what the start needs, brotli/gzip copies of the files for the server to send, and the bundled
// resource schemas without their description texts (scripts/slim-schemas.ts), and two of react-admin's dependencies
// left out of the start (scripts/lean-deps.ts).
// Chunks: everything the start runs after the early page (the static imports of startApp.tsx and bootstrap.ts)
// is gathered into ONE chunk, `startApp` (scripts/start-chunk.ts), instead of the ~20 pieces rolldown cuts it into
// by which lazy chunks (forms, pickers, widgets) share each module: together they gzip 16 kB smaller (benchmark
// P4), and nothing is loaded twice or earlier than before, since a lazy chunk always runs after the start. What
// the early page (instant/) runs is its own chunk, `instant`, the same way: it runs first and must not wait for
// the app's. The entry (main.tsx) stays alone.
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { ajvStandalone } from './scripts/ajv-standalone.ts';
import { FIRST_MODULES, NEXT_MODULES, startHints } from './scripts/start-hints.ts';
import { startChunk } from './scripts/start-chunk.ts';
import { precompress } from './scripts/precompress.ts';
import { slimSchemas } from './scripts/slim-schemas.ts';
import { leanDeps } from './scripts/lean-deps.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.VITE_DEV_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig(({ mode }) => {
  const start = startChunk({ entry: 'src/admin/main.tsx', first: FIRST_MODULES, start: NEXT_MODULES });
  return {
    root: 'src/admin',
    envDir: repoRoot,
    publicDir: false,
    plugins: [react(), slimSchemas(), ajvStandalone(), leanDeps(), start.plugin, startHints(), precompress()],
    // Built on our schemas (no VITE_API_ENTRYPOINT): jsonld serves only the introspection of another API and
    // @api-platform/admin's default HTTP client, unused here, so a stub stands for it (src/admin/http/jsonldUnavailable.ts).
    resolve: loadEnv(mode, repoRoot, 'VITE_').VITE_API_ENTRYPOINT?.trim()
      ? {}
      : { alias: { jsonld: fileURLToPath(new URL('./src/admin/http/jsonldUnavailable.ts', import.meta.url)) } },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      chunkSizeWarningLimit: 2500,
      rollupOptions: { output: { codeSplitting: { groups: start.groups } } },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': backend,
        '/resources': backend,
        '/clients': backend,
      },
    },
  };
});
