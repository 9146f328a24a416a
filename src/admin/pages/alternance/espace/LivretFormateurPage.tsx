// A learner's booklet in the trainer's space (on a phone): each period as everyone reads it (the tutor's side, the
// CFA's side) and, below, the CFA's side the trainer writes (PATCH /api/formateur/livret/{id}). A learner outside
// the trainer's groups: the server's French refusal.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { apiGet, apiSend } from '../../../http/api.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fr } from '../../../i18n/fr.ts';
import { PeriodeHeading, PeriodeView } from './PeriodeView.tsx';
import type { Livret, Periode } from './types.ts';

const t = alternanceFr.formateur;
const l = alternanceFr.livret;

function CoteCfaForm({ p, onSaved }: { p: Periode; onSaved: () => void }) {
  const notify = useNotify();
  const [text, setText] = useState(p.cote_cfa ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await apiSend('PATCH', `formateur/livret/${p.id}`, { cote_cfa: text.trim() || null });
      notify(t.saved, { type: 'success' });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack
      spacing={1}
      component="form"
      aria-label={`${l.cfaSide} : ${p.titre ?? ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={l.cfaNote}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        size="small"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {l.saveCfa}
      </Button>
    </Stack>
  );
}

export default function LivretFormateurPage() {
  const id = Number(useParams().id);
  const [livret, setLivret] = useState<Livret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    apiGet<Livret>(`formateur/apprenants/${id}/livret`).then(setLivret, (e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, [id]);
  if (error)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{error}</Alert>
        <Button component={RouterLink} to="/formateur/apprenants">
          {t.back}
        </Button>
      </Stack>
    );
  if (!livret) return <CircularProgress aria-label={fr.app.loading} />;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="p">{`${livret.firstname} ${livret.lastname}`}</Typography>
      {livret.diplome && <Typography variant="body2">{livret.diplome}</Typography>}
      {livret.periodes.length === 0 && <Typography>{l.noPeriod}</Typography>}
      {livret.periodes.map((p) => (
        <Card
          key={`${p.id}-${p.formateur_saisi_le ?? ''}`}
          variant="outlined"
          component="article"
          aria-label={p.titre ?? l.title}
        >
          <CardContent>
            <Stack spacing={1.5}>
              <PeriodeHeading p={p} />
              <PeriodeView p={p} />
              <CoteCfaForm p={p} onSaved={() => void load()} />
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Button component={RouterLink} to="/formateur/apprenants" sx={{ alignSelf: 'flex-start' }}>
        {t.back}
      </Button>
    </Stack>
  );
}
