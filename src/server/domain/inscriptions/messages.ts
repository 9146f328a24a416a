// French messages of the registration requests and the trainee record domain: every sentence its routes and hooks
// answer with. The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads
// all it says from one `msg`.
export * from '../../http/messages.ts';

/** Registration requests and the trainee record. */
export const inscriptions = {
  alreadyAccepted: (candidate: string) =>
    `Cette demande d'inscription est déjà acceptée : la candidature ${candidate} a été créée, aucune autre ne l'est.`,
  alreadyRefused: "Cette demande d'inscription est déjà refusée.",
  acceptedNotRefused:
    'Une demande acceptée ne peut plus être refusée : la candidature existe. Archivez la candidature si besoin.',
  acceptByCall:
    'Pour accepter une demande, utilisez « Accepter » (POST /api/external_registration_contacts/{id}/accepter) : la ' +
    'candidature est créée avec ses pièces jointes.',
  candidateFixed: "La candidature d'une demande est posée par « Accepter » ; elle ne se modifie pas.",
  refusalReasonRequired: 'Choisissez le motif du refus.',
  refusalReasonUnknown: "Ce motif de refus n'existe pas : choisissez-en un de la liste.",
  notACandidate: (name: string) => `${name} est déjà stagiaire : seule une candidature s'inscrit.`,
  candidateInactive: (name: string) =>
    `La candidature de ${name} est sortie, archivée ou supprimée : elle ne peut pas être inscrite.`,
  groupRequired:
    "Choisissez le groupe du stagiaire : sans groupe, il n'apparaît ni au planning ni sur les feuilles d'émargement.",
  sessionRequired:
    "Choisissez la session du stagiaire : sans session, il n'apparaît ni au planning ni sur les feuilles d'émargement.",
  groupUnknown: "Ce groupe n'existe pas ou n'est pas accessible.",
  sessionUnknown: "Cette session n'existe pas ou n'est pas accessible.",
  placement: {
    groupOtherAntenne:
      'Ce groupe appartient à une autre antenne que le stagiaire : choisissez un groupe de son antenne.',
    groupArchived: 'Ce groupe est archivé : choisissez un groupe actif.',
    sessionArchived: 'Cette session est archivée : choisissez une session active.',
    sessionOtherDiploma: "Cette session n'est pas une session de la formation souhaitée du stagiaire.",
    sessionNotGroups: 'Ce groupe suit une autre session : choisissez la session du groupe.',
  },
  noPlacement: {
    noGroup:
      "Aucun groupe actif de l'antenne ne suit une session de cette formation : créez-en un ci-dessous, ou dans " +
      'Stagiaires › Gestion des groupes.',
    noSession: "Aucune session active pour la formation de la candidature : créez d'abord une session de diplôme.",
  },
  entryDate: "La date d'entrée doit être une date (AAAA-MM-JJ).",
};
