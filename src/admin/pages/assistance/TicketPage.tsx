// /assistance/envoyer-un-ticket: a support request sent as form data to send_ticket (spec 001), with an optional
// attachment checked against the server's upload limits first; « Votre demande a bien été envoyée » on success.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { modules_ticket, types_ticket } from '../../../shared/reference/tickets.ts';
import { uploadLimits } from '../../widgets/files/upload.ts';
import { acceptOf, refusalOf, type UploadLimits } from '../../widgets/files/fileRules.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';

const t = postFormationFr.ticket;

export default function TicketPage() {
  const notify = useNotify();
  const [v, setV] = useState({ module: 2, type: 2, subject: '', message: '' });
  const [file, setFile] = useState<File | null>(null);
  const [limits, setLimits] = useState<UploadLimits | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    uploadLimits()
      .then(setLimits)
      .catch(() => undefined);
  }, []);

  const pick = (f: File | null) => {
    setError(null);
    const refusal = f && limits ? refusalOf(f, limits) : undefined;
    if (refusal) {
      setError(refusal);
      setFile(null);
    } else setFile(f);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const form = new FormData();
    for (const [k, value] of Object.entries(v)) form.append(k, String(value));
    if (file) form.append('file', file, file.name);
    try {
      await fetchJson(`${entrypoint}/send_ticket`, { method: 'POST', body: form });
      notify(t.sent, { type: 'success' });
      setSent(true);
      setV((x) => ({ ...x, subject: '', message: '' }));
      setFile(null);
    } catch (e) {
      setError((e as Error).message || t.failed);
      notify(t.failed, { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 720 }} component="form" onSubmit={send}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t.module}
            value={v.module}
            onChange={(e) => setV((x) => ({ ...x, module: Number(e.target.value) }))}
            sx={{ minWidth: 220 }}
          >
            {modules_ticket.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t.type}
            value={v.type}
            onChange={(e) => setV((x) => ({ ...x, type: Number(e.target.value) }))}
            sx={{ minWidth: 180 }}
          >
            {types_ticket.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          size="small"
          label={t.subject}
          value={v.subject}
          onChange={(e) => setV((x) => ({ ...x, subject: e.target.value }))}
          required
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          label={t.message}
          value={v.message}
          onChange={(e) => setV((x) => ({ ...x, message: e.target.value }))}
          required
          multiline
          minRows={5}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component="label" variant="outlined">
            {t.chooseFile}
            <input
              hidden
              type="file"
              aria-label={t.file}
              accept={limits ? acceptOf(limits) : undefined}
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2">{file ? file.name : t.noFile}</Typography>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {sent && (
          <Alert severity="success" role="status">
            {t.sent}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            {t.send}
          </Button>
          <Button component={RouterLink} to="/assistance/tickets">
            {t.list}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
