// API of the BPF (cerfa 10443) against a hand-counted fixture built in the centre « Nouvelle Vague » (no demo
// trainees there, so every figure below is counted by hand): a trainee across two fiscal years, an exit mid-year,
// an action subcontracted to a training organisation, a trainee without hours, trainers employed, subcontracted
// and unclassified, invoices by origin. Then the figures' records, « Valider » with lines typed by hand, the PDF
// and the CSV of a version, the refusals in French and the scope (the BPF is the centre's).
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainServer } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);
const fx: Record<string, number> = {};
let nv = '';
let antenne = '';

const post = async (path: string, body: Record<string, unknown>) => {
  const r = await S().req('POST', path, { token: nv, body });
  expect(r.status, `${path} ${r.text}`).toBe(201);
  return r.body as { '@id': string; id: number };
};
const trainee = (lastname: string, body: Record<string, unknown>) =>
  post('/api/etudiants', { type: 1, etat: 0, lastname, firstname: 'Test', antenne, ...body });

beforeAll(async () => {
  nv = await S().login('nouveau@demo.fr');
  const a = await S().db.query<{ id: number }>(
    "SELECT a.id FROM antennes a JOIN users u ON u.cfa_id = a.cfa_id WHERE u.email = 'nouveau@demo.fr' ORDER BY a.id LIMIT 1");
  antenne = `/api/antennes/${a.rows[0]!.id}`;
  const bts = await post('/api/diplomes', { name: 'BTS Transport', code_rncp: 'RNCP38000', level: 2, code_nsf: '311t' });
  const cqp = await post('/api/diplomes', { name: 'CQP Vente', type_diplome: 7, code_nsf: '312t' });
  const maison = await post('/api/diplomes', { name: 'Formation maison' });
  const partner = await post('/api/prestataires', { type: 2, statut: 2, lastname: 'Partenaire', firstname: 'OF', antenne });
  const convention = await post('/api/antenne_conventions', { type: 0, convention_number: 'NV-2025-1', antenne });
  await post('/api/prestataire_conventions', { prestataire: partner['@id'], antenne_convention: convention['@id'], antenne });
  // Across 2024 and 2025: 1 200 h over 730 days, 365 of them in 2025 → 600 h.
  fx.ancien = (await trainee('Ancien', { status: 1, funding: 1, diplome: bts['@id'], dt_date_entree: '2024-09-01',
    date_sortie_prevue: '2026-08-31', formation_hours: 1200 })).id;
  // Planned over 2025 (365 h), left on 30 June: 181 days → 181 h.
  fx.sortie = (await trainee('Sortie', { status: 3, funding: 2, diplome: bts['@id'], dt_date_entree: '2025-01-01',
    date_sortie_prevue: '2025-12-31', date_sortie: '2025-06-30', etat: 1, formation_hours: 365 })).id;
  // Subcontracted: its agreement's provider is a training organisation. 90 h within the year.
  fx.soustraite = (await trainee('Soustraite', { status: 4, type_status_autre_details: 'CDI', funding: 3, diplome: cqp['@id'], dt_date_entree: '2025-03-01',
    date_sortie_prevue: '2025-05-29', formation_hours: 90, antenne_convention: convention['@id'] })).id;
  // At its own expense, no hours known: counted, its hours to complete.
  fx.particulier = (await trainee('Particulier', { status: 2, funding: 4, diplome: maison['@id'], dt_date_entree: '2025-10-01' })).id;
  // Outside 2025: left before it, entered after it.
  fx.avant = (await trainee('Avant', { status: 1, dt_date_entree: '2023-09-01', date_sortie: '2024-12-31', etat: 1,
    formation_hours: 800, diplome: bts['@id'] })).id;
  fx.apres = (await trainee('Apres', { status: 1, dt_date_entree: '2026-01-05', diplome: bts['@id'] })).id;

  await post('/api/prestataires', { type: 1, statut: 1, lastname: 'Salarie', firstname: 'Sam', mail: 'sam@nv.fr', antenne });
  const sam = await post('/api/scheduler_speakers', { lastname: 'Autre', firstname: 'Nom', mail: 'SAM@nv.fr' });
  const of = await post('/api/scheduler_speakers', { lastname: 'partenaire', firstname: 'of' });
  const inconnu = await post('/api/scheduler_speakers', { lastname: 'Inconnu', firstname: 'Iris' });
  fx.sam = sam.id;
  fx.inconnu = inconnu.id;
  const event = (speaker: string, dt_start: string, hr_start: string, hr_end: string) =>
    post('/api/scheduler_events', { title: 'Cours', antenne, speaker, dt_start, hr_start, hr_end });
  await event(sam['@id'], '2025-02-03', '09:00', '12:00');
  await event(sam['@id'], '2025-02-04', '09:00', '12:00');
  await event(sam['@id'], '2024-12-02', '09:00', '12:00');
  await event(of['@id'], '2025-05-05', '13:30', '17:00');
  await event(inconnu['@id'], '2025-11-10', '08:00', '10:00');

  const invoice = (etudiant: number, date_facture: string, montant: number) => post('/api/etudiant_document_factures', {
    etudiant: `/api/etudiants/${etudiant}`, type_facture: 1, date_facture, montant, numero: `F-${date_facture}`, antenne });
  fx.facture = (await invoice(fx.ancien, '2025-03-15', 1000)).id;
  await invoice(fx.ancien, '2024-12-01', 200);
  await invoice(fx.sortie, '2025-07-01', 500);
  await invoice(fx.particulier, '2025-11-02', 300);
});

type Line = { code: string; nombre: number | null; heures: number | null; montant: number | null; texte: string | null;
  aCompleter: boolean; manuel: boolean; recordCount: number; records: { id: number; label: string; link: string }[] };
const bpf = async (token: string, annee = 2025) => {
  const r = await S().req('GET', `/api/qualite/bpf?annee=${annee}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.body as { annee: number; frames: { letter: string; lines: Line[] }[]; versions: any[]; manuel: any };
};
const lines = (b: { frames: { lines: Line[] }[] }) => new Map(b.frames.flatMap((f) => f.lines).map((l) => [l.code, l]));
const figures = (m: Map<string, Line>, code: string) => [m.get(code)?.nombre, m.get(code)?.heures];

describe('BPF', () => {
  it('counts trainees and trainee-hours by type, subcontracted, by objective and specialty', async () => {
    const m = lines(await bpf(nv));
    expect(figures(m, 'F1a')).toEqual([1, 90]);
    expect(figures(m, 'F1b')).toEqual([1, 600]);
    expect(figures(m, 'F1c')).toEqual([1, 181]);
    expect(figures(m, 'F1d')).toEqual([1, 0]);
    expect(figures(m, 'F1e')).toEqual([0, 0]);
    expect(figures(m, 'F1T')).toEqual([4, 871]);
    expect(m.get('F1x')!.records.map((r) => r.id)).toEqual([fx.particulier]);
    expect(figures(m, 'F2')).toEqual([1, 90]);
    expect(m.get('F2')!.records.map((r) => r.link)).toEqual([`/stagiaires/${fx.soustraite}`]);
    expect(figures(m, 'F3a5')).toEqual([2, 781]);
    expect(figures(m, 'F3c')).toEqual([1, 90]);
    expect(figures(m, 'F3d')).toEqual([1, 0]);
    expect(figures(m, 'F3a4')).toEqual([0, 0]);
    const f4 = (await bpf(nv)).frames.find((f) => f.letter === 'F-4')!.lines;
    expect(f4.map((l) => [l.code, l.nombre, l.heures])).toEqual([['NSF311t', 2, 781], ['NSF312t', 1, 90], ['NSFx', 1, 0]]);
    // The year before: the trainee across two years and the one who left at its end.
    const before = lines(await bpf(nv, 2024));
    expect(figures(before, 'F1b')).toEqual([2, 800.55]);
  });

  it('opens the records behind the trainee-hours figure', async () => {
    const m = lines(await bpf(nv));
    expect(m.get('F1T')!.recordCount).toBe(0);
    expect(m.get('F3a5')!.records.map((r) => r.label).sort()).toEqual(['Ancien Test', 'Sortie Test']);
    expect(m.get('F1b')!.records[0]).toMatchObject({ id: fx.ancien, link: `/stagiaires/${fx.ancien}`, heures: 600 });
  });

  it('tells employed trainers from subcontracted ones, with their hours of the year', async () => {
    const m = lines(await bpf(nv));
    expect(figures(m, 'E1')).toEqual([1, 6]);
    expect(figures(m, 'E2')).toEqual([1, 3.5]);
    expect(figures(m, 'E9')).toEqual([1, 2]);
    expect(m.get('E9')!.records[0]).toMatchObject({ id: fx.inconnu, link: `/stagiaire/intervenants/${fx.inconnu}` });
  });

  it('prefills the products from the invoices, the rest to complete, the identity from the centre', async () => {
    const m = lines(await bpf(nv));
    expect([m.get('C2a')!.montant, m.get('C3')!.montant, m.get('C4')!.montant]).toEqual([1000, 500, 300]);
    expect(m.get('C2a')!.records.map((r) => r.link)).toEqual([`/facturation/factures/${fx.facture}`]);
    expect([m.get('C1')!.montant, m.get('C1')!.aCompleter, m.get('D1')!.aCompleter]).toEqual([null, true, true]);
    expect(m.get('CT')!.montant).toBe(1800);
    expect(m.get('A1')!.texte).toBe('Centre Nouvelle Vague');
    expect(m.get('A3')!.aCompleter).toBe(true);
    expect(m.get('B1')!.texte).toBe('du 01/01/2025 au 31/12/2025');
  });

  it('validates a dated version with lines typed by hand, then its PDF and CSV', async () => {
    const v = await S().req('POST', '/api/qualite/bpf/versions', {
      token: nv, body: { annee: 2025, manuel: { C5: '250', A3: '76 34 01234 34', D1: '' } } });
    expect(v.status, v.text).toBe(201);
    expect(v.body).toMatchObject({ version: 1, annee: 2025, author: 'nouveau@demo.fr' });
    const again = await S().req('POST', '/api/qualite/bpf/versions', { token: nv, body: { annee: 2025, manuel: { C5: 250 } } });
    expect(again.body.version).toBe(2);
    const b = await bpf(nv);
    expect(b.versions.map((x) => x.version)).toEqual([2, 1]);
    expect(b.manuel).toEqual({ C5: 250 });
    const m = lines(b);
    expect([m.get('C5')!.montant, m.get('C5')!.manuel, m.get('CT')!.montant]).toEqual([250, true, 2050]);

    const res = await fetch(S().base + v.body.pdf, { headers: { authorization: `Bearer ${nv}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('bpf-2025-v1.pdf');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await res.arrayBuffer()), encoding: 'utf8' });
    expect(text).toContain('Bilan pédagogique et financier 2025');
    expect(text).toContain('Cadre F-1 — Type de stagiaires de l’organisme');
    expect(text).toContain('76 34 01234 34');
    expect(text).toContain('à compléter');

    const csv = await S().req('GET', v.body.csv, { token: nv });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('F-1;F1b;Apprentis;;1;600;;calculé');
    expect(csv.text).toContain('C;C5;');
    expect(csv.text).toContain(';250;saisi à la main');
    expect(csv.text).toContain('D;D1;');
  });

  it('refuses bad years and lines in French, with violations', async () => {
    const bad = await S().req('GET', '/api/qualite/bpf?annee=deux', { token: nv });
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toBe("L'exercice doit être une année entre 2000 et 2100.");
    expect(bad.body.violations[0].propertyPath).toBe('annee');
    const lines422 = await S().req('POST', '/api/qualite/bpf/versions', {
      token: nv, body: { annee: 2025, manuel: { F1b: 3, C1: -5, A3: 12 } } });
    expect(lines422.status).toBe(422);
    expect(lines422.body.violations.map((x: any) => x.propertyPath)).toEqual(['manuel.F1b', 'manuel.C1', 'manuel.A3']);
    expect(lines422.body['hydra:description']).toContain('La ligne C1 attend un montant positif en euros.');
    const noYear = await S().req('POST', '/api/qualite/bpf/versions', { token: nv, body: { manuel: {} } });
    expect([noYear.status, noYear.body.violations[0].propertyPath]).toEqual([400, 'annee']);
    const listLines = await S().req('POST', '/api/qualite/bpf/versions', { token: nv, body: { annee: 2025, manuel: [] } });
    expect([listLines.status, listLines.body.violations[0].propertyPath]).toEqual([422, 'manuel']);
    expect(listLines.body['hydra:description']).toContain('doivent être un objet');
    const missing = await S().req('GET', '/api/qualite/bpf/versions/999999/bpf.pdf', { token: nv });
    expect([missing.status, missing.body['hydra:description']]).toEqual([404, "Cette version du bilan n'existe pas."]);
  });

  it('is the centre’s: an antenne user is refused, a guest reads without validating, other centres see theirs', async () => {
    const antenneUser = await S().req('GET', '/api/qualite/bpf?annee=2025', { token: T().antenne1 });
    expect(antenneUser.status).toBe(403);
    expect(antenneUser.body['hydra:description']).toMatch(/réservé aux utilisateurs du centre/);
    const guest = await bpf(T().invite);
    expect(guest.frames.length).toBeGreaterThan(0);
    const guestPost = await S().req('POST', '/api/qualite/bpf/versions', { token: T().invite, body: { annee: 2025 } });
    expect(guestPost.status).toBe(403);
    const demo = lines(await bpf(T().admin));
    expect(demo.get('A1')!.texte).toBe('Futurosud Formation');
    expect(demo.get('F1b')!.records.map((r) => r.id)).not.toContain(fx.ancien);
    const kept = (await bpf(nv)).versions[0];
    const other = await S().req('GET', kept.csv, { token: T().admin });
    expect(other.status).toBe(404);
  });
});
