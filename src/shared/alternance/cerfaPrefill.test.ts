import { describe, expect, it } from 'vitest';
import { cerfaFromRecords, suggestedRemunerations } from './cerfaPrefill.ts';

describe('cerfa pre-filled from the contract, the trainee and the company', () => {
  it('maps the records into the four steps, with the legal minimum per year', () => {
    const d = cerfaFromRecords(
      {
        type_contrat: 11,
        mode_contractuel: 1,
        date_conclusion: '2026-08-20',
        date_debut: '2026-09-01',
        date_fin: '2028-08-31',
        duree_hebdo: 35,
        salaire_brut_mensuel: 780.5,
        tuteur_lastname: 'Durand',
        tuteur_firstname: 'Paul',
      },
      {
        lastname: 'Martin',
        firstname: 'Léa',
        birthdate: '2007-03-14T00:00:00+00:00',
        civility: 1,
        city: 'Nice',
        postal_code: '06000',
      },
      {
        name: 'Club Nautique Azur',
        siret: '73282932000074',
        statut: 3,
        code_naf: '93.12Z',
        idcc: '2511',
        city: 'Nice',
      },
    );
    expect(d.employeur).toMatchObject({
      denomination: 'Club Nautique Azur',
      siret: '73282932000074',
      type_employeur: 15,
      idcc: '2511',
    });
    expect(d.apprenti).toMatchObject({
      nom: 'Martin',
      prenom: 'Léa',
      sexe: 'F',
      date_naissance: '2007-03-14',
      commune: 'Nice',
    });
    expect(d.maitres[0]).toMatchObject({ nom: 'Durand', prenom: 'Paul' });
    expect(d.contrat).toMatchObject({
      date_debut_execution: '2026-09-01',
      date_fin: '2028-08-31',
      duree_hebdo: '35',
      salaire_brut_mensuel: '780.5',
      remunerations: ['43', '51'],
    });
  });
  it('suggests nothing without usable dates', () => {
    expect(suggestedRemunerations('', '2026-09-01', '2027-08-31')).toEqual([]);
    expect(suggestedRemunerations('2009-01-01', '2026-09-01', '2027-08-31')).toEqual(['27']);
  });
});
