// The published results' table, the same on the staff page and on the public page: a row per diploma, its
// leavers and its five rates (or « non disponible » when nobody is counted).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { qualiteFr } from '../../i18n/qualite.ts';
import { fill } from '../../i18n/fill.ts';
import type { DiplomaResults, Rate } from '../../../shared/qualite/resultats.ts';

const t = qualiteFr.resultats;
export type ResultRow = DiplomaResults & { diplome: string; satisfaction: Rate };
const KEYS = ['reussite', 'poursuite', 'insertion', 'ruptures', 'satisfaction'] as const;

const shown = (r: Rate) => (r.taux === null ? t.notAvailable : fill(t.rate, { taux: r.taux, n: r.n, sur: r.sur }));

export function ResultsTable({ rows, caption }: { rows: ResultRow[]; caption: string }) {
  if (rows.length === 0) return <Typography variant="body2">{t.none}</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{t.diplome}</TableCell>
          <TableCell align="right">{t.sortants}</TableCell>
          {KEYS.map((k) => (
            <TableCell key={k} align="right">
              {t.columns[k]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.diplome}>
            <TableCell>{r.diplome}</TableCell>
            <TableCell align="right">{r.sortants}</TableCell>
            {KEYS.map((k) => (
              <TableCell key={k} align="right">
                {shown(r[k])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
