// The PIF tab of a trainee's page (spec 000 "Individual training plan"): the trainee's plans, one created
// (POST, 201) or edited (PATCH, 200) in a dialog with the spec's notices (« PIF ajouté », « PIF modifié »),
// and its state changed by its own call (PATCH of `etat` alone: archived or active again).
import { useCallback, useEffect, useState } from 'react';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { etats_entite } from '../../../shared/reference/general.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import type { RecordOf } from '../../data/recordOf.ts';
import { DataTable, type Column } from '../../widgets/kit/DataTable.tsx';
import { apiGet, apiSend, errorText, membersOf, type HydraList } from './api.ts';
import { PifDialog } from './PifDialog.tsx';

type Plan = RecordOf<'etudiant_plan_individuel_formations'>;

export default function PifPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);

  const load = useCallback(async () => {
    try {
      setPlans(
        membersOf(
          await apiGet<HydraList<Plan>>('etudiant_plan_individuel_formations', {
            etudiant: String(id),
            'etat[]': undefined,
            pagination: 'false',
          }),
        ),
      );
    } catch {
      notify(T.common.fetchFailed, { type: 'error' });
    }
  }, [id, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  const setState = async (plan: Plan, etat: number) => {
    try {
      await apiSend('PATCH', plan['@id'], { etat });
      notify(T.pif.stateSaved, { type: 'success' });
      void load();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };

  if (!plans) return <LinearProgress aria-label={T.common.loading} />;
  const canWrite = mayWrite('etudiant_plan_individuel_formations', 'create');
  const shown = plans.filter((p) => p.etat !== 2);
  const columns: Column<Plan>[] = [
    {
      key: 'date',
      label: T.pif.date,
      render: (p) => (p.date_elaboration ? formatDateFr(p.date_elaboration) : T.common.none),
    },
    { key: 'objectifs', label: T.pif.objectifs, render: (p) => p.objectifs ?? T.common.none },
    { key: 'allegement', label: T.pif.allegement, render: (p) => p.allegement ?? T.common.none },
    {
      key: 'state',
      label: T.pif.state,
      render: (p) => etats_entite.find((e) => e.id === p.etat)?.label ?? String(p.etat),
    },
  ];
  const actions: Column<Plan> = {
    key: 'actions',
    label: T.contrats.actions,
    render: (p) => (
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setEditing(p)}>
          {T.pif.edit}
        </Button>
        {p.etat === 0 ? (
          <Button size="small" onClick={() => setState(p, 1)}>
            {T.pif.archive}
          </Button>
        ) : (
          <Button size="small" onClick={() => setState(p, 0)}>
            {T.pif.restore}
          </Button>
        )}
      </Stack>
    ),
  };
  return (
    <Stack spacing={2}>
      {shown.length === 0 ? (
        <Typography variant="body2">{T.pif.empty}</Typography>
      ) : (
        <DataTable label={T.titles.pif} rows={shown} columns={canWrite ? [...columns, actions] : columns} />
      )}
      {canWrite && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          {T.pif.add}
        </Button>
      )}
      {editing && (
        <PifDialog
          etudiant={`/api/etudiants/${id}`}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(m) => {
            notify(m, { type: 'success' });
            setEditing(null);
            void load();
          }}
        />
      )}
    </Stack>
  );
}
