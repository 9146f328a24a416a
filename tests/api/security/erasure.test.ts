// RGPD erasure leaves nothing that names the person: the files of the deleted records (a scan, a generated
// document) leave the disk at once and the media list and its CSV no longer name them, the generation job
// forgets them, the alerts, notifications and mails naming them go, the kept contract's cerfa loses its
// apprentice part (its terms stay), and the answer says in French words what was deleted, kept and anonymised.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';
import { isStored } from '../../../src/server/files/storage.ts';
import { apiClient, loginWith, type ApiCall } from '../../support/client.ts';
import { sampleFile } from '../../support/samples.ts';
import { postTrainee } from '../domainCrud.ts';

const dataDir = resolve(`.tmp/security/erasure-${process.pid}`);
let s: TestServer;
let api: ApiCall;
let admin: string;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
  s = await startServer(import.meta.url);
  api = apiClient(s.base);
  admin = await loginWith(api, 'admin@demo.fr');
});
afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (uuid: string) => isStored(uuid);

async function finished(iri: string): Promise<any> {
  for (let i = 0; i < 400; i += 1) {
    const r = await api('GET', iri, { token: admin });
    if (r.body?.status === 'done') return r.body;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('génération non terminée');
}

describe('RGPD erasure', () => {
  it('leaves no file, list, job, alert, notification, mail or cerfa naming the trainee', async () => {
    const t = await postTrainee(s, admin, { lastname: 'Oublidata', firstname: 'Zéphyrine', mail: 'zephyrine.oublidata@exemple.fr',
      birthdate: '2003-04-05', phone_number: '06 12 34 56 78' });
    const iri = `/api/etudiants/${t.id}`;
    // A scan attached to her documents.
    const scan = await api('POST', '/api/media_objects', { token: admin, form: sampleFile('releve-oublidata.txt', 'relevé\n') });
    expect(scan.status, scan.text).toBe(201);
    expect((await api('POST', '/api/etudiant_documents', { token: admin, body: { etudiant: iri, type_document: 1, name: 'Relevé', file: scan.body['@id'] } })).status).toBe(201);
    // A document generated for her.
    const model = (await s.db.query<{ id: number }>('SELECT id FROM modeles WHERE cfa_id = 1 AND file_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!;
    const start = await api('POST', `/api/modeles/${model.id}/generer`, { token: admin, body: { etudiants: [iri], format: 'docx' } });
    expect(start.status, start.text).toBe(202);
    const job = await finished(start.body['@id']);
    expect(job.documents).toHaveLength(1);
    const generated = (await s.db.query<{ uuid: string }>(
      "SELECT m.uuid FROM media_objects m JOIN etudiant_documents d ON d.file_id = m.id WHERE d.etudiant_id = $1 AND d.name <> 'Relevé'", [t.id])).rows[0]!.uuid;
    expect([await stored(scan.body.uuid), await stored(generated)]).toEqual([true, true]);
    // A contract with its cerfa, an alert about it, a notification and a mail naming her.
    const contract = await api('POST', '/api/etudiant_contrats', { token: admin, body: { etudiant: iri, date_debut: '2024-09-02' } });
    expect(contract.status, contract.text).toBe(201);
    await s.db.query('UPDATE etudiant_contrats SET cerfa = $2::jsonb WHERE id = $1', [contract.body.id ?? Number(contract.body['@id'].split('/').pop()), JSON.stringify({
      employeur: { denomination: 'Garage du Port' }, maitres: [{ nom: 'Martin', prenom: 'Paul' }],
      apprenti: { nom: 'Oublidata', prenom: 'Zéphyrine', date_naissance: '2003-04-05', adresse: '3 rue des Lilas', courriel: 'zephyrine.oublidata@exemple.fr', telephone: '0612345678' },
      contrat: { date_debut_execution: '2024-09-02', salaire_brut_mensuel: '1000' }, formation: { intitule: 'CAP Mécanique' } })]);
    await s.db.query(`INSERT INTO global_alertes (cfa_id, type, title, uri, etat) VALUES (1, 5, 'Contrat se terminant : Oublidata Zéphyrine', $1, 0)`, [contract.body['@id']]);
    await s.db.query(`INSERT INTO notifications (cfa_id, user_id, title) SELECT 1, id, 'Nouveau document de Zéphyrine Oublidata' FROM users WHERE email = 'admin@demo.fr'`);
    await s.db.query(`INSERT INTO mail_outbox (recipient, subject, body) VALUES ('zephyrine.oublidata@exemple.fr', 'Votre avis', 'Bonjour')`);

    const erased = await api('POST', `/api/rgpd/etudiants/${t.id}/effacement`, { token: admin });
    expect(erased.status, erased.text).toBe(200);

    // Files: gone from the disk now, and from the media list and its CSV.
    expect([await stored(scan.body.uuid), await stored(generated)]).toEqual([false, false]);
    const media = await api('GET', '/api/media_objects?name=oublidata', { token: admin });
    expect(media.body['hydra:totalItems']).toBe(0);
    expect((await api('GET', '/api/media_objects/export.csv?pagination=false', { token: admin })).text.toLowerCase()).not.toContain('oublidata');
    // The job no longer names her.
    const after = await api('GET', start.body['@id'], { token: admin });
    expect(after.text).not.toContain('Oublidata');
    // Alerts, notifications, mails.
    expect((await api('GET', '/api/global_alertes?title=Oublidata', { token: admin })).body['hydra:totalItems']).toBe(0);
    expect((await api('GET', '/api/notifications?title=Oublidata', { token: admin })).body['hydra:totalItems']).toBe(0);
    expect((await s.db.query("SELECT 1 FROM mail_outbox WHERE recipient = 'zephyrine.oublidata@exemple.fr'")).rows).toHaveLength(0);
    // The kept contract: its terms, not her.
    const cerfa = (await s.db.query<{ cerfa: any }>('SELECT cerfa FROM etudiant_contrats WHERE etudiant_id = $1', [t.id])).rows[0]!.cerfa;
    expect(JSON.stringify(cerfa.apprenti)).not.toMatch(/Oublidata|Zéphyrine|2003-04-05|Lilas|0612345678|exemple\.fr/);
    expect(cerfa.contrat.date_debut_execution).toBe('2024-09-02');
    expect(cerfa.employeur.denomination).toBe('Garage du Port');
    // The answer, in French words.
    const body = erased.body;
    for (const key of Object.keys(body.supprimes)) expect(key, key).not.toMatch(/_/);
    expect(Object.keys(body.supprimes)).toEqual(expect.arrayContaining(['Documents administratifs', 'Alertes à son sujet', 'Notifications à son nom',
      "Mails envoyés ou en attente d'envoi (à son adresse ou à son nom)", 'Fichiers (pièces déposées et documents générés)']));
    expect(body.anonymises.map((a: { donnees: string }) => a.donnees)).toContain('Cerfa des contrats conservés');
    expect(body.conserves.map((c: { ressource: string }) => c.ressource)).toContain('Contrats');
  });
});
