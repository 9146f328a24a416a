// The learner not signed in on this phone: its e-mail, then the 6-digit code mailed to its address on file (the
// room's code proves it is in the room); the code opens its session here, as a login would. The server's French
// answers (code sent, wrong code with the tries left, expired) are shown as they come.
import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { apiSend } from '../api.ts';
import { startSession } from '../../../session/authProvider.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';

const t = attendanceFr.signer;

export function OtpSignIn({
  sheetId,
  roomCode,
  onSignedIn,
}: {
  sheetId: string;
  roomCode: string;
  onSignedIn: () => void;
}) {
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    run(async () => {
      setSent(
        (await apiSend<{ message: string }>('POST', `public/emargements/${sheetId}/code`, { email, code: roomCode }))
          .message,
      );
    });
  const enter = () =>
    run(async () => {
      const { token } = await apiSend<{ token: string }>('POST', `public/emargements/${sheetId}/connexion`, {
        email,
        code_unique: otp.trim(),
      });
      await startSession(token);
      onSignedIn();
    });
  return (
    <Stack component="section" spacing={1.5} aria-label={t.otpAsk}>
      <Typography variant="body2">{t.otpIntro}</Typography>
      <TextField
        label={t.otpEmail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button variant="outlined" disabled={busy || !email.includes('@')} onClick={ask}>
        {t.otpAsk}
      </Button>
      {sent && <Alert severity="info">{sent}</Alert>}
      {sent && (
        <>
          <TextField
            label={t.otpCode}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button variant="contained" disabled={busy || otp.trim().length !== 6} onClick={enter}>
            {t.otpSubmit}
          </Button>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
