// Resolves a resource file's `show.joinLists` entry against the built views: the view that reads the rows,
// the members' view (the dialog's list, the links), the member columns and the join-row columns.
import type { JoinList } from '../../../shared/configuration/types.ts';
import type { FieldView, ViewConfig } from '../../views/viewTypes.ts';

export interface JoinListView {
  spec: JoinList;
  /** View of `resource`: the rows read (and written by generic writes). */
  rowsView: ViewConfig;
  /** View of the members: the dialog's list and the row links. */
  pickView: ViewConfig;
  /** The member columns, then the join-row columns. */
  columns: FieldView[];
  rowColumns: FieldView[];
}

const pickFields = (view: ViewConfig, names: string[]) =>
  names.map((n) => view.fields.get(n)).filter((f): f is FieldView => f !== undefined);

export function joinListView(spec: JoinList, views: ViewConfig[]): JoinListView | undefined {
  const rowsView = spec.view
    ? views.find((v) => v.key === spec.view && v.model.name === spec.resource)
    : views.find((v) => v.model.name === spec.resource);
  const pickView = views.find((v) => v.key === spec.pick.view);
  if (!rowsView || !pickView) return undefined;
  const members = spec.member ? rowsView.fields.get(spec.member)?.reference : spec.resource;
  if (pickView.model.name !== members) return undefined;
  const columns = spec.pick.columns
    ? pickFields(pickView, spec.pick.columns)
    : pickView.columns.filter((c) => c.name !== spec.target);
  return { spec, rowsView, pickView, columns, rowColumns: pickFields(rowsView, spec.columns ?? []) };
}
