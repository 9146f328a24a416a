// French, path-pointing messages from ajv errors: « clients/sport.json : /accessRight/hasGroups doit être un booléen ».
// Shared by the profile loader and check:config (resource files too), so support reads one wording everywhere.
import type { ErrorObject } from 'ajv';
import localizeFr from 'ajv-i18n/localize/fr/index.js';

const typeNames: Record<string, string> = {
  boolean: 'un booléen',
  integer: 'un entier',
  number: 'un nombre',
  string: 'une chaîne de caractères',
  array: 'une liste',
  object: 'un objet',
  null: 'nul',
};

function typeText(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => typeNames[String(t)] ?? String(t)).join(' ou ');
}

/** The French sentence for one error, without the file and path. */
function sentence(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `doit être ${typeText(p.type)}`;
    case 'required':
      return 'est obligatoire';
    case 'additionalProperties':
      return "n'est pas une clé autorisée";
    case 'enum':
      return `doit être l'une des valeurs : ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'minimum':
      return `doit être supérieur ou égal à ${String(p.limit)}`;
    case 'maximum':
      return `doit être inférieur ou égal à ${String(p.limit)}`;
    case 'minItems':
      return `doit contenir au moins ${String(p.limit)} élément(s)`;
    case 'uniqueItems':
      return `ne doit pas contenir de doublon (éléments ${String(p.j)} et ${String(p.i)} identiques)`;
    case 'minLength':
      return p.limit === 1 ? 'ne doit pas être vide' : `doit contenir au moins ${String(p.limit)} caractères`;
    case 'pattern':
      return `doit respecter le motif ${String(p.pattern)}`;
    default: {
      const copy = { ...error };
      localizeFr([copy]);
      return copy.message ?? 'est invalide';
    }
  }
}

/** JSON pointer of the offending value; required and additionalProperties point at the key itself. */
function pointer(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const extra =
    error.keyword === 'required'
      ? p.missingProperty
      : error.keyword === 'additionalProperties'
        ? p.additionalProperty
        : undefined;
  const path = extra === undefined ? error.instancePath : `${error.instancePath}/${String(extra)}`;
  return path === '' ? '/' : path;
}

/** One line per error: `<file> : <pointer> <phrase>`. */
export function formatErrors(file: string, errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${file} : ${pointer(error)} ${sentence(error)}`);
}

/** A line for a rule that no schema can say (duplicate level, key ≠ file name...). */
export function formatRule(file: string, path: string, text: string): string {
  return `${file} : ${path} ${text}`;
}
