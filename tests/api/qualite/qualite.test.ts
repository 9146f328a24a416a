// API of quality: the Qualiopi indicators and their proofs over a hand-built fixture (a diploma of its own so
// the demo data does not count), the status moving when a proof is recorded, the note with GED documents, the
// antenne user's scope and the French refusals of bad periods; « Préparer l'audit », its ZIP read back.
import { execFileSync } from 'node:child_process';
import PizZip from 'pizzip';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainServer, firstIri, postTrainee, TOULON } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url);
const MARSEILLE = '/api/antennes/2';
const PERIOD = 'debut=2026-01-01&fin=2026-12-31';
const fx: Record<string, { '@id': string; id: number }> = {};

beforeAll(async () => {
  const admin = T().admin;
  const d = await S().req('POST', '/api/diplomes', { token: admin, body: { name: 'BTS Qualité des preuves' } });
  expect(d.status, d.text).toBe(201);
  ref.diplome = d.body['@id'];
  const trainee = (lastname: string, antenne: string, extra: Record<string, unknown> = {}) =>
    postTrainee(S(), admin, {
      lastname,
      firstname: 'Test',
      antenne,
      diplome: ref.diplome,
      dt_date_entree: '2026-09-01',
      ...extra,
    });
  fx.complet = await trainee('Complet', TOULON);
  fx.sansTest = await trainee('Sanstest', TOULON);
  fx.marseille = await trainee('Marseillais', MARSEILLE);
  // Left before the period: not one of its trainees.
  fx.parti = await trainee('Parti', TOULON, { dt_date_entree: '2025-01-05', date_sortie: '2025-12-20', etat: 1 });
  const post = async (path: string, body: Record<string, unknown>) => {
    const r = await S().req('POST', path, { token: admin, body });
    expect(r.status, r.text).toBe(201);
  };
  await post('/api/antenne_evaluations', {
    label: 'Positionnement initial',
    type: 'POSITIONNING',
    etudiant: fx.complet['@id'],
    date_evaluation: '2026-09-02',
  });
  await post('/api/antenne_evaluations', {
    label: 'Positionnement ancien',
    type: 'POSITIONNING',
    etudiant: fx.parti['@id'],
    date_evaluation: '2025-01-06',
  });
  await post('/api/etudiant_interviews', { etudiant: fx.complet['@id'], type: 2, date_interview: '2026-09-01' });
  await post('/api/etudiant_plan_individuel_formations', {
    etudiant: fx.complet['@id'],
    objectifs: 'Obtenir le BTS',
    date_elaboration: '2026-09-10',
  });
  await post('/api/etudiant_plan_individuel_formations', { etudiant: fx.sansTest['@id'] });
});

const get = async (token: string, query: string) => {
  const r = await S().req('GET', `/api/qualite/qualiopi?${query}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.body as { criteres: { id: number }[]; indicateurs: any[] };
};
const indicator = (body: { indicateurs: any[] }, id: number) => body.indicateurs.find((i) => i.id === id);
const names = (records: { label: string }[]) => records.map((r) => r.label).sort();

describe('Qualiopi', () => {
  it('lists the 7 criteria and 32 indicators with their official titles, all applying to a CFA', async () => {
    const body = await get(T().admin, `${PERIOD}&diplome=${ref.diplome}`);
    expect(body.criteres.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.indicateurs.map((i) => i.id)).toEqual(Array.from({ length: 32 }, (_, k) => k + 1));
    expect(body.indicateurs.every((i) => i.appliesToCfa)).toBe(true);
    expect(body.indicateurs.filter((i) => i.cfa).map((i) => i.id)).toEqual([14, 15, 20, 29]);
    expect(indicator(body, 8).label).toBe(
      'Le prestataire détermine les procédures de positionnement ' +
        "et d'évaluation des acquis à l'entrée de la prestation.",
    );
    expect(indicator(body, 31).critere).toBe(7);
    // Nothing in the product proves indicator 1: no proof until a document is attached.
    expect([indicator(body, 1).computed, indicator(body, 1).statut]).toEqual([false, 'aucune']);
  });

  it('counts positioning tests per trainee, lists those without one, moves when one is recorded', async () => {
    const before = indicator(await get(T().admin, `${PERIOD}&diplome=${ref.diplome}`), 8);
    expect([before.statut, before.covered, before.total]).toEqual(['partiel', 1, 3]);
    expect(names(before.missing)).toEqual(['Marseillais Test', 'Sanstest Test']);
    expect(before.missing.find((m: any) => m.id === fx.sansTest!.id).link).toBe(`/stagiaires/${fx.sansTest!.id}`);
    expect(before.proofs[0]).toMatchObject({
      key: 'tests',
      count: 1,
      records: [
        { label: 'Positionnement initial', link: expect.stringMatching(/^\/pedagogie\/test_positionnement\/\d+$/) },
      ],
    });
    for (const t of [fx.sansTest!, fx.marseille!]) {
      const r = await S().req('POST', '/api/antenne_evaluations', {
        token: T().admin,
        body: { label: 'Test', type: 'POSITIONNING', etudiant: t['@id'] },
      });
      expect(r.status, r.text).toBe(201);
    }
    const after = indicator(await get(T().admin, `${PERIOD}&diplome=${ref.diplome}`), 8);
    expect([after.statut, after.covered, after.total, after.missing]).toEqual(['couvert', 3, 3, []]);
  });

  it('needs a first interview and a PIF per trainee for indicator 4, PIF objectives for indicator 5', async () => {
    const body = await get(T().admin, `${PERIOD}&diplome=${ref.diplome}&antenne=${TOULON}`);
    const i4 = indicator(body, 4);
    expect([i4.statut, i4.covered, i4.total, names(i4.missing)]).toEqual(['partiel', 1, 2, ['Sanstest Test']]);
    expect(i4.proofs.map((p: any) => [p.key, p.count])).toEqual([
      ['entretiens', 1],
      ['pif', 2],
    ]);
    const i5 = indicator(body, 5);
    expect([i5.covered, i5.total]).toEqual([1, 2]);
  });

  it("shows an antenne user its own antenne's figures only, and refuses another antenne", async () => {
    const own = indicator(await get(T().antenne1, `${PERIOD}&diplome=${ref.diplome}`), 4);
    expect([own.total, names(own.missing)]).toEqual([1, ['Marseillais Test']]);
    const other = await S().req('GET', `/api/qualite/qualiopi?${PERIOD}&antenne=${TOULON}`, { token: T().antenne1 });
    expect(other.status).toBe(403);
    expect(other.body['hydra:description']).toBe('Vous ne pouvez consulter que les données de votre antenne.');
  });

  it('keeps a note per indicator with GED documents attached by hand, covering what nothing proves', async () => {
    const doc = await firstIri(S(), 'ged_documents', 'cfa_id = 1');
    const created = await S().req('POST', '/api/qualiopi_notes', {
      token: T().admin,
      body: { indicateur: 1, note: 'Site internet à jour', documents: [doc] },
    });
    expect(created.status, created.text).toBe(201);
    const i1 = indicator(await get(T().admin, PERIOD), 1);
    expect(i1.statut).toBe('couvert');
    expect(i1.note).toMatchObject({ note: 'Site internet à jour', documents: [{ '@id': doc }] });
    const edited = await S().req('PATCH', created.body['@id'], {
      token: T().admin,
      body: { note: 'Revu en juin' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(indicator(await get(T().admin, PERIOD), 1).note.note).toBe('Revu en juin');
    // Another centre never sees it; an antenne user reads it but does not write it.
    expect(indicator(await get(T().sport, PERIOD), 1).note).toBeNull();
    const refused = await S().req('POST', '/api/qualiopi_notes', {
      token: T().antenne1,
      body: { indicateur: 2, note: 'x' },
    });
    expect(refused.status).toBe(403);
    const twice = await S().req('POST', '/api/qualiopi_notes', { token: T().admin, body: { indicateur: 1 } });
    expect([twice.status, twice.body.violations?.[0]?.message]).toEqual([
      422,
      "Une note existe déjà pour l'indicateur 1 : modifiez-la.",
    ]);
    const bad = await S().req('POST', '/api/qualiopi_notes', { token: T().admin, body: { indicateur: 33 } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('indicateur');
  });

  it('refuses a bad period in French with a 400', async () => {
    const bad = await S().req('GET', '/api/qualite/qualiopi?debut=2026-13-45', { token: T().admin });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toMatch(/debut/);
    const reversed = await S().req('GET', '/api/qualite/qualiopi?debut=2026-12-31&fin=2026-01-01', {
      token: T().admin,
    });
    expect([reversed.status, reversed.body['hydra:description']]).toEqual([
      400,
      'La date de début doit précéder la date de fin.',
    ]);
  });
});

const zipOf = async (token: string, query: string) => {
  const res = await fetch(`${S().base}/api/qualite/qualiopi/audit.zip?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return { zip: new PizZip(Buffer.from(await res.arrayBuffer())), disposition: res.headers.get('content-disposition') };
};
const samples = (zip: PizZip) => Object.keys(zip.files).filter((n) => n.startsWith('echantillon/') && n.endsWith('/dossier.csv'));

describe("Préparer l'audit", () => {
  it('packs one folder per criterion, an index PDF and a sample drawn again by its seed', async () => {
    const { zip, disposition } = await zipOf(T().admin, `${PERIOD}&diplome=${ref.diplome}&graine=audit-2026&taille=2`);
    expect(disposition).toContain('audit-qualiopi-2026-01-01-2026-12-31-graine-audit-2026.zip');
    const entries = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    expect(entries).toContain('index.pdf');
    expect(entries).toContain('LISEZMOI.txt');
    const folders = new Set(entries.filter((n) => n.startsWith('critere-')).map((n) => n.split('/')[0]));
    expect([...folders].map((f) => f!.split('-')[1])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(entries.filter((n) => /^critere-\d-[^/]+\/indicateur-\d\d\.csv$/.test(n))).toHaveLength(32);
    const i8 = entries.find((n) => n.endsWith('/indicateur-08.csv'))!;
    expect(i8.startsWith('critere-2-')).toBe(true);
    expect(zip.file(i8)!.asText()).toContain('Positionnement initial');
    // The GED document attached to indicator 1 (its note, above) is in the pack as it is in the GED.
    const attached = entries.filter((n) => /^critere-1-[^/]+\/documents\/indicateur-01-\d+-.+/.test(n));
    expect(attached).toHaveLength(1);
    const doc = await S().req('GET', `/api/ged_documents/${attached[0]!.split('/').pop()!.split('-')[2]}`, { token: T().admin });
    const file = await fetch(`${S().base}${doc.body.fichier}/download`, { headers: { authorization: `Bearer ${T().admin}` } });
    expect(file.status).toBe(200);
    expect(Buffer.compare(zip.file(attached[0]!)!.asNodeBuffer(), Buffer.from(await file.arrayBuffer()))).toBe(0);
    const drawn = samples(zip);
    expect(drawn).toHaveLength(2);
    expect(drawn.every((n) => /^echantillon\/0[12]-(complet|sanstest|marseillais)-test-\d+\/dossier\.csv$/.test(n))).toBe(true);
    expect(zip.file(drawn[0]!)!.asText()).toContain('Fiche stagiaire');
    const index = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: zip.file('index.pdf')!.asNodeBuffer(), encoding: 'utf8' });
    expect(index).toContain('Indicateur 8');
    expect(index.replace(/\s+/g, ' ')).toContain('graine « audit-2026 »');
    // The same seed draws the same files.
    expect(samples((await zipOf(T().admin, `${PERIOD}&diplome=${ref.diplome}&graine=audit-2026&taille=2`)).zip)).toEqual(drawn);
  });

  it("draws an antenne user's sample from its antenne only, and refuses a bad seed or size in French", async () => {
    const own = samples((await zipOf(T().antenne1, `${PERIOD}&diplome=${ref.diplome}&graine=7&taille=5`)).zip);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^echantillon\/01-marseillais-test-\d+\/dossier\.csv$/);
    const size = await S().req('GET', `/api/qualite/qualiopi/audit.zip?${PERIOD}&taille=0`, { token: T().admin });
    expect([size.status, size.body.violations[0].propertyPath]).toEqual([400, 'taille']);
    expect(size.body['hydra:description']).toBe("La taille de l'échantillon doit être un nombre entier entre 1 et 50.");
    const seed = await S().req('GET', `/api/qualite/qualiopi/audit.zip?${PERIOD}&graine=${'x'.repeat(41)}`, { token: T().admin });
    expect([seed.status, seed.body.violations[0].propertyPath]).toEqual([400, 'graine']);
  });
});
