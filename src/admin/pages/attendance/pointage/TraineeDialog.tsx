// One trainee over the period: presences and absences (pointage_occurences_etudiant) with totals, the
// trainee's pointage records (pointages_light) with their deletion, and the add-absence form.
import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { raisons_absence } from '../../../../shared/reference/absences.ts';
import { attendanceMessages } from '../../../../shared/attendance/index.ts';
import { apiGet, apiSend, idOf, members, type HydraList } from '../api.ts';
import { hm, shortDateFr } from '../calendarFr.ts';
import { formatHoursFr } from '../../../../shared/format/numbers.ts';
import { AddAbsenceDialog } from './AddAbsenceDialog.tsx';
import { TotalsLine } from './TotalsLine.tsx';
import type { Occurrence, PointageLight, TraineeTotals } from './types.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';

const t = attendanceFr.pointage;

const reason = (id?: number) => raisons_absence.find((r) => r.id === id)?.label ?? '';

export function TraineeDialog({
  trainee,
  start,
  end,
  onClose,
  onChanged,
  readOnly = false,
}: {
  trainee: TraineeTotals;
  start: string;
  end: string;
  onClose: () => void;
  onChanged: () => void;
  readOnly?: boolean;
}) {
  const notify = useNotify();
  const [data, setData] = useState<{ occurrences: Occurrence[]; totals: TraineeTotals['totals'] } | null>(null);
  const [pointages, setPointages] = useState<PointageLight[]>([]);
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    try {
      const [occ, light] = await Promise.all([
        apiGet<{ occurrences: Occurrence[]; totals: TraineeTotals['totals'] }>('pointage_occurences_etudiant', {
          start,
          end,
          etudiant_id: String(trainee.id),
        }),
        apiGet<HydraList<PointageLight>>('pointages_light', { etudiant: String(trainee.id) }),
      ]);
      setData(occ);
      setPointages(members(light));
    } catch {
      notify(attendanceMessages.fetchFailed, { type: 'error' });
    }
  }, [start, end, trainee.id, notify]);
  useEffect(() => void load(), [load]);

  const removePointage = async (p: PointageLight) => {
    try {
      await apiSend('POST', 'etudiant_pointage_delete_absence', { pointage_id: p.id, etudiant_id: idOf(p.etudiant) });
      notify(attendanceMessages.pointageDeleted, { type: 'success' });
      await load();
      onChanged();
    } catch {
      notify(attendanceMessages.pointageDeleteFailed, { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="trainee-pointage-title">
      <DialogTitle id="trainee-pointage-title">
        {fill(t.dialogTitle, { name: trainee.name, from: shortDateFr(start), to: shortDateFr(end) })}
      </DialogTitle>
      <DialogContent>
        {data && <TotalsLine totals={data.totals} />}
        <DataTable
          label={t.occurrences}
          rows={data?.occurrences ?? []}
          rowKey={(_o, i) => i}
          columns={[
            {
              key: 'date',
              label: t.date,
              render: (o) =>
                o.date_end && o.date_end !== o.date
                  ? `${shortDateFr(o.date)} → ${shortDateFr(o.date_end)}`
                  : shortDateFr(o.date),
            },
            {
              key: 'time',
              label: t.hours,
              render: (o) => (o.hr_start ? `${hm(o.hr_start)}–${hm(o.hr_end)}` : t.wholeDay),
            },
            {
              key: 'nature',
              label: t.nature,
              render: (o) =>
                o.kind === 'presence'
                  ? fill(t.presentAt, { title: o.title ?? '' })
                  : fill(o.justified ? t.absenceJustified : t.absenceUnjustified, { reason: reason(o.raison) }),
            },
            { key: 'duration', label: t.duration, render: (o) => formatHoursFr(o.hours) },
          ]}
        />
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t.reported}
        </Typography>
        {pointages.length === 0 && <Typography variant="body2">{t.noneReported}</Typography>}
        {pointages.map((p) => (
          <Typography key={p.id} component="div" variant="body2">
            {`${shortDateFr(p.dt_start)} · ${reason(p.raison)} · ${formatHoursFr(p.hours ?? 0)} `}
            {!readOnly && (
              <Button size="small" color="error" onClick={() => removePointage(p)}>
                {t.removeFromPointage}
              </Button>
            )}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        {!readOnly && <Button onClick={() => setAdding(true)}>{t.addAbsence}</Button>}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      {adding && (
        <AddAbsenceDialog
          etudiant={{ '@id': trainee.etudiant, name: trainee.name }}
          defaultDate={start}
          onClose={() => setAdding(false)}
          onDone={() => (setAdding(false), void load(), onChanged())}
        />
      )}
    </Dialog>
  );
}
