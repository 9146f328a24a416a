// Apprenticeship contract form (cerfa FA 13, n° 10103): the code lists of the official form and its
// notice, and the four validation steps of the product (spec 000 sections 3 and 4).
import type { RefList } from './types.ts';

/** Validation steps, ordered: each needs the previous one (`requiert`). */
export const etapes_validation_cerfa = [
  { id: 1, label: 'Validation du formulaire', requiert: null },
  { id: 2, label: "Envoi à l'entreprise", requiert: 1 },
  { id: 3, label: 'Validation des données entreprise', requiert: 2 },
  { id: 4, label: 'Vérification des signatures', requiert: 3 },
] as const satisfies RefList;

export const modes_contractuels_cerfa = [
  { id: 1, label: 'À durée limitée' },
  { id: 2, label: "Dans le cadre d'un CDI" },
  { id: 3, label: 'Entreprise de travail temporaire' },
  { id: 4, label: 'Activités saisonnières à deux employeurs' },
] as const satisfies RefList;

export const types_contrat_cerfa = [
  { id: 11, label: "Premier contrat d'apprentissage de l'apprenti" },
  { id: 21, label: "Nouveau contrat avec un apprenti qui a terminé son précédent contrat auprès d'un même employeur" },
  { id: 22, label: "Nouveau contrat avec un apprenti qui a terminé son précédent contrat auprès d'un autre employeur" },
  { id: 23, label: 'Nouveau contrat avec un apprenti dont le précédent contrat a été rompu' },
  { id: 31, label: "Avenant : modification de la situation juridique de l'employeur" },
  { id: 32, label: "Avenant : changement d'employeur dans le cadre d'un contrat saisonnier" },
  { id: 33, label: "Avenant : prolongation du contrat suite à un échec à l'examen de l'apprenti" },
  {
    id: 34,
    label: "Avenant : prolongation du contrat suite à la reconnaissance de l'apprenti comme travailleur handicapé",
  },
  { id: 35, label: "Avenant : modification du diplôme préparé par l'apprenti" },
  { id: 36, label: "Avenant : autres changements (maître d'apprentissage, durée de travail, rémunération…)" },
  { id: 37, label: "Avenant : modification du lieu d'exécution du contrat" },
] as const satisfies RefList;

export const derogations_cerfa = [
  { id: 11, label: "Âge de l'apprenti inférieur à 16 ans" },
  { id: 12, label: 'Âge supérieur à 29 ans : cas spécifiques prévus dans le code du travail' },
  { id: 21, label: "Réduction de la durée du contrat ou de la période d'apprentissage" },
  { id: 22, label: "Allongement de la durée du contrat ou de la période d'apprentissage" },
  { id: 50, label: 'Cumul de dérogations' },
  { id: 60, label: 'Autre dérogation' },
] as const satisfies RefList;

export const nationalites_cerfa = [
  { id: 1, label: 'Française' },
  { id: 2, label: 'Union européenne' },
  { id: 3, label: 'Étranger hors Union européenne' },
] as const satisfies RefList;

export const regimes_sociaux_cerfa = [
  { id: 1, label: 'MSA' },
  { id: 2, label: 'URSSAF' },
] as const satisfies RefList;

export const situations_avant_contrat_cerfa = [
  { id: 1, label: 'Scolaire' },
  { id: 2, label: 'Prépa apprentissage' },
  { id: 3, label: 'Étudiant' },
  { id: 4, label: "Contrat d'apprentissage" },
  { id: 5, label: 'Contrat de professionnalisation' },
  { id: 6, label: 'Contrat aidé' },
  {
    id: 7,
    label:
      'En formation au CFA sous statut de stagiaire de la formation professionnelle, ' +
      "avant signature d'un contrat d'apprentissage",
  },
  { id: 8, label: "En formation au CFA sans contrat, suite à la rupture d'un contrat" },
  { id: 9, label: 'Autre situation sous statut de stagiaire de la formation professionnelle' },
  { id: 10, label: 'Salarié' },
  { id: 11, label: "Personne à la recherche d'un emploi (inscrite ou non à France Travail)" },
  { id: 12, label: 'Inactif' },
] as const satisfies RefList;

/** Diploma or title (prepared, or highest obtained): from 80 doctorate down to 13 none. */
export const diplomes_cerfa = [
  { id: 80, label: 'Doctorat' },
  { id: 71, label: 'Master professionnel, DESS' },
  { id: 72, label: 'Master recherche, DEA' },
  { id: 73, label: 'Master indifférencié' },
  { id: 74, label: "Diplôme d'ingénieur, diplôme d'école de commerce" },
  { id: 79, label: 'Autre diplôme ou titre de niveau bac+5 ou plus' },
  { id: 61, label: '1re année de master' },
  { id: 62, label: 'Licence professionnelle' },
  { id: 63, label: 'Licence générale' },
  { id: 69, label: 'Autre diplôme ou titre de niveau bac+3 ou bac+4' },
  { id: 54, label: 'Brevet de technicien supérieur' },
  { id: 55, label: 'Diplôme universitaire de technologie' },
  { id: 58, label: 'Autre diplôme ou titre de niveau bac+2' },
  { id: 41, label: 'Baccalauréat professionnel' },
  { id: 42, label: 'Baccalauréat général' },
  { id: 43, label: 'Baccalauréat technologique' },
  { id: 49, label: 'Autre diplôme ou titre de niveau bac' },
  { id: 33, label: 'CAP' },
  { id: 34, label: 'BEP' },
  { id: 35, label: 'Mention complémentaire' },
  { id: 38, label: 'Autre diplôme ou titre de niveau CAP ou BEP' },
  { id: 25, label: 'Diplôme national du brevet' },
  { id: 26, label: 'Certificat de formation générale' },
  { id: 13, label: 'Aucun diplôme ni titre professionnel' },
] as const satisfies RefList;

/** Last class or year followed. */
export const dernieres_classes_cerfa = [
  { id: 1, label: 'Dernière année du cycle suivie, diplôme ou titre obtenu' },
  { id: 11, label: '1re année du cycle suivie et validée' },
  { id: 12, label: '1re année du cycle suivie, non validée (échec, interruption ou abandon)' },
  { id: 21, label: '2e année du cycle suivie et validée' },
  { id: 22, label: '2e année du cycle suivie, non validée (échec, interruption ou abandon)' },
  { id: 31, label: '3e année du cycle suivie et validée' },
  { id: 32, label: '3e année du cycle suivie, non validée (échec, interruption ou abandon)' },
  { id: 40, label: "Premier cycle de l'enseignement secondaire (collège) achevé" },
  { id: 41, label: 'Études interrompues en classe de 3e' },
  { id: 42, label: 'Études interrompues en classe de 4e' },
] as const satisfies RefList;

/** Employer types: 11 to 16 private (`public: false`), 21 to 29 public. */
export const types_employeur_cerfa = [
  {
    id: 11,
    label: 'Entreprise inscrite au répertoire des métiers ou au registre des entreprises (Alsace-Moselle)',
    public: false,
  },
  { id: 12, label: 'Entreprise inscrite uniquement au registre du commerce et des sociétés', public: false },
  { id: 13, label: 'Entreprise dont les salariés relèvent de la mutualité sociale agricole', public: false },
  { id: 14, label: 'Profession libérale', public: false },
  { id: 15, label: 'Association', public: false },
  { id: 16, label: 'Autre employeur privé', public: false },
  { id: 21, label: "Service de l'État (administrations centrales et services déconcentrés)", public: true },
  { id: 22, label: 'Commune', public: true },
  { id: 23, label: 'Département', public: true },
  { id: 24, label: 'Région', public: true },
  { id: 25, label: 'Établissement public hospitalier', public: true },
  { id: 26, label: "Établissement public local d'enseignement", public: true },
  { id: 27, label: "Établissement public administratif de l'État", public: true },
  { id: 28, label: 'Établissement public administratif local (y compris EPCI)', public: true },
  { id: 29, label: 'Autre employeur public', public: true },
] as const satisfies RefList;

export const employeurs_specifiques_cerfa = [
  { id: 0, label: 'Aucun de ces cas' },
  { id: 1, label: 'Entreprise de travail temporaire' },
  { id: 2, label: "Groupement d'employeurs" },
  { id: 3, label: 'Employeur saisonnier' },
  { id: 4, label: "Apprentissage familial : l'employeur est un ascendant de l'apprenti" },
] as const satisfies RefList;
