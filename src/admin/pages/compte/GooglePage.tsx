// /google-forms, /google-auth-verify, /google-drive-callback: the state of the Google link (GET auth-token/check)
// and the sign-in start (POST auth/google or drive/auth/google, then the browser goes to Google's page). Without
// configuration on the server, the page says so in French and offers nothing that would fail.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, apiSend } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';

const t = postFormationFr.google;
interface Check { configured: boolean; isAuthenticated: boolean; email: string | null; message: string | null }

export function GooglePage({ kind }: { kind: 'forms' | 'verify' | 'drive' }) {
  const notify = useNotify();
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    apiGet<Check>('auth-token/check').then(setCheck).catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [notify]);

  const connect = async (drive: boolean) => {
    try {
      const res = await apiSend<{ redirect_url: string }>('POST', drive ? 'drive/auth/google' : 'auth/google', {});
      window.location.assign(res.redirect_url);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const logout = async () => {
    await apiSend('POST', 'google-api/logout', {});
    notify(t.loggedOut, { type: 'success' });
  };

  return (
    <Box sx={{ p: 2, maxWidth: 800 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t.titles[kind]}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t.intro[kind]}</Typography>
      {check && !check.configured && <Alert severity="warning" role="status">{check.message}</Alert>}
      {check?.configured && (
        <Stack spacing={2}>
          <Alert severity={check.isAuthenticated ? 'success' : 'info'} role="status">
            {check.isAuthenticated ? fill(t.connected, { email: check.email ?? '' }) : t.notConnected}
          </Alert>
          <Stack direction="row" spacing={1}>
            {kind !== 'drive' && <Button variant="contained" onClick={() => void connect(false)}>{t.connectForms}</Button>}
            {kind !== 'forms' && <Button variant="contained" onClick={() => void connect(true)}>{t.connectDrive}</Button>}
            {check.isAuthenticated && <Button onClick={() => void logout()}>{t.logout}</Button>}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
