// /accueil: a greeting, the user's centre (and antenne), the counts of trainees and candidates with links, and
// what needs doing today (a lazy chunk, pages/pilotage/HomeToday.tsx). Each count only for a user who may open its
// list; the platform's support (no centre's records: shared/access.ts) is offered the configuration instead.
import { lazy, Suspense } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { relationId } from '../data/iri.ts';
import { moduleColours } from '../../shared/clients/catalogue.ts';
import { userName } from '../session/authProvider.ts';
import { getRoles, readUser } from '../session/storage.ts';
import { useCanAccess } from '../session/access.ts';
import { useAppConfig } from '../appConfig.tsx';
import { hasAnyRole } from '../../shared/access.ts';
import { EDITOR_PATH } from './configuration/routes.ts';

const HomeToday = lazy(() => import('./pilotage/HomeToday.tsx'));

function useName(resource: string, value: unknown): string | undefined {
  const id = relationId(value);
  const { data } = useGetOne(
    resource,
    { id: id as string | number },
    { enabled: id !== null && id !== undefined && id !== '' },
  );
  return typeof data?.name === 'string' ? data.name : undefined;
}

function CountCard({ to, label, colour }: { to: string; label: string; colour: string }) {
  const translate = useTranslate();
  const { total, isPending } = useGetList(to, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card sx={{ flex: '1 1 240px', borderTop: `6px solid ${colour}` }}>
      <CardActionArea component={RouterLink} to={`/${to}`} aria-label={`${label} : ${translate('app.home.seeList')}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h3" component="p" data-testid={`count-${to}`}>
            {isPending ? '…' : (total ?? 0)}
          </Typography>
          <Typography variant="body2" color="primary">
            {translate('app.home.seeList')} →
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The platform's support's way in: the configuration editor (pages/configuration), its only page. */
function ConfigurationCard() {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: '1 1 240px', maxWidth: 520, borderTop: 6, borderColor: 'primary.main' }}>
      <CardActionArea component={RouterLink} to={`/${EDITOR_PATH}`}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.home.configuration')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.home.configurationText')}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {translate('app.home.open')} →
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function HomePage() {
  const translate = useTranslate();
  const reading = readUser();
  const user = reading.state === 'ok' ? reading.user : {};
  const centre = useName('cfas', user.cfa);
  const antenne = useName('antennes', user.antenne);
  const can = useCanAccess();
  const { views } = useAppConfig();
  // A centre's staff (any role but the platform's alone): the same rule as the menu's entries without roles.
  const centreStaff = hasAnyRole(getRoles(), undefined);
  const listed = (key: string) => views.some((v) => v.key === key && can('list', v));
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('app.home.title')} />
      <Typography variant="h4" component="h1">
        {translate('app.home.greeting', { name: userName(user) })}
      </Typography>
      {centre && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.home.centre', { name: centre })}
        </Typography>
      )}
      {antenne && <Typography color="text.secondary">{translate('app.home.antenne', { name: antenne })}</Typography>}
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mt: 4 }}>
        {listed('stagiaires') && (
          <CountCard to="stagiaires" label={translate('app.home.trainees')} colour={moduleColours.stagiaire} />
        )}
        {listed('candidatures') && (
          <CountCard to="candidatures" label={translate('app.home.candidates')} colour={moduleColours.candidature} />
        )}
        {!centreStaff && <ConfigurationCard />}
      </Box>
      {centreStaff && (
        <Suspense fallback={null}>
          <HomeToday />
        </Suspense>
      )}
    </Box>
  );
}
