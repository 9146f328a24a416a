// « Mes documents » (a trainer's account): the documents of its provider record to keep up to date, each with its
// expiry status against the centre's threshold (GET /api/formateur/documents); the expired and soon-expiring ones
// first, as the alert of « Mes séances » announces.
import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { apiGet } from '../../../http/api.ts';
import { prestatairesFr } from '../../../i18n/prestataires.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = prestatairesFr.mesDocuments;
export interface TrainerDocument {
  '@id': string;
  name: string;
  type: string | null;
  date_expiration: string | null;
  jours: number | null;
  statut: 'expire' | 'bientot' | 'valide' | 'sans';
}
export interface TrainerDocuments {
  seuil: number;
  documents: TrainerDocument[];
  alertes: string[];
}
const COLOR = { expire: 'error', bientot: 'warning', valide: 'success', sans: 'default' } as const;
export const dateFr = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

export default function MesDocumentsPage() {
  const [data, setData] = useState<TrainerDocuments | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<TrainerDocuments>('formateur/documents').then(setData, (e: Error) => setError(e.message));
  }, []);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <Typography variant="body2">{t.intro}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {data?.documents.length === 0 && <Typography>{t.none}</Typography>}
      {data?.documents.map((d) => (
        <Card key={d['@id']} variant="outlined" component="article" aria-label={d.name}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography sx={{ fontWeight: 600 }}>{d.name}</Typography>
              <Chip size="small" color={COLOR[d.statut]} label={t.status[d.statut]} />
            </Stack>
            {d.type && d.type !== d.name && (
              <Typography variant="body2" color="text.secondary">
                {d.type}
              </Typography>
            )}
            <Typography variant="body2">
              {d.date_expiration === null
                ? t.noExpiry
                : fill(d.statut === 'expire' ? t.expired : t.expires, { date: dateFr(d.date_expiration) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
