// The pedagogy calls of spec 001 section 7 that are not plain CRUD, against a real seeded server: referential
// rename, copies with their whole tree (and their rollback), detail and pickers, referential-diploma links,
// sequence groups (list, detail, by agreement), sequences written with their contents, an evaluation's
// contents completed from its sequence, pedagogy documents sent as forms. Each call's scope: another antenne
// (antenne1@demo.fr is tied to Marseille, antenne 2; records of Nice, antenne 3) and another centre
// (sport@demo.fr) get 404 or 403; bad input gets a French 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';
import { unitScore } from '../../../src/shared/pedagogie/unitScore.ts';

let s: TestServer;
let admin: string, antenne1: string, sport: string;
const MARSEILLE = '/api/antennes/2';
const NICE = '/api/antennes/3';
/** Demo rows the cases point at. */
const demo: Record<string, string> = {};
/** A French sentence (articles, verbs, accents), not a validator's English wording. */
const FRENCH = /\b(la|le|les|une?|des|du|ce|cette|doit|est|n'est|n'existe)\b/i;

const one = async (sql: string, params: unknown[] = []) => (await s.db.query<any>(sql, params)).rows[0];
const count = async (sql: string, params: unknown[] = []) => Number((await one(`SELECT count(*)::int AS n FROM ${sql}`, params)).n);
const make = async (token: string, resource: string, body: Record<string, unknown>) => {
  const res = await s.req('POST', `/api/${resource}`, { token, body });
  expect(res.status, res.text).toBe(201);
  return res.body['@id'] as string;
};
const violation = (res: { body: any; text: string }, path: string) => {
  const v = res.body?.violations?.find((x: any) => x.propertyPath === path);
  expect(v, res.text).toBeDefined();
  expect(v.message).toMatch(FRENCH);
  return v;
};

/** A multipart request, as the admin's forms send documents. */
async function form(method: string, path: string, token: string, fields: Record<string, string>, file?: { name: string; content: string }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('file', new Blob([file.content], { type: 'application/pdf' }), file.name);
  const res = await fetch(s.base + path, { method, headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' }, body: data });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}
const PDF = (marker: string) => `%PDF-1.4\n% ${marker}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  [admin, antenne1, sport] = await Promise.all(['admin@demo.fr', 'antenne1@demo.fr', 'sport@demo.fr'].map((e) => s.login(e)));
  const repo = await one("SELECT id, diplome_id FROM antenne_referentiels WHERE cfa_id = 1 AND type = 'repository' ORDER BY id LIMIT 1");
  demo.repo = `/api/antenne_referentiels/${repo.id}`;
  demo.repoDiplome = `/api/diplomes/${repo.diplome_id}`;
  demo.cps = `/api/antenne_referentiels/${(await one("SELECT id FROM antenne_referentiels WHERE cfa_id = 1 AND type = 'cps'")).id}`;
  demo.groupe = `/api/antenne_sequence_groupes/${(await one('SELECT id FROM antenne_sequence_groupes WHERE antenne_id = 2 ORDER BY id LIMIT 1')).id}`;
  demo.groupeNice = `/api/antenne_sequence_groupes/${(await one('SELECT id FROM antenne_sequence_groupes WHERE antenne_id = 3 ORDER BY id LIMIT 1')).id}`;
  demo.positioning = `/api/antenne_sequences/${(await one("SELECT id FROM antenne_sequences WHERE antenne_id = 2 AND type = 'POSITIONNING' ORDER BY id LIMIT 1")).id}`;
  demo.sequenceNice = `/api/antenne_sequences/${(await one('SELECT id FROM antenne_sequences WHERE antenne_id = 3 ORDER BY id LIMIT 1')).id}`;
  demo.etudiant = `/api/etudiants/${(await one('SELECT id FROM etudiants WHERE antenne_id = 2 AND type = 1 ORDER BY id LIMIT 1')).id}`;
  const unit = await one('SELECT id FROM antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1 ORDER BY ordre LIMIT 1', [repo.id]);
  const skills = (await s.db.query<any>('SELECT id FROM antenne_referentiel_competences WHERE unite_competence_id = $1 ORDER BY ordre', [unit.id])).rows;
  const descriptor = await one('SELECT id FROM antenne_referentiel_descripteurs WHERE competence_id = $1 ORDER BY ordre LIMIT 1', [skills[0].id]);
  demo.unit = `/api/antenne_referentiel_unite_competences/${unit.id}`;
  demo.skill1 = `/api/antenne_referentiel_competences/${skills[0].id}`;
  demo.skill2 = `/api/antenne_referentiel_competences/${skills[1].id}`;
  demo.descriptor = `/api/antenne_referentiel_descripteurs/${descriptor.id}`;
  demo.cpsSkill = `/api/antenne_referentiel_competences/${(await one('SELECT id FROM antenne_referentiel_competences WHERE antenne_referentiel_id = $1 ORDER BY id LIMIT 1', [idOf(demo.cps)])).id}`;
});
afterAll(async () => s?.close());

describe('referentials', () => {
  it('antenne_referentiel_detail nests units > skills > descriptors in order; another centre gets 404', async () => {
    const res = await s.req('GET', `/api/antenne_referentiel_detail/${idOf(demo.repo)}`, { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body['@id']).toBe(demo.repo);
    expect(res.body['@type']).toBe('AntenneReferentiel');
    expect(res.body.unite_competences.map((u: any) => u.label)).toEqual([
      'Encadrer tout public dans tout lieu et toute structure', "Mettre en œuvre un projet d'animation", 'Conduire une séance ou un cycle']);
    const first = res.body.unite_competences[0];
    expect(first['@id']).toBe(demo.unit);
    expect(first.competences.map((c: any) => c['@id'])).toEqual([demo.skill1, demo.skill2, expect.any(String)]);
    expect(first.competences[0].descripteurs.map((d: any) => d.label)).toEqual(['Observe et décrit la situation', 'Agit de façon adaptée et en autonomie']);
    const nodes = res.body.unite_competences.flatMap((u: any) => u.competences);
    expect(nodes).toHaveLength(await count('antenne_referentiel_competences WHERE antenne_referentiel_id = $1', [idOf(demo.repo)]));
    expect(res.body.competences).toEqual([]);
    expect((await s.req('GET', `/api/antenne_referentiel_detail/${idOf(demo.repo)}`, { token: sport })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_referentiel_detail/abc', { token: admin })).status).toBe(404);
  });

  it('antenne_referentiels_edit_label renames an editable referential; locked, empty or missing gives a French 422', async () => {
    const iri = await make(admin, 'antenne_referentiels', { label: 'Référentiel à renommer', type: 'cps', editable: true });
    const res = await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { id: idOf(iri), label: '  Compétences du quotidien  ' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.label).toBe('Compétences du quotidien');
    expect((await s.req('GET', iri, { token: admin })).body.label).toBe('Compétences du quotidien');
    const byIri = await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { id: iri, label: 'Par IRI' } });
    expect(byIri.body.label).toBe('Par IRI');

    const locked = await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { id: idOf(demo.repo), label: 'Interdit' } });
    expect(locked.status).toBe(422);
    expect(violation(locked, 'label').message).toMatch(/verrouillé/);
    violation(await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { id: idOf(iri), label: '   ' } }), 'label');
    violation(await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { label: 'Sans id' } }), 'id');
    violation(await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: { id: '/api/diplomes/1', label: 'x' } }), 'id');
    expect((await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: admin, body: [] })).status).toBe(400);

    // The centre's referential is not an antenne's to rename; another centre does not see it at all.
    const other = await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: antenne1, body: { id: idOf(iri), label: 'Par une antenne' } });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toMatch(/centre/);
    expect((await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: sport, body: { id: idOf(iri), label: 'x' } })).status).toBe(404);
    expect((await s.req('GET', iri, { token: admin })).body.label).toBe('Par IRI');
  });
});

describe('copies', () => {
  const tree = (r: any) => r.unite_competences.map((u: any) => [u.label, u.competences.map((c: any) => [c.label, c.descripteurs.map((d: any) => d.label)])]);
  const ids = (r: any) => r.unite_competences.flatMap((u: any) => [u.id, ...u.competences.flatMap((c: any) => [c.id, ...c.descripteurs.map((d: any) => d.id)])]);

  it("antenne_referentiel_copy copies the whole tree into the caller's antenne, editable, with new ids", async () => {
    const source = (await s.req('GET', `/api/antenne_referentiel_detail/${idOf(demo.repo)}`, { token: antenne1 })).body;
    const res = await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: { id: idOf(demo.repo) } });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(res.body['@id']);
    expect(res.body).toMatchObject({ label: `${source.label} (copie)`, type: 'repository', diplome: demo.repoDiplome, antenne: MARSEILLE,
      editable: true, etat: 0, id_link: demo.repo });
    expect(tree(res.body)).toEqual(tree(source));
    expect(ids(res.body).some((id: number) => ids(source).includes(id))).toBe(false);
    expect(await count('antenne_referentiel_descripteurs d JOIN antenne_referentiel_competences c ON c.id = d.competence_id WHERE c.antenne_referentiel_id = $1', [res.body.id]))
      .toBe(await count('antenne_referentiel_descripteurs d JOIN antenne_referentiel_competences c ON c.id = d.competence_id WHERE c.antenne_referentiel_id = $1', [idOf(demo.repo)]));
    demo.copy = res.body['@id'];

    // The copy is the antenne's: its users rename it (the source stays locked and unchanged).
    const renamed = await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: antenne1, body: { id: res.body.id, label: 'BPJEPS Marseille' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await s.req('GET', demo.repo, { token: admin })).body.label).toBe(source.label);
  });

  it('a centre user copies into a named antenne; that copy stays out of another antenne; bad input is refused in French', async () => {
    const res = await s.req('POST', '/api/antenne_referentiel_copy', { token: admin, body: { referentiel: demo.cps, antenne: NICE, label: 'CPS Nice' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ label: 'CPS Nice', antenne: NICE, type: 'cps', id_link: demo.cps, editable: true });
    demo.copyNice = res.body['@id'];
    expect((await s.req('GET', `/api/antenne_referentiel_detail/${res.body.id}`, { token: antenne1 })).status).toBe(404);
    expect((await s.req('PATCH', '/api/antenne_referentiels_edit_label', { token: antenne1, body: { id: res.body.id, label: 'x' } })).status).toBe(404);
    expect((await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: { id: res.body.id } })).status).toBe(404);
    const intoNice = await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: { id: idOf(demo.cps), antenne: NICE } });
    expect(intoNice.status).toBe(403);
    expect(intoNice.body['hydra:description']).toMatch(/antenne/);
    expect((await s.req('POST', '/api/antenne_referentiel_copy', { token: sport, body: { id: idOf(demo.repo) } })).status).toBe(404);
    const guest = await s.req('POST', '/api/antenne_referentiel_copy', { token: await s.login('invite@demo.fr'), body: { id: idOf(demo.repo) } });
    expect(guest.status).toBe(403);
    expect(guest.body['hydra:description']).toMatch(/consultation/);
    violation(await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: {} }), 'id');
    violation(await s.req('POST', '/api/antenne_referentiel_copy', { token: antenne1, body: { id: idOf(demo.cps), label: '' } }), 'label');
    violation(await s.req('POST', '/api/antenne_referentiel_copy', { token: admin, body: { id: idOf(demo.cps), antenne: '/api/antennes/999999' } }), 'antenne');
  });

  it('a copy that fails half-way (descriptors refused by the database) leaves nothing behind', async () => {
    const ref = await make(admin, 'antenne_referentiels', { label: 'Référentiel piège', type: 'cps' });
    const unit = await make(admin, 'antenne_referentiel_unite_competences', { antenne_referentiel: ref, label: 'Bloc piège' });
    const skill = await make(admin, 'antenne_referentiel_competences', { unite_competence: unit, label: 'Compétence piège' });
    await make(admin, 'antenne_referentiel_descripteurs', { competence: skill, label: 'Descripteur ordinaire' });
    await make(admin, 'antenne_referentiel_descripteurs', { competence: skill, label: 'Descripteur piège' });
    await s.db.query(`CREATE FUNCTION refuse_piege() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.label = 'Descripteur piège' THEN RAISE EXCEPTION 'échec forcé'; END IF; RETURN NEW; END $$`);
    await s.db.query('CREATE TRIGGER refuse_piege BEFORE INSERT ON antenne_referentiel_descripteurs FOR EACH ROW EXECUTE FUNCTION refuse_piege()');
    const tables = ['antenne_referentiels', 'antenne_referentiel_unite_competences', 'antenne_referentiel_competences', 'antenne_referentiel_descripteurs'];
    const before = await Promise.all(tables.map((t) => count(t)));
    try {
      const res = await s.req('POST', '/api/antenne_referentiel_copy', { token: admin, body: { id: idOf(ref), label: 'Copie ratée' } });
      expect(res.status).toBe(500);
      expect(res.body['hydra:description']).toMatch(/erreur/i);
    } finally {
      await s.db.query('DROP TRIGGER refuse_piege ON antenne_referentiel_descripteurs');
      await s.db.query('DROP FUNCTION refuse_piege()');
    }
    expect(await Promise.all(tables.map((t) => count(t)))).toEqual(before);
    expect(await count('antenne_referentiels WHERE id_link_id = $1', [idOf(ref)])).toBe(0);
    const again = await s.req('POST', '/api/antenne_referentiel_copy', { token: admin, body: { id: idOf(ref), label: 'Copie réussie' } });
    expect(again.status, again.text).toBe(201);
    expect(again.body.unite_competences[0].competences[0].descripteurs.map((d: any) => d.label)).toEqual(['Descripteur ordinaire', 'Descripteur piège']);
  });

  it("antenne_actions_copy copies an action's referential (by action or by id); not an action referential: 422", async () => {
    const action = await make(admin, 'antenne_actions', { name: 'Action animation 2026', antenne: MARSEILLE });
    const target = await make(admin, 'antenne_actions', { name: 'Action animation 2027', antenne: MARSEILLE });
    const ref = await make(admin, 'antenne_referentiels', { label: "Référentiel de l'action", type: 'action', action });
    const unit = await make(admin, 'antenne_referentiel_unite_competences', { antenne_referentiel: ref, label: 'Animer' });
    await make(admin, 'antenne_referentiel_competences', { unite_competence: unit, label: 'Accueillir le public' });
    await make(admin, 'antenne_referentiel_competences', { antenne_referentiel: ref, label: 'Compétence transversale' });

    const res = await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { action } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ type: 'action', action, antenne: MARSEILLE, id_link: ref, editable: true, label: "Référentiel de l'action (copie)" });
    expect(res.body.unite_competences.map((u: any) => [u.label, u.competences.map((c: any) => c.label)])).toEqual([['Animer', ['Accueillir le public']]]);
    expect(res.body.competences.map((c: any) => c.label)).toEqual(['Compétence transversale']);

    const byId = await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { id: ref, target_action: target } });
    expect(byId.status, byId.text).toBe(201);
    expect(byId.body.action).toBe(target);

    violation(await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { id: idOf(demo.cps) } }), 'id');
    violation(await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: {} }), 'action');
    const niceAction = await make(admin, 'antenne_actions', { name: 'Action Nice', antenne: NICE });
    await make(admin, 'antenne_referentiels', { label: 'Référentiel Nice', type: 'action', action: niceAction });
    expect((await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { action: niceAction } })).status).toBe(404);
    expect((await s.req('POST', '/api/antenne_actions_copy', { token: sport, body: { action } })).status).toBe(404);
    expect((await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { action, target_action: niceAction } })).status).toBe(404);
    const noRef = await make(admin, 'antenne_actions', { name: 'Action sans référentiel', antenne: MARSEILLE });
    const none = await s.req('POST', '/api/antenne_actions_copy', { token: antenne1, body: { action: noRef } });
    expect(none.status).toBe(404);
    expect(none.body['hydra:description']).toMatch(/pas de référentiel/);
  });
});

describe('referential pickers', () => {
  const list = async (token: string, path: string) => {
    const res = await s.req('GET', path, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body['@type']).toBe('hydra:Collection');
    return res.body['hydra:member'] as any[];
  };

  it("antenne_referentiels_repositories: the centre's referentials and the antenne's own copies, with the spec's filters", async () => {
    const repos = await list(antenne1, '/api/antenne_referentiels_repositories?type=repository&etat=0');
    expect(repos.length).toBeGreaterThan(1);
    expect(repos.every((r) => r.type === 'repository' && r.etat === 0)).toBe(true);
    expect(repos.map((r) => r['@id'])).toEqual(expect.arrayContaining([demo.repo, demo.copy]));
    const all = await list(antenne1, '/api/antenne_referentiels_repositories');
    expect(all.every((r) => r.antenne === null || r.antenne === MARSEILLE)).toBe(true);
    expect(all.map((r) => r['@id'])).not.toContain(demo.copyNice);
    expect((await list(admin, '/api/antenne_referentiels_repositories?type=cps')).map((r) => r['@id'])).toContain(demo.copyNice);

    const byDiplome = await list(antenne1, `/api/antenne_referentiels_repositories?etat=0&diplome=${demo.repoDiplome}`);
    expect(byDiplome.length).toBeGreaterThan(0);
    expect(byDiplome.every((r) => r.diplome === demo.repoDiplome)).toBe(true);
    const locked = await list(antenne1, '/api/antenne_referentiels_repositories?editable=false&etat=0');
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((r) => r.editable === false)).toBe(true);
    expect((await list(antenne1, '/api/antenne_referentiels_repositories?type=action')).every((r) => r.type === 'action')).toBe(true);

    const bad = await s.req('GET', '/api/antenne_referentiels_repositories?type=autre', { token: antenne1 });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/n'est pas valide/);
    expect((await s.req('GET', '/api/antenne_referentiels_repositories?editable=peut-etre', { token: antenne1 })).status).toBe(400);
    const other = await list(sport, '/api/antenne_referentiels_repositories');
    expect(other.map((r) => r['@id'])).not.toContain(demo.repo);
  });

  it("antenne_referentiels_cfa_repositories: only the centre's shared referentials; another centre's cfa gives 404", async () => {
    const shared = await list(antenne1, '/api/antenne_referentiels_cfa_repositories?cfa=/api/cfas/1&etat=0');
    expect(shared.map((r) => r['@id'])).toEqual(expect.arrayContaining([demo.repo, demo.cps]));
    expect(shared.every((r) => r.antenne === null && r.etat === 0)).toBe(true);
    expect(shared.map((r) => r['@id'])).not.toContain(demo.copy);
    const cps = await list(antenne1, '/api/antenne_referentiels_cfa_repositories?cfa=1&etat=0&type=cps');
    expect(cps.length).toBeGreaterThan(0);
    expect(cps.every((r) => r.type === 'cps')).toBe(true);
    expect((await s.req('GET', '/api/antenne_referentiels_cfa_repositories?cfa=/api/cfas/2&etat=0', { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', '/api/antenne_referentiels_cfa_repositories?cfa=centre', { token: antenne1 })).status).toBe(400);
  });
});

describe('referential diplomas', () => {
  it('lists the demo links by antenne and referentiel, creates and deletes one; scope and French 422', async () => {
    const links = await s.req('GET', `/api/antenne_referentiel_diplomes?antenne=${MARSEILLE}&referentiel=${demo.repo}`, { token: antenne1 });
    expect(links.status, links.text).toBe(200);
    expect(links.body['hydra:member']).toEqual([expect.objectContaining({ antenne: MARSEILLE, referentiel: demo.repo, diplome: demo.repoDiplome })]);

    const created = await s.req('POST', '/api/antenne_referentiel_diplomes', { token: antenne1, body: { antenne: MARSEILLE, referentiel: demo.cps, diplome: demo.repoDiplome } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ antenne: MARSEILLE, referentiel: demo.cps, diplome: demo.repoDiplome });
    const nice = await s.req('POST', '/api/antenne_referentiel_diplomes', { token: antenne1, body: { antenne: NICE, referentiel: demo.cps, diplome: demo.repoDiplome } });
    expect(nice.status).toBe(403);
    violation(await s.req('POST', '/api/antenne_referentiel_diplomes', { token: antenne1, body: { antenne: MARSEILLE, referentiel: demo.cps } }), 'diplome');
    const niceLink = await one('SELECT id FROM antenne_referentiel_diplomes WHERE antenne_id = 3 LIMIT 1');
    expect((await s.req('GET', `/api/antenne_referentiel_diplomes/${niceLink.id}`, { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', created.body['@id'], { token: sport })).status).toBe(404);
    expect((await s.req('DELETE', created.body['@id'], { token: antenne1 })).status).toBe(204);
    expect((await s.req('GET', created.body['@id'], { token: antenne1 })).status).toBe(404);
  });
});

describe('sequence groups', () => {
  it('sequence_groupes_list: active groups of the caller, their referential, filters antenne and antenneReferentiels.editable', async () => {
    const res = await s.req('GET', '/api/sequence_groupes_list', { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    const members = res.body['hydra:member'];
    expect(members.every((g: any) => g.antenne === MARSEILLE && g.etat === 0)).toBe(true);
    const demoGroup = members.find((g: any) => g['@id'] === demo.groupe);
    expect(demoGroup).toMatchObject({ label: 'Parcours de positionnement', antenne_referentiel: demo.repo, antenne_referentiel_editable: false, sequences_count: 2 });
    expect(demoGroup.antenne_referentiel_label).toMatch(/^Référentiel /);

    const editableGroup = await make(admin, 'antenne_sequence_groupes', { label: 'Groupe CPS', antenne: MARSEILLE, antenne_referentiel: demo.cps });
    await make(admin, 'antenne_sequence_groupes', { label: 'Groupe archivé', antenne: MARSEILLE, antenne_referentiel: demo.repo, etat: 1 });
    const locked = (await s.req('GET', '/api/sequence_groupes_list?antenneReferentiels.editable=false', { token: antenne1 })).body['hydra:member'];
    expect(locked.map((g: any) => g['@id'])).toContain(demo.groupe);
    expect(locked.map((g: any) => g['@id'])).not.toContain(editableGroup);
    expect(locked.every((g: any) => g.antenne_referentiel_editable === false && g.etat === 0)).toBe(true);
    const archived = (await s.req('GET', '/api/sequence_groupes_list?etat=1', { token: antenne1 })).body['hydra:member'];
    expect(archived.map((g: any) => g.label)).toEqual(['Groupe archivé']);

    const nice = (await s.req('GET', `/api/sequence_groupes_list?antenne=${NICE}`, { token: admin })).body['hydra:member'];
    expect(nice.length).toBeGreaterThan(0);
    expect(nice.every((g: any) => g.antenne === NICE)).toBe(true);
    expect((await s.req('GET', `/api/sequence_groupes_list?antenne=${NICE}`, { token: antenne1 })).body['hydra:member']).toEqual([]);
    expect((await s.req('GET', '/api/sequence_groupes_list', { token: sport })).body['hydra:member'].map((g: any) => g['@id'])).not.toContain(demo.groupe);
    expect((await s.req('GET', '/api/sequence_groupes_list?antenneReferentiels.editable=oui', { token: antenne1 })).status).toBe(400);
  });

  it('antenne_sequence_groupe_detail: the group, its referential, its sequences with their contents', async () => {
    const res = await s.req('GET', `/api/antenne_sequence_groupe_detail/${idOf(demo.groupe)}`, { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ '@id': demo.groupe, '@type': 'AntenneSequenceGroupe', label: 'Parcours de positionnement' });
    expect(res.body.referentiel['@id']).toBe(demo.repo);
    expect(res.body.sequences.map((q: any) => q.type)).toEqual(['POSITIONNING', 'CPS']);
    for (const q of res.body.sequences) {
      expect(q.sequence_groupe).toBe(demo.groupe);
      expect(q.sequences_content.length).toBe(await count('antenne_sequence_contents WHERE antenne_sequence_id = $1', [q.id]));
      expect(q.sequences_content.every((c: any) => c.antenne_sequence === q['@id'])).toBe(true);
    }
    expect((await s.req('GET', `/api/antenne_sequence_groupe_detail/${idOf(demo.groupeNice)}`, { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', `/api/antenne_sequence_groupe_detail/${idOf(demo.groupe)}`, { token: sport })).status).toBe(404);
  });

  it("antenne_sequence_groupe_convention: the groups of the agreement's antenne built for its sessions' diplomas", async () => {
    const session = await one('SELECT id FROM diplome_sessions WHERE diplome_id = $1 ORDER BY id LIMIT 1', [idOf(demo.repoDiplome)]);
    const otherDiplome = await make(admin, 'diplomes', { name: 'Diplôme sans groupe' });
    const otherSession = await make(admin, 'diplome_sessions', { diplome: otherDiplome, name: 'Session sans groupe' });
    const convention = await make(admin, 'antenne_conventions', { type: 0, convention_number: 'CONV-PEDA-1', antenne: MARSEILLE });
    await make(admin, 'antenne_convention_sessions', { antenne_convention: convention, diplome_session: `/api/diplome_sessions/${session.id}` });
    const res = await s.req('GET', `/api/antenne_sequence_groupe_convention/${idOf(convention)}`, { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.diplomes).toEqual([demo.repoDiplome]);
    const groups = res.body['hydra:member'];
    expect(groups.map((g: any) => g['@id'])).toContain(demo.groupe);
    expect(groups.every((g: any) => g.antenne === MARSEILLE && g.etat === 0)).toBe(true);
    expect(groups.map((g: any) => g.label)).not.toContain('Groupe CPS');

    const unrelated = await make(admin, 'antenne_conventions', { type: 0, convention_number: 'CONV-PEDA-2', antenne: MARSEILLE });
    await make(admin, 'antenne_convention_sessions', { antenne_convention: unrelated, diplome_session: otherSession });
    expect((await s.req('GET', `/api/antenne_sequence_groupe_convention/${idOf(unrelated)}`, { token: antenne1 })).body['hydra:member']).toEqual([]);
    const nice = await make(admin, 'antenne_conventions', { type: 0, convention_number: 'CONV-PEDA-3', antenne: NICE });
    expect((await s.req('GET', `/api/antenne_sequence_groupe_convention/${idOf(nice)}`, { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', `/api/antenne_sequence_groupe_convention/${idOf(convention)}`, { token: sport })).status).toBe(404);
  });
});

describe('sequences and evaluations', () => {
  let sequence: any;
  let evaluation: string;
  const node = (type_node: string, prop: string, iri: string, extra: Record<string, unknown> = {}) => ({ type_node, [prop]: iri, ...extra });

  it('antenne_sequence_content: a sequence with its contents in order and its documents', async () => {
    const res = await s.req('GET', `/api/antenne_sequence_content/${idOf(demo.positioning)}`, { token: antenne1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ '@id': demo.positioning, type: 'POSITIONNING', antenne: MARSEILLE });
    const ordres = res.body.sequences_content.map((c: any) => c.ordre);
    expect(ordres).toEqual([...ordres].sort((a: number, b: number) => a - b));
    expect(res.body.sequences_content[0]).toMatchObject({ type_node: 'UNIT', antenne_referentiel: demo.repo });
    expect(res.body.sequences_content.length).toBe(await count('antenne_sequence_contents WHERE antenne_sequence_id = $1', [idOf(demo.positioning)]));
    expect(Array.isArray(res.body.antenne_sequence_documents)).toBe(true);
    expect((await s.req('GET', `/api/antenne_sequence_content/${idOf(demo.sequenceNice)}`, { token: antenne1 })).status).toBe(404);
    expect((await s.req('GET', `/api/antenne_sequence_content/${idOf(demo.positioning)}`, { token: sport })).status).toBe(404);
  });

  it('add_antenne_sequences creates a sequence with its contents; a bad node refuses the whole call in French', async () => {
    const before = await count('antenne_sequences');
    const bad = await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: {
      label: 'Séquence refusée', type: 'POSITIONNING', sequence_groupe: demo.groupe,
      sequences_content: [node('LEAF', 'competence', demo.skill1), node('SKILL', 'competence', demo.cpsSkill), node('SKILL', 'competence', demo.skill1), node('SKILL', 'competence', demo.skill1)] } });
    expect(bad.status).toBe(422);
    violation(bad, 'sequences_content[0].type_node');
    expect(violation(bad, 'sequences_content[1].competence').message).toMatch(/référentiel de la séquence/);
    expect(violation(bad, 'sequences_content[3]').message).toMatch(/deux fois/);
    violation(await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: { type: 'POSITIONNING', sequence_groupe: demo.groupe } }), 'label');
    violation(await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: { label: 'x', type: 'POSITIONNING', sequence_groupe: demo.groupe, sequences_content: 'tout' } }), 'sequences_content');
    violation(await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: { label: 'x', type: 'POSITIONNING', sequence_groupe: demo.groupeNice, sequences_content: [] } }), 'sequence_groupe');
    expect((await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: { label: 'x', type: 'POSITIONNING', antenne: NICE, sequences_content: [] } })).status).toBe(403);
    violation(await s.req('POST', '/api/add_antenne_sequences', { token: sport, body: { label: 'x', type: 'POSITIONNING', sequence_groupe: demo.groupe, sequences_content: [] } }), 'sequence_groupe');
    expect(await count('antenne_sequences')).toBe(before);

    const res = await s.req('POST', '/api/add_antenne_sequences', { token: antenne1, body: {
      label: 'Positionnement de mi-parcours', type: 'POSITIONNING', sequence_groupe: demo.groupe, dt_start: '2025-01-06', hours: 3.5,
      sequences_content: [node('UNIT', 'unite_competence', demo.unit), node('SKILL', 'competence', demo.skill1), node('DESCRIPTOR', 'descripteur', demo.descriptor, { label: 'Observe la séance' })] } });
    expect(res.status, res.text).toBe(201);
    sequence = res.body;
    expect(res.headers.get('location')).toBe(sequence['@id']);
    expect(sequence).toMatchObject({ label: 'Positionnement de mi-parcours', antenne: MARSEILLE, antenne_referentiel: demo.repo, sequence_groupe: demo.groupe, hours: 3.5 });
    expect(sequence.sequences_content.map((c: any) => [c.type_node, c.ordre, c.antenne_sequence, c.antenne])).toEqual([
      ['UNIT', 1, sequence['@id'], MARSEILLE], ['SKILL', 2, sequence['@id'], MARSEILLE], ['DESCRIPTOR', 3, sequence['@id'], MARSEILLE]]);
    expect(sequence.sequences_content[0]).toMatchObject({ unite_competence: demo.unit, label: 'Encadrer tout public dans tout lieu et toute structure' });
    expect(sequence.sequences_content[1]).toMatchObject({ unite_competence: demo.unit, competence: demo.skill1 });
    expect(sequence.sequences_content[2]).toMatchObject({ competence: demo.skill1, descripteur: demo.descriptor, label: 'Observe la séance' });
    expect(await count('antenne_sequence_contents WHERE antenne_sequence_id = $1', [sequence.id])).toBe(3);
  });

  it('add_antenne_evaluation_contents creates the missing nodes and the unit score once; a second call adds nothing', async () => {
    evaluation = await make(antenne1, 'antenne_evaluations', { label: 'Mi-parcours', type: 'POSITIONNING', etudiant: demo.etudiant, antenne_sequence: sequence['@id'], date_evaluation: '2025-01-10' });
    const res = await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: idOf(evaluation) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.created).toBe(3);
    const members = res.body['hydra:member'];
    expect(members.map((c: any) => [c.type_node, c.score, c.etat, c.date_evaluation])).toEqual([
      ['SKILL', null, 0, '2025-01-10'], ['DESCRIPTOR', null, 0, '2025-01-10'], ['UNIT', 0, 0, '2025-01-10']]);
    expect(members.every((c: any) => c.antenne_evaluation === evaluation && c.antenne === MARSEILLE)).toBe(true);
    expect(members.map((c: any) => c.sequence_content)).toEqual([sequence.sequences_content[1]['@id'], sequence.sequences_content[2]['@id'], sequence.sequences_content[0]['@id']]);

    const skill = members[0];
    expect((await s.req('PATCH', skill['@id'], { token: antenne1, body: { score: 3 } })).status).toBe(200);
    const again = await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: evaluation } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
    expect(again.body['hydra:member']).toHaveLength(3);
    expect(again.body['hydra:member'].find((c: any) => c.type_node === 'UNIT').score).toBe(unitScore([3]));
    expect(await count('antenne_evaluation_contents WHERE antenne_evaluation_id = $1', [idOf(evaluation)])).toBe(3);

    const noSequence = await make(admin, 'antenne_evaluations', { label: 'Sans séquence', etudiant: demo.etudiant });
    violation(await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: idOf(noSequence) } }), 'id');
    violation(await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: {} }), 'id');
    const niceEtudiant = await one('SELECT id FROM etudiants WHERE antenne_id = 3 ORDER BY id LIMIT 1');
    const niceEval = await make(admin, 'antenne_evaluations', { label: 'Nice', etudiant: `/api/etudiants/${niceEtudiant.id}`, antenne_sequence: demo.sequenceNice });
    expect((await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: idOf(niceEval) } })).status).toBe(404);
    expect((await s.req('POST', '/api/add_antenne_evaluation_contents', { token: sport, body: { id: idOf(evaluation) } })).status).toBe(404);
    expect(await count('antenne_evaluation_contents WHERE antenne_evaluation_id = $1', [idOf(niceEval)])).toBe(0);
  });

  it('edit_antenne_sequences_content replaces the nodes in one go, keeping those still wanted and their evaluations', async () => {
    const [unitNode, skillNode, descNode] = sequence.sequences_content;
    const failing = await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: {
      id: sequence.id, label: 'Ne doit pas changer', sequences_content: [node('UNIT', 'unite_competence', demo.unit), node('SKILL', 'competence', demo.cpsSkill)] } });
    expect(failing.status).toBe(422);
    violation(failing, 'sequences_content[1].competence');
    expect((await s.req('GET', sequence['@id'], { token: antenne1 })).body.label).toBe('Positionnement de mi-parcours');
    expect(await count('antenne_sequence_contents WHERE antenne_sequence_id = $1', [sequence.id])).toBe(3);

    const res = await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: {
      id: sequence['@id'], label: 'Positionnement révisé',
      sequences_content: [node('UNIT', 'unite_competence', demo.unit, { label: 'Bloc 1' }), node('SKILL', 'competence', demo.skill1), node('SKILL', 'competence', demo.skill2)] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.label).toBe('Positionnement révisé');
    const contents = res.body.sequences_content;
    expect(contents.map((c: any) => [c.type_node, c.label, c.ordre])).toEqual([
      ['UNIT', 'Bloc 1', 1], ['SKILL', skillNode.label, 2], ['SKILL', expect.any(String), 3]]);
    expect(contents[0].id).toBe(unitNode.id);
    expect(contents[1].id).toBe(skillNode.id);
    expect(contents.map((c: any) => c.id)).not.toContain(descNode.id);
    // The evaluation keeps its descriptor content, unlinked from the removed node.
    const descContent = await one("SELECT * FROM antenne_evaluation_contents WHERE antenne_evaluation_id = $1 AND type_node = 'DESCRIPTOR'", [idOf(evaluation)]);
    expect(descContent.sequence_content_id).toBeNull();
    expect(descContent.descripteur_id).toBe(idOf(demo.descriptor));

    // The evaluation completed again: the new skill, and the unit score from 3 and an unscored skill.
    const again = await s.req('POST', '/api/add_antenne_evaluation_contents', { token: antenne1, body: { id: idOf(evaluation) } });
    expect(again.body.created).toBe(1);
    expect(again.body['hydra:member'].find((c: any) => c.type_node === 'UNIT').score).toBe(unitScore([3, null]));

    violation(await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: { id: sequence.id } }), 'sequences_content');
    violation(await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: { sequences_content: [] } }), 'id');
    violation(await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: { id: sequence.id, type: 'QUIZ', sequences_content: [] } }), 'type');
    expect((await s.req('POST', '/api/edit_antenne_sequences_content', { token: antenne1, body: { id: idOf(demo.sequenceNice), sequences_content: [] } })).status).toBe(404);
    expect((await s.req('POST', '/api/edit_antenne_sequences_content', { token: sport, body: { id: sequence.id, sequences_content: [] } })).status).toBe(404);
    expect(await count('antenne_sequence_contents WHERE antenne_sequence_id = $1', [sequence.id])).toBe(3);
  });
});

describe('pedagogy documents as forms', () => {
  let doc: any;

  it('POST antenne_pedagogie_documents takes a form with its file (201); the JSON create still works', async () => {
    const evaluation = `/api/antenne_evaluations/${(await one('SELECT id FROM antenne_evaluations WHERE antenne_id = 2 ORDER BY id LIMIT 1')).id}`;
    const res = await form('POST', '/api/antenne_pedagogie_documents', antenne1, { antenne: MARSEILLE, evaluation, name: 'Grille de positionnement', type: '78' },
      { name: 'grille.pdf', content: PDF('grille') });
    expect(res.status, res.text).toBe(201);
    doc = res.body;
    expect(doc).toMatchObject({ '@type': 'AntennePedagogieDocument', name: 'Grille de positionnement', type: 78, antenne: MARSEILLE, evaluation, sequence: null });
    expect(doc.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const download = await fetch(`${s.base}${doc.file}/download`, { headers: { authorization: `Bearer ${antenne1}` } });
    expect(await download.text()).toBe(PDF('grille'));

    const media = await count('media_objects');
    const refused = await form('POST', '/api/antenne_pedagogie_documents', antenne1, { antenne: NICE, name: 'Autre antenne' }, { name: 'x.pdf', content: PDF('x') });
    expect(refused.status).toBe(403);
    const noName = await form('POST', '/api/antenne_pedagogie_documents', antenne1, { antenne: MARSEILLE, type: 'abc' }, { name: 'y.pdf', content: PDF('y') });
    expect(noName.status).toBe(422);
    violation(noName, 'type');
    expect(await count('media_objects')).toBe(media);
    const json = await s.req('POST', '/api/antenne_pedagogie_documents', { token: antenne1, body: { antenne: MARSEILLE, name: 'Par JSON', file: doc.file } });
    expect(json.status, json.text).toBe(201);
  });

  it('POST antenne_pedagogie_document/{uuid} edits a document, a new file replacing the old; scope and French 422', async () => {
    const oldFile = doc.file;
    const res = await form('POST', `/api/antenne_pedagogie_document/${doc.uuid}`, antenne1, { name: 'Grille signée', sequence: demo.positioning },
      { name: 'grille-signee.pdf', content: PDF('signée') });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ '@id': doc['@id'], name: 'Grille signée', sequence: demo.positioning, type: 78, evaluation: doc.evaluation });
    expect(res.body.file).not.toBe(oldFile);
    expect(res.body.uuid).not.toBe(doc.uuid);
    const download = await fetch(`${s.base}${res.body.file}/download`, { headers: { authorization: `Bearer ${antenne1}` } });
    expect(await download.text()).toBe(PDF('signée'));
    // The old file is still used by the JSON-created document, so it stays.
    expect((await s.req('GET', oldFile, { token: admin })).status).toBe(200);

    const byId = await s.req('POST', `/api/antenne_pedagogie_document/${doc.id}`, { token: antenne1, body: { name: 'Grille archivée', evaluation: null } });
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body).toMatchObject({ name: 'Grille archivée', evaluation: null, file: res.body.file });

    const media = await count('media_objects');
    const bad = await form('POST', `/api/antenne_pedagogie_document/${res.body.uuid}`, antenne1, { name: '' }, { name: 'z.pdf', content: PDF('z') });
    expect(bad.status).toBe(422);
    violation(bad, 'name');
    expect(await count('media_objects')).toBe(media);
    expect((await s.req('POST', `/api/antenne_pedagogie_document/${doc.id}`, { token: antenne1, body: { antenne: NICE } })).status).toBe(403);

    // A Nice document cannot use Marseille's file (files belong to the antenne that sent them): it gets its own.
    expect((await s.req('POST', '/api/antenne_pedagogie_documents', { token: admin, body: { antenne: NICE, name: 'Doc Nice', file: res.body.file } })).status).toBe(422);
    const niceDoc = await form('POST', '/api/antenne_pedagogie_documents', admin, { antenne: NICE, name: 'Doc Nice' }, { name: 'nice.pdf', content: PDF('nice') });
    expect(niceDoc.status, niceDoc.text).toBe(201);
    expect((await form('POST', `/api/antenne_pedagogie_document/${niceDoc.body.id}`, antenne1, { name: 'x' })).status).toBe(404);
    expect((await s.req('POST', `/api/antenne_pedagogie_document/${res.body.uuid}`, { token: sport, body: { name: 'x' } })).status).toBe(404);
    expect((await s.req('POST', '/api/antenne_pedagogie_document/pas-un-uuid', { token: antenne1, body: { name: 'x' } })).status).toBe(404);
    expect((await s.req('GET', doc['@id'], { token: admin })).body.name).toBe('Grille archivée');
  });
});
