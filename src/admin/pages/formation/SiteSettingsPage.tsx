// /antenne/parametrage-du-site (spec 000 section 2, « ParametrageDuSite »; hidden from antenne-level users):
// one site at a time (`?antenne=<id>`, else the first; the spec's optional parameters `?diplome=<IRI>` and
// `?session=<IRI>` restrict the offer to that diploma's or that session's sessions, and the actions to that
// diploma's, until « Afficher toute l'offre »): its identity (edited on the site's own form), its
// background (« Fond du site »: one of the four images of images_fond_site, saved on the site as image_fond), its
// closing periods (antenne_fermetures: added with the create's closing list redrawing the table, a period
// overlapping another refused by the server in French, deleted), and what it offers: the diploma sessions
// and training actions held there.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { planificationFr as T } from '../../i18n/planification.ts';
import { fill } from '../../i18n/fill.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { useMayWrite } from '../../widgets/basics/useMayWrite.ts';
import { AccessDeniedPage } from '../AccessDeniedPage.tsx';
import { apiGet, apiSend, errorText, idOf, members, type HydraList } from './api.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import { images_fond_site } from '../../../shared/reference/general.ts';
import fond1 from './fonds/fond-1.jpg';
import fond2 from './fonds/fond-2.jpg';
import fond3 from './fonds/fond-3.jpg';
import fond4 from './fonds/fond-4.jpg';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
import { visuallyHidden } from '../../widgets/kit/visuallyHidden.ts';
import type { FieldsOf, RecordOf } from '../../data/recordOf.ts';

/** The four background images (spec 000 section 3, « site background images 1 to 4 (jpg) »), by file name. */
const FONDS: Record<string, string> = {
  'fond-1.jpg': fond1,
  'fond-2.jpg': fond2,
  'fond-3.jpg': fond3,
  'fond-4.jpg': fond4,
};

type Antenne = Pick<
  RecordOf<'antennes'>,
  | '@id'
  | 'id'
  | 'name'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'phone'
  | 'mail'
  | 'uai'
  | 'code_analytique'
  | 'image_fond'
>;
type Closing = Pick<RecordOf<'antenne_fermetures'>, '@id' | 'id' | 'label' | 'dt_start' | 'dt_end' | 'comment'>;
type AntenneSession = FieldsOf<
  'antenne_diplome_sessions',
  '@id' | 'id' | 'diplome_session' | 'training_place' | 'dt_start' | 'dt_end'
>;
type Named = FieldsOf<'diplome_sessions', '@id' | 'name'>;
type Action = FieldsOf<'antenne_actions', '@id' | 'id' | 'name' | 'duration_hours'>;

const all = { pagination: 'false' };
const period = (from: string | null, to: string | null) =>
  fill(T.site.period, { from: formatDateFr(from ?? ''), to: formatDateFr(to ?? '') });

export default function SiteSettingsPage() {
  const profile = useClientProfile();
  // The spec's menu gives antenne-level users no « parametres »: the page is not theirs either.
  if (profile?.ok && profile.profile.level === 'antenne') return <AccessDeniedPage />;
  return <SiteSettings />;
}

function SiteSettings() {
  const notify = useNotify();
  const mayWrite = useMayWrite();
  const [params, setParams] = useSearchParams();
  const [antennes, setAntennes] = useState<Antenne[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    apiGet<HydraList<Antenne>>('antennes', { ...all, 'order[name]': 'asc' })
      .then((l) => setAntennes(members(l)))
      .catch(() => setFailed(true));
  }, []);

  const current = antennes.find((a) => String(a.id) === params.get('antenne')) ?? antennes[0];
  const restriction = { diplome: params.get('diplome') ?? '', session: params.get('session') ?? '' };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {T.site.title}
      </Typography>
      {failed && <Alert severity="error">{T.common.loadFailed}</Alert>}
      {antennes.length > 0 && current && (
        <>
          <TextField
            select
            size="small"
            label={T.site.choose}
            value={current['@id']}
            sx={{ minWidth: 280, mb: 2 }}
            onChange={(e) => setParams({ antenne: String(idOf(e.target.value)) })}
          >
            {antennes.map((a) => (
              <MenuItem key={a['@id']} value={a['@id']}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <Identity
            antenne={current}
            mayEdit={mayWrite('antennes', 'edit', current as unknown as Record<string, unknown>)}
          />
          <Background
            key={`b${current.id}`}
            antenne={current}
            mayEdit={mayWrite('antennes', 'edit', current as unknown as Record<string, unknown>)}
            onSaved={(saved) => setAntennes((list) => list.map((a) => (a.id === saved.id ? { ...a, ...saved } : a)))}
            notify={notify}
          />
          <Closings
            key={`c${current.id}`}
            antenne={current}
            mayCreate={mayWrite('antenne_fermetures', 'create')}
            mayDelete={mayWrite('antenne_fermetures', 'delete')}
            notify={notify}
          />
          <Offer
            key={`o${current.id}`}
            antenne={current}
            restriction={restriction}
            onShowAll={() => setParams({ antenne: String(current.id) })}
          />
        </>
      )}
    </Box>
  );
}

function Identity({ antenne, mayEdit }: { antenne: Antenne; mayEdit: boolean }) {
  const fields: [string, string | null | undefined][] = [
    [T.site.fields.name, antenne.name],
    [
      T.site.fields.address,
      [antenne.address, [antenne.postal_code, antenne.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ],
    [T.site.fields.phone, antenne.phone],
    [T.site.fields.mail, antenne.mail],
    [T.site.fields.uai, antenne.uai],
    [T.site.fields.code_analytique, antenne.code_analytique],
  ];
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="site-identity">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="site-identity" variant="h6" component="h2">
            {T.site.identity}
          </Typography>
          {mayEdit && (
            <Button component={RouterLink} to={`/futurosud/antennes/${antenne.id}/modifier`}>
              {T.site.edit}
            </Button>
          )}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value || T.common.none}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

type Notify = ReturnType<typeof useNotify>;

/** « Fond du site »: the four images as choices; a click saves the site's image_fond (PATCH, through its save). */
function Background({
  antenne,
  mayEdit,
  onSaved,
  notify,
}: {
  antenne: Antenne;
  mayEdit: boolean;
  onSaved: (a: Antenne) => void;
  notify: Notify;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (id: number) => {
    setBusy(true);
    try {
      onSaved(await apiSend<Antenne>('PATCH', antenne['@id'], { image_fond: id }));
      notify(T.site.backgroundSaved, { type: 'success' });
    } catch (e) {
      notify(errorText(e, T.common.loadFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="site-background">
      <CardContent>
        <Typography id="site-background" variant="h6" component="h2">
          {T.site.background}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {T.site.backgroundHint}
        </Typography>
        <Box role="radiogroup" aria-labelledby="site-background" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images_fond_site.map((f) => {
            const checked = antenne.image_fond === f.id;
            return (
              <ButtonBase
                key={f.id}
                role="radio"
                aria-checked={checked}
                aria-label={f.label}
                disabled={!mayEdit || busy}
                onClick={() => void choose(f.id)}
                sx={{
                  width: 160,
                  height: 50,
                  borderRadius: 1,
                  backgroundImage: `url(${FONDS[f.fichier]})`,
                  backgroundSize: 'cover',
                  outline: checked ? '3px solid' : '1px solid',
                  outlineColor: checked ? 'primary.main' : 'divider',
                  color: 'common.white',
                  fontWeight: checked ? 700 : 400,
                }}
              >
                {f.label}
              </ButtonBase>
            );
          })}
        </Box>
        {antenne.image_fond == null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {T.site.backgroundNone}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Closings({
  antenne,
  mayCreate,
  mayDelete,
  notify,
}: {
  antenne: Antenne;
  mayCreate: boolean;
  mayDelete: boolean;
  notify: Notify;
}) {
  const [closings, setClosings] = useState<Closing[] | null>(null);
  const [form, setForm] = useState({ label: '', dt_start: '', dt_end: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setClosings(
        members(
          await apiGet<HydraList<Closing>>('antenne_fermetures', {
            ...all,
            antenne: String(antenne.id),
            'order[dt_start]': 'asc',
          }),
        ),
      );
    } catch {
      notify(T.common.loadFailed, { type: 'error' });
    }
  }, [antenne.id, notify]);
  useEffect(() => void load(), [load]);

  const add = async () => {
    if (!form.label.trim() || !form.dt_start || !form.dt_end) {
      setError(T.site.missingFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The create's answer carries the antenne's closing list (spec 001): the table is redrawn from it.
      const created = await apiSend<Closing & { fermetures?: Closing[] }>('POST', 'antenne_fermetures', {
        antenne: antenne['@id'],
        ...form,
        label: form.label.trim(),
      });
      if (created.fermetures) setClosings(created.fermetures);
      else await load();
      setForm({ label: '', dt_start: '', dt_end: '' });
      notify(T.site.closingSaved, { type: 'success' });
    } catch (e) {
      const message = errorText(e, T.common.loadFailed);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (c: Closing) => {
    try {
      await apiSend('DELETE', `antenne_fermetures/${c.id}`);
      notify(T.site.closingDeleted, { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e, T.common.loadFailed), { type: 'error' });
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="site-closings">
      <CardContent>
        <Typography id="site-closings" variant="h6" component="h2" gutterBottom>
          {T.site.closings}
        </Typography>
        {closings?.length === 0 && <Typography sx={{ mb: 1 }}>{T.site.noClosing}</Typography>}
        {closings && closings.length > 0 && (
          <DataTable
            label={T.site.closingsAria}
            sx={{ mb: 2 }}
            rows={closings}
            columns={[
              { key: 'label', label: T.site.closingLabel },
              { key: 'from', label: T.site.closingFrom, render: (c) => formatDateFr(c.dt_start) },
              { key: 'to', label: T.site.closingTo, render: (c) => formatDateFr(c.dt_end) },
              ...(mayDelete
                ? [
                    {
                      key: 'delete',
                      label: (
                        <Box component="span" sx={visuallyHidden}>
                          {T.site.delete}
                        </Box>
                      ),
                      render: (c: Closing) => (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void remove(c)}
                          aria-label={fill(T.site.deleteClosing, {
                            label: `${c.label} (${period(c.dt_start, c.dt_end)})`,
                          })}
                        >
                          {T.site.delete}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
        {mayCreate && (
          <Box
            component="form"
            aria-label={T.site.addClosing}
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {T.site.addClosing}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                size="small"
                label={T.site.closingLabel}
                value={form.label}
                onChange={(e) => setForm({ ...form, label: e.target.value })}
              />
              <PickerField
                kind="date"
                label={T.site.closingFrom}
                value={form.dt_start}
                onChange={(v) => setForm((f) => ({ ...f, dt_start: v ?? '' }))}
              />
              <PickerField
                kind="date"
                label={T.site.closingTo}
                value={form.dt_end}
                onChange={(v) => setForm((f) => ({ ...f, dt_end: v ?? '' }))}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {T.site.saveClosing}
              </Button>
            </Stack>
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

interface Restriction {
  diplome: string;
  session: string;
}

function Offer({
  antenne,
  restriction,
  onShowAll,
}: {
  antenne: Antenne;
  restriction: Restriction;
  onShowAll: () => void;
}) {
  const { diplome, session } = restriction;
  const only = { ...(diplome ? { diplome } : {}), ...(session ? { diplome_session: session } : {}) };
  const [sessions, setSessions] = useState<AntenneSession[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [actions, setActions] = useState<Action[] | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      apiGet<HydraList<AntenneSession>>('antenne_diplome_sessions', {
        ...all,
        antenne: String(antenne.id),
        etat: '0',
        'order[dt_start]': 'desc',
        ...only,
      }),
      apiGet<HydraList<Named>>('diplome_sessions', all),
      apiGet<HydraList<Action>>('antenne_actions', {
        ...all,
        antenne: String(antenne.id),
        etat: '0',
        ...(diplome ? { diplome } : {}),
      }),
    ])
      .then(([s, d, a]) => {
        if (!live) return;
        setNames(new Map(members(d).map((x) => [x['@id'], x.name])));
        setSessions(members(s));
        setActions(members(a));
      })
      .catch(() => live && setSessions([]));
    return () => {
      live = false;
    };
  }, [antenne.id, diplome, session]);

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="site-offer">
      <CardContent>
        <Typography id="site-offer" variant="h6" component="h2" gutterBottom>
          {T.site.offer}
        </Typography>
        {(diplome || session) && (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button size="small" onClick={onShowAll}>
                {T.site.offerAll}
              </Button>
            }
          >
            {T.site.offerRestricted}
          </Alert>
        )}
        <Typography variant="subtitle1" component="h3">
          {T.site.diplomas}
        </Typography>
        {sessions?.length === 0 && <Typography sx={{ mb: 1 }}>{T.site.noDiploma}</Typography>}
        {sessions && sessions.length > 0 && (
          <DataTable
            label={T.site.diplomas}
            sx={{ mb: 2 }}
            rows={sessions}
            columns={[
              {
                key: 'name',
                label: T.site.columns.session,
                render: (s) => names.get(s.diplome_session) ?? T.common.none,
              },
              { key: 'place', label: T.site.columns.place, render: (s) => s.training_place ?? T.common.none },
              {
                key: 'dates',
                label: T.site.columns.dates,
                render: (s) => (s.dt_start || s.dt_end ? period(s.dt_start, s.dt_end) : T.common.none),
              },
              {
                key: 'open',
                label: '',
                render: (s) => (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/antenne_diplome_sessions/${s.id}`}
                    aria-label={fill(T.site.openSession, { name: names.get(s.diplome_session) ?? T.common.none })}
                  >
                    {T.site.open}
                  </Button>
                ),
              },
            ]}
          />
        )}
        <Typography variant="subtitle1" component="h3">
          {T.site.actions}
        </Typography>
        {actions?.length === 0 && <Typography>{T.site.noAction}</Typography>}
        {actions && actions.length > 0 && (
          <DataTable
            label={T.site.actions}
            rows={actions}
            columns={[
              { key: 'name', label: T.site.columns.action },
              {
                key: 'duration',
                label: T.site.columns.duration,
                render: (a) =>
                  a.duration_hours === null ? T.common.none : fill(T.table.hours, { hours: a.duration_hours }),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
