// Build step of the admin (Vite plugin and rolldown chunk group, vite.config.ts): every module the start runs
// (the static import graph of startApp.tsx and bootstrap.ts, without what the early page runs first) in ONE
// chunk, `startApp`, and what the early page runs (instant/instant.ts) in another, `instant`. Left to itself, rolldown cuts the start into a chunk per set of dynamic imports that share
// its modules (forms, pickers, widgets… all use MUI and react-admin pieces of the start), ~20 files that gzip
// worse apart than together; each lazy widget added made it worse. Gathering them costs nothing later: a lazy
// chunk is only ever loaded after the start, so the start chunk it imports from is already there.
//
// The members are found before chunking (buildEnd), by following imports by name: `import { Button } from
// '@mui/material'` leads to Button's module only, not to everything the barrel re-exports (which would drag
// the forms' modules into the start). A module missed here is still bundled, just in rolldown's own chunk;
// one counted wrongly only weighs on the start: either way the app runs the same.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** `import … from 'x'`, `export … from 'x'` (the names between), `import 'x'`. */
const FROM =
  /\b(import|export)\s+(?:type\s+)?([\w$\s{},*]*?)\s*from\s*(["'])([^"'\n]+)\3\s*;?|\bimport\s*(["'])([^"'\n]+)\5\s*;?/g;
/** `export { a, b as c };` (no `from`: names of the module's own scope). */
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

export interface Parsed {
  /** Named imports: source → imported names ('*' for the whole module). */
  imports: Array<{ spec: string; names: string[] }>;
  /** Re-exports: exported name → source and its name there ('*': namespace). */
  reexports: Map<string, { spec: string; name: string }>;
  /** `export * from` sources. */
  stars: string[];
  /** Whether the module has code of its own besides imports and re-exports. */
  hasCode: boolean;
}

/** Names of an import or export clause: `a, { b as c, d }` → default, b, d (imported side) with the local or
 * exported names. `* as ns` → '*'. */
function clauseNames(clause: string): Array<{ from: string; as: string }> {
  const out: Array<{ from: string; as: string }> = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const rest = clause
    .replace(/\{[^}]*\}/, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const part of rest) {
    const ns = /^\*(?:\s+as\s+([\w$]+))?$/.exec(part);
    if (ns) out.push({ from: '*', as: ns[1] ?? '*' });
    else if (/^[\w$]+$/.test(part)) out.push({ from: 'default', as: part });
  }
  for (const item of braces?.[1]?.split(',') ?? []) {
    const m = /^\s*(?:type\s+)?([\w$]+|"[^"]*"|'[^']*')(?:\s+as\s+([\w$]+|"[^"]*"|'[^']*'))?\s*$/.exec(item);
    if (m)
      out.push({
        from: m[1]!.replace(/^["']|["']$/g, ''),
        as: (m[2] ?? m[1]!).replace(/^["']|["']$/g, ''),
      });
  }
  return out;
}

/** The imports, re-exports and own code of a module (its code after transform), read with regular expressions. */
export function parseImports(code: string): Parsed {
  const parsed: Parsed = {
    imports: [],
    reexports: new Map(),
    stars: [],
    hasCode: false,
  };
  const text = code.replace(COMMENTS, '');
  /** Local name of an imported binding → where it comes from. */
  const bindings = new Map<string, { spec: string; name: string }>();
  for (const m of text.matchAll(FROM)) {
    if (m[6] !== undefined) {
      parsed.imports.push({ spec: m[6], names: ['*'] });
      continue;
    }
    const names = clauseNames(m[2]!);
    if (m[1] === 'import') {
      parsed.imports.push({ spec: m[4]!, names: names.map((n) => n.from) });
      for (const n of names) bindings.set(n.as, { spec: m[4]!, name: n.from });
    } else if (m[2]!.trim() === '*') parsed.stars.push(m[4]!);
    else for (const n of names) parsed.reexports.set(n.as, { spec: m[4]!, name: n.from });
  }
  // `import a from './a'; export { a as b };` re-exports as `export { default as b } from './a'` does (compiled
  // barrels are often written so): an export list of imported names only is no code of its own.
  const rest = text.replace(FROM, '').replace(EXPORT_LIST, (statement, list: string) => {
    const names = clauseNames(`{${list}}`);
    if (!names.every((n) => bindings.has(n.from))) return statement;
    for (const n of names) parsed.reexports.set(n.as, bindings.get(n.from)!);
    return '';
  });
  parsed.hasCode = rest.trim() !== '';
  return parsed;
}

interface Context {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    exports?: string[];
    inputFormat?: string;
  } | null;
  getModuleIds(): IterableIterator<string>;
  resolve(source: string, importer: string): Promise<{ id: string; external?: boolean | string } | null>;
}

/** The plugin that finds the start's modules, and the chunk groups gathering them (output.codeSplitting.groups):
 * `instant`, what `first` (the early page) runs, and `startApp`, what `start` runs besides. `entry`, the entry module,
 * stays in its own chunk. */
export function startChunk(options: { entry: string; first: string[]; start: string[] }) {
  const early = new Set<string>();
  const members = new Set<string>();

  async function collect(ctx: Context, roots: string[], into: Set<string>) {
    const parsedOf = new Map<string, Parsed>();
    const resolved = new Map<string, string | null>();
    const asked = new Set<string>();
    const target = async (spec: string, importer: string) => {
      const key = `${importer}\0${spec}`;
      if (!resolved.has(key)) {
        const r = await ctx.resolve(spec, importer).catch(() => null);
        resolved.set(key, r && !r.external ? r.id : null);
      }
      return resolved.get(key) ?? null;
    };
    const queue: Array<[string, string]> = roots.map((id) => [id, '*']);
    while (queue.length > 0) {
      const [id, name] = queue.pop()!;
      if (asked.has(`${id}\0${name}`) || asked.has(`${id}\0*`)) continue;
      asked.add(`${id}\0${name}`);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      if (info.code === null || info.inputFormat === 'cjs' || !/\.(m?[jt]sx?|json)$/.test(id.split('?')[0]!)) {
        // CommonJS, JSON, virtual or generated: the whole module and everything it requires.
        into.add(id);
        for (const dep of info.importedIds) queue.push([dep, '*']);
        continue;
      }
      let parsed = parsedOf.get(id);
      if (!parsed) parsedOf.set(id, (parsed = parseImports(info.code)));
      if (parsed.hasCode && !into.has(id)) {
        into.add(id);
        for (const { spec, names } of parsed.imports) {
          const dep = await target(spec, id);
          if (dep) for (const n of names) queue.push([dep, n]);
        }
      }
      const wanted = name === '*' ? [...parsed.reexports.keys()] : [name];
      for (const w of wanted) {
        const re = parsed.reexports.get(w);
        const dep = re && (await target(re.spec, id));
        if (dep) queue.push([dep, re.name]);
      }
      if (name === '*' || !parsed.reexports.has(name)) {
        for (const spec of parsed.stars) {
          const dep = await target(spec, id);
          if (!dep) continue;
          const exported = ctx.getModuleInfo(dep)?.exports;
          if (name === '*' || !exported || exported.includes(name)) queue.push([dep, name]);
        }
      }
    }
  }

  const plugin = {
    name: 'start-chunk',
    apply: 'build' as const,
    async buildEnd(this: Context) {
      early.clear();
      members.clear();
      const ids = [...this.getModuleIds()];
      const find = (end: string) => {
        const id = ids.find((i) => i.split('?')[0] === resolve(repoRoot, end));
        if (!id) throw new Error(`start-chunk : module introuvable ${end}`);
        return id;
      };
      const entry = find(options.entry);
      await collect(this, [entry, ...options.first.map(find)], early);
      early.delete(entry);
      const start = new Set<string>();
      await collect(this, options.start.map(find), start);
      for (const id of start) if (id !== entry && !early.has(id)) members.add(id);
    },
  };

  // The early page's group first: a module both run stays with the early page, which runs first (the app's
  // chunk imports it). The chunks keep the names of the modules they start from (instant-…, startApp-…).
  const groups = [
    { name: 'instant', priority: 20, test: (id: string) => early.has(id) },
    { name: 'startApp', priority: 10, test: (id: string) => members.has(id) },
  ];
  return { plugin, groups, early, members };
}
