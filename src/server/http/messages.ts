// The server's own French messages, those of no domain: access, requests, generic answers, schema checks, the
// generic CRUD, accounts, files, exports, configuration and operations. Every sentence the API answers a client
// with (hydra:description, violations[].message) is written once, so the same mistake gets the same words from
// every route: here, or in its domain's `domain/<d>/messages.ts` (which re-exports this file). Messages that take
// values are functions.

/** "<subject> n'existe pas ou n'est pas accessible.": subject "Ce référentiel", "Le stagiaire 12"... */
const notAccessible = (subject: string) => `${subject} n'existe pas ou n'est pas accessible.`;

/** Access: roles, scope, guests. */
export const access = {
  guestReadOnly: 'Votre profil invité permet seulement la consultation.',
  notReachable: (label: string, value: unknown) => notAccessible(`L'élément « ${label} » ${String(value)}`),
  /** The verb of a write action in a refusal. */
  verbs: { create: 'créer', update: 'modifier', delete: 'supprimer' },
  /** verb: one of `verbs`; label: the resource's singular label. */
  noRight: (verb: string, label: string) => `Vous n'avez pas les droits pour ${verb} cet élément (${label}).`,
  otherAntenne: "Vous ne pouvez pas enregistrer une donnée d'une autre antenne que la vôtre.",
  sharedByCentre: (label: string) =>
    `Cet élément (${label}) appartient au centre et est partagé par ses antennes : seul un utilisateur du centre ` +
    `peut le modifier.`,
  denied: "Vous n'avez pas les droits nécessaires pour cette action.",
  traineeOwnSpaceOnly:
    'Votre compte de stagiaire donne accès à votre espace seulement (planning, présences, signatures).',
  traineesOnly: 'Cet espace est réservé aux comptes de stagiaire.',
  traineeNotLinked: "Votre compte de stagiaire n'est relié à aucun stagiaire : demandez à votre centre de le relier.",
  tutorOwnSpaceOnly:
    'Votre compte de tuteur donne accès à votre espace seulement (vos apprentis, leur livret, leur évaluation).',
  tutorsOnly: 'Cet espace est réservé aux comptes de tuteur en entreprise.',
  tutorNotLinked: "Votre compte de tuteur n'est relié à aucun contact d'entreprise : demandez au centre de le relier.",
  trainerOwnSpaceOnly:
    'Votre compte de formateur donne accès à votre espace seulement (vos séances, leurs feuilles et leurs stagiaires).',
  trainersOnly: 'Cet espace est réservé aux comptes de formateur.',
  trainerNotLinked: "Votre compte de formateur n'est relié à aucun intervenant : demandez au centre de le relier.",
  notYourDocument:
    "Ce document n'est pas l'un de ceux du contrat de vos apprentis : vous ne téléchargez que les documents du " +
    "contrat d'un apprenti qui vous désigne comme tuteur.",
  notYourApprentice:
    "Cet apprenti n'est pas l'un des vôtres : vous ne voyez que les apprentis dont le contrat vous désigne comme " +
    'tuteur.',
  notYourSession:
    "Cette séance n'est pas l'une des vôtres : vous ne voyez que les séances que vous animez et leurs stagiaires.",
  notAccessible,
};

/** Requests: bodies, parameters, ids. */
export const request = {
  bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
  idParam: (name: string) => `Le paramètre « ${name} » doit être l'identifiant ou l'IRI d'un élément existant.`,
  bodyId: (label: string, resource: string) =>
    `Cette valeur doit être l'identifiant ou l'IRI d'un élément « ${label} » (/api/${resource}/<id>).`,
  paramRequired: (name: string) => `Le paramètre « ${name} » est obligatoire.`,
  notInteger: (name: string) => `Le paramètre « ${name} » doit être un nombre entier.`,
  paramValue: (raw: string, name: string) => `La valeur « ${raw} » du paramètre « ${name} » n'est pas acceptée.`,
  dateParam: (name: string) => `Le paramètre « ${name} » est obligatoire, au format AAAA-MM-JJ.`,
  badPage: (raw: string) =>
    `Le numéro de page « ${raw} » n'est pas valide : il doit être un entier supérieur ou égal à 1.`,
  badItemsPerPage: (raw: string) =>
    `Le nombre d'éléments par page « ${raw} » n'est pas valide : il doit être un entier positif.`,
  positiveParam: (name: string) => `Le paramètre « ${name} » doit être un entier supérieur ou égal à 1.`,
  valueDate: 'Cette valeur doit être une date au format AAAA-MM-JJ.',
  valueBoolean: 'Cette valeur doit être vrai ou faux.',
  listNotEmpty: 'Cette valeur doit être une liste non vide.',
  listTooLong: (max: number) => `Cette liste ne peut pas dépasser ${max} éléments.`,
  itemNotObject: 'Chaque élément doit être un objet JSON.',
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs (16 Ko au plus) : réduisez les filtres.",
  timeout: "La requête n'a pas été reçue à temps.",
  malformed: 'La requête HTTP est mal formée.',
  /** A declared body's failed checks (withBody), one per field, named by its label. */
  body: {
    required: (label: string) => `${label} : cette valeur est obligatoire.`,
    type: (label: string, type: string) =>
      `${label} : cette valeur doit être ` +
      `${
        (
          {
            string: 'un texte',
            integer: 'un nombre entier',
            number: 'un nombre',
            boolean: 'vrai ou faux',
            array: 'une liste',
            object: 'un objet JSON',
            null: 'vide',
          } as Record<string, string>
        )[type.split(',')[0]!] ?? 'd’un autre type'
      }.`,
    enum: (label: string, allowed: string[]) => `${label} : cette valeur doit être l'une de : ${allowed.join(', ')}.`,
    date: (label: string) => `${label} : cette valeur doit être une date au format AAAA-MM-JJ.`,
    format: (label: string) => `${label} : cette valeur n'a pas le format attendu.`,
    empty: (label: string) => `${label} : cette valeur ne peut pas être vide.`,
    tooLong: (label: string, max: number) => `${label} : cette valeur ne peut pas dépasser ${max} caractères.`,
    tooSmall: (label: string, min: number) => `${label} : cette valeur doit être au moins ${min}.`,
    tooLarge: (label: string, max: number) => `${label} : cette valeur doit être au plus ${max}.`,
    invalid: (label: string) => `${label} : cette valeur n'est pas valide.`,
  },
};

/** Generic HTTP answers: errors without a more precise message, Fastify's client errors, unknown routes. */
export const http = {
  errorTitle: 'Une erreur est survenue',
  authRequired: 'Authentification requise.',
  notFound: "La ressource demandée n'existe pas.",
  bodyTooLarge: 'Le corps de la requête est trop volumineux.',
  mediaType: "Le type de contenu de la requête n'est pas pris en charge.",
  contentLength: 'La longueur annoncée du corps de la requête est incorrecte.',
  emptyJson: 'Le corps de la requête est vide alors que du JSON est attendu.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidJsonAt: (at: string | undefined) =>
    `Le corps de la requête n'est pas un JSON valide${at ? ` (vers le caractère ${at})` : ''}.`,
  badUrl: "L'adresse demandée est mal formée.",
  valueRefused: "Une valeur envoyée n'est pas acceptée (nombre hors limites, date impossible ou caractère interdit).",
  conflict: 'Cette opération entre en conflit avec des données existantes.',
  invalidRequest: 'La requête est invalide.',
  internal: 'Une erreur interne est survenue. Réessayez plus tard.',
  noRoute: (method: string, path: string) => `Aucune ressource ne correspond à « ${method} ${path} ».`,
  noContext: "Ce contexte JSON-LD n'existe pas.",
  /** Outside /api (plain JSON, not Hydra). */
  notFoundPath: (path: string) => `Introuvable : ${path}`,
  fileNotFound: (path: string) => `Fichier introuvable : ${path}`,
};

/** Checks of a record against its schema (types, formats, lengths, choices). */
export const schemaRules = {
  required: 'Ce champ est obligatoire.',
  date: "Cette valeur n'est pas une date valide (AAAA-MM-JJ).",
  dateTime: "Cette valeur n'est pas une date et heure valide.",
  format: "Cette valeur n'a pas le format attendu.",
  choice: 'Cette valeur ne fait pas partie des choix possibles.',
  typeNames: {
    string: 'un texte',
    integer: 'un nombre entier',
    number: 'un nombre',
    boolean: 'un booléen (vrai ou faux)',
    array: 'une liste',
    object: 'un objet',
    null: 'vide',
  } as Record<string, string>,
  type: (names: string[]) => `Cette valeur doit être ${names.join(' ou ')}.`,
  notEmpty: 'Ce champ ne doit pas être vide.',
  minLength: (n: unknown) => `Cette valeur doit contenir au moins ${String(n)} caractères.`,
  maxLength: (n: unknown) => `Cette valeur ne doit pas dépasser ${String(n)} caractères.`,
  other: (text: string | undefined) => `Cette valeur ${text ?? 'est invalide'}.`,
};

/** Accounts and authentication: login, passwords, reset links, users. */
export const auth = {
  invalidCredentials: 'Identifiants invalides.',
  accountGone: "Ce compte n'existe plus ou a été désactivé.",
  tokenMissing: 'Authentification requise : jeton absent.',
  bearerExpected: "En-tête d'authentification invalide : « Bearer <jeton> » attendu.",
  tokenInvalid: "Jeton d'authentification invalide.",
  tokenExpired: 'Votre session a expiré, veuillez vous reconnecter.',
  tooManyAttempts: (seconds: number) => `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
  emailRequired: 'Le champ « email » est obligatoire.',
  fieldRequired: schemaRules.required,
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  passwordLength: (min: number, max: number) => `Le mot de passe doit contenir entre ${min} et ${max} caractères.`,
  passwordCommon:
    'Ce mot de passe fait partie des mots de passe les plus courants ou déjà divulgués : choisissez-en un autre.',
  passwordTrivial:
    'Ce mot de passe est trop prévisible (un même caractère répété ou une suite comme « 12345678 ») : choisissez-en ' +
    'un autre.',
  passwordIsEmail: "Le mot de passe ne doit pas reprendre l'adresse de courriel du compte.",
  accountAbove: "Vous ne pouvez pas agir sur le compte d'un utilisateur dont le rôle est supérieur au vôtre.",
  roleAbove: 'Vous ne pouvez pas attribuer un rôle supérieur au vôtre.',
  alertUriUnknown:
    "Ce lien ne correspond à aucune alerte de votre centre : utilisez l'IRI d'une alerte ou le lien d'une alerte " +
    'existante.',
  sessionEnded: 'Votre session a pris fin (mot de passe réinitialisé) : veuillez vous reconnecter.',
  resetMailSubject: 'Réinitialisation de votre mot de passe',
  resetMailText: (firstname: string, link: string) =>
    `Bonjour ${firstname},\n\nUne demande de réinitialisation de votre mot de passe a été faite. ` +
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) ` +
    `:\n${link}\n\n` +
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  welcomeMailSubject: 'Votre compte Futurosud : choisissez votre mot de passe',
  welcomeMailText: (firstname: string, link: string) =>
    `Bonjour ${firstname},\n\nUn compte vient de vous être ouvert. Pour choisir votre mot de passe, ouvrez ce lien ` +
    `(valable 72 heures, utilisable une seule fois) :\n${link}\n\nSi vous ne vous attendiez pas à ce message, ` +
    `ignorez-le.`,
  inviteMailSubject: (space: string) => `Votre accès à l'${space} : choisissez votre mot de passe`,
  inviteMailText: (firstname: string, space: string, centre: string, link: string) =>
    `Bonjour ${firstname},\n\n${centre} vous ouvre un accès à l'${space}. Pour choisir votre mot de passe, ouvrez ce ` +
    `lien ` +
    `(valable 72 heures, utilisable une seule fois) :\n${link}\n\nVotre identifiant est cette adresse de courriel.\n` +
    'Si vous ne vous attendiez pas à ce message, ignorez-le.',
  externalRoleAlone: (role: string) =>
    `Rôles : le rôle ${role} ne se combine avec aucun autre : ce compte n'accède qu'à son espace.`,
  traineeRoleAlone:
    "Rôles : le rôle Stagiaire ne se combine avec aucun autre : un compte de stagiaire n'accède qu'à son espace.",
  traineeNeedsEtudiant:
    'Stagiaire (compte du stagiaire) : un compte de stagiaire doit être relié au stagiaire dont il lit le planning ' +
    'et les présences.',
  etudiantOnlyForTrainee:
    'Stagiaire (compte du stagiaire) : seul un compte au rôle Stagiaire est relié à un stagiaire.',
};

/** Files: uploads and downloads. */
export const files = {
  multipartTruncated: 'Le formulaire envoyé est incomplet (envoi interrompu ou mal formé) : renvoyez le fichier.',
  typeRefused: (allowed: string) => `Ce type de fichier n'est pas accepté. Types acceptés : ${allowed}.`,
  tooLargeMax: (size: string) => `Le fichier dépasse la taille maximale autorisée (${size}).`,
  notEditable: 'Un fichier déposé ne se modifie pas : déposez un nouveau fichier puis supprimez l’ancien.',
  contentMismatch: (name: string) =>
    `Le fichier « ${name} » est vide ou son contenu ne correspond pas à son extension.`,
  noRightToUpload: (label: string) => `Vous n'avez pas les droits pour déposer un fichier (${label}).`,
  multipartExpected: 'Un fichier se dépose par un envoi « multipart/form-data » (champ « file »), pas en JSON.',
  noFile: 'Aucun fichier reçu : joignez-le dans le champ « file ».',
  gone: "Le fichier n'est plus disponible sur le serveur.",
  /** A contract is a JSON record: a multipart form is refused. */
  contractNoFile: 'Un contrat ne prend pas de fichier : envoyez seulement ses champs.',
};

/** Validation of records: plausibility rules, unknown fields, bounds. One wording with the admin's form errors,
 * so it lives in src/shared/plausible/messages.ts. */
export { plausibleMessages as validation } from '../../shared/plausible/messages.ts';

/** Generic CRUD: hooks, PUT and POST to an item, forms; filters, order, relations of a record. */
export const crud = {
  multipartRefused: "Le type de contenu « multipart/form-data » n'est accepté que pour déposer un fichier.",
  badFilter: (value: string, param: string, hint?: string) =>
    `La valeur « ${value} » du filtre « ${param} » n'est pas valide${hint ? ` (${hint})` : ''}.`,
  badOrder: (name: string) => `Le tri sur « ${name} » n'est pas possible.`,
  badOrderDirection: (value: string) => `Le sens de tri « ${value} » n'est pas valide (asc ou desc).`,
  unknownProperty: (name: string, many: string) => `La propriété « ${name} » n'existe pas pour ${many}.`,
  relationIri: (label: string, resource: string) =>
    `Cette valeur doit être l'IRI d'un élément « ${label} » (/api/${resource}/<id>).`,
  unique: 'Cette valeur est déjà utilisée.',
  stillReferenced: "Cet élément est utilisé par d'autres données et ne peut pas être supprimé.",
  antenneFixed: (label: string) =>
    `Un élément « ${label} » ne peut pas être rattaché à un élément d'une autre antenne ou du centre : son antenne ` +
    `est fixée à sa création.`,
  antenneImmutable: (label: string) =>
    `L'antenne d'un élément « ${label} » ne peut pas être modifiée après sa création : copiez-le pour une autre ` +
    `antenne.`,
  patchType: (type: string) =>
    `Le type de contenu « ${type} » n'est pas accepté pour PATCH : utilisez « application/merge-patch+json ».`,
  relationOtherAntenne: (label: string, value: unknown) =>
    `L'élément « ${label} » ${String(value)} appartient à une autre antenne : seul un élément de la même antenne ` +
    `peut y être rattaché.`,
};

/** Client settings: reference values the user's client profile does not offer (clients/*.json). */
export const settings = {
  /** label: the reference value's French label (« Accompagnement santé social »); field: the field's label. */
  notOffered: (label: string, field: string) =>
    `« ${label} » (${field}) n'est pas proposé pour votre centre : choisissez une valeur de la liste de votre profil ` +
    `client.`,
};

/** Exports of a collection (CSV, Excel): the view whose resource file names the columns. */
export const exportFile = {
  unknownView: (view: string, many: string) =>
    `La vue « ${view} » n'existe pas pour ${many} : aucun fichier de ressource ne la décrit.`,
  noXlsx: (many: string) =>
    `L'export Excel n'est pas proposé pour ${many} : le fichier de ressource de la vue ne le demande pas (« ` +
    `export.xlsx »).`,
};

/** Configuration stored in the database: resource files and client profiles edited in the admin. */
export const configuration = {
  /** The author shown for the versions seeded from the shipped files. */
  shippedAuthor: 'Fichiers livrés',
  configurationRefused:
    'Seuls le support de la plateforme et les superviseurs des centres ont accès à la configuration (fichiers de ' +
    'ressources et profils clients).',
  otherCentreFile: (path: string) =>
    `Le fichier « ${path} » ne concerne pas votre centre : un superviseur ne consulte et ne modifie que le profil ` +
    `client de son ` +
    'centre. Les fichiers de ressources et les profils des autres centres sont gérés par le support de la plateforme.',
  platformCreates: "Seul le support de la plateforme crée le profil client d'un nouveau centre (« Nouveau client »).",
  platformRetires: 'Seul le support de la plateforme retire un fichier de configuration.',
  ownCentreFixed: (id: number) =>
    `Le profil de votre centre reste celui du centre n° ${id} : « cfa.id » ne peut pas changer.`,
  breaksOthers: (files: string[]) =>
    `Refusé : d'autres fichiers publiés deviendraient invalides (${files.join(', ')}). Rien n'a été enregistré.`,
  brokenOther: (path: string, problem: string) => `${path} deviendrait invalide : ${problem}`,
  /** After the JSON path, as the checks say it. */
  textTooLong: (length: number, max: number) => `texte trop long (${length} caractères) : ${max} caractères au plus`,
  fileTooLarge: (length: number, max: number) =>
    `Le fichier est trop volumineux (${length} caractères) : ${max} caractères au plus.`,
  routeTaken: (route: string, file: string) => `la route « ${route} » est déjà celle de ${file}`,
  alreadyRetired: (path: string) =>
    `Le fichier « ${path} » est déjà retiré : rétablissez une de ses versions pour le remettre en service.`,
  retiredComment: 'Fichier retiré (historique conservé)',
  readFromFiles:
    'La configuration de ce serveur est lue depuis les fichiers (CONFIG_SOURCE=files) : elle ne peut pas être ' +
    "modifiée depuis l'administration. Modifiez les fichiers sur le serveur.",
  unknownKind: (kind: string) =>
    `Le type de configuration « ${kind} » n'existe pas : « resources » (fichiers de ressources) ou « clients » ` +
    `(profils clients).`,
  unknownFile: (path: string) => `Le fichier de configuration « ${path} » n'existe pas.`,
  unknownVersion: (path: string, version: number) => `Le fichier « ${path} » n'a pas de version ${version}.`,
  badName: (name: string) =>
    `Le nom « ${name} » n'est pas accepté : lettres minuscules sans accent, chiffres, « - » et « _ », terminé par « ` +
    `.json » (ex. nouveau-centre.json).`,
  contentRequired: 'Le contenu du fichier (« content ») est obligatoire : le texte JSON complet.',
  baseVersionRequired:
    'La version de départ (« baseVersion ») est obligatoire : la version du fichier que vous avez ouverte (0 pour un ' +
    'nouveau fichier).',
  versionRequired: 'La version à rétablir (« version ») est obligatoire : un entier.',
  commentTooLong: 'Le commentaire dépasse 500 caractères.',
  invalidJson: (line: number, column: number) =>
    `Le contenu n'est pas un JSON valide : erreur ligne ${line}, colonne ${column}.`,
  emptyContent: "Le contenu n'est pas un JSON valide : il est vide.",
  changedSince: (author: string, at: string, version: number) =>
    `Ce fichier a été modifié par ${author} le ${at} (version ${version}) depuis que vous l'avez ouvert : ` +
    `rechargez-le avant d'enregistrer.`,
  alreadyExists: (path: string) => `Le fichier « ${path} » existe déjà : ouvrez-le pour le modifier.`,
  fallback: (path: string, version: number, problem: string, used: number) =>
    `${path} : la version ${version} enregistrée est invalide (${problem}) ; la version ${used} est utilisée.`,
  noValidVersion: (path: string, version: number, problem: string) =>
    `${path} : la version ${version} enregistrée est invalide (${problem}) et aucune version précédente n'est valide.`,
  /** After the JSON path, as the profile checks say it (src/shared/clients/validate.ts). */
  centreTaken: (id: number, file: string) => `le centre n° ${id} est déjà celui de ${file}`,
  copyOfRequired: 'Indiquez le profil client à copier (« copyOf », ex. demo.json).',
  cfaUnknown: (value: string) => `Le centre « ${value} » n'existe pas.`,
  cfaHasProfile: (name: string, file: string) => `Le centre « ${name} » a déjà un profil client (clients/${file}).`,
  copyOfUnknown: (name: string) => `Le profil client « ${name} » à copier n'existe pas.`,
  rollbackComment: (version: number) => `Retour à la version ${version}`,
  newClientComment: (copyOf: string) => `Nouveau client, copie de clients/${copyOf}`,
};

/** Operations: start-up, readiness, the embedded database's folder, log lines about mail. */
export const ops = {
  dataDirInUse: (dir: string, pid: number, host: string, since: string) =>
    `Le dossier de données ${dir} est déjà utilisé par un autre processus Futurosud (pid ${pid} sur l'hôte ${host}, ` +
    `démarré le ${since}). La base embarquée PGlite n'accepte qu'un processus : arrêtez l'autre, ou utilisez ` +
    'DATABASE_URL (PostgreSQL) pour faire tourner plusieurs instances.',
  dataDirLockUnreadable: (file: string) =>
    `Le fichier de verrou ${file} est illisible : vérifiez qu'aucun autre processus n'utilise ce dossier, puis ` +
    `supprimez-le.`,
  notReady: "Le service n'est pas prêt : base de données injoignable ou migrations non appliquées.",
  mailQueued: (id: number) =>
    `Courriel n° ${id} en boîte d'envoi (table mail_outbox ; MAIL_DIR pour l'écrire en fichier).`,
  mailSent: (id: number) => `Courriel n° ${id} envoyé.`,
  mailFailed: (id: number, reason: string) => `Échec de l'envoi du courriel n° ${id} : ${reason}`,
  mailFileFailed: (dir: string, reason: string) => `Courriel non écrit dans ${dir} : ${reason}`,
  stopping: (signal: string) => `Arrêt demandé (${signal}) : fin des requêtes en cours, puis fermeture de la base.`,
  stopTimeout: (seconds: number) => `Arrêt forcé : des requêtes étaient encore en cours après ${seconds} s.`,
  s3Unreachable: (bucket: string, reason: string) =>
    `Stockage des fichiers injoignable : le bucket S3 ${bucket} ne répond pas (${reason}). Vérifiez FILES_S3_BUCKET, ` +
    'FILES_S3_ENDPOINT, FILES_S3_REGION et les clés FILES_S3_ACCESS_KEY_ID et FILES_S3_SECRET_ACCESS_KEY.',
  s3BucketMissing: 'Le stockage S3 demande le nom du bucket dans FILES_S3_BUCKET.',
  s3KeysHalf: 'FILES_S3_ACCESS_KEY_ID et FILES_S3_SECRET_ACCESS_KEY vont ensemble : donnez les deux, ou aucun.',
  filesStoreUnknown: (value: string) =>
    `FILES_STORE vaut « ${value} » : les valeurs possibles sont folder, database et s3.`,
  filesStoreNeedsPostgres: 'Les fichiers ne sont stockés en base que dans une base PostgreSQL : donnez DATABASE_URL.',
  filesMigrateUsage:
    'Usage : npm run files:migrate -- [--from folder|database|s3] [--to folder|database|s3] ' +
    '(par défaut du dossier DATA_DIR/uploads vers le bucket S3 si FILES_S3_BUCKET est donné, sinon vers la base).',
  filesMigrateSame: 'La source et la destination sont le même stockage : rien à copier.',
  filesMigrateProgress: (done: number, total: number) => `${done} / ${total} fichier(s) traités…`,
  filesMigrateFailed: (uuid: string, reason: string) => `Échec de la copie du fichier ${uuid} : ${reason}`,
  filesMigrated: (from: string, to: string, total: number, copied: number, present: number, failed: number) =>
    `${from} → ${to} : ${total} fichier(s), ${copied} copié(s), ${present} déjà présent(s), ${failed} en échec.`,
};
