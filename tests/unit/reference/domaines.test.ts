// The other enumerations of spec 000 section 3 and spec 001 sections 3 and 9: ids, labels, flags, orders.
import { describe, expect, it } from 'vitest';
import {
  referenceLists as r, couleurDeterministe, anneesStatistiques, NIVEAU_STATISTIQUES_DEFAUT, referenceChoices,
} from '../../../src/shared/reference/index.ts';
import type { RefList } from '../../../src/shared/reference/index.ts';

const ids = (list: RefList) => list.map((i) => i.id);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('sessions, diplomas, companies', () => {
  it('has session types, diploma levels, durations', () => {
    expect(r.types_session.map((i) => [i.id, i.label])).toEqual([[1, 'Complète'], [0, 'Allégé']]);
    expect(ids(r.niveaux_diplome)).toEqual([0, 1, 2, 3, 4]);
    expect(ids(r.niveaux_certification)).toEqual([null, 1, 2, 3, 4, 5, 6, 7]);
    expect(r.durees_diplome.map((i) => i.label)).toEqual(['Jours', 'Mois', 'Années']);
  });

  it('has company types, statuses 1, 3, 6, 5 and sizes', () => {
    expect(r.types_entreprise.map((i) => i.label)).toEqual(['Entreprise', 'Club sportif', 'Institutionnel', 'Fondation', 'Autre']);
    expect(r.statuts_entreprise.map((i) => [i.id, i.label])).toEqual([[1, 'Entreprise'], [3, 'Association'], [6, 'Société'], [5, 'Autre']]);
    expect(ids(r.tailles_entreprise)).toEqual([1, 2, 3, 4]);
    expect(ids(r.types_suivi_entreprise)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(r.types_partenariat).toHaveLength(13);
  });

  it('has action and trainer types, objectives, group and closing years', () => {
    expect(r.types_action.map((i) => i.id)).toEqual([1, 2]);
    expect(r.types_formateur.map((i) => i.label)).toEqual(['Interne', 'Externe', 'Autre']);
    expect(ids(r.objectifs_pedagogiques)).toEqual(range(1, 5));
    expect(r.annees_groupe.map((i) => [i.id, i.annee])).toEqual([[1, 2021], [2, 2022], [3, 2023], [4, 2024], [5, 2025]]);
    expect(r.annees_fermeture).toEqual(r.annees_groupe);
  });
});

describe('funding', () => {
  it('has OPCOs 1 to 11, other financing 0 to 7 and four funding bodies with an API', () => {
    expect(ids(r.opcos)).toEqual(range(1, 11));
    expect(ids(r.autres_financements)).toEqual(range(0, 7));
    expect(r.organismes_financeurs).toHaveLength(4);
    const opcoIds = new Set(ids(r.opcos));
    for (const f of r.organismes_financeurs) expect(opcoIds.has(f.id) && f.api).toBe(true);
  });
});

describe('groups and colours', () => {
  it('has 19 colours in shade 3 with French names, and a 15-name palette', () => {
    expect(r.couleurs_groupe).toHaveLength(19);
    for (const c of r.couleurs_groupe) expect(c.id).toMatch(/^[a-z-]+-3$/);
    expect(r.couleurs_groupe.find((c) => c.id === 'red-3')!.label).toBe('Rouge');
    expect(r.palette_couleurs).toHaveLength(15);
  });

  it('gives a key always the same palette colour', () => {
    expect(couleurDeterministe('Groupe A')).toEqual(couleurDeterministe('Groupe A'));
    const used = new Set(range(1, 200).map((n) => couleurDeterministe(`groupe ${n}`).id));
    expect(used.size).toBeGreaterThan(10); // spread over the palette, not one colour for all
  });
});

describe('interviews and follow-up', () => {
  it('has interview types 1 to 21 with tags, details on 6 and 7', () => {
    expect(ids(r.types_entretien)).toEqual(range(1, 21));
    expect(r.types_entretien.find((t) => t.id === 1)!.label).toBe('Fin de parcours');
    expect(r.types_entretien.find((t) => t.id === 21)!.label).toBe('Référent école');
    expect(r.types_entretien.filter((t) => t.details).map((t) => t.id)).toEqual([6, 7]);
    expect(r.details_entretien.map((d) => d.label)).toEqual(['Suivi numéro 1', 'Suivi numéro 2', 'Suivi numéro 3']);
    expect(ids(r.modes_entretien)).toEqual([null, 1, 2, 3, 4, 5, 6]);
  });

  it('has follow-up steps at 3, 6, 9, 12 months, situations, contract types, exit reasons', () => {
    expect(r.etapes_suivi.map((e) => [e.id, e.mois])).toEqual([[1, 3], [2, 6], [3, 9], [4, 12], [5, 3], [6, 6]]);
    expect(ids(r.situations_suivi)).toEqual([1, 2, 3, 4]);
    expect(ids(r.types_contrat)).toEqual(range(1, 15));
    expect(ids(r.raisons_sortie)).toEqual(range(1, 17));
    expect(ids(r.situations_sortie)).toEqual([2, 3, 4, 5, 6]);
    expect(ids(r.sejours_etranger)).toEqual([1, 2, 3, 4]);
  });
});

describe('cerfa 10103', () => {
  it('has the four validation steps, each needing the previous one', () => {
    expect(r.etapes_validation_cerfa.map((s) => [s.id, s.requiert])).toEqual([[1, null], [2, 1], [3, 2], [4, 3]]);
  });

  it('has the code lists of the form', () => {
    expect(ids(r.modes_contractuels_cerfa)).toEqual([1, 2, 3, 4]);
    expect(ids(r.types_contrat_cerfa)).toEqual([11, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37]);
    expect(ids(r.derogations_cerfa)).toEqual([11, 12, 21, 22, 50, 60]);
    expect(r.nationalites_cerfa.map((n) => n.label)).toEqual(['Française', 'Union européenne', 'Étranger hors Union européenne']);
    expect(r.regimes_sociaux_cerfa.map((n) => [n.id, n.label])).toEqual([[1, 'MSA'], [2, 'URSSAF']]);
    expect(ids(r.situations_avant_contrat_cerfa)).toEqual(range(1, 12));
    expect(r.diplomes_cerfa[0]).toMatchObject({ id: 80, label: 'Doctorat' });
    expect(r.diplomes_cerfa.at(-1)!.id).toBe(13);
    expect(ids(r.dernieres_classes_cerfa)).toEqual([1, 11, 12, 21, 22, 31, 32, 40, 41, 42]);
    expect(r.types_employeur_cerfa.filter((t) => !t.public).map((t) => t.id)).toEqual(range(11, 16));
    expect(r.types_employeur_cerfa.filter((t) => t.public).map((t) => t.id)).toEqual(range(21, 29));
    expect(ids(r.employeurs_specifiques_cerfa)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('exams, evaluations, surveys', () => {
  it('has the results and types', () => {
    expect(ids(r.resultats_examen)).toEqual(range(1, 6));
    expect(r.resultats_evaluation.map((i) => [i.id, i.label])[0]).toEqual([0, 'Non évalué']);
    expect(r.types_evaluation.map((i) => i.label)).toEqual(['ECF 1', 'ECF 2', 'Examen blanc']);
    expect(ids(r.periodes_evaluation_antenne)).toEqual([1, 2, 3]);
    expect(ids(r.statuts_enquete)).toEqual([1, 2]);
    expect(ids(r.reponses_enquete_qualite)).toEqual([1, 2, 3, 4]);
  });

  it('does not offer the automatic email on the quality survey form', () => {
    expect(ids(r.types_enquete_qualite)).toEqual([0, 1, 2, 3]);
    expect(referenceChoices('types_enquete_qualite').map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('invoices and conventions', () => {
  it('has invoice types 1 to 7 and details in the spec order', () => {
    expect(ids(r.types_facture)).toEqual(range(1, 7));
    expect(ids(r.details_facture)).toEqual([8, 9, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('has the long fee list 0 to 4 in order 1 to 5 and the short list 5, 6 in order 1, 2', () => {
    expect(r.types_frais_liste_longue.map((t) => [t.id, t.ordre])).toEqual([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]]);
    expect(r.types_frais_liste_longue.map((t) => t.label)).toEqual(['Formateur', 'Jury', 'Coordination', 'Administratif', 'Divers']);
    expect(r.types_frais_liste_courte.map((t) => [t.id, t.ordre, t.label])).toEqual([
      [5, 1, 'Frais de formation'], [6, 2, 'Frais pédagogiques'],
    ]);
    expect(ids(r.types_frais)).toEqual(range(0, 6));
    expect(r.types_convention.map((t) => [t.id, t.label])).toEqual([[0, 'Convention'], [1, 'Avenant']]);
  });
});

describe('GED, tickets, providers', () => {
  it('has GED types, statuses and the seven folders', () => {
    expect(r.types_ged.map((t) => t.label)).toEqual(['Procédure', 'Formulaire']);
    expect(r.statuts_ged.map((t) => t.label)).toEqual(['Dernière version', 'Version à modifier']);
    expect(r.dossiers_ged).toHaveLength(7);
  });

  it('has ticket modules, types and statuses', () => {
    expect(ids(r.modules_ticket)).toEqual(range(1, 6));
    expect(r.types_ticket.map((t) => t.label)).toEqual(['Maintenance', 'Aide']);
    expect(r.statuts_ticket.map((t) => t.label)).toEqual(['En cours', 'En attente', 'Résolu']);
  });

  it('has provider types 1 to 6, statuses, missions, attachment statuses and certifications', () => {
    expect(ids(r.types_prestataire)).toEqual(range(1, 6));
    expect(r.statuts_prestataire.map((s) => s.label)).toEqual(['Salarié', 'Indépendant', 'Retraité', 'Autre']);
    expect(r.missions_prestataire.map((s) => s.label)).toEqual(['Formateur', 'Tuteur', 'Jury', 'Évaluateur']);
    expect(ids(r.statuts_rattachement)).toEqual(range(1, 5));
    expect(ids(r.certifications_qualite)).toEqual(range(1, 4));
  });
});

describe('data areas (spec 001) and statistics', () => {
  it('has pedagogy, registration, sign-in and ACA values as stored', () => {
    expect(ids(r.types_noeud_evaluation)).toEqual(['UNIT', 'SKILL', 'DESCRIPTOR']);
    expect(ids(r.types_referentiel)).toEqual(['repository', 'action', 'cps']);
    expect(ids(r.types_sequence)).toEqual(['POSITIONNING', 'CPS']);
    expect(ids(r.scores_unite)).toEqual([0, 1, 2, 3]);
    expect(r.statuts_demande_inscription.map((s) => [s.id, s.label])).toEqual([[1, 'Acceptée'], [2, 'Refusée'], [null, 'En attente']]);
    expect(r.statuts_emargement_etudiant.map((s) => [s.id, s.label])).toEqual([[0, 'Absent'], [1, 'Présent']]);
    expect(ids(r.statuts_aca)).toEqual(['brouillon', 'finalisee', 'archivee']);
  });

  it('has the statistics filters: sex, state, five years, level default', () => {
    expect(r.sexes_statistiques.map((s) => [s.id, s.label])).toEqual([[-1, 'Tous'], [0, 'Homme'], [1, 'Femme']]);
    expect(r.etats_statistiques.map((s) => [s.id, s.label])).toEqual([[-1, 'Tous'], [0, 'Présent'], [1, 'Sortie']]);
    expect(anneesStatistiques(new Date(2026, 4, 1)).map((y) => y.id)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(NIVEAU_STATISTIQUES_DEFAUT).toBe('Tous');
  });

  it('has the calendar starting on Monday, yes/no, module colours and site images', () => {
    expect(r.jours_semaine[0]!.label).toBe('Lundi');
    expect(r.mois).toHaveLength(12);
    expect(ids(r.oui_non)).toEqual([1, 0]);
    expect(r.couleurs_modules.find((m) => m.id === 'stagiaire')!.couleur).toBe('#D396BE');
    expect(r.images_fond_site.map((i) => i.fichier)).toEqual(['fond-1.jpg', 'fond-2.jpg', 'fond-3.jpg', 'fond-4.jpg']);
  });
});
