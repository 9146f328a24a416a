// The server's French message catalogue: every sentence the API answers a client with (hydra:description,
// violations[].message) is written here once, so the same mistake gets the same words from every route.
// Messages that take values are functions. Areas keep their own block; add a message to its area's block.

/** Access: roles, scope, guests. */
export const access = {
  guestReadOnly: 'Votre profil invité permet seulement la consultation.',
  notReachable: (label: string, value: unknown) => `L'élément « ${label} » ${String(value)} n'existe pas ou n'est pas accessible.`,
};

/** Requests: bodies, parameters, ids. */
export const request = {
  bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs (16 Ko au plus) : réduisez les filtres.",
  timeout: "La requête n'a pas été reçue à temps.",
  malformed: 'La requête HTTP est mal formée.',
};

/** Accounts and authentication: login, passwords, reset links, users. */
export const auth = {
  invalidCredentials: 'Identifiants invalides.',
  tooManyAttempts: (seconds: number) => `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
  emailRequired: 'Le champ « email » est obligatoire.',
  fieldRequired: 'Ce champ est obligatoire.',
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  passwordLength: (min: number, max: number) => `Le mot de passe doit contenir entre ${min} et ${max} caractères.`,
  passwordCommon: 'Ce mot de passe fait partie des mots de passe les plus courants ou déjà divulgués : choisissez-en un autre.',
  passwordTrivial: "Ce mot de passe est trop prévisible (un même caractère répété ou une suite comme « 12345678 ») : choisissez-en un autre.",
  passwordIsEmail: "Le mot de passe ne doit pas reprendre l'adresse de courriel du compte.",
  accountAbove: "Vous ne pouvez pas agir sur le compte d'un utilisateur dont le rôle est supérieur au vôtre.",
  roleAbove: 'Vous ne pouvez pas attribuer un rôle supérieur au vôtre.',
  alertUriUnknown: "Ce lien ne correspond à aucune alerte de votre centre : utilisez l'IRI d'une alerte ou le lien d'une alerte existante.",
  sessionEnded: 'Votre session a pris fin (mot de passe réinitialisé) : veuillez vous reconnecter.',
  resetMailSubject: 'Réinitialisation de votre mot de passe',
  resetMailText: (firstname: string, link: string) =>
    `Bonjour ${firstname},\n\nUne demande de réinitialisation de votre mot de passe a été faite. ` +
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :\n${link}\n\n` +
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  welcomeMailSubject: 'Votre compte Futurosud : choisissez votre mot de passe',
  welcomeMailText: (firstname: string, link: string) =>
    `Bonjour ${firstname},\n\nUn compte vient de vous être ouvert. Pour choisir votre mot de passe, ouvrez ce lien ` +
    `(valable 72 heures, utilisable une seule fois) :\n${link}\n\nSi vous ne vous attendiez pas à ce message, ignorez-le.`,
};

/** Files: uploads and downloads. */
export const files = {
  multipartTruncated: "Le formulaire envoyé est incomplet (envoi interrompu ou mal formé) : renvoyez le fichier.",
  typeRefused: (allowed: string) => `Ce type de fichier n'est pas accepté. Types acceptés : ${allowed}.`,
  tooLargeMax: (size: string) => `Le fichier dépasse la taille maximale autorisée (${size}).`,
  notEditable: 'Un fichier déposé ne se modifie pas : déposez un nouveau fichier puis supprimez l’ancien.',
  contentMismatch: (name: string) => `Le fichier « ${name} » est vide ou son contenu ne correspond pas à son extension.`,
};

/** Validation of records: plausibility rules, unknown fields, bounds. One wording with the admin's form errors,
 * so it lives in src/shared/plausible/messages.ts. */
export { plausibleMessages as validation } from '../../shared/plausible/messages.ts';

/** Generic CRUD: hooks, PUT and POST to an item, forms. */
export const crud = {
  multipartRefused: "Le type de contenu « multipart/form-data » n'est accepté que pour déposer un fichier.",
};

/** Scheduler: planning options by user. */
export const scheduler = {
  noOptions: "Aucune option de planning n'est enregistrée pour cet utilisateur.",
};
