// French texts of the attendance (planning, sign-in sheets, pointage) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const attendanceFr = {
  // --- planning (src/admin/pages/attendance/planning)
  planning: {
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
  },

  // --- sign-in sheets (emargement)
  emargement: {
  },

  // --- pointage
  pointage: {
  },

  // --- attendance rate panel
  rate: {
  },
};
