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
};

/** Accounts and authentication: login, passwords, reset links, users. */
export const auth = {};

/** Files: uploads and downloads. */
export const files = {
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
