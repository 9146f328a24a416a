// Build step of the admin (Vite plugin, vite.config.ts): hints in index.html so that the browser fetches, as
// soon as it reads the page and all at once, what the start needs after the entry module, instead of each
// waiting for the code before it (entry → bootstrap → files, one round trip after another):
// - the first page drawn early (instant/instant.ts) and its static imports: `modulepreload`, fetched and
//   parsed at once, since they run first;
// - the app (startApp.tsx) and its start-up chunk (bootstrap.ts), with their static imports: `preload
//   as=script`, only fetched: main.tsx runs them once the early page is drawn, and parsing a megabyte of
//   React, MUI and react-admin meanwhile would hold the early page back;
// - the resource files (`preload as=fetch`, answered by the server in one request, ?contents=1); the client
//   profiles are served per session, which a preload does not carry.
import type { Plugin } from 'vite';

/** Modules (path ends) run first: their chunks are `modulepreload`ed. */
export const FIRST_MODULES = ['src/admin/instant/instant.ts'];
/** Modules (path ends) run next, all loaded with import(): their other chunks are only fetched. */
export const NEXT_MODULES = ['src/admin/startApp.tsx', 'src/admin/bootstrap.ts'];
/** Same-origin JSON the start reads (src/admin/http/jsonFolder.ts, readJsonFolder). */
// The client profiles are not preloaded: they are served per session, and a preload carries none.
const START_FETCHES = ['/resources/?contents=1'];

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  isEntry?: boolean;
}

export function startHints(): Plugin {
  return {
    name: 'start-hints',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, ChunkInfo>;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const already = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!));
        const wanted: string[] = [];
        const visit = (file: string) => {
          if (already.has(file) || wanted.includes(file)) return;
          wanted.push(file);
          for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
        };
        const chunkOf = (end: string) => {
          const endsWith = (id: string | null | undefined) => !!id && id.replace(/\\/g, '/').endsWith(end);
          // The module's own chunk, else the chunk it was gathered into (the start chunk, vite.config.ts).
          const chunk = chunks.find((c) => endsWith(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(endsWith));
          if (!chunk) throw new Error(`start-hints : aucun morceau pour ${end}`);
          return chunk.fileName;
        };
        FIRST_MODULES.forEach((end) => visit(chunkOf(end)));
        const first = wanted.length;
        NEXT_MODULES.forEach((end) => visit(chunkOf(end)));
        const tags = [
          ...START_FETCHES.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
          ...wanted.slice(0, first).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...wanted.slice(first).map((file) => `<link rel="preload" as="script" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
