// /modifier-profil: the signed-in user changes their name, e-mail and password (PATCH /api/users/me). The e-mail
// and the password need the current password; a new password ends the other sessions and this one takes the
// fresh token of the answer, so the user stays signed in. The saved user replaces the stored one and the
// identity is read again, so the app bar shows the new name at once.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify } from 'react-admin';
import { apiGet, apiSend } from '../attendance/api.ts';
import { setToken, setUser } from '../../session/storage.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';

const t = postFormationFr.profile;
interface Me {
  lastname: string;
  firstname: string;
  email: string;
  roles?: string[];
  token?: string;
}

export default function ProfilePage() {
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  const [me, setMe] = useState({ lastname: '', firstname: '', email: '' });
  const [pw, setPw] = useState({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    apiGet<Me>('users/me')
      .then((u) => setMe({ lastname: u.lastname, firstname: u.firstname, email: u.email }))
      .catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [notify]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (pw.password && pw.password !== pw.confirm) return setErrors({ confirm: t.mismatch });
    const body: Record<string, string> = { ...me };
    if (pw.password) body.password = pw.password;
    if (pw.current) body.current_password = pw.current;
    try {
      const updated = await apiSend<Me>('PATCH', 'users/me', body);
      if (updated.token) setToken(updated.token);
      const { token: _token, ...user } = updated;
      setUser(user);
      await refetchIdentity();
      setPw({ current: '', password: '', confirm: '' });
      notify(pw.password ? t.passwordSaved : t.saved, { type: 'success' });
    } catch (e) {
      const err = e as { message: string; body?: { errors?: Record<string, string> } };
      setErrors({ ...(err.body?.errors ?? {}), root: err.message });
    }
  };

  const field = (name: keyof typeof me, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={me[name]}
      onChange={(e) => setMe((x) => ({ ...x, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      size="small"
    />
  );
  const secret = (name: keyof typeof pw, label: string, error?: string) => (
    <TextField
      label={label}
      type="password"
      value={pw[name]}
      onChange={(e) => setPw((x) => ({ ...x, [name]: e.target.value }))}
      error={Boolean(error)}
      helperText={error}
      size="small"
      autoComplete={name === 'current' ? 'current-password' : 'new-password'}
    />
  );
  return (
    <Box sx={{ p: 2, maxWidth: 640 }} component="form" onSubmit={save} noValidate>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.identity}
        </Typography>
        <Stack spacing={2}>
          {field('lastname', t.lastname)}
          {field('firstname', t.firstname)}
          {field('email', t.email, 'email')}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.security}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.securityHelp}
        </Typography>
        <Stack spacing={2}>
          {secret('current', t.current, errors.current_password)}
          {secret('password', t.password, errors.password)}
          {secret('confirm', t.confirm, errors.confirm)}
        </Stack>
      </Paper>
      {errors.root && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.root}
        </Alert>
      )}
      <Button type="submit" variant="contained">
        {postFormationFr.common.save}
      </Button>
    </Box>
  );
}
