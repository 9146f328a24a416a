// /pedagogie/bilan_parcours: the trainees in training (GET /api/stagiaires_bilan_parcours?etat=0&type=1, each
// with its bilans, archived ones included) with their count of active bilans and the date of the last one,
// searched by name and paged here (the call answers the whole list, in the user's scope). A row opens the
// trainee's last active bilan (its page, BilanPanel.tsx); « Nouveau bilan » creates one (POST
// etudiant_bilan_parcours) and opens it. Every active bilan is listed at /pedagogie/bilan_parcours/tous, the archived
// ones at /pedagogie/bilan_parcours/archives.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { apiGet, apiSend, idOf, members, type HydraList } from '../api.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';
import { DialogField, FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { activeBilans, type TraineeBilans } from './traineeBilans.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';

const t = pedagogieFr.bilanList;
const PER_PAGE = 30;

const nameOf = (r: TraineeBilans) => `${r.lastname ?? ''} ${r.firstname ?? ''}`.trim();

export default function BilanTraineesPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const mayCreate = useMayWrite()('etudiant_bilan_parcours', 'create');
  const [rows, setRows] = useState<TraineeBilans[] | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState<TraineeBilans | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(members(await apiGet<HydraList<TraineeBilans>>('stagiaires_bilan_parcours', { etat: '0', type: '1' })));
    } catch {
      notify(t.loadError, { type: 'error' });
      setRows([]);
    }
  }, [notify]);
  useEffect(() => void load(), [load]);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (rows ?? []).filter((r) => {
      const name = nameOf(r).toLowerCase();
      return words.every((w) => name.includes(w));
    });
  }, [rows, search]);
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const slice = shown.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Link component={RouterLink} to="/pedagogie/bilan_parcours/tous">
          {t.all}
        </Link>
        <Link component={RouterLink} to="/pedagogie/bilan_parcours/archives">
          {t.archives}
        </Link>
      </Stack>
      <DataTable
        label={t.table}
        rows={slice}
        hover
        columns={[
          {
            key: 'trainee',
            label: t.trainee,
            render: (r) => {
              const last = activeBilans(r)[0];
              return last ? (
                <Link component={RouterLink} to={`/pedagogie/bilan_parcours/${idOf(last['@id'])}`}>
                  {nameOf(r)}
                </Link>
              ) : (
                nameOf(r)
              );
            },
          },
          { key: 'count', label: t.count, render: (r) => activeBilans(r).length },
          {
            key: 'last',
            label: t.last,
            render: (r) => {
              const last = activeBilans(r)[0];
              return last ? formatDateFr(last.date_bilan) : '—';
            },
          },
          {
            key: 'actions',
            label: '',
            align: 'right',
            render: (r) => {
              const last = activeBilans(r)[0];
              const name = nameOf(r);
              return (
                <>
                  {last && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/pedagogie/bilan_parcours/${idOf(last['@id'])}`}
                      aria-label={fill(t.openLabel, { name })}
                    >
                      {t.open}
                    </Button>
                  )}
                  {mayCreate && (
                    <Button size="small" onClick={() => setCreating(r)} aria-label={fill(t.createLabel, { name })}>
                      {t.create}
                    </Button>
                  )}
                </>
              );
            },
          },
        ]}
      />
      {rows && shown.length === 0 && <Typography sx={{ my: 2 }}>{t.none}</Typography>}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <Typography>{fill(t.page, { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </Stack>
      )}
      {creating && (
        <NewBilanDialog
          trainee={creating}
          onClose={() => setCreating(null)}
          onCreated={(iri) => {
            setCreating(null);
            notify(t.created, { type: 'success' });
            navigate(`/pedagogie/bilan_parcours/${idOf(iri)}`);
          }}
        />
      )}
    </Box>
  );
}

function NewBilanDialog({
  trainee,
  onClose,
  onCreated,
}: {
  trainee: TraineeBilans;
  onClose: () => void;
  onCreated: (iri: string) => void;
}) {
  const [titre, setTitre] = useState(t.defaultTitle);
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const submit = async () => {
    const created = await apiSend<{ '@id': string }>('POST', 'etudiant_bilan_parcours', {
      etudiant: trainee['@id'],
      titre: titre.trim(),
      date_bilan: date,
    });
    onCreated(created['@id']);
  };
  return (
    <FormDialog
      title={fill(t.dialog, { name: nameOf(trainee) })}
      fullWidth={false}
      onSubmit={submit}
      onClose={onClose}
      errorFallback={t.createError}
      cancelLabel={pedagogieFr.common.cancel}
      submitLabel={t.submit}
    >
      <DialogField name="titre" label={t.titre} value={titre} onChange={(e) => setTitre(e.target.value)} required />
      <PickerField kind="date" label={t.date} value={date} onChange={(v) => setDate(v ?? '')} required />
    </FormDialog>
  );
}
