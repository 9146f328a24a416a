// /ouvrir?adresse=/api/<resource>/<id>: the screen of a record named by its API address (an alert's or a
// notification's link, views/paths.ts pagePathOf) when several views show its resource (a trainee in training or
// a candidate, told apart by `type`): the record is read, then the page goes to the view whose fixed filter it
// matches. A record gone, or one the user may not read, is said in French.
import { Alert, Box, Button } from '@mui/material';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Title, useGetOne } from 'react-admin';
import { useAppConfig, viewForRecord, viewsOfResource } from '../appConfig.tsx';
import { fr } from '../i18n/fr.ts';
import { PageLoading } from '../routing/pageRouteElements.tsx';
import { recordOfAddress, recordPath } from '../views/paths.ts';

export default function OpenRecordPage() {
  const [search] = useSearchParams();
  const { views } = useAppConfig();
  const record = recordOfAddress(search.get('adresse') ?? '');
  const candidates = record ? viewsOfResource(views, record.resource) : [];
  const { data, isPending, error } = useGetOne(
    candidates[0]?.key ?? '',
    { id: record?.id ?? '' },
    { enabled: candidates.length > 0, retry: false },
  );
  const view = data && record ? viewForRecord(views, record.resource, data) : undefined;
  if (view && data) return <Navigate replace to={recordPath(view, data.id)} />;
  if (candidates.length > 0 && isPending && !error) return <PageLoading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={fr.app.resources.openTitle} />
      <Alert severity="error" sx={{ mb: 2 }}>
        {fr.app.resources.openGone}
      </Alert>
      <Button component={RouterLink} to="/accueil" variant="contained">
        {fr.app.notFound.home}
      </Button>
    </Box>
  );
}
