// The menu's sections and sub-modules as data: French labels, routes (spec 000 section 2 route table),
// colours (spec 000 section 9), and what gates each one (role, accessRight flag).
// Routes marked « hors spec » are not in the spec's route table: the sub-module is named there but its
// screen has no path; we chose one in the same style. Role limits are ours: the spec says « not shown ».
import { CONFIGURATION_ROLES } from '../access.ts';
import { couleurs_modules } from '../reference/general.ts';
import type { BooleanFlag, ClientParameters, Role, SectionKey, SubModuleKey } from './types.ts';

type ModuleId = (typeof couleurs_modules)[number]['id'];

/** Module colours of spec 000 section 9, from the reference data (one source for menus and headers). */
export const moduleColours = Object.fromEntries(couleurs_modules.map((m) => [m.id, m.couleur])) as Record<
  ModuleId,
  string
>;

export interface SubModuleDef {
  label: string;
  to: string;
  roles?: readonly Role[];
  flag?: BooleanFlag;
}

export interface SectionDef<S extends SectionKey = SectionKey> {
  /** Fixed heading, or a function of the client's denominations. */
  label: string | ((p: ClientParameters) => string);
  color: string;
  roles?: readonly Role[];
  items: { [K in SubModuleKey<S>]: SubModuleDef | ((p: ClientParameters) => SubModuleDef) };
}

const managers: readonly Role[] = ['ROLE_SUPERVISOR', 'ROLE_ADMIN'];
const staff: readonly Role[] = ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER'];

/** Sections in menu order. */
export const sections: { [S in SectionKey]-?: SectionDef<S> } = {
  gestion: {
    label: (p) => p.denominations.menuGestion,
    color: moduleColours.antenne,
    // Every role, the platform's included: its only entry, the configuration, is in this section.
    roles: ['ROLE_PLATFORM', 'ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER', 'ROLE_GUEST'],
    items: {
      parametres: {
        label: 'Paramétrage du site',
        to: '/antenne/parametrage-du-site',
        roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
      },
      referentiels: { label: 'Référentiels diplômes', to: '/organisme_de_formation/referentiels' },
      tableaudebord: { label: 'Tableau de bord', to: '/antenne/tableau_de_bord' },
      antenne: (p) => ({ label: p.denominations.antennelModuleName, to: '/futurosud/antennes' }),
      diplomes: { label: 'Catalogue des formations', to: '/futurosud/diplomes' },
      statistiques: { label: 'Statistiques', to: '/antenne/statistiques' },
      gedcollaborative: { label: 'GED collaborative', to: '/antenne/ged-collaborative' },
      modeles: { label: 'Modèles de documents', to: '/antenne/modeles' }, // hors spec
      gestionutilisateurs: { label: 'Gestion des utilisateurs', to: '/antenne/gestion-utilisateurs', roles: managers },
      prestataires: { label: 'Prestataires', to: '/antenne/gestion-prestataires' },
      conventions: { label: 'Conventions', to: '/antenne/conventions' }, // hors spec
      // Hors spec: the editor of the stored resource files and client profiles; who may open it and which files
      // each role reaches: canAccessConfiguration (src/shared/access.ts).
      configuration: {
        label: 'Paramétrage de la configuration',
        to: '/antenne/parametrage-configuration',
        roles: CONFIGURATION_ROLES,
      },
    },
  },
  candidature: {
    label: 'CANDIDATURES',
    color: moduleColours.candidature,
    items: {
      candidatures: { label: 'Candidatures', to: '/candidatures' },
      demandeInscriptions: { label: "Demandes d'inscription", to: '/candidatures/demande-inscriptions' },
    },
  },
  stagiaire: {
    label: 'STAGIAIRES',
    color: moduleColours.stagiaire,
    items: {
      stagiaires: { label: 'Stagiaires', to: '/stagiaires' },
      groupes: { label: 'Gestion des groupes', to: '/stagiaire/gestion-des-groupes', flag: 'hasGroups' },
      sessions: { label: 'Sessions', to: '/stagiaire/sessions', flag: 'hasSessions' }, // hors spec
      entretiens: { label: 'Entretiens', to: '/stagiaire/entretiens' },
      // Hors spec: the interviews dashboard (who had which interview, who had none) and the SIFA export (spec 000
      // section 3 names it among the trainee module's exports) are bespoke pages the spec gives no menu place.
      suiviEntretiens: { label: 'Suivi des entretiens', to: '/stagiaire/tableau-de-bord-entretiens' },
      emargement: { label: 'Émargement', to: '/stagiaire/emargement' },
      pointage: { label: 'Pointage', to: '/stagiaire/pointage' },
      planning: { label: 'Planning', to: '/stagiaire/planning' },
      exportSifa: { label: 'Export SIFA', to: '/stagiaire/export-sifa', roles: staff },
    },
  },
  formation: {
    label: (p) => p.denominations.menuFormation,
    color: moduleColours.pedagogie,
    items: {
      francecompetences: { label: 'France Compétences', to: '/formation/france_competences' },
      referentiels: { label: "Référentiels d'actions", to: '/pedagogie/referentiels' },
      actions: { label: 'Actions de formation', to: '/pedagogie/actions' }, // hors spec
      sequences: { label: 'Séquences', to: '/pedagogie/sequences' },
      pif: { label: 'Plans individualisés de formation', to: '/pedagogie/plan_individualise_de_formation' },
      evaluations: { label: 'Évaluations', to: '/pedagogie/evaluations' },
      evaluations_cps: { label: 'Évaluations CPS', to: '/pedagogie/evaluations_cps' },
      tests: { label: 'Tests de positionnement', to: '/pedagogie/test_positionnement' },
      bilan_parcours: { label: 'Bilans de parcours', to: '/pedagogie/bilan_parcours' },
      aca: { label: 'Attestations de compétences acquises', to: '/pedagogie/etudiant_aca' },
    },
  },
  entreprise: {
    label: 'ENTREPRISES',
    color: moduleColours.entreprise,
    items: {
      annuaire: { label: 'Annuaire des entreprises', to: '/entreprise/annuaire-entreprise' },
      evaluation_alternance: { label: 'Évaluation en alternance', to: '/entreprise/evaluation_en_alternance' },
      apifichemetier: { label: 'Fiches métiers', to: '/entreprise/apifichemetier' },
      accompagnement_emploi: { label: "Accompagnement vers l'emploi", to: '/entreprise/accompagnement-emploi' },
    },
  },
  facturation: {
    label: 'FACTURATION',
    // No colour in spec 000 section 9: invoices are per trainee, so the trainee colour.
    color: moduleColours.stagiaire,
    roles: staff,
    items: {
      aidesmobilises: { label: 'Aides mobilisées', to: '/facturation/aides-mobilisees' }, // hors spec
      factures: { label: 'Factures', to: '/facturation/factures' }, // hors spec
    },
  },
  postformation: {
    label: 'POST-FORMATION',
    color: moduleColours.postformation,
    items: {
      suivis: { label: 'Suivi des stagiaires', to: '/post-formation/suivi-stagiaire' },
      enquetesatisfaction: { label: 'Enquêtes de satisfaction', to: '/post-formation/enquete-satisfaction' },
      questionnaireinsertion: { label: "Questionnaires d'insertion", to: '/post-formation/questionnaire-insertion' },
      // hors spec
      EnqueteDebutFormation: { label: 'Enquêtes de début de formation', to: '/post-formation/enquete-debut-formation' },
      EnqueteMilieuFormation: {
        label: 'Enquêtes de milieu de formation',
        to: '/post-formation/enquete-milieu-formation',
      }, // hors spec
      // hors spec
      EnqueteFinFormation: { label: 'Enquêtes de fin de formation', to: '/post-formation/enquete-fin-formation' },
      EnqueteFormateur: { label: 'Enquêtes formateurs', to: '/post-formation/enquete-formateur' }, // hors spec
    },
  },
  taxes: {
    label: 'TAXES',
    color: moduleColours.taxes,
    roles: staff,
    items: {
      all_taxes: { label: 'Taxes', to: '/taxes/annuaire-entreprise' },
      statistiques: { label: 'Statistiques des taxes', to: '/taxes/statistiques' },
    },
  },
  statistiques: {
    label: 'STATISTIQUES',
    color: moduleColours.stats,
    items: { dashboard: { label: 'Tableau de bord statistique', to: '/statistiques/dashboard' } },
  },
  qualite: {
    label: 'QUALITÉ',
    // No colour in the spec for quality: the management section's, as the director's obligations.
    color: moduleColours.antenne,
    roles: staff,
    items: {
      qualiopi: { label: 'Qualiopi', to: '/qualite/qualiopi' },
      bpf: { label: 'BPF', to: '/qualite/bpf', roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'] },
      resultats: {
        label: 'Résultats publiés',
        to: '/qualite/resultats',
        roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'],
      },
    },
  },
  assistance: {
    label: 'ASSISTANCE',
    // No colour in the spec for support pages: a neutral grey.
    color: '#B0BEC5',
    items: {
      tickets: { label: 'Tickets', to: '/assistance/tickets' },
      rgpd: { label: 'RGPD', to: '/rgpd' },
    },
  },
};
