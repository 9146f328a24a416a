// The dashboard's OPCO files and their status (spec 001 section 2): how many apprenticeship files are ready,
// filed or failed (opco_depots by statut), and the latest sent, ten at most, with the OPCO's number and message.
import { useEffect, useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { opcos } from '../../../shared/reference/financement.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, type HydraList } from './api.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = pilotageFr.opcoDepots;
type Row = Record<string, unknown>;
const STATUTS = ['pret', 'depose', 'echec'] as const;

export function OpcoDepotsSection({ antenne, onError }: { antenne?: string; onError: () => void }) {
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const [latest, setLatest] = useState<Row[] | null>(null);
  useEffect(() => {
    const q = { antenne, etat: 0 };
    Promise.all(
      STATUTS.map((statut) =>
        apiGet<HydraList<Row>>('opco_depots', { ...q, statut, itemsPerPage: 1 }).then(
          (r) => [statut, r['hydra:totalItems'] ?? 0] as const,
        ),
      ),
    )
      .then((pairs) => setCounts(Object.fromEntries(pairs)))
      .catch(onError);
    apiGet<HydraList<Row>>('opco_depots', { ...q, itemsPerPage: 10, 'order[date_envoi]': 'desc' })
      .then((r) => setLatest(r['hydra:member']))
      .catch(onError);
  }, [antenne, onError]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tdb-opco-depots"
      sx={{ p: 2, mt: 2, overflowX: 'auto' }}
    >
      <Typography id="tdb-opco-depots" variant="h6" component="h2">
        {t.title}
      </Typography>
      {counts && (
        <Typography variant="body2">
          {fill(t.counts, { pret: counts.pret ?? 0, depose: counts.depose ?? 0, echec: counts.echec ?? 0 })}
        </Typography>
      )}
      {latest && latest.length === 0 && <Typography variant="body2">{t.none}</Typography>}
      {latest && latest.length > 0 && (
        <DataTable
          label={t.title}
          rows={latest.map((r) => ({
            ...r,
            envoi: typeof r.date_envoi === 'string' ? formatDateFr(r.date_envoi) : t.notSent,
            opcoLabel: opcos.find((o) => o.id === r.opco)?.label ?? '',
            statutLabel: t.statuts[String(r.statut)] ?? String(r.statut ?? ''),
          }))}
          columns={[
            { key: 'envoi', label: t.cols.envoi },
            { key: 'opcoLabel', label: t.cols.opco },
            { key: 'statutLabel', label: t.cols.statut },
            { key: 'numero_depot', label: t.cols.numero },
            { key: 'message', label: t.cols.message },
          ]}
        />
      )}
    </Paper>
  );
}
