// French texts of the sites, catalogue, sessions, groups, planning resources (issue 14) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
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
};
