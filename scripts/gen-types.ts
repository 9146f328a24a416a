// Generates the committed TypeScript types (src/shared/generated/*.ts) from the JSON Schemas, so that every
// description becomes JSDoc: per resource the API shape (relations as IRIs) and the row shape the database
// returns (`EtudiantsRow`: relations as `<name>_id` ids, server columns, null where the column may be empty),
// and index.ts mapping each resource name to its row (`ResourceRows`), which types the server's reads.
// `generateTypes()` works in memory: the unit test compares it with the files.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { toResourceModel, type PropertyModel, type ResourceModel } from '../src/server/schema/model.ts';
import { wrapSource } from './wrap-long-lines.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const generatedDir = join(root, 'src/shared/generated');

/** Schema files to compile, as paths relative to the repository root. */
export async function schemaSources(): Promise<string[]> {
  const resourcesDir = join(root, 'schemas/resources');
  const resources = existsSync(resourcesDir)
    ? (await readdir(resourcesDir))
        .filter((f) => f.endsWith('.schema.json'))
        .sort()
        .map((f) => `schemas/resources/${f}`)
    : [];
  const single = ['schemas/client-profile.schema.json', 'schemas/resource-file.schema.json'].filter((p) =>
    existsSync(join(root, p)),
  );
  return [...resources, ...single];
}

/** Output file name: `schemas/resources/etudiants.schema.json` → `etudiants.ts`. */
export function outputName(source: string): string {
  return `${basename(source, '.schema.json')}.ts`;
}

/** `antenne_referentiel_unite_competences` → `AntenneReferentielUniteCompetencesRow`. */
export function rowTypeName(resource: string): string {
  return `${resource
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Row`;
}

/** The TypeScript type of a column value as both drivers return it (db/types.ts: dates and timestamps as
 * strings, numeric as numbers, jsonb parsed). */
function columnType(p: PropertyModel, schema: Record<string, unknown>): string {
  if (p.relation || p.type === 'integer' || p.type === 'number') return 'number';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'object') return 'Record<string, unknown>';
  if (p.type === 'array') {
    const items = ((schema.properties as Record<string, { items?: { type?: unknown } }>)[p.name]?.items ?? {}).type;
    const t = Array.isArray(items) ? items.find((x) => x !== 'null') : items;
    const inner =
      t === 'string'
        ? 'string'
        : t === 'integer' || t === 'number'
          ? 'number'
          : t === 'boolean'
            ? 'boolean'
            : t === 'object'
              ? 'Record<string, unknown>'
              : 'unknown';
    return `${inner}[]`;
  }
  return 'string';
}

/** The row type of a resource: `id`, `cfa_id` (not on the centres themselves), the timestamps, then a
 * column per property. A column is non-null only when the schema requires it and does not allow null:
 * the tables have no NOT NULL nor DEFAULT beyond the server columns. */
export function rowType(r: ResourceModel): string {
  const lines = ['  id: number;'];
  if (r.scope !== 'cfa-self') lines.push('  cfa_id: number;');
  lines.push('  created_at: string;', '  updated_at: string;');
  const seen = new Set(['id', 'cfa_id', 'created_at', 'updated_at']);
  for (const p of r.properties) {
    if (seen.has(p.column)) continue;
    seen.add(p.column);
    const nullable = p.nullable || !p.required;
    const doc = p.relation ? `${p.title} (id of ${p.relation})` : p.title;
    lines.push(
      `  /** ${doc.replace(/\*\//g, '*\\/')} */`,
      `  ${p.column}: ${columnType(p, r.schema)}${nullable ? ' | null' : ''};`,
    );
  }
  return `\n/**\n * A row of table \`${r.table}\` as the database returns it (relations as \`<name>_id\` ids).\n */\nexport type ${rowTypeName(r.name)} = {\n${lines.join('\n')}\n};\n`;
}

/** The API shape's type of a compiled resource schema: the root, named after the schema's title. It is the first
 * interface, else (a root the compiler writes as a type) the first type that opens an object literal. Neither an
 * object property's alias (`type Detail = {} | null;`) nor a nested object type declared before an interface root
 * (livret_periodes' tasks) is the root. */
export function recordTypeName(ts: string): string | undefined {
  const m = /^export interface (\w+) \{/m.exec(ts) ?? /^export type (\w+) = \{$/m.exec(ts);
  return m?.[1];
}

/** index.ts: every resource name mapped to its row type and to its API shape (relations as IRIs). */
function rowIndex(names: { resource: string; file: string; record?: string }[]): string {
  const imports = names.map(({ resource, file, record }) => {
    const types = [...(record ? [record] : []), rowTypeName(resource)];
    const line = `import type { ${types.join(', ')} } from './${file}';`;
    return line.length <= 120 ? line : `import type {\n${types.map((t) => `  ${t},\n`).join('')}} from './${file}';`;
  });
  const entries = names.map(({ resource }) => `  ${resource}: ${rowTypeName(resource)};`);
  const records = names.filter((n) => n.record).map(({ resource, record }) => `  ${resource}: ${record};`);
  return [
    '/* Generated by scripts/gen-types.ts from schemas/resources/*.schema.json: do not edit, run `npm run gen:types`. */',
    ...imports,
    '',
    '/** The row of each resource as the database returns it, by resource name. */',
    'export interface ResourceRows {',
    ...entries,
    '}',
    '',
    '/** The name of a resource of the schemas. */',
    'export type ResourceName = keyof ResourceRows;',
    '',
    '/** The API shape of each resource (what the admin reads and sends: relations as IRIs), by resource name. */',
    'export interface ResourceRecords {',
    ...records,
    '}',
    '',
  ].join('\n');
}

/** Map of output file name → generated TypeScript source. */
export async function generateTypes(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const rows: { resource: string; file: string; record?: string }[] = [];
  for (const source of await schemaSources()) {
    const schema = JSON.parse(await readFile(join(root, source), 'utf8')) as JSONSchema;
    // $id values are bare names ("etudiants"), not URLs: drop it so the ref parser does not resolve against it.
    const { $id: _id, ...rest } = schema;
    const ts = await compile(rest as JSONSchema, basename(source, '.schema.json'), {
      bannerComment: `/* Generated by scripts/gen-types.ts from ${source}: do not edit, run \`npm run gen:types\`. */`,
      additionalProperties: false,
      cwd: join(root, 'schemas'),
      style: { singleQuote: true, printWidth: 120 },
    });
    if (source.startsWith('schemas/resources/')) {
      const r = toResourceModel(schema as Record<string, unknown>);
      rows.push({ resource: r.name, file: outputName(source), record: recordTypeName(ts) });
      out.set(outputName(source), ts + rowType(r));
    } else out.set(outputName(source), ts);
  }
  out.set('index.ts', rowIndex(rows));
  // Lines under the width, as in the rest of src/ (long JSDoc lines of the schemas' descriptions, long banners).
  for (const [name, ts] of out) out.set(name, wrapSource(ts, name).text);
  return out;
}

async function main(): Promise<void> {
  await mkdir(generatedDir, { recursive: true });
  const files = await generateTypes();
  for (const [name, ts] of files) await writeFile(join(generatedDir, name), ts);
  console.log(`Types générés : ${files.size} fichier(s) dans ${relative(root, generatedDir)}/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error('Échec de la génération des types :', error);
    process.exit(1);
  });
}
