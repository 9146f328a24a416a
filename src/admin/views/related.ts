// Resolves a resource file's `show.related` entries (child lists on a detail page) against the built views:
// the child's view (explicit `view` route, else the resource's first view), its columns and sort.
import type { ApiModel } from '../model/types.ts';
import type { RelatedList } from '../../shared/configuration/types.ts';
import { fieldView } from './fieldView.ts';
import type { RelatedView, ViewConfig } from './viewTypes.ts';

export function relatedViews(specs: RelatedList[], views: ViewConfig[], model: ApiModel): RelatedView[] {
  return specs.flatMap((spec) => {
    const child = spec.view
      ? views.find((v) => v.key === spec.view && v.model.name === spec.resource)
      : views.find((v) => v.model.name === spec.resource);
    if (!child) return [];
    const res = model.get(spec.resource);
    const field = (name: string) =>
      child.fields.get(name) ??
      (res
        ? res.fields
            .filter((f) => f.name === name)
            .map((f) => fieldView(f, { resource: res.name, route: child.key }, model))[0]
        : undefined);
    const columns = (spec.columns ?? child.columns.map((c) => c.name).filter((n) => n !== spec.target))
      .map(field)
      .filter((f): f is NonNullable<typeof f> => f !== undefined);
    return [
      {
        viewKey: child.key,
        target: spec.target,
        label: spec.label,
        columns,
        sort: spec.sort ? { field: spec.sort.field, order: spec.sort.order ?? 'ASC' } : child.sort,
        perPage: spec.perPage ?? 10,
      },
    ];
  });
}
