// French texts of the attendance (planning, sign-in sheets, pointage) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const attendanceFr = {
  // --- planning (src/admin/pages/attendance/planning)
  planning: {
    antenne: 'Antenne',
    allAntennes: 'Toutes les antennes',
    noGroupWarning: "Sans groupe, cette séance n'aura aucun stagiaire sur sa feuille d'émargement.",
    conflictsSummary: '%{count} séance(s) en conflit (salle, intervenant ou groupe) sur cette période.',
    conflictBadge: 'Conflit : %{kinds}',
    conflictAria: 'en conflit : %{kinds}',
    group: 'Groupe : %{name}',
    speaker: 'Intervenant : %{name}',
    filteredOn: 'Planning du groupe « %{name} »',
    groupWithoutSession: "Le groupe « %{name} » n'est rattaché à aucune session : toutes les séances sont affichées.",
    clearFilter: 'Voir tout le planning',
    settings: 'Paramètres du planning',
    resources: {
      rooms: 'Salles', equipments: 'Équipements', modules: "Modules d'activité", activities: 'Activités', speakers: 'Intervenants',
    },
    // The user's own planning options (scheduler_options, read and saved through scheduler_Options).
    defaultView: 'Ma vue par défaut',
    views: { week: 'Semaine', month: 'Mois' },
    optionsSaved: 'Vos options du planning sont enregistrées.',
    optionsFailed: "Une erreur s'est produite lors de l'enregistrement de vos options du planning",
  },

  // --- sign-in sheets (emargement)
  emargement: {
    title: 'Émargement',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    sheetsOfMonth: "Feuilles d'émargement du mois",
    date: 'Date', halfDay: 'Demi-journée', session: 'Séance', group: 'Groupe', speaker: 'Intervenant', status: 'Statut', absents: 'Absents',
    antenne: 'Antenne', allAntennes: 'Toutes les antennes',
    statuses: ['Ouverte', 'Signée', 'Clôturée'],
    open: 'Ouvrir',
    openSheet: 'Ouvrir la feuille %{title} du %{date} %{hour}',
    noSheet: "Aucune feuille d'émargement ce mois-ci.",
    dayToSign: "Feuilles d'émargement du %{date} à signer",
    noneToSign: 'Aucune feuille à signer ce jour.',
    wholeMonth: 'Voir tout le mois',
    withoutSheet: 'Séances sans feuille',
    create: 'Créer la feuille',
    createSheet: 'Créer la feuille %{title} du %{date} %{hour}',
    // The sheet dialog
    noGroup: 'sans groupe', noRoom: 'sans salle', noSpeaker: 'sans intervenant',
    signedOn: 'Feuille signée le %{when}.',
    signAgainHint: ' Vous pouvez corriger une présence et signer à nouveau.',
    trainees: 'Stagiaires de la séance',
    trainee: 'Stagiaire', presence: 'Présence', present: 'Présent', absent: 'Absent', presenceOf: 'Présence de %{name}',
    noTrainee: 'Aucun stagiaire sur cette feuille.',
    speakerSignature: "Signature de l'intervenant",
    downloadPdf: 'Télécharger le PDF',
    close: 'Fermer',
    signAgain: 'Signer à nouveau',
    sign: 'Signer la feuille',
    clear: 'Effacer',
    // The signed sheet's PDF
    pdfTitle: "Feuille d'émargement",
    // The sheet's title, in the dialog and the PDF's properties.
    pdfDocTitle: "Feuille d'émargement – %{title}",
    pdfPlace: 'Groupe : %{group}    Salle : %{room}    Intervenant : %{speaker}',
    pdfSignature: 'Signature',
    pdfPresent: 'Présent(e)', pdfAbsent: 'Absent(e)', pdfUnknown: 'Non renseigné',
    pdfSignedBy: "Signée par l'intervenant %{speaker} le %{when}",
    pdfAt: ' à ',
  },

  // --- self-signing: the trainer's « Faire signer » dialog (emargement/SelfSignDialog.tsx)
  selfSign: {
    open: 'Faire signer',
    title: 'Faire signer les stagiaires – %{title}',
    scan: 'Scannez ce code avec l’appareil photo de votre téléphone, puis signez avec le doigt.',
    qr: 'QR code de signature de la séance (change toutes les %{seconds} secondes)',
    link: 'Lien de signature',
    codeLabel: 'Code : %{code}',
    signedCount: '%{signed} stagiaire(s) sur %{total} ont signé',
    signed: 'Ont signé',
    notSigned: "N'ont pas encore signé",
    signedAt: 'à %{time}',
    lateAt: 'en retard, à %{time}',
    nobody: 'Personne pour l’instant.',
    everybody: 'Tout le monde a signé.',
    afterHint: 'Fermez cette fenêtre puis signez la feuille : ceux qui n’ont pas signé y sont marqués absents.',
    selfSignedAt: 'Signé sur son téléphone à %{time}',
    selfSignedLate: 'Signé en retard sur son téléphone à %{time}',
  },

  // --- the learner's phone: the public signing page (selfsign/SelfSignPage.tsx)
  signer: {
    title: 'Signer ma présence',
    signIn: 'Connectez-vous avec votre compte de stagiaire pour signer cette séance.',
    signInButton: 'Se connecter',
    notTrainee: 'Cette page sert aux stagiaires à signer leur présence : connectez-vous avec un compte de stagiaire.',
    session: '%{date}, %{start}–%{end}',
    room: 'Salle : %{room}',
    trainer: 'Intervenant : %{speaker}',
    pad: 'Ma signature',
    submit: 'Signer',
    signedOk: 'Votre présence est signée à %{time}.',
    signedLate: 'Votre présence est signée à %{time} (arrivée en retard).',
    codeExpired: 'Ce code a expiré : scannez le code affiché maintenant.',
    toSpace: 'Mon espace',
  },

  // --- the trainee space (espace/)
  espace: {
    title: 'Mon espace stagiaire',
    menu: 'Menu de mon espace',
    planning: 'Mon planning',
    presences: 'Mes présences',
    logout: 'Se déconnecter',
    noSession: 'Aucune séance sur cette période.',
    week: 'Semaine du %{date}',
    previous: 'Période précédente',
    next: 'Période suivante',
    room: 'Salle : %{room}',
    trainer: 'Intervenant : %{speaker}',
    noLine: 'Aucune séance émargée pour l’instant.',
    hours: 'Heures suivies : %{done} h sur %{planned} h des feuilles signées',
    presence: { present: 'Présent', late: 'En retard', absent: 'Absent', pending: 'En attente' },
    signedAt: 'Signé à %{time}',
  },

  // --- pointage
  pointage: {
    title: 'Pointage',
    from: 'Du', to: 'Au', group: 'Groupe', allGroups: 'Tous les groupes',
    table: 'Pointage par stagiaire',
    trainee: 'Stagiaire', presentHours: 'Heures de présence', justifiedHours: 'Absences justifiées (h)',
    unjustifiedHours: 'Absences injustifiées (h)', rate: 'Assiduité',
    detail: 'Détail', detailOf: 'Détail du pointage de %{name}',
    noTrainee: 'Aucun stagiaire pour cette sélection.',
    // The trainee's dialog
    dialogTitle: 'Pointage de %{name} du %{from} au %{to}',
    occurrences: 'Présences et absences',
    date: 'Date', hours: 'Heures', nature: 'Nature', duration: 'Durée', wholeDay: 'Journée',
    presentAt: 'Présent(e) – %{title}',
    absenceJustified: 'Absence justifiée – %{reason}',
    absenceUnjustified: 'Absence injustifiée – %{reason}',
    reported: 'Absences reportées au pointage',
    noneReported: "Aucune (une absence n'y est reportée que si le stagiaire a une date de sortie ou de sortie prévue).",
    removeFromPointage: 'Retirer du pointage',
    addAbsence: 'Ajouter une absence',
    close: 'Fermer',
    // The absence dialog
    addAbsenceOf: 'Ajouter une absence – %{name}',
    reason: 'Motif', startDate: 'Date de début', endDate: 'Date de fin', startHour: 'Heure de début', endHour: 'Heure de fin',
    comment: 'Commentaire', cancel: 'Annuler', add: 'Ajouter',
    // The totals line
    totalPresent: 'Présence : %{hours}',
    totalJustified: 'Absences justifiées : %{hours}',
    totalUnjustified: 'Absences injustifiées : %{hours}',
    totalRate: 'Assiduité : %{rate}',
  },

  // --- attendance rate panel
  rate: {
    section: 'Assiduité',
    title: 'Assiduité à ce jour',
    failed: "Une erreur s'est produite lors de la récupération des données",
  },
};
