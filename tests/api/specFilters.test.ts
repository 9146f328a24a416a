// Every filter name the two specs' calls send (spec 000 and 001, section 7) narrows the list: one table, one
// row per (call, parameter). Each case seeds two rows that differ only in what the parameter is about (the
// demo seed's rows, set by SQL to the values the case needs), then asks for the list twice: with the spec's
// parameter (the matching row comes back, the other does not) and without it, or with the other row's value
// (the other row does come back, so it is the parameter that left it out). A parameter the server ignored
// would fail the first request. Counts-only answers (statistics, dashboards) are checked against SQL counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  token = await s.login('superviseur@demo.fr');
});
afterAll(async () => s?.close());

const sql = async (text: string, params: unknown[] = []) => (await s.db.query(text, params)).rows as Record<string, any>[];
const one = async (text: string, params: unknown[] = []) => {
  const rows = await sql(text, params);
  if (!rows[0]) throw new Error(`seed: nothing for ${text}`);
  return rows[0];
};
/** Distinct rows per case: each call takes the next rows of the table (demo centre), so cases do not meet. */
const cursor = new Map<string, number>();
async function rows(table: string, n = 2, where = 'true'): Promise<number[]> {
  const offset = cursor.get(table) ?? 0;
  const found = await sql(`SELECT id FROM "${table}" WHERE cfa_id = 1 AND ${where} ORDER BY id LIMIT ${n} OFFSET ${offset}`);
  if (found.length < n) throw new Error(`seed: fewer than ${n} rows in ${table} (${where}) after ${offset}`);
  cursor.set(table, offset + n);
  return found.map((r) => r.id as number);
}
async function set(table: string, id: number, values: Record<string, unknown>): Promise<void> {
  const cols = Object.keys(values);
  await sql(`UPDATE "${table}" SET ${cols.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...Object.values(values)]);
}

interface Seeded {
  /** the row the parameter keeps, and the one it leaves out */
  a: number;
  b: number;
  /** the query with the spec's parameter */
  q: string;
  /** a query that returns b (default: the call without the parameter) */
  base?: string;
}
interface Case { call: string; name: string; seed: () => Promise<Seeded> }

/** Two rows of `table`: a gets `va` and b `vb` in `column` (plus `common` on both); the query is `name=va`. */
const byColumn = (call: string, name: string, table: string, column: string, va: unknown, vb: unknown,
  opts: { where?: string; common?: Record<string, unknown>; value?: string } = {}): Case => ({
  call, name, seed: async () => {
    const [a, b] = await rows(table, 2, opts.where);
    await set(table, a!, { ...opts.common, [column]: va });
    await set(table, b!, { ...opts.common, [column]: vb });
    return { a: a!, b: b!, q: `${name}=${encodeURIComponent(opts.value ?? String(va))}` };
  },
});

/** As byColumn for a relation: a and b point at two different rows of `target` (chosen by `targetWhere`). */
const byRelation = (call: string, name: string, table: string, column: string, target: string,
  opts: { where?: string; targetWhere?: string; common?: Record<string, unknown>; iri?: boolean } = {}): Case => ({
  call, name, seed: async () => {
    const [ta, tb] = (await sql(`SELECT id FROM "${target}" WHERE cfa_id = 1 AND ${opts.targetWhere ?? 'true'} ORDER BY id LIMIT 2`)).map((r) => r.id as number);
    const [a, b] = await rows(table, 2, opts.where);
    await set(table, a!, { ...opts.common, [column]: ta });
    await set(table, b!, { ...opts.common, [column]: tb });
    const value = opts.iri ? `/api/${target}/${ta}` : String(ta);
    return { a: a!, b: b!, q: `${name}=${encodeURIComponent(value)}` };
  },
});

const ACTIVE_TRAINEE = { type: 1, etat: 0 };

/** Two referentials of the centre (shared), reset to the same values before a case changes one property. */
async function centreReferentials(): Promise<number[]> {
  const ids = (await sql('SELECT id FROM antenne_referentiels WHERE cfa_id = 1 AND antenne_id IS NULL ORDER BY id LIMIT 2')).map((r) => r.id as number);
  const d = (await one('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id LIMIT 1')).id;
  for (const id of ids) await set('antenne_referentiels', id, { type: 'repository', etat: 0, diplome_id: d, editable: true });
  return ids;
}

const CASES: Case[] = [
  // ---- spec 000 section 7 ----
  byColumn('etudiants', 'etat', 'etudiants', 'etat', 0, 1, { common: { type: 1 } }),
  byColumn('etudiants', 'type', 'etudiants', 'type', 1, 0, { common: { etat: 0 } }),
  { call: 'etudiants', name: 'dt_date_entree[after]', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { dt_date_entree: '2026-03-02' });
    await set('etudiants', b!, { dt_date_entree: '2024-01-15' });
    return { a: a!, b: b!, q: 'dt_date_entree[after]=2025-06-01' };
  } },
  { ...byColumn('stagiaires', 'etat', 'etudiants', 'etat', 0, 1, { common: { type: 1 } }) },
  { call: 'stagiaires', name: 'type', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { type: 1, etat: 0 });
    await set('etudiants', b!, { type: 0, etat: 0 });
    return { a: a!, b: b!, q: 'etat=0&type=1', base: 'etat=0&type=0' };
  } },
  byRelation('etudiant_absences', 'etudiant', 'etudiant_absences', 'etudiant_id', 'etudiants', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  byRelation('etudiant_absences', 'etudiant.id', 'etudiant_absences', 'etudiant_id', 'etudiants', { targetWhere: 'antenne_id = 3', common: { antenne_id: 3 } }),
  byRelation('etudiant_absences', 'etudiant.id', 'etudiant_absences', 'etudiant_id', 'etudiants', { targetWhere: 'antenne_id = 4', common: { antenne_id: 4 }, iri: true }),
  byColumn('etudiant_absences', 'dt_start', 'etudiant_absences', 'dt_start', '2026-02-02', '2026-02-03', { common: { dt_end: '2026-02-04' } }),
  byColumn('etudiant_absences', 'dt_end', 'etudiant_absences', 'dt_end', '2026-02-05', '2026-02-06', { common: { dt_start: '2026-02-01' } }),
  byColumn('etudiant_absences', 'hr_start', 'etudiant_absences', 'hr_start', '08:15', '13:45', { common: { hr_end: '17:00' } }),
  byColumn('etudiant_absences', 'hr_end', 'etudiant_absences', 'hr_end', '11:15', '16:45', { common: { hr_start: '08:00' } }),
  byRelation('pointages_light', 'absence', 'etudiant_pointages', 'absence_id', 'etudiant_absences'),
  { call: 'stagaires_pedagogie_light_list', name: 'antenne', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, antenne_id: 2 });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, antenne_id: 4 });
    return { a: a!, b: b!, q: 'antenne=2,3', base: 'antenne=4' };
  } },
  { call: 'stagaires_pedagogie_light_list', name: 'one key=value pair (lastname)', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, lastname: 'Filtrenom' });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, lastname: 'Autrenom' });
    return { a: a!, b: b!, q: 'lastname=Filtrenom' };
  } },
  { call: 'stagiaires_entretiens_dashboard', name: 'antenne', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, antenne_id: 3, lastname: 'Entretienfiltre' });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, antenne_id: 4, lastname: 'Entretienfiltre' });
    return { a: a!, b: b!, q: 'pagination=true&lastname=Entretienfiltre&antenne=3', base: 'pagination=true&lastname=Entretienfiltre' };
  } },
  { call: 'stagiaires_entretiens_dashboard', name: 'exists[entretiens]', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, lastname: 'Sansentretien' });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, lastname: 'Sansentretien' });
    await sql('DELETE FROM etudiant_interviews WHERE etudiant_id = $1', [a]);
    const [i] = await rows('etudiant_interviews');
    await set('etudiant_interviews', i!, { etudiant_id: b, etat: 0 });
    return { a: a!, b: b!, q: 'lastname=Sansentretien&exists[entretiens]=false', base: 'lastname=Sansentretien' };
  } },

  // ---- spec 001 section 7: grids, invoices, groups, sessions, diplomas ----
  byColumn('groupes', 'etat', 'groupes', 'etat', 0, 1),
  byRelation('etudiant_document_factures', 'etudiant', 'etudiant_document_factures', 'etudiant_id', 'etudiants', { targetWhere: 'antenne_id = 3', common: { antenne_id: 3 } }),
  { call: 'stagiaires_facturation', name: 'antenne', seed: async () => {
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, antenne_id: 2, lastname: 'Facturefiltre' });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, antenne_id: 3, lastname: 'Facturefiltre' });
    return { a: a!, b: b!, q: 'lastname=Facturefiltre&antenne=2', base: 'lastname=Facturefiltre' };
  } },
  { call: 'session_stagaires_list', name: 'diplome', seed: async () => {
    const [sa, sb] = await sql('SELECT DISTINCT ON (diplome_id) id, diplome_id FROM diplome_sessions WHERE cfa_id = 1 ORDER BY diplome_id, id LIMIT 2');
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, antenne_id: 2, diplome_session_id: sa!.id });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, antenne_id: 2, diplome_session_id: sb!.id });
    return { a: a!, b: b!, q: `diplome=${sa!.diplome_id}&antenne=2`, base: `diplome=${sb!.diplome_id}&antenne=2` };
  } },
  { call: 'session_stagaires_list', name: 'antenne', seed: async () => {
    const ds = await one('SELECT id, diplome_id FROM diplome_sessions WHERE cfa_id = 1 ORDER BY id LIMIT 1');
    const [a, b] = await rows('etudiants');
    await set('etudiants', a!, { ...ACTIVE_TRAINEE, antenne_id: 3, diplome_session_id: ds.id });
    await set('etudiants', b!, { ...ACTIVE_TRAINEE, antenne_id: 4, diplome_session_id: ds.id });
    return { a: a!, b: b!, q: `diplome=${ds.diplome_id}&antenne=3`, base: `diplome=${ds.diplome_id}&antenne=4` };
  } },
  { call: 'antenne_diplome_sessions', name: 'diplome', seed: async () => {
    const [sa, sb] = await sql('SELECT DISTINCT ON (diplome_id) id, diplome_id FROM diplome_sessions WHERE cfa_id = 1 ORDER BY diplome_id, id LIMIT 2');
    const [a, b] = await rows('antenne_diplome_sessions');
    await set('antenne_diplome_sessions', a!, { diplome_session_id: sa!.id });
    await set('antenne_diplome_sessions', b!, { diplome_session_id: sb!.id });
    return { a: a!, b: b!, q: `diplome=${sa!.diplome_id}` };
  } },
  byColumn('antenne_diplome_sessions', 'antenne', 'antenne_diplome_sessions', 'antenne_id', 3, 4, { common: { etat: 0 } }),
  byColumn('antenne_diplome_sessions', 'etat', 'antenne_diplome_sessions', 'etat', 0, 1),
  { call: 'antenne_diplomes_sessions', name: 'etat', seed: async () => {
    const [a, b] = await rows('antenne_diplome_sessions');
    await set('antenne_diplome_sessions', a!, { etat: 0 });
    await set('antenne_diplome_sessions', b!, { etat: 1 });
    return { a: a!, b: b!, q: 'etat=0' };
  } },
  { call: 'antenne_diplomes', name: 'antenne', seed: async () => {
    // A diploma offered (an active session opened) by antenne 2 only, and another by antenne 4 only.
    const [da, db] = (await sql('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id DESC LIMIT 2')).map((r) => r.id as number);
    const [sa, sb] = [await one('SELECT id FROM diplome_sessions WHERE cfa_id = 1 ORDER BY id LIMIT 1'), await one('SELECT id FROM diplome_sessions WHERE cfa_id = 1 ORDER BY id DESC LIMIT 1')];
    await sql('UPDATE diplome_sessions SET diplome_id = $2, etat = 0 WHERE id = $1', [sa.id, da]);
    await sql('UPDATE diplome_sessions SET diplome_id = $2, etat = 0 WHERE id = $1', [sb.id, db]);
    await sql('UPDATE antenne_diplome_sessions SET etat = 2 WHERE diplome_session_id IN ($1, $2) OR diplome_session_id IN (SELECT id FROM diplome_sessions WHERE diplome_id IN ($3, $4))', [sa.id, sb.id, da, db]);
    await sql('UPDATE diplomes SET etat = 0 WHERE id IN ($1, $2)', [da, db]);
    await sql(`INSERT INTO antenne_diplome_sessions (cfa_id, antenne_id, diplome_session_id, etat) VALUES (1, 2, $1, 0), (1, 4, $2, 0)`, [sa.id, sb.id]);
    return { a: da!, b: db!, q: 'antenne=2', base: 'antenne=4' };
  } },
  byColumn('antenne_actions', 'etat', 'antenne_actions', 'etat', 0, 1),
  byRelation('antenne_action_sessions', 'action', 'antenne_action_sessions', 'action_id', 'antenne_actions', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  byColumn('antenne_action_sessions', 'antenne', 'antenne_action_sessions', 'antenne_id', 2, 3),
  byColumn('antenne_fermetures', 'antenne', 'antenne_fermetures', 'antenne_id', 3, 4),

  // ---- registration requests, pedagogy ----
  byRelation('external_registration_documents', 'contact', 'external_registration_documents', 'contact_id', 'external_registration_contacts', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  byRelation('antenne_evaluation_contents', 'antenneEvaluation', 'antenne_evaluation_contents', 'antenne_evaluation_id', 'antenne_evaluations', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  byRelation('antenne_sequence_contents', 'antenneSequence', 'antenne_sequence_contents', 'antenne_sequence_id', 'antenne_sequences', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  byColumn('antenne_sequences', 'type', 'antenne_sequences', 'type', 'CPS', 'POSITIONNING'),
  { call: 'sequence_groupes_list', name: 'antenne', seed: async () => {
    const [a, b] = await rows('antenne_sequence_groupes');
    await set('antenne_sequence_groupes', a!, { antenne_id: 2, etat: 0 });
    await set('antenne_sequence_groupes', b!, { antenne_id: 4, etat: 0 });
    return { a: a!, b: b!, q: 'antenne=2' };
  } },
  { call: 'sequence_groupes_list', name: 'antenneReferentiels.editable', seed: async () => {
    const [ra, rb] = (await sql('SELECT id FROM antenne_referentiels WHERE cfa_id = 1 ORDER BY id LIMIT 2')).map((r) => r.id as number);
    await sql('UPDATE antenne_referentiels SET editable = false WHERE id = $1', [ra]);
    await sql('UPDATE antenne_referentiels SET editable = true WHERE id = $1', [rb]);
    const [a, b] = (await sql('SELECT id FROM antenne_sequence_groupes WHERE cfa_id = 1 ORDER BY id LIMIT 2')).map((r) => r.id as number);
    await set('antenne_sequence_groupes', a!, { antenne_referentiel_id: ra, antenne_id: 2, etat: 0 });
    await set('antenne_sequence_groupes', b!, { antenne_referentiel_id: rb, antenne_id: 2, etat: 0 });
    return { a: a!, b: b!, q: 'antenneReferentiels.editable=false' };
  } },
  ...(['type', 'etat', 'diplome', 'editable'] as const).map((name): Case => ({ call: 'antenne_referentiels_repositories', name, seed: async () => {
    const [a, b] = await centreReferentials();
    const [da, db] = (await sql('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id LIMIT 2')).map((r) => r.id as number);
    const column = name === 'diplome' ? 'diplome_id' : name;
    const values = { type: ['repository', 'action'], etat: [0, 1], diplome_id: [da, db], editable: [false, true] }[column];
    await set('antenne_referentiels', a!, { [column]: values[0] });
    await set('antenne_referentiels', b!, { [column]: values[1] });
    return { a: a!, b: b!, q: `${name}=${String(values[0])}` };
  } })),
  ...(['etat', 'type'] as const).map((name): Case => ({ call: 'antenne_referentiels_cfa_repositories', name, seed: async () => {
    const [a, b] = await centreReferentials();
    const values = { type: ['cps', 'repository'], etat: [0, 1] }[name];
    await set('antenne_referentiels', a!, { [name]: values[0] });
    await set('antenne_referentiels', b!, { [name]: values[1] });
    return { a: a!, b: b!, q: `cfa=1&${name}=${String(values[0])}`, base: 'cfa=1' };
  } })),
  byColumn('antenne_referentiel_diplomes', 'antenne', 'antenne_referentiel_diplomes', 'antenne_id', 3, 4),
  byRelation('antenne_referentiel_diplomes', 'referentiel', 'antenne_referentiel_diplomes', 'referentiel_id', 'antenne_referentiels', { targetWhere: 'antenne_id IS NULL' }),

  // ---- alerts, notifications, documents ----
  byColumn('global_alertes', 'type', 'global_alertes', 'type', 1, 2),
  byRelation('user_alertes_global_params', 'user', 'user_alertes_global_params', 'user_id', 'users', { targetWhere: 'antenne_id IS NULL' }),
  { call: 'modeles', name: 'folder.slug', seed: async () => {
    const [fa, fb] = await sql('SELECT id, slug FROM modele_dossiers WHERE cfa_id = 1 AND slug IS NOT NULL ORDER BY id LIMIT 2');
    const [a, b] = await rows('modeles');
    await set('modeles', a!, { folder_id: fa!.id });
    await set('modeles', b!, { folder_id: fb!.id });
    return { a: a!, b: b!, q: `folder.slug=${fa!.slug as string}` };
  } },

  // ---- companies ----
  { call: 'entreprises_comptables', name: 'is_comptable', seed: async () => {
    const [a, b] = await rows('entreprises');
    await set('entreprises', a!, { is_comptable: true, etat: 0 });
    await set('entreprises', b!, { is_comptable: false, etat: 0 });
    // b comes back in the light list of every company, not in the accounting firms.
    return { a: a!, b: b!, q: 'is_comptable=1', base: '@entreprises_light_list' };
  } },
  { call: 'entreprise_taxes', name: 'exists[taxes]', seed: async () => {
    const [a, b] = await rows('entreprise_taxes');
    await set('entreprise_taxes', a!, { taxes: 1200 });
    await set('entreprise_taxes', b!, { taxes: null });
    return { a: a!, b: b!, q: 'exists[taxes]=true' };
  } },

  // ---- scheduler and sign-in sheets ----
  byRelation('scheduler_event_emargements', 'speakers', 'scheduler_event_emargements', 'speaker_id', 'scheduler_speakers'),
  byRelation('scheduler_event_emargement_etudiants', 'etudiant', 'scheduler_event_emargement_etudiants', 'etudiant_id', 'etudiants', { targetWhere: 'antenne_id = 2', common: { antenne_id: 2 } }),
  { call: 'scheduler_occurences_speaker', name: 'speaker_id (start, end)', seed: async () => {
    const [sa, sb] = (await sql('SELECT id FROM scheduler_speakers WHERE cfa_id = 1 ORDER BY id LIMIT 2')).map((r) => r.id as number);
    const [a, b] = await rows('scheduler_events');
    await set('scheduler_events', a!, { speaker_id: sa, dt_start: '2026-05-12' });
    await set('scheduler_events', b!, { speaker_id: sb, dt_start: '2026-05-13' });
    return { a: a!, b: b!, q: `start=2026-05-01&end=2026-05-31&speaker_id=${sa}`, base: `start=2026-05-01&end=2026-05-31&speaker_id=${sb}` };
  } },
  { call: 'scheduler_occurences_speaker', name: 'start, end', seed: async () => {
    const sp = (await one('SELECT id FROM scheduler_speakers WHERE cfa_id = 1 ORDER BY id DESC LIMIT 1')).id as number;
    const [a, b] = await rows('scheduler_events');
    await set('scheduler_events', a!, { speaker_id: sp, dt_start: '2026-06-10' });
    await set('scheduler_events', b!, { speaker_id: sp, dt_start: '2026-07-10' });
    return { a: a!, b: b!, q: `start=2026-06-01&end=2026-06-30&speaker_id=${sp}`, base: `start=2026-07-01&end=2026-07-31&speaker_id=${sp}` };
  } },

  // ---- assessments, RPP, ACA ----
  ...(['stagiaires_bilan_parcours', 'etudiant_attest_compet_acquis'] as const).flatMap((call): Case[] => [
    byColumn(call, 'etat', 'etudiants', 'etat', 0, 1, { common: { type: 1 } }),
    { call, name: 'type', seed: async () => {
      const [a, b] = await rows('etudiants');
      await set('etudiants', a!, { type: 1, etat: 0 });
      await set('etudiants', b!, { type: 0, etat: 0 });
      return { a: a!, b: b!, q: 'etat=0&type=1', base: 'etat=0' };
    } },
  ]),
  byRelation('suivi_rpps', 'etudiantBilanParcours', 'suivi_rpps', 'etudiant_bilan_parcours_id', 'etudiant_bilan_parcours', { targetWhere: 'antenne_id = 3', common: { antenne_id: 3 } }),

  // ---- agreements, users ----
  byColumn('antenne_conventions', 'antenne', 'antenne_conventions', 'antenne_id', 2, 3),
  byColumn('antenne_conventions', 'type', 'antenne_conventions', 'type', 0, 1),
  byColumn('antenne_conventions', 'etat', 'antenne_conventions', 'etat', 0, 1),
  byColumn('users', 'antenne', 'users', 'antenne_id', 3, 4, { where: "email NOT IN ('superviseur@demo.fr', 'admin@demo.fr', 'antenne1@demo.fr')" }),
];

/** Ids of the members of a call's answer (`@id`s of hydra:member). */
async function memberIds(call: string, query: string): Promise<number[]> {
  const res = await s.req('GET', `/api/${call}?pagination=false&${query}`, { token });
  expect(res.status, `${call}?${query}: ${res.text.slice(0, 300)}`).toBe(200);
  return (res.body['hydra:member'] as { '@id': string }[]).map((m) => idOf(m['@id']));
}

describe('every filter name of the specs narrows the list', () => {
  it('covers both documents (one case per call and parameter)', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  for (const c of CASES) {
    it(`${c.call}?${c.name}`, async () => {
      const { a, b, q, base } = await c.seed();
      const kept = await memberIds(c.call, q);
      expect(kept, 'the matching row comes back').toContain(a);
      expect(kept, 'the other row does not').not.toContain(b);
      const [call, query] = base?.startsWith('@') ? [base.slice(1), ''] : [c.call, base ?? ''];
      expect(await memberIds(call, query), 'without the parameter the other row comes back').toContain(b);
    });
  }
});

describe('counts narrowed by the spec filters (statistics and dashboards)', () => {
  const total = async (path: string) => {
    const res = await s.req('GET', `/api/${path}`, { token });
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    return res.body;
  };
  const count = async (where: string, params: unknown[] = []) =>
    Number((await one(`SELECT count(*)::int AS n FROM etudiants e WHERE e.cfa_id = 1 AND ${where}`, params)).n);

  it('etudiants_statistiques: etat and type_cursus', async () => {
    const all = (await total('etudiants_statistiques?type=1')).total as number;
    const body = await total('etudiants_statistiques?etat=0&type_cursus=1&type=1');
    expect(body.total).toBe(await count('e.type = 1 AND e.etat = 0 AND e.type_cursus = 1'));
    expect(body.total).toBeLessThan(all);
  });

  for (const [name, column, value] of [['antenne', 'antenne_id', 3], ['etat', 'etat', 1], ['civility', 'civility', 1], ['lastGradeLevel', 'last_grade_level', 3]] as const) {
    it(`etudiants_statistiques_filtres: ${name}`, async () => {
      const all = (await total('etudiants_statistiques_filtres?type=1')).total as number;
      const body = await total(`etudiants_statistiques_filtres?type=1&${name}=${value}`);
      expect(body.total).toBe(await count(`e.type = 1 AND e.${column} = $1`, [value]));
      expect(body.total).toBeLessThan(all);
      expect(body.total).toBeGreaterThan(0);
    });
  }

  it('etudiants_statistiques_filtres: diplome and annee', async () => {
    const d = await one('SELECT s.diplome_id AS id FROM etudiants e JOIN diplome_sessions s ON s.id = e.diplome_session_id WHERE e.cfa_id = 1 AND e.type = 1 GROUP BY s.diplome_id ORDER BY count(*) DESC LIMIT 1');
    const all = (await total('etudiants_statistiques_filtres?type=1')).total as number;
    const byDiplome = await total(`etudiants_statistiques_filtres?type=1&diplome=${d.id}`);
    expect(byDiplome.total).toBe(await count('e.type = 1 AND e.diplome_session_id IN (SELECT id FROM diplome_sessions WHERE diplome_id = $1)', [d.id]));
    expect(byDiplome.total).toBeLessThan(all);
    await sql("UPDATE etudiants SET dt_date_entree = '2019-01-10', date_sortie = '2019-06-30' WHERE id = (SELECT min(id) FROM etudiants WHERE cfa_id = 1 AND type = 1)");
    const year = new Date().getFullYear();
    const byYear = await total(`etudiants_statistiques_filtres?type=1&annee=${year}`);
    expect(byYear.total).toBeLessThan(all);
  });

  it('pointage_occurences_etudiant/: start and end keep the occurrences of the period only', async () => {
    const e = await one('SELECT etudiant_id AS id FROM etudiant_absences WHERE cfa_id = 1 GROUP BY etudiant_id HAVING count(*) > 1 ORDER BY etudiant_id LIMIT 1');
    const [first, second] = await sql('SELECT id FROM etudiant_absences WHERE etudiant_id = $1 ORDER BY id LIMIT 2', [e.id]);
    await sql("UPDATE etudiant_absences SET dt_start = '2026-03-10', dt_end = '2026-03-10' WHERE id = $1", [first!.id]);
    await sql("UPDATE etudiant_absences SET dt_start = '2026-04-14', dt_end = '2026-04-14' WHERE id = $1", [second!.id]);
    const absences = async (start: string, end: string) => {
      const body = await total(`pointage_occurences_etudiant/?start=${start}&end=${end}&etudiant_id=${e.id}`);
      expect(body.etudiant).toBe(`/api/etudiants/${e.id}`);
      return (body.occurrences as { kind: string; absence?: string }[]).filter((o) => o.kind === 'absence').map((o) => o.absence);
    };
    const march = await absences('2026-03-01', '2026-03-31');
    expect(march).toContain(`/api/etudiant_absences/${first!.id}`);
    expect(march).not.toContain(`/api/etudiant_absences/${second!.id}`);
    expect(await absences('2026-03-01', '2026-04-30')).toContain(`/api/etudiant_absences/${second!.id}`);
  });

  it('student_opco_dashboard: type and etat', async () => {
    const all = (await total('student_opco_dashboard')).total_stagiaires as number;
    const body = await total('student_opco_dashboard?type=1&etat=0');
    expect(body.total_stagiaires).toBe(await count('e.type = 1 AND e.etat = 0'));
    expect(body.total_stagiaires).toBeLessThan(all);
  });
});
