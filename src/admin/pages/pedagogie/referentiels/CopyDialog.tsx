// Copying a referential with its whole tree (antenne_referentiel_copy): an antenne user copies into its own
// antenne; a centre user picks the antenne (or none: a centre referential).
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiSend, errorText, options, type Option } from '../api.ts';

const t = pedagogieFr;

export function CopyDialog({
  source,
  label,
  mine,
  onCopied,
  onClose,
}: {
  source: string;
  label: string;
  mine: string | null;
  onCopied: (iri: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(fill(t.arbre.copyDefault, { label }));
  const [antenne, setAntenne] = useState(mine ?? '');
  const [antennes, setAntennes] = useState<Option[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!mine)
      options('antennes', (r) => String(r.name ?? r['@id']))
        .then(setAntennes)
        .catch(() => setAntennes([]));
  }, [mine]);
  const submit = async () => {
    try {
      const created = await apiSend<{ '@id': string }>('POST', 'antenne_referentiel_copy', {
        id: source,
        label: title.trim(),
        ...(antenne ? { antenne } : {}),
      });
      onCopied(created['@id']);
    } catch (e) {
      setError(errorText(e, t.common.fetchFailed));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-dialog-title">
      <DialogTitle id="copy-dialog-title">{t.arbre.copyTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t.arbre.copyLabel}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            fullWidth
          />
          {!mine && (
            <TextField
              select
              label={t.arbre.copyAntenne}
              value={antenne}
              onChange={(e) => setAntenne(e.target.value)}
              fullWidth
            >
              <MenuItem value="">{t.arbre.copyNoAntenne}</MenuItem>
              {antennes.map((a) => (
                <MenuItem key={a['@id']} value={a['@id']}>
                  {a.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button variant="contained" disabled={!title.trim()} onClick={() => void submit()}>
          {t.arbre.copyCentre}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
