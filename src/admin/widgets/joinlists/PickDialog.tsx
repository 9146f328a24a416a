// The dialog where several members are ticked: the members' view listed page by page (useGetList, with the
// view's fixed filter, the resource file's filter and the search text), those already listed shown ticked
// and disabled. « Ajouter la sélection » hands the ticked records back; nothing is saved here.
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { RecordContextProvider, useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { FieldDisplay } from '../../views/FieldDisplay.tsx';
import { represent } from '../../../shared/format/represent.ts';
import type { JoinListView } from './joinViews.ts';
import type { MemberId } from './pending.ts';
import { pickFilter } from './save.ts';
import { fill } from '../../i18n/fill.ts';
import { t } from './text.ts';

interface Props {
  jv: JoinListView;
  open: boolean;
  /** Members already in the list (current and pending), shown ticked and disabled. */
  listed: Set<string>;
  onClose: () => void;
  onPick: (records: RaRecord[]) => void;
}

export function PickDialog({ jv, open, listed, onClose, onPick }: Props) {
  const parent = useRecordContext();
  const perPage = jv.spec.pick.perPage ?? 10;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<string, RaRecord>>(new Map());
  // The search is sent once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (!open) {
      setPicked(new Map());
      setSearch('');
      setQuery('');
      setPage(1);
    }
  }, [open]);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList(
    jv.pickView.key,
    {
      pagination: { page, perPage },
      sort: jv.pickView.sort,
      filter: pickFilter(jv.spec, parent ?? {}, query),
    },
    { enabled: open && Boolean(parent) },
  );
  const name = (r: RaRecord) => represent(jv.pickView.model.representation, r);
  const free = data.filter((r) => !listed.has(String(r.id)));
  const allTicked = free.length > 0 && free.every((r) => picked.has(String(r.id)));
  const toggle = (records: RaRecord[], on: boolean) =>
    setPicked((p) => {
      const next = new Map(p);
      for (const r of records)
        if (on) next.set(String(r.id), r);
        else next.delete(String(r.id));
      return next;
    });
  const titleId = `join-pick-${jv.spec.resource}-${jv.spec.target}`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{fill(t.dialogTitle, { label: jv.spec.label })}</DialogTitle>
      <DialogContent>
        {jv.spec.pick.search && (
          <TextField
            label={t.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            fullWidth
            margin="dense"
            type="search"
            autoFocus
          />
        )}
        {isPending && <LinearProgress aria-label={t.search} />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allTicked}
                  disabled={free.length === 0}
                  onChange={(e) => toggle(free, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t.selectAll } }}
                />
              </TableCell>
              {jv.columns.map((c) => (
                <TableCell key={c.name}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => {
              const already = listed.has(String(r.id));
              return (
                <TableRow
                  key={String(r.id)}
                  hover={!already}
                  onClick={already ? undefined : () => toggle([r], !picked.has(String(r.id)))}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={already || picked.has(String(r.id))}
                      disabled={already}
                      onClick={(e) => e.stopPropagation()}
                      onChange={(e) => toggle([r], e.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': fill(t.selectRow, { name: name(r) }),
                          title: already ? t.already : undefined,
                        },
                      }}
                    />
                  </TableCell>
                  <RecordContextProvider value={r}>
                    {jv.columns.map((c) => (
                      <TableCell key={c.name}>
                        <FieldDisplay field={c} />
                      </TableCell>
                    ))}
                  </RecordContextProvider>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!isPending && data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t.noResult}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, p) => setPage(p + 1)}
          labelDisplayedRows={({ from, to, count }) => fill(t.rows, { from, to, count })}
          getItemAriaLabel={(type) =>
            ({ first: t.firstPage, previous: t.previousPage, next: t.nextPage, last: t.lastPage })[type]
          }
        />
      </DialogContent>
      <DialogActions>
        <Typography sx={{ mr: 'auto', ml: 2 }} color="text.secondary">
          {fill(t.picked, { n: picked.size })}
        </Typography>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => onPick([...picked.values()])}>
          {fill(t.confirm, { n: picked.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type { MemberId };
