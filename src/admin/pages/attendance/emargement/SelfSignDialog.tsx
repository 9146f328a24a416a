// « Faire signer »: the QR code the room's screen shows (a new code every 30 s, from the server) and, refreshed
// every few seconds, who signed on their phone (time, late) and who has not yet; for distance learning, each one
// who has not signed can be mailed its personal link, or given it by SMS (a short text to copy, SmsTexts). The
// sign-off stays the
// sheet's (SheetDialog): those who did not sign are marked absent there.
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import QRCode from 'qrcode';
import { parisTime, SELF_SIGN_STEP_SECONDS } from '../../../../shared/attendance/index.ts';
import { apiGet, apiSend } from '../api.ts';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { fill } from '../../../i18n/fill.ts';

const t = attendanceFr.selfSign;
/** How often the dialog asks again: well within a code's 30 s, and the list feels live. */
const POLL_MS = 3_000;

interface SelfSignLine {
  id: number;
  etudiant_name: string;
  status: number | null;
  signed_at: string | null;
  late: boolean;
}
interface SelfSignState {
  code: string | null;
  path: string | null;
  closed: string | null;
  lines: SelfSignLine[];
}

interface SmsText {
  etudiant: string;
  nom: string;
  telephone: string | null;
  texte: string;
}

/** The personal links as texts fitting one SMS, each with its copy button. */
function SmsTexts({ texts }: { texts: SmsText[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Box component="section" aria-label={t.smsTitle} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t.smsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.smsHint}
      </Typography>
      {texts.length === 0 && <Typography>{t.smsNone}</Typography>}
      <Stack spacing={1.5}>
        {texts.map((x) => (
          <Stack
            key={x.etudiant}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              label={fill(t.smsText, { name: x.nom })}
              value={x.texte}
              multiline
              fullWidth
              size="small"
              helperText={x.telephone ? fill(t.smsPhone, { phone: x.telephone }) : undefined}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button
              aria-label={fill(t.smsCopyOf, { name: x.nom })}
              onClick={() =>
                void navigator.clipboard?.writeText(x.texte).then(
                  () => setCopied(x.etudiant),
                  () => setCopied(null),
                )
              }
            >
              {copied === x.etudiant ? t.smsCopied : t.smsCopy}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export function SelfSignDialog({ sheetId, title, onClose }: { sheetId: number; title: string; onClose: () => void }) {
  const [state, setState] = useState<SelfSignState | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentInfo, setSentInfo] = useState<string | null>(null);
  const [sms, setSms] = useState<SmsText[] | null>(null);
  const loadSms = () => {
    apiGet<{ textes: SmsText[] }>(`scheduler_event_emargements/${sheetId}/liens_personnels/sms`).then(
      (r) => setSms(r.textes),
      (e: Error) => setError(e.message),
    );
  };
  const sendLinks = async () => {
    try {
      const r = await apiSend<{ sent: number; without_mail: string[] }>(
        'POST',
        `scheduler_event_emargements/${sheetId}/liens_personnels`,
      );
      setSentInfo(
        [
          fill(t.linksSent, { count: r.sent }),
          r.without_mail.length ? fill(t.withoutMail, { names: r.without_mail.join(', ') }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (e) {
      setError((e as Error).message);
    }
  };

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const next = await apiGet<SelfSignState>(`scheduler_event_emargements/${sheetId}/auto_emargement`);
        if (!stopped) {
          setState(next);
          setError(null);
        }
      } catch (e) {
        if (!stopped) setError((e as Error).message);
      }
    };
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [sheetId]);

  const url = state?.path ? `${window.location.origin}${state.path}` : null;
  useEffect(() => {
    if (!url) return setQr(null);
    QRCode.toDataURL(url, { width: 320, margin: 1, errorCorrectionLevel: 'M' }).then(setQr, () => setQr(null));
  }, [url]);

  const lines = state?.lines ?? [];
  const signed = lines.filter((l) => l.signed_at !== null);
  const waiting = lines.filter((l) => l.signed_at === null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="self-sign-title">
      <DialogTitle id="self-sign-title">{fill(t.title, { title })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {state?.closed && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {state.closed}
          </Alert>
        )}
        {sentInfo && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {sentInfo}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {url && (
            <Box sx={{ textAlign: 'center', minWidth: 320 }}>
              <Typography sx={{ mb: 1 }}>{t.scan}</Typography>
              {qr && <img src={qr} width={320} height={320} alt={fill(t.qr, { seconds: SELF_SIGN_STEP_SECONDS })} />}
              <Typography variant="body2">{fill(t.codeLabel, { code: state!.code! })}</Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                <a href={url} target="_blank" rel="noreferrer">
                  {t.link}
                </a>
              </Typography>
            </Box>
          )}
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="p" role="status">
              {fill(t.signedCount, { signed: signed.length, total: lines.length })}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {t.signed}
            </Typography>
            <List dense aria-label={t.signed}>
              {signed.length === 0 && (
                <ListItem>
                  <ListItemText primary={t.nobody} />
                </ListItem>
              )}
              {signed.map((l) => (
                <ListItem key={l.id}>
                  <ListItemText
                    primary={l.etudiant_name}
                    secondary={fill(l.late ? t.lateAt : t.signedAt, { time: parisTime(l.signed_at!) })}
                  />
                  {l.late && <Chip size="small" color="warning" label={attendanceFr.espace.presence.late} />}
                </ListItem>
              ))}
            </List>
            <Typography variant="subtitle2" component="h3">
              {t.notSigned}
            </Typography>
            <List dense aria-label={t.notSigned}>
              {state && waiting.length === 0 && (
                <ListItem>
                  <ListItemText primary={t.everybody} />
                </ListItem>
              )}
              {waiting.map((l) => (
                <ListItem key={l.id}>
                  <ListItemText primary={l.etudiant_name} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary">
              {t.afterHint}
            </Typography>
          </Box>
        </Stack>
        {sms && <SmsTexts texts={sms} />}
      </DialogContent>
      <DialogActions>
        {state && !state.closed && waiting.length > 0 && <Button onClick={sendLinks}>{t.sendLinks}</Button>}
        {state && !state.closed && waiting.length > 0 && <Button onClick={loadSms}>{t.smsTexts}</Button>}
        <Button onClick={onClose}>{attendanceFr.emargement.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
