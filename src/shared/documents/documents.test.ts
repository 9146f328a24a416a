// The variables of document models and the naming of generated files.
import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  fillText,
  isGenerationFormat,
  isVariable,
  percentDone,
  placeholdersOf,
  uniqueNames,
  unknownVariables,
  valuesFor,
  VARIABLES,
  variablesByGroup,
  type GenerationContext,
} from './index.ts';

const context: GenerationContext = {
  etudiant: {
    civility: 1,
    lastname: 'Martin',
    firstname: 'Zoé',
    birthdate: '2004-03-05',
    address: '3 rue des Lilas',
    postal_code: '13001',
    city: 'Marseille',
    mail: 'zoe@exemple.fr',
    dt_date_entree: '2026-09-01',
  },
  formation: {
    diplome: 'BP JEPS',
    code_rncp: 'RNCP28573',
    session: 'Session 2026',
    date_debut: '2026-09-01',
    date_fin: '2027-06-30',
    action: 'Action BP JEPS',
  },
  entreprise: {
    name: 'Club Azur',
    siret: '12345678900011',
    address: '1 avenue du Port',
    postal_code: '13002',
    city: 'Marseille',
  },
  contrat: { date_debut: '2026-09-01', date_fin: '2027-08-31', tuteur_lastname: 'Durand', tuteur_firstname: 'Paul' },
  antenne: { name: 'Antenne de Marseille', address: '5 quai du Lazaret', postal_code: '13002', city: 'Marseille' },
  centre: { name: 'Futurosud Formation', siret: '98765432100019' },
  today: '2026-11-26',
};

describe('the catalogue of variables', () => {
  it('covers the trainee, the training, the company and tutor, the centre and the dates, each key once', () => {
    const keys = VARIABLES.map((v) => v.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of [
      'etudiant.civilite',
      'etudiant.nom',
      'etudiant.prenom',
      'etudiant.date_naissance',
      'etudiant.adresse',
      'etudiant.email',
      'formation.diplome',
      'formation.session',
      'formation.date_debut',
      'formation.date_fin',
      'formation.action',
      'entreprise.raison_sociale',
      'entreprise.siret',
      'tuteur.nom_complet',
      'antenne.nom',
      'centre.nom',
      'date.jour',
    ])
      expect(isVariable(k), k).toBe(true);
    expect(variablesByGroup().map((g) => g.group)).toEqual([
      'Stagiaire',
      'Formation',
      'Entreprise et tuteur',
      'Centre et antenne',
      'Dates',
    ]);
  });

  it('values a trainee: civility in words, name in capitals, dates DD/MM/YYYY, addresses joined', () => {
    const values = valuesFor(context);
    expect(values['etudiant.civilite']).toBe('Madame');
    expect(values['etudiant.nom']).toBe('MARTIN');
    expect(values['etudiant.nom_complet']).toBe('Zoé MARTIN');
    expect(values['etudiant.date_naissance']).toBe('05/03/2004');
    expect(values['entreprise.adresse']).toBe('1 avenue du Port 13002 Marseille');
    expect(values['tuteur.nom_complet']).toBe('Paul DURAND');
    expect(values['formation.date_fin']).toBe('30/06/2027');
    expect(values['date.jour']).toBe('26/11/2026');
    expect(values['date.annee']).toBe('2026');
  });

  it('gives empty texts where the trainee has no company, training or antenne', () => {
    const values = valuesFor({
      ...context,
      formation: null,
      entreprise: null,
      contrat: null,
      antenne: null,
      centre: null,
      etudiant: { lastname: 'Seul' },
    });
    expect(values['entreprise.raison_sociale']).toBe('');
    expect(values['tuteur.nom_complet']).toBe('');
    expect(values['formation.diplome']).toBe('');
    expect(values['etudiant.civilite']).toBe('');
    expect(values['etudiant.nom']).toBe('SEUL');
  });
});

describe('variables in a model', () => {
  it('finds each placeholder once, spaces trimmed, and names the unknown ones', () => {
    const used = placeholdersOf(
      'Je soussigné {antenne.nom}, atteste que { etudiant.nom } {etudiant.prenom} ({etudiant.nom}) né le ' +
        '{etudiant.naissance} {stagiaire}',
    );
    expect(used).toEqual(['antenne.nom', 'etudiant.nom', 'etudiant.prenom', 'etudiant.naissance', 'stagiaire']);
    expect(unknownVariables(used)).toEqual(['etudiant.naissance', 'stagiaire']);
    expect(unknownVariables(['date.jour', 'date.jour'])).toEqual([]);
  });

  it('fills a text, leaving an unknown placeholder as written', () => {
    expect(fillText('Bonjour {etudiant.prenom} {etudiant.nom}, le {date.jour} {autre}', valuesFor(context))).toBe(
      'Bonjour Zoé MARTIN, le 26/11/2026 {autre}',
    );
  });
});

describe('generated files', () => {
  it('accepts only PDF and DOCX', () => {
    expect(isGenerationFormat('pdf')).toBe(true);
    expect(isGenerationFormat('docx')).toBe(true);
    expect(isGenerationFormat('html')).toBe(false);
    expect(isGenerationFormat(undefined)).toBe(false);
  });

  it('names a file after the model and the trainee, without accents or separators, unique in an archive', () => {
    expect(documentFileName("Attestation d'entrée", 'Lefèvre', 'Zoé', 'pdf')).toBe(
      'Attestation-d-entree-LEFEVRE-Zoe.pdf',
    );
    expect(documentFileName('Convocation', null, null, 'docx')).toBe('Convocation.docx');
    expect(uniqueNames(['a.pdf', 'b.pdf', 'a.pdf', 'a.pdf'])).toEqual(['a.pdf', 'b.pdf', 'a-2.pdf', 'a-3.pdf']);
  });

  it('counts progress in whole percent', () => {
    expect(percentDone(0, 5)).toBe(0);
    expect(percentDone(2, 3)).toBe(66);
    expect(percentDone(5, 5)).toBe(100);
    expect(percentDone(0, 0)).toBe(100);
  });
});
