// Qualiopi (/qualite/qualiopi): the 7 criteria and 32 indicators of the Référentiel National Qualité for a
// period (this year by default) and, for a centre-level user, one antenne or all: per indicator its status,
// the proofs the product holds with links to the records, the trainees or providers lacking one, the centre's
// note and the GED documents attached by hand (resource qualiopi_notes, one per indicator); « Préparer l'audit »
// downloads the audit pack (ZIP) over the same filters, its sample drawn from the seed typed or a new one.
import { useCallback, useEffect, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { HttpError, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, apiSend, apiUrl, type HydraList } from '../../http/api.ts';
import { saveBlob } from '../../http/saveBlob.ts';
import { readUser } from '../../session/storage.ts';
import { fetchFile } from '../../http/httpClient.ts';
import { yearPeriod } from '../../../shared/qualite/proofs.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { errorText } from '../../http/errors.ts';
import type { RecordOf } from '../../data/recordOf.ts';

const t = qualiteFr.qualiopi;
interface RecordLink {
  id: number;
  label: string;
  link: string;
  flag?: string;
}
interface Proof {
  key: string;
  label: string;
  count: number;
  records: RecordLink[];
}
interface Note {
  '@id': string;
  note: string | null;
  documents: (RecordLink & { '@id': string })[];
}
interface Indicator {
  id: number;
  critere: number;
  label: string;
  cfa: boolean;
  statut: 'couvert' | 'partiel' | 'aucune';
  statutLabel: string;
  computed: boolean;
  covered: number;
  total: number | null;
  proofs: Proof[];
  missing: RecordLink[];
  missingCount: number;
  missingLabel: string | null;
  note: Note | null;
}
interface Answer {
  criteres: { id: number; label: string }[];
  indicateurs: Indicator[];
}

const COLOURS = { couvert: 'success', partiel: 'warning', aucune: 'default' } as const;

function Records({ records, count }: { records: RecordLink[]; count: number }) {
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.noRecord}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {records.map((r) => (
        <ListItem key={`${r.link}`} disableGutters sx={{ py: 0 }}>
          <Link to={r.link}>{r.label || `#${r.id}`}</Link>
          {r.flag && <Chip size="small" color="error" label={r.flag} sx={{ ml: 1 }} />}
        </ListItem>
      ))}
      {count > records.length && <ListItem disableGutters>{fill(t.more, { n: count - records.length })}</ListItem>}
    </List>
  );
}

/** What an indicator's panel and its note editor are given. */
interface IndicatorProps {
  indicator: Indicator;
  gedDocuments: RecordOf<'ged_documents'>[];
  onSaved: () => void;
}

function NoteEditor({ indicator, gedDocuments, onSaved }: IndicatorProps) {
  const notify = useNotify();
  const [text, setText] = useState(indicator.note?.note ?? '');
  const [adding, setAdding] = useState('');
  const attached = indicator.note?.documents ?? [];
  const save = async (documents: string[]) => {
    const body = { indicateur: indicator.id, note: text.trim() || null, documents };
    try {
      if (indicator.note) await apiSend('PATCH', indicator.note['@id'].replace(/^\/api\//, ''), body);
      else await apiSend('POST', 'qualiopi_notes', body);
      notify(t.saved, { type: 'success' });
      onSaved();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const ids = attached.map((d) => d['@id']);
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextField
        label={fill(t.note, {})}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Box>
        <Button variant="outlined" onClick={() => void save(ids)}>
          {t.saveNote}
        </Button>
      </Box>
      <Typography variant="subtitle2">{t.documents}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {attached.map((d) => (
          <Chip
            key={d['@id']}
            label={d.label}
            component={Link}
            to={d.link}
            clickable
            onDelete={() => void save(ids.filter((x) => x !== d['@id']))}
            deleteIcon={<span aria-label={fill(t.removeDocument, { name: d.label })}>×</span>}
          />
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label={t.addDocument}
        value={adding}
        sx={{ maxWidth: 420 }}
        onChange={(e) => {
          setAdding('');
          void save([...ids, e.target.value]);
        }}
      >
        {gedDocuments
          .filter((g) => !ids.includes(g['@id']))
          .map((g) => (
            <MenuItem key={g['@id']} value={g['@id']}>
              {String(g.name)}
            </MenuItem>
          ))}
      </TextField>
    </Stack>
  );
}

function IndicatorPanel({ indicator, gedDocuments, onSaved }: IndicatorProps) {
  const i = indicator;
  return (
    <Accordion disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`indicateur-${i.id}`}
        id={`indicateur-${i.id}-titre`}
      >
        <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{fill(t.indicateur, { n: i.id })}</Typography>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {i.label}
          </Typography>
          {i.cfa && <Chip size="small" variant="outlined" label={t.cfa} />}
          {i.total !== null && (
            <Typography variant="body2">{fill(t.coverage, { covered: i.covered, total: i.total })}</Typography>
          )}
          <Chip size="small" color={COLOURS[i.statut]} label={i.statutLabel} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {!i.computed && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.noComputed}
          </Typography>
        )}
        {i.proofs.map((p) => (
          <Box key={p.key} sx={{ mb: 1 }}>
            <Typography variant="subtitle2">{`${p.label} : ${p.count}`}</Typography>
            <Records records={p.records} count={p.count} />
          </Box>
        ))}
        {i.missingLabel && i.missingCount > 0 && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="subtitle2" color="warning.main">{`${i.missingLabel} : ${i.missingCount}`}</Typography>
            <Records records={i.missing} count={i.missingCount} />
          </Box>
        )}
        <NoteEditor
          key={`${i.note?.['@id'] ?? 'new'}-${i.note?.note ?? ''}`}
          indicator={i}
          gedDocuments={gedDocuments}
          onSaved={onSaved}
        />
      </AccordionDetails>
    </Accordion>
  );
}

export default function QualiopiPage() {
  const notify = useNotify();
  const reading = readUser();
  const centreLevel = reading.state === 'ok' && !reading.user.antenne;
  const year = yearPeriod(new Date().getFullYear());
  const [debut, setDebut] = useState(year.debut);
  const [fin, setFin] = useState(year.fin);
  const [antenne, setAntenne] = useState('');
  const [antennes, setAntennes] = useState<RecordOf<'antennes'>[]>([]);
  const [gedDocuments, setGedDocuments] = useState<RecordOf<'ged_documents'>[]>([]);
  const [data, setData] = useState<Answer | null>(null);

  useEffect(() => {
    if (centreLevel)
      apiGet<HydraList<RecordOf<'antennes'>>>('antennes', { pagination: 'false', 'order[name]': 'asc' })
        .then((l) => setAntennes(l['hydra:member']))
        .catch(() => undefined);
    apiGet<HydraList<RecordOf<'ged_documents'>>>('ged_documents', { pagination: 'false' })
      .then((l) => setGedDocuments(l['hydra:member']))
      .catch(() => undefined);
  }, [centreLevel]);

  const load = useCallback(async () => {
    if (!debut || !fin) return;
    try {
      setData(await apiGet<Answer>('qualite/qualiopi', { debut, fin, antenne: antenne || undefined }));
    } catch (e) {
      notify(errorText(e, t.fetchFailed), { type: 'error' });
    }
  }, [debut, fin, antenne, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  const [graine, setGraine] = useState('');
  const [packing, setPacking] = useState(false);
  const prepareAudit = async () => {
    setPacking(true);
    try {
      const url = apiUrl('qualite/qualiopi/audit.zip', {
        debut,
        fin,
        antenne: antenne || undefined,
        graine: graine.trim() || undefined,
      });
      const res = await fetchFile(url, { failure: t.auditFailed });
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-qualiopi.zip';
      const drawn = decodeURIComponent(res.headers.get('x-audit-graine') ?? '');
      saveBlob(await res.blob(), name);
      notify(fill(t.auditReady, { graine: drawn }), { type: 'success' });
    } catch (e) {
      notify(e instanceof HttpError ? e.message : t.auditFailed, { type: 'error' });
    } finally {
      setPacking(false);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.explain}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <PickerField kind="date" label={t.debut} value={debut} onChange={(v) => setDebut(v ?? '')} />
        <PickerField kind="date" label={t.fin} value={fin} onChange={(v) => setFin(v ?? '')} />
        {centreLevel && (
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
              <MenuItem key={a['@id']} value={a['@id']}>
                {String(a.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField size="small" label={t.graine} value={graine} onChange={(e) => setGraine(e.target.value)} />
        <Button variant="contained" onClick={() => void prepareAudit()} disabled={packing || !debut || !fin}>
          {t.audit}
        </Button>
      </Stack>
      {!data && <LinearProgress />}
      {data?.criteres.map((c) => (
        <Paper key={c.id} variant="outlined" sx={{ mb: 2 }}>
          <Typography
            variant="h6"
            component="h2"
            sx={{ p: 1.5 }}
          >{`${fill(t.critere, { n: c.id })} — ${c.label}`}</Typography>
          {data.indicateurs
            .filter((i) => i.critere === c.id)
            .map((i) => (
              <IndicatorPanel key={i.id} indicator={i} gedDocuments={gedDocuments} onSaved={() => void load()} />
            ))}
        </Paper>
      ))}
    </Box>
  );
}
