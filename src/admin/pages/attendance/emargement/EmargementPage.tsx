// /stagiaire/emargement: the sign-in sheets of a month (scheduler_emargement_month), the month's events that
// have no sheet yet (to create one), and a sheet opened to mark, sign off and download. Opened from the home's
// count (`?jour=…&a_signer=1`), it shows that day's sheets still to sign until « Voir tout le mois ».
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { attendanceMessages } from '../../../../shared/attendance/index.ts';
import { apiGet, apiSend, members, type HydraList } from '../api.ts';
import { halfDayFr, hm, monthLabelFr, shiftMonth, shortDateFr, todayIso } from '../calendarFr.ts';
import type { SchedulerEvent } from '../planning/types.ts';
import { SheetDialog } from './SheetDialog.tsx';
import type { SheetSummary } from './types.ts';
import { dayToSign, onDayToSign } from './daySheets.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { buttonColumn, DataTable } from '../../../widgets/kit/DataTable.tsx';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.emargement;
const STATUS = t.statuses;

export default function EmargementPage() {
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const day = dayToSign(search);
  const [month, setMonth] = useState((day ?? todayIso()).slice(0, 7));
  const [monthSheets, setSheets] = useState<SheetSummary[]>([]);
  const [monthWithoutSheet, setWithoutSheet] = useState<SchedulerEvent[]>([]);
  const { sheets, withoutSheet } = onDayToSign(monthSheets, monthWithoutSheet, day);
  // « No sheet » is said once the month has answered, not while it loads.
  const [loaded, setLoaded] = useState(false);
  // The month of every antenne the user sees, or of one (its name; '' for all).
  const [antenne, setAntenne] = useState('');
  const [open, setOpen] = useState<SheetSummary | null>(null);
  // A read-only user (ROLE_GUEST) opens the sheets to read them: no sheet to create, nothing to sign.
  const mayWrite = useMayWrite();
  const mayCreate = mayWrite('scheduler_event_emargements', 'create');
  const maySign = mayWrite('scheduler_event_emargements', 'edit');

  const load = useCallback(async () => {
    try {
      const [s, ev] = await Promise.all([
        apiGet<HydraList<SheetSummary>>(`scheduler_emargement_month/${month}`),
        apiGet<HydraList<SchedulerEvent>>(`scheduler_events_month/${month}`),
      ]);
      setSheets(members(s));
      const covered = new Set(members(s).map((x) => x.event));
      setWithoutSheet(members(ev).filter((x) => !covered.has(x['@id'] ?? '')));
      setLoaded(true);
    } catch {
      notify(attendanceMessages.fetchFailed, { type: 'error' });
    }
  }, [month, notify]);
  useEffect(() => void load(), [load]);

  const create = async (event: SchedulerEvent) => {
    try {
      await apiSend('POST', `scheduler_events/${event.id}/emargement`);
      notify(attendanceMessages.sheetCreated, { type: 'success' });
      await load();
    } catch {
      notify(attendanceMessages.addFailed, { type: 'error' });
    }
  };

  const antennes = [...new Set(sheets.map((s) => s.event_detail.antenne).filter((a): a is string => !!a))].sort(
    (a, b) => a.localeCompare(b, 'fr'),
  );
  const shown = antenne ? sheets.filter((s) => s.event_detail.antenne === antenne) : sheets;

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {day ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button size="small" onClick={() => setSearch({})}>
              {t.wholeMonth}
            </Button>
          }
        >
          {fill(t.dayToSign, { date: shortDateFr(day) })}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button onClick={() => setMonth(shiftMonth(month, -1))}>{t.previousMonth}</Button>
          <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize' }}>
            {monthLabelFr(month)}
          </Typography>
          <Button onClick={() => setMonth(shiftMonth(month, 1))}>{t.nextMonth}</Button>
          {antennes.length > 1 && (
            <TextField
              select
              size="small"
              label={t.antenne}
              value={antenne}
              onChange={(e) => setAntenne(e.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t.allAntennes}</MenuItem>
              {antennes.map((a) => (
                <MenuItem key={a} value={a}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      {withoutSheet.length > 0 && (
        // First, where the planner looks after adding a session: the sessions still waiting for their sheet.
        <Box component="section" aria-label={t.withoutSheet} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {t.withoutSheet}
          </Typography>
          {withoutSheet.map((ev) => (
            <Stack key={ev.id} direction="row" spacing={2} sx={{ alignItems: 'center', my: 0.5, flexWrap: 'wrap' }}>
              <Typography>{`${shortDateFr(ev.dt_start)} ${hm(ev.hr_start)}–${hm(ev.hr_end)} · ${ev.title}`}</Typography>
              {mayCreate && (
                <Button
                  size="small"
                  onClick={() => create(ev)}
                  aria-label={fill(t.createSheet, {
                    title: ev.title,
                    date: shortDateFr(ev.dt_start),
                    hour: hm(ev.hr_start),
                  })}
                >
                  {t.create}
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      )}
      {/* On a phone the month's list scrolls sideways in its own box, the page stays the screen's width. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable
          label={t.sheetsOfMonth}
          rows={shown}
          hover
          columns={[
            { key: 'date', label: t.date, render: (s) => shortDateFr(s.event_detail.dt_start) },
            {
              key: 'halfDay',
              label: t.halfDay,
              render: (s) =>
                `${halfDayFr(s.event_detail.hr_start)} ` +
                `${hm(s.event_detail.hr_start)}–${hm(s.event_detail.hr_end)}`,
            },
            { key: 'session', label: t.session, render: (s) => s.event_detail.title },
            { key: 'antenne', label: t.antenne, render: (s) => s.event_detail.antenne ?? '—' },
            { key: 'group', label: t.group, render: (s) => s.event_detail.group ?? '—' },
            { key: 'speaker', label: t.speaker, render: (s) => s.event_detail.speaker ?? '—' },
            {
              key: 'statusChip',
              label: t.status,
              render: (s) => (
                <Chip
                  size="small"
                  label={STATUS[s.status] ?? String(s.status)}
                  color={s.status === 1 ? 'success' : 'default'}
                />
              ),
            },
            { key: 'absents', label: t.absents, render: (s) => `${s.counts.absent} / ${s.counts.lines}` },
            buttonColumn<SheetSummary>({
              text: t.open,
              onClick: setOpen,
              name: (s) =>
                fill(t.openSheet, {
                  title: s.event_detail.title,
                  date: shortDateFr(s.event_detail.dt_start),
                  hour: hm(s.event_detail.hr_start),
                }),
            }),
          ]}
        />
      </Box>
      {loaded && shown.length === 0 && <Typography sx={{ my: 2 }}>{day ? t.noneToSign : t.noSheet}</Typography>}
      {open && (
        <SheetDialog readOnly={!maySign} summary={open} onClose={() => setOpen(null)} onSigned={() => void load()} />
      )}
    </Box>
  );
}
