// Which columns of the antenne/diploma table a view shows (spec 000 section 2, last point): the client
// profile's `antenneDiplomeTable` gives each column its label and three flags (diploma, antenne, action view);
// the student sub-columns are grouped under Apprenant, Contrat, Entreprise and MA ou tuteur.
import type { ClientParameters, ResolvedColumn } from '../../../shared/clients/types.ts';

export type TableView = 'diplome' | 'antenne' | 'action';
export type TableSettings = ClientParameters['antenneDiplomeTable'];

export interface ShownColumn {
  key: string;
  label: string;
}

export interface ColumnGroup {
  label: string;
  columns: ShownColumn[];
}

const flagOf: Record<
  TableView,
  keyof Pick<ResolvedColumn, 'showInDiplomaView' | 'showInAntenneView' | 'showInActionView'>
> = {
  diplome: 'showInDiplomaView',
  antenne: 'showInAntenneView',
  action: 'showInActionView',
};

const shown = (columns: Record<string, ResolvedColumn>, view: TableView) =>
  Object.entries(columns).filter(([, c]) => c[flagOf[view]]);

/** The training columns of a view, in the profile's order. */
export function trainingColumns(settings: TableSettings, view: TableView): ShownColumn[] {
  return shown(settings.columns, view).map(([key, c]) => ({ key, label: c.label }));
}

/** The student sub-columns of a view, grouped (a group without a shown column is left out). */
export function studentGroups(settings: TableSettings, view: TableView): ColumnGroup[] {
  const groups: ColumnGroup[] = [];
  for (const [key, c] of shown(settings.studentColumns, view)) {
    const label = c.group ?? c.label;
    let group = groups.find((g) => g.label === label);
    if (!group) groups.push((group = { label, columns: [] }));
    group.columns.push({ key, label: c.label });
  }
  return groups;
}
