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
