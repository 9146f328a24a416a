// On a training action's page: its referentials (type action) with the way to their tree, the creation of its
// referential, and the copy of its active referential with the whole tree (antenne_actions_copy), the copy
// opened in the tree editor. The server's refusals show as they come (an action without referential...).
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { useMayWrite } from '../../../widgets/basics/useMayWrite.ts';
import { apiGet, apiSend, idOf, members, errorText, type HydraList } from '../api.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = pedagogieFr.action;
type Action = FieldsOf<'antenne_actions', '@id' | 'name' | 'antenne'>;
// antenne_referentiels_repositories answers antenne_referentiels records.
type Referentiel = FieldsOf<'antenne_referentiels', '@id' | 'label'>;

export default function ActionReferentielsPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const mayWrite = useMayWrite()('antenne_referentiels', 'create');
  const [action, setAction] = useState<Action>();
  const [refs, setRefs] = useState<Referentiel[]>([]);
  const load = useCallback(async () => {
    const a = await apiGet<Action>(`antenne_actions/${id}`);
    setAction(a);
    setRefs(
      members(
        await apiGet<HydraList<Referentiel>>('antenne_referentiels_repositories', {
          action: a['@id'],
          type: 'action',
          etat: '0',
        }),
      ),
    );
  }, [id]);
  useEffect(() => {
    load().catch((e: unknown) => notify(errorText(e, pedagogieFr.common.fetchFailed), { type: 'error' }));
  }, [load, notify]);

  const go = async (call: () => Promise<{ '@id': string }>, done: string) => {
    try {
      const r = await call();
      notify(done, { type: 'success' });
      navigate(`/pedagogie/referentiels/${idOf(r['@id'])}/arbre`);
    } catch (e) {
      notify(errorText(e, pedagogieFr.common.fetchFailed), { type: 'error' });
    }
  };
  if (!action) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t.title}
      </Typography>
      {refs.length === 0 ? (
        <Typography>{t.none}</Typography>
      ) : (
        <List dense aria-label={t.title}>
          {refs.map((r) => (
            <ListItem key={r['@id']}>
              <Button component={RouterLink} to={`/pedagogie/referentiels/${idOf(r['@id'])}/arbre`}>
                {fill(t.open, { label: r.label })}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={!mayWrite}
          onClick={() =>
            void go(
              () =>
                apiSend('POST', 'antenne_referentiels', {
                  label: action.name,
                  type: 'action',
                  action: action['@id'],
                  antenne: action.antenne,
                }),
              t.created,
            )
          }
        >
          {t.create}
        </Button>
        <Button
          variant="outlined"
          disabled={!mayWrite}
          onClick={() =>
            void go(
              () =>
                apiSend('POST', 'antenne_actions_copy', {
                  action: action['@id'],
                  ...(action.antenne ? { antenne: action.antenne } : {}),
                }),
              t.copied,
            )
          }
        >
          {t.copy}
        </Button>
      </Stack>
    </Stack>
  );
}
