// API of the RGPD requests on a trainee: the export holds every related record (absences, interviews, contracts,
// follow-ups...), the erasure deletes what the law does not require to keep, keeps contracts and attendance proofs
// and says why, anonymises the identity; both go to the register; another antenne's user gets a 404, an antenne
// user may not erase (403), a second erasure is a 409.
import { describe, expect, it } from 'vitest';
import { domainServer, postTrainee } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);

describe('rgpd', () => {
  it('exports a trainee’s data, then erases it keeping contracts and attendance proofs', async () => {
    const t = await postTrainee(S(), T().admin, { lastname: 'Oubli', firstname: 'Droit', mail: 'droit.oubli@exemple.fr', birthdate: '2001-02-03', phone_number: '06 11 22 33 44' });
    const iri = `/api/etudiants/${t.id}`;
    for (const [resource, body] of [
      ['etudiant_absences', { etudiant: iri, raison: 3, dt_start: '2025-03-03', dt_end: '2025-03-03', hr_start: '09:00:00', hr_end: '12:00:00' }],
      ['etudiant_interviews', { etudiant: iri, type: 2, date_interview: '2025-01-10', compte_rendu: 'Entretien d’entrée.' }],
      ['etudiant_contrats', { etudiant: iri, date_debut: '2024-09-02' }],
    ] as const) {
      const r = await S().req('POST', `/api/${resource}`, { token: T().admin, body });
      expect(r.status, `${resource} ${r.text}`).toBe(201);
    }

    expect((await S().req('GET', `/api/rgpd/etudiants/${t.id}/export`, { token: T().antenne1 })).status).toBe(404);
    expect((await S().req('GET', `/api/rgpd/etudiants/${t.id}/export`, { token: T().sport })).status).toBe(404);
    const exported = await S().req('GET', `/api/rgpd/etudiants/${t.id}/export`, { token: T().admin });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/rgpd-stagiaire-\d+-/);
    expect(exported.body.personne.mail).toBe('droit.oubli@exemple.fr');
    expect(Object.keys(exported.body.donnees)).toEqual(expect.arrayContaining(['etudiant_absences', 'etudiant_interviews', 'etudiant_contrats']));
    expect(exported.body.donnees.etudiant_interviews[0].compte_rendu).toBe('Entretien d’entrée.');

    expect((await S().req('POST', `/api/rgpd/etudiants/${t.id}/effacement`, { token: T().antenne1 })).status).toBe(404);
    expect((await S().req('POST', `/api/rgpd/etudiants/${t.id}/effacement`, { token: T().invite })).status).toBe(403);
    const erased = await S().req('POST', `/api/rgpd/etudiants/${t.id}/effacement`, { token: T().admin });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.supprimes.Entretiens).toBe(1);
    const kept = erased.body.conserves.map((k: any) => `${k.ressource}:${k.nombre}`);
    expect(kept).toEqual(expect.arrayContaining(['Contrats:1', 'Absences:1', 'Stagiaire:1']));
    expect(erased.body.conserves.find((k: any) => k.ressource === 'Contrats').motif).toMatch(/conservés 5 ans/);

    const row = (await S().db.query<any>('SELECT lastname, firstname, mail, birthdate, phone_number FROM etudiants WHERE id = $1', [t.id])).rows[0];
    expect(row).toMatchObject({ lastname: 'ANONYMISÉ', firstname: `Stagiaire n° ${t.id}`, mail: null, birthdate: null, phone_number: null });
    // No longer « Présent / En formation »: the erased person is « Supprimé », with no course state, and leaves the
    // list of present trainees; a change of the kept contract does not give it a course state again.
    expect((await S().req('GET', iri, { token: T().admin })).body).toMatchObject({ etat: 3, etat_parcours: null });
    const present = await S().req('GET', '/api/etudiants?type=1&etat=0&lastname=ANONYMIS&itemsPerPage=100',
      { token: T().admin });
    expect(present.body['hydra:member'].map((e: any) => e['@id'])).not.toContain(iri);
    const contract = (await S().db.query<{ id: number }>('SELECT id FROM etudiant_contrats WHERE etudiant_id = $1',
      [t.id])).rows[0]!;
    const patched = await S().req('PATCH', `/api/etudiant_contrats/${contract.id}`,
      { token: T().admin, body: { date_fin: '2026-08-31' } });
    expect(patched.status, patched.text).toBe(200);
    expect((await S().req('GET', iri, { token: T().admin })).body).toMatchObject({ etat: 3, etat_parcours: null });
    expect(erased.body.conserves.find((k: any) => k.ressource === 'Stagiaire').motif)
      .toContain('son état devient « Supprimé »');
    expect(Number((await S().db.query<any>('SELECT count(*) AS n FROM etudiant_interviews WHERE etudiant_id = $1', [t.id])).rows[0].n)).toBe(0);
    expect(Number((await S().db.query<any>('SELECT count(*) AS n FROM etudiant_contrats WHERE etudiant_id = $1', [t.id])).rows[0].n)).toBe(1);
    const again = await S().req('POST', `/api/rgpd/etudiants/${t.id}/effacement`, { token: T().admin });
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toMatch(/déjà été effacées/);

    const register = await S().req('GET', `/api/rgpd_demandes?etudiant=${iri}&order[created_at]=asc`, { token: T().admin });
    expect(register.body['hydra:member'].map((d: any) => d.type)).toEqual([1, 2]);
    expect(register.body['hydra:member'][1].details.conserves.length).toBeGreaterThan(0);
    expect((await S().req('GET', `/api/rgpd_demandes?etudiant=${iri}`, { token: T().antenne1 })).body['hydra:totalItems']).toBe(0);
  });
});
