// react-admin's list filter form, loaded with the filter inputs (views/filterWidgets.tsx) when a list first shows:
// the build gives this module to react-admin's list toolbar in place of its own filter form (scripts/lean-deps.ts),
// so that react-hook-form and the inputs stay out of the start bundle. Until it is there, the filters it will show
// hold their places as disabled fields with their labels, in its layout, so that the rows below do not move.
import { isValidElement, lazy, Suspense, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFilterContext, useListContext, type FilterForm as RaFilterForm } from 'react-admin';
import { FilterPlaceholder, loadFilterWidgets } from './filterInputs.tsx';

const Loaded = lazy(() => loadFilterWidgets().then((m) => ({ default: m.FilterForm })));

type FilterElement = ReactElement<{ source: string; label?: ReactNode; alwaysOn?: boolean; sx?: SxProps<Theme> }>;

const valueAt = (values: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      values,
    );

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filters react-admin's form shows (always on, opened, or with a value), as its FilterFormBase picks them. */
function Placeholder() {
  const filters = (useFilterContext() ?? []) as unknown[];
  const { displayedFilters = {}, filterValues = {} } = useListContext();
  const shown = filters.filter(
    (f): f is FilterElement =>
      isValidElement<FilterElement['props']>(f) &&
      (!!f.props.alwaysOn || !!displayedFilters[f.props.source] || !isEmpty(valueAt(filterValues, f.props.source))),
  );
  return (
    <Box
      aria-busy
      sx={{
        display: 'flex',
        flex: { xs: '0 1 auto', md: '0 1 100%' },
        width: { xs: '100%', sm: 'auto' },
        minHeight: { sm: 64 },
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        pb: 0.5,
      }}
    >
      {shown.map((f) => (
        <Box
          key={f.key ?? f.props.source}
          sx={{ display: 'flex', alignItems: 'flex-end', width: { xs: '100%', sm: 'auto' } }}
        >
          <FilterPlaceholder
            label={f.props.label}
            sx={[{ mt: 1 }, ...(Array.isArray(f.props.sx) ? f.props.sx : [f.props.sx])]}
          />
          {/* The « remove this filter » button of a filter that is not always on, then the form's spacer. */}
          {!f.props.alwaysOn && <Box sx={{ width: 34 }} />}
          <Box sx={{ width: 16 }} />
        </Box>
      ))}
    </Box>
  );
}

export function FilterForm(props: ComponentProps<typeof RaFilterForm>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Loaded {...props} />
    </Suspense>
  );
}
