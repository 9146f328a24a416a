// The « Contrats et ruptures » panel of a trainee's page: the trainee's contracts (company, tutor, period,
// state), created and edited in a dialog (the generic contract calls; the course state follows on the
// server), and broken by PATCH /api/etudiant_contrats/{id}/rupture (course state and pointage follow).
import { useCallback, useEffect, useState } from 'react';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { fill } from '../../i18n/fill.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { apiGet, membersOf, type HydraList, announceChange, useOnChange } from '../parcours/api.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import { RuptureDialog } from './RuptureDialog.tsx';

type Contract = RecordOf<'etudiant_contrats'>;

const period = (c: Contract) =>
  `${formatDateFr(c.date_debut)} → ${c.date_fin ? formatDateFr(c.date_fin) : T.common.none}`;
const stateOf = (c: Contract, today: string) =>
  c.date_rupture
    ? fill(T.contrats.broken, { date: formatDateFr(c.date_rupture) })
    : c.date_fin && String(c.date_fin) < today
      ? T.contrats.ended
      : T.contrats.running;

export default function ContractsPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const mayWrite = useMayWrite();
  const [contracts, setContracts] = useState<Contract[] | null>(null);
  const [companies, setCompanies] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Contract | 'new' | null>(null);
  const [breaking, setBreaking] = useState<Contract | null>(null);

  const load = useCallback(async () => {
    try {
      const list = membersOf(
        await apiGet<HydraList<Contract>>(`etudiants/${id}/contrats`, {
          'order[date_debut]': 'desc',
          pagination: 'false',
        }),
      );
      setContracts(list);
      const iris = [...new Set(list.map((c) => c.entreprise).filter((e): e is string => typeof e === 'string'))];
      const named = await Promise.all(
        iris.map((iri) =>
          apiGet<RecordOf<'entreprises'>>(iri)
            .then((e) => [iri, String(e.name)] as const)
            .catch(() => [iri, iri] as const),
        ),
      );
      setCompanies(Object.fromEntries(named));
    } catch {
      notify(T.common.fetchFailed, { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => {
    void load();
  }, [load]);
  useOnChange(load);

  const done = (message: string) => {
    notify(message, { type: 'success' });
    setEditing(null);
    setBreaking(null);
    announceChange();
    refresh();
  };

  if (!contracts) return <LinearProgress aria-label={T.common.loading} />;
  const canWrite = mayWrite('etudiant_contrats', 'create');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack spacing={2}>
      {contracts.length === 0 ? (
        <Typography variant="body2">{T.contrats.empty}</Typography>
      ) : (
        <DataTable
          label={T.titles.contrats}
          rows={contracts}
          columns={[
            {
              key: 'company',
              label: T.contrats.company,
              render: (c) => (c.entreprise ? (companies[c.entreprise] ?? '') : T.common.none),
            },
            {
              key: 'tutor',
              label: T.contrats.tutor,
              render: (c) => [c.tuteur_lastname, c.tuteur_firstname].filter(Boolean).join(' ') || T.common.none,
            },
            { key: 'period', label: T.contrats.period, render: period },
            { key: 'state', label: T.contrats.state, render: (c) => stateOf(c, today) },
            {
              key: 'actions',
              label: T.contrats.actions,
              render: (c) => (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {/* The contract's own page and its cerfa 10103, for whoever reads the trainee. */}
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/stagiaire/contrats/${String(c.id)}`}
                    aria-label={fill(T.contrats.openOf, { period: period(c) })}
                  >
                    {T.contrats.open}
                  </Button>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/stagiaire/contrats/${String(c.id)}/cerfa`}
                    aria-label={fill(T.contrats.cerfaOf, { period: period(c) })}
                  >
                    {T.contrats.cerfa}
                  </Button>
                  {canWrite && (
                    <Button size="small" onClick={() => setEditing(c)}>
                      {T.contrats.edit}
                    </Button>
                  )}
                  {canWrite && !c.date_rupture && (
                    <Button size="small" color="warning" onClick={() => setBreaking(c)}>
                      {T.contrats.rupture}
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {canWrite && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          {T.contrats.add}
        </Button>
      )}
      {editing && (
        <ContractDialog
          etudiant={`/api/etudiants/${id}`}
          contract={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
      {breaking && <RuptureDialog contract={breaking} onClose={() => setBreaking(null)} onDone={done} />}
    </Stack>
  );
}
