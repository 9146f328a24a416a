// The preview of a resource file draft as a chosen client, login level, role and antenne would see it: the
// views are built from the DRAFT with the generic builders (buildView, applyProfile), then its list (live data,
// read-only: no link, no action), the first record's detail page and the form's layout (sections and inputs,
// disabled: nothing to save).
import { useMemo, useState } from 'react';
import { Alert, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  Datagrid,
  Labeled,
  ListBase,
  Pagination,
  RecordContextProvider,
  useGetList,
  useListContext,
} from 'react-admin';
import { resolveProfile, type Level, type Role } from '../../../shared/clients/index.ts';
import { canAccess } from '../../../shared/access.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { fill } from '../../i18n/fill.ts';
import { applyProfile } from '../../views/applyProfile.ts';
import { buildView } from '../../views/buildViews.ts';
import { FieldDisplay } from '../../views/FieldDisplay.tsx';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { PreviewSelects } from './PreviewSelects.tsx';
import type { Draft } from './resourceDraft.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

function Filters({ view }: { view: ViewConfig }) {
  return (
    <Stack direction="row" spacing={1} aria-label={`${t.preview.list} : filtres`} sx={{ flexWrap: 'wrap', mb: 1 }}>
      {view.filters.map((f, i) => (
        <Chip key={`${f.source}-${i}`} label={f.label} variant={f.alwaysOn ? 'filled' : 'outlined'} size="small" />
      ))}
    </Stack>
  );
}

/** The form's sections and inputs in their order, as labelled disabled inputs: the layout to check, without
 * the live inputs' lookups (dozens of relation pickers would load their choices for a preview). */
function FormLayout({ view }: { view: ViewConfig }) {
  return (
    <>
      {view.formSections.map((section, i) => (
        <Box key={section.title ?? i} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          {section.title && (
            <Typography component="legend" variant="subtitle1">
              {section.title}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {section.fields.map((field) => (
              <TextField key={field.name} size="small" disabled label={field.label} helperText={field.helperText} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** The list's columns when no record is visible (the platform's support sees no centre's records): the draft's
 * layout still shows, over one row saying so. */
function EmptyColumns({ view }: { view: ViewConfig }) {
  return (
    <DataTable
      rows={[]}
      empty={t.preview.noLiveData}
      columns={view.columns.map((field) => ({ key: field.name, label: field.label }))}
    />
  );
}

function FirstRecord({ view }: { view: ViewConfig }) {
  const { data } = useListContext();
  const record = data?.[0];
  if (!record) return <Typography color="text.secondary">{t.preview.noRecord}</Typography>;
  return (
    <RecordContextProvider value={record}>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t.preview.show}
      </Typography>
      {view.showSections.map((section, i) => (
        <Box key={section.title ?? i} component="section" aria-label={section.title} sx={{ mb: 1 }}>
          {section.title && (
            <Typography variant="subtitle1" component="h4">
              {section.title}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {section.fields.map((field) => (
              <Labeled key={field.name} label={field.label} source={field.name}>
                <FieldDisplay field={field} />
              </Labeled>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t.preview.form}
      </Typography>
      <FormLayout view={view} />
    </RecordContextProvider>
  );
}

export function ResourcePreview({ draft }: { draft: Draft }) {
  const { model, profiles, views } = useAppConfig();
  const sorted = useMemo(() => [...profiles].sort((a, b) => a.cfa.id - b.cfa.id), [profiles]);
  const [cfaId, setCfaId] = useState<number | undefined>(sorted[0]?.cfa.id);
  const [level, setLevel] = useState<Level>('antenne');
  const [role, setRole] = useState<Role>('ROLE_USER');
  const [antenne, setAntenne] = useState<string>('');
  const antennesKey =
    views.find((v) => v.model.name === 'antennes' && Object.keys(v.fixedFilter).length === 0)?.key ?? 'antennes';
  const { data: antennes } = useGetList(antennesKey, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const res = model.get(draft.resource);
  const profile = useMemo(
    () => (cfaId === undefined ? undefined : resolveProfile(sorted, { cfaId, level })),
    [sorted, cfaId, level],
  );
  const view = useMemo(() => {
    if (!res) return undefined;
    const built = buildView(res, draft, model, true);
    return profile ? applyProfile(built, profile) : built;
  }, [res, draft, model, profile]);
  const byAntenne = useMemo(
    () => (level === 'antenne' && antenne && view?.fields.has('antenne') ? { antenne: Number(antenne) } : {}),
    [level, antenne, view],
  );
  if (!view) return null;
  const allowed = canAccess({ roles: [role], flags: profile?.accessRight }, { action: 'list', resource: view });
  return (
    <Box aria-label={t.preview.notPublished} component="section">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.preview.intro}
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <PreviewSelects
          profiles={sorted}
          cfaId={cfaId}
          level={level}
          role={role}
          onCfaId={setCfaId}
          onLevel={setLevel}
          onRole={setRole}
        />
        {level === 'antenne' && (antennes ?? []).length > 0 && (
          <TextField
            select
            label="Antenne"
            value={antenne}
            onChange={(e) => setAntenne(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {(antennes ?? []).map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>
                {String(a.name ?? a.id)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography variant="h6" component="h3">{`${t.preview.list} : ${view.labelMany}`}</Typography>
      {!allowed ? (
        <Alert severity="info">
          {fill(t.preview.hiddenForRole, { flag: view.flag ?? '—', roles: (view.roles ?? []).join(', ') || '—' })}
        </Alert>
      ) : (
        <ListBase
          key={JSON.stringify(byAntenne)}
          resource={view.key}
          sort={view.sort}
          perPage={10}
          filter={byAntenne}
          disableSyncWithLocation
          storeKey={false}
        >
          <Typography variant="body2" color="text.secondary">
            {t.preview.liveData}
          </Typography>
          <Filters view={view} />
          {/* Scrolls sideways on its own (focusable, so the keyboard reaches it): the page keeps its width. */}
          <Box
            tabIndex={0}
            role="region"
            aria-label={`${t.preview.list} : ${view.labelMany}`}
            sx={{ overflowX: 'auto' }}
          >
            <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyColumns view={view} />}>
              {view.columns.map((field) => (
                <FieldDisplay key={field.name} field={field} source={field.name} label={field.label} sortable={false} />
              ))}
            </Datagrid>
          </Box>
          <Pagination rowsPerPageOptions={[10]} />
          <FirstRecord view={view} />
        </ListBase>
      )}
    </Box>
  );
}
