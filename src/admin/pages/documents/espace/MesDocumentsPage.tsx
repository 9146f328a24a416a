// « Mes documents »: the trainee's convocations, attestations and administrative documents, newest first, each
// downloaded with the session's token (GET /api/moi/documents/{id}/download: its own only, the server decides).
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { apiGet, apiUrl } from '../../../http/api.ts';
import { fetchBlob } from '../../../widgets/files/api.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { documentsFr } from '../../../i18n/documents.ts';
import { fill } from '../../../i18n/fill.ts';
import { fr } from '../../../i18n/fr.ts';

const t = documentsFr.mine;
interface Doc {
  id: number;
  name: string;
  type: string;
  date_document: string | null;
  date_expiration: string | null;
  nom_fichier: string | null;
  telechargement: string | null;
}

export default function MesDocumentsPage() {
  const [docs, setDocs] = useState<Doc[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiGet<{ documents: Doc[] }>('moi/documents').then(
      (r) => setDocs(r.documents),
      (e: Error) => setError(e.message),
    );
  }, []);
  const download = (d: Doc) => {
    setError(null);
    fetchBlob(apiUrl(d.telechargement!).toString()).then(
      (blob) => saveBlob(blob, d.nom_fichier ?? `${d.name}.pdf`),
      (e: Error) => setError(e.message),
    );
  };
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {!docs && !error && <CircularProgress aria-label={fr.app.loading} sx={{ alignSelf: 'center' }} />}
      {docs?.length === 0 && <Typography>{t.none}</Typography>}
      <Stack component="ul" spacing={1} aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {docs?.map((d) => (
          <Card component="li" key={d.id} variant="outlined" aria-label={d.name}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                {d.type && <Chip size="small" variant="outlined" label={d.type} />}
                {d.date_document && (
                  <Typography variant="body2">{fill(t.dated, { date: formatDateFr(d.date_document) })}</Typography>
                )}
                {d.date_expiration && (
                  <Typography variant="body2">
                    {fill(t.validUntil, { date: formatDateFr(d.date_expiration) })}
                  </Typography>
                )}
              </Stack>
              {d.telechargement ? (
                <Button
                  sx={{ mt: 1 }}
                  variant="outlined"
                  fullWidth
                  startIcon={<DownloadIcon />}
                  aria-label={fill(t.downloadOf, { name: d.name })}
                  onClick={() => download(d)}
                >
                  {t.download}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t.noFile}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
