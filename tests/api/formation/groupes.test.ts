// Group, delegate and contract calls of spec 001 section 7: a group's trainee list replaced at once (rows,
// atomicity, French 422 per item, scope), a transfer to another group, a session's delegate list, a contract
// updated by POST (JSON or form) and the rupture rule on contract writes.
import { describe, expect, it } from 'vitest';
import { idOf, serverForFile, type TestServer } from '../helpers.ts';
import { parisToday } from '../../../src/shared/format/dates.ts';

let s: TestServer;
let admin: string;
let antenne1: string;
let guest: string;
let sport: string;
const E = (id: number) => `/api/etudiants/${id}`;

const rows = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows as T[];
const memberIds = async (groupe: number) =>
  (await rows<{ etudiant_id: number }>('SELECT etudiant_id FROM groupe_etudiants WHERE groupe_id = $1 ORDER BY etudiant_id', [groupe])).map((r) => r.etudiant_id);
const multipart = (path: string, fields: Record<string, string>, token = admin) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(s.base + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body: form })
    .then(async (r) => ({ status: r.status, body: await r.json() as any }));
};

/** An active group of antenne `antenne` with at least 3 members, and trainees of that antenne outside it. */
async function groupOf(antenne: number) {
  const g = (await rows<{ id: number }>(
    `SELECT g.id FROM groupes g WHERE g.antenne_id = $1 AND g.etat = 0 AND (SELECT count(*) FROM groupe_etudiants m WHERE m.groupe_id = g.id) >= 3 ORDER BY g.id LIMIT 1`, [antenne]))[0]!;
  const outside = (await rows<{ id: number }>(
    `SELECT id FROM etudiants WHERE antenne_id = $1 AND etat <> 3 AND id NOT IN (SELECT etudiant_id FROM groupe_etudiants WHERE groupe_id = $2) ORDER BY id LIMIT 3`, [antenne, g.id])).map((r) => r.id);
  return { id: g.id, members: await memberIds(g.id), outside };
}

serverForFile(import.meta.url, ['admin@demo.fr', 'antenne1@demo.fr', 'invite@demo.fr', 'sport@demo.fr'], (server, tokens) => {
  s = server;
  [admin, antenne1, guest, sport] = tokens as [string, string, string, string];
});

describe('PATCH /api/groupes/{id}/etudiants', () => {
  it('makes the group hold exactly the given trainees, in one answer with the group and its trainees', async () => {
    const g = await groupOf(2);
    const keep = g.members.slice(0, 2);
    const added = g.outside[0]!;
    const before = await rows<{ id: number; etudiant_id: number }>('SELECT id, etudiant_id FROM groupe_etudiants WHERE groupe_id = $1', [g.id]);
    const res = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: antenne1, body: { etudiants: [E(keep[0]!), E(added), String(keep[1]), E(added)] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    expect(res.body['@id']).toBe(`/api/groupes/${g.id}`);
    expect(res.body.etudiants.map((t: any) => t['@id']).sort()).toEqual([...keep, added].map(E).sort());
    expect(res.body.nombre_etudiants).toBe(3);
    expect(await memberIds(g.id)).toEqual([...keep, added].sort((a, b) => a - b));
    const after = await rows<{ id: number; etudiant_id: number; antenne_id: number; date_entree: string; cfa_id: number }>(
      'SELECT id, etudiant_id, antenne_id, date_entree::text AS date_entree, cfa_id FROM groupe_etudiants WHERE groupe_id = $1', [g.id]);
    // Kept members keep their row; the new one belongs to the group's antenne and centre, entered today.
    for (const k of keep) expect(after.find((r) => r.etudiant_id === k)!.id).toBe(before.find((r) => r.etudiant_id === k)!.id);
    const fresh = after.find((r) => r.etudiant_id === added)!;
    expect(fresh).toMatchObject({ antenne_id: 2, cfa_id: 1, date_entree: parisToday() });
    // An empty list empties the group.
    const empty = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: { etudiants: [] } });
    expect(empty.status).toBe(200);
    expect(await memberIds(g.id)).toEqual([]);
    const back = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: { etudiants: g.members.map(E) } });
    expect(back.status).toBe(200);
    expect(await memberIds(g.id)).toEqual(g.members);
    const read = await s.req('GET', `/api/groupes/${g.id}/etudiants`, { token: antenne1 });
    expect(read.status).toBe(200);
    expect(read.body.etudiants).toHaveLength(g.members.length);
  });

  it('refuses a bad list with a French 422 naming the item, and changes nothing', async () => {
    const g = await groupOf(2);
    const other = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]!.id;
    const foreign = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 2 ORDER BY id LIMIT 1'))[0]!.id;
    const deleted = g.outside[1]!;
    await s.db.query('UPDATE etudiants SET etat = 3 WHERE id = $1', [deleted]);
    const res = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: { etudiants: [E(g.members[0]!), E(other), '/api/groupes/1', E(foreign), E(deleted)] } });
    await s.db.query('UPDATE etudiants SET etat = 0 WHERE id = $1', [deleted]);
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual(['etudiants[2]']);
    const res2 = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: { etudiants: [E(g.members[0]!), E(other), E(foreign), E(deleted)] } });
    expect(res2.status).toBe(422);
    const byPath = Object.fromEntries(res2.body.violations.map((v: any) => [v.propertyPath, v.message]));
    expect(byPath['etudiants[1]']).toMatch(/n'appartient pas à l'antenne du groupe/);
    expect(byPath['etudiants[2]']).toMatch(/n'existe pas ou n'est pas accessible/);
    expect(byPath['etudiants[0]']).toBeUndefined();
    expect(res2.body['hydra:description']).toContain('etudiants[1]: ');
    expect(await memberIds(g.id)).toEqual(g.members);
    for (const body of [{ etudiants: 'tous' }, {}, { etudiants: null }]) {
      const bad = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body });
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('etudiants');
    }
    expect((await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: [E(g.members[0]!)] })).status).toBe(400);
    expect(await memberIds(g.id)).toEqual(g.members);
  });

  it('is all or nothing: a failure while writing rolls the removals back', async () => {
    const g = await groupOf(2);
    const poison = g.outside[2]!;
    await s.db.query(`CREATE OR REPLACE FUNCTION test_refuse_member() RETURNS trigger AS $$ BEGIN
      IF NEW.etudiant_id = ${poison} THEN RAISE EXCEPTION 'refus de test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await s.db.query('CREATE TRIGGER test_refuse_member BEFORE INSERT ON groupe_etudiants FOR EACH ROW EXECUTE FUNCTION test_refuse_member()');
    try {
      const res = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: admin, body: { etudiants: [E(g.members[0]!), E(poison)] } });
      expect(res.status).toBe(500);
      expect(await memberIds(g.id)).toEqual(g.members);
    } finally {
      await s.db.query('DROP TRIGGER test_refuse_member ON groupe_etudiants');
    }
  });

  it('keeps to the scope: another antenne or centre is a 404, a guest a 403', async () => {
    const g = await groupOf(3);
    const mine = await groupOf(2);
    const other = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]!.id;
    const body = { etudiants: g.members.map(E) };
    expect((await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: antenne1, body })).status).toBe(404);
    expect((await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: sport, body })).status).toBe(404);
    expect((await s.req('GET', `/api/groupes/${g.id}/etudiants`, { token: sport })).status).toBe(404);
    const refused = await s.req('PATCH', `/api/groupes/${g.id}/etudiants`, { token: guest, body });
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toMatch(/invité/);
    // An antenne user naming another antenne's trainee learns nothing about it.
    const hidden = await s.req('PATCH', `/api/groupes/${mine.id}/etudiants`, { token: antenne1, body: { etudiants: [E(other)] } });
    expect(hidden.status).toBe(422);
    expect(hidden.body.violations[0]).toMatchObject({ propertyPath: 'etudiants[0]' });
    expect(hidden.body.violations[0].message).toMatch(/n'existe pas ou n'est pas accessible/);
    expect(await memberIds(mine.id)).toEqual(mine.members);
    expect((await s.req('PATCH', '/api/groupes/abc/etudiants', { token: admin, body })).status).toBe(404);
  });
});

describe('POST /api/groupes/{id}/transfer', () => {
  const newGroup = async (antenne: number, etat = 0) => {
    const res = await s.req('POST', '/api/groupes', { token: admin, body: { name: `Transfert ${antenne}-${etat}-${Math.random()}`, antenne: `/api/antennes/${antenne}`, etat } });
    expect(res.status).toBe(201);
    return idOf(res.body['@id']);
  };

  it('moves the listed trainees to an active group, without duplicating one already there', async () => {
    const g = await groupOf(2);
    const target = await newGroup(2);
    const [a, b, c] = g.members;
    const pre = await s.req('POST', '/api/groupe_etudiants', { token: admin, body: { groupe: `/api/groupes/${target}`, etudiant: E(b!) } });
    expect(pre.status).toBe(201);
    const res = await s.req('POST', `/api/groupes/${g.id}/transfer`, { token: antenne1, body: { groupe: `/api/groupes/${target}`, etudiants: [E(a!), E(b!)] } });
    expect(res.status).toBe(200);
    expect(res.body['@id']).toBe(`/api/groupes/${target}`);
    expect(res.body.transferes).toEqual([E(a!), E(b!)]);
    expect(res.body.deja_presents).toEqual([E(b!)]);
    expect(await memberIds(target)).toEqual([a!, b!].sort((x, y) => x - y));
    expect(await memberIds(g.id)).toEqual(g.members.filter((m) => m !== a && m !== b));
    expect(res.body.groupe_origine.etudiants.map((t: any) => t['@id'])).toContain(E(c!));
    const moved = (await rows('SELECT antenne_id, date_entree::text AS d FROM groupe_etudiants WHERE groupe_id = $1 AND etudiant_id = $2', [target, a]))[0];
    expect(moved).toMatchObject({ antenne_id: 2, d: parisToday() });
    // Without a list, every remaining member moves.
    const all = await s.req('POST', `/api/groupes/${g.id}/transfer`, { token: admin, body: { groupe: `/api/groupes/${target}` } });
    expect(all.status).toBe(200);
    expect(await memberIds(g.id)).toEqual([]);
    expect(await memberIds(target)).toEqual(g.members);
    const nothing = await s.req('POST', `/api/groupes/${g.id}/transfer`, { token: admin, body: { groupe: `/api/groupes/${target}` } });
    expect(nothing.status).toBe(422);
    expect(nothing.body.violations[0].message).toMatch(/aucun stagiaire/);
    // Back where they were, for the other tests.
    expect((await s.req('POST', `/api/groupes/${target}/transfer`, { token: admin, body: { groupe: `/api/groupes/${g.id}` } })).status).toBe(200);
    expect(await memberIds(g.id)).toEqual(g.members);
  });

  it('refuses an inactive, unknown or foreign target and trainees not in the group, in French', async () => {
    const g = await groupOf(2);
    const archived = await newGroup(2, 1);
    const elsewhere = await newGroup(3);
    const active = await newGroup(2);
    const send = (body: unknown, token = admin) => s.req('POST', `/api/groupes/${g.id}/transfer`, { token, body });
    const cases: [unknown, string, RegExp][] = [
      [{ groupe: `/api/groupes/${archived}` }, 'groupe', /n'est pas actif/],
      [{ groupe: `/api/groupes/${elsewhere}` }, 'groupe', /même antenne/],
      [{ groupe: `/api/groupes/${g.id}` }, 'groupe', /différent/],
      [{}, 'groupe', /obligatoire/],
      [{ groupe: '/api/groupes/999999' }, 'groupe', /n'existe pas/],
      [{ groupe: `/api/groupes/${active}`, etudiants: [E(g.members[0]!), E(g.outside[0]!)] }, 'etudiants[1]', /n'est pas membre du groupe d'origine/],
      [{ groupe: `/api/groupes/${active}`, etudiants: 'x' }, 'etudiants', /liste/],
    ];
    for (const [body, path, message] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const v = res.body.violations.find((x: any) => x.propertyPath === path);
      expect(v?.message, JSON.stringify(res.body)).toMatch(message);
    }
    // An antenne user cannot reach another antenne's group as a target.
    const hidden = await send({ groupe: `/api/groupes/${elsewhere}` }, antenne1);
    expect(hidden.status).toBe(422);
    expect(hidden.body.violations[0].message).toMatch(/n'existe pas ou n'est pas accessible/);
    expect((await send({ groupe: `/api/groupes/${active}` }, guest)).status).toBe(403);
    expect((await send({ groupe: `/api/groupes/${active}` }, sport)).status).toBe(404);
    expect(await memberIds(g.id)).toEqual(g.members);
    expect(await memberIds(active)).toEqual([]);
  });
});

describe('PATCH /api/antenne_diplome_sessions/{id}/delegues', () => {
  async function sessionOf(antenne: number) {
    const ads = (await rows<{ id: number; diplome_session_id: number }>(
      `SELECT a.id, a.diplome_session_id FROM antenne_diplome_sessions a WHERE a.antenne_id = $1
       AND (SELECT count(*) FROM etudiants e WHERE e.antenne_id = a.antenne_id AND e.diplome_session_id = a.diplome_session_id AND e.etat <> 3) >= 3
       AND (SELECT count(*) FROM antenne_diplome_session_delegues d WHERE d.antenne_diplome_session_id = a.id) = 2 ORDER BY a.id LIMIT 1`, [antenne]))[0]!;
    const delegates = await rows<{ id: number; etudiant_id: number; is_suppleant: boolean }>(
      'SELECT id, etudiant_id, is_suppleant FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id', [ads.id]);
    const others = (await rows<{ id: number }>(
      `SELECT id FROM etudiants WHERE antenne_id = $1 AND diplome_session_id = $2 AND etat <> 3 AND id <> ALL($3::int[]) ORDER BY id`,
      [antenne, ads.diplome_session_id, delegates.map((d) => d.etudiant_id)])).map((r) => r.id);
    return { ...ads, delegates, others };
  }

  it('makes the session have exactly the listed delegates', async () => {
    const ses = await sessionOf(2);
    const [titular, deputy] = ses.delegates;
    const fresh = ses.others[0]!;
    const res = await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, {
      token: antenne1, body: { delegues: [E(titular!.etudiant_id), { etudiant: E(fresh), is_suppleant: true, date_election: '2025-01-15' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body['@id']).toBe(`/api/antenne_diplome_sessions/${ses.id}`);
    expect(res.body.delegues.map((d: any) => d.etudiant).sort()).toEqual([E(titular!.etudiant_id), E(fresh)].sort());
    const after = await rows<{ id: number; etudiant_id: number; is_suppleant: boolean; d: string; antenne_id: number }>(
      'SELECT id, etudiant_id, is_suppleant, date_election::text AS d, antenne_id FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id', [ses.id]);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: titular!.id, etudiant_id: titular!.etudiant_id, is_suppleant: titular!.is_suppleant });
    expect(after[1]).toMatchObject({ etudiant_id: fresh, is_suppleant: true, d: '2025-01-15', antenne_id: 2 });
    expect(after.some((r) => r.id === deputy!.id)).toBe(false);
    const read = await s.req('GET', `/api/antenne_diplome_sessions/${ses.id}/delegues`, { token: antenne1 });
    expect(read.body.nombre_delegues).toBe(2);
    expect(read.body.delegues[0].etudiant_detail.lastname).toBeTruthy();
  });

  it('refuses a trainee of another session or antenne, with French 422s, and keeps the scope', async () => {
    const ses = await sessionOf(2);
    const before = await rows('SELECT id FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id', [ses.id]);
    const otherSession = (await rows<{ id: number }>(
      `SELECT e.id FROM etudiants e WHERE e.antenne_id = 2 AND e.diplome_session_id <> $1
       AND NOT EXISTS (SELECT 1 FROM antenne_inscriptions i WHERE i.etudiant_id = e.id AND i.antenne_diplome_session_id = $2) ORDER BY e.id LIMIT 1`,
      [ses.diplome_session_id, ses.id]))[0]!.id;
    const otherAntenne = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]!.id;
    const res = await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, {
      token: admin, body: { delegues: [E(ses.others[0]!), E(otherSession), E(otherAntenne), { etudiant: E(ses.others[1]!), is_suppleant: 'oui' }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'delegues[3].is_suppleant', message: 'Délégués : cette valeur doit être vrai ou faux.' }]);
    const res2 = await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, {
      token: admin, body: { etudiants: [E(ses.others[0]!), E(otherSession), E(otherAntenne)] },
    });
    expect(res2.status).toBe(422);
    const byPath = Object.fromEntries(res2.body.violations.map((v: any) => [v.propertyPath, v.message]));
    expect(Object.keys(byPath).sort()).toEqual(['etudiants[1]', 'etudiants[2]']);
    expect(byPath['etudiants[1]']).toMatch(/n'est pas inscrit à cette session/);
    expect(byPath['etudiants[2]']).toMatch(/n'appartient pas à l'antenne de la session/);
    expect(await rows('SELECT id FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id', [ses.id])).toEqual(before);
    const theirs = (await rows<{ id: number }>('SELECT id FROM antenne_diplome_sessions WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]!.id;
    expect((await s.req('PATCH', `/api/antenne_diplome_sessions/${theirs}/delegues`, { token: antenne1, body: { delegues: [] } })).status).toBe(404);
    expect((await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, { token: sport, body: { delegues: [] } })).status).toBe(404);
    expect((await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, { token: guest, body: { delegues: [] } })).status).toBe(403);
    expect((await s.req('PATCH', `/api/antenne_diplome_sessions/${ses.id}/delegues`, { token: admin, body: {} })).status).toBe(422);
    expect(await rows('SELECT id FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id', [ses.id])).toEqual(before);
  });
});

describe('contracts: POST update and rupture', () => {
  const contractOf = async (antenne: number) =>
    (await rows<{ id: number; etudiant_id: number; date_debut: string }>(
      `SELECT id, etudiant_id, date_debut::text AS date_debut FROM etudiant_contrats c WHERE antenne_id = $1 AND date_rupture IS NULL AND date_fin IS NOT NULL
       AND (entreprise_id IS NULL OR entreprise_id IN (SELECT id FROM entreprises WHERE antenne_id = c.antenne_id)) ORDER BY id LIMIT 1`, [antenne]))[0]!;

  it('updates a contract posted as JSON or as a form, merged over the stored one', async () => {
    const c = await contractOf(2);
    const json = await s.req('POST', `/api/etudiant_contrats/${c.id}`, { token: antenne1, body: { tuteur_lastname: 'Martin', salaire_brut_mensuel: 1234.5 } });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({ '@id': `/api/etudiant_contrats/${c.id}`, tuteur_lastname: 'Martin', salaire_brut_mensuel: 1234.5, date_debut: c.date_debut });
    const form = await multipart(`/api/etudiant_contrats/${c.id}`, { tuteur_firstname: 'Léa', duree_hebdo: '35,5', opco: '', type_contrat: '21' }, antenne1);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body).toMatchObject({ tuteur_firstname: 'Léa', tuteur_lastname: 'Martin', duree_hebdo: 35.5, opco: null, type_contrat: 21 });
    const row = (await rows('SELECT tuteur_firstname, tuteur_lastname, duree_hebdo::float AS h, opco FROM etudiant_contrats WHERE id = $1', [c.id]))[0];
    expect(row).toMatchObject({ tuteur_firstname: 'Léa', tuteur_lastname: 'Martin', h: 35.5, opco: null });
    const bad = await multipart(`/api/etudiant_contrats/${c.id}`, { duree_hebdo: 'trente' }, antenne1);
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('duree_hebdo');
    expect((await multipart(`/api/etudiant_contrats/${c.id}`, { tuteur_lastname: 'X' }, guest)).status).toBe(403);
    expect((await s.req('POST', `/api/etudiant_contrats/${c.id}`, { token: sport, body: { tuteur_lastname: 'X' } })).status).toBe(404);
    const theirs = await contractOf(3);
    expect((await s.req('POST', `/api/etudiant_contrats/${theirs.id}`, { token: antenne1, body: { tuteur_lastname: 'X' } })).status).toBe(404);
    expect((await rows('SELECT tuteur_lastname FROM etudiant_contrats WHERE id = $1', [c.id]))[0]!.tuteur_lastname).toBe('Martin');
  });

  it('records a rupture by PATCH, never before the start date, always with a reason', async () => {
    const c = await contractOf(2);
    const before = new Date(Date.parse(c.date_debut) - 86_400_000).toISOString().slice(0, 10);
    const early = await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: antenne1, body: { date_rupture: before, motif_rupture: 1 } });
    expect(early.status).toBe(422);
    expect(early.body.violations).toEqual([{ propertyPath: 'date_rupture', message: "La date de rupture ne peut pas être antérieure à la date de début d'exécution du contrat." }]);
    const late = await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: antenne1, body: { date_rupture: `${new Date().getFullYear() + 15}-01-01`, motif_rupture: 1 } });
    expect(late.status).toBe(422);
    expect(late.body.violations[0].message).toMatch(/postérieure à la date de fin/);
    const noReason = await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: antenne1, body: { date_rupture: c.date_debut } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.violations[0].propertyPath).toBe('motif_rupture');
    const viaPost = await multipart(`/api/etudiant_contrats/${c.id}`, { date_rupture: before, motif_rupture: '2' }, antenne1);
    expect(viaPost.status).toBe(422);
    expect((await rows('SELECT date_rupture FROM etudiant_contrats WHERE id = $1', [c.id]))[0]!.date_rupture).toBeNull();
    const ok = await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: antenne1, body: { date_rupture: c.date_debut, motif_rupture: 1, commentaire_rupture: 'Abandon en période d\'essai' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ date_rupture: c.date_debut, motif_rupture: 1 });
    expect((await rows('SELECT date_rupture::text AS d, motif_rupture FROM etudiant_contrats WHERE id = $1', [c.id]))[0]).toEqual({ d: c.date_debut, motif_rupture: 1 });
    // Moving the start after the rupture is refused too (the rule holds on the whole new state).
    const moved = await s.req('PUT', `/api/etudiant_contrats/${c.id}`, { token: admin, body: { etudiant: E(c.etudiant_id), date_debut: '2099-01-01', date_rupture: c.date_debut, motif_rupture: 1 } });
    expect(moved.status).toBe(422);
    const created = await s.req('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: E(c.etudiant_id), date_debut: '2025-09-01', date_rupture: '2025-08-01', motif_rupture: 1 } });
    expect(created.status).toBe(422);
    expect(created.body.violations[0].propertyPath).toBe('date_rupture');
    expect((await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: guest, body: { date_rupture: before, motif_rupture: 1 } })).status).toBe(403);
    expect((await s.req('PATCH', `/api/etudiant_contrats/${c.id}`, { token: sport, body: { date_rupture: before, motif_rupture: 1 } })).status).toBe(404);
  });
});
