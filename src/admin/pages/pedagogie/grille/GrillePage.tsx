// /pedagogie/evaluations/grille: a sequence evaluated for a trainee or a whole group at once. The sequence's
// nodes are the rows, the trainees the columns; a skill is scored 0–3 by typing (arrows move, Backspace
// clears), units are computed live by the shared rule (src/shared/pedagogie/grid.ts), absent and comment per
// trainee. Saved in one server transaction (antenne_evaluation_grid), which answers its own unit scores; only the
// trainees with something entered are sent. The sequence, group or trainee and date are in the address, so a reload
// keeps them, and what was saved for them that day is read back into the grid.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { gridUnitScores } from '../../../../shared/pedagogie/grid.ts';
import { apiGet, apiSend, idOf, errorText, options, type Option } from '../api.ts';
import { cellKey, gridLines, moveCell, type SequenceNode } from './gridModel.ts';
import { ScoreCell } from './ScoreCell.tsx';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = pedagogieFr.grille;
interface Trainee {
  '@id': string;
  name: string;
}
interface Column {
  scores: Record<number, number | null>;
  absent: boolean;
  commentaire: string;
}
interface Saved {
  '@id': string;
  etudiant: string;
  unites: Record<string, number>;
}
type StoredEvaluation = FieldsOf<'antenne_evaluations', '@id' | 'etudiant' | 'absent' | 'commentaire'>;
type StoredContent = FieldsOf<'antenne_evaluation_contents', 'type_node' | 'competence' | 'unite_competence' | 'score'>;

/** Whether anything was entered for a trainee: a score, « absent » or a comment (an empty column is not saved). */
const entered = (c: Column | undefined) =>
  !!c && (c.absent || c.commentaire.trim() !== '' || Object.values(c.scores).some((v) => v !== null));

export default function GrillePage() {
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const sequence = params.get('sequence') ?? '';
  const group = params.get('groupe') ?? '';
  const single = params.get('etudiant') ?? '';
  const date = params.get('date') ?? new Date().toISOString().slice(0, 10);
  // The choices live in the address (a reload keeps them); each change replaces the entry it refines.
  const choose = (change: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(change))
          if (v) next.set(k, v);
          else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const [sequences, setSequences] = useState<Option[]>([]);
  const [nodes, setNodes] = useState<SequenceNode[]>([]);
  const [antenne, setAntenne] = useState<string>('');
  const [groups, setGroups] = useState<Option[]>([]);
  const [pupils, setPupils] = useState<Option[]>([]);
  const [trainees, setTrainees] = useState<Trainee[]>([]);
  const [cols, setCols] = useState<Record<string, Column>>({});
  const [saved, setSaved] = useState<Saved[] | null>(null);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const fail = useCallback(
    (e: unknown) => notify(errorText(e, pedagogieFr.common.fetchFailed), { type: 'error' }),
    [notify],
  );

  // Each antenne has its own copy of a sequence: the antenne's name tells them apart.
  useEffect(() => {
    Promise.all([
      apiGet<{ 'hydra:member': FieldsOf<'antenne_sequences', '@id' | 'label' | 'antenne'>[] }>('antenne_sequences', {
        etat: '0',
        pagination: 'false',
      }),
      options('antennes', (r) => String(r.name)),
    ])
      .then(([list, antennes]) => {
        const names = new Map(antennes.map((a) => [a['@id'], a.label]));
        setSequences(
          list['hydra:member']
            .map((q) => ({
              '@id': q['@id'],
              label: q.antenne && names.has(q.antenne) ? `${q.label} — ${names.get(q.antenne)!}` : q.label,
            }))
            .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
        );
      })
      .catch(fail);
  }, [fail]);
  useEffect(() => {
    setNodes([]);
    setSaved(null);
    if (!sequence) return;
    apiGet<{ antenne: string; sequences_content: SequenceNode[] }>(`antenne_sequence_content/${idOf(sequence)}`)
      .then((s) => {
        setNodes(s.sequences_content);
        setAntenne(s.antenne);
      })
      .catch(fail);
  }, [sequence, fail]);
  useEffect(() => {
    if (!antenne) return;
    options('groupes', (r) => String(r.name), { antenne, etat: '0' })
      .then(setGroups)
      .catch(fail);
    options('etudiants', (r) => `${String(r.lastname)} ${String(r.firstname)}`, {
      antenne,
      type: '1',
      'order[lastname]': 'asc',
    })
      .then(setPupils)
      .catch(fail);
  }, [antenne, fail]);
  useEffect(() => {
    setSaved(null);
    if (group) {
      apiGet<{ etudiants: { '@id': string; lastname: string; firstname: string }[] }>(
        `groupes/${idOf(group)}/etudiants`,
      )
        .then((g) => setTrainees(g.etudiants.map((e) => ({ '@id': e['@id'], name: `${e.lastname} ${e.firstname}` }))))
        .catch(fail);
    } else if (single) {
      setTrainees(pupils.filter((p) => p['@id'] === single).map((p) => ({ '@id': p['@id'], name: p.label })));
    } else setTrainees([]);
  }, [group, single, pupils, fail]);
  // What was saved for these trainees on this sequence that day comes back into the grid, with its unit scores.
  useEffect(() => {
    const blank = (): Column => ({ scores: {}, absent: false, commentaire: '' });
    setCols(Object.fromEntries(trainees.map((tr) => [tr['@id'], blank()])));
    if (!sequence || trainees.length === 0) return;
    let stale = false;
    (async () => {
      const list = await apiGet<{ 'hydra:member': StoredEvaluation[] }>('antenne_evaluations', {
        antenne_sequence: sequence,
        'date_evaluation[after]': date,
        'date_evaluation[before]': date,
        etat: '0',
        pagination: 'false',
        'order[id]': 'asc',
      });
      const mine = new Map(
        list['hydra:member'].filter((e) => trainees.some((tr) => tr['@id'] === e.etudiant)).map((e) => [e.etudiant, e]),
      );
      const read = await Promise.all(
        [...mine.values()].map(async (e) => {
          const contents = (
            await apiGet<{ 'hydra:member': StoredContent[] }>('antenne_evaluation_contents', {
              antenne_evaluation: e['@id'],
              pagination: 'false',
            })
          )['hydra:member'];
          const scores: Record<number, number | null> = {};
          const unites: Record<string, number> = {};
          for (const c of contents) {
            if (c.type_node === 'SKILL' && c.competence) scores[Number(idOf(c.competence))] = c.score;
            if (c.type_node === 'UNIT' && c.unite_competence && c.score !== null)
              unites[String(idOf(c.unite_competence))] = c.score;
          }
          return {
            e,
            column: { scores, absent: e.absent, commentaire: e.commentaire ?? '' },
            saved: { '@id': e['@id'], etudiant: e.etudiant, unites },
          };
        }),
      );
      if (stale) return;
      setCols((all) => ({ ...all, ...Object.fromEntries(read.map((r) => [r.e.etudiant, r.column])) }));
      if (read.length > 0) setSaved(read.map((r) => r.saved));
    })().catch(fail);
    return () => {
      stale = true;
    };
  }, [trainees, sequence, date, fail]);

  const { lines, units, skills } = useMemo(() => gridLines(nodes), [nodes]);
  const skillLines = lines.filter((l) => l.kind === 'SKILL');
  const live = useMemo(
    () =>
      Object.fromEntries(
        trainees.map((tr) => {
          const c = cols[tr['@id']];
          return [tr['@id'], gridUnitScores(units, skills, c && !c.absent ? c.scores : {})];
        }),
      ),
    [trainees, cols, units, skills],
  );

  const setCol = (iri: string, change: Partial<Column>) =>
    setCols((all) => ({ ...all, [iri]: { ...all[iri]!, ...change } }));
  const onKey = (row: number, col: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const action = cellKey(e.key);
    if (!action) return;
    e.preventDefault();
    const focus = (r: number, c: number) => cells.current.get(`${r}:${c}`)?.focus();
    if ('move' in action) {
      const [r, c] = moveCell(row, col, action.move, skillLines.length, trainees.length);
      focus(r, c);
      return;
    }
    const tr = trainees[col]!;
    setCol(tr['@id'], { scores: { ...cols[tr['@id']]!.scores, [skillLines[row]!.skill!]: action.score } });
    if (action.score !== null) focus(...moveCell(row, col, [1, 0], skillLines.length, trainees.length));
  };
  const submit = async () => {
    try {
      // Only the trainees with something entered: nobody gets an evaluation for a column left empty.
      const rows = trainees
        .filter((tr) => entered(cols[tr['@id']]))
        .map((tr) => {
          const c = cols[tr['@id']]!;
          return {
            etudiant: tr['@id'],
            absent: c.absent,
            commentaire: c.commentaire,
            scores: c.absent ? {} : c.scores,
          };
        });
      if (rows.length === 0) {
        notify(t.nothingEntered, { type: 'warning' });
        return;
      }
      const res = await apiSend<{ evaluations: Saved[] }>('POST', 'antenne_evaluation_grid', {
        antenne_sequence: sequence,
        date_evaluation: date,
        rows,
      });
      setSaved(res.evaluations);
      notify(fill(t.saved, { count: res.evaluations.length }), { type: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  let skillRow = -1;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          label={t.sequence}
          size="small"
          value={sequences.some((s) => s['@id'] === sequence) ? sequence : ''}
          sx={{ minWidth: 280 }}
          onChange={(e) => setParams({ sequence: e.target.value, date })}
        >
          {sequences.map((s) => (
            <MenuItem key={s['@id']} value={s['@id']}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t.group}
          size="small"
          value={groups.some((g) => g['@id'] === group) ? group : ''}
          sx={{ minWidth: 220 }}
          disabled={!antenne}
          onChange={(e) => choose({ etudiant: '', groupe: e.target.value })}
        >
          <MenuItem value="">{t.noGroup}</MenuItem>
          {groups.map((g) => (
            <MenuItem key={g['@id']} value={g['@id']}>
              {g.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t.trainee}
          size="small"
          value={pupils.some((p) => p['@id'] === single) ? single : ''}
          sx={{ minWidth: 220 }}
          disabled={!antenne}
          onChange={(e) => choose({ groupe: '', etudiant: e.target.value })}
        >
          <MenuItem value="">{t.noTrainee}</MenuItem>
          {pupils.map((p) => (
            <MenuItem key={p['@id']} value={p['@id']}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <PickerField kind="date" label={t.date} value={date} onChange={(v) => choose({ date: v ?? '' })} />
      </Stack>
      {!sequence && <Alert severity="info">{t.chooseSequence}</Alert>}
      {sequence && nodes.length > 0 && skillLines.length === 0 && <Alert severity="warning">{t.noSkill}</Alert>}
      {sequence && skillLines.length > 0 && trainees.length === 0 && <Alert severity="info">{t.noTrainees}</Alert>}
      {skillLines.length > 0 && trainees.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.title} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t.node}</TableCell>
                {trainees.map((tr) => (
                  <TableCell key={tr['@id']} align="center">
                    {tr.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => {
                if (line.kind === 'SKILL') skillRow += 1;
                const row = skillRow;
                return (
                  <TableRow key={line.key} sx={line.kind === 'UNIT' ? { bgcolor: 'action.hover' } : undefined}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{
                        pl: line.kind === 'UNIT' ? 1 : line.kind === 'SKILL' ? 3 : 5,
                        fontWeight: line.kind === 'UNIT' ? 700 : 400,
                        whiteSpace: 'normal',
                        maxWidth: 360,
                      }}
                    >
                      {line.label}
                      {line.kind === 'UNIT' && (
                        <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                          ({t.unitRow})
                        </Typography>
                      )}
                    </TableCell>
                    {trainees.map((tr, col) => (
                      <TableCell key={tr['@id']} align="center">
                        {line.kind === 'UNIT' && line.unit !== null && (
                          <Typography
                            component="output"
                            aria-label={fill(t.unitOf, { unit: line.label, trainee: tr.name })}
                            sx={{ fontWeight: 700 }}
                          >
                            {live[tr['@id']]?.[line.unit] ?? 0}
                          </Typography>
                        )}
                        {line.kind === 'SKILL' && (
                          <ScoreCell
                            ref={(el) => {
                              if (el) cells.current.set(`${row}:${col}`, el);
                              else cells.current.delete(`${row}:${col}`);
                            }}
                            label={fill(t.scoreOf, { trainee: tr.name, skill: line.label })}
                            value={cols[tr['@id']]?.scores[line.skill!] ?? null}
                            disabled={cols[tr['@id']]?.absent}
                            onKey={onKey(row, col)}
                            onFocus={() => undefined}
                          />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
              <TableRow>
                <TableCell component="th" scope="row">
                  {t.absent}
                </TableCell>
                {trainees.map((tr) => (
                  <TableCell key={tr['@id']} align="center">
                    <Checkbox
                      checked={cols[tr['@id']]?.absent ?? false}
                      onChange={(e) => setCol(tr['@id'], { absent: e.target.checked })}
                      slotProps={{ input: { 'aria-label': fill(t.absentOf, { trainee: tr.name }) } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t.comment}
                </TableCell>
                {trainees.map((tr) => (
                  <TableCell key={tr['@id']}>
                    <TextField
                      size="small"
                      multiline
                      minRows={1}
                      value={cols[tr['@id']]?.commentaire ?? ''}
                      onChange={(e) => setCol(tr['@id'], { commentaire: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': fill(t.commentOf, { trainee: tr.name }) } }}
                      sx={{ minWidth: 140 }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={() => void submit()}>
              {t.submit}
            </Button>
            <Typography variant="caption">{t.scoreHint}</Typography>
          </Stack>
        </Box>
      )}
      {saved && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.savedScores}
          </Typography>
          <DataTable
            label={t.savedScores}
            rows={lines.filter((l) => l.kind === 'UNIT' && l.unit !== null)}
            rowKey={(l) => l.key}
            columns={[
              { key: 'label', label: t.node, rowHeader: true },
              ...trainees.map((tr) => ({
                key: tr['@id'],
                label: tr.name,
                align: 'center' as const,
                render: (l: (typeof lines)[number]) => {
                  const s = saved.find((x) => x.etudiant === tr['@id']);
                  return s ? s.unites[String(l.unit)] : '—';
                },
              })),
            ]}
          />
        </Box>
      )}
    </Box>
  );
}
