// French messages of the post-training follow-up and surveys domain: every sentence its routes and hooks answer with.
// The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says
// from one `msg`.
export * from '../../http/messages.ts';

/** Post-training follow-up, surveys and the public form. */
export const postFormation = {
  surveyUnknown: "Ce lien d'enquête est inconnu ou n'est plus valable.",
  surveyUsed: 'Vous avez déjà répondu à cette enquête avec ce lien : une seule réponse est acceptée.',
  surveyArchived: "Cette enquête n'est plus ouverte aux réponses.",
  thanks: 'Merci, votre réponse a bien été enregistrée.',
  answersMissing: 'Indiquez vos réponses.',
  answerProblem: {
    required: 'Cette question attend une réponse.',
    scale: 'Choisissez une valeur de 1 (insatisfaisant) à 4 (très satisfaisant).',
    choice: 'Cette valeur ne fait pas partie des choix proposés.',
    text: 'Cette réponse dépasse 4 000 caractères.',
    unknown: "Cette question n'existe pas dans l'enquête.",
  } as Record<string, string>,
  recipientsNeeded: 'Choisissez au moins un stagiaire.',
  recipientUnreachable: "Ce stagiaire n'existe pas ou n'est pas accessible.",
  recipientNoMail: "Ce stagiaire n'a pas d'adresse e-mail : l'enquête ne peut pas lui être envoyée.",
  surveyClosed: 'Cette enquête est archivée : elle ne peut plus être envoyée.',
  mailSubject: (name: string) => `Votre avis nous intéresse : ${name}`,
  mailText: (firstname: string, name: string, link: string) =>
    `Bonjour ${firstname},\n\nVotre centre de formation vous invite à répondre à l'enquête « ${name} ».\n` +
    `Ce lien vous est personnel et ne sert qu'une fois :\n${link}\n\nMerci de votre participation.`,
  reminderSubject: (name: string) => `Rappel : votre avis nous intéresse (${name})`,
  reminderText: (firstname: string, name: string, link: string) =>
    `Bonjour ${firstname},\n\nVous n'avez pas encore répondu à l'enquête « ${name} » de votre centre de formation.\n` +
    `Quelques minutes suffisent, avec ce lien personnel :\n${link}\n\nMerci de votre participation.`,
  surveyArchivedAnswer: "Cette enquête est close : elle n'accepte plus de réponse.",
  reasonUnknown: 'Cette raison de sortie ne fait pas partie des choix possibles.',
  traineeNotLeft: "Ce stagiaire n'a pas de date de sortie : ses suivis post-formation ne peuvent pas être planifiés.",
  csvHeader: ['Question', 'Réponse', 'Nombre'],
};

/** The trainee space's « Mes enquêtes ». */
export const traineeSurveys = {
  unknown: "Cette enquête n'existe pas ou ne vous est pas adressée.",
  used: 'Vous avez déjà répondu à cette enquête : une seule réponse est acceptée.',
};
