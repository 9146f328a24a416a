// The server's French message catalogue: every sentence the API answers a client with (hydra:description,
// violations[].message) is written here once, so the same mistake gets the same words from every route.
// Messages that take values are functions. Areas keep their own block; add a message to its area's block.

/** Access: roles, scope, guests. */
export const access = {
  guestReadOnly: 'Votre profil invité permet seulement la consultation.',
  notReachable: (label: string, value: unknown) => `L'élément « ${label} » ${String(value)} n'existe pas ou n'est pas accessible.`,
  /** verb: créer, modifier or supprimer; label: the resource's singular label. */
  noRight: (verb: string, label: string) => `Vous n'avez pas les droits pour ${verb} cet élément (${label}).`,
  otherAntenne: "Vous ne pouvez pas enregistrer une donnée d'une autre antenne que la vôtre.",
};

/** Requests: bodies, parameters, ids. */
export const request = {
  bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
  idParam: (name: string) => `Le paramètre « ${name} » doit être l'identifiant ou l'IRI d'un élément existant.`,
  bodyId: (label: string, resource: string) => `Cette valeur doit être l'identifiant ou l'IRI d'un élément « ${label} » (/api/${resource}/<id>).`,
  paramRequired: (name: string) => `Le paramètre « ${name} » est obligatoire.`,
  notInteger: (name: string) => `Le paramètre « ${name} » doit être un nombre entier.`,
  paramValue: (raw: string, name: string) => `La valeur « ${raw} » du paramètre « ${name} » n'est pas acceptée.`,
  dateParam: (name: string) => `Le paramètre « ${name} » est obligatoire, au format AAAA-MM-JJ.`,
  badPage: (raw: string) => `Le numéro de page « ${raw} » n'est pas valide : il doit être un entier supérieur ou égal à 1.`,
  badItemsPerPage: (raw: string) => `Le nombre d'éléments par page « ${raw} » n'est pas valide : il doit être un entier positif.`,
};

/** Accounts and authentication: login, passwords, reset links, users. */
export const auth = {};

/** Files: uploads and downloads. */
export const files = {};

/** Validation of records: plausibility rules, unknown fields, bounds. */
export const validation = {};
