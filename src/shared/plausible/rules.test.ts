// The plausibility rules (src/shared/plausible): each kind on its own, and the 78 schemas' declarations
// (x-after names a property of the same kind, bounds parse, birth dates not in the future, postal codes,
// e-mails, counts) plus the test sample generator's values passing them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  fieldError,
  fieldRulesOf,
  INT4,
  isPlausibleEmail,
  namedFieldError,
  NUMBER_BOUND,
  resolveDateBound,
  type RawProperty,
  type RawSchema,
} from './index.ts';
import { parisToday } from '../format/dates.ts';
import { inPlausibleOrder, scalarValue } from '../../../tests/support/samples.ts';

const dir = join(import.meta.dirname, '../../../schemas/resources');
const schemas = readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .map(
    (f) =>
      JSON.parse(readFileSync(join(dir, f), 'utf8')) as RawSchema & {
        $id: string;
        properties: Record<string, RawProperty>;
      },
  );

const today = '2026-11-24';
const absence: RawSchema = {
  properties: {
    dt_start: { type: 'string', format: 'date', title: 'Date de début' },
    dt_end: { type: 'string', format: 'date', title: 'Date de fin', 'x-after': 'dt_start' },
    hr_start: { type: ['string', 'null'], title: 'Heure de début' },
    hr_end: { type: ['string', 'null'], title: 'Heure de fin', 'x-after': 'hr_start' },
    birthdate: {
      type: ['string', 'null'],
      format: 'date',
      title: 'Date de naissance',
      'x-date-min': '1900-01-01',
      'x-date-max': 'today',
    },
    planned: { type: ['string', 'null'], format: 'date', title: 'Prévue', 'x-date-max': 'today+20y' },
    mail: { type: ['string', 'null'], format: 'email', title: 'Courriel' },
    postal_code: { type: ['string', 'null'], pattern: '^[0-9]{5}$', title: 'Code postal' },
    effectif: { type: ['integer', 'null'], minimum: 0, title: 'Effectif' },
    amount: { type: ['number', 'null'], title: 'Montant' },
    created_at: { type: 'string', format: 'date-time', readOnly: true, 'x-date-max': 'today' },
  },
};
const rules = fieldRulesOf(absence);
const err = (name: string, value: unknown, record: Record<string, unknown> = {}) =>
  fieldError(rules.get(name)!, value, record, today);

describe('plausibility rules', () => {
  it('x-after: an end before its start is refused, the same day or time is not', () => {
    expect(err('dt_end', '2025-03-10', { dt_start: '2025-03-14' })).toBe(
      'Cette valeur ne peut pas précéder « Date de début ».',
    );
    expect(err('dt_end', '2025-03-14', { dt_start: '2025-03-14' })).toBeUndefined();
    expect(err('dt_end', '2025-03-10', {})).toBeUndefined();
    expect(err('hr_end', '08:00', { hr_start: '09:30:00' })).toMatch(/Heure de début/);
    expect(err('hr_end', '09:30', { hr_start: '09:30:00' })).toBeUndefined();
    // An unreadable value is its format rule's business, not compared.
    expect(err('dt_end', '31/02/2025', { dt_start: '2025-03-14' })).toBeUndefined();
  });

  it('date bounds, fixed and relative to today (Paris)', () => {
    expect(err('birthdate', '2035-01-01')).toBe('Cette date ne peut pas être dans le futur.');
    expect(err('birthdate', '1899-12-31')).toBe('Cette date ne peut pas être antérieure au 01/01/1900.');
    expect(err('birthdate', today)).toBeUndefined();
    expect(err('planned', '2046-11-25')).toBe('Cette date ne peut pas être postérieure au 24/11/2046.');
    expect(err('planned', '2046-11-24')).toBeUndefined();
    expect(resolveDateBound('today-3m', '2026-05-31')).toBe('2026-03-03');
    expect(resolveDateBound('today+10d', today)).toBe('2026-12-04');
    expect(() => resolveDateBound('demain', today)).toThrow(/Borne de date invalide/);
    expect(parisToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('e-mails need a dotted domain', () => {
    expect(isPlausibleEmail('contact@exemple')).toBe(false);
    expect(isPlausibleEmail('contact@exemple.fr')).toBe(true);
    expect(isPlausibleEmail('prenom.nom+cfa@sous.domaine.fr')).toBe(true);
    expect(isPlausibleEmail('contact@.fr')).toBe(false);
    expect(err('mail', 'contact@exemple')).toMatch(/adresse électronique/);
  });

  it('patterns with a French hint (postal codes)', () => {
    expect(err('postal_code', '123')).toBe(
      "Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001).",
    );
    expect(err('postal_code', '13001')).toBeUndefined();
  });

  it('numbers within the schema minimum and the column bounds (int4, ±10^12)', () => {
    expect(err('effectif', -5)).toBe('Cette valeur ne peut pas être négative.');
    expect(err('effectif', INT4.max)).toBeUndefined();
    expect(err('effectif', INT4.max + 1)).toMatch(/inférieure ou égale à 2\s147\s483\s647/);
    expect(err('amount', 1e308)).toMatch(/inférieure ou égale à/);
    expect(err('amount', -NUMBER_BOUND)).toBeUndefined();
    expect(err('amount', '12.5')).toBeUndefined();
  });

  it('names the field by its label; empty values and read-only fields are left alone', () => {
    expect(namedFieldError(rules.get('effectif')!, -1, {}, today)).toBe(
      'Effectif : Cette valeur ne peut pas être négative.',
    );
    expect(err('effectif', null)).toBeUndefined();
    expect(err('birthdate', '')).toBeUndefined();
    expect(rules.has('created_at')).toBe(false);
    expect(
      checkRecord(rules, { dt_start: '2025-03-14', dt_end: '2025-03-01', mail: 'a@b', effectif: 3 }, today),
    ).toEqual([
      { propertyPath: 'dt_end', message: 'Date de fin : Cette valeur ne peut pas précéder « Date de début ».' },
      {
        propertyPath: 'mail',
        message: "Courriel : Cette valeur n'est pas une adresse électronique valide (nom@domaine.fr).",
      },
    ]);
  });
});

describe('the schemas declare plausible data', () => {
  const all = schemas.flatMap((s) => Object.entries(s.properties).map(([name, p]) => ({ r: s.$id, name, p, s })));

  it('x-after names a property of the same kind; date bounds parse', () => {
    for (const { r, name, p, s } of all) {
      const other = p['x-after'];
      if (other) {
        expect(s.properties[other], `${r}.${name}`).toBeDefined();
        expect([s.properties[other]!.format, s.properties[other]!.pattern], `${r}.${name}`).toEqual([
          p.format,
          p.pattern,
        ]);
      }
      for (const b of [p['x-date-min'], p['x-date-max']]) if (b) expect(() => resolveDateBound(b, today)).not.toThrow();
    }
  });

  it('every writable date has bounds; birth dates are not in the future nor before 1900', () => {
    for (const { r, name, p } of all) {
      if (p.readOnly || (p.format !== 'date' && p.format !== 'date-time')) continue;
      expect([p['x-date-min'], p['x-date-max']].every(Boolean), `${r}.${name}`).toBe(true);
      if (/birth|naissance/.test(name))
        expect([p['x-date-min'], p['x-date-max']], `${r}.${name}`).toEqual(['1900-01-01', 'today']);
    }
  });

  it('postal codes have 5 digits, e-mails their format, counts, hours and amounts a minimum', () => {
    for (const { r, name, p } of all) {
      if (/postal|code_postal|^cp$|zip/.test(name)) expect(p.pattern, `${r}.${name}`).toBe('^[0-9]{5}$');
      if (/mail/.test(name)) expect(p.format, `${r}.${name}`).toBe('email');
      const numeric = [p.type].flat().some((t) => t === 'integer' || t === 'number');
      if (
        numeric &&
        !p.readOnly &&
        !p['x-enum'] &&
        new RegExp(
          [
            'nb_|count|effectif|hour|heure|montant|amount|cost|tarif|rate|salaire',
            'quantity|capacity|duree|duration|nombre|number_of|taxes',
          ].join('|'),
        ).test(name)
      ) {
        expect(p.minimum, `${r}.${name}`).toBeDefined();
      }
    }
  });

  it('the schemas with x-after are among those pairs the issue names (absences, trainees)', () => {
    const byId = new Map(schemas.map((s) => [s.$id, s]));
    expect(byId.get('etudiant_absences')!.properties.dt_end!['x-after']).toBe('dt_start');
    expect(byId.get('etudiants')!.properties.date_sortie!['x-after']).toBe('dt_date_entree');
  });

  it("the test samples' values pass every rule", () => {
    for (const s of schemas) {
      const record = inPlausibleOrder(
        s,
        Object.fromEntries(
          Object.entries(s.properties)
            .filter(([, p]) => !p.readOnly && !p['x-relation'])
            .map(([name, p]) => [name, scalarValue(p as Record<string, unknown>, name)]),
        ),
      );
      expect(checkRecord(fieldRulesOf(s), record, parisToday()), s.$id).toEqual([]);
    }
  });
});

describe('the server compiles every schema with the plausibility keywords', () => {
  it('accepts the declared keywords and refuses a malformed bound', async () => {
    const { createAjv } = await import('../../server/schema/validate.ts');
    const ajv = createAjv();
    for (const s of schemas) expect(() => ajv.compile(s), s.$id).not.toThrow();
    expect(() =>
      createAjv().compile({ type: 'object', properties: { d: { type: 'string', 'x-date-max': 'demain' } } }),
    ).toThrow();
  });
});
