// The interviews dashboard (spec 000: GET stagiaires_entretiens_dashboard, paginated, with filters): active
// trainees with their number of interviews, the types done and the latest one; filters by name, interview
// type (the client's types) and « without interview »; an interview recorded from a row; the interviews'
// CSV export with the type filter.
import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { types_entretien } from '../../../shared/reference/entretiens.ts';
import { allowedIds } from '../../../shared/clients/narrowed.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { downloadFile } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { apiGet, membersOf, type HydraList, type Rec } from './api.ts';
import { InterviewDialog } from './InterviewDialog.tsx';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const PER_PAGE = 20;
const typeLabel = (id: unknown) => types_entretien.find((t) => t.id === id)?.label ?? String(id);

export default function InterviewsDashboardPage() {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const profile = useClientProfile();
  const offered = profile?.ok ? allowedIds(profile.profile, 'types_entretien') : undefined;
  const [name, setName] = useState('');
  const [type, setType] = useState<number | ''>('');
  const [without, setWithout] = useState(false);
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ rows: Rec[]; total: number } | null>(null);
  const [recording, setRecording] = useState<Rec | null>(null);

  const query = useCallback(
    () => ({
      pagination: 'true',
      page: String(page + 1),
      itemsPerPage: String(PER_PAGE),
      lastname: name.trim() || undefined,
      type_entretien: type === '' ? undefined : String(type),
      'exists[entretiens]': without ? 'false' : undefined,
    }),
    [page, name, type, without],
  );

  const load = useCallback(async () => {
    try {
      const list = await apiGet<HydraList<Rec>>('stagiaires_entretiens_dashboard', query());
      setData({ rows: membersOf(list), total: list['hydra:totalItems'] ?? 0 });
    } catch {
      notify(T.common.fetchFailed, { type: 'error' });
    }
  }, [query, notify]);
  useEffect(() => {
    const t = setTimeout(() => {
      void load();
    }, 250);
    return () => clearTimeout(t);
  }, [load]);

  const exportCsv = async () => {
    const url = new URL(`${entrypoint}/etudiant_interviews/export.csv`);
    url.searchParams.set('etat', '0');
    if (type !== '') url.searchParams.set('type', String(type));
    try {
      await downloadFile(url, 'entretiens.csv');
    } catch {
      return notify(T.entretiens.exportFailed, { type: 'error' });
    }
    notify(T.entretiens.exported, { type: 'success' });
  };

  const types = types_entretien.filter((t) => offered === undefined || offered.includes(t.id));
  const canWrite = mayWrite('etudiant_interviews', 'create');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {T.entretiens.dashboardTitle}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          label={T.entretiens.filterName}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPage(0);
          }}
          size="small"
        />
        <TextField
          select
          label={T.entretiens.filterType}
          value={type}
          onChange={(e) => {
            setType(e.target.value === '' ? '' : Number(e.target.value));
            setPage(0);
          }}
          size="small"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{T.entretiens.filterAll}</MenuItem>
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={without}
              onChange={(e) => {
                setWithout(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={T.entretiens.filterWithout}
        />
        <Button variant="outlined" onClick={exportCsv}>
          {T.entretiens.export}
        </Button>
      </Stack>
      {!data ? (
        <LinearProgress aria-label={T.common.loading} />
      ) : (
        <>
          <DataTable
            label={T.entretiens.dashboardTitle}
            rows={data.rows}
            columns={[
              {
                key: 'trainee',
                label: T.entretiens.trainee,
                render: (r) => (
                  <Link to={`/stagiaires/${String(r.id)}`}>{`${String(r.lastname)} ${String(r.firstname)}`}</Link>
                ),
              },
              { key: 'count', label: T.entretiens.count, render: (r) => String(r.nb_entretiens) },
              {
                key: 'last',
                label: T.entretiens.last,
                render: (r) => {
                  const last = r.dernier_entretien as { date_interview: string; type_label: string } | null;
                  return last ? `${formatDateFr(last.date_interview)} – ${last.type_label}` : T.common.none;
                },
              },
              {
                key: 'types',
                label: T.entretiens.types,
                render: (r) => (r.types_entretien as number[]).map(typeLabel).join(', ') || T.common.none,
              },
              ...(canWrite
                ? [
                    {
                      key: 'actions',
                      label: T.contrats.actions,
                      render: (r: Rec) => (
                        <Button size="small" onClick={() => setRecording(r)}>
                          {T.entretiens.add}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => fill(T.common.pageRows, { from, to, count })}
          />
        </>
      )}
      {recording && (
        <InterviewDialog
          etudiant={recording['@id']}
          name={`${String(recording.lastname)} ${String(recording.firstname)}`}
          offered={offered}
          onClose={() => setRecording(null)}
          onDone={(m) => {
            notify(m, { type: 'success' });
            setRecording(null);
            void load();
          }}
        />
      )}
    </Box>
  );
}
