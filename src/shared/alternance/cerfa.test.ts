// Cases of the cerfa 10103 checks taken from the official notice (FA 13, notice 51649) and the labour code's
// rules it recalls: age limits, the master's qualification, dates and durations, hours, remuneration brackets.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ageAt,
  cerfaFromJson,
  cerfaMessages as m,
  cerfaProblemsUpTo,
  cerfaStepProblems,
  contractYears,
  emptyCerfa,
  firstInvalidStep,
  minimumRemuneration,
  type CerfaData,
} from './cerfa.ts';

const TODAY = '2026-11-25';
function filled(): CerfaData {
  const d = emptyCerfa();
  d.employeur = {
    ...d.employeur,
    denomination: 'Club Nautique Azur',
    siret: '73282932000074',
    type_employeur: 15,
    effectif: '12',
    idcc: '2511',
    code_postal: '06300',
  };
  d.apprenti = {
    ...d.apprenti,
    nom: 'Martin',
    prenom: 'Léa',
    sexe: 'F',
    date_naissance: '2007-03-14',
    situation_avant_contrat: 1,
    derniere_classe: 1,
    dernier_diplome: 41,
  };
  d.maitres = [
    {
      nom: 'Durand',
      prenom: 'Paul',
      date_naissance: '1980-05-02',
      emploi: 'Entraîneur',
      diplome: 41,
      annees_experience: '5',
    },
  ];
  d.contrat = {
    ...d.contrat,
    type_contrat: 11,
    date_conclusion: '2026-08-20',
    date_debut_execution: '2026-09-01',
    date_debut_formation_pratique: '2026-09-01',
    date_fin: '2028-08-31',
    duree_hebdo: '35',
    remunerations: ['43', '51'],
  };
  d.formation = {
    diplome_vise: 41,
    intitule: 'BPJEPS Activités nautiques',
    date_debut_formation: '2026-09-07',
    heures_formation: '600',
  };
  return d;
}

describe('cerfa 10103: the boxes the official form requires', () => {
  it('refuses an apprentice without situation before the contract, last diploma prepared or last class', () => {
    const d = filled();
    d.apprenti = { ...d.apprenti, situation_avant_contrat: '', dernier_diplome: '', derniere_classe: '' };
    expect(cerfaStepProblems(1, d, TODAY)).toEqual({
      'apprenti.situation_avant_contrat': 'Ce champ est obligatoire.',
      'apprenti.dernier_diplome': 'Ce champ est obligatoire.',
      'apprenti.derniere_classe': 'Ce champ est obligatoire.',
    });
    d.apprenti.situation_avant_contrat = 99;
    expect(cerfaStepProblems(1, d, TODAY)['apprenti.situation_avant_contrat']).toBe(
      "Ce code n'est pas dans la liste du formulaire.",
    );
  });
  it('refuses a master of apprenticeship without job or highest diploma', () => {
    const d = filled();
    d.maitres = [{ ...d.maitres[0]!, emploi: ' ', diplome: '' }];
    expect(cerfaStepProblems(2, d, TODAY)).toEqual({
      'maitres.0.emploi': 'Ce champ est obligatoire.',
      'maitres.0.diplome': 'Ce champ est obligatoire.',
    });
  });
});

describe('cerfa 10103: helpers', () => {
  it('counts ages, months and contract years as the form does', () => {
    expect(ageAt('2007-03-14', '2026-09-01')).toBe(19);
    expect(ageAt('2007-09-01', '2026-09-01')).toBe(19);
    expect(ageAt('2007-09-02', '2026-09-01')).toBe(18);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(contractYears('2026-09-01', '2028-08-31')).toBe(2);
    expect(contractYears('2026-09-01', '2027-02-28')).toBe(1);
    expect(contractYears('2026-09-01', '2029-08-31')).toBe(3);
  });
  it('gives the legal minimum remuneration by age bracket and year (% of the SMIC)', () => {
    expect([1, 2, 3].map((y) => minimumRemuneration(16, y))).toEqual([27, 39, 55]);
    expect([1, 2, 3].map((y) => minimumRemuneration(18, y))).toEqual([43, 51, 67]);
    expect([1, 2, 3].map((y) => minimumRemuneration(21, y))).toEqual([53, 61, 78]);
    expect([1, 2, 3].map((y) => minimumRemuneration(26, y))).toEqual([100, 100, 100]);
    expect(minimumRemuneration(20, 4)).toBe(67);
  });
});

describe('cerfa 10103: the four steps', () => {
  it('accepts a complete form: every step valid', () => {
    const d = filled();
    for (let s = 0; s < 4; s++) expect(cerfaStepProblems(s, d, TODAY), `step ${s}`).toEqual({});
    expect(firstInvalidStep(d, TODAY)).toBe(4);
  });

  it('step 1: refuses a SIRET with a wrong check digit and an unknown employer type', () => {
    const d = filled();
    d.employeur.siret = '73282932000075';
    d.employeur.type_employeur = 17 as never;
    d.employeur.idcc = '25';
    expect(cerfaStepProblems(0, d, TODAY)).toEqual({
      'employeur.siret': "Le SIRET n'est pas valide : le chiffre de contrôle ne correspond pas.",
      'employeur.type_employeur': m.unknownCode,
      'employeur.idcc': m.idcc,
    });
    expect(firstInvalidStep(d, TODAY)).toBe(0);
  });

  it('step 2: an apprentice under 15 is refused; at 15 only having finished collège (3e)', () => {
    const d = filled();
    d.apprenti.date_naissance = '2011-11-02';
    expect(cerfaStepProblems(1, d, TODAY)['apprenti.date_naissance']).toBe(m.under15);
    d.apprenti.date_naissance = '2011-06-10';
    d.apprenti.derniere_classe = 41;
    expect(cerfaStepProblems(1, d, TODAY)['apprenti.derniere_classe']).toBe(m.age15);
    d.apprenti.derniere_classe = 40;
    expect(cerfaStepProblems(1, d, TODAY)).toEqual({});
  });

  it('step 2: from 30 years, only with the age derogation or a recognised disability (RQTH)', () => {
    const d = filled();
    d.apprenti.date_naissance = '1995-01-10';
    expect(cerfaStepProblems(1, d, TODAY)['apprenti.date_naissance']).toBe(m.over29);
    d.apprenti.rqth = true;
    expect(cerfaStepProblems(1, d, TODAY)).toEqual({});
    d.apprenti.rqth = false;
    d.contrat.type_derogation = 12;
    expect(cerfaStepProblems(1, d, TODAY)).toEqual({});
  });

  it('step 3: the master is of age and qualified (1 year with the diploma level, 2 otherwise)', () => {
    const d = filled();
    d.maitres[0]!.date_naissance = '2010-01-01';
    d.maitres[0]!.annees_experience = '0';
    expect(cerfaStepProblems(2, d, TODAY)).toEqual({
      'maitres.0.date_naissance': m.maitreMinor,
      'maitres.0.annees_experience': m.maitreQualification(1),
    });
    const e = filled();
    e.maitres[0]!.diplome = 33; // CAP, below the prepared baccalauréat professionnel
    e.maitres[0]!.annees_experience = '1';
    expect(cerfaStepProblems(3, e, TODAY)['maitres.0.annees_experience']).toBe(m.maitreQualification(2));
    e.maitres = [];
    expect(cerfaStepProblems(2, e, TODAY)).toEqual({ maitres: m.noMaitre });
  });

  it('step 4: reversed dates, a contract under 6 months or over 3 years are refused', () => {
    const d = filled();
    d.contrat.date_fin = '2026-08-01';
    expect(cerfaStepProblems(3, d, TODAY)['contrat.date_fin']).toBe(m.endBeforeStart);
    d.contrat.date_fin = '2027-01-31';
    expect(cerfaStepProblems(3, d, TODAY)['contrat.date_fin']).toBe(m.tooShort);
    d.contrat.type_derogation = 21;
    expect(cerfaStepProblems(3, d, TODAY)['contrat.date_fin']).toBeUndefined();
    d.contrat.type_derogation = '';
    d.contrat.date_fin = '2029-09-30';
    expect(cerfaStepProblems(3, d, TODAY)['contrat.date_fin']).toBe(m.tooLong(3));
    d.contrat.date_fin = '2028-08-31';
    d.contrat.date_conclusion = '2026-09-02';
    expect(cerfaStepProblems(3, d, TODAY)['contrat.date_conclusion']).toBe(m.conclusionAfterStart);
  });

  it('step 4: a minor works at most 35 hours a week; anyone at most 48', () => {
    const d = filled();
    d.apprenti.date_naissance = '2009-12-01';
    d.contrat.duree_hebdo = '36';
    d.contrat.remunerations = ['27', '39'];
    expect(cerfaStepProblems(3, d, TODAY)['contrat.duree_hebdo']).toBe(m.minorHours);
    const e = filled();
    e.contrat.duree_hebdo = '50';
    expect(cerfaStepProblems(3, e, TODAY)['contrat.duree_hebdo']).toBe(m.maxHours);
  });

  it("step 4: each year is paid at least the bracket of the apprentice's age that year", () => {
    const d = filled(); // 19 at the start, 20 in year 2
    d.contrat.remunerations = ['43', '45'];
    expect(cerfaStepProblems(3, d, TODAY)['contrat.remunerations.1']).toBe(
      'Année 2 : 45 % du SMIC est inférieur au minimum légal de 51 % pour un apprenti de 20 ans.',
    );
    d.contrat.remunerations = ['43'];
    expect(cerfaStepProblems(3, d, TODAY)['contrat.remunerations.1']).toBe(m.remunerationMissing(2));
    // Turning 21 during the contract: year 2 at the 21-25 bracket (61 %).
    const e = filled();
    e.apprenti.date_naissance = '2005-10-01';
    e.contrat.remunerations = ['43', '51'];
    expect(cerfaStepProblems(3, e, TODAY)).toMatchObject({
      'contrat.remunerations.1': expect.stringContaining('61 %'),
    });
  });
});

describe('cerfa 10103: a form read from JSON (a request, a saved contract)', () => {
  it('keeps a saved form as it was, and checks every step up to the one saved', () => {
    const d = filled();
    expect(cerfaFromJson(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(cerfaProblemsUpTo(3, d, TODAY)).toEqual({});
    const young = filled();
    young.apprenti.date_naissance = '2012-01-10';
    expect(cerfaProblemsUpTo(0, young, TODAY)).toEqual({});
    expect(cerfaProblemsUpTo(3, young, TODAY)['apprenti.date_naissance']).toBe(m.under15);
  });
  it('refuses what is not an object, and keeps only the known fields, each of its type', () => {
    expect(cerfaFromJson('x')).toBeNull();
    expect(cerfaFromJson([])).toBeNull();
    const d = cerfaFromJson({
      employeur: { denomination: 12, type_employeur: 'abc', inconnu: 'x' },
      apprenti: { sexe: 'X', rqth: 'oui', nationalite: '2' },
      maitres: 'x',
    })!;
    expect(d.employeur.denomination).toBe('12');
    expect(d.employeur.type_employeur).toBe('');
    expect('inconnu' in d.employeur).toBe(false);
    expect(d.apprenti).toMatchObject({ sexe: '', rqth: false, nationalite: 2 });
    expect(d.maitres).toEqual(emptyCerfa().maitres);
    expect(cerfaStepProblems(0, d, TODAY)['employeur.type_employeur']).toBe(m.required);
  });
});
