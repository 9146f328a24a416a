// The shared antenne scope (`"x-scope": { "antenne": "antenne", "shared": true }`) on the referentials and their
// tree (units, skills, descriptors): an antenne reads its centre's referentials (antenne null) and its own
// copies, never another antenne's; it changes its own copies' trees, not the centre's nor another antenne's;
// a centre user sees and changes all. antenne1@demo.fr is tied to Marseille (antenne 2); a Nice user (antenne 3)
// is created here. Each antenne copies the centre's CPS referential through antenne_referentiel_copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';
import { migrationStatements } from '../../src/server/db/migrate.ts';
import { createRegistry } from '../../src/server/schema/model.ts';

let s: TestServer;
let admin: string, marseille: string, nice: string;
const MARSEILLE = '/api/antennes/2';
const NICE = '/api/antennes/3';
const UNITS = 'antenne_referentiel_unite_competences';
const SKILLS = 'antenne_referentiel_competences';
const DESCRIPTORS = 'antenne_referentiel_descripteurs';

/** IRIs of the rows the cases use: the centre's CPS referential (`centre`) and each antenne's copy of it. */
interface Tree { ref: string; unit: string; skill: string; descriptor: string }
let centre: Tree, copyA: Tree, copyB: Tree;

const one = async (sql: string, params: unknown[] = []) => (await s.db.query<any>(sql, params)).rows[0];
const iris = (res: { body: any }) => (res.body['hydra:member'] as any[]).map((m) => m['@id'] as string);
const all = async (token: string, path: string) => {
  const res = await s.req('GET', `${path}${path.includes('?') ? '&' : '?'}pagination=false`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body['hydra:member'] as any[];
};

/** The first unit, skill and descriptor of a referential, read in the database. */
async function treeOf(refId: number): Promise<Tree> {
  const unit = await one(`SELECT id FROM ${UNITS} WHERE antenne_referentiel_id = $1 ORDER BY id LIMIT 1`, [refId]);
  const skill = await one(`SELECT id FROM ${SKILLS} WHERE unite_competence_id = $1 ORDER BY id LIMIT 1`, [unit.id]);
  const descriptor = await one(`SELECT id FROM ${DESCRIPTORS} WHERE competence_id = $1 ORDER BY id LIMIT 1`, [skill.id]);
  return { ref: `/api/antenne_referentiels/${refId}`, unit: `/api/${UNITS}/${unit.id}`, skill: `/api/${SKILLS}/${skill.id}`, descriptor: `/api/${DESCRIPTORS}/${descriptor.id}` };
}

async function copy(token: string, label: string): Promise<Tree> {
  const res = await s.req('POST', '/api/antenne_referentiel_copy', { token, body: { id: centre.ref, label } });
  expect(res.status, res.text).toBe(201);
  return treeOf(res.body.id);
}

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, marseille] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr'].map((e) => s.login(e)));
  const user = await s.req('POST', '/api/users', { token: admin,
    body: { email: 'nice.pedagogie@demo.fr', lastname: 'Pédagogie', firstname: 'Nice', roles: ['ROLE_USER'], password: 'demo12345', antenne: NICE } });
  expect(user.status, user.text).toBe(201);
  nice = await s.login('nice.pedagogie@demo.fr', 'demo12345');
  centre = await treeOf((await one("SELECT id FROM antenne_referentiels WHERE cfa_id = 1 AND type = 'cps' AND antenne_id IS NULL ORDER BY id LIMIT 1")).id);
  copyA = await copy(marseille, 'CPS Marseille');
  copyB = await copy(nice, 'CPS Nice');
}, 120_000);
afterAll(async () => s?.close());

describe('reading', () => {
  it("an antenne lists the centre's referentials and its own copy, never another antenne's", async () => {
    const refs = await all(marseille, '/api/antenne_referentiels');
    expect(refs.map((r) => r['@id'])).toEqual(expect.arrayContaining([centre.ref, copyA.ref]));
    expect(refs.map((r) => r['@id'])).not.toContain(copyB.ref);
    expect(refs.every((r) => r.antenne === null || r.antenne === MARSEILLE)).toBe(true);
    expect(refs.length).toBe(Number((await one('SELECT count(*)::int AS n FROM antenne_referentiels WHERE cfa_id = 1 AND (antenne_id IS NULL OR antenne_id = 2)')).n));
    // Filtering on the other antenne gives nothing, not its rows.
    expect(await all(marseille, `/api/antenne_referentiels?antenne=${NICE}`)).toEqual([]);
    expect(iris(await s.req('GET', `/api/antenne_referentiels?id=${copyB.ref.split('/').pop()}`, { token: marseille }))).toEqual([]);
  });

  it("an antenne reads the centre's and its own items; another antenne's are 404", async () => {
    for (const iri of [centre.ref, centre.unit, centre.skill, centre.descriptor]) {
      const res = await s.req('GET', iri, { token: marseille });
      expect(res.status, iri).toBe(200);
      expect(res.body.antenne, iri).toBeNull();
    }
    for (const iri of [copyA.ref, copyA.unit, copyA.skill, copyA.descriptor]) {
      const res = await s.req('GET', iri, { token: marseille });
      expect(res.status, iri).toBe(200);
      expect(res.body.antenne, iri).toBe(MARSEILLE);
    }
    for (const iri of [copyB.ref, copyB.unit, copyB.skill, copyB.descriptor]) {
      const res = await s.req('GET', iri, { token: marseille });
      expect(res.status, iri).toBe(404);
      expect(res.body['hydra:description']).toBeDefined();
    }
  });

  it("the child lists hold the centre's tree and the own copy's, never another antenne's", async () => {
    for (const [resource, parent, key] of [[UNITS, 'antenne_referentiel', 'ref'], [SKILLS, 'antenne_referentiel', 'ref'], [DESCRIPTORS, 'competence', 'skill']] as const) {
      const rows = await all(marseille, `/api/${resource}`);
      expect(rows.length, resource).toBeGreaterThan(0);
      expect(rows.every((r) => r.antenne === null || r.antenne === MARSEILLE), resource).toBe(true);
      expect(await all(marseille, `/api/${resource}?${parent}=${copyB[key]}`), resource).toEqual([]);
      const own = await all(marseille, `/api/${resource}?${parent}=${copyA[key]}`);
      expect(own.length, resource).toBeGreaterThan(0);
      expect(own.every((r) => r.antenne === MARSEILLE), resource).toBe(true);
      const shared = await all(marseille, `/api/${resource}?${parent}=${centre[key]}`);
      expect(shared.length, resource).toBeGreaterThan(0);
      expect(shared.every((r) => r.antenne === null), resource).toBe(true);
      // Nice reads its own copy's tree the same way.
      expect((await all(nice, `/api/${resource}?${parent}=${copyB[key]}`)).every((r) => r.antenne === NICE), resource).toBe(true);
    }
    // The copy endpoint gave every node of the copy its antenne, in the database too.
    const orphan = await one(`SELECT count(*)::int AS n FROM ${UNITS} WHERE antenne_referentiel_id = $1 AND antenne_id IS DISTINCT FROM 2`, [Number(copyA.ref.split('/').pop())]);
    expect(orphan.n).toBe(0);
  });

  it('a centre user sees every antenne\'s copies and the centre\'s referentials', async () => {
    const refs = (await all(admin, '/api/antenne_referentiels')).map((r) => r['@id']);
    expect(refs).toEqual(expect.arrayContaining([centre.ref, copyA.ref, copyB.ref]));
    const units = (await all(admin, `/api/${UNITS}`)).map((r) => r['@id']);
    expect(units).toEqual(expect.arrayContaining([centre.unit, copyA.unit, copyB.unit]));
    expect((await s.req('GET', copyB.descriptor, { token: admin })).status).toBe(200);
  });

  it("antenne[or_null] (the generic form's choices for a record of one antenne) lists that antenne's rows and the centre's only", async () => {
    const refs = await all(admin, `/api/antenne_referentiels?antenne[or_null]=${encodeURIComponent(MARSEILLE)}`);
    expect(refs.map((r) => r['@id'])).toEqual(expect.arrayContaining([centre.ref, copyA.ref]));
    expect(refs.map((r) => r['@id'])).not.toContain(copyB.ref);
    expect(refs.every((r) => r.antenne === null || r.antenne === MARSEILLE)).toBe(true);
    // The server refuses what the form no longer offers: a Marseille record pointing at Nice's copy.
    const diplome = await one('SELECT id FROM diplomes WHERE cfa_id = 1 ORDER BY id LIMIT 1');
    const wrong = await s.req('POST', '/api/antenne_referentiel_diplomes', { token: admin, body: { antenne: MARSEILLE, referentiel: copyB.ref, diplome: `/api/diplomes/${diplome.id}` } });
    expect(wrong.status, wrong.text).toBe(422);
    expect(wrong.body.violations[0].propertyPath).toBe('referentiel');
    const bad = await s.req('GET', '/api/antenne_referentiels?antenne[or_null]=Marseille', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/antenne\[or_null\]/);
  });
});

describe('writing', () => {
  it("an antenne edits its own copy's units, skills and descriptors (200) and adds to its tree", async () => {
    for (const iri of [copyA.unit, copyA.skill, copyA.descriptor]) {
      const res = await s.req('PATCH', iri, { token: marseille, body: { label: 'Adapté à Marseille' } });
      expect(res.status, `${iri} ${res.text}`).toBe(200);
      expect(res.body).toMatchObject({ label: 'Adapté à Marseille', antenne: MARSEILLE });
    }
    expect((await s.req('PATCH', copyA.ref, { token: marseille, body: { label: 'Copie adaptée à Marseille' } })).status).toBe(200);

    // New nodes take the copy's antenne from their parent (x-derive), the antenne left out.
    const unit = await s.req('POST', `/api/${UNITS}`, { token: marseille, body: { antenne_referentiel: copyA.ref, label: 'Unité locale' } });
    expect(unit.status, unit.text).toBe(201);
    expect(unit.body.antenne).toBe(MARSEILLE);
    const skill = await s.req('POST', `/api/${SKILLS}`, { token: marseille, body: { unite_competence: unit.body['@id'], label: 'Compétence locale' } });
    expect(skill.status, skill.text).toBe(201);
    expect(skill.body).toMatchObject({ antenne_referentiel: copyA.ref, antenne: MARSEILLE });
    const descriptor = await s.req('POST', `/api/${DESCRIPTORS}`, { token: marseille, body: { competence: skill.body['@id'], label: 'Observable local' } });
    expect(descriptor.status, descriptor.text).toBe(201);
    expect(descriptor.body.antenne).toBe(MARSEILLE);
    for (const iri of [descriptor.body['@id'], skill.body['@id'], unit.body['@id']]) expect((await s.req('DELETE', iri, { token: marseille })).status, iri).toBe(204);

    // A referential an antenne creates is its own.
    const ref = await s.req('POST', '/api/antenne_referentiels', { token: marseille, body: { label: 'Référentiel de Marseille', type: 'cps' } });
    expect(ref.status, ref.text).toBe(201);
    expect(ref.body.antenne).toBe(MARSEILLE);
    expect((await s.req('GET', ref.body['@id'], { token: nice })).status).toBe(404);
  });

  it("an antenne cannot change the centre's referential nor its tree (403, in French)", async () => {
    const before = await one(`SELECT label FROM ${UNITS} WHERE id = $1`, [Number(centre.unit.split('/').pop())]);
    for (const iri of [centre.ref, centre.unit, centre.skill, centre.descriptor]) {
      const patch = await s.req('PATCH', iri, { token: marseille, body: { label: 'Piraté' } });
      expect(patch.status, iri).toBe(403);
      expect(patch.body['hydra:description']).toMatch(/appartient au centre/);
      expect((await s.req('DELETE', iri, { token: marseille })).status, iri).toBe(403);
    }
    // Nor take it over by naming its own antenne.
    expect((await s.req('PATCH', centre.ref, { token: marseille, body: { antenne: MARSEILLE } })).status).toBe(403);
    expect((await one(`SELECT label FROM ${UNITS} WHERE id = $1`, [Number(centre.unit.split('/').pop())])).label).toBe(before.label);
    // Adding to the centre's tree: the node would be the centre's (its antenne is its parent's, whatever is sent).
    for (const body of [{ antenne_referentiel: centre.ref, label: 'Ajout' }, { antenne_referentiel: centre.ref, label: 'Ajout', antenne: MARSEILLE }]) {
      const res = await s.req('POST', `/api/${UNITS}`, { token: marseille, body });
      expect(res.status, res.text).toBe(403);
      expect(res.body['hydra:description']).toMatch(/appartient au centre/);
    }
    expect((await s.req('POST', `/api/${DESCRIPTORS}`, { token: marseille, body: { competence: centre.skill, label: 'Ajout' } })).status).toBe(403);
  });

  it("an antenne cannot reach another antenne's copy: 404 on its rows, 422 when pointing at them", async () => {
    for (const iri of [copyB.ref, copyB.unit, copyB.skill, copyB.descriptor]) {
      expect((await s.req('PATCH', iri, { token: marseille, body: { label: 'Piraté' } })).status, iri).toBe(404);
      expect((await s.req('DELETE', iri, { token: marseille })).status, iri).toBe(404);
    }
    const unit = await s.req('POST', `/api/${UNITS}`, { token: marseille, body: { antenne_referentiel: copyB.ref, label: 'Intrus' } });
    expect(unit.status).toBe(422);
    expect(unit.body.violations.map((v: any) => v.propertyPath)).toContain('antenne_referentiel');
    const group = await s.req('POST', '/api/antenne_sequence_groupes', { token: marseille, body: { label: 'Groupe', antenne: MARSEILLE, antenne_referentiel: copyB.ref } });
    expect(group.status).toBe(422);
    // Even the centre cannot tie a Marseille row to Nice's copy: Marseille would not see what it points at.
    const link = await s.req('POST', '/api/antenne_referentiel_diplomes', { token: admin,
      body: { antenne: MARSEILLE, referentiel: copyB.ref, diplome: (await s.req('GET', '/api/diplomes?itemsPerPage=1', { token: admin })).body['hydra:member'][0]['@id'] } });
    expect(link.status, link.text).toBe(422);
    expect(link.body.violations).toEqual([expect.objectContaining({ propertyPath: 'referentiel', message: expect.stringMatching(/autre antenne/) })]);
    const ok = await s.req('POST', '/api/antenne_sequence_groupes', { token: marseille, body: { label: 'Groupe CPS', antenne: MARSEILLE, antenne_referentiel: centre.ref } });
    expect(ok.status, ok.text).toBe(201);
  });

  it('a centre user changes every antenne\'s copy and the centre\'s tree; an antenne stays fixed (422)', async () => {
    const res = await s.req('PATCH', copyB.unit, { token: admin, body: { label: 'Revu par le centre' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.antenne).toBe(NICE);
    expect((await s.req('PATCH', centre.descriptor, { token: admin, body: { ordre: 5 } })).status).toBe(200);
    const added = await s.req('POST', `/api/${SKILLS}`, { token: admin, body: { antenne_referentiel: copyB.ref, label: 'Ajout du centre', antenne: MARSEILLE } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.antenne).toBe(NICE);

    // Moving a copy (its tree keeps the antenne it was created with) or a node into another antenne's tree.
    const move = await s.req('PATCH', copyA.ref, { token: admin, body: { antenne: NICE } });
    expect(move.status).toBe(422);
    expect(move.body.violations).toEqual([expect.objectContaining({ propertyPath: 'antenne', message: expect.stringMatching(/ne peut pas être modifiée/) })]);
    expect((await s.req('PATCH', copyA.ref, { token: admin, body: { antenne: null } })).status).toBe(422);
    const moveUnit = await s.req('PATCH', copyA.unit, { token: admin, body: { antenne_referentiel: copyB.ref } });
    expect(moveUnit.status).toBe(422);
    expect(moveUnit.body.violations.map((v: any) => v.propertyPath)).toEqual(['antenne_referentiel']);
    expect((await s.req('GET', copyA.unit, { token: admin })).body).toMatchObject({ antenne_referentiel: copyA.ref, antenne: MARSEILLE });
    const centreRef = await s.req('POST', '/api/antenne_referentiels', { token: admin, body: { label: 'Nouveau référentiel du centre', type: 'cps' } });
    expect(centreRef.status, centreRef.text).toBe(201);
    expect(centreRef.body.antenne).toBeNull();
    expect((await s.req('GET', centreRef.body['@id'], { token: nice })).status).toBe(200);
  });
});

describe('migration', () => {
  it("gives the nodes of a copy stored before the antenne column its referential's antenne, parents first", async () => {
    const ref = Number(copyA.ref.split('/').pop());
    // A copy made before this change: its nodes without antenne.
    await s.db.query(`UPDATE ${UNITS} SET antenne_id = NULL WHERE antenne_referentiel_id = $1`, [ref]);
    await s.db.query(`UPDATE ${SKILLS} SET antenne_id = NULL WHERE antenne_referentiel_id = $1`, [ref]);
    await s.db.query(`UPDATE ${DESCRIPTORS} SET antenne_id = NULL WHERE competence_id IN (SELECT id FROM ${SKILLS} WHERE antenne_referentiel_id = $1)`, [ref]);
    expect((await s.req('PATCH', copyA.descriptor, { token: marseille, body: { label: 'x' } })).status).toBe(403);
    // The referential's three node tables (other derived trees, such as the GED's folders, have their own).
    const backfill = migrationStatements(createRegistry().resources).filter((q) => q.startsWith('UPDATE "antenne_referentiel_'));
    expect(backfill).toHaveLength(3);
    for (const q of backfill) await s.db.query(q);
    const left = await one(`SELECT (SELECT count(*) FROM ${UNITS} WHERE antenne_referentiel_id = $1 AND antenne_id IS DISTINCT FROM 2)
      + (SELECT count(*) FROM ${DESCRIPTORS} d JOIN ${SKILLS} c ON c.id = d.competence_id WHERE c.antenne_referentiel_id = $1 AND d.antenne_id IS DISTINCT FROM 2) AS n`, [ref]);
    expect(Number(left.n)).toBe(0);
    expect((await s.req('PATCH', copyA.descriptor, { token: marseille, body: { label: 'Rendu à Marseille' } })).status).toBe(200);
    // The centre's referential keeps its nodes shared.
    expect((await s.req('GET', centre.unit, { token: admin })).body.antenne).toBeNull();
  });
});
