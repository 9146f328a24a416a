// /entreprise/evaluation_en_alternance: the contracts running today in scope or ended less than 6 months ago (their
// end-of-contract evaluation), never evaluated first, each evaluated
// by its tutor in a dialog (date, tutor, the five criteria scored 1..4, comment); the server's French refusals show
// under the form.
import { useCallback, useEffect, useState } from 'react';
import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, apiSend, type HydraList } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { CRITERIA, SCORES } from '../../../shared/alternance/evaluation.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { buttonColumn, DataTable } from '../../widgets/kit/DataTable.tsx';
import { FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { errorText } from '../../http/errors.ts';
import type { FieldsOf } from '../../data/recordOf.ts';

const t = postFormationFr.references;
const today = () => new Date().toISOString().slice(0, 10);

export interface RunningContract {
  id: number;
  etudiant: string;
  etudiant_name: string;
  entreprise_name: string | null;
  diplome_name: string | null;
  code_rncp: string | null;
  tuteur: string | null;
  date_debut: string;
  date_fin: string | null;
  fin_effective: string | null;
  en_cours: boolean;
  derniere_evaluation: string | null;
  nb_evaluations: number;
  derniere_moyenne: number | null;
}
type Evaluation = FieldsOf<
  'evaluation_alternances',
  'id' | 'date_evaluation' | 'evaluateur' | 'moyenne' | 'commentaire'
>;

export default function EvaluationPage() {
  const notify = useNotify();
  const mayWrite = useMayWrite()('evaluation_alternances', 'create');
  const [data, setData] = useState<RunningContract[] | null>(null);
  const [open, setOpen] = useState<RunningContract | null>(null);
  const load = useCallback(async () => {
    try {
      setData((await apiGet<HydraList<RunningContract>>('evaluations_alternance/contrats'))['hydra:member']);
    } catch {
      notify(postFormationFr.common.loadFailed, { type: 'error' });
    }
  }, [notify]);
  useEffect(() => void load(), [load]);
  const rows = data ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.evaluationTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.evaluationIntro}
      </Typography>
      {data && (
        <Typography role="status" sx={{ mb: 2 }}>
          {fill(t.toEvaluate, { count: rows.length, never: rows.filter((r) => r.nb_evaluations === 0).length })}
        </Typography>
      )}
      <DataTable
        label={t.contracts}
        rows={rows}
        hover
        columns={[
          { key: 'etudiant_name', label: t.trainee },
          { key: 'company', label: t.company, render: (r) => r.entreprise_name ?? '—' },
          { key: 'tutor', label: t.tutor, render: (r) => r.tuteur ?? '—' },
          {
            key: 'period',
            label: t.period,
            render: (r) => (
              <>
                {fill(t.periodValue, {
                  start: formatDateFr(r.date_debut),
                  end: r.date_fin ? formatDateFr(r.date_fin) : '—',
                })}
                {!r.en_cours && r.fin_effective && (
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ ml: 1 }}
                    label={fill(t.ended, { date: formatDateFr(r.fin_effective) })}
                  />
                )}
              </>
            ),
          },
          {
            key: 'last',
            label: t.lastEvaluation,
            render: (r) =>
              r.derniere_evaluation ? (
                formatDateFr(r.derniere_evaluation)
              ) : (
                <Chip size="small" color="warning" label={t.never} />
              ),
          },
          {
            key: 'mean',
            label: t.mean,
            render: (r) => (r.derniere_moyenne === null ? '—' : r.derniere_moyenne.toLocaleString('fr-FR')),
          },
          { key: 'count', label: t.count, render: (r) => r.nb_evaluations },
          buttonColumn<RunningContract>({
            text: t.evaluate,
            onClick: setOpen,
            name: (r) => fill(t.evaluateLabel, { name: r.etudiant_name }),
            show: mayWrite,
          }),
        ]}
      />
      {data && rows.length === 0 && <Typography sx={{ my: 2 }}>{t.none}</Typography>}
      {open && (
        <EvaluationDialog
          contract={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
    </Box>
  );
}

function EvaluationDialog({
  contract,
  onClose,
  onSaved,
}: {
  contract: RunningContract;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [date, setDate] = useState(contract.en_cours || !contract.fin_effective ? today() : contract.fin_effective);
  const [evaluator, setEvaluator] = useState(contract.tuteur ?? '');
  const [scores, setScores] = useState<Record<string, number | ''>>(
    Object.fromEntries(CRITERIA.map((c) => [c.id, ''])),
  );
  const [comment, setComment] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<Evaluation[] | null>(null);
  useEffect(() => {
    void apiGet<HydraList<Evaluation>>('evaluation_alternances', {
      contrat: `/api/etudiant_contrats/${contract.id}`,
      'order[date_evaluation]': 'desc',
    })
      .then((l) => setHistory(l['hydra:member']))
      .catch(() => setHistory([]));
  }, [contract.id]);

  const save = async () => {
    setFields({});
    try {
      const criteres = Object.fromEntries(Object.entries(scores).filter(([, v]) => v !== ''));
      await apiSend('POST', `etudiant_contrats/${contract.id}/evaluations`, {
        date_evaluation: date,
        evaluateur: evaluator,
        criteres,
        commentaire: comment || null,
      });
      notify(t.saved, { type: 'success' });
      onSaved();
    } catch (e) {
      // The server names each refused field (criteres.<id>, date_evaluation...): shown under that field, the rest
      // above.
      const errors = ((e as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {}) as Record<
        string,
        string
      >;
      const perField = Object.fromEntries(Object.entries(errors).filter(([k]) => k !== 'root' && k !== 'contrat'));
      setFields(perField);
      throw new Error(errors.contrat ?? (Object.keys(perField).length ? t.fix : errorText(e)));
    }
  };

  return (
    <FormDialog
      title={fill(t.dialogTitle, { name: contract.etudiant_name })}
      titleId="evaluation-title"
      spacing={1.5}
      onSubmit={save}
      onClose={onClose}
      cancelLabel={postFormationFr.common.cancel}
      submitLabel={postFormationFr.common.save}
    >
      <PickerField kind="date" label={t.date} value={date} onChange={(d) => setDate(d ?? '')} />
      {fields.date_evaluation && (
        <Typography color="error" variant="body2">
          {fields.date_evaluation}
        </Typography>
      )}
      <TextField
        size="small"
        label={t.evaluator}
        value={evaluator}
        onChange={(e) => setEvaluator(e.target.value)}
        error={Boolean(fields.evaluateur)}
        helperText={fields.evaluateur}
      />
      {CRITERIA.map((c) => (
        <TextField
          key={c.id}
          select
          size="small"
          label={c.label}
          value={scores[c.id]}
          onChange={(e) => setScores((s) => ({ ...s, [c.id]: Number(e.target.value) }))}
          error={Boolean(fields[`criteres.${c.id}`])}
          helperText={fields[`criteres.${c.id}`]}
        >
          {SCORES.map((n) => (
            <MenuItem key={n} value={n}>
              {t.scores[n]}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        size="small"
        label={t.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        error={Boolean(fields.commentaire)}
        helperText={fields.commentaire}
      />
      <Typography variant="subtitle2" component="h2">
        {t.history}
      </Typography>
      {history && history.length === 0 && <Typography variant="body2">{t.noHistory}</Typography>}
      {history?.map((h) => (
        <Typography key={h.id} variant="body2">
          {fill(t.historyItem, {
            date: formatDateFr(h.date_evaluation),
            evaluator: h.evaluateur,
            mean: h.moyenne === null ? '—' : h.moyenne.toLocaleString('fr-FR'),
          })}
          {h.commentaire ? ` — ${h.commentaire}` : ''}
        </Typography>
      ))}
    </FormDialog>
  );
}
