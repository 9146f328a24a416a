// API of the published results against a hand-counted fixture in the centre « Nouvelle Vague » (no demo
// trainees there): per diploma, the trainees who left in 2025 (one who left in 2024 and one still present are
// not counted), their exam results, 6-month follow-ups, contracts and breaks, survey answers. Then the
// publication at a public address read without login (no personal data), its PDF, the refusals and the scope.
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainServer } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);
let nv = '';
let antenne = '';

const post = async (path: string, body: Record<string, unknown>) => {
  const r = await S().req('POST', path, { token: nv, body });
  expect(r.status, `${path} ${r.text}`).toBe(201);
  return r.body as { '@id': string; id: number };
};

beforeAll(async () => {
  nv = await S().login('nouveau@demo.fr');
  const a = await S().db.query<{ id: number }>(
    "SELECT a.id FROM antennes a JOIN users u ON u.cfa_id = a.cfa_id WHERE u.email = 'nouveau@demo.fr' ORDER BY a.id LIMIT 1");
  antenne = `/api/antennes/${a.rows[0]!.id}`;
  const cap = await post('/api/diplomes', { name: 'CAP Cuisine' });
  const bp = await post('/api/diplomes', { name: 'BP Boulanger' });
  const survey = await post('/api/enquetes', { name: 'Satisfaction', categorie: 1, questions: [
    { id: 'accueil', label: 'Accueil', kind: 'scale' }, { id: 'cours', label: 'Cours', kind: 'scale' },
    { id: 'mot', label: 'Un mot', kind: 'text', required: false }] });
  const trainee = async (lastname: string, diplome: string, body: Record<string, unknown>) => (await post('/api/etudiants', {
    type: 1, etat: 1, lastname, firstname: 'Test', antenne, diplome, dt_date_entree: '2023-09-01', ...body })).id;
  const iri = (id: number) => `/api/etudiants/${id}`;
  const followUp = (id: number, situation: number, date: string) =>
    post('/api/suivi_post_formations', { etudiant: iri(id), etape: 2, date_prevue: date, date_realisee: date, situation, antenne });
  const answered = async (id: number, reponses: Record<string, unknown>) => {
    const e = await post('/api/enquete_envois', { enquete: survey['@id'], etudiant: iri(id), antenne });
    await S().db.query('UPDATE enquete_envois SET reponses = $1::jsonb, date_reponse = now(), status = 2 WHERE id = $2',
      [JSON.stringify(reponses), e.id]);
  };
  const reussi = await trainee('Reussi', cap['@id'], { date_sortie: '2025-06-30', diplome_obtenu: true });
  await post('/api/etudiant_contrats', { etudiant: iri(reussi), date_debut: '2023-09-01', antenne });
  await followUp(reussi, 1, '2025-12-30');
  await answered(reussi, { accueil: 4, cours: 3, mot: 'Très bien' });
  const echoue = await trainee('Echoue', cap['@id'], { date_sortie: '2025-07-15', diplome_obtenu: false });
  await post('/api/etudiant_contrats', { etudiant: iri(echoue), date_debut: '2023-09-01', date_rupture: '2024-02-01', motif_rupture: 11, antenne });
  await followUp(echoue, 3, '2026-01-15');
  await answered(echoue, { accueil: 2 });
  await trainee('Inconnu', cap['@id'], { date_sortie: '2025-08-01' });
  await trainee('Ancien', cap['@id'], { date_sortie: '2024-06-30', diplome_obtenu: true });
  await trainee('Present', cap['@id'], { etat: 0, diplome_obtenu: null });
  const boulanger = await trainee('Boulanger', bp['@id'], { date_sortie: '2025-09-01', diplome_obtenu: true });
  await followUp(boulanger, 2, '2026-03-01');
});

const results = async (token: string) => {
  const r = await S().req('GET', '/api/qualite/resultats?annee=2025', { token });
  expect(r.status, r.text).toBe(200);
  return r.body as { diplomes: any[]; publication: any };
};
const rates = (d: any) => ['reussite', 'poursuite', 'insertion', 'ruptures', 'satisfaction'].map((k) => [d[k].n, d[k].sur, d[k].taux]);

describe('published results', () => {
  it('computes each diploma’s rates for the trainees who left in the year', async () => {
    const body = await results(nv);
    expect(body.diplomes.map((d) => [d.diplome, d.sortants])).toEqual([['BP Boulanger', 1], ['CAP Cuisine', 3]]);
    const cap = body.diplomes.find((d) => d.diplome === 'CAP Cuisine');
    expect(rates(cap)).toEqual([[1, 2, 50], [1, 2, 50], [1, 2, 50], [1, 2, 50], [2, 3, 67]]);
    const bp = body.diplomes.find((d) => d.diplome === 'BP Boulanger');
    expect(rates(bp)).toEqual([[1, 1, 100], [0, 1, 0], [0, 1, 0], [0, 0, null], [0, 0, null]]);
    expect(body.publication).toBeNull();
  });

  it('publishes them at a public address read without login, with no personal data, and as a PDF', async () => {
    const pub = await S().req('POST', '/api/qualite/resultats/publication', { token: nv, body: { annee: 2025 } });
    expect(pub.status, pub.text).toBe(201);
    expect(pub.body.url).toMatch(/^\/resultats\/[0-9a-f]{32}$/);
    const open = await S().req('GET', pub.body.api);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ centre: 'Centre Nouvelle Vague', annee: 2025 });
    expect(open.text).not.toMatch(/Reussi|Echoue|Boulanger Test|etudiant/);
    expect(open.body.diplomes).toHaveLength(2);
    const again = await S().req('POST', '/api/qualite/resultats/publication', { token: nv, body: { annee: 2025 } });
    expect(again.body.url).toBe(pub.body.url);
    expect((await results(nv)).publication.url).toBe(pub.body.url);
    const res = await fetch(S().base + open.body.pdf);
    expect(res.status).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await res.arrayBuffer()), encoding: 'utf8' });
    expect(text).toContain('Résultats 2025 — Centre Nouvelle Vague');
    expect(text).toContain("Taux de réussite à l'examen : 50 % (1 sur 2)");
  });

  it('is the centre’s: refusals in French, unknown addresses, other centres', async () => {
    const antenneUser = await S().req('GET', '/api/qualite/resultats', { token: T().antenne1 });
    expect([antenneUser.status, antenneUser.body['hydra:description']]).toEqual(
      [403, 'Les résultats publiés sont ceux du centre : ils sont réservés aux utilisateurs du centre.']);
    const guest = await S().req('POST', '/api/qualite/resultats/publication', { token: T().invite, body: { annee: 2025 } });
    expect(guest.status).toBe(403);
    const bad = await S().req('POST', '/api/qualite/resultats/publication', { token: nv, body: { annee: 'hier' } });
    expect([bad.status, bad.body.violations[0].propertyPath]).toEqual([400, 'annee']);
    const unknown = await S().req('GET', `/api/public/resultats/${'0'.repeat(32)}`);
    expect([unknown.status, unknown.body['hydra:description']]).toEqual([404, "Cette page de résultats n'existe pas ou n'est plus publiée."]);
    const demo = await results(T().admin);
    expect(demo.diplomes.map((d) => d.diplome)).not.toContain('CAP Cuisine');
    expect(demo.publication).toBeNull();
  });
});
