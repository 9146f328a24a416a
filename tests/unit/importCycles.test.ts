// No import cycle in src/: every module can be read from its imports down. Type-only
// imports are left out (they vanish at build); relative imports are followed, packages are not.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = join(root, 'src');

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : filesOf(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1]!)).filter((p) => existsSync(p));
}

/** The cycles of a graph (module → the modules it imports), each as the list of its modules. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

describe('imports', () => {
  it('have no cycle in src/', () => {
    const graph = new Map(filesOf(src).map((f) => [f, importsOf(f)]));
    expect(cycles(graph).map((c) => c.map((p) => relative(root, p)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    // The value imports of a module are read, its type-only imports are not.
    const related = importsOf(join(src, 'admin/views/related.ts')).map((p) => relative(root, p));
    expect(related).toContain('src/admin/views/fieldView.ts');
    expect(related).not.toContain('src/admin/views/viewTypes.ts');
  });
});
