// Typed defaults under every client profile: a client file states only what differs from these.
import type { ClientParameters, ResolvedColumn, TrainingFormField } from './types.ts';

const column = (label: string, diploma = true, antenne = true, action = true, group?: ResolvedColumn['group']): ResolvedColumn => ({
  label,
  ...(group ? { group } : {}),
  showInDiplomaView: diploma,
  showInAntenneView: antenne,
  showInActionView: action,
});

/** Field order of the trainee formation form as the spec lists it (spec 000 section 3). */
export const trainingFormFields: readonly TrainingFormField[] = [
  'type_cursus', 'status', 'type_status_autre_details', 'antenne', 'antenne_secteur', 'antenne_convention',
  'type_action', 'diplome', 'module', 'diplome_session', 'action_session', 'antenne_groupe_session',
  'dt_date_entree', 'date_entree_prevue', 'date_sortie_prevue', 'date_selection_trials',
  'date_selection_requirement', 'date_positioning_start', 'date_positioning_end', 'dt_date_first_contact',
  'funding', 'funding_details', 'formation_hours', 'company_hours', 'entreprise_tuteur_title',
  'desired_entreprise', 'desired_tutor', 'desired_tutor_lastname', 'desired_tutor_firstname',
  'btn_choose_another_tuteur', 'employment_agency_id', 'employment_agency_since', 'employment_agency',
  'employment_agency_advisor', 'employment_agency_advisor_phone', 'formationCustomFields',
];

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const defaultParameters: ClientParameters = {
  denominations: {
    menuGestion: 'GESTION',
    menuFormation: 'FORMATION',
    antenneField: 'Antenne',
    codeAnalytiqueField: 'Code analytique',
    antennelModuleName: 'Antennes UFA',
    antenneOrDispositif: 'antenne',
  },
  menu: {
    gestion: ['parametres', 'referentiels', 'tableaudebord', 'antenne', 'diplomes', 'statistiques', 'gedcollaborative', 'modeles', 'gestionutilisateurs', 'prestataires', 'conventions', 'configuration'],
    candidature: ['candidatures', 'demandeInscriptions'],
    stagiaire: ['stagiaires', 'groupes', 'sessions', 'entretiens', 'suiviEntretiens', 'emargement', 'pointage', 'planning', 'exportSifa'],
    formation: ['francecompetences', 'referentiels', 'actions', 'sequences', 'pif', 'evaluations', 'evaluations_cps', 'tests', 'bilan_parcours', 'aca'],
    entreprise: ['annuaire', 'evaluation_alternance', 'apifichemetier', 'accompagnement_emploi'],
    facturation: ['aidesmobilises', 'factures'],
    postformation: ['suivis', 'enquetesatisfaction', 'questionnaireinsertion'],
    taxes: ['all_taxes', 'statistiques'],
    statistiques: ['dashboard'],
    qualite: ['qualiopi', 'bpf', 'resultats'],
    assistance: ['tickets', 'rgpd'],
  },
  facturation: { typeFactureDetails: range(1, 9) },
  // Empty document type lists mean "every type of the group" (the reference list decides the groups).
  // Filters of the trainee and pedagogy lists (admin widgets/settings/filters.ts): by default those the lists
  // offered before the profiles chose them; a key a list has no field for shows nothing.
  stagiaire: { filtres: ['antenne', 'diplome', 'diplome_session', 'type_cursus', 'status', 'etat', 'date_sortie'], typeDocumentAdministratifs: [], typeDocumentPedagogiques: [] },
  entretien: { interviewsType: range(1, 21) },
  pedagogie: { filtres: ['antenne', 'diplome', 'diplome_session', 'action', 'action_session', 'groupe', 'referentiel', 'sequence', 'etat', 'type'] },
  accessRight: {
    hasSectors: false,
    hasAdministrativeBranch: false,
    hasSessions: true,
    hasGroups: true,
    typeDiplome: false,
    hasActionsRatingStars: false,
    hasRepositoriesRatingStars: false,
    canChangeAntenneInSwitchStudent: false,
    gedFolders: ['centre', 'antenne', 'espace_personnel'],
    canSeeConventionNumberOnFacturation: true,
  },
  conventions: { haveFeeTypeShortList: false },
  // The alerts the server raises (notifications/alertGeneration.ts): absences over 30 days, lead days.
  alertes: { seuilAbsences: 3, joursFinContrat: 60, joursExpirationDocument: 30 },
  orderFieldsTrainingForm: Object.fromEntries(trainingFormFields.map((f, i) => [f, (i + 1) * 10])) as ClientParameters['orderFieldsTrainingForm'],
  antenneDiplomeTable: {
    columns: {
      diplome: column('Diplôme', true, true, false),
      action: column('Action', false, true, true),
      ufa: column('UFA', true, false, true),
      lieu_formation: column('Lieu de formation'),
      complement_name: column('Nom complémentaire'),
      numero_habilitation: column("Numéro d'habilitation", true, true, false),
      numero_session: column('Numéro de session'),
      numero_examen: column("Numéro d'examen", true, true, false),
      date_debut_formation: column('Début de formation'),
      date_fin_formation: column('Fin de formation'),
      heures_centre: column('Heures en centre'),
      heures_entreprise: column('Heures en entreprise'),
      documents: column('Documents à télécharger'),
    },
    studentColumns: {
      apprenant: column('Apprenant', true, true, true, 'Apprenant'),
      contrat: column('Contrat', true, true, true, 'Contrat'),
      entreprise: column('Entreprise', true, true, true, 'Entreprise'),
      tuteur_nom: column('Nom', true, true, true, 'MA ou tuteur'),
      tuteur_telephone: column('Téléphone', true, true, true, 'MA ou tuteur'),
      tuteur_mail: column('Courriel', true, true, true, 'MA ou tuteur'),
    },
  },
};
