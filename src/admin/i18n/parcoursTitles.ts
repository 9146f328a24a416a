// The titles of the parcours tabs of the trainee page: read by pages/parcours/panels.ts, which the
// shell loads eagerly, so they live apart from the lazy catalogue parcours.ts (which re-exports them) to keep
// that catalogue out of the start bundle.
export const parcoursTitles = {
  parcours: 'Parcours',
  contrats: 'Contrats et ruptures',
  entretiens: 'Entretiens',
  pif: 'Plan de formation (PIF)',
};
