// One chart of the statistics and dashboards with its table: the table is always in the page for screen
// readers (visually hidden while the chart shows; « Voir le tableau » shows it), and « Exporter en CSV » saves
// it. The chart itself is out of reach of assistive technology and of the keyboard (inert): the table carries
// the figures; `summary` is text shown above the chart and read.
import { useState, type ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { saveBlob } from '../../http/saveBlob.ts';
import { csvName, toCsv, type CsvValue as Cell } from '../../../shared/csv.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { visuallyHidden } from '../../widgets/kit/visuallyHidden.ts';

const t = pilotageFr.stats;

export interface ChartTable {
  headers: string[];
  rows: Cell[][];
}

export function ChartBlock({
  title,
  table,
  summary,
  children,
}: {
  title: string;
  table: ChartTable;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = csvName(title).replace(/\.csv$/, '');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
          {asTable ? t.showChart : t.showTable}
        </Button>
        <Button
          size="small"
          onClick={() =>
            saveBlob(new Blob([toCsv(table.headers, table.rows)], { type: 'text/csv;charset=utf-8' }), csvName(title))
          }
        >
          {t.csv}
        </Button>
      </Box>
      {summary}
      {!asTable && (
        <Box inert sx={{ mt: 1 }}>
          {children}
        </Box>
      )}
      <Box sx={asTable ? { mt: 1, overflowX: 'auto' } : visuallyHidden}>
        <DataTable
          label={fill(t.tableOf, { title })}
          rows={table.rows}
          rowKey={(_r, i) => i}
          columns={table.headers.map((h, j) => ({ key: String(j), label: h }))}
        />
      </Box>
    </Paper>
  );
}
