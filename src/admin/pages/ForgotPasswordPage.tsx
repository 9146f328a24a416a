// Public page /mot-de-passe-oublie: asks for the reset link. The same French confirmation whatever the email
// (the server answers 204 anyway: no account enumeration).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { entrypoint } from '../config.ts';
import { fetchJson } from '../http/httpClient.ts';
import { fr } from '../i18n/fr.ts';
import { isPlausibleEmail, plausibleMessages } from '../../shared/plausible/index.ts';
import { PublicFrame } from './PublicFrame.tsx';

export function ForgotPasswordPage() {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Checked here in French (the form is noValidate: no browser tooltip), as the server checks it.
    const typed = email.trim();
    const bad = typed === '' ? fr.app.forgot.emailNeeded : isPlausibleEmail(typed) ? null : plausibleMessages.email;
    setProblem(bad);
    if (bad) return;
    try {
      await fetchJson(
        `${entrypoint}/forgot_password/`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email }),
        },
        false,
      );
      setDone(true);
    } catch (e) {
      // Only a technical failure lands here (the server never says whether the email exists).
      notify(e instanceof Error && e.message ? e.message : fr.app.notification.error, { type: 'error' });
    }
  };

  return (
    <PublicFrame title={fr.app.forgot.title}>
      {done ? (
        <Alert severity="success" role="status">
          {fr.app.forgot.done}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography variant="body2" color="text.secondary">
            {fr.app.forgot.intro}
          </Typography>
          <TextField
            label={fr.app.auth.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            required
            margin="normal"
            autoFocus
            error={Boolean(problem)}
            helperText={problem ?? undefined}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
            {fr.app.forgot.submit}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/">
          {fr.app.forgot.back}
        </Link>
      </Box>
    </PublicFrame>
  );
}
