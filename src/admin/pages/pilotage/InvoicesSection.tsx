// The dashboard's invoices (spec 001 section 7: etudiant_document_factures with pagination and filters): the
// latest, filtered by payment (paid, due, all), ten a page.
import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { types_facture } from '../../../shared/reference/facturation.ts';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, type HydraList } from './api.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { formatMoney } from '../../../shared/format/money.ts';

const t = pilotageFr.dashboard;
const i = pilotageFr.invoices;
type Row = Record<string, unknown>;
const frDate = (iso: unknown) => (typeof iso === 'string' ? iso.slice(0, 10).split('-').reverse().join('/') : '');

export function InvoicesSection({ antenne }: { antenne?: string }) {
  const [paid, setPaid] = useState('all');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<HydraList<Row> | null>(null);
  useEffect(() => {
    apiGet<HydraList<Row>>('etudiant_document_factures', {
      page,
      itemsPerPage: 10,
      'order[date_facture]': 'desc',
      antenne,
      etat: 0,
      'exists[date_paiement]': paid === 'all' ? undefined : String(paid === 'paid'),
    })
      .then(setList)
      .catch(() => setList(null));
  }, [antenne, paid, page]);
  const pages = Math.max(1, Math.ceil((list?.['hydra:totalItems'] ?? 0) / 10));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tdb-invoices"
      sx={{ p: 2, mt: 2, overflowX: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id="tdb-invoices" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t.invoices}
        </Typography>
        <TextField
          select
          size="small"
          label={i.paid}
          value={paid}
          onChange={(e) => {
            setPaid(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">{i.all}</MenuItem>
          <MenuItem value="paid">{i.isPaid}</MenuItem>
          <MenuItem value="due">{i.isDue}</MenuItem>
        </TextField>
      </Box>
      {list && (
        <DataTable
          label={t.invoices}
          rows={list['hydra:member'].map((r) => ({
            ...r,
            date: frDate(r.date_facture),
            paye: r.date_paiement ? frDate(r.date_paiement) : i.isDue,
            type: types_facture.find((x) => x.id === r.type_facture)?.label ?? '',
          }))}
          columns={[
            { key: 'numero', label: i.numero },
            { key: 'date', label: i.date },
            { key: 'type', label: i.type },
            { key: 'montant', label: i.montant, render: (r: Row) => formatMoney(r.montant as number | string | null) },
            { key: 'paye', label: i.paid },
          ]}
        />
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {pilotageFr.alertes.previous}
          </Button>
          <Typography>{fill(pilotageFr.alertes.page, { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {pilotageFr.alertes.next}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
