// The learner's phone, from the room's QR code (/emargement/signer/{sheet}?code=…): signed in with its trainee
// account, it sees the session and signs with a finger; signed out, it is sent to sign in and brought back here,
// or asks a one-time code by mail (OtpSignIn) that signs it in on this phone.
// The server decides everything (code still valid, on the sheet, sheet still open): its French refusals are shown.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { parisTime } from '../../../../shared/attendance/index.ts';
import { apiGet, apiSend } from '../api.ts';
import { hm, longDateFr } from '../calendarFr.ts';
import { SignaturePad } from '../emargement/SignaturePad.tsx';
import { PublicFrame } from '../../PublicFrame.tsx';
import { OtpSignIn } from './OtpSignIn.tsx';
import { getRoles, readUser, setLastPath } from '../../../session/storage.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.signer;

interface ToSign {
  session: {
    title: string;
    dt_start: string;
    hr_start: string;
    hr_end: string;
    classroom: string | null;
    speaker: string | null;
  };
  signed_at: string | null;
  late: boolean;
  code_valid: boolean;
  refusal: string | null;
}

export default function SelfSignPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  // Bumped once a one-time code opened the session here: the page reads the stored session again.
  const [, setSession] = useState(0);
  const signedIn = readUser().state === 'ok';
  const trainee = signedIn && getRoles().includes('ROLE_STAGIAIRE');
  const [info, setInfo] = useState<ToSign | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ signed_at: string; late: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!trainee) return;
    apiGet<ToSign>(`moi/emargements/${id}`, { code }).then(setInfo, (e: Error) => setError(e.message));
  }, [id, code, trainee]);

  const signIn = () => {
    setLastPath(`/emargement/signer/${id}?code=${encodeURIComponent(code)}`);
    navigate('/');
  };
  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      setDone(
        await apiSend<{ signed_at: string; late: boolean }>('POST', `moi/emargements/${id}/signature`, {
          code,
          signature,
        }),
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const signedAt = done ?? (info?.signed_at ? { signed_at: info.signed_at, late: info.late } : null);
  const s = info?.session;
  return (
    <PublicFrame title={t.title}>
      {!signedIn && (
        <Stack spacing={2}>
          <Typography>{t.signIn}</Typography>
          <Button variant="contained" onClick={signIn}>
            {t.signInButton}
          </Button>
          <OtpSignIn sheetId={id} roomCode={code} onSignedIn={() => setSession((n) => n + 1)} />
        </Stack>
      )}
      {signedIn && !trainee && <Alert severity="info">{t.notTrainee}</Alert>}
      {s && (
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
          <Typography variant="body2">
            {fill(t.session, { date: longDateFr(s.dt_start), start: hm(s.hr_start), end: hm(s.hr_end) })}
          </Typography>
          {s.classroom && <Typography variant="body2">{fill(t.room, { room: s.classroom })}</Typography>}
          {s.speaker && <Typography variant="body2">{fill(t.trainer, { speaker: s.speaker })}</Typography>}
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {signedAt && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {fill(signedAt.late ? t.signedLate : t.signedOk, { time: parisTime(signedAt.signed_at) })}
        </Alert>
      )}
      {info && !signedAt && info.refusal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {info.refusal}
        </Alert>
      )}
      {info && !signedAt && !info.refusal && (
        <Stack spacing={2}>
          {!info.code_valid && !error && <Alert severity="warning">{t.codeExpired}</Alert>}
          <SignaturePad label={t.pad} onChange={setSignature} width={300} height={150} />
          <Button variant="contained" size="large" disabled={!signature || busy} onClick={submit}>
            {t.submit}
          </Button>
        </Stack>
      )}
      {trainee && (
        <Button component={RouterLink} to="/mon-espace/presences" sx={{ mt: 2 }}>
          {t.toSpace}
        </Button>
      )}
    </PublicFrame>
  );
}
