// French messages of the agreements domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';

/** Agreements (conventions). */
export const conventions = {
  otherAntenneTrainees: "Vous ne pouvez pas modifier les stagiaires d'une autre antenne que la vôtre.",
  noTrainee: 'Pas de stagiaire dans cette session.',
  traineesRequired:
    'La liste des stagiaires de la convention est obligatoire (une liste vide retire tous les stagiaires).',
  traineeOtherAntenne: (name: string) =>
    `Le stagiaire ${name} n'appartient pas à l'antenne de la convention : seul un stagiaire de la même antenne peut ` +
    `y être rattaché.`,
  traineeDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être rattaché à la convention.`,
  traineesLinked: (n: number) => `${n} stagiaire${n > 1 ? 's' : ''} rattaché${n > 1 ? 's' : ''} à la convention.`,
  assistantConvention: 'La convention à créer est obligatoire (un objet « convention »).',
  assistantList: (what: string) => `La liste des ${what} doit être une liste d'objets.`,
  feeTypeNotOffered: (label: string) => `Le type de frais « ${label} » n'est pas proposé à votre centre.`,
};
