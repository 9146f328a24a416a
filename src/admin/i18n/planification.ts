// French texts of the sites, catalogue, sessions, groups, planning resources pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const planificationFr = {
  common: {
    loadFailed: "Les données n'ont pas pu être chargées. Réessayez plus tard.",
    none: '—',
    cancel: 'Annuler',
    close: 'Fermer',
  },

  // --- antenne/diploma table (panels on the antenne, diploma and action pages)
  table: {
    title: {
      antenne: 'Tableau antenne / diplôme',
      diplome: 'Sessions du diplôme par antenne',
      action: "Sessions de l'action",
    },
    aria: 'Tableau antenne / diplôme : %{view}',
    viewName: { antenne: 'vue antenne', diplome: 'vue diplôme', action: 'vue action' },
    formation: 'Formation',
    students: 'Apprenants',
    empty: 'Aucune session pour le moment.',
    noStudent: 'Aucun apprenant',
    download: 'Télécharger %{name}',
    noDocument: 'Aucun document',
    hours: '%{hours} h',
  },

  // --- site settings (/antenne/parametrage-du-site)
  site: {
    title: 'Paramétrage du site',
    choose: 'Site',
    identity: 'Identité du site',
    edit: 'Modifier le site',
    fields: {
      name: 'Nom', address: 'Adresse', city: 'Ville', phone: 'Téléphone', mail: 'Courriel', uai: 'Code UAI', code_analytique: 'Code analytique',
    },
    closings: 'Périodes de fermeture',
    closingsAria: 'Périodes de fermeture du site',
    noClosing: 'Aucune période de fermeture.',
    addClosing: 'Ajouter une fermeture',
    closingLabel: 'Motif',
    closingFrom: 'Du',
    closingTo: 'Au',
    saveClosing: 'Enregistrer la fermeture',
    closingSaved: 'Période de fermeture ajoutée avec succès',
    closingDeleted: 'Période de fermeture supprimée',
    deleteClosing: 'Supprimer la fermeture %{label}',
    delete: 'Supprimer',
    missingFields: 'Indiquez le motif et les deux dates de la fermeture.',
    period: 'du %{from} au %{to}',
    offer: 'Diplômes et actions proposés',
    offerRestricted: "Offre restreinte au diplôme ou à la session de l'adresse de la page.",
    offerAll: "Afficher toute l'offre",
    diplomas: 'Sessions de diplôme du site',
    actions: 'Actions de formation du site',
    noDiploma: 'Aucune session de diplôme sur ce site.',
    noAction: 'Aucune action de formation sur ce site.',
    columns: { diploma: 'Diplôme', session: 'Session', place: 'Lieu de formation', dates: 'Dates', action: 'Action', duration: 'Durée' },
    open: 'Ouvrir',
    openSession: 'Ouvrir la session %{name}',
  },

  // --- a group's page: transfer, timetable, counts (panel on /stagiaire/gestion-des-groupes/{id})
  group: {
    title: 'Organisation du groupe',
    count: 'Ce groupe compte %{count} stagiaire(s).',
    timetable: 'Emploi du temps du groupe',
    transfer: 'Transférer des stagiaires',
    transferTitle: 'Transférer des stagiaires vers un autre groupe',
    target: 'Groupe de destination',
    noTarget: 'Aucun autre groupe actif dans cette antenne.',
    pick: 'Stagiaires à transférer',
    select: 'Sélectionner %{name}',
    confirm: 'Transférer (%{count})',
    transferred: '%{count} stagiaire(s) transféré(s) vers « %{name} ».',
    targetCount: 'Le groupe « %{name} » compte maintenant %{count} stagiaire(s).',
    openTarget: 'Ouvrir le groupe « %{name} »',
    empty: "Ce groupe n'a aucun stagiaire à transférer.",
    archived: 'Ce groupe est archivé : ses stagiaires ne peuvent pas être transférés.',
  },

  // --- a session's details (panel of /antenne_diplome_sessions/{id}): stages, parcours, evaluations on one page
  details: {
    title: 'Détails de la session : étapes, parcours et évaluations',
    none: "Aucun détail pour cette session.",
    create: 'Nouveau détail de session',
    label: 'Intitulé',
    description: 'Description',
    lists: { stages: 'Étapes (stages)', parcours: 'Parcours', evaluations: 'Évaluations' },
    add: { stages: 'Ajouter une étape', parcours: 'Ajouter un parcours', evaluations: 'Ajouter une évaluation' },
    itemLabel: { stages: 'Intitulé de l’étape %{n}', parcours: 'Intitulé du parcours %{n}', evaluations: 'Intitulé de l’évaluation %{n}' },
    itemStart: 'Début (%{n})',
    itemEnd: 'Fin (%{n})',
    itemHours: 'Heures (%{n})',
    itemDate: 'Date (%{n})',
    remove: 'Retirer la ligne %{n}',
    save: 'Enregistrer le détail',
    saved: 'Détail de session ajouté avec succès',
    // The spec's texts (001, « Session detail »).
    failed: "Erreur lors de l'ajout du détail",
    loadFailed: 'Erreur de chargement des détails',
    empty: 'Aucun élément',
    period: '%{from} → %{to}',
    hours: '%{hours} h',
  },

  // --- the diplomas' referentials (/organisme_de_formation/referentiels)
  referentiels: {
    title: 'Référentiels diplômes',
    intro: {
      centre: 'Le catalogue du centre, avec les référentiels de chaque diplôme.',
      antenne: "Les diplômes proposés par l'antenne, avec les référentiels de chaque diplôme.",
    },
    search: 'Rechercher un diplôme',
    rncp: 'RNCP : %{code}',
    none: 'Aucun référentiel pour ce diplôme.',
    noDiploma: 'Aucun diplôme ne correspond.',
    openDiploma: 'Voir le diplôme %{name}',
    openReferentiel: 'Ouvrir le référentiel %{label}',
    count: '%{count} référentiel(s)',
  },
};
