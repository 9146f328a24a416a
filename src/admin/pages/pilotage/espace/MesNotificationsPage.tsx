// « Mes notifications » (a trainer's account): the notifications stored for it, newest first (its documents expired
// or expiring soon, told by the centre's daily schedule), each unread one marked as such with « Marquer comme
// lue », and « Voir » opening the page of its space it points at (GET /api/formateur/notifications and POST
// …/{id}/lue: its own only, the server decides).
import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, apiSend } from '../../../http/api.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { pilotageFr } from '../../../i18n/pilotage.ts';
import { fill } from '../../../i18n/fill.ts';
import { SpaceCardList } from '../../../spaces/SpaceCardList.tsx';

const t = pilotageFr.mine;
interface Note {
  id: number;
  title: string;
  message: string | null;
  uri: string | null;
  read_at: string | null;
  created_at: string | null;
}

const load = () => apiGet<{ notifications: Note[] }>('formateur/notifications').then((r) => r.notifications);
/** Only a page of the trainer's own space is offered (the staff's pages are not its to open). */
const ownPage = (uri: string | null) => (uri && uri.startsWith('/formateur/') ? uri : null);

export default function MesNotificationsPage() {
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const markRead = (n: Note) => {
    setError(null);
    apiSend('POST', `formateur/notifications/${n.id}/lue`).then(
      () => setVersion((v) => v + 1),
      (e: Error) => setError(e.message),
    );
  };
  return (
    <SpaceCardList
      load={load}
      reloadKey={version}
      label={t.list}
      empty={t.none}
      itemKey={(n) => n.id}
      title={(n) => n.title}
      header={
        <>
          <Typography variant="body2">{t.intro}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
        </>
      }
      body={(n) => (
        <>
          {n.message && <Typography variant="body2">{n.message}</Typography>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            {n.read_at ? (
              <Typography variant="body2" color="text.secondary">
                {fill(t.readOn, { date: formatDateFr(n.read_at) })}
              </Typography>
            ) : (
              <Chip size="small" color="warning" label={t.unread} />
            )}
            {n.created_at && (
              <Typography variant="body2" color="text.secondary">
                {fill(t.receivedOn, { date: formatDateFr(n.created_at) })}
              </Typography>
            )}
          </Stack>
        </>
      )}
      actions={(n) => (
        <>
          {ownPage(n.uri) && (
            <Button
              component={RouterLink}
              to={ownPage(n.uri)!}
              size="small"
              aria-label={fill(t.openOf, { title: n.title })}
            >
              {t.open}
            </Button>
          )}
          {!n.read_at && (
            <Button size="small" aria-label={fill(t.markReadOf, { title: n.title })} onClick={() => markRead(n)}>
              {t.markRead}
            </Button>
          )}
        </>
      )}
    />
  );
}
