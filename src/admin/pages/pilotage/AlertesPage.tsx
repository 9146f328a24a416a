// /alertes: the user's active alerts by type (a tab per type with its count, paginated, latest
// date first; GET /api/mes_alertes), each opened by its link or masked for oneself; and the alert types the
// user receives (POST edit_user_alertes_global_params/ with `type`, only for oneself). Masking refreshes the
// app bar's bell.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { types_alerte } from '../../../shared/reference/general.ts';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { readUser } from '../../session/storage.ts';
import { apiGet, apiSend, refreshBadges, type Count, type HydraList } from './api.ts';
import { pagePathOf } from '../../views/paths.ts';
import { useAppConfig, viewsOfResource } from '../../appConfig.tsx';
import { buttonColumn, DataTable } from '../../widgets/kit/DataTable.tsx';
import type { FieldsOf } from '../../data/recordOf.ts';

const t = pilotageFr.alertes;
const PER_PAGE = 20;
interface Alerte {
  '@id': string;
  type: number;
  type_label: string;
  title: string;
  uri: string | null;
  date_alerte: string | null;
}
type Setting = FieldsOf<'user_alertes_global_params', 'uri' | 'global_alerte' | 'etat'>;

export default function AlertesPage() {
  const notify = useNotify();
  const { views } = useAppConfig();
  const reading = readUser();
  const me = reading.state === 'ok' ? String(reading.user['@id'] ?? '') : '';
  const [type, setType] = useState(0);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<(HydraList<Alerte> & { par_type: Count[] }) | null>(null);
  const [off, setOff] = useState<Set<number>>(new Set());

  const load = useCallback(() => {
    apiGet<HydraList<Alerte> & { par_type: Count[] }>('mes_alertes', {
      type: type || undefined,
      page,
      itemsPerPage: PER_PAGE,
    })
      .then(setList)
      .catch(() => notify(t.loadFailed, { type: 'error' }));
  }, [type, page, notify]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!me) return;
    apiGet<HydraList<Setting>>('user_alertes_global_params', { user: me, pagination: 'false' })
      .then((r) =>
        setOff(
          new Set(
            r['hydra:member']
              .filter((s) => s.global_alerte === null && s.etat === 1 && s.uri?.startsWith('types_alerte/'))
              .map((s) => Number(s.uri!.split('/')[1])),
          ),
        ),
      )
      .catch(() => undefined);
  }, [me]);

  const mask = async (a: Alerte) => {
    try {
      await apiSend('POST', 'edit_user_alertes_global_params/', { global_alerte: a['@id'], etat: 1 });
      notify(t.masked, { type: 'success' });
      load();
      refreshBadges();
    } catch {
      notify(t.failed, { type: 'error' });
    }
  };
  const toggleType = async (id: number, receive: boolean) => {
    try {
      await apiSend('POST', 'edit_user_alertes_global_params/', { type: id, etat: receive ? 0 : 1 });
      setOff((s) => {
        const n = new Set(s);
        if (receive) n.delete(id);
        else n.add(id);
        return n;
      });
      notify(t.saved, { type: 'success' });
      load();
      refreshBadges();
    } catch {
      notify(t.failed, { type: 'error' });
    }
  };

  const total = list?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const all = list?.par_type.reduce((s, c) => s + c.total, 0) ?? 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Tabs
        value={type}
        onChange={(_, v: number) => {
          setType(v);
          setPage(1);
        }}
        variant="scrollable"
        aria-label={t.byType}
        sx={{ mt: 2 }}
      >
        <Tab value={0} label={`${t.allTypes} (${all})`} />
        {types_alerte.map((ty) => (
          <Tab
            key={ty.id}
            value={ty.id}
            label={`${ty.label} (${list?.par_type.find((c) => c.id === ty.id)?.total ?? 0})`}
          />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ mt: 1, overflowX: 'auto' }}>
        {list && list['hydra:member'].length === 0 ? (
          <Typography sx={{ p: 2 }}>{t.empty}</Typography>
        ) : (
          <DataTable
            label={t.title}
            rows={list?.['hydra:member'] ?? []}
            columns={[
              {
                key: 'date',
                label: t.date,
                render: (a) => (a.date_alerte ? a.date_alerte.split('-').reverse().join('/') : ''),
              },
              { key: 'type_label', label: t.type },
              { key: 'title', label: t.titleCol },
              {
                key: 'link',
                label: t.link,
                render: (a) => {
                  const path = a.uri ? pagePathOf(a.uri, (resource) => viewsOfResource(views, resource)) : null;
                  return path ? <RouterLink to={path}>{t.open}</RouterLink> : null;
                },
              },
              buttonColumn<Alerte>({
                text: t.mask,
                onClick: (a) => void mask(a),
                name: (a) => `${t.mask} : ${a.title}`,
              }),
            ]}
          />
        )}
      </Paper>
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t.previous}
          </Button>
          <Typography>{fill(t.page, { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </Box>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="alert-settings" sx={{ p: 2, mt: 3 }}>
        <Typography id="alert-settings" variant="h6" component="h2">
          {t.settings}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.settingsHelp}
        </Typography>
        <FormGroup>
          {types_alerte.map((ty) => (
            <FormControlLabel
              key={ty.id}
              label={ty.label}
              control={
                <Checkbox checked={!off.has(ty.id)} onChange={(e) => void toggleType(ty.id, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
      </Paper>
    </Box>
  );
}
