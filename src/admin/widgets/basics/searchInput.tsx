// The search box of a list whose resource declares x-search: one text sent as `q`, always shown first.
import type { ReactElement } from 'react';
import { FilterInput } from '../../views/filterInputs.tsx';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { searchLabel } from './searchFilter.ts';

export function searchInputs(view: ViewConfig): ReactElement[] {
  const names = view.model.search ?? [];
  if (names.length === 0) return [];
  const label = searchLabel(names.map((n) => view.fields.get(n)?.label ?? n));
  return [
    <FilterInput
      key="q"
      source="q"
      label={label}
      alwaysOn
      widget={{ kind: 'text', resettable: false }}
      sx={{ minWidth: 320 }}
    />,
  ];
}
