// Generic list page of a view: columns, filters, default sort and page size from the view configuration.
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { memo, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Datagrid,
  FilterButton,
  ListBase,
  ListContextProvider,
  ListView,
  Loading,
  Pagination,
  removeEmpty,
  TopToolbar,
  useDataProvider,
  useListContext,
  type Identifier,
  type SortPayload,
} from 'react-admin';
import { listKey, type ListAheadProvider } from '../data/listAhead.ts';
import { useAppConfig } from '../appConfig.tsx';
import { fr } from '../i18n/fr.ts';
import { dismissInstant } from '../instant/handoff.ts';
import { keyboardBody } from '../widgets/a11y/KeyboardRow.tsx';
import { useCanAccess } from '../session/access.ts';
import { ArchiveBulkActions } from '../widgets/archive/ArchiveBulkActions.tsx';
import { ArchivedChip } from '../widgets/archive/ArchivedChip.tsx';
import { defaultFilter, filteredBeyondDefault, isArchivable, listFilters } from '../widgets/archive/archivable.ts';
import { ArchiveRowCell } from '../widgets/archive/ArchiveToggle.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';
import { ListRelations } from './listRelations.tsx';
import { filterInputs } from './filterInputs.tsx';
import { listCreatePath, recordPath } from './paths.ts';
import { useProfiledView } from './profiled.ts';
import type { ViewConfig } from './viewTypes.ts';
import { ExportSelectionButton, ListExportButton } from '../widgets/exports/ExportButtons.tsx';
import { searchInputs } from '../widgets/basics/searchInput.tsx';
import { bulkLinks } from '../pages/registry.ts';
import { getRoles } from '../session/storage.ts';

export function CreateLink({ view }: { view: ViewConfig }) {
  return (
    <Button component={RouterLink} to={listCreatePath(view)} startIcon={<AddIcon />} variant="contained" size="small">
      {fr.app.resources.create}
    </Button>
  );
}

function Actions({ view }: { view: ViewConfig }) {
  const can = useCanAccess();
  return (
    <TopToolbar>
      {isArchivable(view) && <ArchivedChip />}
      {listFilters(view).some((f) => !f.alwaysOn) && <FilterButton />}
      {can('create', view) && <CreateLink view={view} />}
      <ListExportButton view={view} />
    </TopToolbar>
  );
}

function Empty({ view }: { view: ViewConfig }) {
  const { filterValues } = useListContext();
  const filtered = filteredBeyondDefault(filterValues ?? {}, view);
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {filtered ? fr.app.resources.emptyFiltered : fr.app.resources.empty}
      </Typography>
    </Box>
  );
}

/** The domains' actions on this list's selection (pages/<domain>/bulkLinks.ts), each a link to its page. */
function BulkLinks({ view }: { view: ViewConfig }) {
  const { selectedIds } = useListContext();
  const roles = getRoles();
  return bulkLinks
    .filter((l) => l.view === view.key && (!l.roles || l.roles.some((r) => roles.includes(r))))
    .map((l) => (
      <Button key={l.label} size="small" component={RouterLink} to={l.to(selectedIds)}>
        {l.label}
      </Button>
    ));
}

/** The API filters the list's optional address parameters set (`?diplome=<IRI>`, resource file
 * `list.routeParams`), read once when the page opens: react-admin rewrites the address as the list is sorted,
 * filtered or paged, and the restriction holds until « Afficher toute la liste ». */
export function routeFilter(params: Record<string, string> | undefined, search: URLSearchParams) {
  const out: Record<string, string> = {};
  for (const [param, filter] of Object.entries(params ?? {})) {
    const value = search.get(param);
    if (value) out[filter] = value;
  }
  return out;
}

/** The first page drawn early (instant/) goes in the very commit that shows the list's own rows or error. */
function InstantHandoff() {
  const { isPending } = useListContext();
  useLayoutEffect(() => {
    if (!isPending) dismissInstant();
  }, [isPending]);
  return null;
}

const NO_FILTER = {};
const loading = <Loading />;

/** The list's context, its sort, page and search asked of the server as the user acts (data/listAhead.ts): the
 * parameters react-admin will ask with (`queryReducer`: a new sort or search goes back to page 1; a sort of the same
 * column without an order reverses it; the list's fixed `filter` over the displayed filters), then react-admin's
 * own change, whose request takes that answer over. A search typed in the filter form comes without `debounce`
 * (its form waits before it sets the filters). */
function ListAhead({ permanent, children }: { permanent: Record<string, string>; children: ReactNode }) {
  const context = useListContext();
  const dataProvider = useDataProvider<ListAheadProvider>();
  const value = useMemo(() => {
    const { resource, page: shown, perPage, sort, filterValues } = context;
    const paramsOf = (page: number, nextSort: SortPayload, filter: Record<string, unknown>) => ({
      pagination: { page, perPage },
      sort: nextSort,
      filter: { ...filter, ...permanent },
    });
    // Only a head start: whatever happens to it, react-admin's own change follows and asks if need be. Nothing is
    // asked for the rows already shown (a filter typed and put back within the form's wait).
    const ask = (page: number, nextSort: SortPayload, filter: Record<string, unknown>) => {
      const params = paramsOf(page, nextSort, filter);
      if (listKey(resource, params) === listKey(resource, paramsOf(shown, sort, filterValues))) return;
      try {
        void dataProvider.getListAhead(resource, params).catch(() => undefined);
      } catch {
        // A data provider without getListAhead (react-admin's proxy throws at the call).
      }
    };
    return {
      ...context,
      setSort: (next: SortPayload) => {
        const reversed = sort.order === 'ASC' ? 'DESC' : 'ASC';
        ask(
          1,
          { field: next.field, order: next.order ?? (next.field === sort.field ? reversed : 'ASC') },
          filterValues,
        );
        context.setSort(next);
      },
      setPage: (page: number) => {
        ask(page, sort, filterValues);
        context.setPage(page);
      },
      setFilters: (filter: Record<string, unknown>, displayed?: Record<string, boolean>, debounce?: boolean) => {
        if (!debounce) ask(1, sort, removeEmpty(filter));
        context.setFilters(filter, displayed, debounce);
      },
    };
  }, [context, dataProvider, permanent]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/** The list's table. Apart and memoised so that its rows' props (`rowClick`, the columns) keep their identity when
 * the page renders again (the address changes on each sort, search or page): the rows' body is memoised
 * (widgets/a11y/KeyboardRow.tsx) and draws its rows again only when the data or the selection changed. */
const ListGrid = memo(function ListGrid({ view }: { view: ViewConfig }) {
  const can = useCanAccess();
  const rowClick = useCallback((id: Identifier) => recordPath(view, id), [view]);
  return (
    <ListRelations columns={view.columns}>
      <Datagrid
        body={keyboardBody}
        rowClick={rowClick}
        bulkActionButtons={
          <>
            {isArchivable(view) && can('edit', view) && <ArchiveBulkActions view={view} />}
            <ExportSelectionButton view={view} />
            <BulkLinks view={view} />
          </>
        }
        empty={<Empty view={view} />}
      >
        {view.columns.map((field) => (
          <FieldDisplay
            key={field.name}
            field={field}
            source={field.name}
            label={field.label}
            sortable={field.sortable}
          />
        ))}
        {isArchivable(view) && can('edit', view) && (
          <ArchiveRowCell view={view} label={fr.app.archive.actions} can={(record) => can('edit', view, record)} />
        )}
      </Datagrid>
    </ListRelations>
  );
});

export function GenericList({ view: raw }: { view: ViewConfig }) {
  const view = useProfiledView(raw);
  const { model } = useAppConfig();
  const can = useCanAccess();
  const [search] = useSearchParams();
  const [restricted, setRestricted] = useState(() => routeFilter(view.routeParams, search));
  const isRestricted = Object.keys(restricted).length > 0;
  const filter = isRestricted ? restricted : NO_FILTER;
  return (
    <>
      {isRestricted && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button size="small" onClick={() => setRestricted({})}>
              {fr.app.resources.routeUnfilter}
            </Button>
          }
        >
          {fr.app.resources.routeFiltered}
        </Alert>
      )}
      <ListBase
        resource={view.key}
        filter={filter}
        sort={view.sort}
        perPage={view.perPage}
        filterDefaultValues={defaultFilter(view)}
        exporter={false}
        storeKey={`list.${view.key}`}
        authLoading={loading}
      >
        <ListAhead permanent={filter}>
          <ListView
            title={view.labelMany}
            filters={[...searchInputs(view), ...filterInputs(listFilters(view), model)]}
            actions={<Actions view={view} />}
            empty={false}
            pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
          >
            <InstantHandoff />
            <ListGrid view={view} />
          </ListView>
        </ListAhead>
      </ListBase>
    </>
  );
}
