// Build step of the admin: the JSON Schema validators it runs at start (client profiles, resource files) as
// ajv "standalone" code, generated when Vite builds (vite.config.ts loads it in place of the modules that
// compile them at run time). The browser then compiles nothing: no `new Function`, so the CSP needs no
// 'unsafe-eval', and no ajv compiler in the bundle nor its ~0.5 s of work at start. The server and the
// tests keep compiling the same schemas with the same options at run time (tests/unit/ajvStandalone.test.ts
// checks that both agree).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface PrecompiledValidator {
  /** The module compiling the validator at run time, replaced in the admin build (path from the repository). */
  module: string;
  /** Its exported validator. */
  exportName: string;
  schema: string;
  options: Options;
}

export const precompiledValidators: PrecompiledValidator[] = [
  { module: 'src/shared/clients/profileSchema.ts', exportName: 'validateProfileSchema', schema: 'schemas/client-profile.schema.json', options: { allErrors: true, inlineRefs: false } },
  { module: 'src/shared/configuration/fileSchema.ts', exportName: 'validateFileShape', schema: 'schemas/resource-file.schema.json', options: { allErrors: true, strict: false } },
];

/** Keywords whose values are data, not schemas: left as they are. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
/** Keywords whose values map names to schemas: their keys are names, never keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

/** The schema without its `description` texts: they document the schema for editors and readers, validation
 * and its messages never read them, and the standalone code embeds the schema it was compiled from, so they
 * would only weigh on the admin's start. */
export function withoutDescriptions(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutDescriptions(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node)
    .filter(([key, value]) => names || !(key === 'description' && typeof value === 'string'))
    .map(([key, value]) => [key, names ? withoutDescriptions(value) : DATA_KEYWORDS.has(key) ? value : withoutDescriptions(value, SCHEMA_MAPS.has(key))]));
}

/** The ES module standing for `v.module` in the build: the validator as plain code, its ajv run-time helpers
 * (ucs2length, equal…) imported rather than `require`d. */
export function standaloneModule(v: PrecompiledValidator): string {
  const schema = withoutDescriptions(JSON.parse(readFileSync(join(repoRoot, v.schema), 'utf8'))) as Record<string, unknown>;
  const ajv = new Ajv({ ...v.options, code: { source: true, esm: true } });
  const validate = ajv.compile(schema);
  let code = standaloneCode(ajv, validate);
  const imports: string[] = [];
  code = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_m, spec: string, dflt?: string) => {
    const name = `__ajvRuntime${imports.length}`;
    // CommonJS helpers (`exports.default = fn`): bundlers differ on what a default import of them gives (the
    // function or the exports object), so take whichever is the function.
    imports.push(
      dflt
        ? `import ${name}Module from ${JSON.stringify(spec)};\nconst ${name} = typeof ${name}Module === 'function' ? ${name}Module : ${name}Module.default;`
        : `import * as ${name} from ${JSON.stringify(spec)};`,
    );
    return name;
  });
  if (/\brequire\(/.test(code)) throw new Error(`${v.schema} : code autonome avec un require() non traduit`);
  return `${imports.join('\n')}\n${code}\nexport const ${v.exportName} = validate;\n`;
}

/** The Vite plugin: each listed module is loaded as its standalone code. */
export function ajvStandalone() {
  const byPath = new Map(precompiledValidators.map((v) => [resolve(repoRoot, v.module), v]));
  return {
    name: 'ajv-standalone',
    enforce: 'pre' as const,
    load(id: string) {
      const v = byPath.get(id.split('?')[0]!);
      return v ? standaloneModule(v) : null;
    },
  };
}
