// Plausible data and strict bodies (issue 19 finding 11): the schemas' plausibility rules
// (x-after, x-date-min/max, e-mail domains, postal codes, non-negative counts, column bounds) refused with a
// French 422 naming the field by its label, unknown body fields refused by name, and what a GET gives back
// (JSON-LD keys, id, read-only stamps) still accepted and ignored. Nothing is written by a refused request.
import { describe, expect, it } from 'vitest';
import { serverForFile, type Res, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
serverForFile(import.meta.url, ['admin@demo.fr'], (server, [token]) => ((s = server), (admin = token!)));

const trainee = { type: 1, lastname: 'Durand', firstname: 'Léa', antenne: '/api/antennes/2' };
const company = { name: 'Boulangerie Plausible', antenne: '/api/antennes/2' };

/** A 422 whose violations include `path` with a message starting with the field's French label. */
function expectRefused(res: Res, path: string, label: string, text: RegExp) {
  expect(res.status, res.text).toBe(422);
  const v = (res.body.violations as { propertyPath: string; message: string }[]).find((x) => x.propertyPath === path);
  expect(v, res.text).toBeDefined();
  expect(v!.message.startsWith(`${label} : `), v!.message).toBe(true);
  expect(v!.message).toMatch(text);
  expect(res.body['hydra:description']).toContain(label);
}

async function count(table: string): Promise<number> {
  return Number((await s.db.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n);
}

describe('the six implausible values of the issue', () => {
  it('an absence ending before it starts', async () => {
    const before = await count('etudiant_absences');
    const res = await s.req('POST', '/api/etudiant_absences', {
      token: admin, body: { etudiant: '/api/etudiants/1', raison: 1, dt_start: '2031-03-14', dt_end: '2031-03-10' },
    });
    expectRefused(res, 'dt_end', 'Date de fin', /ne peut pas précéder « Date de début »/);
    expect(await count('etudiant_absences')).toBe(before);
    const sameDay = await s.req('POST', '/api/etudiant_absences', {
      token: admin, body: { etudiant: '/api/etudiants/1', raison: 1, dt_start: '2031-03-14', dt_end: '2031-03-14' },
    });
    expect(sameDay.status, sameDay.text).toBe(201);
  });

  it('a trainee leaving before entering, also when only one date changes (PATCH)', async () => {
    const res = await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, dt_date_entree: '2025-09-01', date_sortie: '2025-06-30' } });
    expectRefused(res, 'date_sortie', 'Date de sortie', /« Date d'entrée »/);
    const ok = await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, dt_date_entree: '2025-09-01', date_sortie: '2026-06-30' } });
    expect(ok.status, ok.text).toBe(201);
    const moved = await s.req('PATCH', ok.body['@id'], { token: admin, body: { dt_date_entree: '2026-09-01' } });
    expectRefused(moved, 'date_sortie', 'Date de sortie', /ne peut pas précéder/);
  });

  it('a birth date in 2035, or before 1900', async () => {
    expectRefused(await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, birthdate: '2035-01-01' } }),
      'birthdate', 'Date de naissance', /ne peut pas être dans le futur/);
    expectRefused(await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, birthdate: '1899-12-31' } }),
      'birthdate', 'Date de naissance', /antérieure au 01\/01\/1900/);
  });

  it('a postal code 123', async () => {
    expectRefused(await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, postal_code: '123' } }),
      'postal_code', 'Code postal', /5 chiffres/);
  });

  it('a headcount of -5', async () => {
    const before = await count('entreprises');
    expectRefused(await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, effectif: -5 } }),
      'effectif', 'Effectif salarié', /ne peut pas être négative/);
    expect(await count('entreprises')).toBe(before);
  });

  it('an e-mail contact@exemple (no dot in the domain)', async () => {
    expectRefused(await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, mail: 'contact@exemple' } }),
      'mail', 'Courriel', /adresse électronique/);
    const ok = await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, mail: 'contact@exemple.fr', postal_code: '13001', effectif: 0 } });
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('one rule of each kind', () => {
  it('x-after on times (an event ending before it starts)', async () => {
    const res = await s.req('POST', '/api/scheduler_events', {
      token: admin, body: { title: 'Cours', antenne: '/api/antennes/2', dt_start: '2025-03-14', hr_start: '10:00', hr_end: '09:00' },
    });
    expectRefused(res, 'hr_end', 'Heure de fin', /« Heure de début »/);
  });

  it('x-date-max relative to today (a convention date 50 years ahead) and x-date-min', async () => {
    const far = `${Number(new Date().getFullYear()) + 50}-01-01`;
    const body = { type: 1, convention_number: 'CV-PLAUS', antenne: '/api/antennes/2' };
    expectRefused(await s.req('POST', '/api/antenne_conventions', { token: admin, body: { ...body, date_start: far } }),
      'date_start', 'Début', /postérieure au/);
    expectRefused(await s.req('POST', '/api/antenne_conventions', { token: admin, body: { ...body, date_start: '1949-12-31' } }),
      'date_start', 'Début', /antérieure au 01\/01\/1950/);
  });

  it('minimum 0 on hours and amounts, the schema maximum, with French wording', async () => {
    expectRefused(await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, formation_hours: -1 } }),
      'formation_hours', 'Heures en centre', /ne peut pas être négative/);
    const res = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: '/api/etudiants/1', date_debut: '2025-01-01', duree_hebdo: 60 } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations).toEqual(expect.arrayContaining([
      { propertyPath: 'duree_hebdo', message: 'Durée hebdomadaire (heures) : Cette valeur doit être inférieure ou égale à 48.' },
    ]));
  });

  it('every violation names its field by its French label, the generic ones too', async () => {
    const res = await s.req('POST', '/api/etudiants', { token: admin, body: { type: 1, firstname: 'Léa', antenne: '/api/antennes/2' } });
    expect(res.body.violations).toEqual([{ propertyPath: 'lastname', message: 'Nom : Ce champ est obligatoire.' }]);
  });
});

describe('unknown fields and number bounds (issue 19 finding 11)', () => {
  it('refuses unknown fields with a 422 naming them, and writes nothing', async () => {
    const before = await count('etudiants');
    const res = await s.req('POST', '/api/etudiants', { token: admin, body: { ...trainee, nickname: 'Lélé', is_admin: true } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: 'nickname', message: "Le champ « nickname » n'existe pas sur cette ressource." },
      { propertyPath: 'is_admin', message: "Le champ « is_admin » n'existe pas sur cette ressource." },
    ]);
    expect(await count('etudiants')).toBe(before);
    const patch = await s.req('PATCH', '/api/etudiants/1', { token: admin, body: { lastnam: 'Faute' } });
    expect(patch.status, patch.text).toBe(422);
    expect(patch.body['hydra:description']).toContain('« lastnam »');
    const put = await s.req('PUT', '/api/etudiants/1', { token: admin, body: { ...trainee, lastnam: 'Faute' } });
    expect(put.status, put.text).toBe(422);
  });

  it('accepts and ignores what a GET gives back (JSON-LD keys, id, read-only stamps)', async () => {
    const read = await s.req('GET', '/api/etudiants/1', { token: admin });
    const echoed = { ...read.body, '@context': '/api/contexts/Etudiant', firstname: 'Écho', updated_at: '2000-01-01T00:00:00Z' };
    const res = await s.req('PUT', '/api/etudiants/1', { token: admin, body: echoed });
    expect(res.status, res.text).toBe(200);
    expect(res.body.firstname).toBe('Écho');
    expect(res.body.created_at).toBe(read.body.created_at);
  });

  it('refuses 1e308 and integers beyond int4, never a 500', async () => {
    for (const [body, path] of [
      [{ ...trainee, formation_hours: 1e308 }, 'formation_hours'],
      [{ ...trainee, formation_hours: 1e13 }, 'formation_hours'],
    ] as const) {
      const res = await s.req('POST', '/api/etudiants', { token: admin, body });
      expectRefused(res, path, 'Heures en centre', /inférieure ou égale à 1\s000\s000\s000\s000/);
    }
    const big = await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, effectif: 2147483648 } });
    expectRefused(big, 'effectif', 'Effectif salarié', /inférieure ou égale à 2\s147\s483\s647/);
    const max = await s.req('POST', '/api/entreprises', { token: admin, body: { ...company, effectif: 2147483647 } });
    expect(max.status, max.text).toBe(201);
  });
});
