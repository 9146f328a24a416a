// /entreprise/apifichemetier: the job prepared by each apprentice in contract (diploma, RNCP code, company) from
// our data, and the state of the France Travail ROME job-sheet lookup (not configured here).
import { useEffect, useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, type HydraList } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { ServiceAlert } from '../assistance/services.tsx';
import { sheetUrl } from '../../../shared/alternance/references.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
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
      <DataTable
        label={t.jobTitle}
        rows={rows ?? []}
        hover
        columns={[
          { key: 'etudiant_name', label: t.trainee },
          { key: 'diploma', label: t.jobDiploma, render: (r) => r.diplome_name ?? '—' },
          {
            key: 'code',
            label: t.code,
            render: (r) => {
              const url = sheetUrl(r.code_rncp);
              if (!r.code_rncp) return t.noCode;
              return url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer">
                  {r.code_rncp}
                </Link>
              ) : (
                r.code_rncp
              );
            },
          },
          { key: 'company', label: t.company, render: (r) => r.entreprise_name ?? '—' },
          { key: 'tutor', label: t.tutor, render: (r) => r.tuteur ?? '—' },
        ]}
      />
      {rows && rows.length === 0 && <Typography sx={{ my: 2 }}>{t.none}</Typography>}
    </Box>
  );
}
