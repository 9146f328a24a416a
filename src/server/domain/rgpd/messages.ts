// French messages of the RGPD domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';

/** RGPD: what an erasure keeps, and why (spec 003). */
export const rgpd = {
  kept: {
    etudiant_contrats:
      "Contrats d'apprentissage et de professionnalisation : conservés 5 ans après leur fin pour les contrôles des " +
      "financeurs (OPCO) et de l'inspection du travail.",
    etudiant_document_factures: 'Factures : pièces comptables conservées 10 ans (Code de commerce, art. L. 123-22).',
    etudiant_absences:
      "Absences : preuves d'assiduité conservées pour les contrôles des financeurs et l'audit Qualiopi.",
    etudiant_pointages:
      "Pointage : preuve d'assiduité conservée pour les contrôles des financeurs et l'audit Qualiopi.",
    scheduler_event_emargement_etudiants:
      "Émargements : preuves de présence conservées pour les contrôles des financeurs et l'audit Qualiopi.",
  } as Record<string, string>,
  identity:
    'Fiche du stagiaire : conservée sous forme anonymisée (nom, coordonnées, date de naissance, ' +
    'numéro de sécurité sociale effacés) car les pièces conservées s’y rattachent ; ' +
    'son état devient « Supprimé », sans état du parcours.',
  alerts: 'Alertes à son sujet',
  notifications: 'Notifications à son nom',
  mails: "Mails envoyés ou en attente d'envoi (à son adresse ou à son nom)",
  files: 'Fichiers (pièces déposées et documents générés)',
  cerfa: 'Cerfa des contrats conservés',
  cerfaDetail:
    'Partie « apprenti » effacée (nom, prénom, sexe, date de naissance, nationalité, adresse, téléphone, courriel, ' +
    'scolarité, ' +
    'reconnaissance de handicap) ; restent les clauses du contrat exigées pour les contrôles : employeur, maîtres ' +
    "d'apprentissage, " +
    'type de contrat, dates, durée du travail, rémunération et formation visée.',
  fileNames: 'Noms des fichiers conservés',
  fileNamesDetail: 'Le nom du stagiaire est retiré du nom des fichiers conservés (remplacé par « document-<numéro> »).',
  anonymousName: 'ANONYMISÉ',
  anonymousFirstname: (id: number) => `Stagiaire n° ${id}`,
  alreadyErased: 'Les données de ce stagiaire ont déjà été effacées.',
};
