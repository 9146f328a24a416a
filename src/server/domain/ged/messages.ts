// French messages of the GED (folders and versioned documents) domain: every sentence its routes and hooks answer with.
// The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says
// from one `msg`.
export * from '../../http/messages.ts';

/** GED: folders and versioned documents of an antenne. */
export const ged = {
  moveIntoItself: 'Un dossier ne peut pas être déplacé dans lui-même ni dans un de ses sous-dossiers.',
  moveOtherAntenne:
    'Le dossier de destination appartient à une autre antenne ou au centre : un élément de la GED reste dans ' +
    "l'espace où il a été créé.",
  defaultFolderFixed: (name: string) =>
    `Le dossier « ${name} » est proposé par la configuration de votre centre : il ne peut être ni déplacé ni supprimé.`,
  folderNotEmpty: (folders: number, documents: number) =>
    `Ce dossier n'est pas vide (${folders} sous-dossier${folders > 1 ? 's' : ''}, ${documents} ` +
    `document${documents > 1 ? 's' : ''}) : videz-le avant de le supprimer.`,
  target: 'Dossier de destination',
  moveWhat: 'Indiquez le document ou le dossier à déplacer (un seul à la fois).',
  versionFixed: 'Une version ne change ni de document ni de fichier : déposez une nouvelle version.',
};
