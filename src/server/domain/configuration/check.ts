// Checks one configuration file as the admin and `npm run check:config` do, and answers violations naming the
// JSON path: a resource file against its JSON Schema, then every name it uses against the resources' schemas
// (columns, filters, sections, related lists, join lists, export columns, repeats of the schema); a client
// profile against its schema and rules, and no centre claimed by two profiles. `others` are the other current
// files of the same kind (join lists name other files' views; a centre has one profile).
import type { Violation } from '../../schema/validate.ts';
import type { Registry } from '../../schema/model.ts';
import { validateResourceFile, type ModelNames } from '../../../shared/configuration/validate.ts';
import {
  repeatedSettings,
  resourceNamedFirst,
  unknownExportColumns,
  type SchemaFacts,
} from '../../../shared/configuration/repeats.ts';
import { joinListErrors } from '../../../shared/configuration/joinListChecks.ts';
import type { ResourceFile } from '../../../shared/configuration/types.ts';
import { ClientProfileError, parseProfile } from '../../../shared/clients/validate.ts';
import * as msg from './messages.ts';

export type Kind = 'resources' | 'clients';
export const KINDS: readonly Kind[] = ['resources', 'clients'];
export const isKind = (v: string): v is Kind => (KINDS as readonly string[]).includes(v);
/** File names the API accepts for a new file. */
export const NAME_PATTERN = /^[a-z0-9_-]+\.json$/;

/** What the resource checks read of the schemas, built once per registry. */
export interface SchemaNames {
  model: ModelNames;
  facts: (resource: string) => SchemaFacts | undefined;
}

const namesByRegistry = new WeakMap<Registry, SchemaNames>();

export function schemaNames(registry: Registry): SchemaNames {
  let names = namesByRegistry.get(registry);
  if (!names) {
    const fields = new Map(
      registry.resources.map((r) => [
        r.name,
        {
          fields: r.properties.map((p) => ({
            name: p.name,
            kind: p.relation ? ('relation' as const) : ('string' as const),
            reference: p.relation,
          })),
        },
      ]),
    );
    names = {
      model: { get: (name) => fields.get(name), has: (name) => fields.has(name) },
      facts: (resource) => registry.byName.get(resource)?.schema as SchemaFacts | undefined,
    };
    namesByRegistry.set(registry, names);
  }
  return names;
}

/** JSON.parse, or the French violation with the line and column of the mistake. */
export function parseJson(text: string): { data: unknown } | { violation: Violation } {
  if (text.trim() === '') return { violation: { propertyPath: '', message: msg.configuration.emptyContent } };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const m = (error as Error).message;
    const lineCol = /line (\d+) column (\d+)/.exec(m);
    let line = 1;
    let column = 1;
    if (lineCol) {
      line = Number(lineCol[1]);
      column = Number(lineCol[2]);
    } else {
      const position = Number(/position (\d+)/.exec(m)?.[1] ?? text.length);
      const before = text.slice(0, position).split('\n');
      line = before.length;
      column = before[before.length - 1]!.length + 1;
    }
    return { violation: { propertyPath: '', message: msg.configuration.invalidJson(line, column) } };
  }
}

/** `resources/x.json : /list/columns/1 champ inconnu …` → { propertyPath: '/list/columns/1', message: 'Champ inconnu …'
 * }. */
function toViolation(path: string, line: string): Violation {
  const rest = line.startsWith(`${path} : `) ? line.slice(path.length + 3) : line;
  const m = /^(\/\S*)\s+(.*)$/s.exec(rest);
  const text = m ? m[2]! : rest;
  return { propertyPath: m ? (m[1] === '/' ? '' : m[1]!) : '', message: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** The route a resource file serves: its `route`, else its name. */
const routeOf = (name: string, file: { route?: unknown }) =>
  typeof file.route === 'string' ? file.route : name.replace(/\.json$/, '');

function resourceErrors(name: string, data: unknown, names: SchemaNames, others: Map<string, unknown>): string[] {
  const shape = validateResourceFile(name, data, names.model);
  if (shape.length > 0) return shape;
  const file = data as ResourceFile;
  const routes = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const [other, o] of others) {
    const r = o as Partial<ResourceFile> | null;
    if (other === name || !r || typeof r.resource !== 'string') continue;
    if (typeof r.route === 'string') routes.set(r.route, r.resource);
    owners.set(routeOf(other, r), other);
  }
  const own = routeOf(name, file);
  routes.set(own, file.resource);
  // Two files serving one route: the second would shadow the first for every centre.
  const owner = owners.get(own);
  const at = typeof file.route === 'string' ? '/route' : '/';
  if (owner) return [`resources/${name} : ${at} ${msg.configuration.routeTaken(own, `resources/${owner}`)}`];
  const fields = (resource: string) => {
    const r = names.model.get(resource);
    return r ? new Map(r.fields.map((f) => [f.name, f.kind === 'relation' ? (f.reference ?? null) : null])) : undefined;
  };
  const errors = [
    ...resourceNamedFirst(name, data as Record<string, unknown>),
    ...repeatedSettings(name, file, names.facts),
    ...unknownExportColumns(name, file, names.facts),
    ...joinListErrors(name, file, { fields, viewResource: (route) => routes.get(route) }),
  ];
  return [...new Set(errors)];
}

function clientErrors(name: string, data: unknown, others: Map<string, unknown>): string[] {
  const file = `clients/${name}`;
  try {
    const profile = parseProfile(file, data);
    for (const [other, o] of others) {
      const cfa = (o as { cfa?: { id?: unknown } } | null)?.cfa?.id;
      if (other !== name && cfa === profile.cfa.id)
        return [`${file} : /cfa/id ${msg.configuration.centreTaken(profile.cfa.id, `clients/${other}`)}`];
    }
    return [];
  } catch (error) {
    if (error instanceof ClientProfileError) return error.errors;
    throw error;
  }
}

/** The longest text a file may hold, and the longest label and other free string in it: a configuration is
 * served to every page load of every user, so a huge label would weigh on all of them. */
export const MAX_FILE_CHARS = 300_000;
export const MAX_LABEL_CHARS = 200;
export const MAX_TEXT_CHARS = 2_000;
/** Keys whose strings are labels (titles, headings, denominations, singular and plural names). */
const LABEL_KEY = /^(label|labels|title|one|many|placeholder|denominations|menuGestion|menuFormation)$/;

/** One violation per string longer than its limit, at its JSON path. */
export function longTexts(data: unknown): Violation[] {
  const out: Violation[] = [];
  const walk = (value: unknown, path: string[], label: boolean) => {
    if (typeof value === 'string') {
      const max = label ? MAX_LABEL_CHARS : MAX_TEXT_CHARS;
      if (value.length > max) {
        const text = msg.configuration.textTooLong(value.length, max);
        out.push({ propertyPath: `/${path.join('/')}`, message: text.charAt(0).toUpperCase() + text.slice(1) });
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)], label));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        walk(v, [...path, k.replace(/~/g, '~0').replace(/\//g, '~1')], label || LABEL_KEY.test(k));
      }
    }
  };
  walk(data, [], false);
  return out;
}

/** The violations of `text` as the file `kind/name` (none: it may be stored and served). */
export function checkContent(
  kind: Kind,
  name: string,
  text: string,
  names: SchemaNames,
  others: Map<string, unknown>,
): Violation[] {
  const parsed = parseJson(text);
  if ('violation' in parsed) return [parsed.violation];
  const long = longTexts(parsed.data);
  if (long.length > 0) return long;
  if (text.length > MAX_FILE_CHARS) {
    return [{ propertyPath: '', message: msg.configuration.fileTooLarge(text.length, MAX_FILE_CHARS) }];
  }
  const path = `${kind}/${name}`;
  const errors =
    kind === 'resources' ? resourceErrors(name, parsed.data, names, others) : clientErrors(name, parsed.data, others);
  return errors.map((line) => toViolation(path, line));
}

/** The first violation as one short phrase, for the notices (« /list/columns/1 champ inconnu … »). */
export function summary(violations: Violation[]): string {
  const first = violations[0];
  if (!first) return '';
  const text =
    `${first.propertyPath ? `${first.propertyPath} ` : ''}` +
    `${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}`;
  return violations.length > 1 ? `${text}…` : text;
}
