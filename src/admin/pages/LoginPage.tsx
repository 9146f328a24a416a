// Public page `/`: login. On success, back to the last restricted path, else /accueil. A signed-in visitor
// goes straight there.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useLogin, useNotify } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import { getLastPath, readUser } from '../session/storage.ts';
import { PublicFrame } from './PublicFrame.tsx';
import { errorText } from '../http/errors.ts';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice;

  if (readUser().state === 'ok' && !busy) return <Navigate to={getLastPath() ?? '/accueil'} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await login({ email, password }, getLastPath() ?? '/accueil');
    } catch (e) {
      const message = errorText(e, fr.app.notification.error);
      setError(message);
      notify(message, { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <PublicFrame title={fr.app.auth.title}>
      {notice && !error && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label={fr.app.auth.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
          required
          margin="normal"
          autoFocus
        />
        <TextField
          label={fr.app.auth.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
          required
          margin="normal"
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
          {fr.app.auth.submit}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/mot-de-passe-oublie">
            {fr.app.auth.forgot}
          </Link>
        </Box>
      </Box>
    </PublicFrame>
  );
}
