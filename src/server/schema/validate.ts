// ajv validators for every resource, with French messages: ajv-i18n for the generic keywords, our own
// wording for the common ones (required, formats, patterns with their hint, bounds, x-enum) so users read whole
// French sentences; e-mails need a dotted domain. crud/write.ts prefixes each with its field's French label.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import localizeFrModule from 'ajv-i18n/localize/fr/index.js';
import { isReferenceList, referenceLists } from '../../shared/reference/index.ts';
import { isPlausibleEmail } from '../../shared/plausible/index.ts';
import { validation as plausibleMessages } from '../http/messages.ts';
import type { ResourceModel } from './model.ts';
import * as msg from '../http/messages.ts';

// CommonJS default exports seen through ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: Ajv,
) => Ajv;
const localizeFr = ((localizeFrModule as unknown as { default?: unknown }).default ?? localizeFrModule) as (
  errors?: ErrorObject[] | null,
) => void;

export interface Violation {
  propertyPath: string;
  message: string;
}

const FORMAT_MESSAGES: Record<string, string> = {
  date: msg.schemaRules.date,
  'date-time': msg.schemaRules.dateTime,
  email: plausibleMessages.email,
};

const TYPE_NAMES = msg.schemaRules.typeNames;

/** Allowed values of x-scope: a named scope, or the antenne relation, `shared` adding the centre's rows. */
export const X_SCOPE_META = {
  oneOf: [
    { enum: ['cfa-self', 'cfa', 'antenne-self'] },
    {
      type: 'object',
      required: ['antenne'],
      additionalProperties: false,
      properties: { antenne: { type: 'string', minLength: 1 }, shared: { type: 'boolean' } },
    },
  ],
} as const;

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
  addFormats(ajv);
  // An e-mail needs a dotted domain (`contact@exemple` is refused): the same test as the admin's forms.
  ajv.addFormat('email', isPlausibleEmail);
  ajv.addKeyword({
    keyword: 'x-enum',
    schemaType: 'string',
    // The value (or each item of an array value, e.g. roles) must be one of the ids of the named
    // reference list; null is left to the `type` keyword.
    validate: function xEnum(listName: string, data: unknown) {
      if (data === null || data === undefined || !isReferenceList(listName)) return true;
      const list = referenceLists[listName] as readonly { id: unknown }[];
      const values = Array.isArray(data) ? data : [data];
      return values.every((v) => list.some((item) => item.id === v));
    },
    errors: false,
  });
  // x-scope's meta-schema (schemas/README.md): a resource schema with another value does not compile.
  ajv.addKeyword({ keyword: 'x-scope', metaSchema: X_SCOPE_META });
  // Plausibility keywords (schemas/README.md), checked by src/shared/plausible after ajv; their syntax here.
  ajv.addKeyword({ keyword: 'x-after', metaSchema: { type: 'string', minLength: 1 } });
  for (const k of ['x-date-min', 'x-date-max']) {
    ajv.addKeyword({
      keyword: k,
      metaSchema: { type: 'string', pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2}|today([+-][0-9]+[ymd])?)$' },
    });
  }
  for (const k of [
    'x-relation',
    'x-filter',
    'x-filter-paths',
    'x-order',
    'x-unique',
    'x-label',
    'x-derive',
    'x-representation',
    'x-write-roles',
    'x-table',
    'x-search',
  ])
    ajv.addKeyword(k);
  return ajv;
}

function message(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return msg.schemaRules.required;
    case 'format':
      return FORMAT_MESSAGES[String(e.params.format)] ?? msg.schemaRules.format;
    case 'pattern':
      return plausibleMessages.pattern(String(e.params.pattern));
    case 'minimum':
      return plausibleMessages.minimum(Number(e.params.limit));
    case 'maximum':
      return plausibleMessages.maximum(Number(e.params.limit));
    case 'x-enum':
      return msg.schemaRules.choice;
    case 'enum':
      return msg.schemaRules.choice;
    case 'type': {
      const types = String(e.params.type)
        .split(',')
        .filter((t) => t !== 'null');
      return msg.schemaRules.type(types.map((t) => TYPE_NAMES[t] ?? t));
    }
    case 'minLength':
      return Number(e.params.limit) <= 1 ? msg.schemaRules.notEmpty : msg.schemaRules.minLength(e.params.limit);
    case 'maxLength':
      return msg.schemaRules.maxLength(e.params.limit);
    default: {
      return msg.schemaRules.other(e.message);
    }
  }
}

/** ajv errors → violations with a property path and a French message (the if/then wrapper error dropped). */
export function toViolations(errors: ErrorObject[] | null | undefined): Violation[] {
  if (!errors) return [];
  localizeFr(errors);
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    const segments = e.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
    // Inside a nested object (an evaluation's `criteres`) the path names the inner property, `criteres.autonomie`;
    // inside a list it names the list (`questions`), whose row the domain names itself when it needs to.
    const path = segments.some((s) => /^\d+$/.test(s)) ? (segments[0] ?? '') : segments.join('.');
    const v = { propertyPath: path, message: message(e) };
    const key = `${v.propertyPath}|${v.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

export interface Validators {
  get(resource: string): ValidateFunction | undefined;
}

/** Validators compiled on first use, so that start-up does not pay for resources nobody writes. */
export function compileValidators(resources: ResourceModel[], ajv = createAjv()): Validators {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const compiled = new Map<string, ValidateFunction>();
  return {
    get(name) {
      let fn = compiled.get(name);
      const r = byName.get(name);
      if (!fn && r) {
        fn = ajv.compile(r.schema);
        compiled.set(name, fn);
      }
      return fn;
    },
  };
}
