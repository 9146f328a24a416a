// French messages of the pedagogy (referentials, sequences, evaluations, assessments and ACA) domain: every sentence
// its routes and hooks answer with. The server's generic messages (access, request, crud…) are re-exported, so a file
// of the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';
import { access } from '../../http/messages.ts';

/** Pedagogy: referentials, sequences, evaluations, copies. */
export const pedagogie = {
  referentielUnknown: access.notAccessible('Ce référentiel'),
  centreUnknown: access.notAccessible('Ce centre'),
  referentielOwnedByCentre:
    "Ce référentiel appartient au centre : seul un utilisateur du centre peut le modifier. Copiez-le pour l'adapter " +
    'à votre antenne.',
  groupOtherAntenne: 'Ce groupe de séquences appartient à une autre antenne que la séquence.',
  referentielNotForAntenne: "Ce référentiel n'est pas accessible à l'antenne de la séquence.",
  sequenceRequired: 'La séquence à modifier est obligatoire (id).',
  sequenceContentRequired: 'Le contenu de la séquence (sequences_content) est obligatoire, même vide.',
  renameRequired: 'Le référentiel à renommer est obligatoire (id).',
  titleRequired: "L'intitulé du référentiel est obligatoire.",
  titleTooLong: "L'intitulé ne doit pas dépasser 255 caractères.",
  referentielLocked: "Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'intitulé.",
  evaluationRequired: "L'évaluation est obligatoire (id).",
  evaluationWithoutSequence: "Cette évaluation n'est liée à aucune séquence : son contenu ne peut pas être créé.",
  copyTitleEmpty: "L'intitulé de la copie ne doit pas être vide.",
  copySourceRequired: 'Le référentiel à copier est obligatoire (id).',
  notActionReferentiel: "Ce référentiel n'est pas un référentiel d'action.",
  actionWithoutReferentiel: "Cette action de formation n'a pas de référentiel actif à copier.",
  actionCopySourceRequired: "L'action de formation (action) ou le référentiel d'action (id) à copier est obligatoire.",
  contentNotList: 'Le contenu de la séquence doit être une liste de nœuds (unités, compétences, descripteurs).',
  nodeNotObject: 'Chaque nœud du contenu doit être un objet JSON.',
  nodeTarget: (type: string, label: string, prop: string) =>
    `Un nœud de type ${type} doit désigner son élément « ${label} » (${prop}).`,
  nodeOutsideReferentiel: "Ce nœud n'appartient pas au référentiel de la séquence.",
  nodeTwice: 'Ce nœud figure deux fois dans le contenu de la séquence.',
  referentielLockedTree: "Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'arborescence.",
  referentielLockedFields: 'Ce référentiel est verrouillé : il ne peut être que déverrouillé (Modifiable).',
  nodeKind: 'Le type de nœud doit être UNIT (unité), SKILL (compétence) ou DESCRIPTOR (descripteur).',
  nodeInUse: 'Ce nœud est utilisé par une séquence ou une évaluation : il ne peut pas être supprimé.',
  reorderIds: 'La liste des nœuds à ordonner (ids) est obligatoire, sans doublon.',
  reorderSameParent: 'Les nœuds à ordonner doivent tous exister et avoir le même parent dans le même référentiel.',
  gridSequenceRequired: 'La séquence évaluée est obligatoire.',
  gridRowsRequired: 'La grille doit compter au moins un stagiaire (rows).',
  gridRowNotObject: 'Chaque ligne de la grille doit être un objet { etudiant, absent, commentaire, scores }.',
  gridTraineeTwice: 'Ce stagiaire figure deux fois dans la grille.',
  gridTraineeOtherAntenne: (name: string) =>
    `Le stagiaire ${name} n'appartient pas à l'antenne de la séquence : il ne peut pas être évalué sur celle-ci.`,
  gridScore: 'Chaque note doit être un entier de 0 à 3, ou vide.',
  gridSkillOutside: (id: string) => `La compétence ${id} ne fait pas partie de la séquence évaluée.`,
  gridSequenceEmpty: 'Cette séquence ne contient aucune compétence à évaluer.',
  trainerSequenceOutside: "Cette séquence n'est pas une séquence de l'antenne de votre séance.",
  trainerTraineeOutside: (name: string) => `${name} n'est pas un stagiaire du groupe de cette séance.`,
};

/** Assessments and ACA (attestations de compétences acquises). */
export const bilans = {
  acaArchived: 'Une ACA archivée ne peut pas être finalisée.',
  acaAlreadyFinal: 'Cette ACA est déjà finalisée.',
  acaNotYours: "Cette attestation n'existe pas ou n'est pas la vôtre.",
  /** The conditions of an ACA, as the eligibility answer lists them. */
  acaIsTrainee: "Le dossier est celui d'un stagiaire",
  acaNotArchived: "Le stagiaire n'est pas archivé",
  acaEntered: "La date d'entrée en formation est passée",
  acaHasBilan: 'Au moins un bilan de parcours actif',
};
