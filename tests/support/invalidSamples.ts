// Invalid bodies of any resource, derived from its schema and a valid body: wrong types, missing required
// properties, oversized strings, bad IRIs, IRIs of another centre. Each names the properties the server
// must point at in its violations.
import type { ResourceModel } from '../../src/server/schema/model.ts';
import { propSchema, writable, type Json } from './samples.ts';

export interface InvalidCase {
  name: string;
  body: unknown;
  /** Properties expected among the violations' propertyPath (empty: only a 4xx is expected). */
  expectPaths: string[];
}

const WRONG: Record<string, unknown> = { string: 1234, integer: 'abc', number: 'abc', boolean: 'oui', array: 'x', object: 'x' };

export function invalidCases(r: ResourceModel, valid: Json, foreign: Record<string, string>): InvalidCase[] {
  const props = writable(r).filter((p) => !p.writeOnly || p.name === 'password');
  const cases: InvalidCase[] = [];

  const wrong: Json = { ...valid };
  for (const p of props) wrong[p.name] = p.relation ? 42 : WRONG[p.type] ?? 1234;
  cases.push({ name: 'types erronés', body: wrong, expectPaths: props.map((p) => p.name) });

  const derived = new Set(Object.keys(r.derive));
  // Required properties with a default are filled by the validator; derived ones by the server.
  const required = props.filter((p) => p.required && !derived.has(p.name) && propSchema(r, p.name).default === undefined).map((p) => p.name);
  if (required.length > 0) cases.push({ name: 'champs obligatoires absents', body: {}, expectPaths: required });

  for (const p of props) {
    const max = propSchema(r, p.name).maxLength as number | undefined;
    if (p.type === 'string' && max !== undefined && !p.relation) {
      cases.push({ name: `texte trop long (${p.name})`, body: { ...valid, [p.name]: 'é'.repeat(max + 1) }, expectPaths: [p.name] });
    }
  }

  const relations = props.filter((p) => p.relation);
  if (relations.length > 0) {
    const bad = (f: (target: string) => string) => Object.fromEntries(relations.map((p) => [p.name, f(p.relation!)]));
    const paths = relations.map((p) => p.name);
    cases.push({ name: 'IRI mal formées', body: { ...valid, ...bad(() => 'pas-une-iri') }, expectPaths: paths });
    cases.push({ name: "IRI d'une autre ressource", body: { ...valid, ...bad(() => '/api/ressource_inconnue/1') }, expectPaths: paths });
    cases.push({ name: 'IRI inexistantes', body: { ...valid, ...bad((t) => `/api/${t}/2147483000`) }, expectPaths: paths });
    cases.push({ name: 'identifiants hors bornes', body: { ...valid, ...bad((t) => `/api/${t}/99999999999999999999`) }, expectPaths: paths });
    const foreignProps = relations.filter((p) => foreign[p.relation!]);
    if (foreignProps.length > 0) {
      cases.push({
        name: "IRI d'un autre centre",
        body: { ...valid, ...Object.fromEntries(foreignProps.map((p) => [p.name, foreign[p.relation!]])) },
        expectPaths: foreignProps.map((p) => p.name),
      });
    }
  }
  // Plausibility (schemas/README.md): an end before its start, a date out of its bounds, a number beyond its column.
  for (const p of props) {
    const s = propSchema(r, p.name);
    const other = s['x-after'] as string | undefined;
    if (other) {
      const [start, end] = s.format ? ['2025-03-14', '2025-03-13'] : ['10:00', '09:00'];
      // Other ends left out (a contract's break must also fall before its end): only this one is wrong.
      const body: Json = { ...valid, [other]: start, [p.name]: end };
      for (const q of props) if (q.name !== p.name && propSchema(r, q.name)['x-after']) delete body[q.name];
      cases.push({ name: `fin avant le début (${p.name})`, body, expectPaths: [p.name] });
    }
    if (s['x-date-max']) {
      // Without the dates that must follow it (an end, a break): only this one is wrong.
      const body: Json = { ...valid, [p.name]: '2999-01-01' };
      for (const q of props) if (propSchema(r, q.name)['x-after'] === p.name) delete body[q.name];
      cases.push({ name: `date invraisemblable (${p.name})`, body, expectPaths: [p.name] });
    }
    if ((p.type === 'integer' || p.type === 'number') && !p.enumList && !p.relation) {
      cases.push({ name: `nombre hors bornes (${p.name})`, body: { ...valid, [p.name]: 1e308 }, expectPaths: [p.name] });
    }
  }
  cases.push({ name: 'champ inconnu', body: { ...valid, champ_inconnu: 1 }, expectPaths: ['champ_inconnu'] });
  cases.push({ name: 'corps qui n’est pas un objet', body: [valid], expectPaths: [] });
  return cases;
}

/** Whether a message reads as French (accents or common French words, no common English error words). */
export function isFrench(text: unknown): boolean {
  const s = String(text ?? '');
  return s.length > 0 && /[éèàêçùô]|\b[dlnjs]['’]\w|\b(le|la|les|de|des|du|doit|valeur|ce|cette|est|une?|pas|votre|vous|aucune?|trop|invalide)\b/i.test(s) && !/\b(must|should|invalid|error|expected|cannot)\b/i.test(s);
}
