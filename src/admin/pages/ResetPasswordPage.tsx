// Public page /reset-password/reset?token=…: the new password twice, then POST /api/forgot_password/{token}
// (the server's reset route), then back to the login page with a green notice.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { entrypoint } from '../config.ts';
import { fetchJson } from '../http/httpClient.ts';
import { fr } from '../i18n/fr.ts';
import { PublicFrame } from './PublicFrame.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : fr.app.reset.missingToken);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setError(fr.app.reset.tooShort);
    if (password !== confirm) return setError(fr.app.reset.mismatch);
    setError(null);
    try {
      await fetchJson(
        `${entrypoint}/forgot_password/${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ password }),
        },
        false,
      );
      notify(fr.app.reset.done, { type: 'success' });
      navigate('/', { state: { notice: fr.app.reset.done } });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : fr.app.notification.error);
    }
  };

  return (
    <PublicFrame title={fr.app.reset.title}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label={fr.app.reset.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
          required
          margin="normal"
          disabled={!token}
        />
        <TextField
          label={fr.app.reset.confirm}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          fullWidth
          required
          margin="normal"
          disabled={!token}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!token}>
          {fr.app.reset.submit}
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/">
          {fr.app.forgot.back}
        </Link>
      </Box>
    </PublicFrame>
  );
}
