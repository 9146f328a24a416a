// The apprentice's booklet on its page, for the staff: each period, what the tutor and the trainer recorded and when,
// the tutor's signature or that it is awaited, and the booklet's PDF.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { apiGet } from '../../http/api.ts';
import { alternanceFr } from '../../i18n/alternance.ts';
import { PeriodeHeading, PeriodeView } from './espace/PeriodeView.tsx';
import { downloadLivret } from './espace/pdf.ts';
import type { Livret } from './espace/types.ts';

const t = alternanceFr.livret;

export default function LivretPanel({ id }: { id: number | string }) {
  const [livret, setLivret] = useState<Livret | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<Livret>(`etudiants/${id}/livret`).then(setLivret, (e: Error) => setError(e.message));
  }, [id]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!livret) return null;
  return (
    <Stack spacing={2}>
      {livret.periodes.length === 0 && <Typography>{t.noPeriod}</Typography>}
      {livret.periodes.length > 0 && (
        <Button
          onClick={() => void downloadLivret(`/api/etudiants/${id}/livret.pdf`, `livret-apprentissage-${id}.pdf`)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t.pdf}
        </Button>
      )}
      {livret.periodes.map((p) => (
        <Stack key={p.id} spacing={1} component="article" aria-label={p.titre ?? t.title}>
          <PeriodeHeading p={p} />
          <PeriodeView p={p} />
        </Stack>
      ))}
    </Stack>
  );
}
