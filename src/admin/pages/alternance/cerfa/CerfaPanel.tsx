// On a contract's detail page: the way to its apprenticeship contract form (cerfa 10103), and its file's
// deposits with the company's OPCO: deposit, status of each (ready, deposited, failed and
// ready to send again), the OPCO's number, the last message; a failed file is sent again from here.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTimeFr } from '../../../../shared/format/dates.ts';
import { opcos } from '../../../../shared/reference/financement.ts';
import { itemIri } from '../../../../shared/iri.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';
import { apiGet, apiSend, failure, members, type HydraList, type Json } from '../../entreprises/api.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';

const t = entreprisesFr.cerfa;
const o = entreprisesFr.opco;
const COLOURS = { pret: 'default', depose: 'success', echec: 'error' } as const;

export default function CerfaPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const [deposits, setDeposits] = useState<Json[]>([]);
  const [busy, setBusy] = useState(false);
  const iri = itemIri('etudiant_contrats', id);

  const load = useCallback(async () => {
    try {
      setDeposits(
        members(
          await apiGet<HydraList<Json>>('opco_depots', {
            etudiant_contrat: iri,
            pagination: 'false',
            'order[date_envoi]': 'desc',
          }),
        ),
      );
    } catch {
      setDeposits([]);
    }
  }, [iri]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(path: string) {
    setBusy(true);
    try {
      const row = await apiSend<Json>('POST', path);
      notify(fill(o.done, { numero: String(row.numero_depot ?? '') }), { type: 'success' });
    } catch (error) {
      notify(failure(error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await load();
    }
  }

  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.panelTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.panelText}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Button variant="outlined" component={RouterLink} to={`/stagiaire/contrats/${id}/cerfa`}>
          {t.open}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => run(`${iri}/depot_opco`)}>
          {o.deposit}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {o.deposits}
      </Typography>
      {deposits.length === 0 ? (
        <Typography color="text.secondary">{o.none}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable
            label={o.deposits}
            rows={deposits}
            rowKey={(d) => String(d['@id'])}
            columns={[
              {
                key: 'date',
                label: o.col.date,
                render: (d) => (d.date_envoi ? formatDateTimeFr(String(d.date_envoi)) : ''),
              },
              { key: 'opcoLabel', label: o.col.opco, render: (d) => opcos.find((x) => x.id === d.opco)?.label ?? '' },
              {
                key: 'statutChip',
                label: o.col.statut,
                render: (d) => {
                  const statut = String(d.statut) as keyof typeof o.statuts;
                  return (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={COLOURS[statut] ?? 'default'}
                      label={o.statuts[statut] ?? statut}
                    />
                  );
                },
              },
              { key: 'numero', label: o.col.numero, render: (d) => String(d.numero_depot ?? '') },
              { key: 'messageText', label: o.col.message, render: (d) => String(d.message ?? '') },
              {
                key: 'actions',
                label: '',
                render: (d) =>
                  String(d.statut) !== 'depose' && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={fill(o.resendLabel, { n: deposits.length - deposits.indexOf(d) })}
                      onClick={() => run(`${String(d['@id'])}/envoi`)}
                    >
                      {o.resend}
                    </Button>
                  ),
              },
            ]}
          />
        </Box>
      )}
    </>
  );
}
