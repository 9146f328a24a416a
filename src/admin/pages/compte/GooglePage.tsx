// /google-forms, /google-auth-verify, /google-drive-callback: the state of the Google link (GET auth-token/check),
// the sign-in start (POST auth/google or drive/auth/google, then the browser goes to the provider's page), the
// return from the provider (the two callback pages hand the address to POST google/callback, then go back to the
// path the server kept: /google-forms, /stagiaires or the trainee the Drive sign-in started from), the logout, and
// on /google-forms the user's Google Forms. Without configuration on the server, the page says so in French.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiGet, apiSend } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';

const t = postFormationFr.google;
export interface GoogleCheck {
  configured: boolean;
  isAuthenticated: boolean;
  email: string | null;
  message: string | null;
  isAuthorizedForForms: boolean;
  isAuthorizedForDrive: boolean;
}
interface Form {
  id: string;
  title: string;
  responderUri: string | null;
  editUrl: string;
}

/** Starts the sign-in (Forms or Drive) and sends the browser to the provider; `returnTo` is kept by the server. */
export async function startGoogle(drive: boolean, returnTo?: string): Promise<void> {
  const res = await apiSend<{ redirect_url?: string }>(
    'POST',
    drive ? 'drive/auth/google' : 'auth/google',
    returnTo ? { returnTo } : {},
  );
  // A missing redirect_url is an error (spec).
  if (!res?.redirect_url) throw new Error(drive ? t.driveFailed : t.connectFailed);
  window.location.assign(res.redirect_url);
}

function FormsList() {
  const notify = useNotify();
  const [forms, setForms] = useState<Form[] | null>(null);
  useEffect(() => {
    apiGet<{ member: Form[] }>('google-forms')
      .then((r) => setForms(r.member))
      .catch((e: Error) => {
        setForms([]);
        notify(e.message || postFormationFr.common.loadFailed, { type: 'error' });
      });
  }, [notify]);
  if (!forms) return <LinearProgress aria-label={t.formsTitle} />;
  return (
    <Box component="section" aria-label={t.formsTitle}>
      <Typography variant="h6" component="h2">
        {t.formsTitle}
      </Typography>
      {forms.length === 0 ? (
        <Typography color="text.secondary">{t.formsEmpty}</Typography>
      ) : (
        <List dense>
          {forms.map((f) => (
            <ListItem key={f.id} divider>
              <ListItemText
                primary={f.title}
                secondary={
                  <Stack direction="row" spacing={2} component="span">
                    {f.responderUri && (
                      <Link href={f.responderUri} target="_blank" rel="noopener">
                        {t.openForm}
                      </Link>
                    )}
                    <Link href={f.editUrl} target="_blank" rel="noopener">
                      {t.editForm}
                    </Link>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function GooglePage({ kind }: { kind: 'forms' | 'verify' | 'drive' }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [check, setCheck] = useState<GoogleCheck | null>(null);
  const [returnError, setReturnError] = useState<string | null>(null);
  const returning = kind !== 'forms' && /[?&](code|error)=/.test(window.location.search);
  const handled = useRef(false);

  const load = () =>
    apiGet<GoogleCheck>('auth-token/check')
      .then(setCheck)
      .catch(() => notify(t.checkFailed, { type: 'error' }));
  useEffect(() => {
    if (!returning) {
      void load();
      return;
    }
    if (handled.current) return;
    handled.current = true;
    apiSend<{ returnTo: string }>('POST', 'google/callback', { url: window.location.href })
      .then((r) => navigate(r.returnTo, { replace: true }))
      .catch((e: Error) => {
        notify(kind === 'drive' ? t.driveFailed : t.connectFailed, { type: 'error' });
        setReturnError(e.message);
        void load();
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);

  const connect = async (drive: boolean) => {
    try {
      await startGoogle(drive);
    } catch {
      notify(drive ? t.driveFailed : t.connectFailed, { type: 'error' });
    }
  };
  const logout = async () => {
    try {
      await apiSend('POST', 'google-api/logout', {});
      notify(t.loggedOut, { type: 'success' });
      await load();
    } catch {
      notify(t.logoutFailed, { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 800 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.titles[kind]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro[kind]}
      </Typography>
      {returning && !returnError && <LinearProgress aria-label={t.returning} />}
      {returnError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {returnError}
        </Alert>
      )}
      {check && !check.configured && (
        <Alert severity="warning" role="status">
          {check.message}
        </Alert>
      )}
      {check?.configured && (
        <Stack spacing={2}>
          <Alert severity={check.isAuthenticated ? 'success' : 'info'} role="status">
            {check.isAuthenticated ? fill(t.connected, { email: check.email ?? '' }) : t.notConnected}
          </Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {kind !== 'drive' && (
              <Button variant="contained" onClick={() => void connect(false)}>
                {t.connectForms}
              </Button>
            )}
            {kind !== 'forms' && (
              <Button variant="contained" onClick={() => void connect(true)}>
                {t.connectDrive}
              </Button>
            )}
            {check.isAuthenticated && <Button onClick={() => void logout()}>{t.logout}</Button>}
          </Stack>
          {kind === 'forms' &&
            check.isAuthenticated &&
            (check.isAuthorizedForForms ? <FormsList /> : <Alert severity="info">{t.formsAskConsent}</Alert>)}
        </Stack>
      )}
    </Box>
  );
}
