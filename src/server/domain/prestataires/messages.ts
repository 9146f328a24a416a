// French messages of the providers domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';

/** Providers: their collections, agreements and photo. */
export const prestataires = {
  otherAntenne: "Vous ne pouvez pas modifier un prestataire d'une autre antenne que la vôtre.",
  notOfProvider: (label: string) => `Cet élément « ${label} » n'existe pas ou n'appartient pas à ce prestataire.`,
  collectionName: (names: string[]) =>
    `Cette valeur doit être l'une des collections du prestataire : ${names.join(', ')}.`,
  agreementList: 'Cette valeur doit être une liste de conventions (IRI /api/antenne_conventions/<id>).',
  photoMultipart: 'La photo se dépose par un envoi « multipart/form-data » (champ « photo »).',
  photoTooLarge: (size: string) => `La photo dépasse la taille maximale autorisée (${size}).`,
  multipartMalformed: "L'envoi multipart est mal formé.",
  noPhoto: 'Aucune photo reçue : joignez-la dans le champ « photo ».',
  photoType: 'La photo doit être une image JPEG, PNG ou WebP.',
  notImage: (name: string, ext: string) => `Le contenu du fichier « ${name} » n'est pas une image ${ext}.`,
};

/** A trainer told of its own documents expired or expiring soon (trainerDocumentAlerts.ts). */
export const trainerDocuments = {
  /** The trainer's stored notification. */
  title: (name: string, date: string, expired: boolean) =>
    expired ? `Votre document « ${name} » a expiré le ${date}` : `Votre document « ${name} » expire le ${date}`,
  message: 'Déposez-en une version à jour auprès du centre ; vos documents sont dans votre espace, « Mes documents ».',
  /** The staff's alert (type 7, as the providers' documents). */
  staffTitle: (name: string, trainer: string, date: string, expired: boolean) =>
    `Document « ${name} » du formateur ${trainer} ${expired ? 'expiré le' : 'expirant le'} ${date}`,
  subject: 'Vos documents de formateur à renouveler',
  line: (name: string, date: string, expired: boolean) => `- ${name} : ${expired ? 'expiré le' : 'expire le'} ${date}`,
  text: (trainer: string, lines: string[]) =>
    `Bonjour ${trainer},\n\nLes documents suivants de votre dossier de formateur sont expirés ou expirent bientôt :\n` +
    `${lines.join('\n')}\n\nDéposez-en une version à jour auprès du centre de formation. Vous les retrouvez dans ` +
    `votre espace formateur, rubrique « Mes documents ».\n\nCe message est envoyé automatiquement, merci de ne pas y ` +
    'répondre.',
};
