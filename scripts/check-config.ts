// `npm run check:config`: validates every client profile (clients/*.json) and every resource file
// (resources/*.json, against schemas/resource-file.schema.json when it exists; then what it repeats of the
// resource's schema, the export's column names and, when named after its view, its `resource` first:
// src/shared/configuration/repeats.ts; every name it uses, as the admin checks it at start: src/shared/configuration/validate.ts),
// prints French errors that name the file and the JSON path, and exits non-zero on any error. Optional
// argument: another root folder.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { formatErrors, formatRule } from '../src/shared/clients/messages.ts';
import { loadProfilesFromDir } from '../src/shared/clients/node-loader.ts';
import { repeatedSettings, resourceNamedFirst, unknownExportColumns, type SchemaFacts } from '../src/shared/configuration/repeats.ts';
import type { ResourceFile } from '../src/shared/configuration/types.ts';
import { validateResourceFile, type ModelNames } from '../src/shared/configuration/validate.ts';
import { readProperty, type Json } from '../src/shared/schema/model.ts';
import { joinListErrors } from '../src/shared/configuration/joinListChecks.ts';

export interface CheckResult {
  errors: string[];
  notes: string[];
  summary: string;
}

async function jsonFiles(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.json')).sort() : [];
}

/** The resource schemas under `root` (schemas/resources/*.schema.json) by $id; none when the folder is absent. */
async function resourceSchemas(root: string): Promise<Map<string, SchemaFacts>> {
  const dir = join(root, 'schemas/resources');
  const files = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.schema.json')) : [];
  const schemas = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as SchemaFacts & { $id: string }));
  return new Map(schemas.map((s) => [s.$id, s]));
}

async function checkResourceFiles(root: string): Promise<{ count: number; errors: string[]; notes: string[] }> {
  const names = await jsonFiles(join(root, 'resources'));
  const schemaPath = join(root, 'schemas/resource-file.schema.json');
  if (!existsSync(schemaPath)) {
    return { count: 0, errors: [], notes: names.length ? ['schemas/resource-file.schema.json absent : fichiers resources/ non vérifiés.'] : [] };
  }
  // strict off: the schema may carry x- keywords meant for other readers.
  const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(await readFile(schemaPath, 'utf8')) as object);
  const schemas = await resourceSchemas(root);
  const errors: string[] = [];
  const valid: Array<{ name: string; data: ResourceFile }> = [];
  // The names a file uses (columns, filters, sorts, sections, related lists), checked against the schemas as the
  // admin does at start (a file it refuses loses its views): the same model as the configuration API's check.
  const model: ModelNames = {
    get: (resource) => {
      const props = schemas.get(resource)?.properties as Record<string, Json> | undefined;
      return props ? {
        fields: Object.entries(props).map(([k, p]) => readProperty(k, p)).map((p) => ({
          name: p.name, kind: p.relation ? 'relation' as const : p.itemsRelation ? 'array' as const : 'string' as const, reference: p.relation ?? p.itemsRelation,
        })),
      } : undefined;
    },
    has: (resource) => schemas.has(resource),
  };
  for (const name of names) {
    const file = `resources/${name}`;
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(root, 'resources', name), 'utf8'));
    } catch (error) {
      errors.push(formatRule(file, '/', `n'est pas un JSON valide (${(error as Error).message})`));
      continue;
    }
    if (!validate(data)) errors.push(...formatErrors(file, validate.errors));
    else {
      // One message per problem: the names check and the export columns' check both read `export.columns`.
      errors.push(...new Set([
        ...(schemas.size > 0 ? validateResourceFile(name, data, model) : []),
        ...resourceNamedFirst(name, data as Record<string, unknown>),
        ...repeatedSettings(name, data as ResourceFile, (resource) => schemas.get(resource)),
        ...unknownExportColumns(name, data as ResourceFile, (resource) => schemas.get(resource)),
      ]));
      valid.push({ name, data: data as ResourceFile });
    }
  }
  // Join lists name other files' views (the members' list), so they are checked once every file is read.
  const routes = new Map(valid.map(({ data }) => [data.route, data.resource]));
  const fields = (resource: string) => {
    const props = schemas.get(resource)?.properties;
    return props ? new Map(Object.entries(props).map(([k, p]) => [k, p['x-relation'] ?? null])) : undefined;
  };
  for (const { name, data } of valid) {
    if (schemas.size > 0) errors.push(...joinListErrors(name, data, { fields, viewResource: (route) => routes.get(route) }));
  }
  return { count: names.length, errors, notes: [] };
}

/** Checks the configuration under `root` (default: this repository). */
export async function checkConfig(root: string = fileURLToPath(new URL('..', import.meta.url))): Promise<CheckResult> {
  const clientsDir = join(root, 'clients');
  const clients = existsSync(clientsDir) ? await loadProfilesFromDir(clientsDir) : { profiles: [], errors: [], files: [] };
  const resources = await checkResourceFiles(root);
  const errors = [...clients.errors, ...resources.errors];
  const summary = errors.length
    ? `Configuration invalide : ${errors.length} erreur(s).`
    : `Configuration valide : ${clients.files.length} profil(s) client et ${resources.count} fichier(s) de ressource vérifiés.`;
  return { errors, notes: resources.notes, summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await checkConfig(process.argv[2]);
  for (const note of result.notes) console.warn(note);
  for (const error of result.errors) console.error(error);
  (result.errors.length ? console.error : console.log)(result.summary);
  process.exitCode = result.errors.length ? 1 : 0;
}
