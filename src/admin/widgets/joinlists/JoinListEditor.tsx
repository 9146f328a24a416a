// One many-to-many editor on a detail page (resource file `show.joinLists`): the current members, « Ajouter »
// (the PickDialog), several removed by their boxes, the changes pending until « Enregistrer » saves them once:
// the domain call when the file names one (one request, one transaction), else generic writes. A refusal shows
// the server's French message and leaves the list as it was, the changes still pending. Users who may not write
// see the list only.
import { useEffect, useMemo, useState } from 'react';
import { JOIN_LISTS_RELOAD } from './reloadEvent.ts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  RecordContextProvider,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { iriOf } from '../../data/iri.ts';
import { useCanAccess } from '../../session/access.ts';
import { FieldDisplay } from '../../views/FieldDisplay.tsx';
import type { ViewConfig } from '../../views/viewTypes.ts';
import { represent } from '../../../shared/format/represent.ts';
import type { JoinListView } from './joinViews.ts';
import {
  addMembers,
  diffOf,
  hasChanges,
  keepMembers,
  noChange,
  removeMembers,
  type MemberId,
  type Pending,
} from './pending.ts';
import { PickDialog } from './PickDialog.tsx';
import { domainRequest, genericWrites } from './save.ts';
import { fill } from '../../i18n/fill.ts';
import { t } from './text.ts';
import { useJoinMembers } from './useJoinMembers.ts';

async function sendDomain(jv: JoinListView, record: RaRecord, final: MemberId[]): Promise<void> {
  const req = domainRequest(
    jv.spec.save!,
    record,
    final.map((id) => iriOf(jv.pickView.model.name, id)),
  );
  const headers = req.method === 'PATCH' ? { 'Content-Type': 'application/merge-patch+json' } : undefined;
  await fetchJson(`${entrypoint}${req.path.replace(/^\/api/, '')}`, {
    method: req.method,
    headers,
    body: JSON.stringify(req.body),
  });
}

export function JoinListEditor({ jv, parentView }: { jv: JoinListView; parentView: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  const dp = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reload, setReload] = useState(0);
  const [pending, setPending] = useState<Pending>(noChange);
  const [picked, setPicked] = useState<Map<string, RaRecord>>(new Map());
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const state = useJoinMembers(jv, record?.id ?? '', reload);
  useEffect(() => {
    const again = () => setReload((n) => n + 1);
    window.addEventListener(JOIN_LISTS_RELOAD, again);
    return () => window.removeEventListener(JOIN_LISTS_RELOAD, again);
  }, []);
  const { spec, pickView, rowsView } = jv;
  const canWrite =
    Boolean(record) &&
    can('edit', parentView, record) &&
    (spec.member ? can('create', rowsView) && can('delete', rowsView) : can('edit', pickView));
  const diff = useMemo(() => diffOf(pending, state.current), [pending, state.current]);
  const listed = useMemo(() => new Set(diff.final.map(String)), [diff]);
  if (!record) return null;
  const removing = new Set(diff.toRemove.map(String));
  const adding = new Set(diff.toAdd.map(String));
  const shown = [...state.current, ...diff.toAdd];
  const recordOf = (id: MemberId) => state.members.get(String(id)) ?? picked.get(String(id));
  const changed = hasChanges(pending, state.current);
  const titleId = `join-${spec.resource}-${spec.target}`;

  const pick = (records: RaRecord[]) => {
    setPicked((p) => new Map([...p, ...records.map((r): [string, RaRecord] => [String(r.id), r])]));
    setPending((p) =>
      addMembers(
        p,
        state.current,
        records.map((r) => r.id),
      ),
    );
    setOpen(false);
  };
  const removeTicked = () => {
    setPending((p) =>
      removeMembers(
        p,
        state.current,
        shown.filter((id) => ticked.has(String(id))),
      ),
    );
    setTicked(new Set());
  };
  const cancel = () => {
    setPending(noChange);
    setTicked(new Set());
  };
  const save = async () => {
    setSaving(true);
    try {
      if (spec.save) await sendDomain(jv, { '@id': iriOf(parentView.model.name, record.id), ...record }, diff.final);
      else {
        const key = spec.member ? rowsView.key : pickView.key;
        for (const w of genericWrites(spec, record.id, diff, (m) =>
          (state.rows.get(String(m)) ?? []).map((r) => r.id),
        )) {
          if (w.kind === 'create') await dp.create(key, { data: w.data });
          else if (w.kind === 'delete') await dp.delete(key, { id: w.id });
          else await dp.update(key, { id: w.id, data: w.data, previousData: w.previous as RaRecord });
        }
      }
      setPending(noChange);
      setTicked(new Set());
      notify(t.saved, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : t.saveError, { type: 'error' });
    } finally {
      setSaving(false);
      setReload((n) => n + 1);
    }
  };
  const toggle = (id: MemberId, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(String(id));
      else next.delete(String(id));
      return next;
    });
  const tickable = shown.filter((id) => !removing.has(String(id)));

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 1,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {spec.label}{' '}
            <Typography component="span" color="text.secondary">
              ({fill(t.count, { n: diff.final.length })})
            </Typography>
          </Typography>
          {canWrite && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => setOpen(true)}
                disabled={saving}
              >
                {t.add}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={ticked.size === 0 || saving}
                onClick={removeTicked}
              >
                {fill(t.remove, { n: ticked.size })}
              </Button>
              {/* Save and cancel exist only while changes are pending: the page itself has nothing to save. */}
              {changed && (
                <Button size="small" disabled={saving} onClick={cancel}>
                  {t.cancel}
                </Button>
              )}
              {changed && (
                <Button size="small" variant="contained" disabled={saving} onClick={save}>
                  {t.save}
                </Button>
              )}
            </Box>
          )}
        </Box>
        {changed && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {fill(t.pending, { added: diff.toAdd.length, removed: diff.toRemove.length })}
          </Alert>
        )}
        {(state.loading || saving) && <LinearProgress aria-label={spec.label} />}
        {state.error !== undefined && <Alert severity="error">{t.loadError}</Alert>}
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {canWrite && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={tickable.length > 0 && tickable.every((id) => ticked.has(String(id)))}
                    disabled={tickable.length === 0}
                    onChange={(e) => setTicked(e.target.checked ? new Set(tickable.map(String)) : new Set())}
                    slotProps={{ input: { 'aria-label': t.selectAll } }}
                  />
                </TableCell>
              )}
              {jv.columns.map((c) => (
                <TableCell key={c.name}>{c.label}</TableCell>
              ))}
              {jv.rowColumns.map((c) => (
                <TableCell key={`row-${c.name}`}>{c.label}</TableCell>
              ))}
              {changed && <TableCell>{t.status}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((id) => {
              const member = recordOf(id);
              const row = state.rows.get(String(id))?.[0];
              const out = removing.has(String(id));
              const name = member ? represent(pickView.model.representation, member) : String(id);
              return (
                <TableRow
                  key={String(id)}
                  sx={out ? { textDecoration: 'line-through', bgcolor: 'action.hover' } : undefined}
                >
                  {canWrite && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={ticked.has(String(id))}
                        disabled={out}
                        onChange={(e) => toggle(id, e.target.checked)}
                        slotProps={{ input: { 'aria-label': fill(t.selectRow, { name }) } }}
                      />
                    </TableCell>
                  )}
                  <RecordContextProvider value={member ?? { id }}>
                    {jv.columns.map((c) => (
                      <TableCell key={c.name}>
                        <FieldDisplay field={c} />
                      </TableCell>
                    ))}
                  </RecordContextProvider>
                  <RecordContextProvider value={row ?? { id: `new-${String(id)}` }}>
                    {jv.rowColumns.map((c) => (
                      <TableCell key={`row-${c.name}`}>{row ? <FieldDisplay field={c} /> : null}</TableCell>
                    ))}
                  </RecordContextProvider>
                  {changed && (
                    <TableCell>
                      {adding.has(String(id)) && <Chip size="small" color="success" label={t.added} />}
                      {out && (
                        <>
                          <Chip size="small" color="error" label={t.removed} sx={{ mr: 1 }} />
                          <Button size="small" onClick={() => setPending((p) => keepMembers(p, [id]))}>
                            {t.keep}
                          </Button>
                        </>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!state.loading && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t.empty}
          </Typography>
        )}
        {canWrite && <PickDialog jv={jv} open={open} listed={listed} onClose={() => setOpen(false)} onPick={pick} />}
      </CardContent>
    </Card>
  );
}
