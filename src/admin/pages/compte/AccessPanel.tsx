// « Créer un accès » on a company tutor's contact or a speaker's page: opens the person's account (tutor or
// trainer role, no password) and mails it the invitation to choose its password; an open access is said so.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { apiGet, apiSend } from '../../http/api.ts';
import { accesFr } from '../../i18n/acces.ts';
import { fill } from '../../i18n/fill.ts';

const t = accesFr;

export function AccessPanel({
  resource,
  id,
  role,
}: {
  resource: 'entreprise_contacts' | 'scheduler_speakers';
  id: number | string;
  role: string;
}) {
  const [user, setUser] = useState<string | null | undefined>(undefined);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<{ user?: string | null }>(`${resource}/${id}`).then(
      (r) => setUser(r.user ?? null),
      (e: Error) => setError(e.message),
    );
  }, [resource, id]);
  const create = async () => {
    setError(null);
    try {
      const r = await apiSend<{ user: string; email: string }>('POST', `${resource}/${id}/acces`);
      setUser(r.user);
      setSent(r.email);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{fill(t.explain, { role })}</Typography>
      {sent && <Alert severity="success">{fill(t.sent, { email: sent })}</Alert>}
      {user && !sent && <Alert severity="info">{t.open}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {user === null && (
        <Button variant="contained" onClick={() => void create()}>
          {t.create}
        </Button>
      )}
    </Stack>
  );
}

export function TutorAccessPanel({ id }: { id: number | string }) {
  return <AccessPanel resource="entreprise_contacts" id={id} role={t.tutorRole} />;
}
export function TrainerAccessPanel({ id }: { id: number | string }) {
  return <AccessPanel resource="scheduler_speakers" id={id} role={t.trainerRole} />;
}
