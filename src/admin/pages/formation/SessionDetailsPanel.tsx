// A session's details on its page (panel of /antenne_diplome_sessions/{id}): each detail with its stages,
// parcours and evaluations, and a form creating a detail with all its items at once (POST
// /api/antenne_diplome_sessions/{id}/details, one transaction): a refusal shows the server's French message,
// each bad line named (« stages[1].dt_end »), and nothing is saved.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useNotify } from 'react-admin';
import { planificationFr as T } from '../../i18n/planification.ts';
import { fill } from '../../i18n/fill.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { apiGet, apiSend, errorText, members, type HydraList } from './api.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';

type ListKey = 'stages' | 'parcours' | 'evaluations';
const KEYS: ListKey[] = ['stages', 'parcours', 'evaluations'];
interface Item {
  '@id'?: string;
  label: string;
  dt_start?: string | null;
  dt_end?: string | null;
  hours?: number | string | null;
  date_evaluation?: string | null;
}
interface Detail {
  '@id': string;
  label: string;
  description: string | null;
  stages: Item[];
  parcours: Item[];
  evaluations: Item[];
}
type Draft = { label: string; description: string } & Record<ListKey, Item[]>;

const blank = (): Draft => ({ label: '', description: '', stages: [], parcours: [], evaluations: [] });

function itemText(key: ListKey, i: Item): string {
  const when =
    key === 'evaluations'
      ? i.date_evaluation
        ? formatDateFr(i.date_evaluation)
        : ''
      : i.dt_start || i.dt_end
        ? fill(T.details.period, { from: formatDateFr(i.dt_start ?? ''), to: formatDateFr(i.dt_end ?? '') })
        : '';
  const hours =
    key !== 'evaluations' && i.hours !== null && i.hours !== undefined && i.hours !== ''
      ? fill(T.details.hours, { hours: String(i.hours) })
      : '';
  return [i.label, when, hours].filter(Boolean).join(' · ');
}

/** The body of the call: empty fields left out, hours as numbers. */
function bodyOf(d: Draft): Record<string, unknown> {
  const clean = (i: Item) =>
    Object.fromEntries(
      Object.entries(i)
        .filter(([, v]) => v !== '' && v !== null && v !== undefined)
        .map(([k, v]) => [k, k === 'hours' ? Number(String(v).replace(',', '.')) : v]),
    );
  return {
    label: d.label.trim(),
    ...(d.description.trim() ? { description: d.description.trim() } : {}),
    ...Object.fromEntries(KEYS.map((k) => [k, d[k].map(clean)])),
  };
}

export default function SessionDetailsPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const [details, setDetails] = useState<Detail[] | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setDetails(members(await apiGet<HydraList<Detail>>(`antenne_diplome_sessions/${id}/details`)));
    } catch {
      notify(T.details.loadFailed, { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => void load(), [load]);

  const setItem = (key: ListKey, n: number, patch: Partial<Item>) =>
    setDraft((d) => ({ ...d, [key]: d[key].map((x, i) => (i === n ? { ...x, ...patch } : x)) }));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiSend('POST', `antenne_diplome_sessions/${id}/details`, bodyOf(draft));
      notify(T.details.saved, { type: 'success' });
      setDraft(blank());
      await load();
    } catch (e) {
      const message = errorText(e, T.details.failed);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="session-details-title">
      <Typography id="session-details-title" variant="h6" component="h2" gutterBottom>
        {T.details.title}
      </Typography>
      {details?.length === 0 && <Typography>{T.details.none}</Typography>}
      {details?.map((d) => (
        <Box
          key={d['@id']}
          component="article"
          aria-label={d.label}
          sx={{ mb: 2, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {d.label}
          </Typography>
          {d.description && (
            <Typography variant="body2" color="text.secondary">
              {d.description}
            </Typography>
          )}
          {KEYS.map((k) => (
            <Box key={k} sx={{ mt: 0.5 }}>
              <Typography variant="subtitle2" component="h4">
                {T.details.lists[k]}
              </Typography>
              {d[k].length === 0 ? (
                <Typography variant="body2">{T.details.empty}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {d[k].map((i) => (
                    <li key={i['@id']}>
                      <Typography variant="body2">{itemText(k, i)}</Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      ))}
      {mayWrite('antenne_diplome_session_details', 'create') && (
        <Box
          component="form"
          aria-label={T.details.create}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ mt: 2 }}
        >
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {T.details.create}
          </Typography>
          <Stack spacing={1}>
            <TextField
              size="small"
              label={T.details.label}
              value={draft.label}
              onChange={(e) => setDraft({ ...draft, label: e.target.value })}
            />
            <TextField
              size="small"
              label={T.details.description}
              value={draft.description}
              multiline
              minRows={2}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
            {KEYS.map((k) => (
              <Box key={k} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {T.details.lists[k]}
                </Typography>
                {draft[k].map((item, n) => {
                  const no = n + 1;
                  return (
                    <Stack
                      key={n}
                      direction={{ xs: 'column', md: 'row' }}
                      spacing={1}
                      sx={{ mb: 1, alignItems: { md: 'center' } }}
                    >
                      <TextField
                        size="small"
                        label={fill(T.details.itemLabel[k], { n: no })}
                        value={item.label}
                        onChange={(e) => setItem(k, n, { label: e.target.value })}
                      />
                      {k === 'evaluations' ? (
                        <PickerField
                          kind="date"
                          label={fill(T.details.itemDate, { n: no })}
                          value={item.date_evaluation ?? ''}
                          onChange={(v) => setItem(k, n, { date_evaluation: v ?? '' })}
                        />
                      ) : (
                        <>
                          <PickerField
                            kind="date"
                            label={fill(T.details.itemStart, { n: no })}
                            value={item.dt_start ?? ''}
                            onChange={(v) => setItem(k, n, { dt_start: v ?? '' })}
                          />
                          <PickerField
                            kind="date"
                            label={fill(T.details.itemEnd, { n: no })}
                            value={item.dt_end ?? ''}
                            onChange={(v) => setItem(k, n, { dt_end: v ?? '' })}
                          />
                          <TextField
                            size="small"
                            label={fill(T.details.itemHours, { n: no })}
                            value={item.hours ?? ''}
                            onChange={(e) => setItem(k, n, { hours: e.target.value })}
                            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                            sx={{ width: 120 }}
                          />
                        </>
                      )}
                      <IconButton
                        aria-label={fill(T.details.remove, { n: `${T.details.lists[k]} ${no}` })}
                        onClick={() => setDraft((d) => ({ ...d, [k]: d[k].filter((_x, i) => i !== n) }))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  );
                })}
                <Button size="small" onClick={() => setDraft((d) => ({ ...d, [k]: [...d[k], { label: '' }] }))}>
                  {T.details.add[k]}
                </Button>
              </Box>
            ))}
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {T.details.save}
              </Button>
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
