// Which tab of the trainee page shows what: the view's detail sections split into identity
// and formation, each child list of the resource file (show.related) placed in its tab by the child's view,
// then one tab per titled panel other domains register for `etudiants` (contracts, interviews, PIF...).
// A child list no tab claims gets a tab of its own, named by its label. Pure, so it is unit-tested.
export type TabKey =
  'identity' | 'formation' | 'company' | 'documents' | 'absences' | 'evaluations' | 'invoices' | 'grids' | 'bilans';

/** The order of the page's own tabs. */
export const OWN_TABS: TabKey[] = [
  'identity',
  'formation',
  'company',
  'documents',
  'absences',
  'evaluations',
  'invoices',
  'grids',
  'bilans',
];

/** Child views (resource file keys) and the tab that lists them. */
const CHILD_TAB: Record<string, TabKey> = {
  'stagiaire/groupe-membres': 'formation',
  'stagiaire/contrats': 'company',
  etudiant_documents: 'documents',
  etudiant_absences: 'absences',
  'pedagogie/evaluations': 'evaluations',
  'facturation/factures': 'invoices',
  'stagiaire/grilles-motivation': 'grids',
  bilan_parcours: 'bilans',
};

/** Section titles of the identity tab; every other section is the formation tab's. */
const IDENTITY_SECTIONS = new Set(['Identité', 'Coordonnées']);

export const sectionTab = (title: string | undefined): TabKey =>
  title && IDENTITY_SECTIONS.has(title) ? 'identity' : 'formation';

export interface TabPlan<R> {
  /** Own tab → its child lists. */
  own: Map<TabKey, R[]>;
  /** Child lists no own tab claims, each a tab titled by its label. */
  extra: R[];
}

export function planTabs<R extends { viewKey: string }>(related: R[]): TabPlan<R> {
  const own = new Map<TabKey, R[]>(OWN_TABS.map((k) => [k, []]));
  const extra: R[] = [];
  for (const r of related) {
    const tab = CHILD_TAB[r.viewKey];
    if (tab) own.get(tab)!.push(r);
    else extra.push(r);
  }
  return { own, extra };
}

/** The tabs a candidate's page shows: its record, documents and formation, nothing of a course yet. */
export const CANDIDATE_TABS: TabKey[] = ['identity', 'formation', 'documents'];
