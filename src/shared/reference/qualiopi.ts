// The Référentiel National Qualité (décret 2019-564, arrêté du 6 juin 2019, guide de lecture): its 7 criteria and
// 32 indicators with their official titles. Every indicator applies to a CFA (apprenticeship): 13 concerns
// work-linked training, 14, 15, 20 and 29 are specific to apprenticeship training centres (`cfa: true`).
// `proof` names what the product itself can show for the indicator (src/shared/qualite/proofs.ts); the others
// are proven by documents the centre attaches by hand from the GED.
import type { RefList } from './types.ts';

export const criteres_qualiopi = [
  {
    id: 1,
    label:
      "Les conditions d'information du public sur les prestations proposées, les délais pour y " +
      'accéder et les résultats obtenus',
  },
  {
    id: 2,
    label:
      "L'identification précise des objectifs des prestations proposées et l'adaptation de ces " +
      'prestations aux publics bénéficiaires lors de la conception des prestations',
  },
  {
    id: 3,
    label:
      "L'adaptation aux publics bénéficiaires des prestations et des modalités d'accueil, " +
      "d'accompagnement, de suivi et d'évaluation mises en œuvre",
  },
  {
    id: 4,
    label: "L'adéquation des moyens pédagogiques, techniques et d'encadrement aux prestations mises en " + 'œuvre',
  },
  {
    id: 5,
    label:
      'La qualification et le développement des connaissances et compétences des personnels ' +
      'chargés de mettre en œuvre les prestations',
  },
  { id: 6, label: "L'inscription et l'investissement du prestataire dans son environnement professionnel" },
  {
    id: 7,
    label:
      'Le recueil et la prise en compte des appréciations et des réclamations formulées par les ' +
      'parties prenantes aux prestations délivrées',
  },
] as const satisfies RefList;

/** What the product can count for an indicator (null: nothing, documents attached by hand only). */
export type QualiopiProof =
  | 'resultats'
  | 'besoin'
  | 'objectifs'
  | 'positionnement'
  | 'deroulement'
  | 'suivi'
  | 'evaluations'
  | 'assiduite'
  | 'alternance'
  | 'accompagnement'
  | 'intervenants'
  | 'competences'
  | 'formation_salaries'
  | 'entreprises'
  | 'insertion'
  | 'appreciations'
  | 'reclamations'
  | null;

export interface IndicateurQualiopi {
  id: number;
  critere: number;
  label: string;
  /** Specific to apprenticeship training centres. */
  cfa: boolean;
  /** Applies to a CFA (all 32 do). */
  appliesToCfa: boolean;
  proof: QualiopiProof;
}

const i = (id: number, critere: number, label: string, proof: QualiopiProof, cfa = false): IndicateurQualiopi => ({
  id,
  critere,
  label,
  cfa,
  appliesToCfa: true,
  proof,
});

export const indicateurs_qualiopi: readonly IndicateurQualiopi[] = [
  i(
    1,
    1,
    'Le prestataire diffuse une information accessible au public, détaillée et vérifiable sur ' +
      "les prestations proposées : prérequis, objectifs, durée, modalités et délais d'accès, " +
      "tarifs, contacts, méthodes mobilisées et modalités d'évaluation, accessibilité aux " +
      'personnes handicapées.',
    null,
  ),
  i(
    2,
    1,
    'Le prestataire diffuse des indicateurs de résultats adaptés à la nature des prestations ' +
      'mises en œuvre et des publics accueillis.',
    'resultats',
  ),
  i(
    3,
    1,
    'Lorsque le prestataire met en œuvre des prestations conduisant à une certification ' +
      "professionnelle, il informe sur les taux d'obtention des certifications préparées, les " +
      'possibilités de valider un/ou des blocs de compétences, ainsi que sur les équivalences, ' +
      'passerelles, suites de parcours et les débouchés.',
    'resultats',
  ),
  i(
    4,
    2,
    "Le prestataire analyse le besoin du bénéficiaire en lien avec l'entreprise et/ou le " + 'financeur concerné(s).',
    'besoin',
  ),
  i(5, 2, 'Le prestataire définit les objectifs opérationnels et évaluables de la prestation.', 'objectifs'),
  i(
    6,
    2,
    'Le prestataire établit les contenus et les modalités de mise en œuvre de la prestation, ' +
      'adaptés aux objectifs définis et aux publics bénéficiaires.',
    null,
  ),
  i(
    7,
    2,
    'Lorsque le prestataire met en œuvre des prestations conduisant à une certification ' +
      "professionnelle, il s'assure de l'adéquation du ou des contenus de la prestation aux " +
      'exigences de la certification visée.',
    null,
  ),
  i(
    8,
    2,
    "Le prestataire détermine les procédures de positionnement et d'évaluation des acquis à " +
      "l'entrée de la prestation.",
    'positionnement',
  ),
  i(
    9,
    3,
    'Le prestataire informe les publics bénéficiaires des conditions de déroulement de la ' + 'prestation.',
    'deroulement',
  ),
  i(
    10,
    3,
    "Le prestataire met en œuvre et adapte la prestation, l'accompagnement et le suivi aux " + 'publics bénéficiaires.',
    'suivi',
  ),
  i(
    11,
    3,
    "Le prestataire évalue l'atteinte par les publics bénéficiaires des objectifs de la " + 'prestation.',
    'evaluations',
  ),
  i(
    12,
    3,
    "Le prestataire décrit et met en œuvre les mesures pour favoriser l'engagement des " +
      'bénéficiaires et prévenir les ruptures de parcours.',
    'assiduite',
  ),
  i(
    13,
    3,
    "Pour les formations en alternance, le prestataire, en lien avec l'entreprise, anticipe " +
      "avec l'apprenant les missions confiées, à court, moyen et long terme, et assure la " +
      'coordination et la progressivité des apprentissages réalisés en centre de formation et en ' +
      'entreprise.',
    'alternance',
  ),
  i(
    14,
    3,
    'Le prestataire met en œuvre un accompagnement socio-professionnel, éducatif et relatif à ' +
      "l'exercice de la citoyenneté.",
    'accompagnement',
    true,
  ),
  i(
    15,
    3,
    "Le prestataire informe les apprentis de leurs droits et devoirs en tant qu'apprentis et " +
      'salariés ainsi que des règles applicables en matière de santé et de sécurité en milieu ' +
      'professionnel.',
    null,
    true,
  ),
  i(
    16,
    3,
    'Lorsque le prestataire met en œuvre des formations conduisant à une certification ' +
      "professionnelle, il s'assure que les conditions de présentation des bénéficiaires à la " +
      "certification respectent les exigences formelles de l'autorité de certification.",
    null,
  ),
  i(
    17,
    4,
    "Le prestataire met à disposition ou s'assure de la mise à disposition des moyens humains " +
      "et techniques adaptés et d'un environnement approprié (conditions, locaux, équipements, " +
      'plateaux techniques…).',
    null,
  ),
  i(
    18,
    4,
    'Le prestataire mobilise et coordonne les différents intervenants internes et/ou externes ' +
      '(pédagogiques, administratifs, logistiques, commerciaux…).',
    'intervenants',
  ),
  i(
    19,
    4,
    'Le prestataire met à disposition du bénéficiaire des ressources pédagogiques et permet à ' +
      'celui-ci de se les approprier.',
    null,
  ),
  i(
    20,
    4,
    "Le prestataire dispose d'un personnel dédié à l'appui à la mobilité nationale et " +
      "internationale, d'un référent handicap et d'un conseil de perfectionnement.",
    null,
    true,
  ),
  i(
    21,
    5,
    'Le prestataire détermine, mobilise et évalue les compétences des différents intervenants ' +
      'internes et/ou externes, adaptées aux prestations.',
    'competences',
  ),
  i(
    22,
    5,
    'Le prestataire entretient et développe les compétences de ses salariés, adaptées aux ' +
      "prestations qu'il délivre.",
    'formation_salaries',
  ),
  i(
    23,
    6,
    'Le prestataire réalise une veille légale et réglementaire sur le champ de la formation ' +
      'professionnelle et en exploite les enseignements.',
    null,
  ),
  i(
    24,
    6,
    'Le prestataire réalise une veille sur les évolutions des compétences, des métiers et des ' +
      "emplois dans ses secteurs d'intervention et en exploite les enseignements.",
    null,
  ),
  i(
    25,
    6,
    'Le prestataire réalise une veille sur les innovations pédagogiques et technologiques ' +
      'permettant une évolution de ses prestations et en exploite les enseignements.',
    null,
  ),
  i(
    26,
    6,
    "Le prestataire mobilise l'expertise, les outils et les réseaux nécessaires pour " +
      'accueillir, accompagner/former ou orienter les publics en situation de handicap.',
    null,
  ),
  i(
    27,
    6,
    "Lorsque le prestataire fait appel à la sous-traitance ou au portage salarial, il s'assure " +
      'du respect de la conformité au présent référentiel.',
    null,
  ),
  i(
    28,
    6,
    'Lorsque les prestations dispensées au bénéficiaire comprennent des périodes de formation ' +
      'en situation de travail, le prestataire mobilise son réseau de partenaires ' +
      "socio-économiques pour co-construire l'ingénierie de formation et favoriser l'accueil en " +
      'entreprise.',
    'entreprises',
  ),
  i(
    29,
    6,
    "Le prestataire développe des actions qui concourent à l'insertion professionnelle ou la " +
      "poursuite d'étude par la voie de l'apprentissage ou par toute autre voie permettant de " +
      'développer leurs connaissances et leurs compétences.',
    'insertion',
    true,
  ),
  i(
    30,
    7,
    'Le prestataire recueille les appréciations des parties prenantes : bénéficiaires, ' +
      'financeurs, équipes pédagogiques et entreprises concernées.',
    'appreciations',
  ),
  i(
    31,
    7,
    'Le prestataire met en œuvre des modalités de traitement des difficultés rencontrées par ' +
      'les parties prenantes, des réclamations exprimées par ces dernières, des aléas survenus en ' +
      'cours de prestation.',
    'reclamations',
  ),
  i(
    32,
    7,
    "Le prestataire met en œuvre des mesures d'amélioration à partir de l'analyse des " +
      'appréciations et des réclamations.',
    null,
  ),
];

/** Statuses of an indicator's proofs: all trainees covered, some, or nothing in the product. */
export const statuts_qualiopi = [
  { id: 'couvert', label: 'Couvert' },
  { id: 'partiel', label: 'Partiel' },
  { id: 'aucune', label: 'Aucune preuve dans le produit' },
] as const satisfies RefList;
