// Roles, identity and trainee enumerations against spec 000 section 3.
import { describe, expect, it } from 'vitest';
import { referenceLists as r } from '../../../src/shared/reference/index.ts';
import type { RefList } from '../../../src/shared/reference/index.ts';

const pairs = (list: RefList) => list.map((i) => [i.id, i.label]);

describe('roles, civilities, marital status', () => {
  // The spec's five roles, the platform's support (configuration only, granted by no centre account) and the
  // trainee's own account (spec 000 §1: « Stagiaire » in the stored role list).
  it('has the five roles with their French names, the platform role and the trainee, tutor and trainer roles', () => {
    expect(pairs(r.roles)).toEqual([
      ['ROLE_PLATFORM', 'Support plateforme'], ['ROLE_SUPERVISOR', 'Superviseur'], ['ROLE_ADMIN', 'Administrateur'], ['ROLE_COORDINATOR', 'Coordinateur'],
      ['ROLE_USER', 'Utilisateur'], ['ROLE_GUEST', 'Invité'], ['ROLE_STAGIAIRE', 'Stagiaire'],
      ['ROLE_ENTREPRISE', 'Tuteur en entreprise'], ['ROLE_FORMATEUR', 'Formateur'],
    ]);
    expect(r.noms_roles_session.map((i) => i.id)).toEqual(['Administrateur', 'Entreprise', 'Stagiaire']);
  });

  it('has civilities 0 Monsieur (M.) and 1 Madame (Mme.)', () => {
    expect(r.civilites).toEqual([
      { id: 0, label: 'Monsieur', short: 'M.' },
      { id: 1, label: 'Madame', short: 'Mme.' },
    ]);
  });

  it('has marital statuses 0 to 8, 0 being not given', () => {
    expect(r.situations_matrimoniales.map((i) => i.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.situations_matrimoniales[0]!.label).toBe('Non renseignée');
    expect(r.situations_matrimoniales[3]!.label).toBe('Pacsé(e)');
  });
});

describe('trainees', () => {
  it('has cursus types 1, 10, 9 and null with the apprentice flag on 1 and 10 only', () => {
    expect(r.types_cursus.map((i) => [i.id, i.label, i.apprenti])).toEqual([
      [1, 'Apprentissage', true], [10, 'Apprentissage sans employeur', true],
      [9, 'Hors apprentissage', false], [null, 'Non renseigné', false],
    ]);
  });

  it('has the student statuses in the spec order, with their flags', () => {
    expect(r.statuts_etudiant.map((i) => i.id)).toEqual([1, 7, 6, 3, 4, 2, 8, 5, null]);
    expect(r.statuts_etudiant.map((i) => i.label)).toEqual([
      'Apprenti', 'Contrat aidé', 'Contrat de professionnalisation', "Demandeur d'emploi", 'Salarié',
      'Stagiaire FP', 'Stagiaire FP App.', 'Autre', 'Non renseigné',
    ]);
    // Only 4 Salarié and 5 Autre require a precision (spec 000 section 5).
    expect(r.statuts_etudiant.filter((i) => i.precision).map((i) => i.id)).toEqual([4, 5]);
    for (const s of r.statuts_etudiant) {
      expect(typeof s.has_enterprise).toBe('boolean');
      expect(typeof s.has_diplome).toBe('boolean');
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(r.statuts_etudiant.find((s) => s.id === 1)!.has_enterprise).toBe(true);
  });

  it('has trainee, course and entity states', () => {
    expect(pairs(r.etats_etudiant)).toEqual([[0, 'Présent'], [1, 'Sorti'], [2, 'Archivé'], [3, 'Supprimé']]);
    expect(pairs(r.etats_parcours)).toEqual([[1, 'En formation'], [2, 'En contrat'], [3, 'En rupture']]);
    expect(r.etats_entite.map((i) => i.id)).toEqual([0, 1, 2]);
    expect(r.etats_entite.find((i) => i.id === 2)!.hidden).toBe(true);
    expect(pairs(r.types_etudiant)).toEqual([[0, 'Candidat'], [1, 'Stagiaire']]);
  });

  it('has candidature types, origins, TEP origins and refusal reasons', () => {
    expect(r.types_candidature.map((i) => i.id)).toEqual([1, 2]);
    expect(r.origines_candidature.map((i) => i.id)).toEqual([0, 1, 2, 3]);
    expect(pairs(r.origines_tep)).toEqual([[1, 'Validé'], [2, 'Dispensé']]);
    expect(r.raisons_refus.map((i) => i.label)).toEqual([
      'Abandon avant entrée', "Hors critères d'admissibilité", 'Situation administrative incomplète',
    ]);
  });

  it('has the four export types of the stagiaire module', () => {
    expect(r.types_export.map((i) => i.label)).toEqual([
      'Stagiaires', 'Validation des documents pédagogiques', 'Absences', 'Export SIFA',
    ]);
  });
});
