// « Mes documents »: the trainee's convocations, attestations and administrative documents, newest first, each
// downloaded with the session's token (GET /api/moi/documents/{id}/download: its own only, the server decides),
// and first its finalised ACA, whose certificate is built as a PDF here as the staff's one is (its own only too).
import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { apiGet, apiUrl } from '../../../http/api.ts';
import { fetchBlob } from '../../../widgets/files/api.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { documentsFr } from '../../../i18n/documents.ts';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { SpaceCardList } from '../../../spaces/SpaceCardList.tsx';
import type { Certificate } from '../../pedagogie/aca/certificatePdf.ts';

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
interface Aca {
  id: number;
  name: string;
  date_finalisation: string | null;
  certificat: string;
}
interface Item {
  key: string;
  name: string;
  type: string;
  date_document: string | null;
  date_expiration: string | null;
  download: (() => Promise<void>) | null;
}

const fileOf = (d: Doc) => () =>
  fetchBlob(apiUrl(d.telechargement!).toString()).then((blob) => saveBlob(blob, d.nom_fichier ?? `${d.name}.pdf`));

const certificateOf = (a: Aca) => async () => {
  const cert = await apiGet<Certificate>(a.certificat.replace(/^\/api\//, ''));
  const { buildCertificatePdf } = await import('../../pedagogie/aca/certificatePdf.ts');
  const bytes = await buildCertificatePdf(cert);
  saveBlob(
    new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    fill(pedagogieFr.aca.pdf.file, {
      name: cert.etudiant.nom.replace(/\W+/g, '-'),
      date: (a.date_finalisation ?? '').slice(0, 10),
    }),
  );
};

async function load(): Promise<Item[]> {
  const r = await apiGet<{ documents: Doc[]; aca: Aca | null }>('moi/documents');
  const aca: Item[] = r.aca
    ? [
        {
          key: `aca-${r.aca.id}`,
          name: r.aca.name,
          type: '',
          date_document: r.aca.date_finalisation,
          date_expiration: null,
          download: certificateOf(r.aca),
        },
      ]
    : [];
  return [
    ...aca,
    ...r.documents.map((d) => ({
      key: String(d.id),
      name: d.name,
      type: d.type,
      date_document: d.date_document,
      date_expiration: d.date_expiration,
      download: d.telechargement ? fileOf(d) : null,
    })),
  ];
}

export default function MesDocumentsPage() {
  const [error, setError] = useState<string | null>(null);
  const download = (d: Item) => {
    setError(null);
    d.download!().catch((e: Error) => setError(e.message));
  };
  return (
    <SpaceCardList
      load={load}
      label={t.list}
      empty={t.none}
      itemKey={(d) => d.key}
      title={(d) => d.name}
      header={error && <Alert severity="error">{error}</Alert>}
      body={(d) => (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            {d.type && <Chip size="small" variant="outlined" label={d.type} />}
            {d.date_document && (
              <Typography variant="body2">{fill(t.dated, { date: formatDateFr(d.date_document) })}</Typography>
            )}
            {d.date_expiration && (
              <Typography variant="body2">{fill(t.validUntil, { date: formatDateFr(d.date_expiration) })}</Typography>
            )}
          </Stack>
          {d.download ? (
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
        </>
      )}
    />
  );
}
