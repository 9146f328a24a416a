// The admin build swaps the run-time ajv compiling of the configuration validators for standalone code
// (scripts/ajv-standalone.ts): both must give the same verdicts and errors, with the same options, on the
// real files and on broken ones.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { precompiledValidators, standaloneModule } from '../../scripts/ajv-standalone.ts';
import * as profileModule from '../../src/shared/clients/profileSchema.ts';
import * as fileModule from '../../src/shared/configuration/fileSchema.ts';

const runtime: Record<string, { validator: ValidateFunction; options: unknown; folder: string }> = {
  'src/shared/clients/profileSchema.ts': { validator: profileModule.validateProfileSchema, options: profileModule.profileSchemaOptions, folder: 'clients' },
  'src/shared/configuration/fileSchema.ts': { validator: fileModule.validateFileShape, options: fileModule.fileSchemaOptions, folder: 'resources' },
};

const outDir = join(process.cwd(), '.tmp/unit-ajv-standalone');

function samples(folder: string): unknown[] {
  const files = readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Record<string, unknown>);
  const broken = files.slice(0, 5).flatMap((f) => [
    { ...f, unknownKey: 1 },
    Object.fromEntries(Object.entries(f).slice(1)),
    Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? 42 : typeof v === 'object' ? 'x' : v])),
  ]);
  return [...files, ...broken, {}, null, 'texte', []];
}

describe('validateurs précompilés (ajv standalone) de l’admin', () => {
  it('every replaced module is covered here', () => {
    expect(precompiledValidators.map((v) => v.module).sort()).toEqual(Object.keys(runtime).sort());
  });

  for (const v of precompiledValidators) {
    it(`${v.module}: same options and same verdicts as the run-time compile`, async () => {
      const rt = runtime[v.module]!;
      expect(v.options).toEqual(rt.options);
      mkdirSync(outDir, { recursive: true });
      const file = join(outDir, `${v.exportName}.js`);
      const code = standaloneModule(v);
      expect(code).not.toMatch(/\brequire\(|new Function/);
      // The schema's descriptions document it; the browser's copy leaves them out (start weight).
      expect(code).not.toMatch(/\bdescription["']?\s*:\s*["'`]/);
      writeFileSync(file, code);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, ValidateFunction>;
      const standalone = mod[v.exportName]!;
      const all = samples(rt.folder);
      let invalid = 0;
      for (const data of all) {
        const ok = rt.validator(data);
        expect(standalone(data)).toBe(ok);
        expect(standalone.errors ?? null).toEqual(rt.validator.errors ?? null);
        if (!ok) invalid++;
      }
      expect(invalid).toBeGreaterThan(5);
    });
  }
});
