// Child lists on a detail page (resource file `show.related`): one card per entry listing the records whose
// relation points at the shown record (ReferenceManyField through the child's view), each row linking to the
// child, and « Ajouter » opening the child's create form with the parent pre-filled and coming back here. An
// archivable child list shows its active records, its « Archivés » chip the archived ones, and each row its
// « Archiver » / « Désarchiver » for a user who may write it.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Datagrid, Pagination, ReferenceManyField, useRecordContext, type Identifier } from 'react-admin';
import { useAppConfig } from '../appConfig.tsx';
import { fr } from '../i18n/fr.ts';
import { useCanAccess } from '../session/access.ts';
import { childFilter, isArchivable } from '../widgets/archive/archivable.ts';
import { ArchivedToggle } from '../widgets/archive/ArchivedChip.tsx';
import { ArchiveRowCell } from '../widgets/archive/ArchiveToggle.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';
import { createPath, recordPath } from './paths.ts';
import type { RelatedView, ViewConfig } from './viewTypes.ts';

export function RelatedList({ related, child }: { related: RelatedView; child: ViewConfig }) {
  const record = useRecordContext();
  const location = useLocation();
  const can = useCanAccess();
  const [archived, setArchived] = useState(false);
  if (!record) return null;
  const archivable = isArchivable(child);
  const titleId = `related-${related.viewKey.replace(/\W/g, '-')}-${related.target}`;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {related.label}
          </Typography>
          {archivable && <ArchivedToggle on={archived} onToggle={() => setArchived(!archived)} />}
          {can('create', child) && (
            <Button
              component={RouterLink}
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
              to={createPath(child, { [related.target]: record.id }, location.pathname)}
            >
              Ajouter
            </Button>
          )}
        </Box>
        <ReferenceManyField
          reference={related.viewKey}
          target={related.target}
          sort={related.sort}
          perPage={related.perPage}
          filter={childFilter(child, archived)}
          pagination={<Pagination rowsPerPageOptions={[related.perPage]} />}
        >
          <Datagrid
            rowClick={(id: Identifier) => recordPath(child, id)}
            bulkActionButtons={false}
            empty={
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {fr.app.resources.empty}
              </Typography>
            }
          >
            {related.columns.map((field) => (
              <FieldDisplay key={field.name} field={field} source={field.name} label={field.label} sortable={false} />
            ))}
            {archivable && can('edit', child) && (
              <ArchiveRowCell view={child} label={fr.app.archive.actions} can={(row) => can('edit', child, row)} />
            )}
          </Datagrid>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}

export function RelatedLists({ view }: { view: ViewConfig }) {
  const { views } = useAppConfig();
  const can = useCanAccess();
  return (
    <>
      {view.related.map((related) => {
        const child = views.find((v) => v.key === related.viewKey);
        // A child view the user may not open is not listed either.
        if (!child || !can('list', child)) return null;
        return <RelatedList key={`${related.viewKey}.${related.target}`} related={related} child={child} />;
      })}
    </>
  );
}
