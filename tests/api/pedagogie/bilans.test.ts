// API of assessments (bilans de parcours), RPP follow-ups and ACA: for each resource the life cycle (create,
// read, the filters the spec's calls use, update, French 422, delete) and the scope (another antenne, another
// centre), the spec's defaults, the trainees with their assessments, ACA eligibility, draft and finalisation,
// and the RPP calls' camelCase names.
import { describe, expect, it } from 'vitest';
import { countRows, crudLifecycle, domainServer, PNG } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  etudiant: ['etudiants', 'antenne_id = 3 AND type = 1'],
  bilan: ['etudiant_bilan_parcours', 'antenne_id = 3'],
  typeRpp: ['type_rpps', 'cfa_id = 1'],
  suivi: ['suivi_rpps', 'antenne_id = 3'],
  diplome: ['diplomes', 'cfa_id = 1'],
});

describe('assessments and RPP', () => {
  crudLifecycle(S, T, {
    resource: 'etudiant_bilan_parcours', scope: 'antenne',
    body: () => ({ etudiant: ref.etudiant, titre: 'Bilan intermédiaire', date_bilan: '2026-01-20', is_deleted: false }),
    filter: () => `etudiant=${ref.etudiant}&is_deleted=false`, update: { is_deleted: true },
    bad: { body: () => ({ etudiant: ref.etudiant, date_bilan: '2026-01-20' }), property: 'titre' },
  });
  crudLifecycle(S, T, {
    resource: 'type_rpps', scope: 'cfa',
    body: () => ({ name: 'Validation des acquis', actif: true }), filter: () => 'actif=true', update: { actif: false },
    bad: { body: () => ({ name: 'x', actif: 'oui' }), property: 'actif' },
  });
  crudLifecycle(S, T, {
    resource: 'competence_rpps', scope: 'cfa',
    body: () => ({ name: 'Gérer un budget', type_rpp: ref.typeRpp }), filter: () => 'domaine_titre=Autres', update: { niveau: 2 },
    bad: { body: () => ({ name: 'Niveau nul', niveau: 0 }), property: 'niveau' },
  });
  crudLifecycle(S, T, {
    resource: 'suivi_rpps', scope: 'antenne',
    body: () => ({ etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp,
      selected_data: { domainesCompetences: { selectedIds: [1, 2], freeText: 'Autonome' } } }),
    filter: () => `etudiant_bilan_parcours=${ref.bilan}`, update: { status: 2 },
    bad: { body: () => ({ etudiant_bilan_parcours: ref.bilan }), property: 'type_rpp' },
  });
  crudLifecycle(S, T, {
    resource: 'document_suivi_rpps', scope: 'antenne',
    body: () => ({ suivi_rpp: ref.suivi, nom: 'CV 2026' }), filter: () => `suivi_rpp=${ref.suivi}&type_document=cv`, update: { type_document: 'attestation' },
    bad: { body: () => ({ suivi_rpp: ref.suivi, nom: 'x', type_document: 'photo' }), property: 'type_document' },
  });
  crudLifecycle(S, T, {
    resource: 'etudiant_acas', scope: 'antenne',
    body: () => ({ etudiant: ref.etudiant, diplome: ref.diplome }), filter: () => `etudiant=${ref.etudiant}&statut=brouillon`, update: { statut: 'finalisee' },
    bad: { body: () => ({ etudiant: ref.etudiant, statut: 'validee' }), property: 'statut' },
  });

  it('fills the defaults of the spec: follow-up status 1, document type cv, domain Autres, level 1, ACA draft', async () => {
    const token = T().admin;
    const suivi = await S().req('POST', '/api/suivi_rpps', { token, body: { etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp } });
    expect([suivi.body.status, suivi.body.antenne]).toEqual([1, '/api/antennes/3']);
    const doc = await S().req('POST', '/api/document_suivi_rpps', { token, body: { suivi_rpp: suivi.body['@id'], nom: 'CV' } });
    expect(doc.body.type_document).toBe('cv');
    const comp = await S().req('POST', '/api/competence_rpps', { token, body: { name: 'Parler en public' } });
    expect([comp.body.domaine_titre, comp.body.niveau]).toEqual(['Autres', 1]);
    const aca = await S().req('POST', '/api/etudiant_acas', { token, body: { etudiant: ref.etudiant } });
    expect([aca.body.statut, aca.body.antenne]).toEqual(['brouillon', '/api/antennes/3']);
  });
});

describe('calls beyond CRUD', () => {
  it("creates a follow-up's document from the spec's multipart form (suiviRpp, nom, typeDocument, file)", async () => {
    const send = async (token: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('file', new Blob([PNG], { type: 'image/png' }), 'attestation.png');
      const res = await fetch(`${S().base}/api/document_suivi_rpps`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
      return { status: res.status, body: (await res.json()) as any };
    };
    const created = await send(T().admin, { suiviRpp: ref.suivi!, nom: 'Attestation de stage', typeDocument: 'attestation' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ suivi_rpp: ref.suivi, nom: 'Attestation de stage', type_document: 'attestation', antenne: '/api/antennes/3' });
    expect(created.body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    const listed = await S().req('GET', `/api/document_suivi_rpps?suivi_rpp=${ref.suivi}&type_document=attestation`, { token: T().admin });
    expect(listed.body['hydra:member'].map((d: any) => d['@id'])).toContain(created.body['@id']);
    // A type the spec does not list, or another antenne's follow-up: refused, no file kept.
    const before = await countRows(S(), 'media_objects');
    const bad = await send(T().admin, { suiviRpp: ref.suivi!, nom: 'Photo', typeDocument: 'photo' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('type_document');
    expect([403, 404, 422]).toContain((await send(T().antenne1, { suiviRpp: ref.suivi!, nom: 'CV' })).status);
    expect(await countRows(S(), 'media_objects')).toBe(before);
  });

  it('lists trainees (etat=0, type=1) each with their assessments, and one trainee with its list', async () => {
    const list = await S().req('GET', '/api/stagiaires_bilan_parcours?etat=0&type=1', { token: T().antenne1 });
    expect(list.status).toBe(200);
    const members = list.body['hydra:member'];
    expect(members.every((t: any) => t.etat === 0 && t.type === 1 && t.antenne === '/api/antennes/2')).toBe(true);
    expect(members.some((t: any) => t.etudiant_bilan_parcours.length > 0)).toBe(true);
    const one = await S().req('GET', `/api/stagiaires_bilan_parcours/${ref.etudiant.split('/').pop()}`, { token: T().admin });
    expect(one.body.etudiant_bilan_parcours.every((b: any) => b.etudiant === ref.etudiant)).toBe(true);
    expect((await S().req('GET', `/api/stagiaires_bilan_parcours/${ref.etudiant.split('/').pop()}`, { token: T().antenne1 })).status).toBe(404);
  });

  it('checks ACA eligibility, generates a draft (regenerating the same draft), finalizes it', async () => {
    const bilan = (await S().req('GET', ref.bilan, { token: T().admin })).body;
    const trainee = bilan.etudiant as string;
    const check = await S().req('GET', `${trainee}/check-aca-eligibility`, { token: T().admin });
    expect(check.status).toBe(200);
    expect(check.body.details.bilan.ok).toBe(true);
    expect(typeof check.body.eligible).toBe('boolean');
    const draft = await S().req('POST', `${trainee}/etudiant_acas`, { token: T().admin });
    expect(draft.status, draft.text).toBe(201);
    expect([draft.body.statut, draft.body.etudiant]).toEqual(['brouillon', trainee]);
    expect(Array.isArray(draft.body.competences)).toBe(true);
    const again = await S().req('POST', `${trainee}/etudiant_acas`, { token: T().admin });
    expect(again.body['@id']).toBe(draft.body['@id']);
    expect((await S().req('POST', `${trainee}/etudiant_acas`, { token: T().antenne1 })).status).toBe(404);
    const done = await S().req('POST', `${draft.body['@id']}/finalize`, { token: T().admin });
    expect([done.status, done.body.statut]).toEqual([200, 'finalisee']);
    expect(done.body.date_finalisation).not.toBeNull();
    const twice = await S().req('POST', `${draft.body['@id']}/finalize`, { token: T().admin });
    expect(twice.status, twice.text).toBe(422);
    expect(twice.body['hydra:description']).toContain('Cette ACA est déjà finalisée.');
    expect((await S().req('GET', draft.body['@id'], { token: T().admin })).body.date_finalisation).toBe(done.body.date_finalisation);
    const archived = await S().req('PUT', draft.body['@id'], { token: T().admin, body: { ...done.body, statut: 'archivee' } });
    expect(archived.status, archived.text).toBe(200);
    const refused = await S().req('POST', `${draft.body['@id']}/finalize`, { token: T().admin });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toBe('Une ACA archivée ne peut pas être finalisée.');
    const listed = await S().req('GET', `/api/etudiant_attest_compet_acquis/${trainee.split('/').pop()}`, { token: T().admin });
    expect(listed.body.etudiant_acas.map((a: any) => a['@id'])).not.toContain(draft.body['@id']);
  });

  it('lists per trainee only its latest non-archived ACA (by generation date)', async () => {
    const trainee = (await S().req('GET', ref.bilan, { token: T().admin })).body.etudiant as string;
    const id = Number(trainee.split('/').pop());
    const make = async (statut: string, date: string) => (await S().db.query<any>(
      `INSERT INTO etudiant_acas (cfa_id, antenne_id, etudiant_id, statut, date_generation) SELECT cfa_id, antenne_id, id, $2, $3 FROM etudiants WHERE id = $1 RETURNING id`, [id, statut, date])).rows[0].id;
    await S().db.query('DELETE FROM etudiant_acas WHERE etudiant_id = $1', [id]);
    const older = await make('finalisee', '2026-01-05T10:00:00Z');
    const latest = await make('brouillon', '2026-02-05T10:00:00Z');
    const archived = await make('archivee', '2026-03-05T10:00:00Z');
    // The menu's ACA list (the generic collection) follows the same rule; a statut filter finds the others,
    // and each ACA stays readable by its address.
    const generic = await S().req('GET', `/api/etudiant_acas?etudiant=${trainee}`, { token: T().admin });
    expect(generic.body['hydra:member'].map((a: any) => a.id)).toEqual([latest]);
    const all = await S().req('GET', '/api/etudiant_acas?pagination=false', { token: T().admin });
    const perTrainee = all.body['hydra:member'].map((a: any) => a.etudiant);
    expect(new Set(perTrainee).size).toBe(perTrainee.length);
    expect(all.body['hydra:member'].some((a: any) => a.statut === 'archivee')).toBe(false);
    expect((await S().req('GET', `/api/etudiant_acas?etudiant=${trainee}&statut=archivee`, { token: T().admin })).body['hydra:member'].map((a: any) => a.id)).toEqual([archived]);
    expect((await S().req('GET', `/api/etudiant_acas?etudiant=${trainee}&statut[]=finalisee`, { token: T().admin })).body['hydra:member'].map((a: any) => a.id)).toEqual([older]);
    expect((await S().req('GET', `/api/etudiant_acas/${older}`, { token: T().admin })).status).toBe(200);
    const one = await S().req('GET', `/api/etudiant_attest_compet_acquis/${id}`, { token: T().admin });
    expect(one.body.etudiant_acas.map((a: any) => a.id)).toEqual([latest]);
    const list = await S().req('GET', '/api/etudiant_attest_compet_acquis?type=1', { token: T().admin });
    const mine = list.body['hydra:member'].find((m: any) => m['@id'] === trainee);
    expect(mine.etudiant_acas.map((a: any) => a.id)).toEqual([latest]);
    expect(list.body['hydra:member'].every((m: any) => m.etudiant_acas.length <= 1 && m.etudiant_acas.every((a: any) => a.statut !== 'archivee'))).toBe(true);
    await S().db.query("UPDATE etudiant_acas SET statut = 'archivee' WHERE id = $1", [latest]);
    expect((await S().req('GET', `/api/etudiant_attest_compet_acquis/${id}`, { token: T().admin })).body.etudiant_acas.map((a: any) => a.id)).toEqual([older]);
  });

  it("reads an ACA's certificate: the trainee's units and skills with their latest scores; another antenne gets 404", async () => {
    const row = (await S().db.query<any>(
      `SELECT e.etudiant_id, e.antenne_id FROM antenne_evaluations e JOIN antenne_evaluation_contents c ON c.antenne_evaluation_id = e.id
        WHERE c.type_node = 'UNIT' AND c.score IS NOT NULL AND e.etat = 0 AND NOT e.absent AND e.antenne_id = 3 ORDER BY e.id LIMIT 1`)).rows[0];
    const aca = await S().req('POST', `/api/etudiants/${row.etudiant_id}/etudiant_acas`, { token: T().admin });
    expect(aca.status, aca.text).toBe(201);
    const cert = await S().req('GET', `${aca.body['@id']}/certificat`, { token: T().admin });
    expect(cert.status, cert.text).toBe(200);
    expect(cert.body.aca['@id']).toBe(aca.body['@id']);
    expect(cert.body.etudiant['@id']).toBe(`/api/etudiants/${row.etudiant_id}`);
    expect(cert.body.unites.length).toBeGreaterThan(0);
    for (const u of cert.body.unites) {
      expect([0, 1, 2, 3]).toContain(u.score);
      expect(u.acquis).toBe(u.score >= 2);
      for (const c of u.competences) expect([0, 1, 2, 3]).toContain(c.score);
    }
    expect((await S().req('GET', `${aca.body['@id']}/certificat`, { token: T().antenne1 })).status).toBe(404);
  });
});

describe('RPP follow-up statuses', () => {
  it('names suivi_rpps.status by the reference list statuts_suivi_rpp: 1 to 4 accepted, another value refused in French', async () => {
    const created = await S().req('POST', '/api/suivi_rpps', { token: T().admin, body: { etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp, status: 4 } });
    expect([created.status, created.body.status]).toEqual([201, 4]);
    const before = (await S().db.query<any>('SELECT count(*)::int AS n FROM suivi_rpps')).rows[0].n;
    const refused = await S().req('POST', '/api/suivi_rpps', { token: T().admin, body: { etudiant_bilan_parcours: ref.bilan, type_rpp: ref.typeRpp, status: 5 } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.violations.map((v: any) => v.propertyPath)).toEqual(['status']);
    expect(refused.body.violations[0].message).toMatch(/Statut/);
    expect((await S().db.query<any>('SELECT count(*)::int AS n FROM suivi_rpps')).rows[0].n).toBe(before);
  });
});

describe('calls as the spec writes them', () => {
  it('accepts the camelCase names of the RPP calls (etudiantBilanParcours, typeRpp, selectedData)', async () => {
    const created = await S().req('POST', '/api/suivi_rpps', { token: T().admin, body: {
      etudiantBilanParcours: ref.bilan, typeRpp: ref.typeRpp, selectedData: { besoinsAttentesFreins: { selectedIds: [], freeText: 'Horaires' } } } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.selected_data.besoinsAttentesFreins.freeText).toBe('Horaires');
    const listed = await S().req('GET', `/api/suivi_rpps?etudiantBilanParcours=${ref.bilan}&pagination=false`, { token: T().admin });
    expect(listed.body['hydra:member'].map((m: any) => m['@id'])).toContain(created.body['@id']);
    expect(listed.body['hydra:member'].every((m: any) => m.etudiant_bilan_parcours === ref.bilan)).toBe(true);
  });
});
