// French messages of the attendance (planning, sign-in sheets, absences, pointage, exits) domain: every sentence its
// routes and hooks answer with. The server's generic messages (access, request, crud…) are re-exported, so a file of
// the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';
export { parcours } from '../parcours/messages.ts';

/** Attendance: planning, sign-in sheets, absences, pointage, exits. */
export const attendance = {
  badMonth: (month: string) => `Le mois « ${month} » n'est pas valide : format AAAA-MM attendu.`,
  sheetExists: 'Cette séance a déjà une feuille d’émargement.',
  slotUnknown: 'Ce créneau n’est pas l’une de vos disponibilités.',
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
    `Bonjour ${firstname},\n\nPour signer votre présence à la séance « ${title} » du ${date} (${start}–${end}), ` +
    `ouvrez ce lien ` +
    `personnel pendant la séance et connectez-vous avec votre compte de stagiaire :\n${link}\n\nCe lien n'est ` +
    `valable que pour vous ` +
    `et pendant la séance. Ne le transmettez pas.`,
  /** The personal link as a text message: plain characters (no « »), the title cut so that the text fits one SMS
   * whenever the link allows it. */
  personalLinkSms: (title: string, date: string, start: string, end: string, link: string) =>
    `Signez "${title}" ${date} ${start}-${end} : ${link} (lien perso, valable pendant la seance)`,
  // A signed sheet and its corrections (sheetCorrection.ts, signedSheetHooks.ts).
  signedSheetLocked:
    "Cette feuille d'émargement est signée : elle ne se modifie que par une correction motivée d'un coordinateur.",
  correctionCoordinatorOnly:
    "Une feuille d'émargement signée ne peut être corrigée que par un coordinateur, un administrateur ou un " +
    'superviseur.',
  correctionReasonRequired:
    "Le motif de la correction est obligatoire : une feuille signée ne se corrige qu'en disant pourquoi.",
  correctionReasonTooLong: (max: number) => `Le motif de la correction ne doit pas dépasser ${max} caractères.`,
  // Absence justifications (justificationRoutes.ts).
  justificationFileRequired: 'Joignez votre justificatif (PDF ou photo) avant de l’envoyer.',
  justificationFileType: 'Le justificatif doit être un PDF ou une photo (JPEG, PNG).',
  justificationPending:
    'Un justificatif de cette absence est déjà en attente : le coordinateur doit d’abord l’examiner.',
  justificationAlreadyAccepted: 'Cette absence est déjà justifiée : son justificatif a été accepté.',
  justificationCoordinatorOnly:
    "Seul un coordinateur, un administrateur ou un superviseur accepte ou refuse un justificatif d'absence.",
  justificationDecision: 'La décision doit être « acceptee » ou « refusee ».',
  justificationRefusalReason:
    'Dites au stagiaire pourquoi son justificatif est refusé : le motif du refus est obligatoire.',
  justificationDecided: 'Ce justificatif a déjà été examiné.',
  justificationReason: "Le motif choisi n'est pas un motif d'absence justifiée.",
  // One-time codes by mail for a learner not signed in on its phone (otpRoutes.ts).
  otpEmail: 'Saisissez votre adresse de courriel.',
  otpSent: (minutes: number) =>
    `Si cette adresse est celle d'un stagiaire de la séance, un code à 6 chiffres vient d'y être envoyé (valable ` +
    `${minutes} minutes).`,
  /** The subject stays in the outbox in clear: it never carries the code (the text, sealed, does). */
  otpSubject: 'Votre code de signature',
  otpText: (firstname: string, code: string, title: string, date: string, minutes: number) =>
    `Bonjour ${firstname},\n\nVotre code pour signer la séance « ${title} » du ${date} : ${code}\n\nIl est valable ` +
    `${minutes} minutes et une seule fois. ` +
    `Si vous n'avez rien demandé, ignorez ce message.`,
  otpFormat: 'Le code reçu par courriel compte 6 chiffres.',
  otpWrong: (left: number) => `Ce code n'est pas le bon. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  otpTooMany: 'Trop d’essais avec ce code : demandez-en un nouveau.',
  otpExpired: 'Ce code a expiré ou a déjà servi : demandez-en un nouveau.',
};
