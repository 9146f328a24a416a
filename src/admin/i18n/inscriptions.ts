// French texts of the registration requests and trainee record pages (one catalogue: this folder; see fr.ts). Imported
// only by those lazy pages, so they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are
// filled with fill.ts.
export const inscriptionsFr = {
  // --- a registration request's decision (panel on /candidatures/demande-inscriptions/{id})
  demande: {
    title: 'Traitement de la demande',
    pending: 'En attente',
    accepted: 'Acceptée',
    refused: 'Refusée',
    accept: 'Accepter',
    refuse: 'Refuser',
    acceptTitle: 'Accepter la demande ?',
    acceptText:
      'Une candidature est créée avec l’identité, l’antenne, la formation souhaitée et les pièces jointes de la ' +
      'demande.',
    refuseTitle: 'Refuser la demande',
    reason: 'Motif du refus',
    comment: 'Commentaire',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    // Spec 001 section 4: accepted green, refused red, other blue.
    acceptedNotice: 'Demande acceptée : la candidature a été créée avec %{documents} pièce(s) jointe(s).',
    refusedNotice: 'Demande refusée.',
    updatedNotice: 'La donnée a bien été mise à jour',
    candidate: 'Voir la candidature',
    refusedBecause: 'Motif : %{reason}',
    processedAt: 'Traitée le %{date}',
  },
  // --- the trainee page (/stagiaires/{id}, /candidatures/{id})
  fiche: {
    tabs: {
      identity: 'Identité et coordonnées',
      formation: 'Formation',
      company: 'Entreprise et tuteur',
      documents: 'Documents',
      absences: 'Absences et assiduité',
      evaluations: 'Évaluations',
      invoices: 'Factures',
      grids: 'Grilles de motivation',
      bilans: 'Bilans',
    },
    tabsLabel: 'Rubriques de la fiche',
    list: 'Liste',
    edit: 'Modifier',
    candidate: 'Candidature',
    trainee: 'Stagiaire',
    notPlaced:
      'Non placé : sans groupe ni session, ce stagiaire n’apparaît ni au planning ni sur les feuilles d’émargement.',
    currentContract: 'Contrat en cours',
    noContract: 'Aucun contrat en cours.',
    desired: 'Entreprise et tuteur souhaités',
    loading: 'Chargement',
  },
  // --- « Inscrire » (a candidate becomes a trainee)
  inscrire: {
    button: 'Inscrire',
    title: 'Inscrire %{name} comme stagiaire',
    text:
      'Le stagiaire est placé dans un groupe et une session : il apparaît au planning et sur les feuilles ' +
      'd’émargement.',
    groupe: 'Groupe',
    session: 'Session de diplôme',
    entry: 'Date d’entrée',
    cancel: 'Annuler',
    confirm: 'Inscrire',
    notice: 'Stagiaire ajouté : %{name} est inscrit.',
    newGroup: 'Créer un groupe pour cette session',
    newGroupName: 'Nom du nouveau groupe',
    newGroupCreate: 'Créer le groupe',
    newGroupDone: 'Groupe « %{name} » créé : il est choisi ci-dessous.',
    newGroupFailed: 'Le groupe n’a pas pu être créé.',
    error: "Une erreur s'est produite lors de la modification de l'étudiant.e",
  },
};
