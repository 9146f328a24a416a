// Where each count of the home page leads: the admin list it opens, with the filter the server gave
// (react-admin reads `?filter=` from the address), or the bespoke page it opens with the filter as its own
// address parameters (the sign-in sheets of the day still to sign). Pure, unit-tested.
const LISTS: Record<string, string> = {
  absences: '/etudiant_absences',
  demandes: '/candidatures/demande-inscriptions',
  documents: '/etudiant_documents',
  contrats: '/stagiaire/contrats',
  sans_contrat: '/stagiaires',
  livrets: '/livret_periodes',
};
const PAGES: Record<string, string> = {
  emargements: '/stagiaire/emargement',
  emargements_incomplets: '/stagiaire/emargement',
  suivis: '/post-formation/suivi-stagiaire',
};

/** The admin address a home count opens: its list or page with the count's filter. */
export function homeLink(key: string, filtre: Record<string, unknown>): string {
  const empty = Object.keys(filtre).length === 0;
  const page = PAGES[key];
  const params = new URLSearchParams(Object.entries(filtre).map(([k, v]) => [k, String(v)]));
  if (page) return empty ? page : `${page}?${params}`;
  const list = LISTS[key] ?? '/accueil';
  return empty ? list : `${list}?filter=${encodeURIComponent(JSON.stringify(filtre))}`;
}
