// Generic detail page (/<route>/<id>): the view's show sections, each a card of labelled values.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Labeled, RecordContextProvider, ShowBase, Title, TopToolbar, useRecordContext } from 'react-admin';
import { useShowErrorOptions } from './showError.ts';
import { fr } from '../i18n/fr.ts';
import { useCanAccess } from '../session/access.ts';
import { RecordActions } from '../widgets/archive/RecordActions.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';
import { represent } from '../../shared/format/represent.ts';
import { editPath, listPath } from './paths.ts';
import { useProfiledView } from './profiled.ts';
import { RelatedLists } from './RelatedLists.tsx';
import { ShowPanels } from './ShowPanels.tsx';
import type { SectionView, ViewConfig } from './viewTypes.ts';
// The file widgets load with this lazy chunk; list cells reach them here too (widgets/files/lazy.tsx).
export { MediaField, ExpiryField, SignatureField } from '../widgets/files/showWidgets.ts';

// Many-to-many editors (show.joinLists): part of this page's lazy chunk, never of the start bundle.
import JoinLists from '../widgets/joinlists/JoinLists.tsx';

function Section({ section }: { section: SectionView }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        {section.title && (
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {section.fields.map((field) => (
            <Labeled key={field.name} label={field.label} source={field.name}>
              <FieldDisplay field={field} />
            </Labeled>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function ShowContent({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  if (!record) return null;
  const name = represent(view.model.representation, record);
  return (
    <RecordContextProvider value={record}>
      <Title title={`${view.labelOne} : ${name}`} />
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={listPath(view)} startIcon={<ListIcon />}>
            {view.labelMany}
          </Button>
          {can('edit', view, record) && (
            <Button component={RouterLink} to={editPath(view, record.id)} startIcon={<EditIcon />} variant="contained">
              {fr.app.resources.edit}
            </Button>
          )}
          <RecordActions view={view} />
        </Box>
      </TopToolbar>
      {view.showSections.map((section, i) => (
        <Section key={section.title ?? i} section={section} />
      ))}
      <ShowPanels resource={view.model.name} id={record.id} />
      {view.joinLists.length > 0 && <JoinLists view={view} />}
      <RelatedLists view={view} />
    </RecordContextProvider>
  );
}

export function GenericShow({ view: raw }: { view: ViewConfig }) {
  const view = useProfiledView(raw);
  const { id } = useParams();
  const onError = useShowErrorOptions(view.key);
  return (
    <ShowBase resource={view.key} id={id} queryOptions={onError}>
      <Box sx={{ mt: 1 }}>
        <ShowContent view={view} />
      </Box>
    </ShowBase>
  );
}
