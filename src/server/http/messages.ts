// The server's French message catalogue: every sentence the API answers a client with (hydra:description,
// violations[].message) is written here once, so the same mistake gets the same words from every route.
// Messages that take values are functions. Areas keep their own block; add a message to its area's block.

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
  sharedByCentre: (label: string) => `Cet élément (${label}) appartient au centre et est partagé par ses antennes : seul un utilisateur du centre peut le modifier.`,
  denied: "Vous n'avez pas les droits nécessaires pour cette action.",
  traineeOwnSpaceOnly: 'Votre compte de stagiaire donne accès à votre espace seulement (planning, présences, signatures).',
  traineesOnly: 'Cet espace est réservé aux comptes de stagiaire.',
  traineeNotLinked: "Votre compte de stagiaire n'est relié à aucun stagiaire : demandez à votre centre de le relier.",
  notAccessible,
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
  positiveParam: (name: string) => `Le paramètre « ${name} » doit être un entier supérieur ou égal à 1.`,
  valueDate: 'Cette valeur doit être une date au format AAAA-MM-JJ.',
  valueBoolean: 'Cette valeur doit être vrai ou faux.',
  listNotEmpty: 'Cette valeur doit être une liste non vide.',
  listTooLong: (max: number) => `Cette liste ne peut pas dépasser ${max} éléments.`,
  itemNotObject: 'Chaque élément doit être un objet JSON.',
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs (16 Ko au plus) : réduisez les filtres.",
  timeout: "La requête n'a pas été reçue à temps.",
  malformed: 'La requête HTTP est mal formée.',
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
  invalidJsonAt: (at: string | undefined) => `Le corps de la requête n'est pas un JSON valide${at ? ` (vers le caractère ${at})` : ''}.`,
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
  typeNames: { string: 'un texte', integer: 'un nombre entier', number: 'un nombre', boolean: 'un booléen (vrai ou faux)', array: 'une liste', object: 'un objet', null: 'vide' } as Record<string, string>,
  type: (names: string[]) => `Cette valeur doit être ${names.join(' ou ')}.`,
  notEmpty: 'Ce champ ne doit pas être vide.',
  minLength: (n: unknown) => `Cette valeur doit contenir au moins ${String(n)} caractères.`,
  maxLength: (n: unknown) => `Cette valeur ne doit pas dépasser ${String(n)} caractères.`,
  other: (text: string | undefined) => `Cette valeur ${text ?? 'est invalide'}.`,
};

/** Attendance: planning, sign-in sheets, absences, pointage, exits. */
export const attendance = {
  badMonth: (month: string) => `Le mois « ${month} » n'est pas valide : format AAAA-MM attendu.`,
  sheetExists: 'Cette séance a déjà une feuille d’émargement.',
  absenceOfOther: "Cette absence n'est pas celle de ce stagiaire.",
  noExitDate: "Le stagiaire n'a ni date de sortie ni date de sortie prévue : l'absence n'est pas reportée au pointage.",
  absenceInPointage: 'Cette absence est déjà reportée au pointage.',
  pointageOfOther: "Ce pointage n'est pas celui de ce stagiaire.",
  exitDateNeeded: 'Une date de sortie ou de sortie prévue est attendue.',
  speakerSignature: "La signature de l'intervenant est obligatoire (image PNG).",
  linesRequired: 'La liste des stagiaires (lines) est obligatoire.',
  lineStatus: 'Le statut doit être 0 (absent) ou 1 (présent).',
  signaturePng: 'La signature doit être une image PNG.',
  unknownLines: (ids: unknown[]) => `Ligne(s) inconnue(s) sur cette feuille : ${ids.join(', ')}.`,
  unmarkedLines: 'Chaque stagiaire doit être marqué présent ou absent avant la signature.',
  /** The comment of an absence created by a sign-off. */
  absenceFromSheet: (title: unknown) => `Absence relevée sur la feuille d'émargement « ${String(title)} ».`,
  /** GET scheduler_Options of a user who has none. */
  noPlanningOptions: "Aucune option de planning n'est enregistrée pour cet utilisateur.",
  // Self-signing on the learner's phone (selfSignRoutes.ts).
  codeRequired: 'Le code de signature est obligatoire : scannez le code affiché dans la salle.',
  codeExpired: 'Ce code a expiré : scannez le code affiché maintenant.',
  signatureRequired: 'Votre signature est obligatoire (image PNG) : signez dans le cadre avant de valider.',
  sheetAlreadySigned: "Cette feuille d'émargement est déjà signée par l'intervenant : elle ne prend plus de signature.",
  notOnSheet: "Vous n'êtes pas inscrit à cette séance : elle ne figure pas sur votre planning.",
  alreadySigned: 'Vous avez déjà signé cette séance.',
  signingNotOpen: (date: string, hour: string) => `La signature de cette séance ouvre le ${date} à ${hour}.`,
  signingClosed: 'Cette séance est terminée : elle ne se signe plus par le code de la salle.',
  selfSignClosed: "Cette feuille d'émargement est signée : la signature par les stagiaires est close.",
  personalLinkSubject: (title: string) => `Signez votre présence : ${title}`,
  personalLinkText: (firstname: string, title: string, date: string, start: string, end: string, link: string) =>
    `Bonjour ${firstname},\n\nPour signer votre présence à la séance « ${title} » du ${date} (${start}–${end}), ouvrez ce lien `
    + `personnel pendant la séance et connectez-vous avec votre compte de stagiaire :\n${link}\n\nCe lien n'est valable que pour vous `
    + `et pendant la séance. Ne le transmettez pas.`,
};

/** Pedagogy: referentials, sequences, evaluations, copies. */
export const pedagogie = {
  referentielUnknown: access.notAccessible('Ce référentiel'),
  centreUnknown: access.notAccessible('Ce centre'),
  referentielOwnedByCentre: "Ce référentiel appartient au centre : seul un utilisateur du centre peut le modifier. Copiez-le pour l'adapter à votre antenne.",
  groupOtherAntenne: 'Ce groupe de séquences appartient à une autre antenne que la séquence.',
  referentielNotForAntenne: "Ce référentiel n'est pas accessible à l'antenne de la séquence.",
  sequenceRequired: 'La séquence à modifier est obligatoire (id).',
  sequenceContentRequired: 'Le contenu de la séquence (sequences_content) est obligatoire, même vide.',
  renameRequired: 'Le référentiel à renommer est obligatoire (id).',
  titleRequired: "L'intitulé du référentiel est obligatoire.",
  titleTooLong: "L'intitulé ne doit pas dépasser 255 caractères.",
  referentielLocked: "Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'intitulé.",
  evaluationRequired: "L'évaluation est obligatoire (id).",
  evaluationWithoutSequence: "Cette évaluation n'est liée à aucune séquence : son contenu ne peut pas être créé.",
  copyTitleEmpty: "L'intitulé de la copie ne doit pas être vide.",
  copySourceRequired: 'Le référentiel à copier est obligatoire (id).',
  notActionReferentiel: "Ce référentiel n'est pas un référentiel d'action.",
  actionWithoutReferentiel: "Cette action de formation n'a pas de référentiel actif à copier.",
  actionCopySourceRequired: "L'action de formation (action) ou le référentiel d'action (id) à copier est obligatoire.",
  contentNotList: 'Le contenu de la séquence doit être une liste de nœuds (unités, compétences, descripteurs).',
  nodeNotObject: 'Chaque nœud du contenu doit être un objet JSON.',
  nodeTarget: (type: string, label: string, prop: string) => `Un nœud de type ${type} doit désigner son élément « ${label} » (${prop}).`,
  nodeOutsideReferentiel: "Ce nœud n'appartient pas au référentiel de la séquence.",
  nodeTwice: 'Ce nœud figure deux fois dans le contenu de la séquence.',
  referentielLockedTree: "Ce référentiel est verrouillé : déverrouillez-le avant d'en modifier l'arborescence.",
  referentielLockedFields: 'Ce référentiel est verrouillé : il ne peut être que déverrouillé (Modifiable).',
  nodeKind: 'Le type de nœud doit être UNIT (unité), SKILL (compétence) ou DESCRIPTOR (descripteur).',
  nodeInUse: 'Ce nœud est utilisé par une séquence ou une évaluation : il ne peut pas être supprimé.',
  reorderIds: "La liste des nœuds à ordonner (ids) est obligatoire, sans doublon.",
  reorderSameParent: "Les nœuds à ordonner doivent tous exister et avoir le même parent dans le même référentiel.",
  gridSequenceRequired: 'La séquence évaluée est obligatoire.',
  gridRowsRequired: 'La grille doit compter au moins un stagiaire (rows).',
  gridRowNotObject: 'Chaque ligne de la grille doit être un objet { etudiant, absent, commentaire, scores }.',
  gridTraineeTwice: 'Ce stagiaire figure deux fois dans la grille.',
  gridTraineeOtherAntenne: (name: string) => `Le stagiaire ${name} n'appartient pas à l'antenne de la séquence : il ne peut pas être évalué sur celle-ci.`,
  gridScore: 'Chaque note doit être un entier de 0 à 3, ou vide.',
  gridSkillOutside: (id: string) => `La compétence ${id} ne fait pas partie de la séquence évaluée.`,
  gridSequenceEmpty: "Cette séquence ne contient aucune compétence à évaluer.",
};

/** Groups, delegates and the trainee lists of their bodies. */
export const groupes = {
  traineeUnknown: (value: unknown) => access.notAccessible(`Le stagiaire ${String(value)}`),
  groupUnknown: (value: unknown) => access.notAccessible(`Le groupe ${String(value)}`),
  traineeList: "Cette valeur doit être une liste d'IRI de stagiaires (/api/etudiants/<id>).",
  traineeIri: "Cette valeur doit être l'IRI d'un stagiaire (/api/etudiants/<id>).",
  delegateList: 'Cette valeur doit être une liste de délégués (IRI de stagiaires ou objets { etudiant, is_suppleant, date_election }).',
  delegatesRequired: 'La liste des délégués est obligatoire (une liste vide retire tous les délégués).',
  delegateOtherAntenne: (name: string) => `Le stagiaire ${name} n'appartient pas à l'antenne de la session.`,
  delegateNotInscribed: (name: string) => `Le stagiaire ${name} n'est pas inscrit à cette session : seul un stagiaire de la session peut en être délégué.`,
  delegateDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être délégué.`,
  memberOtherAntenne: (name: string) => `Le stagiaire ${name} n'appartient pas à l'antenne du groupe : seul un stagiaire de la même antenne peut y être ajouté.`,
  memberDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être ajouté au groupe.`,
  membersRequired: 'La liste des stagiaires du groupe est obligatoire (une liste vide retire tous les stagiaires).',
  targetRequired: 'Le groupe de destination est obligatoire.',
  targetSame: "Le groupe de destination doit être différent du groupe d'origine.",
  targetInactive: (name: string) => `Le groupe « ${name} » n'est pas actif : seul un groupe actif peut recevoir des stagiaires.`,
  targetOtherAntenne: "Le groupe de destination doit appartenir à la même antenne que le groupe d'origine.",
  sourceEmpty: "Le groupe d'origine n'a aucun stagiaire à transférer.",
  chooseTrainee: 'Choisissez au moins un stagiaire à transférer.',
  notMember: (value: unknown) => `Le stagiaire ${String(value)} n'est pas membre du groupe d'origine.`,
};

/** Providers: their collections, agreements and photo. */
export const prestataires = {
  otherAntenne: "Vous ne pouvez pas modifier un prestataire d'une autre antenne que la vôtre.",
  notOfProvider: (label: string) => `Cet élément « ${label} » n'existe pas ou n'appartient pas à ce prestataire.`,
  collectionName: (names: string[]) => `Cette valeur doit être l'une des collections du prestataire : ${names.join(', ')}.`,
  agreementList: 'Cette valeur doit être une liste de conventions (IRI /api/antenne_conventions/<id>).',
  photoMultipart: 'La photo se dépose par un envoi « multipart/form-data » (champ « photo »).',
  photoTooLarge: (size: string) => `La photo dépasse la taille maximale autorisée (${size}).`,
  multipartMalformed: "L'envoi multipart est mal formé.",
  noPhoto: 'Aucune photo reçue : joignez-la dans le champ « photo ».',
  photoType: 'La photo doit être une image JPEG, PNG ou WebP.',
  notImage: (name: string, ext: string) => `Le contenu du fichier « ${name} » n'est pas une image ${ext}.`,
};

/** Agreements (conventions). */
export const conventions = {
  otherAntenneTrainees: "Vous ne pouvez pas modifier les stagiaires d'une autre antenne que la vôtre.",
  noTrainee: 'Pas de stagiaire dans cette session.',
  traineesRequired: 'La liste des stagiaires de la convention est obligatoire (une liste vide retire tous les stagiaires).',
  traineeOtherAntenne: (name: string) => `Le stagiaire ${name} n'appartient pas à l'antenne de la convention : seul un stagiaire de la même antenne peut y être rattaché.`,
  traineeDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être rattaché à la convention.`,
  traineesLinked: (n: number) => `${n} stagiaire${n > 1 ? 's' : ''} rattaché${n > 1 ? 's' : ''} à la convention.`,
  assistantConvention: 'La convention à créer est obligatoire (un objet « convention »).',
  assistantList: (what: string) => `La liste des ${what} doit être une liste d'objets.`,
  feeTypeNotOffered: (label: string) => `Le type de frais « ${label} » n'est pas proposé à votre centre.`,
};

/** Dashboards, statistics and billing. */
export const dashboards = {
  antenneParam: "Le paramètre « antenne » doit être l'identifiant ou l'IRI d'une antenne, ou « Toutes ».",
  ownAntenneOnly: 'Vous ne pouvez consulter que les données de votre antenne.',
  antenneUnknown: "L'antenne demandée n'existe pas.",
  badYear: (year: unknown) => `L'année « ${String(year)} » n'est pas acceptée.`,
  paidParam: 'Le paramètre « paye » doit valoir true ou false.',
  /** Labels of the counts that fall outside a reference list. */
  notSet: 'Non renseigné',
  noDiploma: 'Sans diplôme renseigné',
  /** Labels of the statistics' months (par_mois). */
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** Assessments and ACA (attestations de compétences acquises). */
export const bilans = {
  acaArchived: 'Une ACA archivée ne peut pas être finalisée.',
  acaAlreadyFinal: 'Cette ACA est déjà finalisée.',
  /** The conditions of an ACA, as the eligibility answer lists them. */
  acaIsTrainee: "Le dossier est celui d'un stagiaire",
  acaNotArchived: "Le stagiaire n'est pas archivé",
  acaEntered: "La date d'entrée en formation est passée",
  acaHasBilan: 'Au moins un bilan de parcours actif',
};

/** Companies and the public company registry. */
export const entreprises = {
  registryNotFound: "L'entreprise n'a pas été trouvée.",
  registryMoved: "Une erreur s'est produite lors de la connexion.",
  registryUnavailable: 'Le service est indisponible.',
  registryOther: "Une erreur est survenue lors de la connexion à l'API.",
  registryNotConfigured: "Aucun annuaire des entreprises n'est configuré : saisissez l'entreprise à la main.",
  opcoMissing: "Aucun OPCO n'est indiqué pour ce contrat ni pour son entreprise : renseignez-le avant le dépôt.",
  opcoNotConfigured: (opco: string) => `Aucun point de dépôt n'est configuré pour ${opco} : le dossier reste prêt à être envoyé.`,
  opcoUnreachable: (opco: string) => `${opco} ne répond pas : le dossier reste prêt à être envoyé.`,
  opcoRefused: (opco: string, status: number) => `${opco} a refusé le dépôt (réponse ${status}) : le dossier reste prêt à être envoyé.`,
  opcoDeposited: (opco: string) => `Dossier déposé auprès de ${opco}.`,
  opcoAlreadyDeposited: "Ce dossier est déjà déposé auprès de l'OPCO.",
  cerfaStep: "L'étape du cerfa est un entier de 0 (l'employeur) à 3 (le contrat et la formation).",
  cerfaValues: 'Les valeurs du cerfa doivent être un objet (employeur, apprenti, maitres, contrat, formation).',
  cerfaPreviousStep: "L'étape précédente du cerfa doit d'abord être validée.",
  cerfaStatut: 'Le statut du cerfa est un entier de 2 à 4 (envoi à l\u2019entreprise, validation des données entreprise, vérification des signatures).',
  cerfaStatutOrder: (wanted: string, needed: string) => `« ${wanted} » demande d'abord « ${needed} ».`,
  siret: 'Le SIRET doit comporter 14 chiffres.',
  siretTaken: (name: string) => `Une entreprise active porte déjà ce SIRET : « ${name} ». Ouvrez sa fiche plutôt que d'en créer une seconde.`,
  siren: 'Le SIREN doit comporter 9 chiffres.',
  siretOrSiren: "Indiquez le SIRET (14 chiffres) ou le SIREN (9 chiffres) de l'entreprise à rechercher.",
};

/** Training: diplomas, sessions, trainee lists. */
export const formation = {
  oneFilter: (keys: string[]) => `Un seul filtre clé=valeur est accepté en plus de « antenne » (reçus : ${keys.join(', ')}).`,
  unknownTraineeFilter: (key: string) => `Le filtre « ${key} » n'existe pas pour les stagiaires.`,
  unknownInterviewType: (type: unknown) => `Le type d'entretien « ${String(type)} » n'existe pas.`,
};

/** Apprenticeship contracts (groupes/contractRoutes.ts). */
export const contrats = {
  ruptureBeforeStart: "La date de rupture ne peut pas être antérieure à la date de début d'exécution du contrat.",
  ruptureAfterEnd: 'La date de rupture ne peut pas être postérieure à la date de fin du contrat.',
};

/** Alert settings of a user (notifications/alertRoutes.ts). */
export const alertes = {
  alertIri: "Cette valeur doit être l'IRI d'une alerte.",
  alertState: 'Cette valeur doit être 0 (active) ou 1 (masquée).',
  alertUnknown: access.notAccessible("L'élément « Alerte »"),
  alertType: "Cette valeur doit être un type d'alerte de la liste.",
  ownParamsOnly: "Vous ne pouvez régler que vos propres alertes.",
  /** Titles of the alerts the server raises (notifications/alertGeneration.ts), the record's names following. */
  documentExpiring: 'Document « ',
  documentOf: ' » expirant bientôt : ',
  providerDocumentOf: ' » du prestataire expirant bientôt : ',
  contractEnding: 'Contrat arrivant à échéance : ',
  absences: (n: number) => `Au moins ${n} absences injustifiées en 30 jours : `,
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
  traineeRoleAlone: "Rôles : le rôle Stagiaire ne se combine avec aucun autre : un compte de stagiaire n'accède qu'à son espace.",
  traineeNeedsEtudiant: 'Stagiaire (compte du stagiaire) : un compte de stagiaire doit être relié au stagiaire dont il lit le planning et les présences.',
  etudiantOnlyForTrainee: 'Stagiaire (compte du stagiaire) : seul un compte au rôle Stagiaire est relié à un stagiaire.',
};

/** Files: uploads and downloads. */
export const files = {
  multipartTruncated: "Le formulaire envoyé est incomplet (envoi interrompu ou mal formé) : renvoyez le fichier.",
  typeRefused: (allowed: string) => `Ce type de fichier n'est pas accepté. Types acceptés : ${allowed}.`,
  tooLargeMax: (size: string) => `Le fichier dépasse la taille maximale autorisée (${size}).`,
  notEditable: 'Un fichier déposé ne se modifie pas : déposez un nouveau fichier puis supprimez l’ancien.',
  contentMismatch: (name: string) => `Le fichier « ${name} » est vide ou son contenu ne correspond pas à son extension.`,
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
  badFilter: (value: string, param: string, hint?: string) => `La valeur « ${value} » du filtre « ${param} » n'est pas valide${hint ? ` (${hint})` : ''}.`,
  badOrder: (name: string) => `Le tri sur « ${name} » n'est pas possible.`,
  badOrderDirection: (value: string) => `Le sens de tri « ${value} » n'est pas valide (asc ou desc).`,
  unknownProperty: (name: string, many: string) => `La propriété « ${name} » n'existe pas pour ${many}.`,
  relationIri: (label: string, resource: string) => `Cette valeur doit être l'IRI d'un élément « ${label} » (/api/${resource}/<id>).`,
  unique: 'Cette valeur est déjà utilisée.',
  stillReferenced: "Cet élément est utilisé par d'autres données et ne peut pas être supprimé.",
  antenneFixed: (label: string) => `Un élément « ${label} » ne peut pas être rattaché à un élément d'une autre antenne ou du centre : son antenne est fixée à sa création.`,
  antenneImmutable: (label: string) => `L'antenne d'un élément « ${label} » ne peut pas être modifiée après sa création : copiez-le pour une autre antenne.`,
  patchType: (type: string) => `Le type de contenu « ${type} » n'est pas accepté pour PATCH : utilisez « application/merge-patch+json ».`,
  relationOtherAntenne: (label: string, value: unknown) => `L'élément « ${label} » ${String(value)} appartient à une autre antenne : seul un élément de la même antenne peut y être rattaché.`,
};

/** Client settings: reference values the user's client profile does not offer (clients/*.json). */
export const settings = {
  /** label: the reference value's French label (« Accompagnement santé social »); field: the field's label. */
  notOffered: (label: string, field: string) => `« ${label} » (${field}) n'est pas proposé pour votre centre : choisissez une valeur de la liste de votre profil client.`,
};

/** Exports of a collection (CSV, Excel): the view whose resource file names the columns. */
export const exportFile = {
  unknownView: (view: string, many: string) => `La vue « ${view} » n'existe pas pour ${many} : aucun fichier de ressource ne la décrit.`,
  noXlsx: (many: string) => `L'export Excel n'est pas proposé pour ${many} : le fichier de ressource de la vue ne le demande pas (« export.xlsx »).`,
};

/** Registration requests and the trainee record. */
export const inscriptions = {
  alreadyAccepted: (candidate: string) => `Cette demande d'inscription est déjà acceptée : la candidature ${candidate} a été créée, aucune autre ne l'est.`,
  alreadyRefused: "Cette demande d'inscription est déjà refusée.",
  acceptedNotRefused: "Une demande acceptée ne peut plus être refusée : la candidature existe. Archivez la candidature si besoin.",
  acceptByCall: "Pour accepter une demande, utilisez « Accepter » (POST /api/external_registration_contacts/{id}/accepter) : la candidature est créée avec ses pièces jointes.",
  candidateFixed: "La candidature d'une demande est posée par « Accepter » ; elle ne se modifie pas.",
  refusalReasonRequired: 'Choisissez le motif du refus.',
  refusalReasonUnknown: "Ce motif de refus n'existe pas : choisissez-en un de la liste.",
  notACandidate: (name: string) => `${name} est déjà stagiaire : seule une candidature s'inscrit.`,
  candidateInactive: (name: string) => `La candidature de ${name} est sortie, archivée ou supprimée : elle ne peut pas être inscrite.`,
  groupRequired: "Choisissez le groupe du stagiaire : sans groupe, il n'apparaît ni au planning ni sur les feuilles d'émargement.",
  sessionRequired: "Choisissez la session du stagiaire : sans session, il n'apparaît ni au planning ni sur les feuilles d'émargement.",
  groupUnknown: "Ce groupe n'existe pas ou n'est pas accessible.",
  sessionUnknown: "Cette session n'existe pas ou n'est pas accessible.",
  placement: {
    groupOtherAntenne: "Ce groupe appartient à une autre antenne que le stagiaire : choisissez un groupe de son antenne.",
    groupArchived: 'Ce groupe est archivé : choisissez un groupe actif.',
    sessionArchived: 'Cette session est archivée : choisissez une session active.',
    sessionOtherDiploma: "Cette session n'est pas une session de la formation souhaitée du stagiaire.",
    sessionNotGroups: "Ce groupe suit une autre session : choisissez la session du groupe.",
  },
  noPlacement: {
    noGroup: "Aucun groupe actif de l'antenne ne suit une session de cette formation : créez-en un ci-dessous, ou dans Stagiaires › Gestion des groupes.",
    noSession: "Aucune session active pour la formation de la candidature : créez d'abord une session de diplôme.",
  },
  entryDate: "La date d'entrée doit être une date (AAAA-MM-JJ).",
};

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
  endedSession: 'Session en antenne : cette session est terminée à la date du changement, choisissez une session en cours ou à venir.',
  plannedExitBeforeEntry: (entry: string) => `Date de sortie prévue : elle ne peut pas être antérieure à la date d'entrée (${entry}).`,
  absenceBeforeEntry: (entry: string) => `Date de début : l'absence ne peut pas précéder l'entrée en formation du stagiaire (${entry}).`,
  switchBeforeEntry: (entry: string) => `La date du changement de parcours doit être postérieure à la date d'entrée (${entry}).`,
  sessionNeeded: "Cette valeur doit être l'identifiant ou l'IRI d'une session en antenne (/api/antenne_diplome_sessions/<id>).",
  archivedSession: 'Cette session est archivée ou supprimée : choisissez une session active.',
  sameSession: 'Le stagiaire suit déjà cette session : choisissez une autre session.',
  antenneLocked: "Votre centre ne permet pas de changer d'antenne lors d'un changement de parcours : choisissez une session de l'antenne du stagiaire.",
  fullSession: (places: number) => `Cette session est complète (${places} place(s), toutes occupées) : choisissez une autre session.`,
  alreadyBroken: 'Ce contrat est déjà rompu.',
  contractOfOther: "Ce contrat n'appartient pas à ce stagiaire.",
};

/** Sites, closings, catalogue, sessions and their details, planning resources. */
export const planification = {
  closingOverlap: (label: string, from: string, to: string) =>
    `Cette période chevauche la fermeture « ${label} » (du ${from} au ${to}) : deux périodes de fermeture d'une antenne ne peuvent pas se chevaucher.`,
  tableView: "Indiquez une seule vue du tableau : le paramètre « antenne », « diplome » ou « action ».",
  detailList: 'Cette valeur doit être une liste d’éléments (objets JSON).',
  /** A line of a session detail's list named in its violation: « Étape 2 — Fin : … ». */
  detailLine: (list: 'stages' | 'parcours' | 'evaluations', n: number, message: string) =>
    `${{ stages: 'Étape', parcours: 'Parcours', evaluations: 'Évaluation' }[list]} ${n} — ${message}`,
};

/** Post-training follow-up, surveys and the public form, GED, generated documents, RGPD, profile. */
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
  surveyClosed: "Cette enquête est archivée : elle ne peut plus être envoyée.",
  mailSubject: (name: string) => `Votre avis nous intéresse : ${name}`,
  mailText: (firstname: string, name: string, link: string) =>
    `Bonjour ${firstname},\n\nVotre centre de formation vous invite à répondre à l'enquête « ${name} ».\n` +
    `Ce lien vous est personnel et ne sert qu'une fois :\n${link}\n\nMerci de votre participation.`,
  surveyArchivedAnswer: "Cette enquête est close : elle n'accepte plus de réponse.",
  reasonUnknown: 'Cette raison de sortie ne fait pas partie des choix possibles.',
  traineeNotLeft: "Ce stagiaire n'a pas de date de sortie : ses suivis post-formation ne peuvent pas être planifiés.",
  csvHeader: ['Question', 'Réponse', 'Nombre'],
  rgpd: {
    kept: {
      etudiant_contrats: "Contrats d'apprentissage et de professionnalisation : conservés 5 ans après leur fin pour les contrôles des financeurs (OPCO) et de l'inspection du travail.",
      etudiant_document_factures: 'Factures : pièces comptables conservées 10 ans (Code de commerce, art. L. 123-22).',
      etudiant_absences: "Absences : preuves d'assiduité conservées pour les contrôles des financeurs et l'audit Qualiopi.",
      etudiant_pointages: "Pointage : preuve d'assiduité conservée pour les contrôles des financeurs et l'audit Qualiopi.",
      scheduler_event_emargement_etudiants: "Émargements : preuves de présence conservées pour les contrôles des financeurs et l'audit Qualiopi.",
    } as Record<string, string>,
    identity: 'Fiche du stagiaire : conservée sous forme anonymisée (nom, coordonnées, date de naissance, '
      + 'numéro de sécurité sociale effacés) car les pièces conservées s’y rattachent ; '
      + 'son état devient « Supprimé », sans état du parcours.',
    alerts: 'Alertes à son sujet',
    notifications: 'Notifications à son nom',
    mails: "Mails envoyés ou en attente d'envoi (à son adresse ou à son nom)",
    files: 'Fichiers (pièces déposées et documents générés)',
    cerfa: 'Cerfa des contrats conservés',
    cerfaDetail: "Partie « apprenti » effacée (nom, prénom, sexe, date de naissance, nationalité, adresse, téléphone, courriel, scolarité, "
      + "reconnaissance de handicap) ; restent les clauses du contrat exigées pour les contrôles : employeur, maîtres d'apprentissage, "
      + 'type de contrat, dates, durée du travail, rémunération et formation visée.',
    fileNames: 'Noms des fichiers conservés',
    fileNamesDetail: 'Le nom du stagiaire est retiré du nom des fichiers conservés (remplacé par « document-<numéro> »).',
    anonymousName: 'ANONYMISÉ',
    anonymousFirstname: (id: number) => `Stagiaire n° ${id}`,
    alreadyErased: 'Les données de ce stagiaire ont déjà été effacées.',
  },
  ticket: {
    sent: 'Votre demande a bien été envoyée.',
    mailSubject: (id: number, subject: string) => `[Ticket n° ${id}] ${subject}`,
    mailText: (author: string, module: string, type: string, message: string, attachment: string | undefined) =>
      `Nouvelle demande d'assistance de ${author}\nModule : ${module}\nType : ${type}\n\n${message}\n\n` +
      (attachment ? `Pièce jointe : ${attachment} (jointe à ce courriel).` : 'Sans pièce jointe.'),
  },
  google: {
    notConfigured: "La connexion à Google n'est pas configurée sur ce serveur (identifiant client, secret et adresse de retour). Contactez votre administrateur.",
  },
  references: {
    contractUnknown: "Ce contrat n'existe pas ou n'est pas accessible.",
    contractNotRunning: "Ce contrat n'est pas en cours à cette date (pas commencé, terminé ou rompu) : l'évaluation ne peut pas être enregistrée.",
    dateInvalid: "Indiquez la date de l'évaluation (AAAA-MM-JJ), au plus tard aujourd'hui.",
    evaluatorRequired: 'Indiquez le nom du tuteur qui évalue (255 caractères au plus).',
    commentTooLong: 'Le commentaire dépasse 5 000 caractères.',
    services: {
      mail: { name: 'Messagerie (envoi des e-mails)', on: 'Les e-mails partent par le serveur SMTP configuré.', off: "Aucun serveur SMTP n'est configuré (SMTP_URL) : les e-mails sont seulement enregistrés dans la boîte d'envoi du serveur, personne ne les reçoit." },
      franceCompetences: { name: 'France compétences (répertoires RNCP et RS)', on: 'La recherche des fiches RNCP et RS auprès de France compétences est disponible.', off: "La recherche auprès de France compétences n'est pas configurée sur ce serveur (FRANCE_COMPETENCES_API_KEY) : seuls les codes RNCP enregistrés sur nos diplômes sont affichés." },
      ficheMetier: { name: 'Fiches métiers ROME (France Travail)', on: 'La consultation des fiches métiers ROME de France Travail est disponible.', off: "La consultation des fiches métiers ROME de France Travail n'est pas configurée sur ce serveur (FRANCE_TRAVAIL_CLIENT_ID et FRANCE_TRAVAIL_CLIENT_SECRET) : seules nos données sont affichées." },
      google: { name: 'Google (Forms et Drive)', on: 'La connexion à Google Forms et Google Drive est disponible.', off: "La connexion à Google n'est pas configurée sur ce serveur (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET et GOOGLE_REDIRECT_URI)." },
    },
    criterion: {
      missing: 'Notez ce critère de 1 (insuffisant) à 4 (très bien).',
      range: 'La note doit être un entier de 1 (insuffisant) à 4 (très bien).',
      unknown: "Ce critère ne fait pas partie de la grille d'évaluation.",
    } as Record<string, string>,
  },
  profile: {
    nameRequired: 'Ce champ est obligatoire (100 caractères au plus).',
    emailInvalid: "Cette valeur n'est pas une adresse e-mail valide.",
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    currentNeeded: 'Saisissez votre mot de passe actuel pour changer votre adresse e-mail ou votre mot de passe.',
    currentWrong: 'Le mot de passe actuel est incorrect.',
    unknownField: (name: string) => `Le champ « ${name} » ne peut pas être modifié depuis votre profil.`,
  },
};

/** Configuration stored in the database: resource files and client profiles edited in the admin. */
export const configuration = {
  /** The author shown for the versions seeded from the shipped files. */
  shippedAuthor: 'Fichiers livrés',
  configurationRefused:
    'Seuls le support de la plateforme et les superviseurs des centres ont accès à la configuration (fichiers de ressources et profils clients).',
  otherCentreFile: (path: string) =>
    `Le fichier « ${path} » ne concerne pas votre centre : un superviseur ne consulte et ne modifie que le profil client de son ` +
    'centre. Les fichiers de ressources et les profils des autres centres sont gérés par le support de la plateforme.',
  platformCreates: "Seul le support de la plateforme crée le profil client d'un nouveau centre (« Nouveau client »).",
  platformRetires: 'Seul le support de la plateforme retire un fichier de configuration.',
  ownCentreFixed: (id: number) => `Le profil de votre centre reste celui du centre n° ${id} : « cfa.id » ne peut pas changer.`,
  breaksOthers: (files: string[]) =>
    `Refusé : d'autres fichiers publiés deviendraient invalides (${files.join(', ')}). Rien n'a été enregistré.`,
  brokenOther: (path: string, problem: string) => `${path} deviendrait invalide : ${problem}`,
  /** After the JSON path, as the checks say it. */
  textTooLong: (length: number, max: number) => `texte trop long (${length} caractères) : ${max} caractères au plus`,
  fileTooLarge: (length: number, max: number) => `Le fichier est trop volumineux (${length} caractères) : ${max} caractères au plus.`,
  routeTaken: (route: string, file: string) => `la route « ${route} » est déjà celle de ${file}`,
  alreadyRetired: (path: string) => `Le fichier « ${path} » est déjà retiré : rétablissez une de ses versions pour le remettre en service.`,
  retiredComment: 'Fichier retiré (historique conservé)',
  readFromFiles: "La configuration de ce serveur est lue depuis les fichiers (CONFIG_SOURCE=files) : elle ne peut pas être modifiée depuis l'administration. Modifiez les fichiers sur le serveur.",
  unknownKind: (kind: string) => `Le type de configuration « ${kind} » n'existe pas : « resources » (fichiers de ressources) ou « clients » (profils clients).`,
  unknownFile: (path: string) => `Le fichier de configuration « ${path} » n'existe pas.`,
  unknownVersion: (path: string, version: number) => `Le fichier « ${path} » n'a pas de version ${version}.`,
  badName: (name: string) => `Le nom « ${name} » n'est pas accepté : lettres minuscules sans accent, chiffres, « - » et « _ », terminé par « .json » (ex. nouveau-centre.json).`,
  contentRequired: 'Le contenu du fichier (« content ») est obligatoire : le texte JSON complet.',
  baseVersionRequired: "La version de départ (« baseVersion ») est obligatoire : la version du fichier que vous avez ouverte (0 pour un nouveau fichier).",
  versionRequired: 'La version à rétablir (« version ») est obligatoire : un entier.',
  commentTooLong: 'Le commentaire dépasse 500 caractères.',
  invalidJson: (line: number, column: number) => `Le contenu n'est pas un JSON valide : erreur ligne ${line}, colonne ${column}.`,
  emptyContent: "Le contenu n'est pas un JSON valide : il est vide.",
  changedSince: (author: string, at: string, version: number) =>
    `Ce fichier a été modifié par ${author} le ${at} (version ${version}) depuis que vous l'avez ouvert : rechargez-le avant d'enregistrer.`,
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

/** GED: folders and versioned documents of an antenne. */
export const ged = {
  moveIntoItself: 'Un dossier ne peut pas être déplacé dans lui-même ni dans un de ses sous-dossiers.',
  moveOtherAntenne: "Le dossier de destination appartient à une autre antenne ou au centre : un élément de la GED reste dans l'espace où il a été créé.",
  defaultFolderFixed: (name: string) => `Le dossier « ${name} » est proposé par la configuration de votre centre : il ne peut être ni déplacé ni supprimé.`,
  folderNotEmpty: (folders: number, documents: number) =>
    `Ce dossier n'est pas vide (${folders} sous-dossier${folders > 1 ? 's' : ''}, ${documents} document${documents > 1 ? 's' : ''}) : videz-le avant de le supprimer.`,
  target: 'Dossier de destination',
  moveWhat: 'Indiquez le document ou le dossier à déplacer (un seul à la fois).',
  versionFixed: "Une version ne change ni de document ni de fichier : déposez une nouvelle version.",
};

/** Documents generated from models for selected trainees. */
export const generation = {
  modelFileNotDocx: "Le fichier d'un modèle doit être un document Word (.docx) dont les variables s'écrivent entre accolades, par exemple {etudiant.nom}.",
  modelFileUnreadable: (detail: string) => `Le fichier du modèle ne peut pas être lu comme un modèle Word : ${detail}`,
  /** One mistake of a DOCX template, by docxtemplater's error id; `tag` is the tag or the text around it. */
  templateProblem: (id: string, tag: string) => ({
    unclosed_tag: `la balise « {${tag} » n'est pas fermée`,
    unopened_tag: `la balise « ${tag}} » n'est pas ouverte`,
    duplicate_open_tag: `une accolade ouvrante est en double dans « ${tag} »`,
    duplicate_close_tag: `une accolade fermante est en double dans « ${tag} »`,
    unclosed_loop: `la section « ${tag} » n'est pas fermée`,
    unopened_loop: `la section « ${tag} » n'est pas ouverte`,
    closing_tag_does_not_match_opening_tag: `la section « ${tag} » n'est pas fermée par la bonne balise`,
    raw_xml_tag_should_be_only_text_in_paragraph: `la balise « {@${tag}} » insère du XML brut : écrivez la variable sans @, par exemple {etudiant.nom}`,
  } as Record<string, string>)[id] ?? `la balise « ${tag} » est incorrecte`,
  modelFileGone: "Le fichier de ce modèle n'est plus disponible : déposez-le à nouveau dans la fiche du modèle.",
  unknownVariables: (names: string[]) =>
    `${names.length > 1 ? 'Variables inconnues' : 'Variable inconnue'} dans le modèle : ${names.map((n) => `{${n}}`).join(', ')}. Utilisez les variables listées sous « Variables disponibles » (par exemple {etudiant.nom}).`,
  rawXmlTags: (tags: string[]) =>
    `Balise refusée dans le modèle : ${tags.map((t) => `{${t}}`).join(', ')} insère du XML brut dans le document. Écrivez la variable sans @, par exemple {etudiant.nom}.`,
  modelWithoutFile: "Ce modèle n'a pas de fichier : déposez son document Word (.docx) dans sa fiche avant de générer.",
  modelArchived: 'Ce modèle est archivé : désarchivez-le pour générer des documents.',
  modelUnreachable: "Ce modèle n'existe pas ou n'est pas accessible.",
  traineesNeeded: 'Sélectionnez au moins un stagiaire.',
  tooManyTrainees: (max: number) => `Une génération porte sur ${max} stagiaires au plus : sélectionnez-en moins.`,
  traineeUnreachable: "Ce stagiaire n'existe pas ou n'est pas de votre antenne : aucun document n'a été généré.",
  formatUnknown: "Ce format n'est pas proposé : choisissez « pdf » ou « docx ».",
  documentsNotList: "« documents » doit être une liste de modèles (IRI /api/modeles/<id>).",
  jobUnknown: "Cette génération n'existe pas, n'est plus conservée (une heure après sa fin) ou a été lancée par un autre utilisateur.",
  jobRunning: "La génération n'est pas terminée : le ZIP sera disponible à la fin.",
  traineeGone: "Ce stagiaire n'existe plus.",
  pdfCharacter: (ch: string) => `Le PDF ne sait pas écrire le caractère « ${ch} » (absent de la police DejaVu Sans) : générez ce document au format DOCX.`,
  failed: "Le document n'a pas pu être généré (erreur du serveur, détail dans son journal).",
};

/** Operations: start-up, readiness, the embedded database's folder, log lines about mail. */
export const ops = {
  dataDirInUse: (dir: string, pid: number, host: string, since: string) =>
    `Le dossier de données ${dir} est déjà utilisé par un autre processus Futurosud (pid ${pid} sur l'hôte ${host}, ` +
    `démarré le ${since}). La base embarquée PGlite n'accepte qu'un processus : arrêtez l'autre, ou utilisez ` +
    'DATABASE_URL (PostgreSQL) pour faire tourner plusieurs instances.',
  dataDirLockUnreadable: (file: string) =>
    `Le fichier de verrou ${file} est illisible : vérifiez qu'aucun autre processus n'utilise ce dossier, puis supprimez-le.`,
  notReady: 'Le service n\'est pas prêt : base de données injoignable ou migrations non appliquées.',
  mailQueued: (id: number) => `Courriel n° ${id} en boîte d'envoi (table mail_outbox ; MAIL_DIR pour l'écrire en fichier).`,
  mailSent: (id: number) => `Courriel n° ${id} envoyé.`,
  mailFailed: (id: number, reason: string) => `Échec de l'envoi du courriel n° ${id} : ${reason}`,
  mailFileFailed: (dir: string, reason: string) => `Courriel non écrit dans ${dir} : ${reason}`,
  stopping: (signal: string) => `Arrêt demandé (${signal}) : fin des requêtes en cours, puis fermeture de la base.`,
  stopTimeout: (seconds: number) => `Arrêt forcé : des requêtes étaient encore en cours après ${seconds} s.`,
};
