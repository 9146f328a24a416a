// The published results' table, the same on the staff page and on the public page: a row per diploma, its
// leavers and its five rates (or « non disponible » when nobody is counted).
import { Typography } from '@mui/material';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import type { DiplomaResults, Rate } from '../../../shared/qualite/resultats.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = qualiteFr.resultats;
export type ResultRow = DiplomaResults & { diplome: string; satisfaction: Rate };
const KEYS = ['reussite', 'poursuite', 'insertion', 'ruptures', 'satisfaction'] as const;

const shown = (r: Rate) => (r.taux === null ? t.notAvailable : fill(t.rate, { taux: r.taux, n: r.n, sur: r.sur }));

export function ResultsTable({ rows, caption }: { rows: ResultRow[]; caption: string }) {
  if (rows.length === 0) return <Typography variant="body2">{t.none}</Typography>;
  return (
    <DataTable
      label={caption}
      rows={rows}
      rowKey={(r) => r.diplome}
      columns={[
        { key: 'diplome', label: t.diplome },
        { key: 'sortants', label: t.sortants, align: 'right' },
        ...KEYS.map((k) => ({
          key: k,
          label: t.columns[k],
          align: 'right' as const,
          render: (r: ResultRow) => shown(r[k]),
        })),
      ]}
    />
  );
}
