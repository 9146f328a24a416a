// « Mes apprenants » (a trainer's account, on a phone): the learners of the groups of the sessions it teaches (the
// server's scope), those whose booklet has periods first, each opening its booklet to write the CFA's side.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, type HydraList } from '../../../http/api.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = alternanceFr.formateur;
interface Apprenant {
  id: number;
  firstname: string;
  lastname: string;
  session: string | null;
  antenne: string | null;
  periodes: number;
  a_remplir: number;
}

export default function MesApprenantsPage() {
  const [list, setList] = useState<Apprenant[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<HydraList<Apprenant>>('formateur/apprenants').then(
      (r) => setList(r['hydra:member']),
      (e: Error) => setError(e.message),
    );
  }, []);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {!list && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {list?.length === 0 && <Typography>{t.none}</Typography>}
      {list?.map((a) => (
        <Card key={a.id} variant="outlined" component="article" aria-label={`${a.firstname} ${a.lastname}`}>
          <CardContent sx={{ pb: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{`${a.firstname} ${a.lastname}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[a.session, a.antenne].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2">
              {a.periodes === 0 ? t.noPeriod : fill(t.periods, { count: a.periodes })}
            </Typography>
            {a.a_remplir > 0 && (
              <Chip size="small" color="warning" sx={{ mt: 1 }} label={fill(t.toFill, { count: a.a_remplir })} />
            )}
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={`/formateur/apprenants/${a.id}`}
              aria-label={`${t.open} : ${a.firstname} ${a.lastname}`}
            >
              {t.open}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
