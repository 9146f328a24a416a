// On a trainee's page (tab « Évaluations »): the trainee's evaluations (etudiants/{id}/evaluations) with their
// unit scores, and the unit scores over time as a line chart (MUI X Charts, loaded with this lazy panel only).
import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { types_sequence } from '../../../../shared/reference/pedagogie.ts';
import { apiGet, members, type HydraList } from '../api.ts';
import { dateFr } from '../aca/certificatePdf.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';
import { historyOf, type UnitPoint } from './historyModel.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = pedagogieFr.historique;
type Evaluation = FieldsOf<'antenne_evaluations', '@id' | 'label' | 'type' | 'date_evaluation' | 'absent'>;
type Content = FieldsOf<'antenne_evaluation_contents', 'antenne_evaluation' | 'unite_competence' | 'label' | 'score'>;

export default function HistoryPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const [evaluations, setEvaluations] = useState<Evaluation[] | null>(null);
  const [points, setPoints] = useState<UnitPoint[]>([]);
  useEffect(() => {
    (async () => {
      const list = members(
        await apiGet<HydraList<Evaluation>>(`etudiants/${id}/evaluations`, {
          pagination: 'false',
          etat: '0',
          'order[date_evaluation]': 'asc',
        }),
      );
      setEvaluations(list);
      const contents = await Promise.all(
        list
          .filter((e) => !e.absent)
          .map((e) =>
            apiGet<HydraList<Content>>('antenne_evaluation_contents', {
              antenne_evaluation: e['@id'],
              type_node: 'UNIT',
              pagination: 'false',
            }).then((l) =>
              members(l)
                .filter((c) => c.score !== null && c.unite_competence)
                .map((c) => ({
                  evaluation: e['@id'],
                  date: (e.date_evaluation ?? '').slice(0, 10),
                  unit: c.unite_competence!,
                  label: c.label ?? '',
                  score: c.score!,
                })),
            ),
          ),
      );
      setPoints(contents.flat());
    })().catch(() => notify(pedagogieFr.common.fetchFailed, { type: 'error' }));
  }, [id, notify]);

  const history = historyOf(points);
  const typeLabel = (v: string | null) => types_sequence.find((x) => x.id === v)?.label ?? v ?? '—';
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      {evaluations === null ? (
        <LinearProgress aria-label={t.title} />
      ) : evaluations.length === 0 ? (
        <Typography>{t.none}</Typography>
      ) : (
        <>
          {history.dates.length > 0 && (
            <Box role="img" aria-label={t.chart}>
              <LineChart
                height={260}
                xAxis={[{ scaleType: 'point', data: history.dates.map(dateFr) }]}
                yAxis={[{ min: 0, max: 3, tickNumber: 4 }]}
                series={history.series.map((s) => ({ id: s.id, label: s.label, data: s.data, connectNulls: true }))}
              />
            </Box>
          )}
          <DataTable
            label={t.title}
            rows={evaluations}
            columns={[
              { key: 'date', label: t.date, render: (e) => dateFr(e.date_evaluation) },
              { key: 'label', label: t.evaluation },
              { key: 'typeLabel', label: t.type, render: (e) => typeLabel(e.type) },
              { key: 'absentLabel', label: t.absent, render: (e) => (e.absent ? t.yes : t.no) },
              {
                key: 'units',
                label: t.units,
                render: (e) =>
                  points
                    .filter((p) => p.evaluation === e['@id'])
                    .map((p) => `${p.label} : ${p.score}`)
                    .join(' ; ') || '—',
              },
            ]}
          />
        </>
      )}
    </Box>
  );
}
