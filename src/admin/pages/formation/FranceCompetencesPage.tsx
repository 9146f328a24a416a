// /formation/france_competences: the RNCP / RS codes of our diplomas (from their record), a link to the public
// France compétences sheet for each code, and the state of the France compétences lookup (not configured here).
import { useEffect, useState } from 'react';
import { Box, Chip, Link, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { apiGet, type HydraList } from '../attendance/api.ts';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { niveaux_diplome } from '../../../shared/reference/formation.ts';
import { ServiceAlert } from '../assistance/services.tsx';
import { sheetUrl } from '../../../shared/alternance/references.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const t = postFormationFr.references;
interface Diploma {
  id: number;
  name: string;
  complement_name: string | null;
  level: number | null;
  code_rncp: string | null;
}

export default function FranceCompetencesPage() {
  const notify = useNotify();
  const [rows, setRows] = useState<Diploma[] | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    void apiGet<HydraList<Diploma>>('references/diplomes')
      .then((l) => setRows(l['hydra:member']))
      .catch(() => notify(postFormationFr.common.loadFailed, { type: 'error' }));
  }, [notify]);
  const wanted = search.trim().toLowerCase();
  const shown = (rows ?? []).filter(
    (d) => !wanted || `${d.name} ${d.complement_name ?? ''} ${d.code_rncp ?? ''}`.toLowerCase().includes(wanted),
  );
  const without = (rows ?? []).filter((d) => !d.code_rncp).length;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.fcTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.fcIntro}
      </Typography>
      <ServiceAlert id="franceCompetences" />
      {rows && without > 0 && (
        <Typography role="status" sx={{ mb: 2 }}>
          {fill(t.withoutCode, { count: without })}
        </Typography>
      )}
      <TextField
        size="small"
        type="search"
        label={t.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2 }}
      />
      <DataTable
        label={t.fcTitle}
        rows={shown}
        hover
        columns={[
          {
            key: 'name',
            label: t.diploma,
            render: (d) => (d.complement_name ? `${d.name} — ${d.complement_name}` : d.name),
          },
          {
            key: 'levelLabel',
            label: t.level,
            render: (d) => niveaux_diplome.find((n) => n.id === d.level)?.label ?? '—',
          },
          {
            key: 'code',
            label: t.code,
            render: (d) => {
              const url = sheetUrl(d.code_rncp);
              if (!d.code_rncp) return <Chip size="small" color="warning" label={t.noCode} />;
              return (
                <>
                  {d.code_rncp}
                  {url && (
                    <>
                      {' '}
                      ·{' '}
                      <Link
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t.fcLink} : ${d.code_rncp}`}
                      >
                        {t.fcLink}
                      </Link>
                    </>
                  )}
                </>
              );
            },
          },
        ]}
      />
    </Box>
  );
}
