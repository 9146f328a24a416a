// /post-formation/suivi-stagiaire: the follow-ups of trainees who left (3, 6, 9, 12 months, employer search,
// after a breakup), late and due first, each recorded in a dialog (date, situation, employer, shared or not).
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet } from '../../attendance/api.ts';
import { postFormationFr } from '../../../i18n/postFormation.ts';
import { fill } from '../../../i18n/fill.ts';
import { etapes_suivi, situations_suivi } from '../../../../shared/reference/suivi.ts';
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { buttonColumn, DataTable } from '../../../widgets/kit/DataTable.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import { PlanDialog } from './PlanDialog.tsx';
import type { FollowUp, FollowUpList } from './types.ts';

const t = postFormationFr.followUp;
const PER_PAGE = 30;
const COLOURS = { late: 'error', due: 'warning', upcoming: 'default', done: 'success' } as const;
export const stepLabel = (id: number) => etapes_suivi.find((s) => s.id === id)?.label ?? String(id);
const situationLabel = (id: number | null) => situations_suivi.find((s) => s.id === id)?.label ?? '—';

/** A preset view of the follow-ups: /entreprise/accompagnement-emploi shows those who were job seeking. */
export interface FollowUpView {
  title: string;
  intro: string;
  situation?: number;
}

export default function FollowUpPage() {
  return <FollowUps view={{ title: t.title, intro: t.intro }} />;
}

export function FollowUps({ view }: { view: FollowUpView }) {
  const notify = useNotify();
  const mayWrite = useMayWrite()('suivi_post_formations', 'edit');
  const [state, setState] = useState('');
  const [step, setStep] = useState('');
  const [name, setName] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FollowUpList | null>(null);
  const [open, setOpen] = useState<FollowUp | null>(null);
  const [planning, setPlanning] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(
        await apiGet<FollowUpList>('suivis_post_formation_a_faire', {
          etat: state || undefined,
          etape: step || undefined,
          nom: name || undefined,
          situation: view.situation === undefined ? undefined : String(view.situation),
          page: String(page),
          itemsPerPage: String(PER_PAGE),
        }),
      );
    } catch {
      notify(postFormationFr.common.loadFailed, { type: 'error' });
    }
  }, [state, step, name, page, view.situation, notify]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const rows = data?.['hydra:member'] ?? [];
  const pages = Math.max(1, Math.ceil((data?.['hydra:totalItems'] ?? 0) / PER_PAGE));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {view.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {view.intro}
      </Typography>
      {data && (
        <Typography sx={{ mb: 2 }} role="status">
          {fill(t.totals, {
            late: data.totaux.late ?? 0,
            due: data.totaux.due ?? 0,
            upcoming: data.totaux.upcoming ?? 0,
            done: data.totaux.done ?? 0,
          })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <TextField
          select
          size="small"
          label={t.state}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{postFormationFr.common.all}</MenuItem>
          {Object.entries(t.states).map(([k, v]) => (
            <MenuItem key={k} value={k}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t.step}
          value={step}
          onChange={(e) => {
            setStep(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{postFormationFr.common.all}</MenuItem>
          {etapes_suivi.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        {mayWrite && (
          <Button variant="outlined" onClick={() => setPlanning(true)}>
            {t.plan}
          </Button>
        )}
      </Stack>
      <DataTable
        label={t.table}
        rows={rows}
        hover
        columns={[
          { key: 'etudiant_name', label: t.trainee },
          { key: 'exit', label: t.exit, render: (r) => (r.date_sortie ? formatDateFr(r.date_sortie) : '—') },
          { key: 'step', label: t.step, render: (r) => stepLabel(r.etape) },
          { key: 'planned', label: t.planned, render: (r) => formatDateFr(r.date_prevue) },
          {
            key: 'state',
            label: t.state,
            render: (r) => (
              <Chip
                size="small"
                color={COLOURS[r.etat_suivi]}
                variant={r.etat_suivi === 'upcoming' ? 'outlined' : 'filled'}
                label={
                  r.etat_suivi === 'done' && r.date_realisee
                    ? `${t.states.done} (${formatDateFr(r.date_realisee)})`
                    : t.states[r.etat_suivi]
                }
              />
            ),
          },
          { key: 'situationLabel', label: t.situation, render: (r) => situationLabel(r.situation) },
          { key: 'shared', label: t.shared, render: (r) => (r.is_shared ? t.yes : t.no) },
          buttonColumn<FollowUp>({
            text: t.record,
            onClick: setOpen,
            name: (r) => fill(t.recordLabel, { step: stepLabel(r.etape), name: r.etudiant_name }),
            show: mayWrite,
          }),
        ]}
      />
      {data && rows.length === 0 && <Typography sx={{ my: 2 }}>{t.none}</Typography>}
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
      {open && (
        <RecordDialog
          followUp={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
      {planning && (
        <PlanDialog
          onClose={() => setPlanning(false)}
          onDone={() => {
            setPlanning(false);
            void load();
          }}
        />
      )}
    </Box>
  );
}
