// Where each count of the home page leads: the admin list it opens, with the filter the server gave
// (react-admin reads `?filter=` from the address). Pure, unit-tested.
const LISTS: Record<string, string> = {
  emargements: '/stagiaire/emargement',
  absences: '/etudiant_absences',
  demandes: '/candidatures/demande-inscriptions',
  documents: '/etudiant_documents',
  contrats: '/stagiaire/contrats',
  sans_contrat: '/stagiaires',
  suivis: '/stagiaire/entretiens',
};

/** The admin address a home count opens: its list with the count's filter (none for bespoke pages). */
export function homeLink(key: string, filtre: Record<string, unknown>): string {
  const list = LISTS[key] ?? '/accueil';
  if (key === 'emargements' || key === 'suivis' || Object.keys(filtre).length === 0) return list;
  return `${list}?filter=${encodeURIComponent(JSON.stringify(filtre))}`;
}
