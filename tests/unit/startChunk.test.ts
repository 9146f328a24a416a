// The build's start chunks (scripts/start-chunk.ts): which modules go with the early page, which with the app's
// start, following imports by name through re-exporting barrels (a barrel must not drag in what the start does
// not use, such as the forms' modules).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImports, startChunk } from '../../scripts/start-chunk.ts';

const root = resolve(import.meta.dirname, '../..');
const at = (path: string) => resolve(root, path);

describe('parseImports', () => {
  it('reads named, default and namespace imports, re-exports, `export *` and own code', () => {
    const parsed = parseImports(`import React, { useState as useS, useEffect } from "react";
import * as ns from './ns.ts';
import './side.css';
export { Button, default as Dialog } from './ui.ts';
export * from './more.ts';
/* a comment with import x from 'nowhere' */
export const own = 1;`);
    expect(parsed.imports).toEqual([
      { spec: 'react', names: ['default', 'useState', 'useEffect'] },
      { spec: './ns.ts', names: ['*'] },
      { spec: './side.css', names: ['*'] },
    ]);
    expect([...parsed.reexports]).toEqual([
      ['Button', { spec: './ui.ts', name: 'Button' }],
      ['Dialog', { spec: './ui.ts', name: 'default' }],
    ]);
    expect(parsed.stars).toEqual(['./more.ts']);
    expect(parsed.hasCode).toBe(true);
  });

  it('a barrel (only re-exports) has no code of its own', () => {
    expect(parseImports(`export { A } from './a';\nexport * from './b';\n`).hasCode).toBe(false);
  });

  it('imported names exported again are re-exports: a barrel written with imports then an export list', () => {
    const parsed = parseImports(`import a from './a.js';\nimport { b } from './b.js';\nexport { a, b as c };\n`);
    expect([...parsed.reexports]).toEqual([
      ['a', { spec: './a.js', name: 'default' }],
      ['c', { spec: './b.js', name: 'b' }],
    ]);
    expect(parsed.hasCode).toBe(false);
    // A local name among them: the list is the module's own code.
    expect(parseImports(`import a from './a.js';\nconst d = a();\nexport { a, d };\n`).hasCode).toBe(true);
  });
});

describe('startChunk', () => {
  // main → instant (early page) → shared; startApp → shared, barrel { Button } (not Toggle, nor Deep's Other).
  const modules: Record<string, { code: string; exports?: string[] }> = {
    [at('src/admin/main.tsx')]: { code: `import { dismiss } from './handoff.ts';\nimport('./instant.ts');\nrun();` },
    [at('src/admin/handoff.ts')]: { code: `export const dismiss = () => {};` },
    [at('src/admin/instant.ts')]: { code: `import { fmt } from './shared.ts';\nexport const show = () => fmt();` },
    [at('src/admin/shared.ts')]: { code: `export const fmt = () => 1;` },
    [at('src/admin/startApp.tsx')]: {
      code: `import { fmt } from './shared.ts';\nimport { dismiss } from './handoff.ts';\nimport { Button, Deep } from './barrel.ts';\nrender(fmt, Button, Deep, dismiss);`,
    },
    [at('src/admin/barrel.ts')]: {
      code: `export { Button } from './button.ts';\nexport { Toggle } from './toggle.ts';\nexport * from './deep.ts';`,
      exports: ['Button', 'Toggle', 'Deep', 'Other'],
    },
    [at('src/admin/button.ts')]: { code: `export const Button = 1;` },
    [at('src/admin/toggle.ts')]: { code: `export const Toggle = 1;` },
    [at('src/admin/deep.ts')]: {
      code: `export { Deep } from './deep1.ts';\nexport { Other } from './other.ts';`,
      exports: ['Deep', 'Other'],
    },
    [at('src/admin/deep1.ts')]: { code: `export const Deep = 1;` },
    [at('src/admin/other.ts')]: { code: `export const Other = 1;` },
  };
  const ctx = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id] ? { code: modules[id].code, importedIds: [], exports: modules[id].exports } : null,
    resolve: async (spec: string, importer: string) => ({ id: resolve(importer, '..', spec) }),
  };
  const name = (id: string) => id.slice(at('src/admin').length + 1);

  it('puts the early page with what it runs, the start with the rest it runs, and nothing the start does not import', async () => {
    const chunk = startChunk({
      entry: 'src/admin/main.tsx',
      first: ['src/admin/instant.ts'],
      start: ['src/admin/startApp.tsx'],
    });
    await chunk.plugin.buildEnd.call(ctx);
    expect([...chunk.early].map(name).sort()).toEqual(['handoff.ts', 'instant.ts', 'shared.ts']);
    expect([...chunk.members].map(name).sort()).toEqual(['button.ts', 'deep1.ts', 'startApp.tsx']);
    const [early, start] = chunk.groups;
    expect(early!.priority).toBeGreaterThan(start!.priority);
    expect(start!.test(at('src/admin/toggle.ts'))).toBe(false);
    expect(start!.test(at('src/admin/button.ts'))).toBe(true);
  });
});
