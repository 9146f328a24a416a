// French messages of the course moves (exit, switch, removal, contracts and ruptures, PIF, interviews, SIFA) domain:
// every sentence its routes and hooks answer with. The server's generic messages (access, request, crud…) are
// re-exported, so a file of the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';

/** Course moves: exit, switch, removal, contracts and ruptures, PIF, interviews, SIFA. */
export const parcours = {
  exitDateNeeded: 'La date de sortie est obligatoire, au format AAAA-MM-JJ.',
  exitReasonNeeded: 'Le motif de sortie est obligatoire : choisissez-en un dans la liste.',
  switchDateNeeded: 'La date du changement de parcours est obligatoire, au format AAAA-MM-JJ.',
  ruptureDateNeeded: 'La date de rupture est obligatoire, au format AAAA-MM-JJ.',
  ruptureReasonNeeded: 'Le motif de rupture est obligatoire : choisissez-en un dans la liste.',
  notTrainee: "Seul un stagiaire inscrit peut faire l'objet de ce mouvement : un candidat doit d'abord être inscrit.",
  notPresent: "Ce stagiaire n'est plus présent (sorti, archivé ou supprimé) : son parcours ne peut plus changer.",
  exitBeforeEntry: (entry: string) => `La date de sortie ne peut pas être antérieure à la date d'entrée (${entry}).`,
  endedSession:
    'Session en antenne : cette session est terminée à la date du changement, choisissez une session en cours ou à ' +
    'venir.',
  plannedExitBeforeEntry: (entry: string) =>
    `Date de sortie prévue : elle ne peut pas être antérieure à la date d'entrée (${entry}).`,
  absenceBeforeEntry: (entry: string) =>
    `Date de début : l'absence ne peut pas précéder l'entrée en formation du stagiaire (${entry}).`,
  switchBeforeEntry: (entry: string) =>
    `La date du changement de parcours doit être postérieure à la date d'entrée (${entry}).`,
  sessionNeeded:
    "Cette valeur doit être l'identifiant ou l'IRI d'une session en antenne (/api/antenne_diplome_sessions/<id>).",
  archivedSession: 'Cette session est archivée ou supprimée : choisissez une session active.',
  sameSession: 'Le stagiaire suit déjà cette session : choisissez une autre session.',
  antenneLocked:
    "Votre centre ne permet pas de changer d'antenne lors d'un changement de parcours : choisissez une session de " +
    "l'antenne du stagiaire.",
  fullSession: (places: number) =>
    `Cette session est complète (${places} place(s), toutes occupées) : choisissez une autre session.`,
  alreadyBroken: 'Ce contrat est déjà rompu.',
  contractOfOther: "Ce contrat n'appartient pas à ce stagiaire.",
};
