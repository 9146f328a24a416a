// French messages of the the user's account (profile, Google link) domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';

/** The Google link (Forms and Drive). */
export const google = {
  notConfigured: "La connexion à Google n'est pas configurée sur ce serveur (identifiant client, secret et adresse de retour). Contactez votre administrateur.",
};

/** The user's own profile. */
export const profile = {
  nameRequired: 'Ce champ est obligatoire (100 caractères au plus).',
  emailInvalid: "Cette valeur n'est pas une adresse e-mail valide.",
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  currentNeeded: 'Saisissez votre mot de passe actuel pour changer votre adresse e-mail ou votre mot de passe.',
  currentWrong: 'Le mot de passe actuel est incorrect.',
  unknownField: (name: string) => `Le champ « ${name} » ne peut pas être modifié depuis votre profil.`,
};

/** « Créer un accès » on a company tutor or a speaker (accessRoutes.ts). */
export const acces = {
  notTutor: "Ce contact n'est pas indiqué comme tuteur ou maître d'apprentissage : cochez « Tuteur ou maître d'apprentissage » sur sa fiche avant de lui créer un accès.",
  mailMissing: "Courriel : indiquez l'adresse de courriel de la personne ; l'invitation à choisir son mot de passe y est envoyée.",
  alreadyOpen: (email: string) => `Un accès est déjà ouvert pour cette personne (${email}).`,
  tutorSpace: 'espace tuteur',
  trainerSpace: 'espace formateur',
};
