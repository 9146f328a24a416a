// French messages of the apprenticeship (contracts, the tutor's evaluation, external services) domain: every sentence
// its routes and hooks answer with. The server's generic messages (access, request, crud…) are re-exported, so a file
// of the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';
export { entreprises } from '../entreprises/messages.ts';
export { parcours } from '../parcours/messages.ts';

/** Apprenticeship contracts (groupes/contractRoutes.ts). */
export const contrats = {
  ruptureBeforeStart: "La date de rupture ne peut pas être antérieure à la date de début d'exécution du contrat.",
  ruptureAfterEnd: 'La date de rupture ne peut pas être postérieure à la date de fin du contrat.',
};

/** References of the apprenticeship: the tutor's evaluation, the external services. */
export const references = {
  contractUnknown: "Ce contrat n'existe pas ou n'est pas accessible.",
  contractNotRunning:
    "Ce contrat n'est pas en cours à cette date (pas commencé, terminé ou rompu) : l'évaluation ne peut pas être " +
    'enregistrée.',
  dateInvalid: "Indiquez la date de l'évaluation (AAAA-MM-JJ), au plus tard aujourd'hui.",
  evaluatorRequired: 'Indiquez le nom du tuteur qui évalue (255 caractères au plus).',
  commentTooLong: 'Le commentaire dépasse 5 000 caractères.',
  services: {
    mail: {
      name: 'Messagerie (envoi des e-mails)',
      on: 'Les e-mails partent par le serveur SMTP configuré.',
      off:
        "Aucun serveur SMTP n'est configuré (SMTP_URL) : les e-mails sont seulement enregistrés dans la boîte " +
        "d'envoi du serveur, personne ne les reçoit.",
    },
    franceCompetences: {
      name: 'France compétences (répertoires RNCP et RS)',
      on: 'La recherche des fiches RNCP et RS auprès de France compétences est disponible.',
      off:
        "La recherche auprès de France compétences n'est pas configurée sur ce serveur " +
        '(FRANCE_COMPETENCES_API_KEY) : seuls les codes RNCP enregistrés sur nos diplômes sont affichés.',
    },
    ficheMetier: {
      name: 'Fiches métiers ROME (France Travail)',
      on: 'La consultation des fiches métiers ROME de France Travail est disponible.',
      off:
        "La consultation des fiches métiers ROME de France Travail n'est pas configurée sur ce serveur " +
        '(FRANCE_TRAVAIL_CLIENT_ID et FRANCE_TRAVAIL_CLIENT_SECRET) : seules nos données sont affichées.',
    },
    google: {
      name: 'Google (Forms et Drive)',
      on: 'La connexion à Google Forms et Google Drive est disponible.',
      off:
        "La connexion à Google n'est pas configurée sur ce serveur (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET et " +
        'GOOGLE_REDIRECT_URI).',
    },
  },
  criterion: {
    missing: 'Notez ce critère de 1 (insuffisant) à 4 (très bien).',
    range: 'La note doit être un entier de 1 (insuffisant) à 4 (très bien).',
    unknown: "Ce critère ne fait pas partie de la grille d'évaluation.",
  } as Record<string, string>,
};

/** The apprentice's booklet and the tutor's space (livret.ts, tutorRoutes.ts, livretRoutes.ts). */
export const livret = {
  /** The tutor asks for a contract's cerfa the centre has not filled yet. */
  noCerfa: 'Le centre n’a pas encore rempli le cerfa 10103 de ce contrat.',
  signedLocked:
    'Cette période est signée par le tuteur : le volet entreprise (dates, tâches, appréciation) ne peut plus être ' +
    'modifié.',
  alreadySigned: 'Cette période est déjà signée.',
  signatureMissing: 'Signature : signez dans le cadre avant de valider la période.',
  tasksMissing: 'Tâches réalisées en entreprise : indiquez au moins une tâche avant de signer la période.',
  appreciationMissing: 'Appréciation du tuteur : écrivez votre appréciation avant de signer la période.',
  competenceUnknown: (i: number) =>
    `Tâches réalisées en entreprise (ligne ${i + 1}) : cette compétence ne fait pas partie du référentiel du diplôme ` +
    `préparé.`,
  noContract:
    "Cet apprenti n'a pas de contrat en cours qui vous désigne comme tuteur : la période ne peut pas être créée.",
  periodUnknown: "Cette période du livret n'existe pas ou n'est pas accessible.",
  pdfTitle: (name: string) => `Livret d'apprentissage — ${name}`,
  pdfPeriod: (titre: string, from: string, to: string) => `${titre} (du ${from} au ${to})`,
  pdfCompany: 'Volet entreprise (tuteur)',
  pdfCfa: 'Volet du centre de formation (formateur)',
  pdfNothing: 'Rien de saisi.',
  pdfAppreciation: 'Appréciation du tuteur :',
  pdfWritten: (who: string, when: string) => `Saisi par ${who} le ${when}.`,
  pdfSigned: (who: string, when: string) => `Signée par ${who} le ${when}.`,
  pdfNotSigned: 'Non signée par le tuteur.',
  pdfOther: 'Compétence hors référentiel',
  periodTitle: 'Période',
};

/** The tutor told of its apprentice's absence at the CFA (tutorAbsenceMail.ts). */
export const tutorAbsence = {
  subject: (apprentice: string) => `Absence de votre apprenti ${apprentice} au centre de formation`,
  line: (from: string, to: string | null, start: string | null, end: string | null) =>
    `- ${to ? `du ${from} au ${to}` : `le ${from}`}${start && end ? ` de ${start} à ${end}` : ''}`,
  text: (tutor: string, apprentice: string, lines: string[]) =>
    `Bonjour ${tutor},\n\nLe centre de formation a enregistré aujourd'hui une absence de votre apprenti ` +
    `${apprentice} :\n${lines.join('\n')}\n\n` +
    `Vous retrouvez ses absences au centre dans votre espace tuteur, rubrique « Mes apprentis ».\n\nCe message est ` +
    `envoyé automatiquement, merci de ne pas y répondre.`,
};
