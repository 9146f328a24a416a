// « Mes apprentis » (a company tutor's account, on a phone): the apprentices whose contract names it, each opening
// its page (contract and its documents, CFA planning, absences, booklet, evaluation).
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
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = alternanceFr.tuteur;
interface Apprenti {
  id: number;
  firstname: string;
  lastname: string;
  diplome: string | null;
  entreprise: string | null;
  date_debut: string;
  date_fin: string | null;
  a_signer: number;
}

export default function MesApprentisPage() {
  const [list, setList] = useState<Apprenti[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<HydraList<Apprenti>>('tuteur/apprentis').then(
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
            {a.diplome && <Typography variant="body2">{a.diplome}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {[
                a.entreprise,
                fill(t.contractLine, { from: formatDateFr(a.date_debut), to: formatDateFr(a.date_fin ?? '') }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {a.a_signer > 0 && (
              <Chip size="small" color="warning" sx={{ mt: 1 }} label={fill(t.toSign, { count: a.a_signer })} />
            )}
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={`/tuteur/apprentis/${a.id}`}
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
