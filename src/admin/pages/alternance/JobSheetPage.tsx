// /entreprise/apifichemetier: the job prepared by each apprentice in contract (diploma, RNCP code, company) from
// our data, and the state of the France Travail ROME job-sheet lookup (not configured here).
import { useEffect, useState } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, type HydraList } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { ServiceAlert } from '../assistance/services.tsx';
import { sheetUrl } from '../../../shared/alternance/references.ts';
import type { RunningContract } from './EvaluationPage.tsx';

const t = postFormationFr.references;

export default function JobSheetPage() {
  const notify = useNotify();
  const [rows, setRows] = useState<RunningContract[] | null>(null);
  useEffect(() => {
    void apiGet<HydraList<RunningContract>>('evaluations_alternance/contrats')
      .then((l) => setRows(l['hydra:member']))
      .catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [notify]);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.jobTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.jobIntro}
      </Typography>
      <ServiceAlert id="ficheMetier" />
      <Table size="small" aria-label={t.jobTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.trainee}</TableCell>
            <TableCell>{t.jobDiploma}</TableCell>
            <TableCell>{t.code}</TableCell>
            <TableCell>{t.company}</TableCell>
            <TableCell>{t.tutor}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((r) => {
            const url = sheetUrl(r.code_rncp);
            return (
              <TableRow key={r.id} hover>
                <TableCell>{r.etudiant_name}</TableCell>
                <TableCell>{r.diplome_name ?? '—'}</TableCell>
                <TableCell>
                  {r.code_rncp ? (
                    url ? (
                      <Link href={url} target="_blank" rel="noopener noreferrer">
                        {r.code_rncp}
                      </Link>
                    ) : (
                      r.code_rncp
                    )
                  ) : (
                    t.noCode
                  )}
                </TableCell>
                <TableCell>{r.entreprise_name ?? '—'}</TableCell>
                <TableCell>{r.tuteur ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows && rows.length === 0 && <Typography sx={{ my: 2 }}>{t.none}</Typography>}
    </Box>
  );
}
