// An agreement's trainees as one list (the join-list editor of the agreement's page): PATCH
// /api/antenne_conventions/{id}/etudiants makes exactly the listed trainees carry the agreement, in one
// transaction; a trainee of another antenne or centre, a deleted one, a bad IRI, a guest: French 4xx, nothing changed.
import { describe, expect, it } from 'vitest';
import { serverForFile, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;
let antenne1: string;
let guest: string;
let sport: string;
const E = (id: number) => `/api/etudiants/${id}`;
const rows = async <T = any>(sql: string, params: unknown[] = []) => (await s.db.query(sql, params)).rows as T[];
const attached = async (agreement: number) =>
  (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_convention_id = $1 ORDER BY id', [agreement])).map((r) => r.id);
const url = (id: number) => `/api/antenne_conventions/${id}/etudiants`;

/** An agreement of antenne 2 with no trainee yet, and four live trainees of that antenne. */
async function agreementOf(antenne: number) {
  const a = (await rows<{ id: number }>('SELECT id FROM antenne_conventions WHERE antenne_id = $1 ORDER BY id LIMIT 1', [antenne]))[0]!.id;
  await s.db.query('UPDATE etudiants SET antenne_convention_id = NULL WHERE antenne_convention_id = $1', [a]);
  const trainees = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 AND etat <> 3 AND type = 1 ORDER BY id LIMIT 4', [antenne])).map((r) => r.id);
  return { id: a, trainees };
}

serverForFile(import.meta.url, ['admin@demo.fr', 'antenne1@demo.fr', 'invite@demo.fr', 'sport@demo.fr'], (server, tokens) => {
  s = server;
  [admin, antenne1, guest, sport] = tokens as [string, string, string, string];
});

describe('PATCH /api/antenne_conventions/{id}/etudiants', () => {
  it('makes exactly the listed trainees carry the agreement, and GET lists them', async () => {
    const a = await agreementOf(2);
    expect(a.trainees.length).toBe(4);
    const [t1, t2, t3, t4] = a.trainees as [number, number, number, number];
    const first = await s.req('PATCH', url(a.id), { token: antenne1, body: { etudiants: [E(t1), E(t2), String(t3), E(t1)] } });
    expect(first.status).toBe(200);
    expect(first.body['@id']).toBe(`/api/antenne_conventions/${a.id}`);
    expect(first.body.nombre_etudiants).toBe(3);
    expect(await attached(a.id)).toEqual([t1, t2, t3].sort((x, y) => x - y));
    // The list replaces: t1 leaves, t4 comes, t2 and t3 stay.
    const second = await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t2), E(t3), E(t4)] } });
    expect(second.status).toBe(200);
    expect(await attached(a.id)).toEqual([t2, t3, t4].sort((x, y) => x - y));
    const read = await s.req('GET', url(a.id), { token: antenne1 });
    expect(read.status).toBe(200);
    expect(read.body.etudiants.map((t: any) => t['@id']).sort()).toEqual([t2, t3, t4].map(E).sort());
    const empty = await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [] } });
    expect(empty.status).toBe(200);
    expect(await attached(a.id)).toEqual([]);
  });

  it('refuses another antenne\'s or centre\'s trainee, a deleted one and a bad IRI in French, and changes nothing', async () => {
    const a = await agreementOf(2);
    const [t1, t2, t3] = a.trainees as [number, number, number];
    await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t1)] } });
    const other = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]!.id;
    const foreign = (await rows<{ id: number }>('SELECT id FROM etudiants WHERE cfa_id = 2 ORDER BY id LIMIT 1'))[0]!.id;
    await s.db.query('UPDATE etudiants SET etat = 3 WHERE id = $1', [t3]);
    try {
      const res = await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t2), E(other), E(foreign), E(t3)] } });
      expect(res.status).toBe(422);
      const byPath = Object.fromEntries(res.body.violations.map((v: any) => [v.propertyPath, v.message]));
      expect(byPath['etudiants[0]']).toBeUndefined();
      expect(byPath['etudiants[1]']).toMatch(/n'appartient pas à l'antenne de la convention/);
      expect(byPath['etudiants[2]']).toMatch(/n'existe pas ou n'est pas accessible/);
      expect(byPath['etudiants[3]']).toMatch(/est supprimé : il ne peut pas être rattaché à la convention/);
      expect(await attached(a.id)).toEqual([t1]);
    } finally {
      await s.db.query('UPDATE etudiants SET etat = 0 WHERE id = $1', [t3]);
    }
    const badIri = await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t2), '/api/groupes/1'] } });
    expect(badIri.status).toBe(422);
    expect(badIri.body.violations.map((v: any) => v.propertyPath)).toEqual(['etudiants[1]']);
    for (const body of [{ etudiants: 'tous' }, {}, { etudiants: null }]) {
      const bad = await s.req('PATCH', url(a.id), { token: admin, body });
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('etudiants');
    }
    // An antenne user naming another antenne's trainee learns nothing about it.
    const hidden = await s.req('PATCH', url(a.id), { token: antenne1, body: { etudiants: [E(other)] } });
    expect(hidden.status).toBe(422);
    expect(hidden.body.violations[0].message).toMatch(/n'existe pas ou n'est pas accessible/);
    expect(await attached(a.id)).toEqual([t1]);
  });

  it('keeps to the scope: a guest is refused (403), another antenne or centre does not see the agreement (404)', async () => {
    const a = await agreementOf(2);
    const [t1] = a.trainees as [number];
    const body = { etudiants: [E(t1)] };
    const refused = await s.req('PATCH', url(a.id), { token: guest, body });
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toMatch(/invité/);
    expect((await s.req('PATCH', url(a.id), { token: sport, body })).status).toBe(404);
    expect((await s.req('GET', url(a.id), { token: sport })).status).toBe(404);
    const theirs = (await rows<{ id: number }>('SELECT id FROM antenne_conventions WHERE antenne_id = 3 ORDER BY id LIMIT 1'))[0]?.id;
    if (theirs !== undefined) expect((await s.req('PATCH', url(theirs), { token: antenne1, body: { etudiants: [] } })).status).toBe(404);
    expect((await s.req('PATCH', '/api/antenne_conventions/abc/etudiants', { token: admin, body })).status).toBe(404);
    expect(await attached(a.id)).toEqual([]);
  });

  it('is all or nothing: a failure while writing leaves the list as it was', async () => {
    const a = await agreementOf(2);
    const [t1, t2] = a.trainees as [number, number];
    await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t1)] } });
    await s.db.query(`CREATE OR REPLACE FUNCTION test_refuse_agreement() RETURNS trigger AS $$ BEGIN
      IF NEW.id = ${t2} AND NEW.antenne_convention_id IS NOT NULL THEN RAISE EXCEPTION 'refus de test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await s.db.query('CREATE TRIGGER test_refuse_agreement BEFORE UPDATE ON etudiants FOR EACH ROW EXECUTE FUNCTION test_refuse_agreement()');
    try {
      const res = await s.req('PATCH', url(a.id), { token: admin, body: { etudiants: [E(t2)] } });
      expect(res.status).toBe(500);
      expect(await attached(a.id)).toEqual([t1]);
    } finally {
      await s.db.query('DROP TRIGGER test_refuse_agreement ON etudiants');
    }
  });
});
