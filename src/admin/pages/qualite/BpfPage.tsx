// BPF (/qualite/bpf): the cerfa 10443 of a fiscal year (last year by default) computed by the server, each
// figure opening the records behind it, the financial lines typed by hand, « Valider » keeping a dated version,
// and each version's PDF and CSV. Centre-level users only (the BPF is the centre's).
import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, apiSend, apiUrl } from '../../http/api.ts';
import { downloadFile } from '../../http/httpClient.ts';
import { formatDateTimeFr } from '../../../shared/format/dates.ts';
import type { BpfFrame } from '../../../shared/qualite/bpfFrames.ts';
import { BpfFrameTable, type Opened } from './BpfFrameTable.tsx';
import { errorText } from '../../http/errors.ts';

const t = qualiteFr.bpf;

interface Version {
  id: number;
  version: number;
  validatedAt: string;
  author: string | null;
  pdf: string;
  csv: string;
}
interface Answer {
  annee: number;
  manuel: Record<string, string | number>;
  frames: BpfFrame[];
  versions: Version[];
}

const lastYear = new Date().getFullYear() - 1;
const YEARS = Array.from({ length: 6 }, (_, k) => lastYear + 1 - k);

export default function BpfPage() {
  const notify = useNotify();
  const [annee, setAnnee] = useState(lastYear);
  const [data, setData] = useState<Answer | null>(null);
  const [manual, setManual] = useState<Record<string, string>>({});
  const [opened, setOpened] = useState<Opened | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const a = await apiGet<Answer>('qualite/bpf', { annee: String(annee) });
      setData(a);
      setManual(Object.fromEntries(Object.entries(a.manuel).map(([k, v]) => [k, String(v)])));
    } catch (e) {
      notify(errorText(e, t.fetchFailed), { type: 'error' });
    }
  }, [annee, notify]);
  useEffect(() => {
    setData(null);
    setOpened(null);
    void load();
  }, [load]);

  const validate = async () => {
    setBusy(true);
    try {
      const v = await apiSend<Version>('POST', 'qualite/bpf/versions', { annee, manuel: manual });
      notify(fill(t.validated, { version: v.version, annee }), { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const download = async (path: string, name: string) => {
    try {
      await downloadFile(apiUrl(path), name);
    } catch {
      notify(t.downloadFailed, { type: 'error' });
    }
  };

  const line = opened && data?.frames.flatMap((f) => f.lines).find((l) => l.code === opened.code);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.explain}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t.annee}
          value={annee}
          onChange={(e) => setAnnee(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {YEARS.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void validate()} disabled={!data || busy}>
          {t.validate}
        </Button>
      </Stack>
      {!data && <LinearProgress />}
      {line && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={fill(t.records, { code: line.code, label: line.label })}
          sx={{ p: 1.5, mb: 2 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
              {fill(t.records, { code: line.code, label: line.label })}
            </Typography>
            <IconButton aria-label={t.close} onClick={() => setOpened(null)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {line.recordCount === 0 && <Typography variant="body2">{t.noRecord}</Typography>}
          <List dense disablePadding>
            {line.records.map((r) => (
              <ListItem key={r.link} disableGutters sx={{ py: 0 }}>
                <Link to={r.link}>{r.label || `#${r.id}`}</Link>
                {typeof r.heures === 'number' && (
                  <Typography variant="body2" sx={{ ml: 1 }}>{`${r.heures} h`}</Typography>
                )}
              </ListItem>
            ))}
            {line.recordCount > line.records.length && (
              <ListItem disableGutters>{fill(t.more, { n: line.recordCount - line.records.length })}</ListItem>
            )}
          </List>
        </Paper>
      )}
      {data?.frames.map((f) => (
        <BpfFrameTable
          key={f.letter}
          frame={f}
          manual={manual}
          onOpen={setOpened}
          onManual={(code, value) => setManual((m) => ({ ...m, [code]: value }))}
        />
      ))}
      {data && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="h6" component="h2">
            {t.versions}
          </Typography>
          {data.versions.length === 0 && <Typography variant="body2">{t.noVersion}</Typography>}
          {data.versions.map((v) => (
            <Stack
              key={v.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
              useFlexGap
            >
              <Typography variant="body2" sx={{ mr: 1 }}>
                {fill(t.version, {
                  version: v.version,
                  date: formatDateTimeFr(v.validatedAt),
                  author: v.author ?? '—',
                })}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void download(v.pdf, `bpf-${data.annee}-v${v.version}.pdf`)}
              >
                {fill(t.pdf, { version: v.version })}
              </Button>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void download(v.csv, `bpf-${data.annee}-v${v.version}.csv`)}
              >
                {fill(t.csv, { version: v.version })}
              </Button>
            </Stack>
          ))}
        </Paper>
      )}
    </Box>
  );
}
