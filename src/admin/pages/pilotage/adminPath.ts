// The admin page of a record an alert points at (its IRI in `uri`): the trainee's page for a trainee, the
// generic detail page otherwise. Pure, unit-tested.
const PAGES: Record<string, string> = { etudiants: 'stagiaires', etudiant_contrats: 'stagiaire/contrats' };

export function adminPathOf(uri: string): string | null {
  const m = /^\/api\/([a-z_]+)\/(\d+)$/.exec(uri);
  if (!m) return uri.startsWith('/') && !uri.startsWith('/api/') ? uri : null;
  return `/${PAGES[m[1]!] ?? m[1]}/${m[2]}`;
}
