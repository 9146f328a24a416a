// The statistics' charts (@mui/x-charts), each in a ChartBlock with its table: trainees by diploma, status,
// sex, level, antenne and course; entries and exits per month; the attendance rate.
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import type { Count } from './api.ts';
import { ChartBlock } from './ChartBlock.tsx';

const t = pilotageFr.stats;

export interface Stats {
  total: number;
  annee_mois: number;
  par_antenne: Count[];
  par_etat: Count[];
  par_civilite: Count[];
  par_diplome: Count[];
  par_niveau: Count[];
  par_type_cursus: Count[];
  par_mois: { id: number; label: string; entrees: number; sorties: number }[];
  assiduite: { presences: number; absences: number; taux: number | null };
}

const countTable = (list: Count[]) => ({ headers: [t.label, t.count], rows: list.map((c) => [c.label, c.total]) });

function Bars({ list, horizontal = false }: { list: Count[]; horizontal?: boolean }) {
  const dataset = list.map((c) => ({ label: c.label, total: c.total }));
  const height = horizontal ? Math.max(160, 28 * list.length + 60) : 260;
  return horizontal ? (
    <BarChart
      dataset={dataset}
      layout="horizontal"
      height={height}
      hideLegend
      skipAnimation
      yAxis={[{ scaleType: 'band', dataKey: 'label', width: 180 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ dataKey: 'total', label: t.count }]}
    />
  ) : (
    <BarChart
      dataset={dataset}
      height={height}
      hideLegend
      skipAnimation
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ dataKey: 'total', label: t.count }]}
    />
  );
}

function Pie({ list }: { list: Count[] }) {
  return (
    <PieChart
      height={220}
      skipAnimation
      series={[{ data: list.map((c, i) => ({ id: i, value: c.total, label: c.label })), innerRadius: 40 }]}
    />
  );
}

export function StatCharts({ data }: { data: Stats }) {
  const year = data.annee_mois;
  const rate = data.assiduite;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
      <ChartBlock title={t.charts.par_diplome!} table={countTable(data.par_diplome)}>
        <Bars list={data.par_diplome} horizontal />
      </ChartBlock>
      <ChartBlock title={t.charts.par_antenne!} table={countTable(data.par_antenne)}>
        <Bars list={data.par_antenne} horizontal />
      </ChartBlock>
      <ChartBlock title={t.charts.par_etat!} table={countTable(data.par_etat)}>
        <Pie list={data.par_etat} />
      </ChartBlock>
      <ChartBlock title={t.charts.par_civilite!} table={countTable(data.par_civilite)}>
        <Pie list={data.par_civilite} />
      </ChartBlock>
      <ChartBlock title={t.charts.par_niveau!} table={countTable(data.par_niveau)}>
        <Bars list={data.par_niveau} horizontal />
      </ChartBlock>
      <ChartBlock title={t.charts.par_type_cursus!} table={countTable(data.par_type_cursus)}>
        <Bars list={data.par_type_cursus} horizontal />
      </ChartBlock>
      <ChartBlock
        title={fill(t.charts.par_mois!, { year })}
        table={{
          headers: [t.month, t.entrees, t.sorties],
          rows: data.par_mois.map((m) => [m.label, m.entrees, m.sorties]),
        }}
      >
        <BarChart
          dataset={data.par_mois.map((m) => ({ ...m }))}
          height={260}
          skipAnimation
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          series={[
            { dataKey: 'entrees', label: t.entrees },
            { dataKey: 'sorties', label: t.sorties },
          ]}
        />
      </ChartBlock>
      <ChartBlock
        title={fill(t.charts.assiduite!, { year })}
        table={{
          headers: [t.presences, t.absences, t.rate],
          rows: [
            [rate.presences, rate.absences, rate.taux === null ? t.noRate : `${String(rate.taux).replace('.', ',')} %`],
          ],
        }}
      >
        <Gauge
          height={200}
          value={rate.taux ?? 0}
          valueMin={0}
          valueMax={100}
          text={rate.taux === null ? '—' : `${String(rate.taux).replace('.', ',')} %`}
        />
      </ChartBlock>
    </Box>
  );
}
