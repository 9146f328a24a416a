// A provider's file on its page (/antenne/gestion-prestataires/{id}): its photo (the protected
// display: fetched with the token; a new one through the spec's photo call, POST multipart to the provider's
// uri), and its documents with their validity (expired, criminal record extract over one month, expiring soon)
// and the documents a trainer must have that are missing (src/shared/entreprises/providers.ts).
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { itemIri } from '../../../shared/iri.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { documents_formateur } from '../../../shared/reference/prestataires.ts';
import { providerDossier, type ProviderDoc } from '../../../shared/prestataires/providers.ts';
import { entreprisesFr } from '../../i18n/entreprises.ts';
import { fill } from '../../i18n/fill.ts';
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { AuthImage } from '../../widgets/files/AuthImage.tsx';
import { downloadUrl } from '../../widgets/files/api.ts';
import { apiGet, failure, members, type HydraList, type Json } from '../entreprises/api.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = entreprisesFr.provider;
const COLOURS = { expired: 'error', tooOld: 'error', soon: 'warning', valid: 'success' } as const;

export default function ProviderPanel({ id }: { id: number | string }) {
  const iri = itemIri('prestataires', id);
  const notify = useNotify();
  const [provider, setProvider] = useState<Json | null>(null);
  const [docs, setDocs] = useState<(ProviderDoc & Json)[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const [p, d] = await Promise.all([
        apiGet<Json>(iri),
        apiGet<HydraList<ProviderDoc & Json>>(`${iri}/documents`, { pagination: 'false' }),
      ]);
      setProvider(p);
      setDocs(members(d));
    } catch {
      setFailed(true);
    }
  }, [iri]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) return <Alert severity="error">{t.error}</Alert>;
  if (!provider || !docs) return <LinearProgress aria-label={t.title} />;

  const today = new Date().toISOString().slice(0, 10);
  const dossier = providerDossier(provider, docs, today);
  const name = [provider.firstname, provider.lastname].filter(Boolean).join(' ');

  async function upload(file: File) {
    const form = new FormData();
    form.append('photo', file);
    try {
      await fetchJson(`${entrypoint}/prestataires/${id}`, { method: 'POST', body: form });
      notify(t.photoSaved, { type: 'success' });
      await load();
    } catch (error) {
      notify(failure(error).message, { type: 'error' });
    }
  }

  return (
    <Box component="section" aria-labelledby="provider-file-title">
      <Typography id="provider-file-title" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ minWidth: 180 }}>
          {typeof provider.photo === 'string' ? (
            <AuthImage src={downloadUrl(provider.photo)} alt={fill(t.photo, { name })} maxHeight={180} />
          ) : (
            <Typography color="text.secondary">{t.noPhoto}</Typography>
          )}
          <Button component="label" variant="outlined" size="small">
            {t.choosePhoto}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={t.choosePhoto}
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void upload(f);
                e.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <Box sx={{ flex: 1 }}>
          <Alert severity={dossier.problems === 0 ? 'success' : 'warning'} sx={{ mb: 1 }}>
            {dossier.problems === 0 ? t.complete : fill(t.problems, { n: dossier.problems })}
            {dossier.missing.map((label) => (
              <Box key={label}>{fill(t.missing, { label })}</Box>
            ))}
          </Alert>
          {docs.length === 0 ? (
            <Typography color="text.secondary">{t.noDocument}</Typography>
          ) : (
            <DataTable
              label={t.documents}
              rows={dossier.states}
              rowKey={(_r, i) => i}
              columns={[
                { key: 'document', label: t.col.document, render: ({ doc }) => String(doc.name ?? '') },
                {
                  key: 'type',
                  label: t.col.type,
                  render: ({ doc }) => documents_formateur.find((x) => x.id === doc.type)?.label ?? '',
                },
                {
                  key: 'date',
                  label: t.col.date,
                  render: ({ doc }) => (doc.date_document ? formatDateFr(String(doc.date_document).slice(0, 10)) : ''),
                },
                {
                  key: 'stateChip',
                  label: t.col.state,
                  render: ({ state, until }) =>
                    until === null ? (
                      t.states.none
                    ) : (
                      <Chip
                        size="small"
                        variant="outlined"
                        color={COLOURS[state]}
                        label={fill(t.states[state], { date: formatDateFr(until) })}
                      />
                    ),
                },
              ]}
            />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
