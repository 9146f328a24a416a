// « Mon livret » (an apprentice's account): each period of its booklet, the tutor's side and the trainer's, and the
// booklet as a PDF.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { apiGet } from '../../../http/api.ts';
import { alternanceFr } from '../../../i18n/alternance.ts';
import { fr } from '../../../i18n/fr.ts';
import { PeriodeHeading, PeriodeView } from './PeriodeView.tsx';
import { downloadLivret } from './pdf.ts';
import type { Livret } from './types.ts';

const t = alternanceFr.livret;

export default function MonLivretPage() {
  const [livret, setLivret] = useState<Livret | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<Livret>('moi/livret').then(setLivret, (e: Error) => setError(e.message));
  }, []);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {!livret && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {livret && (
        <>
          <Button
            onClick={() => void downloadLivret('/api/moi/livret.pdf', 'livret-apprentissage.pdf')}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.pdf}
          </Button>
          {livret.periodes.length === 0 && <Typography>{t.noPeriod}</Typography>}
          {livret.periodes.map((p) => (
            <Card key={p.id} variant="outlined" component="article" aria-label={p.titre ?? t.title}>
              <CardContent>
                <Stack spacing={1}>
                  <PeriodeHeading p={p} />
                  <PeriodeView p={p} />
                </Stack>
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
