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
