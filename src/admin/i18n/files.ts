// French texts of the file widgets (src/admin/widgets/files, a lazy chunk: forms, detail pages, list cells
// through widgets/files/lazy.tsx): kept out of fr.ts, which is in the start bundle. Placeholders: fill().
export const filesFr = {
  drop: 'Déposez un fichier ici ou cliquez pour le choisir',
  dropActive: 'Relâchez pour déposer le fichier',
  limits: 'Taille maximale : %{size}. Types acceptés : %{types}.',
  limitsLoading: 'Lecture des limites d’envoi…',
  uploading: 'Envoi de « %{name} » en cours…',
  replace: 'Remplacer',
  remove: 'Retirer',
  cancel: "Annuler l'envoi",
  download: 'Télécharger %{name}',
  open: 'Aperçu',
  close: "Fermer l'aperçu",
  previewOf: 'Aperçu de %{name}',
  loading: 'Chargement du fichier…',
  unavailable: "Le fichier n'a pas pu être chargé.",
  wrongType: "Le fichier « %{name} » n'est pas d'un type accepté. Types acceptés : %{types}.",
  tooLarge: 'Le fichier « %{name} » pèse %{size} : la taille maximale autorisée est %{max}.',
  empty: 'Le fichier « %{name} » est vide.',
  waitUpload: "Attendez la fin de l'envoi du fichier avant d'enregistrer.",
  uploadFailed: "L'envoi du fichier a échoué : vérifiez la connexion puis réessayez.",
  expired: 'Expiré depuis le %{date}',
  soon: 'Expire le %{date}',
  validUntil: "Valable jusqu'au %{date}",
  // Names of the accepted types (fileRules.ts typeLabel): by MIME type, `image` for any image.
  typeNames: {
    'application/pdf': 'PDF', image: 'Image', 'application/msword': 'Word', 'application/vnd.ms-excel': 'Excel',
    'text/csv': 'CSV', 'text/plain': 'Texte', wordprocessingml: 'Word', spreadsheetml: 'Excel', opendocument: 'OpenDocument',
  },
};
