// French texts of the attendance (planning, sign-in sheets, pointage) pages (one catalogue: this folder; see fr.ts). Imported only by those lazy pages, so
// they travel in the pages' chunks, not in the start bundle. Placeholders `%{name}` are filled with fill.ts.
export const attendanceFr = {
  // --- planning (src/admin/pages/attendance/planning)
  planning: {
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
