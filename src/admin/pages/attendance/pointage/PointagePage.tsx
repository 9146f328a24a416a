// /stagiaire/pointage: attendance per trainee over a period (a month by default), optionally for one group,
// with totals of hours present, justified and unjustified absences and the rate; a trainee opens the detail. Above
// it, the trainees' absence certificates waiting for a coordinator's decision.
import { useCallback, useEffect, useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { attendanceMessages, monthRange } from '../../../../shared/attendance/index.ts';
import { apiGet, idOf, options, type Option } from '../api.ts';
import { todayIso } from '../calendarFr.ts';
import { formatNumberFr } from '../../../../shared/format/numbers.ts';
import { TraineeDialog } from './TraineeDialog.tsx';
import { JustificationsPanel } from './JustificationsPanel.tsx';
import type { TraineeTotals } from './types.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { buttonColumn, DataTable } from '../../../widgets/kit/DataTable.tsx';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.pointage;

export default function PointagePage() {
  const notify = useNotify();
  const month = monthRange(todayIso().slice(0, 7))!;
  const [start, setStart] = useState(month.start);
  const [end, setEnd] = useState(month.end);
  const [group, setGroup] = useState('');
  const [groups, setGroups] = useState<Option[]>([]);
  const [rows, setRows] = useState<TraineeTotals[]>([]);
  // « No trainee » is said once the totals have answered, not while they load.
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState<TraineeTotals | null>(null);
  // A read-only user (ROLE_GUEST) reads the totals and details: no absence to add, no pointage to remove.
  const mayWrite = useMayWrite()('etudiant_absences', 'create');

  useEffect(() => {
    options('diplome_sessions', (r) => String(r.name))
      .then(setGroups)
      .catch(() => notify(attendanceMessages.fetchFailed, { type: 'error' }));
  }, [notify]);
  const load = useCallback(async () => {
    if (!start || !end || end < start) return;
    try {
      const res = await apiGet<{ 'hydra:member': TraineeTotals[] }>('pointage_totals', {
        start,
        end,
        diplome_session: group ? String(idOf(group)) : undefined,
      });
      setRows(res['hydra:member']);
      setLoaded(true);
    } catch {
      notify(attendanceMessages.fetchFailed, { type: 'error' });
    }
  }, [start, end, group, notify]);
  useEffect(() => void load(), [load]);

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <JustificationsPanel onDecided={() => void load()} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <PickerField kind="date" label={t.from} value={start} onChange={(v) => setStart(v ?? '')} />
        <PickerField kind="date" label={t.to} value={end} onChange={(v) => setEnd(v ?? '')} />
        <TextField
          select
          label={t.group}
          size="small"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t.allGroups}</MenuItem>
          {groups.map((g) => (
            <MenuItem key={g['@id']} value={g['@id']}>
              {g.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label={t.table}
        rows={rows}
        hover
        columns={[
          { key: 'name', label: t.trainee },
          { key: 'present', label: t.presentHours, align: 'right', render: (r) => formatNumberFr(r.totals.present) },
          {
            key: 'justified',
            label: t.justifiedHours,
            align: 'right',
            render: (r) => formatNumberFr(r.totals.justified),
          },
          {
            key: 'unjustified',
            label: t.unjustifiedHours,
            align: 'right',
            render: (r) => formatNumberFr(r.totals.unjustified),
          },
          {
            key: 'rate',
            label: t.rate,
            align: 'right',
            render: (r) => (r.totals.rate === null ? '—' : `${formatNumberFr(r.totals.rate)} %`),
          },
          buttonColumn<TraineeTotals>({
            text: t.detail,
            onClick: setOpen,
            name: (r) => fill(t.detailOf, { name: r.name }),
          }),
        ]}
      />
      {loaded && rows.length === 0 && <Typography sx={{ my: 2 }}>{t.noTrainee}</Typography>}
      {open && (
        <TraineeDialog
          readOnly={!mayWrite}
          trainee={open}
          start={start}
          end={end}
          onClose={() => setOpen(null)}
          onChanged={() => void load()}
        />
      )}
    </Box>
  );
}
