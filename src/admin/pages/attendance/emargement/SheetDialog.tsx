// One sheet: each trainee marked present or absent, the speaker signs on screen, then the sign-off (the
// server applies the absence rules in one transaction). A signed sheet is corrected by signing it again with a
// reason (a coordinator or above; the server refuses others), its corrections listed below it and in its PDF. « Faire
// signer » lets the trainees sign on their phones first (SelfSignDialog): once some did, those who did not are proposed
// absent.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  attendanceMessages,
  parisTime,
  sessionNotStarted,
  sheetNotStartedMessage,
} from '../../../../shared/attendance/index.ts';
import { formatDateFr, formatDateTimeFr } from '../../../../shared/format/dates.ts';
import { apiGet, apiSend, members, type HydraList } from '../api.ts';
import { halfDayFr, hm, longDateFr } from '../calendarFr.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';
import { FormDialog } from '../../../widgets/kit/FormDialog.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { SelfSignDialog } from './SelfSignDialog.tsx';
import { buildSheetPdf, downloadPdf } from './sheetPdf.ts';
import type { SheetCorrection, SheetFull, SheetLine, SheetProof, SheetSummary } from './types.ts';
import { CorrectionList } from './CorrectionList.tsx';
import { fr } from '../../../i18n/fr.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.emargement;

/** The marks a sheet opens with: as stored; once trainees signed on their phones, the others absent. */
function initialMarks(lines: SheetLine[]): Record<number, number | null> {
  const selfSigned = lines.some((l) => l.self_signed_at);
  return Object.fromEntries(lines.map((l) => [l.id, l.status ?? (selfSigned ? 0 : null)]));
}

/** `sheetPath`: where the sheet itself is read (a trainer reads its own sheets at formateur/emargements/{id}). */
export function SheetDialog({
  summary,
  onClose,
  onSigned,
  readOnly = false,
  sheetPath,
}: {
  summary: SheetSummary;
  onClose: () => void;
  onSigned: () => void;
  readOnly?: boolean;
  sheetPath?: string;
}) {
  const notify = useNotify();
  const [lines, setLines] = useState<SheetLine[]>([]);
  const [sheet, setSheet] = useState<SheetFull | null>(null);
  const [marks, setMarks] = useState<Record<number, number | null>>({});
  const [signature, setSignature] = useState<string | null>(null);
  const [selfSign, setSelfSign] = useState(false);
  const [reason, setReason] = useState('');
  const [corrections, setCorrections] = useState<SheetCorrection[]>([]);
  const e = summary.event_detail;
  // Signed in the room on a phone or a tablet: there the sheet takes the whole screen.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const load = async () => {
    const [list, full] = await Promise.all([
      apiGet<HydraList<SheetLine>>(`scheduler_event_emargements/${summary.id}/emargement_etudiants`),
      apiGet<SheetFull>(sheetPath ?? `scheduler_event_emargements/${summary.id}`),
    ]);
    setLines(members(list));
    setSheet(full);
    setMarks(initialMarks(members(list)));
    setCorrections(
      full.status !== 0
        ? (await apiGet<SheetProof>(`scheduler_event_emargements/${summary.id}/preuve`)).corrections
        : [],
    );
  };
  useEffect(() => {
    load().catch(() => notify(attendanceMessages.fetchFailed, { type: 'error' }));
  }, [summary.id]);

  // Signed in the room: not before the session starts (the server refuses it too).
  const notStarted = sessionNotStarted(e, new Date());
  const unmarked = lines.some((l) => marks[l.id] !== 0 && marks[l.id] !== 1);
  const signed = sheet !== null && sheet.status !== 0;
  // A refusal shows in the sheet, with the short notice.
  const signOff = async () => {
    try {
      await apiSend('POST', `scheduler_event_emargements/${summary.id}/sign_off`, {
        speaker_signature: signature,
        lines: lines.map((l) => ({ id: l.id, status: marks[l.id] })),
        ...(signed ? { correction_reason: reason } : {}),
      });
    } catch (err) {
      notify(attendanceMessages.signFailed, { type: 'error' });
      throw err;
    }
    notify(attendanceMessages.sheetSigned, { type: 'success' });
    setSignature(null);
    setReason('');
    await load();
    onSigned();
  };
  const pdf = async () => {
    try {
      if (!sheet) return;
      const proof = await apiGet<SheetProof>(`scheduler_event_emargements/${summary.id}/preuve`);
      downloadPdf(
        await buildSheetPdf(summary, sheet, lines, undefined, proof),
        `emargement-${e.dt_start}-${summary.id}.pdf`,
      );
    } catch {
      notify(attendanceMessages.pdfFailed, { type: 'error' });
    }
  };

  return (
    <>
      <FormDialog
        title={fill(t.pdfDocTitle, { title: e.title })}
        titleId="sheet-title"
        maxWidth="md"
        fullScreen={phone}
        spacing={0}
        contentSx={{ px: { xs: 1.5, sm: 3 } }}
        actionsSx={{ flexWrap: 'wrap', gap: 1 }}
        readOnly={readOnly}
        onSubmit={signOff}
        onClose={onClose}
        cancelLabel={t.close}
        submitLabel={sheet?.status === 1 ? t.signAgain : t.sign}
        canSubmit={!!signature && !unmarked && lines.length > 0 && !notStarted && !(signed && reason.trim() === '')}
        actions={
          <>
            {sheet?.status === 1 && <Button onClick={pdf}>{t.downloadPdf}</Button>}
            {!readOnly && sheet?.status === 0 && lines.length > 0 && (
              <Button onClick={() => setSelfSign(true)}>{attendanceFr.selfSign.open}</Button>
            )}
          </>
        }
      >
        <Typography gutterBottom>
          {`${longDateFr(e.dt_start)}, ${halfDayFr(e.hr_start).toLowerCase()} (${hm(e.hr_start)}–${hm(e.hr_end)}) · ` +
            `${e.group ?? t.noGroup} · ${e.classroom ?? t.noRoom} · ${e.speaker ?? t.noSpeaker}`}
        </Typography>
        {sheet?.status === 1 && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {`${fill(t.signedOn, { when: formatDateTimeFr(sheet.sign_off_at) })}` +
              `${readOnly ? '' : t.signAgainHint}`}
          </Alert>
        )}
        {readOnly && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {fr.app.basics.readOnly}
          </Alert>
        )}
        {!readOnly && notStarted && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {sheetNotStartedMessage(formatDateFr(e.dt_start), hm(e.hr_start))}
          </Alert>
        )}
        <DataTable
          label={t.trainees}
          rows={lines}
          columns={[
            {
              key: 'trainee',
              label: t.trainee,
              sx: { wordBreak: 'break-word' },
              render: (l) => (
                <>
                  {l.etudiant_name}
                  {l.self_signed_at && (
                    <Typography variant="body2" color={l.self_signed_late ? 'warning.main' : 'text.secondary'}>
                      {fill(
                        l.self_signed_late ? attendanceFr.selfSign.selfSignedLate : attendanceFr.selfSign.selfSignedAt,
                        { time: parisTime(l.self_signed_at) },
                      )}
                    </Typography>
                  )}
                </>
              ),
            },
            {
              key: 'presence',
              label: t.presence,
              sx: { whiteSpace: 'nowrap' },
              render: (l) => (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  disabled={readOnly}
                  value={marks[l.id] ?? null}
                  aria-label={fill(t.presenceOf, { name: l.etudiant_name })}
                  onChange={(_ev, v: number | null) => v !== null && setMarks((m) => ({ ...m, [l.id]: v }))}
                >
                  <ToggleButton value={1} color="success">
                    {t.present}
                  </ToggleButton>
                  <ToggleButton value={0} color="error">
                    {t.absent}
                  </ToggleButton>
                </ToggleButtonGroup>
              ),
            },
          ]}
        />
        {sheet && lines.length === 0 && <Typography sx={{ my: 2 }}>{t.noTrainee}</Typography>}
        <CorrectionList corrections={corrections} />
        <Stack sx={{ mt: 2, mb: 1 }} spacing={1}>
          {!readOnly && signed && (
            <TextField
              label={t.correctionReason}
              helperText={t.correctionHelp}
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(ev) => setReason(ev.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
          {!readOnly && <SignaturePad label={t.speakerSignature} onChange={setSignature} />}
        </Stack>
      </FormDialog>
      {selfSign && (
        <SelfSignDialog
          sheetId={summary.id}
          title={e.title}
          onClose={() => {
            setSelfSign(false);
            load().catch(() => notify(attendanceMessages.fetchFailed, { type: 'error' }));
          }}
        />
      )}
    </>
  );
}
