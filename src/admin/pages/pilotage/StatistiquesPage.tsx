// /antenne/statistiques and /statistiques/dashboard (spec 001 sections 3, 6, 7, 9): the trainee
// statistics. The initial load is GET etudiants_statistiques?etat=0&type_cursus=1; each change of a filter
// (antenne with « Toutes » for a centre-level user only, year among the current and the 4 before, state, kind of
// course, sex, diploma, school level) asks GET etudiants_statistiques_filtres. The kind of course the initial load
// counts (apprenticeship) is shown as a filter like the others, so the total always says what it counts. The options
// come from the answer itself (the server knows the user's antennes and diplomas). Each chart comes with its table and
// CSV (ChartBlock).
import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { niveaux_formation } from '../../../shared/reference/financement.ts';
import { types_cursus } from '../../../shared/reference/etudiants.ts';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, type Count } from './api.ts';
import { StatCharts, type Stats } from './StatCharts.tsx';

const t = pilotageFr.stats;

interface Answer extends Stats {
  options: {
    annees: { id: number; label: string }[];
    antennes: { id: number | string; '@id'?: string; label: string }[];
    diplomes: { id: number; label: string }[];
  };
  par_antenne: Count[];
}
interface Filters {
  antenne: string;
  annee: string;
  etat: string;
  type_cursus: string;
  civility: string;
  diplome: string;
  lastGradeLevel: string;
}
const cursus = types_cursus.filter((c) => c.id !== null).map((c) => ({ id: c.id, label: c.label }));

export default function StatistiquesPage() {
  const notify = useNotify();
  const [data, setData] = useState<Answer | null>(null);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [options, setOptions] = useState<Answer['options'] | null>(null);

  useEffect(() => {
    apiGet<Answer>('etudiants_statistiques', { etat: 0, type_cursus: 1 })
      .then((a) => {
        setData(a);
        setOptions(a.options);
        setFilters({
          antenne: String(a.options.antennes[0]?.id ?? 'Toutes'),
          annee: '',
          etat: '0',
          type_cursus: '1',
          civility: '-1',
          diplome: '-1',
          lastGradeLevel: 'Tous',
        });
      })
      .catch(() => notify(t.initialFailed, { type: 'error' }));
  }, [notify]);

  const change = (key: keyof Filters, value: string) => {
    if (!filters) return;
    const next = { ...filters, [key]: value };
    setFilters(next);
    apiGet<Answer>('etudiants_statistiques_filtres', { ...next, annee: next.annee || undefined })
      .then((a) => {
        setData(a);
        setOptions((o) => ({ ...a.options, antennes: o?.antennes ?? a.options.antennes }));
      })
      .catch(() => notify(t.filterFailed, { type: 'error' }));
  };

  const select = (key: keyof Filters, label: string, items: { id: number | string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters?.[key] ?? ''}
      onChange={(e) => change(key, e.target.value)}
      sx={{ minWidth: 170 }}
    >
      {items.map((i) => (
        <MenuItem key={String(i.id)} value={String(i.id)}>
          {i.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      {!data && <Typography role="status">{t.loading}</Typography>}
      {options && filters && (
        <Box
          component="form"
          aria-label={t.filters}
          onSubmit={(e) => e.preventDefault()}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}
        >
          {select('antenne', t.antenne, options.antennes)}
          {select('annee', t.annee, [{ id: '', label: t.all }, ...options.annees])}
          {select('etat', t.etat, t.etats)}
          {select('type_cursus', t.typeCursus, [{ id: -1, label: t.all }, ...cursus])}
          {select('civility', t.sexe, t.sexes)}
          {select('diplome', t.diplome, [{ id: -1, label: t.all }, ...options.diplomes])}
          {select('lastGradeLevel', t.niveau, [{ id: 'Tous', label: t.all }, ...niveaux_formation])}
        </Box>
      )}
      {data && (
        <>
          <Typography variant="h6" component="p" role="status" data-testid="stats-total">
            {fill(t.total, { count: data.total })}
          </Typography>
          <StatCharts data={data} />
        </>
      )}
    </Box>
  );
}
