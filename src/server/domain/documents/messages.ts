// French messages of the documents generated from models domain: every sentence its routes and hooks answer with. The
// server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from
// one `msg`.
export * from '../../http/messages.ts';

/** Documents generated from models for selected trainees. */
export const generation = {
  modelFileNotDocx:
    "Le fichier d'un modèle doit être un document Word (.docx) dont les variables s'écrivent entre accolades, par " +
    'exemple {etudiant.nom}.',
  modelFileUnreadable: (detail: string) => `Le fichier du modèle ne peut pas être lu comme un modèle Word : ${detail}`,
  /** One mistake of a DOCX template, by docxtemplater's error id; `tag` is the tag or the text around it. */
  templateProblem: (id: string, tag: string) =>
    (
      ({
        unclosed_tag: `la balise « {${tag} » n'est pas fermée`,
        unopened_tag: `la balise « ${tag}} » n'est pas ouverte`,
        duplicate_open_tag: `une accolade ouvrante est en double dans « ${tag} »`,
        duplicate_close_tag: `une accolade fermante est en double dans « ${tag} »`,
        unclosed_loop: `la section « ${tag} » n'est pas fermée`,
        unopened_loop: `la section « ${tag} » n'est pas ouverte`,
        closing_tag_does_not_match_opening_tag: `la section « ${tag} » n'est pas fermée par la bonne balise`,
        raw_xml_tag_should_be_only_text_in_paragraph:
          `la balise « {@${tag}} » insère du XML brut : ` + 'écrivez la variable sans @, par exemple {etudiant.nom}',
      }) as Record<string, string>
    )[id] ?? `la balise « ${tag} » est incorrecte`,
  modelFileGone: "Le fichier de ce modèle n'est plus disponible : déposez-le à nouveau dans la fiche du modèle.",
  unknownVariables: (names: string[]) =>
    `${
      names.length > 1 ? 'Variables inconnues' : 'Variable inconnue'
    } dans le modèle : ${names.map((n) => `{${n}}`).join(', ')}. ` +
    'Utilisez les variables listées sous « Variables disponibles » (par exemple {etudiant.nom}).',
  rawXmlTags: (tags: string[]) =>
    `Balise refusée dans le modèle : ${tags.map((t) => `{${t}}`).join(', ')} insère du XML brut dans le document. ` +
    'Écrivez la variable sans @, par exemple {etudiant.nom}.',
  modelWithoutFile: "Ce modèle n'a pas de fichier : déposez son document Word (.docx) dans sa fiche avant de générer.",
  modelArchived: 'Ce modèle est archivé : désarchivez-le pour générer des documents.',
  modelUnreachable: "Ce modèle n'existe pas ou n'est pas accessible.",
  traineesNeeded: 'Sélectionnez au moins un stagiaire.',
  tooManyTrainees: (max: number) => `Une génération porte sur ${max} stagiaires au plus : sélectionnez-en moins.`,
  traineeUnreachable: "Ce stagiaire n'existe pas ou n'est pas de votre antenne : aucun document n'a été généré.",
  formatUnknown: "Ce format n'est pas proposé : choisissez « pdf » ou « docx ».",
  documentsNotList: '« documents » doit être une liste de modèles (IRI /api/modeles/<id>).',
  jobUnknown:
    "Cette génération n'existe pas, n'est plus conservée (une heure après sa fin) ou a été lancée par un autre " +
    'utilisateur.',
  jobRunning: "La génération n'est pas terminée : le ZIP sera disponible à la fin.",
  traineeGone: "Ce stagiaire n'existe plus.",
  pdfCharacter: (ch: string) =>
    `Le PDF ne sait pas écrire le caractère « ${ch} » (absent de la police DejaVu Sans) : générez ce document au ` +
    `format DOCX.`,
  libreOfficeMissing:
    "La génération en PDF demande LibreOffice, qui n'est pas installé sur ce serveur (paquet Debian " +
    'libreoffice-writer-nogui) : ' +
    "générez au format DOCX, ou demandez à l'administrateur du serveur de l'installer.",
  libreOfficeTimeout: (seconds: number) =>
    `LibreOffice n'a pas converti ce document en PDF dans le délai de ${seconds} secondes : relancez la génération, ` +
    `ou générez au format DOCX.`,
  libreOfficeFailed: (detail: string) =>
    `LibreOffice n'a pas pu convertir ce document en PDF (${detail}) : générez-le au format DOCX.`,
  libreOfficeUnreadable:
    "LibreOffice n'a pas su lire ce document pour le convertir en PDF : ouvrez le modèle dans Word pour le vérifier, " +
    'ou générez au format DOCX.',
  /** The job's notice when the declared fallback laid the PDFs out. */
  fallbackUsed:
    'PDF mis en page sans LibreOffice (absent de ce serveur, mise en page simple déclarée en secours) : ' +
    'seul le texte du modèle y figure, sans ses tableaux, images, en-têtes, pieds de page ni styles. Le format DOCX ' +
    'les garde.',
  failed: "Le document n'a pas pu être généré (erreur du serveur, détail dans son journal).",
  interrupted: (missing: number) =>
    `La génération a été interrompue (arrêt du serveur qui la menait) : ${missing} document(s) non généré(s). ` +
    'Relancez-la pour les stagiaires qui n’ont pas leur document.',
};

/** The trainee space's « Mes documents ». */
export const traineeDocuments = {
  unknown: "Ce document n'existe pas ou n'est pas le vôtre.",
  noFile: "Ce document n'a pas de fichier à télécharger : demandez-le à votre centre.",
};
