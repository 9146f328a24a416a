// API of the company reference pages: the tutor's evaluation of an apprentice on a running
// contract (criteria 1..4, refusals in French with nothing saved, scope), the RNCP codes of our diplomas and the
// external services' configuration, each stated in French.
import { describe, expect, it } from 'vitest';
import { countRows, domainServer, postTrainee, TOULON } from '../domainCrud.ts';

const { S, T } = domainServer(import.meta.url);
const SCORES = { assiduite: 4, savoir_etre: 3, savoir_faire: 3, autonomie: 2, integration: 4 };
const today = new Date().toISOString().slice(0, 10);

async function runningContract(lastname: string) {
  const t = await postTrainee(S(), T().admin, { lastname, firstname: 'Alternant' });
  const c = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: {
    etudiant: t['@id'], date_debut: '2025-09-01', date_fin: '2027-08-31', tuteur_firstname: 'Paul', tuteur_lastname: 'Tuteur' } });
  expect(c.status, c.text).toBe(201);
  return { trainee: t, contract: c.body as { '@id': string; id: number } };
}

describe('tutor evaluation of an apprentice', () => {
  it('lists the running contract never evaluated, records an evaluation with its mean, and lists it', async () => {
    const { trainee, contract } = await runningContract('Évalué');
    const before = await S().req('GET', '/api/evaluations_alternance/contrats', { token: T().admin });
    expect(before.status, before.text).toBe(200);
    const row = before.body['hydra:member'].find((m: any) => m.id === contract.id);
    expect(row).toMatchObject({ etudiant_name: 'Évalué Alternant', tuteur: 'Paul Tuteur', nb_evaluations: 0, derniere_evaluation: null });

    const res = await S().req('POST', `/api/etudiant_contrats/${contract.id}/evaluations`, { token: T().admin,
      body: { date_evaluation: today, criteres: SCORES, commentaire: 'Bonne progression.' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ evaluateur: 'Paul Tuteur', moyenne: 3.2, criteres: SCORES, etudiant: trainee['@id'], antenne: TOULON, commentaire: 'Bonne progression.' });

    const list = await S().req('GET', `/api/evaluation_alternances?etudiant=${encodeURIComponent(trainee['@id'])}`, { token: T().admin });
    expect(list.body['hydra:totalItems']).toBe(1);
    const after = await S().req('GET', '/api/evaluations_alternance/contrats', { token: T().admin });
    expect(after.body['hydra:member'].find((m: any) => m.id === contract.id)).toMatchObject({ nb_evaluations: 1, derniere_evaluation: today, derniere_moyenne: 3.2 });
  });

  it('refuses missing or out-of-range scores, a future date and a contract not running, in French, saving nothing', async () => {
    const { contract } = await runningContract('Refusé');
    const count = () => countRows(S(), 'evaluation_alternances WHERE contrat_id = $1', [contract.id]);
    const bad = await S().req('POST', `/api/etudiant_contrats/${contract.id}/evaluations`, { token: T().admin,
      body: { date_evaluation: '2999-01-01', criteres: { ...SCORES, autonomie: 7, integration: undefined } } });
    expect(bad.status).toBe(422);
    expect(bad.body['hydra:description']).toMatch(/[a-zé]/);
    expect(bad.body.violations).toEqual(expect.arrayContaining([
      expect.objectContaining({ propertyPath: 'date_evaluation', message: expect.stringMatching(/date de l'évaluation/) }),
      expect.objectContaining({ propertyPath: 'criteres.autonomie', message: expect.stringMatching(/entier de 1/) }),
      expect.objectContaining({ propertyPath: 'criteres.integration', message: expect.stringMatching(/Notez ce critère/) }),
    ]));
    const before = await S().req('POST', `/api/etudiant_contrats/${contract.id}/evaluations`, { token: T().admin, body: { date_evaluation: '2025-06-01', criteres: SCORES } });
    expect(before.status).toBe(422);
    expect(before.body.violations[0]).toMatchObject({ propertyPath: 'contrat', message: expect.stringMatching(/pas en cours/) });
    expect(await count()).toBe(0);
    // Another antenne's user does not see the contract; a guest cannot write.
    expect((await S().req('POST', `/api/etudiant_contrats/${contract.id}/evaluations`, { token: T().antenne1, body: { date_evaluation: today, criteres: SCORES } })).status).toBe(404);
    expect((await S().req('POST', `/api/etudiant_contrats/${contract.id}/evaluations`, { token: T().invite, body: { date_evaluation: today, criteres: SCORES } })).status).toBe(403);
    expect(await count()).toBe(0);
  });
});

describe('references and services', () => {
  it('gives the RNCP codes of our diplomas and the services not configured here, in French', async () => {
    const d = await S().req('GET', '/api/references/diplomes', { token: T().admin });
    expect(d.status, d.text).toBe(200);
    expect(d.body['hydra:member'].length).toBeGreaterThan(0);
    expect(d.body['hydra:member'].some((m: any) => /^RNCP\d+/.test(m.code_rncp ?? ''))).toBe(true);
    const s = await S().req('GET', '/api/references/services', { token: T().admin });
    expect(s.status).toBe(200);
    expect(s.body.services.map((x: any) => x.id)).toEqual(['mail', 'franceCompetences', 'ficheMetier', 'google']);
    const fc = s.body.services.find((x: any) => x.id === 'franceCompetences');
    expect(fc).toMatchObject({ configured: false, message: expect.stringMatching(/n'est pas configurée/) });
    expect((await S().req('GET', '/api/references/services')).status).toBe(401);
  });
});

describe('evaluations through the generic CRUD', () => {
  it('applies the same grid: an unscored criterion is a French 422', async () => {
    const { trainee, contract } = await runningContract('Générique');
    const res = await S().req('POST', '/api/evaluation_alternances', { token: T().admin, body: {
      etudiant: trainee['@id'], contrat: contract['@id'], date_evaluation: today, evaluateur: 'Paul Tuteur', criteres: { assiduite: 4 } } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations.map((v: any) => v.propertyPath)).toContain('criteres.autonomie');
  });
});

describe('end-of-contract evaluation', () => {
  it('lists a contract ended two months ago and takes an evaluation dated within it, not after its end', async () => {
    const t = await postTrainee(S(), T().admin, { lastname: 'Terminé', firstname: 'Alternant' });
    const end = new Date(Date.now() - 60 * 86400000).toISOString().slice(0, 10);
    const c = await S().req('POST', '/api/etudiant_contrats', { token: T().admin, body: { etudiant: t['@id'], date_debut: '2024-09-01', date_fin: end } });
    expect(c.status, c.text).toBe(201);
    const list = await S().req('GET', '/api/evaluations_alternance/contrats', { token: T().admin });
    expect(list.body['hydra:member'].find((m: any) => m.id === c.body.id)).toMatchObject({ en_cours: false, fin_effective: end });
    const after = await S().req('POST', `/api/etudiant_contrats/${c.body.id}/evaluations`, { token: T().admin, body: { date_evaluation: today, evaluateur: 'Tuteur', criteres: SCORES } });
    expect(after.status).toBe(422);
    const within = await S().req('POST', `/api/etudiant_contrats/${c.body.id}/evaluations`, { token: T().admin, body: { date_evaluation: end, evaluateur: 'Tuteur', criteres: SCORES } });
    expect(within.status, within.text).toBe(201);
  });
});
