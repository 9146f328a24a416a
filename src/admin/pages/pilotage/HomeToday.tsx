// The home's "what needs doing today", a lazy chunk of /accueil: one GET /api/accueil gives the
// day's counts (each a card opening its filtered list), the unread notifications and today's sessions. A
// centre-level user picks one antenne or all (the server refuses another antenne to an antenne user).
import { useEffect, useState } from 'react';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { readUser } from '../../session/storage.ts';
import { apiGet, type HydraList } from './api.ts';
import { homeLink } from './homeLinks.ts';
import { notificationBody } from '../../../shared/pilotage/notificationBody.ts';
import type { FieldsOf } from '../../data/recordOf.ts';

const t = pilotageFr.home;

interface Home {
  date: string;
  a_faire: { key: string; total: number; filtre: Record<string, unknown> }[];
  notifications_non_lues: number;
  notifications: { '@id': string; title: string; message: string | null }[];
  seances: {
    '@id': string;
    title: string;
    hr_start: string;
    hr_end: string;
    antenne_name: string;
    emargement_status: number | null;
  }[];
}

type Antenne = FieldsOf<'antennes', '@id' | 'name'>;

function useAntennes(enabled: boolean) {
  const [list, setList] = useState<Antenne[]>([]);
  useEffect(() => {
    if (enabled)
      apiGet<HydraList<Antenne>>('antennes', { pagination: 'false', etat: 0 })
        .then((r) => setList(r['hydra:member']))
        .catch(() => undefined);
  }, [enabled]);
  return list;
}

export default function HomeToday() {
  const reading = readUser();
  const centreLevel = reading.state === 'ok' && !reading.user.antenne;
  const antennes = useAntennes(centreLevel);
  const [antenne, setAntenne] = useState('Toutes');
  const [home, setHome] = useState<Home | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    apiGet<Home>('accueil', { antenne: centreLevel ? antenne : undefined })
      .then(setHome)
      .catch(() => setFailed(true));
  }, [antenne, centreLevel]);

  return (
    <Box sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {t.todo}
        </Typography>
        {centreLevel && antennes.length > 0 && (
          <TextField
            select
            size="small"
            label={t.antenne}
            value={antenne}
            onChange={(e) => setAntenne(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="Toutes">{t.all}</MenuItem>
            {antennes.map((a) => (
              <MenuItem key={a['@id']} value={a['@id']}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {failed && (
        <Typography color="error" role="alert">
          {t.loadFailed}
        </Typography>
      )}
      {home && (
        <>
          <Box
            component="ul"
            aria-label={t.todo}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              gap: 2,
              p: 0,
              mt: 2,
              listStyle: 'none',
            }}
          >
            {home.a_faire.map((c) => (
              <li key={c.key}>
                <Card
                  variant="outlined"
                  sx={{ height: '100%', borderLeft: 6, borderLeftColor: c.total > 0 ? 'warning.main' : 'success.main' }}
                >
                  <CardActionArea
                    component={RouterLink}
                    to={homeLink(c.key, c.filtre)}
                    sx={{ height: '100%' }}
                    aria-label={fill(t.open, { label: t.items[c.key] ?? c.key, count: c.total })}
                    data-testid={`todo-${c.key}`}
                  >
                    <CardContent>
                      <Typography variant="h4" component="p">
                        {c.total}
                      </Typography>
                      <Typography variant="body2">{t.items[c.key] ?? c.key}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 3 }}>
            <Paper variant="outlined" component="section" aria-label={t.sessions} sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {t.sessions}
              </Typography>
              {home.seances.length === 0 ? (
                <Typography color="text.secondary">{t.noSession}</Typography>
              ) : (
                <List dense>
                  {home.seances.map((s) => (
                    <ListItem key={s['@id']} disableGutters>
                      <ListItemText
                        primary={`${s.hr_start.slice(0, 5)}–${s.hr_end.slice(0, 5)} · ${s.title}`}
                        secondary={
                          `${s.antenne_name} · ` +
                          `${s.emargement_status === null ? t.noSheet : (t.sheet[s.emargement_status] ?? '')}`
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <RouterLink to="/stagiaire/planning">{t.planning}</RouterLink>
            </Paper>
            <Paper variant="outlined" component="section" aria-label={t.notifications} sx={{ p: 2 }}>
              <Typography
                variant="h6"
                component="h2"
              >{`${t.notifications} (${home.notifications_non_lues})`}</Typography>
              {home.notifications.length === 0 ? (
                <Typography color="text.secondary">{t.noNotification}</Typography>
              ) : (
                <List dense>
                  {home.notifications.map((n) => (
                    <ListItem key={n['@id']} disableGutters>
                      <ListItemText primary={n.title} secondary={notificationBody(n)} />
                    </ListItem>
                  ))}
                </List>
              )}
              <RouterLink to="/notifications">{t.allNotifications}</RouterLink>
            </Paper>
          </Box>
        </>
      )}
    </Box>
  );
}
