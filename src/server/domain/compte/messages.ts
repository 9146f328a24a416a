// French messages of the the user's account (profile, Google link) domain: every sentence its routes and hooks answer
// with. The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it
// says from one `msg`.
export * from '../../http/messages.ts';

/** The Google link (Forms and Drive). */
export const google = {
  notConfigured:
    "La connexion à Google n'est pas configurée sur ce serveur (identifiant client, secret et adresse de retour). " +
    'Contactez votre administrateur.',
  /** The provider could not be reached or refused the start (spec: 'Erreur lors de la connexion à Google'). */
  connectFailed: 'Erreur lors de la connexion à Google',
  /** The same for Drive (spec: 'Erreur de connexion à Google Drive'). */
  driveFailed: 'Erreur de connexion à Google Drive',
  stateUnknown: 'Cette connexion à Google a expiré ou ne vous appartient pas : recommencez depuis la page Google.',
  denied: "La connexion à Google a été refusée ou n'a pas abouti : recommencez depuis la page Google.",
  notConnected: "Aucun compte Google n'est relié : connectez-vous à Google d'abord.",
  noFormsRight: "Le compte Google relié n'a pas autorisé l'accès à Google Forms : reconnectez-vous à Google (Forms).",
  noDriveRight: "Le compte Google relié n'a pas autorisé l'accès à Google Drive : reconnectez-vous à Google (Drive).",
  fileIdRequired: 'Choisissez un fichier de votre Google Drive.',
  fileNotFound: "Ce fichier n'existe pas dans votre Google Drive ou ne vous est pas accessible.",
  fileNotCopyable:
    "Ce fichier Google (document, tableur…) ne peut pas être copié tel quel : enregistrez-le d'abord en PDF dans " +
    'votre Drive.',
  apiFailed: 'Google a refusé la demande ou ne répond pas : réessayez plus tard.',
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
  notTutor:
    "Ce contact n'est pas indiqué comme tuteur ou maître d'apprentissage : cochez « Tuteur ou maître d'apprentissage " +
    '» sur sa fiche avant de lui créer un accès.',
  mailMissing:
    "Courriel : indiquez l'adresse de courriel de la personne ; l'invitation à choisir son mot de passe y est envoyée.",
  alreadyOpen: (email: string) => `Un accès est déjà ouvert pour cette personne (${email}).`,
  tutorSpace: 'espace tuteur',
  trainerSpace: 'espace formateur',
};
