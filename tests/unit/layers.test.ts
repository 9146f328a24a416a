// The layers' directions: the server never imports the admin, the admin never imports the server, and the
// shared rules import neither (they are read by both). Every import counts here, type-only ones included: a
// rule the server checks must live in src/shared, not be borrowed from the admin. Tests are files like any
// other, except that a shared rule's test may compare it with the server's own check.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

/** The imports of the files under `from` that land under one of `forbidden` (paths relative to the root). */
function crossings(from: string, forbidden: string[], skipTests = false): string[] {
  const out: string[] = [];
  for (const file of filesOf(join(root, from))) {
    if (skipTests && /\.test\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(root, resolve(dirname(file), m[1]!));
      if (forbidden.some((f) => target.startsWith(f + '/'))) out.push(`${relative(root, file)} → ${target}`);
    }
  }
  return out;
}

describe('layer directions', () => {
  it('the server imports nothing of the admin', () => {
    expect(crossings('src/server', ['src/admin'])).toEqual([]);
  });
  it('the admin imports nothing of the server', () => {
    expect(crossings('src/admin', ['src/server'])).toEqual([]);
  });
  it('the shared rules import neither the server nor the admin', () => {
    expect(crossings('src/shared', ['src/admin'])).toEqual([]);
    expect(crossings('src/shared', ['src/server', 'src/admin'], true)).toEqual([]);
  });
  it('the scripts that check configuration use the shared rules, not the admin', () => {
    expect(crossings('scripts', ['src/admin/resources', 'src/admin/widgets'])).toEqual([]);
  });
});
