// Build step of the admin (Vite plugin, vite.config.ts): hints in index.html so that the browser fetches, as
// soon as it reads the page and all at once, what the start needs after the entry module: the start-up chunk
// (bootstrap.ts: schemas, data provider) with its static imports (`modulepreload`), and the resource files
// and client profiles (`preload as=fetch`, answered by the server in one request each, ?contents=1). Without
// them each waits for the code before it: entry → bootstrap → files, one round trip after another.
import type { Plugin } from 'vite';

/** Modules (path ends) whose chunks are preloaded: the start-up chunk (loaded by App.tsx with import()). */
const START_MODULES = ['src/admin/bootstrap.ts'];
/** Same-origin JSON the start reads (src/admin/http/jsonFolder.ts, readJsonFolder). */
const START_FETCHES = ['/resources/?contents=1', '/clients/?contents=1'];

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
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
        for (const end of START_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(end));
          if (!chunk) throw new Error(`start-hints : aucun morceau pour ${end}`);
          visit(chunk.fileName);
        }
        const tags = [
          ...START_FETCHES.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
          ...wanted.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
